import { z } from 'zod'
import { isStorableText } from './common'
import { ENTRY_DESCRIPTION_MAX } from './entry'
import { categoryTypes } from './finance'

// The quick add's description suggestions (GET /v1/api/lancamento/sugestoes, docs/product-rules.md#entries):
// the user's past descriptions, each with what its latest entry had, so picking one fills the rest.

/** At most this many suggestions answer. */
export const ENTRY_SUGGESTIONS_MAX = 8
/** They come from the user's latest this many entries (a bound on the work, whatever the history). */
export const ENTRY_SUGGESTIONS_SCAN = 2000

/** `q`: what the user typed (trimmed; blank: the most used descriptions); longer than a description is 'too_long'. */
export const entrySuggestionQuerySchema = z.object({
  q: z
    .string({ error: 'invalid_type' })
    .trim()
    .max(ENTRY_DESCRIPTION_MAX, { error: 'too_long' })
    .refine(isStorableText, { error: 'invalid_value' })
    .optional()
    .default('')
    .meta({ description: 'The start of the description, or of one of its words (case and accents ignored); blank or absent: any', example: 'far' }),
})
export type EntrySuggestionQuery = z.output<typeof entrySuggestionQuerySchema>

/** A past description and what its latest entry had. */
export const entrySuggestionSchema = z
  .object({
    descricao: z.string(),
    tipoLancamento: z.enum(categoryTypes),
    categoriaId: z.number().int().nullable(),
    contaBancariaId: z.number().int().nullable(),
    cartaoId: z.number().int().nullable(),
    valor: z.number(),
  })
  .meta({ id: 'EntrySuggestion' })
export type EntrySuggestion = z.infer<typeof entrySuggestionSchema>

/**
 * The suggestions: descriptions that start with `q` first, then those with a word that does; within each, the
 * most used first, then the most recent. One per description (case and accents ignored), spelt as last written.
 */
export const entrySuggestionListSchema = z.array(entrySuggestionSchema).max(ENTRY_SUGGESTIONS_MAX).meta({ id: 'EntrySuggestionList' })
