// The code of a two-step verification (docs/product-rules.md#two-step-verification): the authenticator app's 6 digits,
// or, behind a switch, one of the recovery codes. The sign-in's second step and the page that turns verification off
// both ask for it; each machine holds the code and which kind is asked, and gets `code.change`, `code.useApp` and
// `code.useRecovery` from here.
import type { Ref } from 'react'
import { Trans } from '@lingui/react/macro'
import { TextField } from '@/components/text-field/text-field'
import { button } from '@/styles/recipes.css'

export type TwoStepCodeEvent = { type: 'code.change'; value: string } | { type: 'code.useApp' } | { type: 'code.useRecovery' }

export function TwoStepCodeField({
  code,
  useRecovery,
  invalid,
  errorId,
  busy,
  send,
  inputRef,
  switchClassName,
}: {
  code: string
  useRecovery: boolean
  invalid: boolean
  errorId: string
  busy: boolean
  send: (event: TwoStepCodeEvent) => void
  inputRef?: Ref<HTMLInputElement>
  switchClassName?: string
}) {
  return (
    <>
      {useRecovery ? (
        <TextField
          key="recovery"
          label={<Trans>Recovery code</Trans>}
          name="recovery-code"
          autoComplete="off"
          value={code}
          invalid={invalid}
          errorId={errorId}
          readOnly={busy}
          maxLength={40}
          inputRef={inputRef}
          onChange={(value) => send({ type: 'code.change', value })}
        />
      ) : (
        <TextField
          key="app"
          label={<Trans>Code</Trans>}
          name="one-time-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          invalid={invalid}
          errorId={errorId}
          readOnly={busy}
          maxLength={9}
          inputRef={inputRef}
          onChange={(value) => send({ type: 'code.change', value })}
        />
      )}
      <button
        type="button"
        className={`${button({ variant: 'ghost', size: 'sm' })} ${switchClassName ?? ''}`}
        disabled={busy}
        onClick={() => send({ type: useRecovery ? 'code.useApp' : 'code.useRecovery' })}
      >
        {useRecovery ? <Trans>Use the code of the app</Trans> : <Trans>Use a recovery code</Trans>}
      </button>
    </>
  )
}
