// Model-based paths of the login machine, replayed against the real login view:
// getShortestPaths from xstate/graph with the signIn and secondStep actors' answers named as
// xstate.done/error.actor.<id> and the challenge's 5 minutes as its xstate.after event (run under fake timers), then
// the paths that cover every transition; the replay types in the real fields, drives the captcha widget, clicks the
// buttons and settles the held actors; every state region asserts what the page shows.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '@lingui/core'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AnyMachineSnapshot, AnyStateMachine, EventObject, StateValue } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { loginMachine } from '@machines/account/login.machine'
import type { LoginEvent, LoginField } from '@machines/account/login.machine'
import type { SignInInput } from '@machines/account/login.actors'
import type { SecondStepInput } from '@/api/sign-in'
import { CHALLENGE_TTL_MS } from '@contract/two-factor-rules'
import { ApiError } from '@/api/errors'
import type { SignInAnswer, TokenPair } from '@/api/sign-in'
import LoginView from '@/views/auth/login-view'
import { storage } from '@/lib/storage'
import { act, fireEvent } from '@testing-library/react'
import { renderApp, settle } from '../views/support'
import { authFormEvents, captchaToSubmitEvents, heldCaptchaMode, passwordAndCaptchaChecks, possibleWithCaptchaMode } from './auth-form'
import type { StateChecks } from './harness'
import { eventTypesTitle } from './harness'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { coveringPaths, heldActor, type ActorAnswer, actorErrors } from './held-actors'

type ModelEvent =
  | LoginEvent
  | ActorAnswer<{ signIn: SignInAnswer; secondStep: TokenPair }>
  | { type: 'xstate.after.challengeTtl.login.form.secondStep' }

const RECOVERY_CODE = 'k3m9-7pqr-x2v4-hh8w'
const tokens: TokenPair = { accessToken: 'access-1', refreshToken: 'refresh-1', role: 'User' }

const apiError = (status: number, code: ConstructorParameters<typeof ApiError>[0]['code']) => new ApiError({ status, code, message: 'x' })
const events: ModelEvent[] = [
  { type: 'field.change', field: 'username', value: 'ana' },
  { type: 'field.change', field: 'password', value: 'secret-pass' },
  ...captchaToSubmitEvents,
  { type: 'xstate.done.actor.signIn', output: { accessToken: 'access-1', refreshToken: 'refresh-1', role: 'User' } },
  ...actorErrors('signIn', [apiError(401, 'invalid_credentials'), apiError(400, 'captcha_invalid'), apiError(429, 'rate_limited')]),
  // The lockout after wrong passwords: the 429 says for how long (15 minutes here).
  ...actorErrors('signIn', [new ApiError({ status: 429, code: 'login_locked', message: 'x', retryAfter: 900 }), apiError(500, 'internal_error')]),
  // Two-step verification on: the password answers a challenge; the second step's code, its switch, its answers.
  { type: 'xstate.done.actor.signIn', output: { segundoFator: true, desafio: 'challenge-1' } },
  { type: 'code.change', value: '123 456' },
  { type: 'code.change', value: RECOVERY_CODE },
  { type: 'code.useRecovery' },
  { type: 'code.useApp' },
  { type: 'code.submit' },
  { type: 'secondStep.back' },
  { type: 'xstate.done.actor.secondStep', output: tokens },
  ...actorErrors('secondStep', [apiError(401, 'two_factor_code_invalid'), apiError(401, 'two_factor_challenge_expired'), new ApiError({ status: 429, code: 'rate_limited', message: 'x', retryAfter: 900 }), apiError(429, 'rate_limited'), apiError(500, 'internal_error')]),
  { type: 'xstate.after.challengeTtl.login.form.secondStep' },
]

/** What the page offers in the second step: only its code form (no password, no captcha widget). */
const possibleInSecondStep = (snapshot: AnyMachineSnapshot, event: EventObject) =>
  !(snapshot.matches({ form: 'secondStep' }) && (event.type.startsWith('captcha.') || event.type === 'password.toggle'))

// Typed as any machine: its paths also carry the sign-in's answers, which are no LoginEvent.
const model: AnyStateMachine = loginMachine
const paths = coveringPaths(
  model,
  getShortestPaths(model, {
    input: {},
    events: (snapshot) => events.filter((event) => snapshot.can(event) && possibleWithCaptchaMode(snapshot, event) && possibleInSecondStep(snapshot, event)),
    serializeState: serializeByTransition(model, (s: AnyMachineSnapshot) => [
      s.context.username !== '',
      s.context.password !== '',
      s.context.error?.id ?? null,
      s.context.code,
      s.context.useRecovery,
    ]),
  }),
)

const fieldLabel: Record<LoginField, string> = { username: 'Username', password: 'Password' }

/** 'form.editing.idle' → { form: { editing: 'idle' } }, for snapshot.matches. */
const stateValueOf = (key: string): StateValue => {
  const parts = key.split('.')
  return parts.slice(0, -1).reduceRight<StateValue>((inner, part) => ({ [part]: inner }), parts.at(-1)!)
}

