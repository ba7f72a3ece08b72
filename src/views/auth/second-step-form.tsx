// The sign-in's second step (docs/product-rules.md#two-step-verification): the code of the authenticator app, or a
// recovery code behind a switch; Verify, and Back to the password. It renders the login machine's second step and sends
// its events.
import { useEffect, useId, useRef } from 'react'
import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { LoginMachine } from '@machines/account/login.machine'
import { TwoStepCodeField } from '@/components/two-step-code/two-step-code-field'
import { button } from '@/styles/recipes.css'
import { AuthFormCard, FormError } from './auth-form'
import * as styles from './auth.css'

export function SecondStepForm({ actor }: { actor: ActorRefFrom<LoginMachine> }) {
  const errorId = useId()
  const field = useRef<HTMLInputElement>(null)
  const code = useSelector(actor, (s) => s.context.code)
  const useRecovery = useSelector(actor, (s) => s.context.useRecovery)
  const error = useSelector(actor, (s) => s.context.error)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const invalid = useSelector(actor, (s) => s.hasTag('invalidCode'))
  // The field takes the focus when the step opens, when the switch changes what it asks for, and when a code is refused.
  useEffect(() => {
    if (!busy) field.current?.focus()
  }, [useRecovery, busy, invalid])

  return (
    <AuthFormCard
      titleId="second-step-title"
      title={<Trans>Two-step verification</Trans>}
      subtitle={
        useRecovery ? (
          <Trans>Enter one of the recovery codes you saved. Each works once.</Trans>
        ) : (
          <Trans>Enter the 6-digit code your authenticator app shows for this site.</Trans>
        )
      }
      busy={busy}
      onSubmit={() => actor.send({ type: 'code.submit' })}
    >
      <TwoStepCodeField
        code={code}
        useRecovery={useRecovery}
        invalid={invalid}
        errorId={errorId}
        busy={busy}
        send={(event) => actor.send(event)}
        inputRef={field}
        switchClassName={styles.switchButton}
      />
      <FormError id={errorId} error={error} />
      <div className={styles.buttons}>
        <button type="submit" className={`${button({ variant: 'primary' })} ${styles.grow}`} aria-disabled={busy || undefined}>
          {busy ? <Trans>Verifying…</Trans> : <Trans>Verify</Trans>}
        </button>
        <button type="button" className={`${button({ variant: 'secondary' })} ${styles.grow}`} disabled={busy} onClick={() => actor.send({ type: 'secondStep.back' })}>
          <Trans>Back</Trans>
        </button>
      </div>
    </AuthFormCard>
  )
}
