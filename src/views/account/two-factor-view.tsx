// Two-step verification (/verificacao-em-duas-etapas, docs/product-rules.md#two-step-verification): whether it is on;
// turning it on (the QR code and the key for the authenticator app, a code to confirm, the recovery codes shown once);
// turning it off with the password and a code. The flow lives in the two-factor machine; this view renders its state.
import { useEffect, useId } from 'react'
import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { twoFactorMachine } from '@machines/account/two-factor.machine'
import type { TwoFactorMachine } from '@machines/account/two-factor.machine'
import { MachineForm } from '@/components/form/machine-form'
import { QrCode } from '@/components/qr-code/qr-code'
import { Spinner } from '@/components/spinner/spinner'
import { TextField } from '@/components/text-field/text-field'
import { TwoStepCodeField } from '@/components/two-step-code/two-step-code-field'
import { downloadFile } from '@/lib/download'
import type { PageProps } from '@/lib/page'
import { storage } from '@/lib/storage'
import { actorOptions } from '@/state/inspector'
import { useLogic } from '@/state/machine-logic'
import { alert as alertClass, badge, button, card } from '@/styles/recipes.css'
import * as styles from './two-factor.css'

type TwoFactorActor = ActorRefFrom<TwoFactorMachine>

/** The key in groups of 4, as authenticator apps print it: easier to type by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret

export default function TwoFactorView({ logic }: Partial<PageProps> & { logic?: TwoFactorMachine }) {
  const { i18n, t } = useLingui()
  const actor = useActorRef(useLogic(twoFactorMachine, logic), actorOptions())
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const notice = useSelector(actor, (s) => s.context.notice)
  const view = useSelector(actor, (s) =>
    s.matches('loading') || s.matches('starting')
      ? 'loading'
      : s.matches('failure')
        ? 'failure'
        : s.matches('off')
          ? 'off'
          : s.matches('enrolling') || s.matches('activating')
            ? 'enrolling'
            : s.matches('codes')
              ? 'codes'
              : s.matches('disabling')
                ? 'disabling'
                : 'on',
  )
  // What only the page can do: save the recovery codes as a text file.
  useEffect(() => {
    const subscription = actor.on('codes.download', ({ codes }) => {
      const username = storage.get('nomeUsuario') ?? 'usuario'
      const lines = [t`Recovery codes for ${username}. Each works once, in place of the code of the app.`, '', ...codes, '']
      downloadFile(`recovery-codes-${username}.txt`, lines.join('\n'), 'text/plain')
    })
    return () => subscription.unsubscribe()
  }, [actor, t])

  return (
    <section className={styles.page} aria-labelledby="two-factor-title" aria-busy={busy}>
      <div className={styles.heading}>
        <h1 id="two-factor-title" className={styles.title}>
          <Trans>Two-step verification</Trans>
        </h1>
        <p className={styles.text}>
          <Trans>After your password, sign-in also asks for a code from an authenticator app on your phone, so a stolen password alone does not open your account.</Trans>
        </p>
      </div>
      {notice ? (
        <p role="status" className={alertClass({ tone: 'success' })}>
          {i18n._(notice)}
        </p>
      ) : null}
      {view === 'loading' ? <Spinner label={<Trans>Loading…</Trans>} /> : null}
      {view === 'failure' ? <Failure actor={actor} /> : null}
      {view === 'off' ? <Off actor={actor} /> : null}
      {view === 'enrolling' ? <Enrolling actor={actor} /> : null}
      {view === 'codes' ? <Codes actor={actor} /> : null}
      {view === 'on' ? <On actor={actor} /> : null}
      {view === 'disabling' ? <Disabling actor={actor} /> : null}
    </section>
  )
}

function Card({ titleId, title, children }: { titleId: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={`${card({ padding: 'lg' })} ${styles.section}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  )
}

function ErrorLine({ actor, id }: { actor: TwoFactorActor; id?: string }) {
  const { i18n } = useLingui()
  const error = useSelector(actor, (s) => s.context.error)
  return error ? (
    <p id={id} role="alert" className={alertClass({ tone: 'danger' })}>
      {i18n._(error)}
    </p>
  ) : null
}

function Failure({ actor }: { actor: TwoFactorActor }) {
  return (
    <div className={styles.section}>
      <ErrorLine actor={actor} />
      <div className={styles.actions}>
        <button type="button" className={button({ variant: 'secondary' })} onClick={() => actor.send({ type: 'status.retry' })}>
          <Trans>Try again</Trans>
        </button>
      </div>
    </div>
  )
}

function Off({ actor }: { actor: TwoFactorActor }) {
  return (
    <Card
      titleId="two-factor-status"
      title={
        <>
          <Trans>Status</Trans> <span className={badge({ tone: 'neutral' })}>{<Trans>Off</Trans>}</span>
        </>
      }
    >
      <p className={styles.text}>
        <Trans>You need an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, Aegis, 2FAS, 1Password…).</Trans>
      </p>
      <ErrorLine actor={actor} />
      <div className={styles.actions}>
        <button type="button" className={button({ variant: 'primary' })} onClick={() => actor.send({ type: 'enrol.start' })}>
          <Trans>Turn on</Trans>
        </button>
      </div>
    </Card>
  )
}

function Enrolling({ actor }: { actor: TwoFactorActor }) {
  const { t } = useLingui()
  const errorId = useId()
  const enrolment = useSelector(actor, (s) => s.context.enrolment)
  const code = useSelector(actor, (s) => s.context.code)
  const invalid = useSelector(actor, (s) => s.context.invalidField === 'codigo')
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  if (!enrolment) return null
  return (
    <Card titleId="two-factor-setup" title={<Trans>Turn on two-step verification</Trans>}>
      <div className={styles.pairing}>
        <QrCode text={enrolment.uri} label={t`QR code to scan with your authenticator app`} />
        <ol className={styles.steps}>
          <li>
            <Trans>In your authenticator app, add an account and scan this QR code.</Trans>
          </li>
          <li>
            <Trans>Cannot scan it? Type this key in the app instead (a time-based key):</Trans>
            <p className={styles.secret} data-testid="two-factor-secret" aria-label={t`Key: ${enrolment.segredo}`}>
              {grouped(enrolment.segredo)}
            </p>
          </li>
          <li>
            <Trans>Enter the 6-digit code the app shows to confirm.</Trans>
          </li>
        </ol>
      </div>
      <MachineForm className={styles.codeForm} busy={busy} onSubmit={() => actor.send({ type: 'enrol.confirm' })}>
        <TextField
          label={<Trans>Code</Trans>}
          name="one-time-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          invalid={invalid}
          errorId={errorId}
          readOnly={busy}
          maxLength={9}
          onChange={(value) => actor.send({ type: 'code.change', value })}
        />
        <ErrorLine actor={actor} id={errorId} />
        <div className={styles.actions}>
          <button type="submit" className={button({ variant: 'primary' })} aria-disabled={busy || undefined}>
            {busy ? <Trans>Turning on…</Trans> : <Trans>Turn on</Trans>}
          </button>
          <button type="button" className={button({ variant: 'secondary' })} disabled={busy} onClick={() => actor.send({ type: 'enrol.cancel' })}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </MachineForm>
    </Card>
  )
}

function Codes({ actor }: { actor: TwoFactorActor }) {
  const { t } = useLingui()
  const codes = useSelector(actor, (s) => s.context.recoveryCodes)
  const copied = useSelector(actor, (s) => s.matches({ codes: 'copied' }))
  const copyFailed = useSelector(actor, (s) => s.matches({ codes: 'copyFailed' }))
  const copying = useSelector(actor, (s) => s.matches({ codes: 'copying' }))
  return (
    <Card titleId="two-factor-codes" title={<Trans>Save your recovery codes now</Trans>}>
      <p role="alert" className={alertClass({ tone: 'info' })}>
        <Trans>
          Two-step verification is on. <strong>These 10 codes are shown only this once.</strong> If you lose your phone, each one signs you in once instead
          of the app’s code. Copy or download them now and keep them somewhere safe, away from your phone.
        </Trans>
      </p>
      <ol className={styles.codes} aria-label={t`Recovery codes`} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className={styles.actions}>
        <button type="button" className={button({ variant: 'secondary' })} aria-disabled={copying || undefined} onClick={() => actor.send({ type: 'codes.copy' })}>
          <Trans>Copy</Trans>
        </button>
        <button type="button" className={button({ variant: 'secondary' })} onClick={() => actor.send({ type: 'codes.download' })}>
          <Trans>Download</Trans>
        </button>
        <button type="button" className={button({ variant: 'primary' })} onClick={() => actor.send({ type: 'codes.done' })}>
          <Trans>I saved them</Trans>
        </button>
      </div>
      <p role="status" className={styles.text}>
        {copied ? <Trans>Copied.</Trans> : copyFailed ? <Trans>Could not copy: download them or write them down.</Trans> : null}
      </p>
    </Card>
  )
}

function On({ actor }: { actor: TwoFactorActor }) {
  const left = useSelector(actor, (s) => s.context.status?.codigosRestantes ?? 0)
  return (
    <Card
      titleId="two-factor-status"
      title={
        <>
          <Trans>Status</Trans> <span className={badge({ tone: 'income' })}>{<Trans>On</Trans>}</span>
        </>
      }
    >
      <p className={styles.text}>
        <Trans>Each sign-in asks for a code from your authenticator app after your password.</Trans>
      </p>
      <p className={styles.text} data-testid="recovery-codes-left">
        {left === 1 ? <Trans>1 recovery code left.</Trans> : <Trans>{left} recovery codes left.</Trans>}
      </p>
      <div className={styles.actions}>
        <button type="button" className={button({ variant: 'danger' })} onClick={() => actor.send({ type: 'disable.start' })}>
          <Trans>Turn off</Trans>
        </button>
      </div>
    </Card>
  )
}

function Disabling({ actor }: { actor: TwoFactorActor }) {
  const errorId = useId()
  const password = useSelector(actor, (s) => s.context.password)
  const code = useSelector(actor, (s) => s.context.code)
  const useRecovery = useSelector(actor, (s) => s.context.useRecovery)
  const invalidField = useSelector(actor, (s) => s.context.invalidField)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  return (
    <Card titleId="two-factor-disable" title={<Trans>Turn off two-step verification</Trans>}>
      <p className={styles.text}>
        <Trans>Confirm with your password and a code from the app, or one of your recovery codes.</Trans>
      </p>
      <MachineForm className={styles.codeForm} busy={busy} onSubmit={() => actor.send({ type: 'disable.submit' })}>
        <TextField
          label={<Trans>Password</Trans>}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          invalid={invalidField === 'senha'}
          errorId={errorId}
          readOnly={busy}
          onChange={(value) => actor.send({ type: 'password.change', value })}
        />
        <TwoStepCodeField
          code={code}
          useRecovery={useRecovery}
          invalid={invalidField === 'codigo'}
          errorId={errorId}
          busy={busy}
          send={(event) => actor.send(event)}
          switchClassName={styles.switchButton}
        />
        <ErrorLine actor={actor} id={errorId} />
        <div className={styles.actions}>
          <button type="submit" className={button({ variant: 'danger' })} aria-disabled={busy || undefined}>
            {busy ? <Trans>Turning off…</Trans> : <Trans>Turn off</Trans>}
          </button>
          <button type="button" className={button({ variant: 'secondary' })} disabled={busy} onClick={() => actor.send({ type: 'disable.cancel' })}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </MachineForm>
    </Card>
  )
}
