// Paying a card statement (a modal the card statements page invokes): the account the payment leaves (the
// user's accounts that are not archived; the card's payment account, else the one its last payment left,
// else none), the payment day (today by default) and the amount (what remains, lowered for a partial
// payment), validated by the shared contract; a 400's field errors land on their fields, a 409 shows the
// server's reason. It ends with its outcome, which the page reads. docs/product-rules.md#card-statements.
import { assign, setup } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { toApiFailure } from '@/api/errors'
import type { ApiFailure } from '@/api/errors'
import type { BankAccount } from '@/api/bank-accounts'
import type { CardStatementDetail } from '@/api/card-statements'
import { statementPaySchema } from '@/api/schemas/card-statement'
import { amountInputText, amountToCents, centsToAmount, normalizeAmountInput, parseAmountInput } from '@/api/schemas/money'
import { blockedSubmitMessage, changeField, formState, hasErrors, schemaValidator, validateForm, withServerErrors } from './form-core'
import type { FormState } from './form-core'
import { statementPayActors } from './statement-pay.actors'
import type { StatementPayRequest } from './statement-pay.actors'
import { whenOffline } from './network-messages'

export const statementPayFields = ['contaBancariaId', 'dataPagamento', 'valor'] as const
export type StatementPayField = (typeof statementPayFields)[number]
/** The inputs' values: the account id as digits ('' = none chosen), the day 'YYYY-MM-DD', the amount as typed ('1.090,00'). */
export type StatementPayValues = Record<StatementPayField, string>

export const statementPayMessages = {
  fillRequired: msg`Fill in all required fields.`,
  invalid: msg`Check the highlighted fields.`,
  payFailed: msg`Could not pay the bill.`,
  accountsFailed: msg`Could not load your bank accounts.`,
}

/** Form values → what the shared contract reads: an empty select is a missing value; '12,' is 12 while typing. */
const payRequest = (values: StatementPayValues) => ({
  contaBancariaId: values.contaBancariaId.trim() === '' ? undefined : values.contaBancariaId,
  dataPagamento: values.dataPagamento,
  valor: values.valor.replace(/,$/, ''),
})

const validateByContract = schemaValidator<StatementPayValues>(statementPaySchema, payRequest, statementPayFields)

/**
 * The contract's checks plus the two the server makes against the statement: an amount is required (the
 * field starts with what remains) and may not exceed what remains (`payment_over_remaining`).
 */
export function statementPayValidator(remaining: number) {
  return (values: StatementPayValues) => {
    const errors = validateByContract(values)
    if (errors.valor) return errors
    if (values.valor.trim() === '') return { ...errors, valor: 'required' }
    const cents = parseAmountInput(values.valor)
    return cents !== null && cents > amountToCents(remaining) ? { ...errors, valor: 'payment_over_remaining' } : errors
  }
}

/** The accounts a payment may leave: those not archived. */
export const payingAccounts = (accounts: readonly BankAccount[]): BankAccount[] => accounts.filter((account) => !account.arquivada)

export interface StatementPayContext {
  cardId: number
  mes: string
  /** What is left to pay (the modal shows it; the amount may not exceed it). */
  amount: number
  /** The account to preselect once the accounts are known (null: none). */
  accountId: number | null
  accounts: BankAccount[]
  form: FormState<StatementPayValues>
  error: MessageDescriptor | null
  /** The server's own reason for a 409 (already in the user's language). */
  detail: string | null
  paid: CardStatementDetail | null
}

export interface StatementPayInput {
  cardId: number
  mes: string
  amount: number
  /** The default payment day ('YYYY-MM-DD', today in São Paulo). */
  today: string
  /** The card's payment account, else the account of its last statement payment; null: the user chooses. */
  accountId?: number | null
}

export type StatementPayEvent = { type: 'field.change'; field: StatementPayField; value: string } | { type: 'form.submit' } | { type: 'form.cancel' } | { type: 'accounts.retry' }

export type StatementPayOutput = { outcome: 'paid'; statement: CardStatementDetail } | { outcome: 'closed' }

const validateOf = (context: StatementPayContext) => statementPayValidator(context.amount)

const validationMessage = (form: FormState<StatementPayValues>): MessageDescriptor | null =>
  blockedSubmitMessage(form.errors, { missing: statementPayMessages.fillRequired, invalid: statementPayMessages.invalid })

