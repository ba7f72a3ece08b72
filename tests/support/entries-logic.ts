// The entries page's machine (`entryTableMachine`) with its modals' machines over test actors: a view test
// programs each answer (`mockResolvedValue`) and reads what each actor was asked (`toHaveBeenCalledWith` its input).
// What the actors send to the API is tested in tests/machines/ (entry-table, entry-form, mark-as-paid).
import type { PromiseActorLogic } from 'xstate'
import { entryFormMachine } from '@machines/finance/entries/entry-form.machine'
import type { SeriesEdit } from '@machines/finance/entries/entry-form.machine'
import { entryTableMachine } from '@machines/finance/entries/entry-table.machine'
import type { ExportExtras, LoadedEntries } from '@machines/finance/entries/entry-table.actors'
import { markAsPaidMachine } from '@machines/finance/entries/mark-as-paid.machine'
import type { BankAccount } from '@/api/bank-accounts'
import type { Entry, EntryCreateInput, EntryPayment } from '@/api/entries'
import type { Recurrence } from '@/api/recurrences'
import type { BankCard, Category } from '@/api/registries'
import { apiActor } from './api-actors'

/** The answer and input of each actor the entries page runs: its own and its two modals'. */
interface EntryTableActorTypes {
  loadAccounts: [BankAccount[], unknown]
  loadCards: [BankCard[], unknown]
  loadEntries: [LoadedEntries, { from: string; to: string }]
  deleteEntry: [void, { id: number }]
  deleteSeries: [void, { id: number; aPartirDe: string | null }]
  loadExportExtras: [ExportExtras, { from: string; to: string; accounts: BankAccount[] }]
  loadCategories: [Category[], unknown]
  saveEntry: [Entry, { id: number | null; entry: EntryCreateInput }]
  saveSeries: [Recurrence, SeriesEdit & { entry: EntryCreateInput }]
  payEntry: [Entry, { id: number; payment: EntryPayment }]
}

/** Test actors by name (a held actor, an `apiActor`…): each brings the logic the page runs for that name. */
export type EntryTableTestActors = {
  [K in keyof EntryTableActorTypes]?: { logic: PromiseActorLogic<EntryTableActorTypes[K][0], EntryTableActorTypes[K][1]> }
}

/** Only the names a test gave: `provide` would otherwise replace a machine's own actor with undefined. */
function given<T extends object>(logics: T) {
  return Object.fromEntries(Object.entries(logics).filter(([, logic]) => logic !== undefined)) as { [K in keyof T]-?: NonNullable<T[K]> }
}

/**
 * The entries page's machine running `actors` in place of its own and its modals' (entry form, mark as paid);
 * a name left out keeps the machine's own actor.
 */
export function provideEntryTable(actors: EntryTableTestActors) {
  const logic = <K extends keyof EntryTableActorTypes>(name: K) => actors[name]?.logic
  return entryTableMachine.provide({
    actors: {
      ...given({
        loadAccounts: logic('loadAccounts'),
        loadCards: logic('loadCards'),
        loadEntries: logic('loadEntries'),
        deleteEntry: logic('deleteEntry'),
        deleteSeries: logic('deleteSeries'),
        loadExportExtras: logic('loadExportExtras'),
      }),
      entryForm: entryFormMachine.provide({ actors: given({ loadCategories: logic('loadCategories'), saveEntry: logic('saveEntry'), saveSeries: logic('saveSeries') }) }),
      markAsPaid: markAsPaidMachine.provide({ actors: given({ payEntry: logic('payEntry') }) }),
    },
  })
}

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
    saveSeries: apiActor<Recurrence, SeriesEdit & { entry: EntryCreateInput }>(),
    payEntry: apiActor<Entry, { id: number; payment: EntryPayment }>(),
  }
  return { actors, logic: provideEntryTable(actors) }
}
