// Model-based paths of the sign-up machine, replayed against the real sign-up
// view: getShortestPaths from xstate/graph with the signUp actor's answers named as
// xstate.done/error.actor.signUp, then the paths that cover every transition; the replay types in the
// real fields, drives the captcha widget, clicks the buttons and settles the held sign-up. The rule-by-rule
// validation messages are plain unit and property tests (tests/machines/signup.test.ts).
import { afterAll, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AnyMachineSnapshot, AnyStateMachine, EventObject, StateValue } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { signupMachine } from '@machines/account/signup.machine'
import type { SignupEvent, SignupField } from '@machines/account/signup.machine'
import type { SignUpInput } from '@machines/account/signup.actors'
import { ApiError } from '@/api/errors'
import SignupView from '@/views/auth/signup-view'
import { renderApp, settle } from '../views/support'
import { authFormEvents, captchaToSubmitEvents, heldCaptchaMode, passwordAndCaptchaChecks, possibleWithCaptchaMode } from './auth-form'
import type { StateChecks } from './harness'
import { eventTypesTitle } from './harness'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { coveringPaths, heldActor, actorErrors } from './held-actors'

type ModelEvent = SignupEvent | { type: 'xstate.done.actor.signUp'; output: undefined } | { type: 'xstate.error.actor.signUp'; error: unknown }

const apiError = (status: number, code: ConstructorParameters<typeof ApiError>[0]['code']) => new ApiError({ status, code, message: 'x' })
const events: ModelEvent[] = [
  // One valid value per field: the rule-by-rule messages are covered by tests/machines/signup.test.ts.
  { type: 'field.change', field: 'username', value: 'ana.dev' },
  { type: 'field.change', field: 'password', value: 'secret-pass' },
  { type: 'field.change', field: 'fullName', value: 'Ana Silva' },
  ...captchaToSubmitEvents,
  { type: 'xstate.done.actor.signUp', output: undefined },
  ...actorErrors('signUp', [apiError(409, 'user_exists'), apiError(400, 'captcha_invalid'), apiError(500, 'internal_error')]),
]

// Typed as any machine: its paths also carry the sign-up's answers, which are no SignupEvent.
const model: AnyStateMachine = signupMachine
const paths = coveringPaths(
  model,
  getShortestPaths(model, {
    events: (snapshot) => events.filter((event) => snapshot.can(event) && possibleWithCaptchaMode(snapshot, event)),
    serializeState: serializeByTransition(model, (s: AnyMachineSnapshot) => [s.context.username, s.context.password, s.context.fullName, s.context.error?.id ?? null, s.context.invalidFields]),
  }),
)

const fieldLabel: Record<SignupField, string> = { username: 'Username', password: 'Password', fullName: 'Full Name' }

/** 'form.editing.idle' → { form: { editing: 'idle' } }, for snapshot.matches. */
const stateValueOf = (key: string): StateValue => {
  const parts = key.split('.')
  return parts.slice(0, -1).reduceRight<StateValue>((inner, part) => ({ [part]: inner }), parts.at(-1)!)
}

/** What every state shows: the context's error (in English) and exactly its invalid fields marked. */
function errorAndMarks(state: AnyMachineSnapshot) {
  const error = state.context.error as { message?: string } | null
  expect(screen.queryByRole('alert')?.textContent ?? null).toBe(error?.message ?? null)
  for (const [field, label] of Object.entries(fieldLabel)) {
    const marked = (state.context.invalidFields as string[]).includes(field)
    if (marked) expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true')
    else expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid')
  }
}

describe('sign-up machine × sign-up view', () => {
  afterAll(() => expectFullCoverage(signupMachine, paths))

  for (const path of paths) {
    it(eventTypesTitle(path), async () => {
      const captchaMode = heldCaptchaMode()
      const signUp = heldActor<void, SignUpInput>()
      const app = await renderApp({ path: '/criar-usuario' }, <SignupView logic={signupMachine.provide({ actors: { signUp: signUp.logic, captchaMode: captchaMode.logic } })} />)
      await app.answerTokenCheck(null)
      const actor = () => app.actors.byId('signup')
      const user = userEvent.setup()
      const checks: StateChecks = {
        'form.editing.idle': errorAndMarks,
        'form.editing.invalid': (state) => {
          errorAndMarks(state)
          expect(state.context.error).not.toBeNull()
        },
        'form.editing.captchaMissing': (state) => {
          errorAndMarks(state)
          expect(screen.getByRole('alert')).toHaveTextContent('Please confirm the captcha!')
        },
        'form.editing.userExists': (state) => {
          errorAndMarks(state)
          expect(screen.getByRole('alert')).toHaveTextContent('A user with this username already exists.')
        },
        'form.editing.failed': (state) => {
          errorAndMarks(state)
          expect(screen.getByRole('alert')).toHaveTextContent('Error creating user, please try again!')
        },
        'form.submitting': (state) => {
          expect(screen.getByRole('button', { name: 'Creating…' })).toHaveAttribute('aria-disabled', 'true')
          expect(screen.getByLabelText('Full Name')).toHaveAttribute('readonly')
          // A solved captcha is sent unless the server said it wants none (CAPTCHA=off): then none, or one solved before.
          const sent = signUp.runs.at(-1)!.input
          const off = state.matches({ captchaMode: 'off' })
          expect(sent).toEqual({ username: 'ana.dev', password: 'secret-pass', fullName: 'Ana Silva', captcha: off ? sent.captcha : 'captcha-ok' })
          if (off) expect(['', 'captcha-ok']).toContain(sent.captcha)
        },
        'form.succeeded': () => {
          expect(app.path()).toBe('/login')
        },
        ...passwordAndCaptchaChecks(actor),
      }
      const viewEvents: Record<string, (args: { event: EventObject }) => Promise<void>> = { ...authFormEvents(user, fieldLabel, 'Create'), ...captchaMode.viewEvents }
      for (const step of path.steps) {
        const event = step.event
        if (event.type.startsWith('xstate.') && event.type !== 'xstate.init') await settle(() => signUp.settle(event))
        else if (event.type !== 'xstate.init') await settle(() => viewEvents[event.type]!({ event }))
        const state = step.state as AnyMachineSnapshot
        expect(actor().getSnapshot().value, `after ${event.type}`).toEqual(state.value)
        for (const key of Object.keys(checks).filter((key) => state.matches(stateValueOf(key)))) await checks[key]!(state)
      }
    })
  }
})
