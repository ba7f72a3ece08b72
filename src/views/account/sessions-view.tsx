// Sessions (/sessoes, docs/product-rules.md#sessions): where the account is signed in — device, address, when each
// session started and was last used, this device first —, "End" on each other session and "End all other sessions",
// each after a confirmation. The flow lives in the sessions machine; this view renders its state and sends its events.
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { userSessionsMachine } from '@machines/account/user-sessions.machine'
import type { UserSessionsMachine } from '@machines/account/user-sessions.machine'
import type { UserSession } from '@contract/user-sessions'
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog'
import { Spinner } from '@/components/spinner/spinner'
import { useFormat } from '@/i18n/use-format'
import type { PageProps } from '@/lib/page'
import { paths } from '@/lib/paths'
import { actorOptions } from '@/state/inspector'
import { useLogic } from '@/state/machine-logic'
import { alert, badge, button, card, visuallyHidden } from '@/styles/recipes.css'
import * as styles from './account-security.css'

const unknownDevice = msg`Unknown device`
const unknownAddress = msg({ message: 'Unknown', context: 'address' })

/** "Chrome on Linux", "Chrome", "Linux", or "Unknown device". */
function useDeviceName(): (session: UserSession) => string {
  const { i18n, t } = useLingui()
  return ({ navegador, sistema }) => {
    if (navegador && sistema) return t`${navegador} on ${sistema}`
    return navegador ?? sistema ?? i18n._(unknownDevice)
  }
}

export default function SessionsView({ logic }: Partial<PageProps> & { logic?: UserSessionsMachine }) {
  const { i18n } = useLingui()
  const actor = useActorRef(useLogic(userSessionsMachine, logic), actorOptions())
  const sessions = useSelector(actor, (s) => s.context.sessions)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const loaded = useSelector(actor, (s) => s.matches('loaded'))
  const failed = useSelector(actor, (s) => s.matches('failure'))
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const confirming = useSelector(actor, (s) => s.matches({ loaded: 'confirming' }) || s.matches({ loaded: 'ending' }))
  const ending = useSelector(actor, (s) => s.matches({ loaded: 'ending' }))
  const target = useSelector(actor, (s) => s.context.target)
  const notice = useSelector(actor, (s) => s.context.notice)
  const error = useSelector(actor, (s) => s.context.error)
  const canEndOthers = useSelector(actor, (s) => s.can({ type: 'others.end' }))
  const deviceName = useDeviceName()
  const others = sessions.filter((session) => !session.atual)
  const targetSession = target?.kind === 'one' ? sessions.find((session) => session.id === target.id) : undefined
  const device = targetSession ? deviceName(targetSession) : i18n._(unknownDevice)

  return (
    <section className={styles.page} aria-labelledby="sessions-title" aria-busy={busy}>
      <div className={styles.heading}>
        <h1 id="sessions-title" className={styles.title}>
          <Trans>Sessions</Trans>
        </h1>
        <p className={styles.subtitle}>
          <Trans>
            Where your account is signed in. End any session you do not recognise, then <Link href={paths.alterarSenha}>change your password</Link>.
          </Trans>
        </p>
      </div>

      {loading ? <Spinner label={<Trans>Loading your sessions…</Trans>} /> : null}
      {failed && error ? (
        <div role="alert" className={alert({ tone: 'danger' })}>
          <div className={styles.row}>
            <span>{i18n._(error)}</span>
            <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => actor.send({ type: 'list.retry' })}>
              <Trans>Try again</Trans>
            </button>
          </div>
        </div>
      ) : null}

      <div role="status" aria-live="polite" className={styles.liveRegion}>
        {notice ? <p className={alert({ tone: 'success' })}>{i18n._(notice)}</p> : null}
      </div>
      {loaded && error ? (
        <p role="alert" className={alert({ tone: 'danger' })}>
          {i18n._(error)}
        </p>
      ) : null}

      {loaded ? (
        <>
          <ul className={styles.sessions} aria-label={i18n._(msg`Signed-in sessions`)}>
            {sessions.map((session) => (
              <SessionCard key={session.id} session={session} name={deviceName(session)} disabled={busy} onEnd={() => actor.send({ type: 'session.end', id: session.id })} />
            ))}
          </ul>
          {others.length > 0 ? (
            <div className={styles.row}>
              <button type="button" className={button({ variant: 'danger' })} disabled={!canEndOthers} onClick={() => actor.send({ type: 'others.end' })}>
                <Trans>End all other sessions</Trans>
              </button>
            </div>
          ) : (
            <p className={styles.quiet}>
              <Trans>No other device is signed in to your account.</Trans>
            </p>
          )}
        </>
      ) : null}

      {confirming && target ? (
        <ConfirmDialog
          title={target.kind === 'one' ? <Trans>End this session?</Trans> : <Trans>End all other sessions?</Trans>}
          confirmLabel={target.kind === 'one' ? <Trans>End session</Trans> : <Trans>End all other sessions</Trans>}
          cancelLabel={<Trans>Cancel</Trans>}
          busy={ending}
          busyLabel={<Trans>Ending…</Trans>}
          onConfirm={() => actor.send({ type: 'end.confirm' })}
          onCancel={() => actor.send({ type: 'end.cancel' })}
          returnFocus={() => document.getElementById('sessions-title')}
        >
          {target.kind === 'one' ? (
            <p>
              <Trans>{device} will be signed out and must sign in again.</Trans>
            </p>
          ) : (
            <p>
              <Trans>Every device but this one will be signed out and must sign in again.</Trans>
            </p>
          )}
        </ConfirmDialog>
      ) : null}
    </section>
  )
}

function SessionCard({ session, name, disabled, onEnd }: { session: UserSession; name: string; disabled: boolean; onEnd: () => void }) {
  const { dateTime } = useFormat()
  const { i18n } = useLingui()
  return (
    <li className={`${card({ padding: 'md' })} ${styles.session} ${session.atual ? styles.current : ''}`} aria-current={session.atual ? 'true' : undefined}>
      <p className={styles.device}>
        <span className={styles.deviceName}>{name}</span>
        {session.atual ? (
          <span className={badge({ tone: 'status' })}>
            <Trans>This device</Trans>
          </span>
        ) : null}
      </p>
      <dl className={styles.facts}>
        <dt className={styles.term}>
          <Trans>Address</Trans>
        </dt>
        <dd className={styles.detail}>{session.endereco ?? i18n._(unknownAddress)}</dd>
        <dt className={styles.term}>
          <Trans>Signed in</Trans>
        </dt>
        <dd className={styles.detail}>{dateTime(session.iniciadaEm)}</dd>
        <dt className={styles.term}>
          <Trans>Last used</Trans>
        </dt>
        <dd className={styles.detail}>{dateTime(session.ultimoUsoEm)}</dd>
      </dl>
      {session.atual ? null : (
        <div className={styles.actions}>
          <button type="button" className={button({ variant: 'secondary', size: 'sm' })} disabled={disabled} onClick={onEnd}>
            <Trans>End</Trans>
            <span className={visuallyHidden}>
              {' '}
              <Trans>session on {name}</Trans>
            </span>
          </button>
        </div>
      )}
    </li>
  )
}
