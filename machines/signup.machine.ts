// Sign-up form: fields, show/hide password, captcha, validation, submission (success goes to /login).
// SPEC §2 Sign-up, §5 Sign-up rules, §8 sign-up errors; DESIGN §3 (username 3–40 [A-Za-z0-9._-], password ≥ 8).
import { assign, setup, stateIn } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import { captchaRegion, passwordRegion } from './auth-form'
import type { ApiFailure } from '@/api/errors'
import type { AuthFormContext, AuthFormEvent } from './auth-form'
import { formMessages } from './form-messages'
import { validateSignup } from './signup.validation'
import type { SignupField } from './signup.validation'

export type { SignupField }

export interface SignupContext extends AuthFormContext {
  fullName: string
  /** Fields marked invalid next to the error. */
  invalidFields: SignupField[]
}

export type SignupEvent =
  | AuthFormEvent<SignupField>
  | { type: 'signup.succeeded' }
  | { type: 'signup.failed'; error: ApiFailure }

export const signupMachine = setup({
  types: {
    context: {} as SignupContext,
    events: {} as SignupEvent,
    tags: {} as 'busy',
  },
  actions: {
    // Effects: signup.actors.ts (API call) and the view (widget reset, navigation to /login).
    submitSignup: () => {},
    resetCaptchaWidget: () => {},
    reportSuccess: () => {},
    assignField: assign(({ context, event }) =>
      event.type === 'field.change'
        ? { ...context, [event.field]: event.value, invalidFields: context.invalidFields.filter((field) => field !== event.field) }
        : {},
    ),
    assignCaptcha: assign(({ event }) => (event.type === 'captcha.verified' ? { captcha: event.payload } : {})),
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
    captchaPending: stateIn('#signup.captcha.unverified'),
    isUserExists: ({ event }) => event.type === 'signup.failed' && (event.error.code === 'user_exists' || event.error.status === 409),
    isCaptchaRejected: ({ event }) =>
      event.type === 'signup.failed' && (event.error.code === 'captcha_required' || event.error.code === 'captcha_invalid'),
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
            'field.change': { actions: 'assignField' },
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
              on: { 'captcha.verified': { target: 'idle', actions: ['assignCaptcha', 'clearError'] } },
            },
            userExists: {},
            failed: {},
          },
        },
        submitting: {
          tags: 'busy',
          entry: 'submitSignup',
          on: {
            'signup.succeeded': 'succeeded',
            'signup.failed': [
              {
                guard: 'isUserExists',
                target: ['editing.userExists', '#signup.captcha.unverified'],
                actions: [{ type: 'setError', params: { message: formMessages.userExists, fields: ['username'] } }, 'resetCaptchaWidget'],
              },
              {
                guard: 'isCaptchaRejected',
                target: ['editing.captchaMissing', '#signup.captcha.unverified'],
                actions: [{ type: 'setError', params: { message: formMessages.captchaRequired } }, 'resetCaptchaWidget'],
              },
              {
                target: ['editing.failed', '#signup.captcha.unverified'],
                actions: [{ type: 'setError', params: { message: formMessages.signUpFailed } }, 'resetCaptchaWidget'],
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

export type SignupMachine = typeof signupMachine
