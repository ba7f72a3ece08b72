// A labelled control with its optional hint and its field message (every input has a label:
// docs/product-rules.md#accessibility). The control comes from a render prop that receives its id,
// aria-invalid and aria-describedby, so an input, a select, an amount input or a textarea fit alike.
import { useId } from 'react'
import type { ReactNode } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { fieldMessage } from '@/i18n/field-messages'
import { label as labelClass } from '@/styles/recipes.css'
import * as styles from './form-field.css'

/** A field's message: a key of the shared contract (its own validation or a 400), or a message its machine chose. */
export type FieldMessage = string | MessageDescriptor | null | undefined

export type FieldErrorSize = 'small' | 'regular'

/** What the control needs to be linked to its label, hint and message. */
export interface FieldControl {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

const messageOf = (error: FieldMessage): MessageDescriptor | null => (typeof error === 'string' ? fieldMessage(error) : (error ?? null))

/** A field's message line (nothing while the field is valid); the control points aria-describedby at its id. */
export function FieldError({ id, error, size }: { id: string; error: FieldMessage; size?: FieldErrorSize }) {
  const { i18n } = useLingui()
  const message = messageOf(error)
  return message ? (
    <p id={id} className={styles.fieldError({ size })}>
      {i18n._(message)}
    </p>
  ) : null
}

export interface FormFieldProps {
  label: ReactNode
  hint?: ReactNode
  /** The message shown under the field (none: the field is valid). */
  error?: FieldMessage
  errorSize?: FieldErrorSize
  /** Marks the control invalid when its message stands elsewhere: the form's error line with id `errorId`. */
  invalid?: boolean
  errorId?: string
  className?: string
  /** Below the message (a shortcut link). */
  footer?: ReactNode
  children: (control: FieldControl) => ReactNode
}

export function FormField(props: FormFieldProps) {
  const id = useId()
  const ownErrorId = `${id}-error`
  const hintId = props.hint ? `${id}-hint` : undefined
  const message = messageOf(props.error)
  const errorId = message ? ownErrorId : props.invalid ? props.errorId : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  const control: FieldControl = { id }
  if (message || props.invalid) control['aria-invalid'] = true
  if (describedBy) control['aria-describedby'] = describedBy
  return (
    <div className={props.className}>
      <label className={labelClass} htmlFor={id}>
        {props.label}
      </label>
      {props.children(control)}
      {props.hint ? (
        <p id={hintId} className={styles.hint}>
          {props.hint}
        </p>
      ) : null}
      <FieldError id={ownErrorId} error={message} size={props.errorSize} />
      {props.footer}
    </div>
  )
}
