// The entry table's actors (src/api/entries.ts, the categories' and the bank accounts' GETs): the user's
// accounts, the period's entries with the categories (a failed category load is an empty list), a delete, and the two modals' machines
// it invokes. The CSV file is the view's (it answers the machine's emitted entries.csv).
import { fromPromise } from 'xstate'
import { fetchStatement, listBankAccounts, listTransfers } from '@/api/bank-accounts'
import type { BankAccount, Movement, Transfer } from '@/api/bank-accounts'
import { deleteEntry, listEntries, listOverdue } from '@/api/entries'
import type { Entry, OverdueSummary } from '@/api/entries'
import { deleteRecurrence } from '@/api/recurrences'
import { bankCardsApi, categoriesApi } from '@/api/registries'
import type { BankCard, Category } from '@/api/registries'
import { entryFormMachine } from './entry-form.machine'
import { markAsPaidMachine } from './mark-as-paid.machine'

/** A period's entries, the categories that name them, and the overdue entries of every month. */
export interface LoadedEntries {
  entries: Entry[]
  categories: Category[]
  overdue: OverdueSummary | null
}

/** A statement payment that left one of the user's accounts in the period (from that account's statement). */
export interface ExportedStatementPayment {
  contaBancariaId: number
  movement: Movement
}

/** What the CSV adds when asked to: the period's transfers and statement payments. */
export interface ExportExtras {
  transfers: Transfer[]
  payments: ExportedStatementPayment[]
}

export const entryTableActors = {
  /**
   * The period's transfers (GET /v1/api/transferencia) and statement payments: every account's statement of the
   * period lists the payments that left it (tipo 'fatura'), at their exact dates, one call per account.
   */
  loadExportExtras: fromPromise<ExportExtras, { from: string; to: string; accounts: BankAccount[] }>(async ({ input }) => {
    const period = { dataInicio: input.from, dataFim: input.to }
    const statements = Promise.all(
      input.accounts.map(async (account) =>
        (await fetchStatement(account.id, period)).movimentos.filter((movement) => movement.tipo === 'fatura').map((movement) => ({ contaBancariaId: account.id, movement })),
      ),
    )
    const transfers = await listTransfers(period)
    return { transfers, payments: (await statements).flat().sort((a, b) => a.movement.data.localeCompare(b.movement.data)) }
  }),
  /** Every account of the user, archived ones too (an entry may name one). */
  loadAccounts: fromPromise<BankAccount[]>(() => listBankAccounts()),
  /** The user's cards (an entry may be a card item of one with statements). */
  loadCards: fromPromise<BankCard[]>(() => bankCardsApi().list()),
  loadEntries: fromPromise<LoadedEntries, { from: string; to: string }>(async ({ input }) => {
    // Both at once; the categories only name rows and fill the filter, so their failure is an empty list.
    // The overdue summary is a banner: its failure only hides it.
    const categories = categoriesApi()
      .list()
      .catch((): Category[] => [])
    const overdue = Promise.resolve()
      .then(() => listOverdue())
      .catch(() => null)
    const entries = await listEntries({ dataInicio: input.from, dataFim: input.to })
    return { entries, categories: await categories, overdue: await overdue }
  }),
  deleteEntry: fromPromise<void, { id: number }>(({ input }) => deleteEntry(input.id)),
  /** An occurrence's series ended from its date (`aPartirDe`), or deleted with all its unpaid occurrences (null). */
  deleteSeries: fromPromise<void, { id: number; aPartirDe: string | null }>(({ input }) => deleteRecurrence(input.id, input.aPartirDe ?? undefined)),
  entryForm: entryFormMachine,
  markAsPaid: markAsPaidMachine,
}
