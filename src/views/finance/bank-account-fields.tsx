// The fields of the bank account and transfer modals: a field with its error line below, and a select
// that marks its error the same way (the message keys of machines/field-messages.ts).
import { useId } from 'react'
import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { fieldMessage } from '@machines/field-messages'
import { input, label as labelClass } from '@/styles/recipes.css'
import * as styles from './finance.css'

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const { i18n } = useLingui()
  const message = fieldMessage(error)
  return message ? (
    <p id={id} className={styles.fieldError}>
      {i18n._(message)}
    </p>
  ) : null
}

/** A text field with its error line below (TextField points aria-describedby at it). */
export function Field({ className, error, children }: { className?: string; error: string | undefined; children: (errorId: string) => ReactNode }) {
  const errorId = useId()
  return (
    <div className={className}>
      {children(errorId)}
      <FieldError id={errorId} error={error} />
    </div>
  )
}

export function SelectField(props: { label: ReactNode; name: string; value: string; error: string | undefined; disabled: boolean; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div>
      <label className={labelClass} htmlFor={id}>
        {props.label}
      </label>
      <select
        id={id}
        name={props.name}
        className={input()}
        value={props.value}
        disabled={props.disabled}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.children}
      </select>
      <FieldError id={errorId} error={props.error} />
    </div>
  )
}
