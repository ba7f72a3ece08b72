// Effects of the entry table (SPEC §7 Financial entries, Categories GET): the period's entries with the
// categories (a failed category load is an empty list, SPEC §8), and a delete, answered with
// entries.loaded/failed and entry.deleted/deleteFailed. The CSV download is the view's (it needs the document).
import { deleteEntry, listEntries } from '@/api/entries'
import type { Entry } from '@/api/entries'
import { toApiFailure } from '@/api/errors'
import { categoriesApi } from '@/api/registries'
import type { Category } from '@/api/registries'
import { effect } from './effects'
import type { EntryTableContext, EntryTableEvent } from './entry-table.machine'

type Context = EntryTableContext
type Event = EntryTableEvent

export const entryTableEffects = {
  fetchEntries: effect<Context, Event, { entries: Entry[]; categories: Category[] }, Event>(
    async ({ context }) => {
      // Both at once; the categories only name rows and fill the filter, so their failure is an empty list.
      const categories = categoriesApi()
        .list()
        .catch((): Category[] => [])
      const entries = await listEntries({ dataInicio: context.period.from, dataFim: context.period.to })
      return { entries, categories: await categories }
    },
    ({ entries, categories }) => ({ type: 'entries.loaded', entries, categories }),
    (error) => ({ type: 'entries.failed', error: toApiFailure(error) }),
  ),
  deleteEntry: effect<Context, Event, void, Event>(
    ({ context }) => (context.pendingDelete ? deleteEntry(context.pendingDelete.id) : Promise.reject(new Error('No entry to delete'))),
    () => ({ type: 'entry.deleted' }),
    (error) => ({ type: 'entry.deleteFailed', error: toApiFailure(error) }),
  ),
}
