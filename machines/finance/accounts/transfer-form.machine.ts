// Transfer form (a modal): move money from one of the user's accounts to another — from, to (only
// accounts that are not archived), amount > 0, day, optional description — validated by the shared
// contract (the same account twice marks the destination); a 400's field errors land on their fields.
// It ends with its outcome, which the statement page reads. docs/product-rules.md#bank-accounts-and-transfers.
import type { TransferInput } from '@/api/bank-accounts'
import { transferCreateSchema } from '@contract/bank-account'
import type { BankAccount, Transfer } from '@contract/bank-account'
import { centsToAmount, normalizeAmountInput, parseAmountInput } from '@contract/money'
import { schemaValidator } from '../../form-core'
import { modalForm, modalFormContext, modalFormMessages } from '../../modal-form'
import type { ModalFormContext, ModalFormEvent, ModalFormTypes } from '../../modal-form'
import { transferFormActors } from './transfer-form.actors'

export const transferFields = ['contaOrigemId', 'contaDestinoId', 'valor', 'data', 'descricao'] as const
export type TransferField = (typeof transferFields)[number]
/** The inputs' values: account ids as digits ('' = none chosen), the amount as typed, the day 'YYYY-MM-DD'. */
export type TransferValues = Record<TransferField, string>

export const transferFormMessages = modalFormMessages

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

export interface TransferFormContext extends ModalFormContext<TransferValues> {
  /** The accounts to choose from (not archived). */
  accounts: BankAccount[]
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

export type TransferFormEvent = ModalFormEvent<TransferValues>

export type TransferFormOutput = { outcome: 'saved'; transfer: Transfer } | { outcome: 'closed' }

const transferForm = modalForm({} as ModalFormTypes<TransferFormContext, TransferFormEvent, TransferFormInput, TransferFormOutput>, {
  validate: () => validateTransfer,
  normalize: { valor: normalizeAmountInput },
  actors: transferFormActors,
  save: { src: 'saveTransfer', input: (context) => transferInput(context.form.values), done: (saved) => ({ saved }) },
})

export const transferFormMachine = transferForm.setup.createMachine({
  id: 'transferForm',
  context: ({ input }) => {
    const accounts = transferAccounts(input.accounts)
    return { accounts, ...modalFormContext(emptyTransferValues(accounts, input.from, input.today)), saved: null }
  },
  initial: 'editing',
  states: transferForm.states(),
  output: ({ context }) => (context.saved ? { outcome: 'saved', transfer: context.saved } : { outcome: 'closed' }),
})

export type TransferFormMachine = typeof transferFormMachine
