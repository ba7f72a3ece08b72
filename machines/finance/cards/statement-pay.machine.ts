// Paying a card statement (a modal the card statements page invokes): the account the payment leaves (the
// user's accounts that are not archived; the card's payment account, else the one its last payment left,
// else none), the payment day (today by default) and the amount (what remains, lowered for a partial
// payment), validated by the shared contract; a 400's field errors land on their fields, a 409 shows the
// server's reason. It ends with its outcome, which the page reads. docs/product-rules.md#card-statements.
import { assign } from 'xstate'
import { msg } from '@lingui/core/macro'
import type { BankAccount } from '@/api/bank-accounts'
import type { CardStatementDetail } from '@/api/card-statements'
import { statementPaySchema } from '@contract/card-statement'
import { amountInputText, amountToCents, centsToAmount, normalizeAmountInput, parseAmountInput } from '@contract/money'
import { formState, schemaValidator } from '../../form-core'
import { modalForm, modalFormContext, modalFormMessages } from '../../modal-form'
import type { ModalFormContext, ModalFormEvent, ModalFormTypes } from '../../modal-form'
import { statementPayActors } from './statement-pay.actors'
import type { StatementPayRequest } from './statement-pay.actors'

export const statementPayFields = ['contaBancariaId', 'dataPagamento', 'valor'] as const
export type StatementPayField = (typeof statementPayFields)[number]
/** The inputs' values: the account id as digits ('' = none chosen), the day 'YYYY-MM-DD', the amount as typed ('1.090,00'). */
export type StatementPayValues = Record<StatementPayField, string>

export const statementPayMessages = {
  fillRequired: modalFormMessages.fillRequired,
  invalid: modalFormMessages.invalid,
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

export interface StatementPayContext extends ModalFormContext<StatementPayValues> {
  cardId: number
  mes: string
  /** What is left to pay (the modal shows it; the amount may not exceed it). */
  amount: number
  /** The account to preselect once the accounts are known (null: none). */
  accountId: number | null
  accounts: BankAccount[]
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

export type StatementPayEvent = ModalFormEvent<StatementPayValues> | { type: 'accounts.retry' }

export type StatementPayOutput = { outcome: 'paid'; statement: CardStatementDetail } | { outcome: 'closed' }

/** The payment of valid values; the whole rest is sent as no amount: the server pays what remains then, to the cent. */
function payment(context: StatementPayContext): StatementPayRequest {
  const body = statementPaySchema.parse(payRequest(context.form.values))
  const cents = parseAmountInput(context.form.values.valor)!
  const valor = cents === amountToCents(context.amount) ? undefined : centsToAmount(cents)
  return { cardId: context.cardId, mes: context.mes, contaBancariaId: body.contaBancariaId, dataPagamento: context.form.values.dataPagamento.trim(), ...(valor === undefined ? {} : { valor }) }
}

const payForm = modalForm({} as ModalFormTypes<StatementPayContext, StatementPayEvent, StatementPayInput, StatementPayOutput>, {
  validate: (context) => statementPayValidator(context.amount),
  normalize: { valor: normalizeAmountInput },
  saveFailed: statementPayMessages.payFailed,
  // A 409: the server's reason (nothing left to pay, a payment already made).
  conflictDetail: true,
  actors: statementPayActors,
  save: { src: 'payStatement', input: payment, done: (paid) => ({ paid }) },
})

export const statementPayMachine = payForm.setup
  .extend({
    actions: {
      // The preselected account only while it may pay (not archived); never the first one blindly.
      assignAccounts: assign(({ context }, accounts: BankAccount[]) => {
        const active = payingAccounts(accounts)
        const chosen = active.some((account) => account.id === context.accountId) ? String(context.accountId) : ''
        return { accounts: active, form: formState({ ...context.form.values, contaBancariaId: chosen }), error: null }
      }),
      setAccountsFailed: assign({ error: statementPayMessages.accountsFailed }),
    },
  })
  .createMachine({
    id: 'statementPay',
    context: ({ input }) => ({
      cardId: input.cardId,
      mes: input.mes,
      amount: input.amount,
      accountId: input.accountId ?? null,
      accounts: [],
      ...modalFormContext({ contaBancariaId: '', dataPagamento: input.today, valor: amountInputText(amountToCents(input.amount)) }),
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
      ...payForm.states({ saving: 'paying', saved: 'paid' }),
    },
    output: ({ context }) => (context.paid ? { outcome: 'paid', statement: context.paid } : { outcome: 'closed' }),
  })

export type StatementPayMachine = typeof statementPayMachine
