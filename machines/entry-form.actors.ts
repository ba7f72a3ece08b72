// The entry form modal's actors (the categories' GET, the entries' POST/PATCH): the user's
// categories, and the save of a new entry (POST) or of an edited one (PATCH). Tests provide fakes.
import { fromPromise } from 'xstate'
import { createEntry, updateEntry } from '@/api/entries'
import type { Entry, EntryInput } from '@/api/entries'
import { categoriesApi } from '@/api/registries'
import type { Category } from '@/api/registries'

export const entryFormActors = {
  loadCategories: fromPromise<Category[]>(() => categoriesApi().list()),
  /** `id` null: a new entry. */
  saveEntry: fromPromise<Entry, { id: number | null; entry: EntryInput }>(({ input }) => (input.id === null ? createEntry(input.entry) : updateEntry(input.id, input.entry))),
}
