// Login form: fields, show/hide password, captcha, submission and its failures; with two-step verification on, the
// second step: a code of the authenticator app or a recovery code, within the challenge's 5 minutes
// (docs/product-rules.md#two-step-verification). A 401 marks both fields until they are edited; the captcha must be
// solved before sending. On success the user goes where they were going: the page the login's `?next=` names (a path of
// this app), else home.
import { assign, emit, not, setup } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import type { SignInAnswer, TokenPair } from '@/api/sign-in'
import { toApiFailure } from '@/api/errors'
import type { ApiFailure } from '@/api/errors'
import { CHALLENGE_TTL_MS, isChallenge } from '@contract/two-factor-rules'
import { captchaModeRegion, captchaPendingIn, captchaRegion, passwordRegion } from './auth-form'
import type { AuthFormContext, AuthFormEmitted, AuthFormEvent } from './auth-form'
import { safeReturnPath } from '@/lib/return-path'
import { formMessages, lockedOutFor } from '../form-messages'
import { loginActors } from './login.actors'
import { codeField, codeFormMessage, codeHasForm, twoStepMessages, wrongCodeMessage } from './two-step-messages'

export type LoginField = 'username' | 'password'

/** A notice above the form: 'Account created! Please log in.' right after a sign-up, or that the session expired. */
export type LoginContext = AuthFormContext & {
  notice: MessageDescriptor | null
  /** Where a successful sign-in goes: the page asked for (validated), else home. */
  returnTo: string
  /** The second step's challenge, while it waits for a code. */
  challenge: string | null
  /** The second step's code as typed: of the app (6 digits), or a recovery code when `useRecovery`. */
  code: string
  useRecovery: boolean
}

/** The view's start: the username of the account just created, which the form is filled with; the page to return to. */
export interface LoginInput {
  signedUpUsername?: string | null
  /** The `?next=` of the login's address as it came: anything but a path of this app is ignored. */
  next?: string | null
  /** The session ended by itself (expired, or its token was refused): the notice says so. */
  expired?: boolean
}

export type LoginEvent =
  | AuthFormEvent<LoginField>
  // The second step: its code field, the switch between the app's code and a recovery code, submit, and back to the password.
  | { type: 'code.change'; value: string }
  | { type: 'code.useRecovery' }
  | { type: 'code.useApp' }
  | { type: 'code.submit' }
  | { type: 'secondStep.back' }

/** What the view acts on: the captcha widget to reset (AuthFormEmitted), the tokens to hand to the session. */
export type LoginEmitted = AuthFormEmitted | ({ type: 'login.succeeded'; username: string; to: string } & TokenPair)

/** A failed sign-in and the captcha it used up: which message, and (for a 401) the fields marked. */
const failed = (message: MessageDescriptor) => [{ type: 'setError', params: { message } }, 'resetCaptchaWidget'] as const

/** Why a second step's challenge cannot be used any more, by the API's code. */
const goneChallengeMessages: Readonly<Record<string, MessageDescriptor>> = {
  two_factor_challenge_expired: twoStepMessages.challengeExpired,
  two_factor_challenge_invalid: twoStepMessages.challengeInvalid,
  two_factor_attempts_exhausted: twoStepMessages.attemptsExhausted,
}

