// Model-based paths of the contact form machine, replayed against the real contact view (tests/README.md).
import { afterAll, describe, expect, it } from 'vitest'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createTestModel } from '@xstate/graph'
import { contactFields, contactFormMachine } from '@machines/contact-form.machine'
import type { ContactField, ContactFormContext, ContactFormEvent } from '@machines/contact-form.machine'
import ContactView from '@/views/contact/contact-view'
import { renderApp } from '../views/support'
import { withActorCheck } from './harness'
import { reportCoverage, serializeByTransition } from './coverage'

const events: ContactFormEvent[] = [
  { type: 'field.change', field: 'nome', value: 'Ana' },
  { type: 'field.change', field: 'nome', value: '' },
  { type: 'field.change', field: 'email', value: 'ana' },
  { type: 'field.change', field: 'email', value: 'ana@example.com' },
  { type: 'field.change', field: 'mensagem', value: 'Olá!' },
  { type: 'field.blur', field: 'nome' },
  { type: 'contact.sent' },
  { type: 'contact.failed', error: { status: 500, code: 'internal_error' } },
  { type: 'contact.failed', error: { status: 429, code: 'rate_limited' } },
]

const model = createTestModel(contactFormMachine, {
  // A change to the value a field already has is no event in a real input.
  events: (state) => events.filter((event) => event.type !== 'field.change' || state.context.values[event.field] !== event.value),
  // Values and touched flags determine the errors, so together they name a state exactly.
  serializeState: serializeByTransition(contactFormMachine, (s) => [s.context.values, s.context.touched]),
} as Parameters<typeof createTestModel<typeof contactFormMachine>>[1])
const paths = model.getShortestPaths()

// The API call is the only faked effect: the test answers it with contact.sent / contact.failed.
const logic = contactFormMachine.provide({ actions: { submitContact: () => {} } })

const label: Record<ContactField, string> = { nome: 'Name', email: 'E-mail', mensagem: 'Message' }
const success = 'Message sent successfully! I will contact you soon.'
const failure = 'An error occurred while sending your message. Please try again.'
const rateLimited = 'Too many messages in a short time. Please wait a few minutes and try again.'

describe('contact form machine × contact view', () => {
  afterAll(() => {
    const coverage = reportCoverage(contactFormMachine, paths)
    expect(coverage.states.covered).toBe(coverage.states.total)
    expect(coverage.transitions.covered).toBe(coverage.transitions.total)
  })

  for (const path of paths) {
    it(path.description, async () => {
      const app = await renderApp({ path: '/contato' }, <ContactView logic={logic} />)
      const actor = () => app.actors.byId('contactForm')
      const user = userEvent.setup()
      const input = (field: ContactField) => screen.getByLabelText(label[field])
      const status = () => screen.getByRole('status').textContent
      const sendButton = () => screen.getByRole('button', { name: /Send message|Sending…/ })
      const fieldsMatch = ({ context }: { context: ContactFormContext }) => {
        for (const field of contactFields) {
          expect(input(field)).toHaveValue(context.values[field])
          const error = context.errors[field]
          if (error) {
            expect(input(field)).toHaveAttribute('aria-invalid', 'true')
            expect(input(field)).toHaveAccessibleDescription(error.message)
          } else {
            expect(input(field)).not.toHaveAttribute('aria-invalid')
            expect(input(field)).not.toHaveAttribute('aria-describedby')
          }
        }
      }
      await path.test({
        states: withActorCheck(actor, {
          'editing.idle': (state) => {
            fieldsMatch(state)
            expect(status()).toBe('')
            expect(sendButton()).toBeEnabled()
          },
          sending: (state) => {
            fieldsMatch(state)
            expect(sendButton()).toHaveAttribute('aria-disabled', 'true')
            expect(sendButton()).toHaveTextContent('Sending…')
            for (const field of contactFields) expect(input(field)).toHaveAttribute('readonly')
          },
          'editing.success': (state) => {
            fieldsMatch(state)
            expect(status()).toBe(success)
            expect(sendButton()).toBeEnabled()
          },
          'editing.failure': (state) => {
            fieldsMatch(state)
            expect(status()).toBe(failure)
            expect(sendButton()).toBeEnabled()
          },
          'editing.rateLimited': (state) => {
            fieldsMatch(state)
            expect(status()).toBe(rateLimited)
            expect(sendButton()).toBeEnabled()
          },
        }),
        events: {
          'field.change': async ({ event }) => {
            const { field, value } = event as Extract<ContactFormEvent, { type: 'field.change' }>
            await user.clear(input(field))
            if (value) await user.type(input(field), value)
          },
          'field.blur': async ({ event }) => {
            const { field } = event as Extract<ContactFormEvent, { type: 'field.blur' }>
            // Focus then blur the field itself: tabbing would move focus into (and later out of) the next field.
            act(() => input(field).focus())
            act(() => input(field).blur())
          },
          'form.submit': async () => {
            await user.click(sendButton())
          },
          'contact.sent': async () => {
            await app.send(actor(), { type: 'contact.sent' })
          },
          'contact.failed': async ({ event }) => {
            await app.send(actor(), event as Extract<ContactFormEvent, { type: 'contact.failed' }>)
          },
        },
      })
    })
  }
})
