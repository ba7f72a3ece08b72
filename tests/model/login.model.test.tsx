// Model-based paths of the login machine, replayed against the real login view (tests/README.md).
import { afterAll, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createTestModel } from '@xstate/graph'
import { loginMachine } from '@machines/login.machine'
import type { LoginEvent, LoginField } from '@machines/login.machine'
import LoginView from '@/views/auth/login-view'
import { storage } from '@/lib/storage'
import { renderApp } from '../views/support'
import { withActorCheck } from './harness'
import { authFormEvents, passwordAndCaptchaChecks } from './auth-form'
import { reportCoverage, serializeByTransition } from './coverage'

const events: LoginEvent[] = [
  { type: 'field.change', field: 'username', value: 'ana' },
  { type: 'field.change', field: 'password', value: 'secret-pass' },
  { type: 'captcha.verified', payload: 'captcha-ok' },
  { type: 'login.succeeded', accessToken: 'access-1', refreshToken: 'refresh-1', role: 'User' },
  { type: 'login.failed', error: { status: 401, code: 'invalid_credentials' } },
  { type: 'login.failed', error: { status: 400, code: 'captcha_invalid' } },
  { type: 'login.failed', error: { status: 429, code: 'rate_limited' } },
  { type: 'login.failed', error: { status: 500, code: 'unknown' } },
]

const model = createTestModel(loginMachine, {
  events,
  serializeState: serializeByTransition(loginMachine, (s) => [s.context.username !== '', s.context.password !== '', s.context.error?.id ?? null]),
} as Parameters<typeof createTestModel<typeof loginMachine>>[1])
const paths = model.getShortestPaths()

// The API call is the only faked effect: the test answers it with login.succeeded / login.failed.
const logic = loginMachine.provide({ actions: { submitLogin: () => {} } })

const fieldLabel: Record<LoginField, string> = { username: 'Username', password: 'Password' }

describe('login machine × login view', () => {
  afterAll(() => {
    const coverage = reportCoverage(loginMachine, paths)
    expect(coverage.states.covered).toBe(coverage.states.total)
    expect(coverage.transitions.covered).toBe(coverage.transitions.total)
  })

  for (const path of paths) {
    it(path.description, async () => {
      const app = await renderApp({ path: '/login' }, <LoginView logic={logic} />)
      await app.send(app.session(), { type: 'token.invalid' })
      const actor = () => app.actors.byId('login')
      const user = userEvent.setup()
      const alertText = () => screen.queryByRole('alert')?.textContent ?? null
      const fieldsMarked = (marked: boolean) => {
        for (const label of Object.values(fieldLabel)) {
          if (marked) expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true')
          else expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid')
        }
      }
      await path.test({
        states: withActorCheck(actor, {
          'form.editing.idle': () => {
            expect(alertText()).toBeNull()
            fieldsMarked(false)
          },
          'form.editing.incomplete': () => {
            expect(alertText()).toBe('All fields are required!')
            fieldsMarked(true)
          },
          'form.editing.captchaMissing': () => {
            expect(alertText()).toBe('Please confirm the captcha!')
            fieldsMarked(false)
          },
          'form.editing.invalidCredentials': () => {
            expect(alertText()).toBe('Invalid username or password')
            fieldsMarked(true)
          },
          'form.editing.failed': (state) => {
            const expected = state.context.error?.message
            expect(alertText()).toBe(expected)
            expect(['An unexpected error occurred. Please try again later.', 'Too many attempts. Please wait a few minutes and try again.']).toContain(expected)
          },
          'form.submitting': () => {
            expect(screen.getByRole('button', { name: 'Logging in…' })).toHaveAttribute('aria-disabled', 'true')
            expect(screen.getByLabelText('Username')).toHaveAttribute('readonly')
          },
          'form.succeeded': () => {
            expect(app.path()).toBe('/')
            expect(storage.get('accessToken')).toBe('access-1')
            expect(storage.get('nomeUsuario')).toBe('ana')
            expect(app.session().getSnapshot().matches('authenticated')).toBe(true)
          },
          ...passwordAndCaptchaChecks(actor),
        }),
        events: {
          ...authFormEvents(user, fieldLabel, 'Log in'),
          'login.succeeded': async ({ event }) => {
            await app.send(actor(), event)
          },
          'login.failed': async ({ event }) => {
            await app.send(actor(), event)
          },
        },
      })
    })
  }
})
