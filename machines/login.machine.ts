// Login form: fields, show/hide password, captcha, submission and its failures.
// A 401 marks both fields until they are edited; the captcha must be solved before sending.
// On success the user goes where they were going: the page the login's `?next=` names (a path of this app), else home.
import { assign, emit, setup } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import type { TokenPair } from '@/api/auth'
import { toApiFailure } from '@/api/errors'
import type { ApiFailure } from '@/api/errors'
import { captchaModeRegion, captchaPendingIn, captchaRegion, passwordRegion } from './auth-form'
import type { AuthFormContext, AuthFormEmitted, AuthFormEvent } from './auth-form'
import { safeReturnPath } from '@/lib/return-path'
import { formMessages, lockedOutFor } from './form-messages'
import { loginActors } from './login.actors'

export type LoginField = 'username' | 'password'

/** A notice above the form: 'Account created! Please log in.' right after a sign-up, or that the session expired. */
export type LoginContext = AuthFormContext & {
  notice: MessageDescriptor | null
  /** Where a successful sign-in goes: the page asked for (validated), else home. */
  returnTo: string
}

/** The view's start: the username of the account just created, which the form is filled with; the page to return to. */
export interface LoginInput {
  signedUpUsername?: string | null
  /** The `?next=` of the login's address as it came: anything but a path of this app is ignored. */
  next?: string | null
  /** The session ended by itself (expired, or its token was refused): the notice says so. */
  expired?: boolean
}

export type LoginEvent = AuthFormEvent<LoginField>

/** What the view acts on: the captcha widget to reset (AuthFormEmitted), the tokens to hand to the session. */
export type LoginEmitted = AuthFormEmitted | ({ type: 'login.succeeded'; username: string; to: string } & TokenPair)

/** A failed sign-in and the captcha it used up: which message, and (for a 401) the fields marked. */
const failed = (message: MessageDescriptor) => [{ type: 'setError', params: { message } }, 'resetCaptchaWidget'] as const

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    emitted: {} as LoginEmitted,
    input: {} as LoginInput | undefined,
    tags: {} as 'invalidFields' | 'busy',
  },
  actors: loginActors,
  actions: {
    // The view resets the ALTCHA widget and hands the tokens to the session (then goes home).
    resetCaptchaWidget: emit({ type: 'captcha.resetWidget' } as const),
    reportSuccess: emit(({ context }, params: { username: string } & TokenPair) => ({ type: 'login.succeeded' as const, ...params, to: context.returnTo })),
    assignField: assign((_, { field, value }: { field: LoginField; value: string }) => ({ [field]: value })),
    assignCaptcha: assign((_, payload: string) => ({ captcha: payload })),
    clearCaptcha: assign({ captcha: null }),
    clearError: assign({ error: null }),
    clearNotice: assign({ notice: null }),
    setError: assign((_, params: { message: MessageDescriptor }) => ({ error: params.message })),
  },
  guards: {
    fieldsMissing: ({ context }) => context.username.trim() === '' || context.password === '',
    captchaPending: captchaPendingIn('login'),
    isInvalidCredentials: (_, failure: ApiFailure) => failure.status === 401 || failure.code === 'invalid_credentials',
    isCaptchaRejected: (_, failure: ApiFailure) => failure.code === 'captcha_required' || failure.code === 'captcha_invalid',
    isRateLimited: (_, failure: ApiFailure) => failure.status === 429,
    /** The lockout after wrong passwords, which says how long it lasts. */
    isLockedOut: (_, failure: ApiFailure) => failure.status === 429 && (failure.retryAfter ?? 0) > 0,
  },
}).createMachine({
  id: 'login',
  type: 'parallel',
  context: ({ input }) => {
    const signedUp = input?.signedUpUsername?.trim() ?? ''
    return {
      username: signedUp,
      password: '',
      captcha: null,
      error: null,
      notice: signedUp ? formMessages.accountCreated : input?.expired ? formMessages.sessionExpired : null,
      returnTo: safeReturnPath(input?.next) ?? '/',
    }
  },
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: {
          initial: 'idle',
          on: {
            'field.change': { actions: { type: 'assignField', params: ({ event }) => event } },
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
              on: { 'captcha.verified': { target: 'idle', actions: [{ type: 'assignCaptcha', params: ({ event }) => event.payload }, 'clearError'] } },
            },
            invalidCredentials: {
              tags: 'invalidFields',
              on: { 'field.change': { target: 'idle', actions: [{ type: 'assignField', params: ({ event }) => event }, 'clearError'] } },
            },
            failed: {},
          },
        },
        submitting: {
          tags: 'busy',
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ context }) => ({ username: context.username.trim(), password: context.password, captcha: context.captcha ?? '' }),
            onDone: {
              target: 'succeeded',
              actions: { type: 'reportSuccess', params: ({ context, event }) => ({ ...event.output, username: context.username.trim() }) },
            },
            onError: [
              {
                guard: { type: 'isInvalidCredentials', params: ({ event }) => toApiFailure(event.error) },
                target: ['editing.invalidCredentials', '#login.captcha.unverified'],
                actions: failed(formMessages.invalidCredentials),
              },
              {
                guard: { type: 'isCaptchaRejected', params: ({ event }) => toApiFailure(event.error) },
                target: ['editing.captchaMissing', '#login.captcha.unverified'],
                actions: failed(formMessages.captchaRequired),
              },
              {
                guard: { type: 'isLockedOut', params: ({ event }) => toApiFailure(event.error) },
                target: ['editing.failed', '#login.captcha.unverified'],
                actions: [{ type: 'setError', params: ({ event }) => ({ message: lockedOutFor(toApiFailure(event.error).retryAfter ?? 60) }) }, 'resetCaptchaWidget'],
              },
              {
                guard: { type: 'isRateLimited', params: ({ event }) => toApiFailure(event.error) },
                target: ['editing.failed', '#login.captcha.unverified'],
                actions: failed(formMessages.rateLimited),
              },
              {
                target: ['editing.failed', '#login.captcha.unverified'],
                actions: failed(formMessages.unexpected),
              },
            ],
          },
        },
        succeeded: {
          type: 'final',
        },
      },
    },
    captcha: captchaRegion,
    captchaMode: captchaModeRegion,
    password: passwordRegion,
  },
})

export type LoginMachine = typeof loginMachine
