// Effects of the entry form modal (SPEC §7 Categories GET, Financial entries POST/PATCH): the categories
// and the save, answered with categories.loaded/failed and entry.saved/saveFailed.
import { createEntry, updateEntry } from '@/api/entries'
import type { Entry } from '@/api/entries'
import { toApiFailure } from '@/api/errors'
import { categoriesApi } from '@/api/registries'
import type { Category } from '@/api/registries'
import { effect } from './effects'
import { toEntryInput } from './entry-form.machine'
import type { EntryFormContext, EntryFormEvent } from './entry-form.machine'

type Context = EntryFormContext
type Event = EntryFormEvent

export const entryFormEffects = {
  fetchCategories: effect<Context, Event, Category[], Event>(
    () => categoriesApi().list(),
    (categories) => ({ type: 'categories.loaded', categories }),
    (error) => ({ type: 'categories.failed', error: toApiFailure(error) }),
  ),
  saveEntry: effect<Context, Event, Entry, Event>(
    ({ context }) => {
      const input = toEntryInput(context.form.values, context.original)
      return context.original ? updateEntry(context.original.id, input) : createEntry(input)
    },
    (entry) => ({ type: 'entry.saved', entry }),
    (error) => ({ type: 'entry.saveFailed', error: toApiFailure(error) }),
  ),
}
