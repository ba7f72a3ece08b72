// The bank accounts page's actors (src/api/bank-accounts.ts): the accounts with their balances and the
// total forecast (the projection's balance on the month's last day, GET /v1/api/financas/projecao), archive
// or unarchive one (a PATCH with its fields), delete one, and the add/edit modal's machine it invokes.
import { fromPromise } from 'xstate'
import { deleteBankAccount, listBankAccounts, updateBankAccount } from '@/api/bank-accounts'
import type { BankAccount } from '@/api/bank-accounts'
import { amountToCents } from '@contract/money'
import { getProjection } from '@/api/planning'
import { monthBounds, monthOf } from '@/lib/month'
import { bankAccountFormMachine } from './bank-account-form.machine'
import type { Projection } from '@contract/planning'

/**
 * The balance of every account at the end of the projection's last day: its last day's balance, else (nothing
 * moves until then) the current one. The accounts page asks up to the month's last day: its total forecast is
 * the projection's figure by construction (docs/product-rules.md#budgets-and-projection).
 */
export function projectedBalance(projection: Pick<Projection, 'saldoAtual' | 'dias'>): number {
  return projection.dias.at(-1)?.saldo ?? projection.saldoAtual
}

/** What the page loads: the accounts, and the total forecast for the month's end (null when it could not be loaded). */
export interface LoadedAccounts {
  accounts: BankAccount[]
  forecast: number | null
}

export const bankAccountListActors = {
  /** Both at once; the forecast is one figure of the page, so its failure only leaves it out. */
  fetchAccounts: fromPromise<LoadedAccounts>(async () => {
    const forecast = Promise.resolve()
      .then(() => getProjection(monthBounds(monthOf(new Date())).to))
      .then(projectedBalance)
      .catch(() => null)
    const accounts = await listBankAccounts()
    return { accounts, forecast: await forecast }
  }),
  setArchived: fromPromise<BankAccount, { account: BankAccount; arquivada: boolean }>(({ input: { account, arquivada } }) =>
    updateBankAccount(account.id, { nome: account.nome, tipo: account.tipo, saldoInicialCents: amountToCents(account.saldoInicial), dataSaldoInicial: account.dataSaldoInicial, arquivada }),
  ),
  deleteAccount: fromPromise<void, { id: number }>(({ input }) => deleteBankAccount(input.id)),
  bankAccountForm: bankAccountFormMachine,
}