export const statementPayMachine = setup({
  types: {
    context: {} as StatementPayContext,
    events: {} as StatementPayEvent,
    input: {} as StatementPayInput,
    output: {} as StatementPayOutput,
    children: {} as { loadAccounts: 'loadAccounts'; payStatement: 'payStatement' },
    tags: {} as 'busy',
  },
  actors: statementPayActors,
  actions: {
    // The preselected account only while it may pay (not archived); never the first one blindly.
    assignAccounts: assign(({ context }, accounts: BankAccount[]) => {
      const active = payingAccounts(accounts)
      const chosen = active.some((account) => account.id === context.accountId) ? String(context.accountId) : ''
      return { accounts: active, form: formState({ ...context.form.values, contaBancariaId: chosen }), error: null }
    }),
    setAccountsFailed: assign({ error: statementPayMessages.accountsFailed }),
    changeValue: assign(({ context }, change: { field: StatementPayField; value: string }) => {
      const value = change.field === 'valor' ? normalizeAmountInput(change.value) : change.value
      const form = changeField(context.form, validateOf(context), change.field, value)
      const error = context.error === null || context.error === statementPayMessages.payFailed ? context.error : validationMessage(form)
      return { form, error }
    }),
    validate: assign(({ context }) => {
      const form = validateForm(context.form, validateOf(context))
      return { form, error: validationMessage(form), detail: null }
    }),
    clearError: assign({ error: null, detail: null }),
    rejected: assign(({ context }, failure: ApiFailure) => ({
      form: withServerErrors(context.form, failure),
      error: whenOffline(failure, statementPayMessages.payFailed),
      detail: failure.status === 409 && failure.message ? failure.message : null,
    })),
    assignPaid: assign((_, paid: CardStatementDetail) => ({ paid })),
  },
  guards: {
    isInvalid: ({ context }) => hasErrors(validateOf(context)(context.form.values)),
  },
}).createMachine({
  id: 'statementPay',
  context: ({ input }) => ({
    cardId: input.cardId,
    mes: input.mes,
    amount: input.amount,
    accountId: input.accountId ?? null,
    accounts: [],
    form: formState({ contaBancariaId: '', dataPagamento: input.today, valor: amountInputText(amountToCents(input.amount)) }),
    error: null,
    detail: null,
    paid: null,
  }),
  initial: 'loadingAccounts',
  states: {
    loadingAccounts: {
      tags: 'busy',
      invoke: {
        id: 'loadAccounts',
        src: 'loadAccounts',
        onDone: { target: 'editing', actions: { type: 'assignAccounts', params: ({ event }) => event.output } },
        onError: { target: 'accountsFailure', actions: 'setAccountsFailed' },
      },
      on: { 'form.cancel': 'closed' },
    },
    accountsFailure: {
      on: { 'accounts.retry': { target: 'loadingAccounts', actions: 'clearError' }, 'form.cancel': 'closed' },
    },
    editing: {
      on: {
        'field.change': { actions: { type: 'changeValue', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'form.submit': [{ guard: 'isInvalid', actions: 'validate' }, { target: 'paying', actions: ['validate', 'clearError'] }],
        'form.cancel': 'closed',
      },
    },
    paying: {
      tags: 'busy',
      invoke: {
        id: 'payStatement',
        src: 'payStatement',
        input: ({ context }): StatementPayRequest => {
          const body = statementPaySchema.parse(payRequest(context.form.values))
          const cents = parseAmountInput(context.form.values.valor)!
          // The whole rest is sent as no amount: the server pays what remains then, to the cent.
          const valor = cents === amountToCents(context.amount) ? undefined : centsToAmount(cents)
          return { cardId: context.cardId, mes: context.mes, contaBancariaId: body.contaBancariaId, dataPagamento: context.form.values.dataPagamento.trim(), ...(valor === undefined ? {} : { valor }) }
        },
        onDone: { target: 'paid', actions: { type: 'assignPaid', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: { type: 'rejected', params: ({ event }) => toApiFailure(event.error) } },
      },
    },
    paid: { type: 'final' },
    closed: { type: 'final' },
  },
  output: ({ context }) => (context.paid ? { outcome: 'paid', statement: context.paid } : { outcome: 'closed' }),
})

export type StatementPayMachine = typeof statementPayMachine
