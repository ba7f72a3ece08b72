// The quick add's description suggestions (src/contract/entry-suggestion.ts), parsed with the shared schema.
import { api } from './client'
import type { ApiClient } from './client'
import { entrySuggestionListSchema } from '../contract/entry-suggestion'
import type { EntrySuggestion } from '../contract/entry-suggestion'

export type { EntrySuggestion }

/** GET /v1/api/lancamento/sugestoes?q=: past descriptions starting with `q` (or with a word that does), best first. */
export function listEntrySuggestions(q: string, client: ApiClient = api): Promise<EntrySuggestion[]> {
  return client.request('/v1/api/lancamento/sugestoes', entrySuggestionListSchema, { query: { q } })
}
