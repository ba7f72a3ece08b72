// Demo conversion (the demo banner's "Create my account" dialog): username, password twice, full name, checked with
// the sign-up's rules, then POST /v1/api/demo/converter; done with the new tokens, or null when cancelled.
// docs/product-rules.md#the-visitors-demo.
import { assign, setup } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import { toApiFailure } from '@/api/errors'
import type { ApiFailure } from '@/api/errors'
import type { TokenPair } from '@contract/auth'
import { demoConvertActors } from './demo-convert.actors'
import { demoMessages } from './demo-messages'
import { formMessages } from '../form-messages'
import { validateSignup } from '../account/signup.validation'
import type { SignupField, SignupProblem } from '../account/signup.validation'

export type DemoConvertField = SignupField | 'confirmation'

export interface DemoConvertContext {
  username: string
  password: string
  confirmation: string
  fullName: string
  error: MessageDescriptor | null
  invalidFields: DemoConvertField[]
  /** The password fields show their text (the show/hide toggle). */
  passwordVisible: boolean
  /** The account's new tokens, once converted. */
  tokens: TokenPair | null
}

export type DemoConvertEvent =
  | { type: 'field.change'; field: DemoConvertField; value: string }
  | { type: 'password.toggle' }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }

/** The account as it now is, for the session; null when the dialog was closed. */
export type DemoConvertOutput = { tokens: TokenPair; username: string; fullName: string } | null

/** The sign-up's rules (the same messages, in the same order), then the confirmation. */
export function validateConversion(fields: Pick<DemoConvertContext, 'username' | 'password' | 'confirmation' | 'fullName'>): (Omit<SignupProblem, 'fields'> & { fields: DemoConvertField[] }) | null {
  const missingConfirmation = fields.confirmation === '' ? (['confirmation'] as const) : []
  const problem = validateSignup(fields)
  if (problem?.message === formMessages.allFieldsRequired) return { message: problem.message, fields: [...problem.fields, ...missingConfirmation] }
  if (!problem && missingConfirmation.length > 0) return { message: formMessages.allFieldsRequired, fields: ['confirmation'] }
  if (problem) return problem
  return fields.password === fields.confirmation ? null : { message: demoMessages.passwordsDiffer, fields: ['confirmation'] }
}

/** The server's field names, as this form names its fields. */
const fieldOfKey: Record<string, SignupField> = { nomeusuario: 'username', senha: 'password', nomecompleto: 'fullName' }

const failure = ({ event }: { event: { error: unknown } }) => toApiFailure(event.error)

export const demoConvertMachine = setup({
  types: {
    context: {} as DemoConvertContext,
    events: {} as DemoConvertEvent,
    output: {} as DemoConvertOutput,
    tags: {} as 'busy',
  },
  actors: demoConvertActors,
  actions: {
    assignField: assign(({ context }, { field, value }: { field: DemoConvertField; value: string }) => ({
      [field]: value,
      invalidFields: context.invalidFields.filter((invalid) => invalid !== field),
    })),
    assignValidationError: assign(({ context }) => {
      const problem = validateConversion(context)
      return problem ? { error: problem.message, invalidFields: problem.fields } : {}
    }),
    clearError: assign({ error: null, invalidFields: [] }),
    togglePassword: assign(({ context }) => ({ passwordVisible: !context.passwordVisible })),
    assignTokens: assign((_, tokens: TokenPair) => ({ tokens })),
    setError: assign((_, params: { message: MessageDescriptor; fields?: DemoConvertField[] }) => ({ error: params.message, invalidFields: params.fields ?? [] })),
    // A 400 the client's rules let through (they are the server's): the fields it names, the sign-up's failure text.
    assignServerFields: assign((_, failure: ApiFailure) => ({
      error: formMessages.signUpFailed,
      invalidFields: Object.keys(failure.fieldErrors ?? {}).flatMap((key) => fieldOfKey[key.toLowerCase()] ?? []),
    })),
  },
  guards: {
    hasInvalidFields: ({ context }) => validateConversion(context) !== null,
    isUserExists: (_, failure: ApiFailure) => failure.code === 'user_exists' || failure.status === 409,
    isNotADemo: (_, failure: ApiFailure) => failure.code === 'not_a_demo',
    hasFieldErrors: (_, failure: ApiFailure) => failure.status === 400 && Object.keys(failure.fieldErrors ?? {}).length > 0,
  },
}).createMachine({
  id: 'demoConvert',
  context: { username: '', password: '', confirmation: '', fullName: '', error: null, invalidFields: [], passwordVisible: false, tokens: null },
  output: ({ context }) => (context.tokens ? { tokens: context.tokens, username: context.username.trim(), fullName: context.fullName.trim() } : null),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'password.toggle': { actions: 'togglePassword' },
        'field.change': { actions: { type: 'assignField', params: ({ event }) => event } },
        'form.submit': [{ guard: 'hasInvalidFields', actions: 'assignValidationError' }, { target: 'submitting', actions: 'clearError' }],
        'form.cancel': 'cancelled',
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'convert',
        src: 'convert',
        input: ({ context }) => ({ nomeUsuario: context.username.trim(), senha: context.password, nomeCompleto: context.fullName.trim() }),
        onDone: { target: 'converted', actions: { type: 'assignTokens', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'isUserExists', params: failure }, target: 'editing', actions: { type: 'setError', params: { message: formMessages.userExists, fields: ['username'] } } },
          { guard: { type: 'isNotADemo', params: failure }, target: 'editing', actions: { type: 'setError', params: { message: demoMessages.notADemo } } },
          { guard: { type: 'hasFieldErrors', params: failure }, target: 'editing', actions: { type: 'assignServerFields', params: failure } },
          { target: 'editing', actions: { type: 'setError', params: { message: demoMessages.convertFailed } } },
        ],
      },
    },
    converted: { type: 'final' },
    cancelled: { type: 'final' },
  },
})

export type DemoConvertMachine = typeof demoConvertMachine
