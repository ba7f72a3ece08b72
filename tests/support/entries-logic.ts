// The entries page's machine (`entryTableMachine`) with its modals' machines over `apiActor()`s: a view test
// programs each answer (`mockResolvedValue`) and reads what each actor was asked (`toHaveBeenCalledWith` its input).
// What the actors send to the API is tested in tests/machines/ (entry-table, entry-form, mark-as-paid).
import { entryFormMachine } from '@machines/finance/entries/entry-form.machine'
import { entryTableMachine } from '@machines/finance/entries/entry-table.machine'
import type { ExportExtras, LoadedEntries } from '@machines/finance/entries/entry-table.actors'
import { markAsPaidMachine } from '@machines/finance/entries/mark-as-paid.machine'
import type { BankAccount } from '@/api/bank-accounts'
import type { Entry, EntryCreateInput, EntryPayment } from '@/api/entries'
import type { Recurrence } from '@/api/recurrences'
import type { BankCard, Category } from '@/api/registries'
import { apiActor } from './api-actors'

/** The page's actors (each pending until programmed) and the logic that runs them. */
export function entriesLogic() {
  const actors = {
    loadAccounts: apiActor<BankAccount[]>(),
    loadCards: apiActor<BankCard[]>(),
    loadEntries: apiActor<LoadedEntries, { from: string; to: string }>(),
    deleteEntry: apiActor<void, { id: number }>(),
    deleteSeries: apiActor<void, { id: number; aPartirDe: string | null }>(),
    loadExportExtras: apiActor<ExportExtras, { from: string; to: string; accounts: BankAccount[] }>(),
    loadCategories: apiActor<Category[]>(),
    saveEntry: apiActor<Entry, { id: number | null; entry: EntryCreateInput }>(),
    saveSeries: apiActor<Recurrence, { recorrenciaId: number; aPartirDe: string | null; entry: EntryCreateInput }>(),
    payEntry: apiActor<Entry, { id: number; payment: EntryPayment }>(),
  }
  const logic = entryTableMachine.provide({
    actors: {
      loadAccounts: actors.loadAccounts.logic,
      loadCards: actors.loadCards.logic,
      loadEntries: actors.loadEntries.logic,
      deleteEntry: actors.deleteEntry.logic,
      deleteSeries: actors.deleteSeries.logic,
      loadExportExtras: actors.loadExportExtras.logic,
      entryForm: entryFormMachine.provide({ actors: { loadCategories: actors.loadCategories.logic, saveEntry: actors.saveEntry.logic, saveSeries: actors.saveSeries.logic } }),
      markAsPaid: markAsPaidMachine.provide({ actors: { payEntry: actors.payEntry.logic } }),
    },
  })
  return { actors, logic }
}