/** Back to the password (with a new captcha): the challenge and its code are dropped. */
const toPasswordStep = ['#login.form.editing.failed', '#login.captcha.unverified'] as const

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    emitted: {} as LoginEmitted,
    input: {} as LoginInput | undefined,
    tags: {} as 'invalidFields' | 'invalidCode' | 'busy',
  },
  delays: {
    /** The challenge's life: after it, the server would refuse any code. */
    challengeTtl: CHALLENGE_TTL_MS,
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
    /** The password step answered a challenge: the password is not needed any more. */
    startSecondStep: assign((_, challenge: string) => ({ challenge, password: '', code: '', useRecovery: false })),
    leaveSecondStep: assign({ challenge: null, code: '', useRecovery: false }),
    assignCode: assign((_, value: string) => ({ code: value })),
    chooseRecovery: assign((_, useRecovery: boolean) => ({ useRecovery, code: '', error: null })),
  },
  guards: {
    fieldsMissing: ({ context }) => context.username.trim() === '' || context.password === '',
    captchaPending: captchaPendingIn('login'),
    isInvalidCredentials: (_, failure: ApiFailure) => failure.status === 401 || failure.code === 'invalid_credentials',
    isCaptchaRejected: (_, failure: ApiFailure) => failure.code === 'captcha_required' || failure.code === 'captcha_invalid',
    isRateLimited: (_, failure: ApiFailure) => failure.status === 429,
    /** The lockout after wrong passwords, which says how long it lasts. */
    isLockedOut: (_, failure: ApiFailure) => failure.status === 429 && (failure.retryAfter ?? 0) > 0,
    isChallenge: (_, answer: SignInAnswer) => isChallenge(answer),
    codeMalformed: ({ context }) => !codeHasForm(context.code, context.useRecovery),
    usesRecovery: ({ context }) => context.useRecovery,
    /** The challenge is expired, used or out of tries: the sign-in starts again at the password. */
    isChallengeGone: (_, failure: ApiFailure) => failure.status === 401 && failure.code in goneChallengeMessages,
    isWrongCode: (_, failure: ApiFailure) => failure.status === 401,
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
      challenge: null,
      code: '',
      useRecovery: false,
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
            onDone: [
              {
                guard: { type: 'isChallenge', params: ({ event }) => event.output },
                target: 'secondStep',
                actions: { type: 'startSecondStep', params: ({ event }) => (isChallenge(event.output) ? event.output.desafio : '') },
              },
              {
                target: 'succeeded',
                actions: { type: 'reportSuccess', params: ({ context, event }) => ({ ...(event.output as TokenPair), username: context.username.trim() }) },
              },
            ],
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
        secondStep: {
          initial: 'entering',
          after: {
            challengeTtl: { target: toPasswordStep, actions: [{ type: 'setError', params: { message: twoStepMessages.challengeExpired } }, 'leaveSecondStep'] },
          },
          on: {
            'secondStep.back': { target: ['editing.idle', '#login.captcha.unverified'], actions: ['leaveSecondStep', 'clearError'] },
          },
          states: {
            entering: {
              initial: 'idle',
              on: {
                'code.change': { actions: { type: 'assignCode', params: ({ event }) => event.value } },
                'code.useRecovery': { guard: not('usesRecovery'), target: '.idle', actions: { type: 'chooseRecovery', params: true } },
                'code.useApp': { guard: 'usesRecovery', target: '.idle', actions: { type: 'chooseRecovery', params: false } },
                'code.submit': [
                  { guard: 'codeMalformed', target: '.invalid', actions: { type: 'setError', params: ({ context }) => ({ message: codeFormMessage(context.useRecovery) }) } },
                  { target: 'verifying', actions: 'clearError' },
                ],
              },
              states: {
                idle: {},
                invalid: {
                  tags: 'invalidCode',
                  on: { 'code.change': { target: 'idle', actions: [{ type: 'assignCode', params: ({ event }) => event.value }, 'clearError'] } },
                },
              },
            },
            verifying: {
              tags: 'busy',
              invoke: {
                id: 'secondStep',
                src: 'secondStep',
                input: ({ context }) => ({ desafio: context.challenge ?? '', ...codeField(context.code, context.useRecovery) }),
                onDone: {
                  target: '#login.form.succeeded',
                  actions: [{ type: 'reportSuccess', params: ({ context, event }) => ({ ...event.output, username: context.username.trim() }) }, 'leaveSecondStep'],
                },
                onError: [
                  {
                    guard: { type: 'isChallengeGone', params: ({ event }) => toApiFailure(event.error) },
                    target: toPasswordStep,
                    actions: [{ type: 'setError', params: ({ event }) => ({ message: goneChallengeMessages[toApiFailure(event.error).code]! }) }, 'leaveSecondStep'],
                  },
                  {
                    guard: { type: 'isLockedOut', params: ({ event }) => toApiFailure(event.error) },
                    target: toPasswordStep,
                    actions: [{ type: 'setError', params: ({ event }) => ({ message: lockedOutFor(toApiFailure(event.error).retryAfter ?? 60) }) }, 'leaveSecondStep'],
                  },
                  {
                    guard: { type: 'isWrongCode', params: ({ event }) => toApiFailure(event.error) },
                    target: 'entering.invalid',
                    actions: { type: 'setError', params: ({ context }) => ({ message: wrongCodeMessage(context.useRecovery) }) },
                  },
                  {
                    guard: { type: 'isRateLimited', params: ({ event }) => toApiFailure(event.error) },
                    target: 'entering.idle',
                    actions: { type: 'setError', params: { message: formMessages.rateLimited } },
                  },
                  { target: 'entering.idle', actions: { type: 'setError', params: { message: formMessages.unexpected } } },
                ],
              },
            },
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
