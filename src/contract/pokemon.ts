import { z } from 'zod'
import { CARD_SITUATIONS } from './card-collection'
import { cardUploadProblemKeys } from './messages'

// Card collection contract (docs/product-rules.md#card-collection). Shared by the API (query validation,
// OpenAPI) and the SPA (response parsing).

/** `filtrarporcriterios` sorts by one of these; raridade sorts by rarity level, not text. */
export const CARD_SORT_FIELDS = ['id', 'nomePokemon', 'raridade'] as const
export type CardSortField = (typeof CARD_SORT_FIELDS)[number]
export const SORT_DIRECTIONS = ['asc', 'desc'] as const
export type SortDirection = (typeof SORT_DIRECTIONS)[number]

/** The entry of `list` equal to a query value ignoring case (`nomepokemon`, `DESC`). */
const oneOfIgnoringCase = <T extends string>(list: readonly T[]) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (list.find((entry) => entry.toLowerCase() === value.trim().toLowerCase()) ?? value) : value),
    z.enum(list as unknown as [T, ...T[]], { error: 'invalid_value' }),
  )

/** GET /v1/api/pokemon/filtrarporcriterios query (the API wraps it in `caseInsensitive`). */
export const cardFilterQuerySchema = z
  .object({
    // The original client always sends version=1 whatever the page shows, and the original server ignored it (its
    // parameter was `versao`): filtering by it would hide every other set.
    version: z.string().optional().meta({ description: 'Accepted and ignored, as the original server did (the original client always sends 1)', example: '1' }),
    versao: z.coerce
      .number({ error: 'invalid_value' })
      .int({ error: 'invalid_value' })
      .min(1, { error: 'invalid_value' })
      .max(999_999_999, { error: 'invalid_value' })
      .optional()
      .meta({ description: 'A version number (a set position 1–6 for names read from set codes) to keep; every card when absent', example: 2 }),
    sortField: oneOfIgnoringCase(CARD_SORT_FIELDS).optional().default('id').meta({ description: '`id`, `nomePokemon` or `raridade` (by level)' }),
    sortDirection: oneOfIgnoringCase(SORT_DIRECTIONS).optional().default('asc').meta({ description: '`asc` or `desc`' }),
  })
  .meta({ id: 'CardFilterQuery' })
export type CardFilterQuery = z.output<typeof cardFilterQuerySchema>

/** A active or I inactive; A when missing. */
const situacaoField = z.enum(CARD_SITUATIONS).optional().default('A')

/** A card without its image bytes (`obtertodossemimagem`, activate, inactivate). */
export const cardSummarySchema = z
  .object({
    id: z.number().int(),
    nomePokemon: z.string(),
    situacao: situacaoField,
    nomeVersao: z.string(),
    numeroVersao: z.number().int(),
    numeroCarta: z.string(),
    raridade: z.string(),
    tipo: z.string(),
    hp: z.number().int().nullable(),
    estagio: z.string(),
    booster: z.string(),
    /** GET /v1/api/pokemon/{id}/imagem with a version, so a replaced image gets a new URL (long cache). */
    imagemUrl: z.string(),
  })
  .meta({ id: 'CardSummary' })
export type CardSummary = z.output<typeof cardSummarySchema>

export const cardSummaryListSchema = z.array(cardSummarySchema).meta({ id: 'CardSummaryList' })

/** A card with its PNG as base64 (`filtrarporcriterios`). */
export const cardSchema = cardSummarySchema.extend({ imagem: z.string().meta({ description: 'The PNG, base64' }) }).meta({ id: 'Card' })
export type Card = z.output<typeof cardSchema>

export const cardListSchema = z.array(cardSchema).meta({ id: 'CardList' })

const problemField = z.enum(cardUploadProblemKeys)

/** The answer of POST /v1/api/pokemon/salvarimagenspokemon when at least one file was saved. */
export const cardUploadResultSchema = z
  .object({
    saved: z.array(
      z.object({
        fileName: z.string(),
        id: z.number().int(),
        nomePokemon: z.string(),
        nomeVersao: z.string(),
        numeroCarta: z.string(),
        /** true when the same set and card number existed and its image was replaced. */
        replaced: z.boolean(),
      }),
    ),
    rejected: z.array(
      z.object({
        fileName: z.string(),
        /** What is wrong: a part of the name (`file_name_rarity`…) or the content (`file_not_png`…). */
        reason: problemField,
        /** The reason in the request's language. */
        message: z.string(),
      }),
    ),
  })
  .meta({ id: 'CardUploadResult' })
export type CardUploadResult = z.output<typeof cardUploadResultSchema>
