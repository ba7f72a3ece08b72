// Login page (/login): username, password with show/hide, captcha; Log in and Create User; with two-step verification
// on, the code step after the password (SecondStepForm).
// Flow state lives in the login machine; this view renders its snapshot and forwards user events.
import { useEffect, useId, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useLocation, useSearch } from 'wouter'
import { loginMachine } from '@machines/account/login.machine'
import type { LoginMachine } from '@machines/account/login.machine'
import { prepareLogin } from '@machines/account/login.actors'
import { paths } from '@/lib/paths'
import { useHydrated } from '@/lib/hydration'
import { EXPIRED_PARAM, NEXT_PARAM, withReturnPath } from '@/lib/return-path'
import type { PageProps } from '@/lib/page'
import type { CaptchaHandle } from '@/components/captcha/captcha-field'
import { TextField } from '@/components/text-field/text-field'
import { actorOptions } from '@/state/inspector'
import { useLogic } from '@/state/machine-logic'
import { alert } from '@/styles/recipes.css'
import { useSessionRef } from '@/state/session-context'
import { AuthFormCard, CaptchaBlock, FormButtons, FormError } from './auth-form'
import { DemoInvite } from './demo-invite'
import { PasswordToggle } from './password-toggle'
import { SecondStepForm } from './second-step-form'

/** The sign-in API, fetched while the user types (failures show on submit, which loads it again). */
const prefetchLogin = () => void prepareLogin().catch(() => undefined)

/** The username a sign-up left in the history entry of /login, if any. */
function signedUpUsernameOf(state: unknown): string | null {
  const value = state && typeof state === 'object' ? (state as Record<string, unknown>).signedUpUsername : null
  return typeof value === 'string' ? value : null
}

export default function LoginView({ logic }: Partial<PageProps> & { logic?: LoginMachine }) {
  const { i18n } = useLingui()
  const session = useSessionRef()
  const [, navigate] = useLocation()
  const captcha = useRef<CaptchaHandle>(null)
  const errorId = useId()
  const query = new URLSearchParams(useSearch())
  const next = query.get(NEXT_PARAM)
  // The session ended by itself (the session machine's expiry): the page says so.
  const expired = query.get(EXPIRED_PARAM) === '1'
  // The prerendered page links the plain sign-up page: the page to return to joins the link once hydrated.
  const hydrated = useHydrated()
  // Read once, when the actor starts: the account a sign-up just created (history state, see SignupView), and
  // the page to return to (?next=, which the machine accepts only as a path of this app).
  const actor = useActorRef(useLogic(loginMachine, logic), {
    ...actorOptions(),
    input: { signedUpUsername: signedUpUsernameOf(typeof window === 'undefined' ? null : window.history.state), next, expired },
  })
  // What the machine asks of the page: solve the captcha again; on success, the session takes the tokens.
  useEffect(() => {
    const subscriptions = [
      actor.on('captcha.resetWidget', () => captcha.current?.reset()),
      actor.on('login.succeeded', ({ accessToken, refreshToken, role, username, nomeCompleto, to }) => {
        session.send({ type: 'session.login', accessToken, refreshToken, role, username, fullName: nomeCompleto })
        navigate(to)
      }),
    ]
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
  }, [actor, session, navigate])
  const notice = useSelector(actor, (s) => s.context.notice)
  const username = useSelector(actor, (s) => s.context.username)
  const password = useSelector(actor, (s) => s.context.password)
  const error = useSelector(actor, (s) => s.context.error)
  const passwordVisible = useSelector(actor, (s) => s.matches({ password: 'visible' }))
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const fieldsInvalid = useSelector(actor, (s) => s.hasTag('invalidFields') || s.matches({ form: { editing: 'incomplete' } }))
  const captchaMissing = useSelector(actor, (s) => s.matches({ form: { editing: 'captchaMissing' } }))
  // The server runs with CAPTCHA=off (local development): no widget, and the form goes without it.
  const captchaOff = useSelector(actor, (s) => s.matches({ captchaMode: 'off' }))
  const secondStep = useSelector(actor, (s) => s.matches({ form: 'secondStep' }))

  if (secondStep) return <SecondStepForm actor={actor} />
  return (
    <AuthFormCard
      titleId="login-title"
      title={<Trans>Log in</Trans>}
      subtitle={<Trans>Access your books and finances.</Trans>}
      busy={busy}
      onSubmit={() => actor.send({ type: 'form.submit' })}
    >
      {notice ? (
        <p role="status" className={alert({ tone: 'success' })}>
          {i18n._(notice)}
        </p>
      ) : null}
      <TextField
        label={<Trans>Username</Trans>}
        name="username"
        autoComplete="username"
        value={username}
        invalid={fieldsInvalid}
        errorId={errorId}
        readOnly={busy}
        maxLength={40}
        onChange={(value) => actor.send({ type: 'field.change', field: 'username', value })}
      />
      <TextField
        label={<Trans>Password</Trans>}
        name="password"
        type={passwordVisible ? 'text' : 'password'}
        autoComplete="current-password"
        value={password}
        invalid={fieldsInvalid}
        errorId={errorId}
        readOnly={busy}
        onChange={(value) => actor.send({ type: 'field.change', field: 'password', value })}
        trailing={<PasswordToggle visible={passwordVisible} onToggle={() => actor.send({ type: 'password.toggle' })} />}
      />
      {captchaOff ? null : (
        <CaptchaBlock
          handle={captcha}
          invalid={captchaMissing}
          errorId={errorId}
          send={(event) => actor.send(event)}
          onFirstTouch={prefetchLogin}
        />
      )}
      <FormError id={errorId} error={error} />
      <FormButtons
        busy={busy}
        submit={busy ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
        secondary={<Trans>Create User</Trans>}
        secondaryHref={hydrated ? withReturnPath(paths.criarUsuario, next) : paths.criarUsuario}
      />
      <DemoInvite next={next} />
    </AuthFormCard>
  )
}
