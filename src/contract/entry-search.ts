import { z } from 'zod'
import { idField, isStorableText } from './common'
import { entryListSchema } from './entry'

// The search over every month's entries (docs/product-rules.md#entries): GET /v1/api/lancamento/busca. Shared by
// the API (validation, OpenAPI) and the SPA (the search box checks the same length before asking).

/** Fewer characters than this (trimmed) find too much to be useful: 400 `search_too_short`. */
export const SEARCH_MIN_LENGTH = 2
/** At most this many characters: 400 `search_too_long`. */
export const SEARCH_MAX_LENGTH = 100
/** Entries per page of results. */
export const SEARCH_PAGE_SIZE = 20

/** The search text as the server and the SPA read it: trimmed, runs of white space as one space. */
export const normalizeSearch = (text: string) => text.trim().replace(/\s+/g, ' ')

/** Whether the SPA may send `text` (the server's rule: 2 to 100 characters once normalized). */
export const isSearchable = (text: string) => {
  const length = normalizeSearch(text).length
  return length >= SEARCH_MIN_LENGTH && length <= SEARCH_MAX_LENGTH
}

/** GET /v1/api/lancamento/busca query. */
export const entrySearchQuerySchema = z.object({
  q: z
    .string({ error: (issue) => (issue.input == null ? 'search_too_short' : 'invalid_type') })
    .transform(normalizeSearch)
    .pipe(
      z
        .string()
        .min(SEARCH_MIN_LENGTH, { error: 'search_too_short', abort: true })
        .max(SEARCH_MAX_LENGTH, { error: 'search_too_long', abort: true })
        .refine(isStorableText, { error: 'invalid_value' }),
    )
    .meta({
      description: `What to look for: ${SEARCH_MIN_LENGTH} to ${SEARCH_MAX_LENGTH} characters. Every word must appear (ignoring case and accents) in the entry's description or in the name of its category, bank account or card.`,
      example: 'drogasil',
    }),
  pagina: idField()
    .optional()
    .meta({ description: `The page of results, from 1 (default); ${SEARCH_PAGE_SIZE} entries a page`, example: 1 }),
})
export type EntrySearchQuery = z.output<typeof entrySearchQuerySchema>

/** A page of results: the entries newest first (by date, then id), and whether a next page has any. */
export const entrySearchPageSchema = z
  .object({
    pagina: z.number().int(),
    tamanhoPagina: z.number().int(),
    temMais: z.boolean(),
    lancamentos: entryListSchema,
  })
  .meta({ id: 'EntrySearchPage' })
export type EntrySearchPage = z.infer<typeof entrySearchPageSchema>
