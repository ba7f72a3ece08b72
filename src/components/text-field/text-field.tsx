// A labelled input with an optional trailing control and hint (every input has a label:
// docs/product-rules.md#accessibility).
import { useId } from 'react'
import type { ChangeEvent, ReactNode, Ref } from 'react'
import { useHydrated } from '@/lib/hydration'
import { input, label as labelClass } from '@/styles/recipes.css'
import * as styles from './text-field.css'

export interface TextFieldProps {
  label: ReactNode
  name: string
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'password' | 'email' | 'date'
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email'
  placeholder?: string
  autoComplete?: string
  invalid?: boolean
  readOnly?: boolean
  hint?: ReactNode
  /** id of the element describing the field's error. */
  errorId?: string
  trailing?: ReactNode
  maxLength?: number
  /** The bounds of a date input (its picker offers nothing outside them). */
  min?: string
  max?: string
  inputRef?: Ref<HTMLInputElement>
  /** Replaces `onChange` when the caller needs the event (the caret of an amount input). */
  onInputChange?: (event: ChangeEvent<HTMLInputElement>) => void
  onBlur?: () => void
}

export function TextField(props: TextFieldProps) {
  const id = useId()
  // A prerendered page's inputs take typing once the app runs: before that, what is typed would be lost
  // (disabled, they are skipped by Tab and wait for a pointer; it lasts the first fraction of a second).
  const hydrated = useHydrated()
  const hintId = props.hint ? `${id}-hint` : undefined
  const describedBy = [hintId, props.invalid ? props.errorId : undefined].filter(Boolean).join(' ') || undefined
  return (
    <div className={styles.field}>
      <label className={labelClass} htmlFor={id}>
        {props.label}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          name={props.name}
          type={props.type ?? 'text'}
          value={props.value}
          ref={props.inputRef}
          onChange={(event) => (props.onInputChange ? props.onInputChange(event) : props.onChange(event.target.value))}
          onBlur={props.onBlur}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          placeholder={props.placeholder}
          aria-invalid={props.invalid ? true : undefined}
          aria-describedby={describedBy}
          readOnly={props.readOnly}
          disabled={!hydrated || undefined}
          maxLength={props.maxLength}
          min={props.min}
          max={props.max}
          className={props.trailing ? `${input()} ${styles.withTrailing}` : input()}
        />
        {props.trailing ? <span className={styles.trailing}>{props.trailing}</span> : null}
      </div>
      {props.hint ? (
        <p id={hintId} className={styles.hint}>
          {props.hint}
        </p>
      ) : null}
    </div>
  )
}
