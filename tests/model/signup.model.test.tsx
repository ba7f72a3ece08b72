// Model-based paths of the sign-up machine, replayed against the real sign-up view (tests/README.md).
import { afterAll, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createTestModel } from '@xstate/graph'
import type { AnyMachineSnapshot } from 'xstate'
import { signupMachine } from '@machines/signup.machine'
import type { SignupEvent, SignupField } from '@machines/signup.machine'
import SignupView from '@/views/auth/signup-view'
import { renderApp } from '../views/support'
import { withActorCheck } from './harness'
import { authFormEvents, passwordAndCaptchaChecks } from './auth-form'
import { reportCoverage, serializeByTransition } from './coverage'

const events: SignupEvent[] = [
  // One valid value per field: the rule-by-rule messages are covered by tests/machines/signup.*.test.ts.
  { type: 'field.change', field: 'username', value: 'ana.dev' },
  { type: 'field.change', field: 'password', value: 'secret-pass' },
  { type: 'field.change', field: 'fullName', value: 'Ana Silva' },
  { type: 'captcha.verified', payload: 'captcha-ok' },
  { type: 'signup.succeeded' },
  { type: 'signup.failed', error: { status: 409, code: 'user_exists' } },
  { type: 'signup.failed', error: { status: 400, code: 'captcha_invalid' } },
  { type: 'signup.failed', error: { status: 500, code: 'unknown' } },
]

const model = createTestModel(signupMachine, {
  events,
  serializeState: serializeByTransition(signupMachine, (s) => [s.context.username, s.context.password, s.context.fullName, s.context.error?.id ?? null, s.context.invalidFields]),
} as Parameters<typeof createTestModel<typeof signupMachine>>[1])
const paths = model.getShortestPaths()

const logic = signupMachine.provide({ actions: { submitSignup: () => {} } })

const fieldLabel: Record<SignupField, string> = { username: 'Username', password: 'Password', fullName: 'Full Name' }

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
  afterAll(() => {
    const coverage = reportCoverage(signupMachine, paths)
    expect(coverage.states.covered).toBe(coverage.states.total)
    expect(coverage.transitions.covered).toBe(coverage.transitions.total)
  })

  for (const path of paths) {
    it(path.description, async () => {
      const app = await renderApp({ path: '/criar-usuario' }, <SignupView logic={logic} />)
      await app.send(app.session(), { type: 'token.invalid' })
      const actor = () => app.actors.byId('signup')
      const user = userEvent.setup()
      await path.test({
        states: withActorCheck(actor, {
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
          'form.submitting': () => {
            expect(screen.getByRole('button', { name: 'Creating…' })).toHaveAttribute('aria-disabled', 'true')
            expect(screen.getByLabelText('Full Name')).toHaveAttribute('readonly')
          },
          'form.succeeded': () => {
            expect(app.path()).toBe('/login')
          },
          ...passwordAndCaptchaChecks(actor),
        }),
        events: {
          ...authFormEvents(user, fieldLabel, 'Create'),
          'signup.succeeded': async ({ event }) => {
            await app.send(actor(), event)
          },
          'signup.failed': async ({ event }) => {
            await app.send(actor(), event)
          },
        },
      })
    })
  }
})
