// Model-based paths of the password change machine, replayed against the real Change password page: paths from
// getShortestPaths (xstate/graph) with the change actor's answers named as events (xstate.done.actor.changePassword /
// xstate.error.actor.changePassword), cut to the fewest that take every transition; the replay types in the real
// fields, presses the real buttons, settles the held change when the path says so, and checks the page in every state.
import { afterAll, describe, expect, it } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n } from '@lingui/core'
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { passwordChangeMachine, passwordFields } from '@machines/account/password-change.machine'
import type { PasswordChangeContext, PasswordField } from '@machines/account/password-change.machine'
import { ApiError, networkError } from '@/api/errors'
import type { PasswordChangeRequest } from '@contract/password-change'
import { fieldMessage } from '@/i18n/field-messages'
import PasswordChangeView from '@/views/account/password-change-view'
import { renderApp, settle } from '../views/support'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { coveringPaths, heldActor, actorErrors } from './held-actors'
import { replay } from './harness'

const events = [
  { type: 'field.change', field: 'senhaAtual', value: 'my old password' },
  { type: 'field.change', field: 'novaSenha', value: 'short' },
  { type: 'field.change', field: 'novaSenha', value: 'a new password' },
  { type: 'field.change', field: 'confirmacao', value: 'a new password' },
  { type: 'field.change', field: 'confirmacao', value: 'another one' },
  { type: 'form.submit' },
  { type: 'visibility.toggle' },
  { type: 'xstate.done.actor.changePassword', output: undefined },
  {
    type: 'xstate.error.actor.changePassword',
    error: new ApiError({ status: 400, code: 'wrong_current_password', message: 'x', fieldErrors: { senhaAtual: 'wrong_current_password' } }),
  },
  ...actorErrors('changePassword', [new ApiError({ status: 429, code: 'rate_limited', message: 'x', retryAfter: 600 }), networkError(new Error('offline')), new ApiError({ status: 500, code: 'internal_error', message: 'x' })]),
] as const
type ModelEvent = (typeof events)[number]

// AnyStateMachine: the events include the actor's answers, which the machine's event type does not name.
const shortest = getShortestPaths<AnyStateMachine>(passwordChangeMachine, {
    // A change to the value a field already has is no event in a real input.
    events: (snapshot) =>
      events.filter((event) => (event.type !== 'field.change' || snapshot.context.form.values[event.field] !== event.value) && snapshot.can(event)),
    // What the page shows: the values, the marks, the line above the button and whether the passwords show.
    serializeState: serializeByTransition(passwordChangeMachine, (s: AnyMachineSnapshot) => {
      const context = s.context as PasswordChangeContext
      return [context.form.values, context.form.errors, context.error?.id ?? null, context.visible]
    }),
})
const answers = events.filter((event) => event.type.startsWith('xstate.'))
// Every transition once, plus the shortest way to each answer of the server: its four refusals say four things.
const paths = [
  ...coveringPaths(passwordChangeMachine, shortest),
  ...answers.map((answer) => shortest.find((path) => path.steps.at(-1)!.event === answer)!),
]

const label: Record<PasswordField, string> = { senhaAtual: 'Current password', novaSenha: 'New password', confirmacao: 'Confirm new password' }
const changedText = 'Password changed. Every other session was ended: sign in there with the new password.'

describe('password change machine × Change password page', () => {
  afterAll(() => expectFullCoverage(passwordChangeMachine, paths))

  it('the paths take every transition in a handful of replays', () => {
    expect(paths.length).toBeGreaterThan(3)
    expect(paths.length).toBeLessThan(40)
  })

  for (const path of paths) {
    it(path.steps.map((step) => step.event.type === 'field.change' ? `${step.event.type}(${(step.event as { field: string }).field})` : step.event.type).join(' → '), async () => {
      const change = heldActor<void, PasswordChangeRequest>()
      const logic = passwordChangeMachine.provide({ actors: { changePassword: change.logic } })
      const app = await renderApp({ path: '/alterar-senha' }, <PasswordChangeView logic={logic} />)
      const actor = () => app.actors.byId('passwordChange')
      const user = userEvent.setup()
      const input = (field: PasswordField) => screen.getByLabelText(label[field])
      const submit = () => screen.getByRole('button', { name: /^(Change password|Changing…)$/ })
      const fieldsMatch = (context: PasswordChangeContext) => {
        for (const field of passwordFields) {
          expect(input(field)).toHaveValue(context.form.values[field])
          expect(input(field)).toHaveAttribute('type', context.visible ? 'text' : 'password')
          const key = context.form.errors[field]
          if (key) {
            expect(input(field)).toHaveAttribute('aria-invalid', 'true')
            expect(input(field)).toHaveAccessibleDescription(expect.stringContaining(i18n._(fieldMessage(key)!)))
          } else expect(input(field)).not.toHaveAttribute('aria-invalid')
        }
        expect(screen.getByRole('button', { name: context.visible ? 'Hide passwords' : 'Show passwords' })).toHaveAttribute('aria-pressed', String(context.visible))
        if (context.error) expect(screen.getByRole('alert')).toHaveTextContent(i18n._(context.error))
        else expect(screen.queryByRole('alert')).toBeNull()
      }
      const checks: Record<string, (context: PasswordChangeContext) => void> = {
        editing: (context) => {
          fieldsMatch(context)
          expect(screen.queryByText(changedText)).toBeNull()
          expect(submit()).toHaveTextContent('Change password')
          expect(submit()).not.toHaveAttribute('aria-disabled')
        },
        saving: (context) => {
          fieldsMatch(context)
          expect(submit()).toHaveAttribute('aria-disabled', 'true')
          expect(submit()).toHaveTextContent('Changing…')
          for (const field of passwordFields) expect(input(field)).toHaveAttribute('readonly')
          // The request carries the current and the new password, never the confirmation.
          expect(change.runs.at(-1)!.input).toEqual({ senhaAtual: context.form.values.senhaAtual, novaSenha: context.form.values.novaSenha })
        },
        changed: (context) => {
          fieldsMatch(context)
          for (const field of passwordFields) expect(input(field)).toHaveValue('')
          expect(screen.getByRole('status')).toHaveTextContent(changedText)
        },
      }
      const perform = async (event: ModelEvent) => {
        switch (event.type) {
          case 'field.change':
            fireEvent.change(input(event.field), { target: { value: event.value } })
            return
          case 'form.submit':
            return user.click(submit())
          case 'visibility.toggle':
            return user.click(screen.getByRole('button', { name: /^(Show|Hide) passwords$/ }))
          default:
            return settle(() => change.settle(event))
        }
      }
      await replay(path, actor, perform, (state) => checks[state.value as string]!(state.context as PasswordChangeContext))
    })
  }
})
