// The bank accounts page's actors (src/api/bank-accounts.ts): the accounts with their balances, archive
// or unarchive one (a PATCH with its fields), delete one, and the add/edit modal's machine it invokes.
import { fromPromise } from 'xstate'
import { deleteBankAccount, listBankAccounts, updateBankAccount } from '@/api/bank-accounts'
import type { BankAccount } from '@/api/bank-accounts'
import { amountToCents } from '@/api/schemas/money'
import { bankAccountFormMachine } from './bank-account-form.machine'

export const bankAccountListActors = {
  fetchAccounts: fromPromise<BankAccount[]>(() => listBankAccounts()),
  setArchived: fromPromise<BankAccount, { account: BankAccount; arquivada: boolean }>(({ input: { account, arquivada } }) =>
    updateBankAccount(account.id, { nome: account.nome, tipo: account.tipo, saldoInicialCents: amountToCents(account.saldoInicial), dataSaldoInicial: account.dataSaldoInicial, arquivada }),
  ),
  deleteAccount: fromPromise<void, { id: number }>(({ input }) => deleteBankAccount(input.id)),
  bankAccountForm: bankAccountFormMachine,
}
