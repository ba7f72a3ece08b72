// Bank account form (a modal): create or edit an account — name, type, opening balance (may be negative)
// and opening day — validated by the shared contract; a 400's field errors land on their fields, a 409
// (the name is taken) shows the API's reason. It ends with its outcome, which the accounts page reads.
// The rules: docs/product-rules.md#bank-accounts-and-transfers.
import { assign, setup } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { toApiFailure } from '@/api/errors'
import type { ApiFailure } from '@/api/errors'
import type { BankAccountInput } from '@/api/bank-accounts'
import { bankAccountCreateSchema, bankAccountTypes } from '@/api/schemas/bank-account'
import type { BankAccount } from '@/api/schemas/bank-account'
import { amountToCents, centsToAmount } from '@/api/schemas/money'
import { signedAmountInputText, normalizeSignedAmountInput, parseSignedAmountInput } from '@/lib/signed-amount'
import { blockedSubmitMessage, changeField, formState, hasErrors, schemaValidator, validateForm, withServerErrors } from './form-core'
import type { FormState } from './form-core'
import { bankAccountFormActors } from './bank-account-form.actors'
import { whenOffline } from './network-messages'

export const accountFields = ['nome', 'tipo', 'saldoInicial', 'dataSaldoInicial'] as const
export type AccountField = (typeof accountFields)[number]
/** The form's values as its inputs hold them: the balance as typed ('-1.234,5'), the day as 'YYYY-MM-DD'. */
export type AccountValues = Record<AccountField, string>

export const bankAccountFormMessages = {
  fillRequired: msg`Fill in all required fields.`,
  invalid: msg`Check the highlighted fields.`,
  saveFailed: msg`Error processing operation.`,
}

/** Form values → what the shared contract reads: the balance as the input reads it ('12,' is 12), else as typed. */
export function accountRequest(values: AccountValues): Record<string, unknown> {
  const cents = parseSignedAmountInput(values.saldoInicial)
  return {
    nome: values.nome,
    tipo: values.tipo,
    saldoInicial: cents === null ? values.saldoInicial : centsToAmount(cents),
    dataSaldoInicial: values.dataSaldoInicial,
  }
}

export const validateAccount = schemaValidator<AccountValues>(bankAccountCreateSchema, accountRequest, accountFields)

/** The POST/PATCH body of validated values; `arquivada` is the edited account's (false for a new one). */
export function accountInput(values: AccountValues, arquivada: boolean): BankAccountInput {
  const account = bankAccountCreateSchema.parse(accountRequest(values))
  return { nome: account.nome, tipo: account.tipo, saldoInicialCents: account.saldoInicial, dataSaldoInicial: account.dataSaldoInicial, arquivada }
}

export function emptyAccountValues(today: string): AccountValues {
  return { nome: '', tipo: bankAccountTypes[0], saldoInicial: '', dataSaldoInicial: today }
}

export function accountValues(account: BankAccount): AccountValues {
  return {
    nome: account.nome,
    tipo: account.tipo,
    saldoInicial: signedAmountInputText(amountToCents(account.saldoInicial)),
    dataSaldoInicial: account.dataSaldoInicial,
  }
}

export interface BankAccountFormContext {
  /** The account being edited; null creates one. */
  account: BankAccount | null
  form: FormState<AccountValues>
  /** The line above the buttons: a blocked submit or a failed save. */
  error: MessageDescriptor | null
  /** The API's own reason for a refusal the user can act on (a 409: the name is taken). */
  detail: string | null
  saved: BankAccount | null
}

export interface BankAccountFormInput {
  account: BankAccount | null
  /** A new account's opening day ('YYYY-MM-DD', today in São Paulo). */
  today: string
}

export type BankAccountFormEvent = { type: 'field.change'; field: AccountField; value: string } | { type: 'form.submit' } | { type: 'form.cancel' }

export type BankAccountFormOutput = { outcome: 'saved'; account: BankAccount } | { outcome: 'closed' }

const validationMessage = (form: FormState<AccountValues>): MessageDescriptor | null =>
  blockedSubmitMessage(form.errors, { missing: bankAccountFormMessages.fillRequired, invalid: bankAccountFormMessages.invalid })

export const bankAccountFormMachine = setup({
  types: {
    context: {} as BankAccountFormContext,
    events: {} as BankAccountFormEvent,
    input: {} as BankAccountFormInput,
    output: {} as BankAccountFormOutput,
    tags: {} as 'busy',
  },
  actors: bankAccountFormActors,
  actions: {
    changeValue: assign(({ context }, change: { field: AccountField; value: string }) => {
      const value = change.field === 'saldoInicial' ? normalizeSignedAmountInput(change.value) : change.value
      const form = changeField(context.form, validateAccount, change.field, value)
      // A blocked submit's line follows the marks as they are fixed; a failed save's stays until the next submit.
      const error = context.error === null || context.error === bankAccountFormMessages.saveFailed ? context.error : validationMessage(form)
      return { form, error }
    }),
    validate: assign(({ context }) => {
      const form = validateForm(context.form, validateAccount)
      return { form, error: validationMessage(form), detail: null }
    }),
    clearError: assign({ error: null, detail: null }),
    rejected: assign(({ context }, failure: ApiFailure) => ({
      form: withServerErrors(context.form, failure),
      error: whenOffline(failure, bankAccountFormMessages.saveFailed),
      detail: failure.status === 409 && failure.message ? failure.message : null,
    })),
    assignSaved: assign((_, saved: BankAccount) => ({ saved })),
  },
  guards: {
    isInvalid: ({ context }) => hasErrors(validateAccount(context.form.values)),
  },
}).createMachine({
  id: 'bankAccountForm',
  context: ({ input }) => ({
    account: input.account,
    form: formState(input.account ? accountValues(input.account) : emptyAccountValues(input.today)),
    error: null,
    detail: null,
    saved: null,
  }),
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
        id: 'saveAccount',
        src: 'saveAccount',
        input: ({ context }) => ({ accountId: context.account?.id ?? null, account: accountInput(context.form.values, context.account?.arquivada ?? false) }),
        onDone: { target: 'saved', actions: { type: 'assignSaved', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: { type: 'rejected', params: ({ event }) => toApiFailure(event.error) } },
      },
    },
    saved: { type: 'final' },
    closed: { type: 'final' },
  },
  output: ({ context }) => (context.saved ? { outcome: 'saved', account: context.saved } : { outcome: 'closed' }),
})

export type BankAccountFormMachine = typeof bankAccountFormMachine
