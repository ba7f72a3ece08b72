// The password change form ("Alterar senha" / "Change password"): the current password, the new one and the new one
// again, validated by the shared contract (the sign-up's password rule, the confirmation equal to the new password);
// a wrong current password lands on its field, too many tries say how long to wait, a success empties the form and
// says the other sessions ended. The rules: docs/product-rules.md#sessions; the actor is in password-change.actors.ts.
import { assign, setup } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { toApiFailure } from '@/api/errors'
import type { ApiFailure } from '@/api/errors'
import { passwordChangeFormSchema } from '@contract/password-change'
import { blockedSubmitMessage, changeField, formState, hasErrors, schemaValidator, validateForm, withServerErrors } from '../form-core'
import type { FormState } from '../form-core'
import { lockedOutFor } from '../form-messages'
import { whenOffline } from '../network-messages'
import { passwordChangeActors } from './password-change.actors'

export const passwordFields = ['senhaAtual', 'novaSenha', 'confirmacao'] as const
export type PasswordField = (typeof passwordFields)[number]
export type PasswordValues = Record<PasswordField, string>

export const passwordChangeMessages = {
  fillRequired: msg`Fill in all required fields.`,
  invalid: msg`Check the highlighted fields.`,
  failed: msg`The password could not be changed. Please try again.`,
}

export const validatePasswordChange = schemaValidator<PasswordValues>(passwordChangeFormSchema, (values) => values, passwordFields)

const emptyValues = (): PasswordValues => ({ senhaAtual: '', novaSenha: '', confirmacao: '' })

export interface PasswordChangeContext {
  form: FormState<PasswordValues>
  /** The line above the button: a blocked submit, a refused or failed change. */
  error: MessageDescriptor | null
  /** Whether the three fields show what is typed. */
  visible: boolean
}

export type PasswordChangeEvent = { type: 'field.change'; field: PasswordField; value: string } | { type: 'form.submit' } | { type: 'visibility.toggle' }

const blockedMessage = (form: FormState<PasswordValues>) =>
  blockedSubmitMessage(form.errors, { missing: passwordChangeMessages.fillRequired, invalid: passwordChangeMessages.invalid })

/** What a refused change says: its fields (a wrong current password), the lockout's wait, no network, or a failure. */
function refusal(failure: ApiFailure): MessageDescriptor {
  if (failure.status === 429) return lockedOutFor(failure.retryAfter ?? 15 * 60)
  if (failure.status === 400 && Object.keys(failure.fieldErrors ?? {}).length > 0) return passwordChangeMessages.invalid
  return whenOffline(failure, passwordChangeMessages.failed)
}

export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
    tags: {} as 'busy',
  },
  actors: passwordChangeActors,
  actions: {
    changeValue: assign(({ context }, change: { field: PasswordField; value: string }) => {
      const form = changeField(context.form, validatePasswordChange, change.field, change.value)
      // A blocked submit's line follows the marks as they are fixed; a refusal's stays until the next submit.
      const blocked = context.error === passwordChangeMessages.fillRequired || context.error === passwordChangeMessages.invalid
      return { form, error: blocked ? blockedMessage(form) : context.error }
    }),
    validate: assign(({ context }) => {
      const form = validateForm(context.form, validatePasswordChange)
      return { form, error: blockedMessage(form) }
    }),
    rejected: assign(({ context }, failure: ApiFailure) => ({ form: withServerErrors(context.form, failure), error: refusal(failure) })),
    clearForm: assign({ form: () => formState(emptyValues()), error: null }),
    toggleVisibility: assign({ visible: ({ context }) => !context.visible }),
  },
  guards: {
    isInvalid: ({ context }) => hasErrors(validatePasswordChange(context.form.values)),
  },
}).createMachine({
  id: 'passwordChange',
  context: { form: formState(emptyValues()), error: null, visible: false },
  initial: 'editing',
  on: { 'visibility.toggle': { actions: 'toggleVisibility' } },
  states: {
    editing: {
      on: {
        'field.change': { actions: { type: 'changeValue', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'form.submit': [{ guard: 'isInvalid', actions: 'validate' }, { target: 'saving', actions: 'validate' }],
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({ senhaAtual: context.form.values.senhaAtual, novaSenha: context.form.values.novaSenha }),
        onDone: { target: 'changed', actions: 'clearForm' },
        onError: { target: 'editing', actions: { type: 'rejected', params: ({ event }) => toApiFailure(event.error) } },
      },
    },
    // Changed: the form is empty again and the page says so (and that the other sessions ended) until the next change.
    changed: {
      on: {
        'field.change': { target: 'editing', actions: { type: 'changeValue', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'form.submit': { target: 'editing', actions: 'validate' },
      },
    },
  },
})

export type PasswordChangeMachine = typeof passwordChangeMachine
