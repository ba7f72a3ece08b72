// The entry table's actors (SPEC §7 Financial entries, Categories GET): the period's entries with the
// categories (a failed category load is an empty list, SPEC §8), a delete, and the two modals' machines
// it invokes. The CSV file is the view's (it answers the machine's emitted entries.csv).
import { fromPromise } from 'xstate'
import { deleteEntry, listEntries } from '@/api/entries'
import type { Entry } from '@/api/entries'
import { categoriesApi } from '@/api/registries'
import type { Category } from '@/api/registries'
import { entryFormMachine } from './entry-form.machine'
import { markAsPaidMachine } from './mark-as-paid.machine'

/** A period's entries and the categories that name them. */
export interface LoadedEntries {
  entries: Entry[]
  categories: Category[]
}

export const entryTableActors = {
  loadEntries: fromPromise<LoadedEntries, { from: string; to: string }>(async ({ input }) => {
    // Both at once; the categories only name rows and fill the filter, so their failure is an empty list.
    const categories = categoriesApi()
      .list()
      .catch((): Category[] => [])
    const entries = await listEntries({ dataInicio: input.from, dataFim: input.to })
    return { entries, categories: await categories }
  }),
  deleteEntry: fromPromise<void, { id: number }>(({ input }) => deleteEntry(input.id)),
  entryForm: entryFormMachine,
  markAsPaid: markAsPaidMachine,
}
