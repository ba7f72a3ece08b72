// Login form: fields, show/hide password, captcha, submission and its failures.
// SPEC §2 Login, §4 Login (401 marks both fields until edited), §5 (captcha first), §8 login errors.
import { assign, setup, stateIn } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import type { Role } from '@/api/schemas/auth'
import { captchaRegion, passwordRegion } from './auth-form'
import type { ApiFailure } from '@/api/errors'
import type { AuthFormContext, AuthFormEvent } from './auth-form'
import { formMessages } from './form-messages'

export type LoginField = 'username' | 'password'

/** A notice above the form: 'Account created! Please log in.' right after a sign-up (issue 10 §17). */
export type LoginContext = AuthFormContext & { notice: MessageDescriptor | null }

/** The view's start: the username of the account just created, which the form is filled with. */
export interface LoginInput {
  signedUpUsername?: string | null
}

export type LoginEvent =
  | AuthFormEvent<LoginField>
  | { type: 'login.succeeded'; accessToken: string; refreshToken: string; role: Role }
  | { type: 'login.failed'; error: ApiFailure }

function failureOf(event: LoginEvent): ApiFailure | null {
  return event.type === 'login.failed' ? event.error : null
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput | undefined,
    tags: {} as 'invalidFields' | 'busy',
  },
  actions: {
    // Effects: login.actors.ts (API call) and the view (widget reset, session hand-over, navigation).
    submitLogin: () => {},
    resetCaptchaWidget: () => {},
    reportSuccess: () => {},
    assignField: assign(({ context, event }) => (event.type === 'field.change' ? { ...context, [event.field]: event.value } : {})),
    assignCaptcha: assign(({ event }) => (event.type === 'captcha.verified' ? { captcha: event.payload } : {})),
    clearCaptcha: assign({ captcha: null }),
    clearError: assign({ error: null }),
    clearNotice: assign({ notice: null }),
    setError: assign((_, params: { message: MessageDescriptor }) => ({ error: params.message })),
  },
  guards: {
    fieldsMissing: ({ context }) => context.username.trim() === '' || context.password === '',
    captchaPending: stateIn('#login.captcha.unverified'),
    isInvalidCredentials: ({ event }) => {
      const failure = failureOf(event)
      return failure?.status === 401 || failure?.code === 'invalid_credentials'
    },
    isCaptchaRejected: ({ event }) => {
      const code = failureOf(event)?.code
      return code === 'captcha_required' || code === 'captcha_invalid'
    },
    isRateLimited: ({ event }) => failureOf(event)?.status === 429,
  },
}).createMachine({
  id: 'login',
  type: 'parallel',
  context: ({ input }) => {
    const signedUp = input?.signedUpUsername?.trim() ?? ''
    return { username: signedUp, password: '', captcha: null, error: null, notice: signedUp ? formMessages.accountCreated : null }
  },
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: {
          initial: 'idle',
          on: {
            'field.change': { actions: 'assignField' },
            'form.submit': [
              { guard: 'fieldsMissing', target: '.incomplete', actions: ['clearNotice', { type: 'setError', params: { message: formMessages.allFieldsRequired } }] },
              { guard: 'captchaPending', target: '.captchaMissing', actions: ['clearNotice', { type: 'setError', params: { message: formMessages.captchaRequired } }] },
              { target: 'submitting', actions: ['clearNotice', 'clearError'] },
            ],
          },
          states: {
            idle: {},
            incomplete: {},
            captchaMissing: {
              on: { 'captcha.verified': { target: 'idle', actions: ['assignCaptcha', 'clearError'] } },
            },
            invalidCredentials: {
              tags: 'invalidFields',
              on: { 'field.change': { target: 'idle', actions: ['assignField', 'clearError'] } },
            },
            failed: {},
          },
        },
        submitting: {
          tags: 'busy',
          entry: 'submitLogin',
          on: {
            'login.succeeded': 'succeeded',
            'login.failed': [
              {
                guard: 'isInvalidCredentials',
                target: ['editing.invalidCredentials', '#login.captcha.unverified'],
                actions: [{ type: 'setError', params: { message: formMessages.invalidCredentials } }, 'resetCaptchaWidget'],
              },
              {
                guard: 'isCaptchaRejected',
                target: ['editing.captchaMissing', '#login.captcha.unverified'],
                actions: [{ type: 'setError', params: { message: formMessages.captchaRequired } }, 'resetCaptchaWidget'],
              },
              {
                guard: 'isRateLimited',
                target: ['editing.failed', '#login.captcha.unverified'],
                actions: [{ type: 'setError', params: { message: formMessages.rateLimited } }, 'resetCaptchaWidget'],
              },
              {
                target: ['editing.failed', '#login.captcha.unverified'],
                actions: [{ type: 'setError', params: { message: formMessages.unexpected } }, 'resetCaptchaWidget'],
              },
            ],
          },
        },
        succeeded: {
          type: 'final',
          entry: 'reportSuccess',
        },
      },
    },
    captcha: captchaRegion,
    password: passwordRegion,
  },
})

export type LoginMachine = typeof loginMachine
