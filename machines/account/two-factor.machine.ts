// The two-step verification page (/verificacao-em-duas-etapas): its state; turning it on (a new secret shown as a QR
// code and as text, a code of the app to confirm, then the recovery codes shown once to copy or download); turning it
// off with the password and a code. The rules: docs/product-rules.md#two-step-verification; actors: two-factor.actors.ts.
import { assign, emit, not, setup } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { toApiFailure } from '@/api/errors'
import type { ApiFailure } from '@/api/errors'
import type { TwoFactorEnrolment, TwoFactorStatus } from '@/api/two-factor'
import { compactCode } from '@contract/two-factor-rules'
import { formMessages, lockedOutFor } from '../form-messages'
import { codeField, codeFormMessage, codeHasForm, twoStepMessages, wrongCodeMessage } from './two-step-messages'
import { twoFactorActors } from './two-factor.actors'

export const twoFactorPageMessages = {
  passwordRequired: msg`Enter your password.`,
}

/** Which field a refusal marks. */
export type TwoFactorField = 'codigo' | 'senha'

export interface TwoFactorContext {
  status: TwoFactorStatus | null
  /** The new secret while it waits for its first code. */
  enrolment: TwoFactorEnrolment | null
  /** The code typed (the app's, or a recovery code when turning off with one). */
  code: string
  password: string
  /** Turning off with a recovery code instead of the app's code. */
  useRecovery: boolean
  /** The recovery codes, only between the activation and "I saved them". */
  recoveryCodes: readonly string[]
  error: MessageDescriptor | null
  invalidField: TwoFactorField | null
  /** What the last change did (on, off), shown above the page's state. */
  notice: MessageDescriptor | null
}

export type TwoFactorEvent =
  | { type: 'status.retry' }
  | { type: 'enrol.start' }
  | { type: 'enrol.cancel' }
  | { type: 'enrol.confirm' }
  | { type: 'code.change'; value: string }
  | { type: 'password.change'; value: string }
  | { type: 'code.useRecovery' }
  | { type: 'code.useApp' }
  | { type: 'codes.copy' }
  | { type: 'codes.download' }
  | { type: 'codes.done' }
  | { type: 'disable.start' }
  | { type: 'disable.cancel' }
  | { type: 'disable.submit' }

/** What only the page can do: save the recovery codes as a file. */
export type TwoFactorEmitted = { type: 'codes.download'; codes: readonly string[] }

const initialContext: TwoFactorContext = {
  status: null,
  enrolment: null,
  code: '',
  password: '',
  useRecovery: false,
  recoveryCodes: [],
  error: null,
  invalidField: null,
  notice: null,
}

/** A failed call's message: no connection, or the given one. */
const failureMessage = (failure: ApiFailure, otherwise: MessageDescriptor) => (failure.code === 'network' ? twoStepMessages.network : otherwise)

