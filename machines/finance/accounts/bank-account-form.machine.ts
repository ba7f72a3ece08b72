// Bank account form (a modal): create or edit an account — name, type, opening balance (may be negative)
// and opening day — validated by the shared contract; a 400's field errors land on their fields, a 409
// (the name is taken) shows the API's reason. It ends with its outcome, which the accounts page reads.
// The rules: docs/product-rules.md#bank-accounts-and-transfers.
import type { BankAccountInput } from '@/api/bank-accounts'
import { bankAccountCreateSchema, bankAccountTypes } from '@contract/bank-account'
import type { BankAccount } from '@contract/bank-account'
import { amountToCents, centsToAmount } from '@contract/money'
import { signedAmountInputText, normalizeSignedAmountInput, parseSignedAmountInput } from '@/lib/signed-amount'
import { schemaValidator } from '../../form-core'
import { modalForm, modalFormContext, modalFormMessages } from '../../modal-form'
import type { ModalFormContext, ModalFormEvent, ModalFormTypes } from '../../modal-form'
import { bankAccountFormActors } from './bank-account-form.actors'

export const accountFields = ['nome', 'tipo', 'saldoInicial', 'dataSaldoInicial'] as const
export type AccountField = (typeof accountFields)[number]
/** The form's values as its inputs hold them: the balance as typed ('-1.234,5'), the day as 'YYYY-MM-DD'. */
export type AccountValues = Record<AccountField, string>

export const bankAccountFormMessages = modalFormMessages

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

export interface BankAccountFormContext extends ModalFormContext<AccountValues> {
  /** The account being edited; null creates one. */
  account: BankAccount | null
  saved: BankAccount | null
}

export interface BankAccountFormInput {
  account: BankAccount | null
  /** A new account's opening day ('YYYY-MM-DD', today in São Paulo). */
  today: string
}

export type BankAccountFormEvent = ModalFormEvent<AccountValues>

export type BankAccountFormOutput = { outcome: 'saved'; account: BankAccount } | { outcome: 'closed' }

const accountForm = modalForm({} as ModalFormTypes<BankAccountFormContext, BankAccountFormEvent, BankAccountFormInput, BankAccountFormOutput>, {
  validate: () => validateAccount,
  normalize: { saldoInicial: normalizeSignedAmountInput },
  // A 409: the name is taken.
  conflictDetail: true,
  actors: bankAccountFormActors,
  save: {
    src: 'saveAccount',
    input: (context) => ({ accountId: context.account?.id ?? null, account: accountInput(context.form.values, context.account?.arquivada ?? false) }),
    done: (saved) => ({ saved }),
  },
})

export const bankAccountFormMachine = accountForm.setup.createMachine({
  id: 'bankAccountForm',
  context: ({ input }) => ({
    account: input.account,
    ...modalFormContext(input.account ? accountValues(input.account) : emptyAccountValues(input.today)),
    saved: null,
  }),
  initial: 'editing',
  states: accountForm.states(),
  output: ({ context }) => (context.saved ? { outcome: 'saved', account: context.saved } : { outcome: 'closed' }),
})

export type BankAccountFormMachine = typeof bankAccountFormMachine
