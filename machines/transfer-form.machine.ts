// Transfer form (a modal): move money from one of the user's accounts to another — from, to (only
// accounts that are not archived), amount > 0, day, optional description — validated by the shared
// contract (the same account twice marks the destination); a 400's field errors land on their fields.
// It ends with its outcome, which the statement page reads. docs/product-rules.md#bank-accounts-and-transfers.
import { assign, setup } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { toApiFailure } from '@/api/errors'
import type { ApiFailure } from '@/api/errors'
import type { TransferInput } from '@/api/bank-accounts'
import { transferCreateSchema } from '@/api/schemas/bank-account'
import type { BankAccount, Transfer } from '@/api/schemas/bank-account'
import { centsToAmount, normalizeAmountInput, parseAmountInput } from '@/api/schemas/money'
import { blockedSubmitMessage, changeField, formState, hasErrors, schemaValidator, validateForm, withServerErrors } from './form-core'
import type { FormState } from './form-core'
import { transferFormActors } from './transfer-form.actors'
import { whenOffline } from './network-messages'

export const transferFields = ['contaOrigemId', 'contaDestinoId', 'valor', 'data', 'descricao'] as const
export type TransferField = (typeof transferFields)[number]
/** The inputs' values: account ids as digits ('' = none chosen), the amount as typed, the day 'YYYY-MM-DD'. */
export type TransferValues = Record<TransferField, string>

export const transferFormMessages = {
  fillRequired: msg`Fill in all required fields.`,
  invalid: msg`Check the highlighted fields.`,
  saveFailed: msg`Error processing operation.`,
}

/** Form values → what the shared contract reads: an empty select is a missing value. */
export function transferRequest(values: TransferValues): Record<string, unknown> {
  const orMissing = (value: string) => (value.trim() === '' ? undefined : value)
  const cents = parseAmountInput(values.valor, { allowZero: true })
  return {
    contaOrigemId: orMissing(values.contaOrigemId),
    contaDestinoId: orMissing(values.contaDestinoId),
    valor: cents === null ? orMissing(values.valor) : centsToAmount(cents),
    data: values.data,
    descricao: values.descricao,
  }
}

export const validateTransfer = schemaValidator<TransferValues>(transferCreateSchema, transferRequest, transferFields)

/** The POST body of validated values. */
export function transferInput(values: TransferValues): TransferInput {
  const transfer = transferCreateSchema.parse(transferRequest(values))
  return { contaOrigemId: transfer.contaOrigemId, contaDestinoId: transfer.contaDestinoId, valorCents: transfer.valor, data: transfer.data, descricao: transfer.descricao }
}

/** The accounts a transfer may use: those not archived. */
export const transferAccounts = (accounts: readonly BankAccount[]): BankAccount[] => accounts.filter((account) => !account.arquivada)

/** A new transfer: from `from` (when it may transfer), to the first other account, today. */
export function emptyTransferValues(accounts: readonly BankAccount[], from: number | null, today: string): TransferValues {
  const source = accounts.find((account) => account.id === from) ?? accounts[0]
  const destination = accounts.find((account) => account.id !== source?.id)
  return { contaOrigemId: source ? String(source.id) : '', contaDestinoId: destination ? String(destination.id) : '', valor: '', data: today, descricao: '' }
}

export interface TransferFormContext {
  /** The accounts to choose from (not archived). */
  accounts: BankAccount[]
  form: FormState<TransferValues>
  error: MessageDescriptor | null
  saved: Transfer | null
}

export interface TransferFormInput {
  /** The user's accounts; the selects offer those not archived. */
  accounts: BankAccount[]
  /** The default source account (the statement's). */
  from: number | null
  /** The default day ('YYYY-MM-DD', today in São Paulo). */
  today: string
}

export type TransferFormEvent = { type: 'field.change'; field: TransferField; value: string } | { type: 'form.submit' } | { type: 'form.cancel' }

export type TransferFormOutput = { outcome: 'saved'; transfer: Transfer } | { outcome: 'closed' }

const validationMessage = (form: FormState<TransferValues>): MessageDescriptor | null =>
  blockedSubmitMessage(form.errors, { missing: transferFormMessages.fillRequired, invalid: transferFormMessages.invalid })

export const transferFormMachine = setup({
  types: {
    context: {} as TransferFormContext,
    events: {} as TransferFormEvent,
    input: {} as TransferFormInput,
    output: {} as TransferFormOutput,
    tags: {} as 'busy',
  },
  actors: transferFormActors,
  actions: {
    changeValue: assign(({ context }, change: { field: TransferField; value: string }) => {
      const value = change.field === 'valor' ? normalizeAmountInput(change.value) : change.value
      const form = changeField(context.form, validateTransfer, change.field, value)
      const error = context.error === null || context.error === transferFormMessages.saveFailed ? context.error : validationMessage(form)
      return { form, error }
    }),
    validate: assign(({ context }) => {
      const form = validateForm(context.form, validateTransfer)
      return { form, error: validationMessage(form) }
    }),
    clearError: assign({ error: null }),
    rejected: assign(({ context }, failure: ApiFailure) => ({ form: withServerErrors(context.form, failure), error: whenOffline(failure, transferFormMessages.saveFailed) })),
    assignSaved: assign((_, saved: Transfer) => ({ saved })),
  },
  guards: {
    isInvalid: ({ context }) => hasErrors(validateTransfer(context.form.values)),
  },
}).createMachine({
  id: 'transferForm',
  context: ({ input }) => {
    const accounts = transferAccounts(input.accounts)
    return { accounts, form: formState(emptyTransferValues(accounts, input.from, input.today)), error: null, saved: null }
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: { type: 'changeValue', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'form.submit': [{ guard: 'isInvalid', actions: 'validate' }, { target: 'saving', actions: ['validate', 'clearError'] }],
        'form.cancel': 'closed',
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveTransfer',
        src: 'saveTransfer',
        input: ({ context }) => transferInput(context.form.values),
        onDone: { target: 'saved', actions: { type: 'assignSaved', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: { type: 'rejected', params: ({ event }) => toApiFailure(event.error) } },
      },
    },
    saved: { type: 'final' },
    closed: { type: 'final' },
  },
  output: ({ context }) => (context.saved ? { outcome: 'saved', transfer: context.saved } : { outcome: 'closed' }),
})

export type TransferFormMachine = typeof transferFormMachine
