// The demo's banner on every page of a visitor's demo: when it expires (the date and time in the user's language) and
// "Create my account", whose dialog (its own chunk) turns the demo into the visitor's account; then a confirmation
// until dismissed. Flow state: the demo-banner machine and its child, the demo-convert machine.
import { lazy, Suspense, useEffect } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { demoBannerMachine } from '@machines/demo/demo-banner.machine'
import type { DemoBannerMachine } from '@machines/demo/demo-banner.machine'
import { useFormat } from '@/i18n/use-format'
import { actorOptions } from '@/state/inspector'
import { useDemoExpiry, useSessionRef, useUsername } from '@/state/session-context'
import { alert, button } from '@/styles/recipes.css'
import * as styles from './demo-banner.css'

const DemoConvertDialog = lazy(() => import('@/views/auth/demo-convert-dialog'))

/** For a signed-in user: the banner while the account is a demo, the confirmation once it became theirs. */
export default function DemoBanner({ logic = demoBannerMachine }: { logic?: DemoBannerMachine }) {
  const expiresAt = useDemoExpiry()
  const username = useUsername()
  const session = useSessionRef()
  const format = useFormat()
  const { t } = useLingui()
  const actor = useActorRef(logic, actorOptions())
  // Converted: the account's new tokens replace the demo's session (no demo expiry: the banner goes).
  useEffect(() => {
    const subscription = actor.on('demo.converted', ({ account }) =>
      session.send({
        type: 'session.login',
        accessToken: account.tokens.accessToken,
        refreshToken: account.tokens.refreshToken,
        role: account.tokens.role,
        username: account.username,
        fullName: account.tokens.nomeCompleto ?? account.fullName,
      }),
    )
    return () => subscription.unsubscribe()
  }, [actor, session])
  const converted = useSelector(actor, (s) => s.matches('converted'))
  const dismissed = useSelector(actor, (s) => s.matches('dismissed'))
  const convertForm = useSelector(actor, (s) => s.children.convertForm)

  if (converted) {
    return (
      <div role="status" className={`${alert({ tone: 'success' })} ${styles.banner}`} data-testid="demo-converted">
        <p className={styles.text}>
          <Trans>Account created! You are signed in as {username}, and everything from the demo stays yours.</Trans>
        </p>
        <button type="button" className={`${button({ variant: 'ghost', size: 'sm' })} ${styles.action}`} onClick={() => actor.send({ type: 'confirmation.dismiss' })}>
          {t`Dismiss`}
        </button>
      </div>
    )
  }
  if (dismissed || expiresAt === null) return null
  const expiry = format.dateTime(expiresAt)
  return (
    <section className={`${alert({ tone: 'info' })} ${styles.banner}`} aria-label={t`Demo`} data-testid="demo-banner">
      <p className={styles.text}>
        <Trans>
          This is a demo: it and all its data are deleted on <time dateTime={expiresAt}>{expiry}</time>.
        </Trans>
      </p>
      <button type="button" className={`${button({ variant: 'primary', size: 'sm' })} ${styles.action}`} aria-haspopup="dialog" onClick={() => actor.send({ type: 'convert.open' })}>
        <Trans>Create my account</Trans>
      </button>
      {convertForm ? (
        <Suspense fallback={null}>
          <DemoConvertDialog actor={convertForm} returnFocus={() => document.querySelector<HTMLElement>('[data-testid="demo-converted"] button')} />
        </Suspense>
      ) : null}
    </section>
  )
}