describe('login machine × login view', () => {
  afterEach(() => vi.useRealTimers())
  afterAll(() => expectFullCoverage(loginMachine, paths))

  for (const path of paths) {
    it(eventTypesTitle(path), async () => {
      // The challenge's 5 minutes pass under fake timers that otherwise follow the clock (userEvent's own waits).
      if (path.steps.some((step) => step.event.type.startsWith('xstate.after.'))) vi.useFakeTimers({ shouldAdvanceTime: true })
      const captchaMode = heldCaptchaMode()
      const signIn = heldActor<SignInAnswer, SignInInput>()
      const secondStep = heldActor<TokenPair, SecondStepInput>()
      const app = await renderApp(
        { path: '/login' },
        <LoginView logic={loginMachine.provide({ actors: { signIn: signIn.logic, secondStep: secondStep.logic, captchaMode: captchaMode.logic } })} />,
      )
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
          expect([
            'An unexpected error occurred. Please try again later.',
            'Too many attempts. Please wait a few minutes and try again.',
            'Too many wrong attempts. Try again in 15 minutes.',
            // Back from the second step: the challenge ran out (its answer or the page's own 5 minutes), or the lockout.
            'The 5 minutes to enter the code are over. Sign in again.',
          ]).toContain(expected)
          expect(screen.getByLabelText('Password')).toHaveValue(state.context.password)
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
        'form.secondStep': (state) => {
          expect(screen.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeInTheDocument()
          expect(screen.queryByLabelText('Password')).toBeNull()
          expect(document.querySelector('altcha-widget')).toBeNull()
          const field = screen.getByLabelText(state.context.useRecovery ? 'Recovery code' : 'Code')
          expect(field).toHaveValue(state.context.code)
          if (!state.context.useRecovery) {
            expect(field).toHaveAttribute('autocomplete', 'one-time-code')
            expect(field).toHaveAttribute('inputmode', 'numeric')
          }
          expect(screen.getByRole('button', { name: state.context.useRecovery ? 'Use the code of the app' : 'Use a recovery code' })).toBeInTheDocument()
        },
        'form.secondStep.entering.idle': (state) => {
          expect(alertText()).toBe(state.context.error ? i18n._(state.context.error) : null)
          expect(screen.getByLabelText(state.context.useRecovery ? 'Recovery code' : 'Code')).not.toHaveAttribute('aria-invalid')
          expect(document.activeElement).toBe(screen.getByLabelText(state.context.useRecovery ? 'Recovery code' : 'Code'))
        },
        'form.secondStep.entering.invalid': (state) => {
          expect(alertText()).toBe(i18n._(state.context.error!))
          expect([
            'Enter the 6-digit code your authenticator app shows.',
            'Enter one of your recovery codes: 16 letters and digits.',
            'Wrong or already used code. Enter the code your app shows now.',
            'Wrong or already used recovery code.',
          ]).toContain(alertText())
          expect(screen.getByLabelText(state.context.useRecovery ? 'Recovery code' : 'Code')).toHaveAttribute('aria-invalid', 'true')
        },
        'form.secondStep.verifying': (state) => {
          expect(screen.getByRole('button', { name: 'Verifying…' })).toHaveAttribute('aria-disabled', 'true')
          const sent = secondStep.runs.at(-1)!.input
          expect(sent).toEqual(state.context.useRecovery ? { desafio: 'challenge-1', codigoRecuperacao: RECOVERY_CODE } : { desafio: 'challenge-1', codigo: '123456' })
        },
        'form.succeeded': () => {
          expect(app.path()).toBe('/')
          expect(storage.get('accessToken')).toBe('access-1')
          expect(storage.get('nomeUsuario')).toBe('ana')
          expect(app.session().getSnapshot().matches('authenticated')).toBe(true)
        },
        // The password region lives on in the second step, where the page shows no password field.
        ...Object.fromEntries(
          Object.entries(passwordAndCaptchaChecks(actor)).map(([key, check]) => [key, (state: AnyMachineSnapshot) => (state.matches({ form: 'secondStep' }) ? undefined : check(state))]),
        ),
      }
      const codeField = () => screen.getByLabelText(/^(Code|Recovery code)$/)
      const viewEvents: Record<string, (args: { event: EventObject }) => Promise<void>> = {
        ...authFormEvents(user, fieldLabel, 'Log in'),
        ...captchaMode.viewEvents,
        'code.change': async ({ event }) => {
          const { value } = event as Extract<LoginEvent, { type: 'code.change' }>
          fireEvent.change(codeField(), { target: { value: `${value}!` } })
          fireEvent.change(codeField(), { target: { value } })
        },
        'code.useRecovery': async () => user.click(screen.getByRole('button', { name: 'Use a recovery code' })),
        'code.useApp': async () => user.click(screen.getByRole('button', { name: 'Use the code of the app' })),
        'code.submit': async () => user.click(screen.getByRole('button', { name: 'Verify' })),
        'secondStep.back': async () => user.click(screen.getByRole('button', { name: 'Back' })),
      }
      for (const step of path.steps) {
        const event = step.event
        if (event.type.startsWith('xstate.after.')) await act(async () => void (await vi.advanceTimersByTimeAsync(CHALLENGE_TTL_MS)))
        else if (event.type.includes('.actor.secondStep')) await settle(() => secondStep.settle(event))
        else if (event.type.startsWith('xstate.') && event.type !== 'xstate.init') await settle(() => signIn.settle(event))
        else if (event.type !== 'xstate.init') await settle(() => viewEvents[event.type]!({ event }))
        const state = step.state as AnyMachineSnapshot
        expect(actor().getSnapshot().value, `after ${event.type}`).toEqual(state.value)
        for (const key of Object.keys(checks).filter((key) => state.matches(stateValueOf(key)))) await checks[key]!(state)
      }
    })
  }
})
