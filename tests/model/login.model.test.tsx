// Model-based paths of the login machine, replayed against the real login view:
// getShortestPaths from xstate/graph with the signIn actor's answers named as
// xstate.done/error.actor.signIn, then the paths that cover every transition; the replay types in the real
// fields, drives the captcha widget, clicks the buttons and settles the held sign-in; every state region
// asserts what the page shows.
import { afterAll, describe, expect, it } from 'vitest'
import { i18n } from '@lingui/core'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AnyMachineSnapshot, AnyStateMachine, EventObject, StateValue } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { loginMachine } from '@machines/login.machine'
import type { LoginEvent, LoginField } from '@machines/login.machine'
import type { SignInInput } from '@machines/login.actors'
import { ApiError } from '@/api/errors'
import type { TokenPair } from '@/api/auth'
import LoginView from '@/views/auth/login-view'
import { storage } from '@/lib/storage'
import { renderApp, settle } from '../views/support'
import { authFormEvents, heldCaptchaMode, passwordAndCaptchaChecks, possibleWithCaptchaMode } from './auth-form'
import type { StateChecks } from './harness'
import { reportCoverage, serializeByTransition } from './coverage'
import { coveringPaths, heldActor } from './held-actors'

type ModelEvent = LoginEvent | { type: 'xstate.done.actor.signIn'; output: TokenPair } | { type: 'xstate.error.actor.signIn'; error: unknown }

const apiError = (status: number, code: ConstructorParameters<typeof ApiError>[0]['code']) => new ApiError({ status, code, message: 'x' })
const events: ModelEvent[] = [
  { type: 'field.change', field: 'username', value: 'ana' },
  { type: 'field.change', field: 'password', value: 'secret-pass' },
  { type: 'captcha.verified', payload: 'captcha-ok' },
  { type: 'captcha.reset' },
  { type: 'captcha.on' },
  { type: 'captcha.off' },
  { type: 'password.toggle' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.signIn', output: { accessToken: 'access-1', refreshToken: 'refresh-1', role: 'User' } },
  { type: 'xstate.error.actor.signIn', error: apiError(401, 'invalid_credentials') },
  { type: 'xstate.error.actor.signIn', error: apiError(400, 'captcha_invalid') },
  { type: 'xstate.error.actor.signIn', error: apiError(429, 'rate_limited') },
  // The lockout after wrong passwords: the 429 says for how long (15 minutes here).
  { type: 'xstate.error.actor.signIn', error: new ApiError({ status: 429, code: 'login_locked', message: 'x', retryAfter: 900 }) },
  { type: 'xstate.error.actor.signIn', error: apiError(500, 'internal_error') },
]

// Typed as any machine: its paths also carry the sign-in's answers, which are no LoginEvent.
const model: AnyStateMachine = loginMachine
const paths = coveringPaths(
  model,
  getShortestPaths(model, {
    input: {},
    events: (snapshot) => events.filter((event) => snapshot.can(event) && possibleWithCaptchaMode(snapshot, event)),
    serializeState: serializeByTransition(model, (s: AnyMachineSnapshot) => [s.context.username !== '', s.context.password !== '', s.context.error?.id ?? null]),
  }),
)

const fieldLabel: Record<LoginField, string> = { username: 'Username', password: 'Password' }

/** 'form.editing.idle' → { form: { editing: 'idle' } }, for snapshot.matches. */
const stateValueOf = (key: string): StateValue => {
  const parts = key.split('.')
  return parts.slice(0, -1).reduceRight<StateValue>((inner, part) => ({ [part]: inner }), parts.at(-1)!)
}

const describePath = (path: (typeof paths)[number]) =>
  path.steps
    .slice(1)
    .map((step) => step.event.type.replace('xstate.', ''))
    .join(' → ')

describe('login machine × login view', () => {
  afterAll(() => {
    const coverage = reportCoverage(loginMachine, paths)
    expect(coverage.states.covered).toBe(coverage.states.total)
    expect(coverage.transitions.covered).toBe(coverage.transitions.total)
  })

  for (const path of paths) {
    it(describePath(path), async () => {
      const captchaMode = heldCaptchaMode()
      const signIn = heldActor<TokenPair, SignInInput>()
      const app = await renderApp({ path: '/login' }, <LoginView logic={loginMachine.provide({ actors: { signIn: signIn.logic, captchaMode: captchaMode.logic } })} />)
      await app.answerTokenCheck(null)
      const actor = () => app.actors.byId('login')
      const user = userEvent.setup()
      const alertText = () => screen.queryByRole('alert')?.textContent ?? null
      const fieldsMarked = (marked: boolean) => {
        for (const label of Object.values(fieldLabel)) {
          if (marked) expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true')
          else expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid')
        }
      }
      const checks: StateChecks = {
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
          // A message with values (the lockout's minutes) is shown with them filled in.
          const expected = state.context.error ? i18n._(state.context.error) : undefined
          expect(alertText()).toBe(expected)
          expect(['An unexpected error occurred. Please try again later.', 'Too many attempts. Please wait a few minutes and try again.', 'Too many wrong attempts. Try again in 15 minutes.']).toContain(expected)
        },
        'form.submitting': (state) => {
          expect(screen.getByRole('button', { name: 'Logging in…' })).toHaveAttribute('aria-disabled', 'true')
          expect(screen.getByLabelText('Username')).toHaveAttribute('readonly')
          // A solved captcha is sent unless the server said it wants none (CAPTCHA=off): then none, or one solved before.
          const sent = signIn.runs.at(-1)!.input
          const off = state.matches({ captchaMode: 'off' })
          expect(sent).toEqual({ username: 'ana', password: 'secret-pass', captcha: off ? sent.captcha : 'captcha-ok' })
          if (off) expect(['', 'captcha-ok']).toContain(sent.captcha)
        },
        'form.succeeded': () => {
          expect(app.path()).toBe('/')
          expect(storage.get('accessToken')).toBe('access-1')
          expect(storage.get('nomeUsuario')).toBe('ana')
          expect(app.session().getSnapshot().matches('authenticated')).toBe(true)
        },
        ...passwordAndCaptchaChecks(actor),
      }
      const viewEvents: Record<string, (args: { event: EventObject }) => Promise<void>> = { ...authFormEvents(user, fieldLabel, 'Log in'), ...captchaMode.viewEvents }
      for (const step of path.steps) {
        const event = step.event
        if (event.type.startsWith('xstate.') && event.type !== 'xstate.init') await settle(() => signIn.settle(event))
        else if (event.type !== 'xstate.init') await settle(() => viewEvents[event.type]!({ event }))
        const state = step.state as AnyMachineSnapshot
        expect(actor().getSnapshot().value, `after ${event.type}`).toEqual(state.value)
        for (const key of Object.keys(checks).filter((key) => state.matches(stateValueOf(key)))) await checks[key]!(state)
      }
    })
  }
})
