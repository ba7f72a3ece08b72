// The visitor's demo (/experimentar): what it is, the captcha as the sign-up has it, and "Start the demo"; a started
// demo is signed in and opens the finance panel. Reached by the app's "Try the finance manager" button it starts by
// itself (the captcha solving itself); opened by its address, a click starts it. Flow state: the demo-start machine.
import { useEffect, useId, useRef } from 'react'
import { Trans } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { Link, useLocation } from 'wouter'
import { demoStartMachine } from '@machines/demo/demo-start.machine'
import type { DemoStartMachine } from '@machines/demo/demo-start.machine'
import type { CaptchaHandle } from '@/components/captcha/captcha-field'
import { takeDemoStartRequest } from '@/lib/demo-start'
import { paths } from '@/lib/paths'
import type { PageProps } from '@/lib/page'
import { actorOptions } from '@/state/inspector'
import { useLogic } from '@/state/machine-logic'
import { useIsLoggedIn, useSessionRef } from '@/state/session-context'
import { alert, button } from '@/styles/recipes.css'
import { AuthFormCard, CaptchaBlock, FormError } from './auth-form'
import * as styles from './auth.css'

export default function DemoStartView({ logic, autoStart }: Partial<PageProps> & { logic?: DemoStartMachine; autoStart?: boolean }) {
  const loggedIn = useIsLoggedIn()
  const started = useRef(false)
  // A signed-in visitor (a demo too) would lose their session to a new demo: the page offers their panel instead.
  if (loggedIn && !started.current) {
    return (
      <AuthFormCard titleId="demo-title" title={<Trans>Try the finance manager</Trans>} subtitle={<Trans>You are signed in: your finances are in the panel.</Trans>} busy={false} onSubmit={() => undefined}>
        <Link href={paths.financas.panel} className={button({ variant: 'primary' })}>
          <Trans>Open the finance panel</Trans>
        </Link>
      </AuthFormCard>
    )
  }
  return <DemoStartForm logic={logic} autoStart={autoStart} onStarted={() => (started.current = true)} />
}

function DemoStartForm({ logic, autoStart, onStarted }: { logic: DemoStartMachine | undefined; autoStart: boolean | undefined; onStarted: () => void }) {
  const session = useSessionRef()
  const [, navigate] = useLocation()
  const captcha = useRef<CaptchaHandle>(null)
  const errorId = useId()
  const input = useRef({ autoStart: autoStart ?? takeDemoStartRequest() }).current
  const actor = useActorRef(useLogic(demoStartMachine, logic), { ...actorOptions(), input })
  // What the machine asks of the page: solve the captcha again; a started demo is signed in and opens the panel.
  useEffect(() => {
    const subscriptions = [
      actor.on('captcha.resetWidget', () => captcha.current?.reset()),
      actor.on('demo.started', ({ demo }) => {
        onStarted()
        session.send({
          type: 'session.login',
          accessToken: demo.accessToken,
          refreshToken: demo.refreshToken,
          role: demo.role,
          username: demo.username,
          fullName: demo.nomeCompleto,
          demoExpiresAt: demo.demo.expiraEm,
        })
        navigate(paths.financas.panel)
      }),
    ]
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
  }, [actor, session, navigate, onStarted])
  const error = useSelector(actor, (s) => s.context.error)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const creating = useSelector(actor, (s) => s.matches({ flow: 'creating' }))
  const waiting = useSelector(actor, (s) => s.matches({ flow: 'waiting' }))
  const unavailable = useSelector(actor, (s) => s.matches({ flow: 'unavailable' }))
  const captchaMissing = useSelector(actor, (s) => s.matches({ flow: 'captchaMissing' }))
  const captchaOff = useSelector(actor, (s) => s.matches({ captchaMode: 'off' }))

  return (
    <AuthFormCard
      titleId="demo-title"
      title={<Trans>Try the finance manager</Trans>}
      subtitle={<Trans>A household ready to use: accounts, cards and their bills, budgets and a year of entries. It is yours alone and is deleted after 24 hours, unless you create your account from it.</Trans>}
      busy={busy}
      onSubmit={() => actor.send({ type: 'demo.start' })}
    >
      {unavailable ? null : captchaOff ? null : <CaptchaBlock handle={captcha} invalid={captchaMissing} errorId={errorId} send={(event) => actor.send(event)} auto={input.autoStart} />}
      <FormError id={errorId} error={error} />
      {creating || waiting ? (
        <p role="status" className={alert({ tone: 'info' })}>
          {creating ? <Trans>Preparing your demo…</Trans> : <Trans>Checking that you are not a robot…</Trans>}
        </p>
      ) : null}
      <div className={styles.buttons}>
        {unavailable ? null : (
          <button type="submit" className={`${button({ variant: 'primary' })} ${styles.grow}`} aria-disabled={busy || undefined}>
            {busy ? <Trans>Starting…</Trans> : <Trans>Start the demo</Trans>}
          </button>
        )}
        <Link href={paths.criarUsuario} className={`${button({ variant: 'secondary' })} ${styles.grow}`}>
          <Trans>Create User</Trans>
        </Link>
      </div>
      <p className={styles.subtitle}>
        <Trans>
          Already have an account? <Link href={paths.login}>Log in</Link>
        </Trans>
      </p>
    </AuthFormCard>
  )
}
