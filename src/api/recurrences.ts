// Typed calls of the recurring series (src/contract/recurrence.ts; docs/product-rules.md#recurring-entries), as
// server/src/routes/recurrences.ts serves them. Every answer is parsed with the shared zod schemas.
import { api } from './client'
import type { ApiClient } from './client'
import { recurrenceListSchema, recurrenceSchema } from '../contract/recurrence'
import type { Recurrence, RecurrenceCreateInput, RecurrenceUpdateInput } from '../contract/recurrence'

export type { Recurrence, RecurrenceCreateInput, RecurrenceUpdateInput }

const RECURRENCES = '/v1/api/recorrencia'

/** GET /v1/api/recorrencia: the user's series by description, each with its next occurrence. */
export function listRecurrences(client: ApiClient = api): Promise<Recurrence[]> {
  return client.request(RECURRENCES, recurrenceListSchema)
}

/** POST /v1/api/recorrencia: a new series; its occurrences (entries) are created at once. */
export function createRecurrence(body: RecurrenceCreateInput, client: ApiClient = api): Promise<Recurrence> {
  return client.request(RECURRENCES, recurrenceSchema, { method: 'POST', body })
}

/** PUT /v1/api/recorrencia: changes a series from `aPartirDe` (default today): its unpaid, unedited occurrences from then are made again. */
export function updateRecurrence(body: RecurrenceUpdateInput, client: ApiClient = api): Promise<Recurrence> {
  return client.request(RECURRENCES, recurrenceSchema, { method: 'PUT', body })
}

/** DELETE /v1/api/recorrencia/{id}?aPartirDe: ends the series at that day (its unpaid occurrences from then go), or deletes it with all its unpaid occurrences. */
export function deleteRecurrence(id: number, aPartirDe?: string, client: ApiClient = api): Promise<void> {
  return client.send(`${RECURRENCES}/${id}`, { method: 'DELETE', ...(aPartirDe ? { query: { aPartirDe } } : {}) })
}
