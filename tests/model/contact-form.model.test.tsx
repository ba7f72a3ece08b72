// Model-based paths of the contact form machine, replayed against the real contact view: paths
// from getShortestPaths (xstate/graph) with the send actor's answers named as events
// (xstate.done.actor.submitContact / xstate.error.actor.submitContact); the replay types in the real fields,
// clicks Send, and settles a held send when the path says so.
import { afterAll, describe, expect, it } from 'vitest'
import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { contactFields, contactFormMachine } from '@machines/site/contact-form.machine'
import type { ContactField, ContactFormContext, ContactValues } from '@machines/site/contact-form.machine'
import { ApiError } from '@/api/errors'
import ContactView from '@/views/contact/contact-view'
import { renderApp, settle } from '../views/support'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { coveringPaths, heldActor, actorErrors } from './held-actors'
import { replay } from './harness'

const events = [
  { type: 'field.change', field: 'nome', value: 'Ana' },
  { type: 'field.change', field: 'nome', value: '' },
  { type: 'field.change', field: 'email', value: 'ana' },
  { type: 'field.change', field: 'email', value: 'ana@example.com' },
  { type: 'field.change', field: 'mensagem', value: 'Olá!' },
  { type: 'field.blur', field: 'nome' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.submitContact', output: {} },
  ...actorErrors('submitContact', [new ApiError({ status: 500, code: 'internal_error', message: 'x' }), new ApiError({ status: 429, code: 'rate_limited', message: 'Too many' })]),
] as const
type ModelEvent = (typeof events)[number]

// AnyStateMachine: the events include the actor's answers, which the machine's event type does not name.
const paths = coveringPaths(
  contactFormMachine,
  getShortestPaths<AnyStateMachine>(contactFormMachine, {
    // A change to the value a field already has is no event in a real input.
    events: (snapshot) =>
      events.filter((event) => (event.type !== 'field.change' || snapshot.context.values[event.field] !== event.value) && snapshot.can(event)),
    // Values and touched flags determine the errors, so together they name a state exactly.
    serializeState: serializeByTransition(contactFormMachine, (s: AnyMachineSnapshot) => [s.context.values, s.context.touched]),
  }),
)

const label: Record<ContactField, string> = { nome: 'Name', email: 'E-mail', mensagem: 'Message' }
const success = 'Message sent successfully! I will contact you soon.'
const failure = 'An error occurred while sending your message. Please try again.'
const rateLimited = 'Too many messages in a short time. Please wait a few minutes and try again.'

describe('contact form machine × contact view', () => {
  afterAll(() => expectFullCoverage(contactFormMachine, paths))

  for (const path of paths) {
    it(path.steps.map((step) => step.event.type).join(' → '), async () => {
      const submit = heldActor<unknown, ContactValues>()
      const logic = contactFormMachine.provide({ actors: { submitContact: submit.logic } })
      const app = await renderApp({ path: '/contato' }, <ContactView logic={logic} />)
      const actor = () => app.actors.byId('contactForm')
      const user = userEvent.setup()
      const input = (field: ContactField) => screen.getByLabelText(label[field])
      const status = () => screen.getByRole('status').textContent
      const sendButton = () => screen.getByRole('button', { name: /Send message|Sending…/ })
      const fieldsMatch = (context: ContactFormContext) => {
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
      const checks: Record<string, (context: ContactFormContext) => void> = {
        'editing.idle': (context) => {
          fieldsMatch(context)
          expect(status()).toBe('')
          expect(sendButton()).toBeEnabled()
        },
        'editing.blocked': (context) => {
          fieldsMatch(context)
          expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked fields.')
          expect(sendButton()).toBeEnabled()
        },
        sending: (context) => {
          fieldsMatch(context)
          expect(sendButton()).toHaveAttribute('aria-disabled', 'true')
          expect(sendButton()).toHaveTextContent('Sending…')
          for (const field of contactFields) expect(input(field)).toHaveAttribute('readonly')
          // The send carries what the fields hold.
          expect(submit.runs.at(-1)!.input).toEqual(context.values)
        },
        'editing.success': (context) => {
          fieldsMatch(context)
          expect(status()).toBe(success)
          expect(sendButton()).toBeEnabled()
        },
        'editing.failure': (context) => {
          fieldsMatch(context)
          expect(status()).toBe(failure)
          expect(sendButton()).toBeEnabled()
        },
        'editing.rateLimited': (context) => {
          fieldsMatch(context)
          expect(status()).toBe(rateLimited)
          expect(sendButton()).toBeEnabled()
        },
      }
      const perform = async (event: ModelEvent) => {
        switch (event.type) {
          case 'field.change':
            // One change event with the whole value, as the machine's event has it.
            fireEvent.change(input(event.field), { target: { value: event.value } })
            return
          case 'field.blur':
            // Focus then blur the field itself: tabbing would move focus into (and later out of) the next field.
            act(() => input(event.field).focus())
            act(() => input(event.field).blur())
            return
          case 'form.submit':
            return user.click(sendButton())
          default:
            return settle(() => submit.settle(event))
        }
      }
      await replay(path, actor, perform, (state) => {
        const value = state.value as string | { editing: string }
        checks[typeof value === 'string' ? value : `editing.${value.editing}`]!(state.context as ContactFormContext)
      })
    })
  }
})
