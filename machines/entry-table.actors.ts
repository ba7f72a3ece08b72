// Effects of the entry table (SPEC §7 Financial entries, Categories GET): the period's entries, the
// categories, and a delete, answered with entries.loaded/failed, categories.loaded/failed and
// entry.deleted/deleteFailed. The CSV download is the view's (it needs the document).
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
  fetchEntries: effect<Context, Event, Entry[], Event>(
    ({ context }) => listEntries({ dataInicio: context.period.from, dataFim: context.period.to }),
    (entries) => ({ type: 'entries.loaded', entries }),
    (error) => ({ type: 'entries.failed', error: toApiFailure(error) }),
  ),
  fetchCategories: effect<Context, Event, Category[], Event>(
    () => categoriesApi().list(),
    (categories) => ({ type: 'categories.loaded', categories }),
    (error) => ({ type: 'categories.failed', error: toApiFailure(error) }),
  ),
  deleteEntry: effect<Context, Event, void, Event>(
    ({ context }) => (context.pendingDelete ? deleteEntry(context.pendingDelete.id) : Promise.reject(new Error('No entry to delete'))),
    () => ({ type: 'entry.deleted' }),
    (error) => ({ type: 'entry.deleteFailed', error: toApiFailure(error) }),
  ),
}
