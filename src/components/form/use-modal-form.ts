// The view side of a modal-form machine (machines/modal-form.ts): its values, field marks, line and the API's
// reason, whether the save runs, and the events a form sends. Typed by the actor it reads, so a field name that
// is not one of the form's values does not compile.
import { useSelector } from '@xstate/react'
import type { MessageDescriptor } from '@lingui/core'
import type { AnyActorRef } from 'xstate'

type FormValues = Record<string, string>

/** What the view reads of a modal-form machine's snapshot. */
export interface ModalFormSnapshot<V extends FormValues> {
  context: {
    form: { values: V; errors: Partial<Record<keyof V & string, string>> }
    error: MessageDescriptor | null
    detail: string | null
  }
  hasTag(tag: 'saving'): boolean
  status: string
}

/** The events every modal form takes. */
export type ModalFormViewEvent<V extends FormValues> = { type: 'field.change'; field: keyof V & string; value: string } | { type: 'form.submit' } | { type: 'form.cancel' }

/** A running modal-form machine (or a machine that holds one form, like the budget panel). */
export interface ModalFormActorRef<V extends FormValues> {
  getSnapshot(): ModalFormSnapshot<V>
  subscribe: AnyActorRef['subscribe']
  send(event: ModalFormViewEvent<V>): void
}

export interface ModalFormView<V extends FormValues> {
  values: V
  errors: Partial<Record<keyof V & string, string>>
  /** The line above the buttons (a blocked submit, a failed save), and the API's reason after it. */
  error: MessageDescriptor | null
  detail: string | null
  /** The save runs, or the form has ended and its modal is about to go: the fields are read-only. */
  saving: boolean
  /** The input's onChange for a field. */
  change: (field: keyof V & string) => (value: string) => void
  submit: () => void
  cancel: () => void
}

export function useModalForm<V extends FormValues>(actor: ModalFormActorRef<V>): ModalFormView<V> {
  const values = useSelector(actor, (s) => s.context.form.values)
  const errors = useSelector(actor, (s) => s.context.form.errors)
  const error = useSelector(actor, (s) => s.context.error)
  const detail = useSelector(actor, (s) => s.context.detail)
  const saving = useSelector(actor, (s) => s.hasTag('saving') || s.status === 'done')
  return {
    values,
    errors,
    error,
    detail,
    saving,
    change: (field) => (value) => actor.send({ type: 'field.change', field, value }),
    submit: () => actor.send({ type: 'form.submit' }),
    cancel: () => actor.send({ type: 'form.cancel' }),
  }
}
