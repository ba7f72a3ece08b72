// A labelled select with its field message (the options are its children).
import type { ReactNode } from 'react'
import { input } from '@/styles/recipes.css'
import { FormField } from './form-field'
import type { FieldMessage } from './form-field'

export function SelectField(props: {
  label: ReactNode
  name: string
  value: string
  error: FieldMessage
  disabled: boolean
  onChange: (value: string) => void
  className?: string
  /** Below the message (a shortcut to the page that registers the options). */
  footer?: ReactNode
  children: ReactNode
}) {
  return (
    <FormField label={props.label} error={props.error} className={props.className} footer={props.footer}>
      {(control) => (
        <select {...control} name={props.name} className={input()} value={props.value} disabled={props.disabled} onChange={(event) => props.onChange(event.target.value)}>
          {props.children}
        </select>
      )}
    </FormField>
  )
}
