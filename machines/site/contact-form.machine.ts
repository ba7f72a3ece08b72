// Contact form: fields, touched flags, inline errors and the send (idle → sending → success | failure).
// Success clears the form and its errors.
// The send is the submitContact actor (contact-form.actors.ts).
import { assign, not, setup } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { toApiFailure } from '@/api/errors'
import { EMAIL_PATTERN } from '@contract/contact-limits'
import { contactFormActors } from './contact-form.actors'

export const contactFields = ['nome', 'email', 'mensagem'] as const
export type ContactField = (typeof contactFields)[number]

export type ContactValues = Record<ContactField, string>
export type ContactErrors = Record<ContactField, MessageDescriptor | null>

export const contactMessages = {
  required: msg`Required field`,
  invalidEmail: msg`Invalid email format`,
  sent: msg`Message sent successfully! I will contact you soon.`,
  failed: msg`An error occurred while sending your message. Please try again.`,
  rateLimited: msg`Too many messages in a short time. Please wait a few minutes and try again.`,
  /** The summary of a refused submit, announced as an alert. */
  checkFields: msg`Please correct the marked fields.`,
}

export interface ContactFormContext {
  values: ContactValues
  touched: Record<ContactField, boolean>
  errors: ContactErrors
}

export type ContactFormEvent =
  | { type: 'field.change'; field: ContactField; value: string }
  | { type: 'field.blur'; field: ContactField }
  | { type: 'form.submit' }

/** Each field is required; the e-mail must match the simple address pattern. */
export function validateContactField(field: ContactField, value: string): MessageDescriptor | null {
  const text = value.trim()
  if (text === '') return contactMessages.required
  if (field === 'email' && !EMAIL_PATTERN.test(text)) return contactMessages.invalidEmail
  return null
}

const validateAll = (values: ContactValues): ContactErrors => ({
  nome: validateContactField('nome', values.nome),
  email: validateContactField('email', values.email),
  mensagem: validateContactField('mensagem', values.mensagem),
})

const emptyForm = (): ContactFormContext => ({
  values: { nome: '', email: '', mensagem: '' },
  touched: { nome: false, email: false, mensagem: false },
  errors: { nome: null, email: null, mensagem: null },
})

export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    tags: {} as 'busy',
  },
  actors: contactFormActors,
  actions: {
    changeField: assign(({ context }, { field, value }: { field: ContactField; value: string }) => ({
      values: { ...context.values, [field]: value },
      touched: { ...context.touched, [field]: true },
      errors: { ...context.errors, [field]: validateContactField(field, value) },
    })),
    touchField: assign(({ context }, field: ContactField) => ({
      touched: { ...context.touched, [field]: true },
      errors: { ...context.errors, [field]: validateContactField(field, context.values[field]) },
    })),
    validateAll: assign(({ context }) => ({
      touched: { nome: true, email: true, mensagem: true },
      errors: validateAll(context.values),
    })),
    clearForm: assign(() => emptyForm()),
  },
  guards: {
    isRateLimited: (_, { error }: { error: unknown }) => toApiFailure(error).status === 429,
    hasErrors: ({ context }) => Object.values(validateAll(context.values)).some((error) => error !== null),
  },
}).createMachine({
  id: 'contactForm',
  context: emptyForm,
  initial: 'editing',
  states: {
    // The form is editable in every state but sending; idle/success/failure only differ in the status shown.
    editing: {
      initial: 'idle',
      on: {
        'field.change': { target: '.idle', actions: { type: 'changeField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        // Leaving a field validates it but keeps the status message of the last send.
        'field.blur': { actions: { type: 'touchField', params: ({ event }) => event.field } },
        'form.submit': [
          { guard: 'hasErrors', target: '.blocked', actions: 'validateAll' },
          { target: 'sending', actions: 'validateAll' },
        ],
      },
      states: {
        idle: {},
        // A refused submit: the summary stays until every field is valid.
        blocked: {
          on: { 'field.change': { actions: { type: 'changeField', params: ({ event }) => ({ field: event.field, value: event.value }) } } },
          always: { guard: not('hasErrors'), target: 'idle' },
        },
        success: {},
        failure: {},
        // 429 from the per-IP limit: the message is kept, the visitor is told to wait instead of retrying at once.
        rateLimited: {},
      },
    },
    sending: {
      tags: 'busy',
      invoke: {
        id: 'submitContact',
        src: 'submitContact',
        input: ({ context }) => context.values,
        onDone: { target: 'editing.success', actions: 'clearForm' },
        onError: [{ guard: { type: 'isRateLimited', params: ({ event }) => ({ error: event.error }) }, target: 'editing.rateLimited' }, { target: 'editing.failure' }],
      },
    },
  },
})

export type ContactFormMachine = typeof contactFormMachine
