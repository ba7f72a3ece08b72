// Sign-up form: fields, show/hide password, captcha, validation, submission (success goes to /login).
// Usernames 3–40 [A-Za-z0-9._-], passwords at least 8 characters: docs/product-rules.md#accounts-and-roles.
import { assign, emit, setup } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import { toApiFailure } from '@/api/errors'
import type { ApiFailure } from '@/api/errors'
import { captchaModeRegion, captchaPendingIn, captchaRegion, passwordRegion } from './auth-form'
import type { AuthFormContext, AuthFormEmitted, AuthFormEvent } from './auth-form'
import { formMessages } from '../form-messages'
import { signupActors } from './signup.actors'
import { validateSignup } from './signup.validation'
import type { SignupField } from './signup.validation'

export type { SignupField }

export interface SignupContext extends AuthFormContext {
  fullName: string
  /** Fields marked invalid next to the error. */
  invalidFields: SignupField[]
}

export type SignupEvent = AuthFormEvent<SignupField>

/** What the view acts on: the captcha widget to reset (AuthFormEmitted); the account created, for /login. */
export type SignupEmitted = AuthFormEmitted | { type: 'signup.succeeded'; username: string }

/** A failed sign-up and the captcha it used up. */
const failed = (message: MessageDescriptor, fields?: SignupField[]) => [{ type: 'setError', params: { message, fields } }, 'resetCaptchaWidget'] as const

export const signupMachine = setup({
  types: {
    context: {} as SignupContext,
    events: {} as SignupEvent,
    emitted: {} as SignupEmitted,
    tags: {} as 'busy',
  },
  actors: signupActors,
  actions: {
    // The view resets the ALTCHA widget, and goes to /login with the new username.
    resetCaptchaWidget: emit({ type: 'captcha.resetWidget' } as const),
    reportSuccess: emit(({ context }) => ({ type: 'signup.succeeded' as const, username: context.username.trim() })),
    assignField: assign(({ context }, { field, value }: { field: SignupField; value: string }) => ({
      [field]: value,
      invalidFields: context.invalidFields.filter((invalid) => invalid !== field),
    })),
    assignCaptcha: assign((_, payload: string) => ({ captcha: payload })),
    clearCaptcha: assign({ captcha: null }),
    clearError: assign({ error: null, invalidFields: [] }),
    assignValidationError: assign(({ context }) => {
      const problem = validateSignup(context)
      return problem ? { error: problem.message, invalidFields: problem.fields } : {}
    }),
    setError: assign((_, params: { message: MessageDescriptor; fields?: SignupField[] }) => ({
      error: params.message,
      invalidFields: params.fields ?? [],
    })),
  },
  guards: {
    hasInvalidFields: ({ context }) => validateSignup(context) !== null,
    captchaPending: captchaPendingIn('signup'),
    isUserExists: (_, failure: ApiFailure) => failure.code === 'user_exists' || failure.status === 409,
    isCaptchaRejected: (_, failure: ApiFailure) => failure.code === 'captcha_required' || failure.code === 'captcha_invalid',
  },
}).createMachine({
  id: 'signup',
  type: 'parallel',
  context: { username: '', password: '', fullName: '', captcha: null, error: null, invalidFields: [] },
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: {
          initial: 'idle',
          on: {
            'field.change': { actions: { type: 'assignField', params: ({ event }) => event } },
            'form.submit': [
              { guard: 'hasInvalidFields', target: '.invalid', actions: 'assignValidationError' },
              { guard: 'captchaPending', target: '.captchaMissing', actions: { type: 'setError', params: { message: formMessages.captchaRequired } } },
              { target: 'submitting', actions: 'clearError' },
            ],
          },
          states: {
            idle: {},
            invalid: {},
            captchaMissing: {
              on: { 'captcha.verified': { target: 'idle', actions: [{ type: 'assignCaptcha', params: ({ event }) => event.payload }, 'clearError'] } },
            },
            userExists: {},
            failed: {},
          },
        },
        submitting: {
          tags: 'busy',
          invoke: {
            id: 'signUp',
            src: 'signUp',
            input: ({ context }) => ({
              username: context.username.trim(),
              password: context.password,
              fullName: context.fullName.trim(),
              captcha: context.captcha ?? '',
            }),
            onDone: { target: 'succeeded', actions: 'reportSuccess' },
            onError: [
              {
                guard: { type: 'isUserExists', params: ({ event }) => toApiFailure(event.error) },
                target: ['editing.userExists', '#signup.captcha.unverified'],
                actions: failed(formMessages.userExists, ['username']),
              },
              {
                guard: { type: 'isCaptchaRejected', params: ({ event }) => toApiFailure(event.error) },
                target: ['editing.captchaMissing', '#signup.captcha.unverified'],
                actions: failed(formMessages.captchaRequired),
              },
              {
                target: ['editing.failed', '#signup.captcha.unverified'],
                actions: failed(formMessages.signUpFailed),
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

export type SignupMachine = typeof signupMachine
