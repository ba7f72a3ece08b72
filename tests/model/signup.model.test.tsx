// Model-based paths of the sign-up machine, replayed against the real sign-up view (tests/README.md).
import { afterAll, describe, expect, it } from 'vitest'
import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createTestModel } from '@xstate/graph'
import type { AnyMachineSnapshot } from 'xstate'
import { signupMachine } from '@machines/signup.machine'
import type { SignupEvent, SignupField } from '@machines/signup.machine'
import SignupView from '@/views/auth/signup-view'
import { renderApp } from '../views/support'
import { withActorCheck } from './harness'
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

function captchaWidget(): HTMLElement {
  const widget = document.querySelector('altcha-widget')
  if (!(widget instanceof HTMLElement)) throw new Error('No captcha widget')
  return widget
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
            expect(screen.getByRole('button', { name: 'Creating…' })).toBeDisabled()
            expect(screen.getByLabelText('Full Name')).toHaveAttribute('readonly')
          },
          'form.succeeded': () => {
            expect(app.path()).toBe('/login')
          },
          'password.hidden': () => {
            expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password')
          },
          'password.visible': () => {
            expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text')
          },
          'captcha.unverified': (state) => {
            expect(state.context.captcha).toBeNull()
          },
          'captcha.verified': (state) => {
            expect(actor().getSnapshot().context.captcha).toBe(state.context.captcha)
          },
        }),
        events: {
          'field.change': async ({ event }) => {
            const { field, value } = event as SignupEvent & { type: 'field.change' }
            const input = screen.getByLabelText(fieldLabel[field])
            // Two edits so that an unchanged value still reaches the machine as an edit.
            fireEvent.change(input, { target: { value: `${value}?` } })
            fireEvent.change(input, { target: { value } })
          },
          'password.toggle': async () => {
            await user.click(screen.getByRole('button', { name: /^(Show|Hide) password$/ }))
          },
          'captcha.verified': async ({ event }) => {
            const { payload } = event as SignupEvent & { type: 'captcha.verified' }
            act(() => {
              captchaWidget().dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }))
            })
          },
          'captcha.reset': async () => {
            act(() => {
              captchaWidget().dispatchEvent(new CustomEvent('statechange', { detail: { state: 'expired', payload: null } }))
            })
          },
          'form.submit': async () => {
            await user.click(screen.getByRole('button', { name: 'Create' }))
          },
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