export const twoFactorMachine = setup({
  types: {
    context: {} as TwoFactorContext,
    events: {} as TwoFactorEvent,
    emitted: {} as TwoFactorEmitted,
    tags: {} as 'busy',
  },
  actors: twoFactorActors,
  actions: {
    setStatus: assign((_, status: TwoFactorStatus) => ({ status })),
    setEnrolment: assign((_, enrolment: TwoFactorEnrolment) => ({ enrolment, code: '', error: null, invalidField: null })),
    setRecoveryCodes: assign((_, codes: readonly string[]) => ({ recoveryCodes: codes, enrolment: null, code: '', error: null, invalidField: null })),
    clearForm: assign({ enrolment: null, code: '', password: '', useRecovery: false, recoveryCodes: [], error: null, invalidField: null }),
    setCode: assign((_, value: string) => ({ code: value })),
    setPassword: assign((_, value: string) => ({ password: value })),
    chooseRecovery: assign((_, useRecovery: boolean) => ({ useRecovery, code: '', error: null, invalidField: null })),
    setError: assign((_, params: { message: MessageDescriptor; field?: TwoFactorField }) => ({ error: params.message, invalidField: params.field ?? null })),
    clearError: assign({ error: null, invalidField: null }),
    setNotice: assign((_, notice: MessageDescriptor | null) => ({ notice })),
    downloadCodes: emit(({ context }) => ({ type: 'codes.download' as const, codes: context.recoveryCodes })),
  },
  guards: {
    isOn: (_, status: TwoFactorStatus) => status.ativo,
    codeMalformed: ({ context }) => !codeHasForm(context.code, context.useRecovery),
    passwordMissing: ({ context }) => context.password === '',
    usesRecovery: ({ context }) => context.useRecovery,
    isWrongCode: (_, failure: ApiFailure) => failure.code === 'two_factor_code_invalid',
    isWrongPassword: (_, failure: ApiFailure) => failure.code === 'two_factor_password_invalid',
    isLockedOut: (_, failure: ApiFailure) => failure.status === 429 && (failure.retryAfter ?? 0) > 0,
    /** Turned on or off elsewhere meanwhile (another tab): the page loads the state again. */
    isConflict: (_, failure: ApiFailure) => failure.status === 409,
  },
}).createMachine({
  id: 'twoFactor',
  context: initialContext,
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: [
          { guard: { type: 'isOn', params: ({ event }) => event.output }, target: 'on', actions: { type: 'setStatus', params: ({ event }) => event.output } },
          { target: 'off', actions: { type: 'setStatus', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failure', actions: { type: 'setError', params: ({ event }) => ({ message: failureMessage(toApiFailure(event.error), twoStepMessages.statusFailed) }) } },
      },
    },
    failure: {
      on: { 'status.retry': { target: 'loading', actions: 'clearError' } },
    },
    off: {
      on: { 'enrol.start': { target: 'starting', actions: [{ type: 'setNotice', params: null }, 'clearError'] } },
    },
    starting: {
      tags: 'busy',
      invoke: {
        id: 'startEnrolment',
        src: 'startEnrolment',
        onDone: { target: 'enrolling', actions: { type: 'setEnrolment', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'isConflict', params: ({ event }) => toApiFailure(event.error) }, target: 'loading' },
          { target: 'off', actions: { type: 'setError', params: ({ event }) => ({ message: failureMessage(toApiFailure(event.error), twoStepMessages.startFailed) }) } },
        ],
      },
    },
    enrolling: {
      on: {
        'code.change': { actions: [{ type: 'setCode', params: ({ event }) => event.value }, 'clearError'] },
        'enrol.confirm': [
          { guard: 'codeMalformed', actions: { type: 'setError', params: { message: codeFormMessage(false), field: 'codigo' } } },
          { target: 'activating', actions: 'clearError' },
        ],
        'enrol.cancel': { target: 'off', actions: 'clearForm' },
      },
    },
    activating: {
      tags: 'busy',
      invoke: {
        id: 'activate',
        src: 'activate',
        input: ({ context }) => ({ codigo: compactCode(context.code) }),
        onDone: { target: 'codes', actions: { type: 'setRecoveryCodes', params: ({ event }) => event.output.codigosRecuperacao } },
        onError: [
          {
            guard: { type: 'isWrongCode', params: ({ event }) => toApiFailure(event.error) },
            target: 'enrolling',
            actions: { type: 'setError', params: { message: wrongCodeMessage(false), field: 'codigo' } },
          },
          { guard: { type: 'isConflict', params: ({ event }) => toApiFailure(event.error) }, target: 'loading', actions: 'clearForm' },
          { target: 'enrolling', actions: { type: 'setError', params: ({ event }) => ({ message: failureMessage(toApiFailure(event.error), twoStepMessages.saveFailed) }) } },
        ],
      },
    },
    codes: {
      initial: 'shown',
      on: {
        'codes.copy': '.copying',
        'codes.download': { actions: 'downloadCodes' },
        'codes.done': { target: 'loading', actions: ['clearForm', { type: 'setNotice', params: twoStepMessages.turnedOn }] },
      },
      states: {
        shown: {},
        copying: {
          invoke: { id: 'copyCodes', src: 'copyCodes', input: ({ context }) => ({ codes: context.recoveryCodes }), onDone: 'copied', onError: 'copyFailed' },
        },
        copied: {},
        copyFailed: {},
      },
    },
    on: {
      on: { 'disable.start': { target: 'disabling', actions: [{ type: 'setNotice', params: null }, 'clearForm'] } },
    },
    disabling: {
      initial: 'entering',
      on: { 'disable.cancel': { target: 'on', actions: 'clearForm' } },
      states: {
        entering: {
          on: {
            'password.change': { actions: [{ type: 'setPassword', params: ({ event }) => event.value }, 'clearError'] },
            'code.change': { actions: [{ type: 'setCode', params: ({ event }) => event.value }, 'clearError'] },
            'code.useRecovery': { guard: not('usesRecovery'), actions: { type: 'chooseRecovery', params: true } },
            'code.useApp': { guard: 'usesRecovery', actions: { type: 'chooseRecovery', params: false } },
            'disable.submit': [
              { guard: 'passwordMissing', actions: { type: 'setError', params: { message: twoFactorPageMessages.passwordRequired, field: 'senha' } } },
              { guard: 'codeMalformed', actions: { type: 'setError', params: ({ context }) => ({ message: codeFormMessage(context.useRecovery), field: 'codigo' }) } },
              { target: 'submitting', actions: 'clearError' },
            ],
          },
        },
        submitting: {
          tags: 'busy',
          invoke: {
            id: 'disable',
            src: 'disable',
            input: ({ context }) => ({ senha: context.password, ...codeField(context.code, context.useRecovery) }),
            onDone: { target: '#twoFactor.loading', actions: ['clearForm', { type: 'setNotice', params: twoStepMessages.turnedOff }] },
            onError: [
              {
                guard: { type: 'isWrongPassword', params: ({ event }) => toApiFailure(event.error) },
                target: 'entering',
                actions: { type: 'setError', params: { message: twoStepMessages.wrongPassword, field: 'senha' } },
              },
              {
                guard: { type: 'isWrongCode', params: ({ event }) => toApiFailure(event.error) },
                target: 'entering',
                actions: { type: 'setError', params: ({ context }) => ({ message: wrongCodeMessage(context.useRecovery), field: 'codigo' }) },
              },
              {
                guard: { type: 'isLockedOut', params: ({ event }) => toApiFailure(event.error) },
                target: 'entering',
                actions: { type: 'setError', params: ({ event }) => ({ message: lockedOutFor(toApiFailure(event.error).retryAfter ?? 60) }) },
              },
              { guard: { type: 'isConflict', params: ({ event }) => toApiFailure(event.error) }, target: '#twoFactor.loading', actions: 'clearForm' },
              { target: 'entering', actions: { type: 'setError', params: ({ event }) => ({ message: failureMessage(toApiFailure(event.error), formMessages.unexpected) }) } },
            ],
          },
        },
      },
    },
  },
})

export type TwoFactorMachine = typeof twoFactorMachine
