// The recurrence form modal's actors (the categories' GET, POST / PUT /v1/api/recorrencia): the user's
// categories, and the save of a new series or of the edited one from its "apply from" day. Tests provide fakes.
import { fromPromise } from 'xstate'
import { createRecurrence, updateRecurrence } from '@/api/recurrences'
import type { Recurrence, RecurrenceCreateInput, RecurrenceUpdateInput } from '@/api/recurrences'
import { categoriesApi } from '@/api/registries'
import type { Category } from '@/api/registries'

/** A new series (`id` null) or a change of the series `id` (the body then names it and its `aPartirDe`). */
export type RecurrenceSave = { id: null; body: RecurrenceCreateInput } | { id: number; body: RecurrenceUpdateInput }

export const recurrenceFormActors = {
  loadCategories: fromPromise<Category[]>(() => categoriesApi().list()),
  saveRecurrence: fromPromise<Recurrence, RecurrenceSave>(({ input }) => (input.id === null ? createRecurrence(input.body) : updateRecurrence(input.body as RecurrenceUpdateInput))),
}
