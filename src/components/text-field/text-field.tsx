// A labelled input with an optional trailing control, hint and field message (a FormField around an input),
// and its day preset, DateField: every date input of a form is one.
import type { ChangeEvent, ReactNode, Ref } from 'react'
import { FIRST_USER_DAY, LAST_USER_DAY } from '@contract/calendar'
import { FormField } from '@/components/form/form-field'
import type { FieldMessage } from '@/components/form/form-field'
import { useHydrated } from '@/lib/hydration'
import { input } from '@/styles/recipes.css'
import * as styles from './text-field.css'

export interface TextFieldProps {
  label: ReactNode
  name: string
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'password' | 'email'
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email'
  placeholder?: string
  autoComplete?: string
  /** The field's own message, shown under it. */
  error?: FieldMessage
  /** Invalid with the message elsewhere: the form's error line, whose id is `errorId`. */
  invalid?: boolean
  errorId?: string
  readOnly?: boolean
  hint?: ReactNode
  /** Added to the field's box (its place in a grid). */
  className?: string
  trailing?: ReactNode
  maxLength?: number
  inputRef?: Ref<HTMLInputElement>
  /** Replaces `onChange` when the caller needs the event (the caret of an amount input). */
  onInputChange?: (event: ChangeEvent<HTMLInputElement>) => void
  onBlur?: () => void
}

export function TextField(props: TextFieldProps) {
  return <InputField {...props} />
}

/** What a day field takes: a text field's label, value and message, no typing aids (the browser's picker has its own). */
export type DateFieldProps = Pick<TextFieldProps, 'label' | 'name' | 'value' | 'onChange' | 'error' | 'invalid' | 'errorId' | 'readOnly' | 'hint' | 'className'> & {
  /** The first day the picker offers, when the field takes earlier days than the app's others (a book's release). */
  firstDay?: string
}

/** A day (yyyy-mm-dd) field: a date input whose picker offers only the days the app accepts. */
export function DateField(props: DateFieldProps) {
  return <InputField {...props} type="date" />
}

function InputField(props: Omit<TextFieldProps, 'type'> & { type?: TextFieldProps['type'] | 'date'; firstDay?: string }) {
  // A prerendered page's inputs take typing once the app runs: before that, what is typed would be lost
  // (disabled, they are skipped by Tab and wait for a pointer; it lasts the first fraction of a second).
  const hydrated = useHydrated()
  return (
    <FormField
      label={props.label}
      hint={props.hint}
      error={props.error}
      invalid={props.invalid}
      errorId={props.errorId}
      className={props.className ? `${styles.field} ${props.className}` : styles.field}
    >
      {(control) => (
        <div className={styles.control}>
          <input
            {...control}
            name={props.name}
            type={props.type ?? 'text'}
            value={props.value}
            ref={props.inputRef}
            onChange={(event) => (props.onInputChange ? props.onInputChange(event) : props.onChange(event.target.value))}
            onBlur={props.onBlur}
            autoComplete={props.autoComplete}
            inputMode={props.inputMode}
            placeholder={props.placeholder}
            readOnly={props.readOnly}
            disabled={!hydrated || undefined}
            maxLength={props.maxLength}
            // A DateField's picker offers only the days the app accepts.
            min={props.type === 'date' ? (props.firstDay ?? FIRST_USER_DAY) : undefined}
            max={props.type === 'date' ? LAST_USER_DAY : undefined}
            className={props.trailing ? `${input()} ${styles.withTrailing}` : input()}
          />
          {props.trailing ? <span className={styles.trailing}>{props.trailing}</span> : null}
        </div>
      )}
    </FormField>
  )
}
