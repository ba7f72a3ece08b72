import { createRoute, z } from '@hono/zod-openapi'
import { MAX_SERIAL_ID } from '@contract/book'
import { CARD_UPLOAD_MAX_FILES } from '@contract/card-collection'
import type { CardUploadProblemKey } from '@contract/messages'
import {
  cardFilterQuerySchema,
  cardListSchema,
  cardSummaryListSchema,
  cardSummarySchema,
  cardUploadResultSchema,
} from '@contract/pokemon'
import type { AppDeps } from '../deps'
import { ApiError, badRequest } from '../http/errors'
import type { FieldErrors } from '../http/errors'
import { bearerSecurity, createRouter, errorResponses, jsonContent } from '../http/openapi'
import { pathInteger } from '../http/params'
import { caseInsensitive } from '../http/validation'
import { languageFromHeader, translate } from '../i18n'
import type { RejectedFile, UploadedFile } from '../services/pokemon'

// Card collection endpoints (docs/product-rules.md#card-collection, upload limits in
// docs/product-rules.md#limits): everything is Admin only — 401 without a valid token, 403 for any other role.

// RouteParameter types only accept a ZodObject; the preprocess wrapper parses to the same output and
// @hono/zod-openapi documents the object inside it.
const filterQuery = caseInsensitive(cardFilterQuerySchema) as unknown as typeof cardFilterQuerySchema

const idParams = z.object({ id: pathInteger('id', MAX_SERIAL_ID, 1) })

/** `files` repeated: Hono gives one value, or an array of them when the field repeats. */
const uploadForm = z.object({
  files: z
    .unknown()
    .optional()
    .openapi({
      type: 'array',
      items: { type: 'string', format: 'binary' },
      description: `1 to ${CARD_UPLOAD_MAX_FILES} PNG files of up to 2 MiB, each named set_version_number_name_rarity_type_hp_stage_booster.png (nine parts separated by _, in our convention or the original site's)`,
    }),
})

const imageQuery = z.object({
  v: z.string().optional().openapi({ description: 'The version in `imagemUrl`: when it is current, the answer may be cached for a year' }),
})

/** A year: the URL changes with the image (`?v=`), so a cached copy never goes stale. */
const LONG_CACHE = 'private, max-age=31536000, immutable'

/** The last segment of a path, for clients that send `C:\fakepath\name.png`. */
const baseName = (name: string) => name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1)

const NOT_PNG: ReadonlySet<CardUploadProblemKey> = new Set(['file_not_png', 'file_png_invalid'])

/**
 * When no file was saved: 415 if none was a valid PNG, 413 if all were over 2 MiB (or all over
 * 4096 × 4096 pixels), else 400. `errors` maps each file name to its reason either way.
 */
function nothingSaved(rejected: readonly RejectedFile[]): ApiError {
  const errors: FieldErrors = Object.fromEntries(rejected.map((file) => [file.fileName, file.reason]))
  if (rejected.every((file) => NOT_PNG.has(file.reason))) return new ApiError(415, 'no_png_files', { errors })
  for (const reason of ['file_too_large', 'file_image_too_large'] as const) {
    if (rejected.every((file) => file.reason === reason)) return new ApiError(413, reason, { errors })
  }
  return new ApiError(400, 'no_card_saved', { errors })
}

export function pokemonRoutes(deps: AppDeps) {
  const router = createRouter()
  const cards = deps.services.pokemonCards
  const middleware: [AppDeps['requireAdmin']] = [deps.requireAdmin]
  const adminOnly = { tags: ['Cards'], security: bearerSecurity, middleware }

  const summaries = createRoute({
    ...adminOnly,
    method: 'get',
    path: '/v1/api/pokemon/obtertodossemimagem',
    summary: 'Every card without its image (Admin)',
    description: 'By id. `imagemUrl` loads the image on its own (GET /v1/api/pokemon/{id}/imagem).',
    responses: {
      200: jsonContent(cardSummaryListSchema, 'Every card, by id'),
      ...errorResponses(401, 403),
    },
  })
  router.openapi(summaries, async (c) => c.json(await cards.summaries(), 200))

  const filter = createRoute({
    ...adminOnly,
    method: 'get',
    path: '/v1/api/pokemon/filtrarporcriterios',
    summary: 'Cards with their images as base64, sorted (Admin)',
    description:
      'Every card unless `versao` names a version number. `version` (which the spec\'s client always sends as 1) is ignored, as the original server did. Query keys and the values of `sortField` and `sortDirection` are matched ignoring case; anything else is 400.',
    request: { query: filterQuery },
    responses: {
      200: jsonContent(cardListSchema, 'Every card, or those of `versao`'),
      ...errorResponses(400, 401, 403),
    },
  })
  router.openapi(filter, async (c) => c.json(await cards.filter(c.req.valid('query')), 200))

  for (const [action, situacao, summary] of [
    ['inativar', 'I', 'Inactivate a card (Admin)'],
    ['ativar', 'A', 'Activate a card (Admin)'],
  ] as const) {
    const route = createRoute({
      ...adminOnly,
      method: 'patch',
      path: `/v1/api/pokemon/${action}/{id}`,
      summary,
      request: { params: idParams },
      responses: {
        200: jsonContent(cardSummarySchema, 'The card with its new status'),
        ...errorResponses(400, 401, 403, 404),
      },
    })
    router.openapi(route, async (c) => c.json(await cards.setSituation(c.req.valid('param').id, situacao), 200))
  }

  const image = createRoute({
    ...adminOnly,
    method: 'get',
    path: '/v1/api/pokemon/{id}/imagem',
    summary: "A card's image as PNG (Admin)",
    description:
      'With an ETag (`If-None-Match` answers 304). With the current `v` of `imagemUrl` the answer may be cached for a year; without it, it must be revalidated.',
    request: { params: idParams, query: imageQuery },
    responses: {
      200: { content: { 'image/png': { schema: z.string().openapi({ format: 'binary' }) } }, description: 'The PNG' },
      304: { description: 'The cached copy (same ETag) is current' },
      ...errorResponses(400, 401, 403, 404),
    },
  })
  router.openapi(image, async (c) => {
    const { id } = c.req.valid('param')
    const { bytes, version } = await cards.image(id)
    const etag = `"${id}-${version}"`
    c.header('ETag', etag)
    c.header('Cache-Control', c.req.valid('query').v === version ? LONG_CACHE : 'private, no-cache')
    const cached = (c.req.header('if-none-match') ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''))
    if (cached.includes(etag) || cached.includes('*')) return c.body(null, 304)
    c.header('Content-Type', 'image/png')
    return c.body(new Uint8Array(bytes), 200)
  })

  const upload = createRoute({
    ...adminOnly,
    method: 'post',
    path: '/v1/api/pokemon/salvarimagenspokemon',
    summary: 'Upload card images (Admin)',
    description:
      'Multipart with a repeated `files` field: up to 50 files of up to 2 MiB. Each file must be a well-formed PNG (signature, ' +
      'every chunk complete with a correct CRC, IHDR first, IEND last) of at most 4096 × 4096 pixels, named ' +
      '`version_versionNumber_cardNumber_cardName_rarity_typeOrSupport_hp|Null_stageOrTrainer_booster.png`. The files that fit are saved ' +
      'in one transaction (the same set and card number replaces the image and keeps the status; new cards are active); the others are ' +
      'listed with their reason. When none fits the answer is an error whose `errors` map each file name to its reason.',
    request: { body: { content: { 'multipart/form-data': { schema: uploadForm } }, required: true } },
    responses: {
      200: jsonContent(cardUploadResultSchema, 'What was saved and what was rejected, with reasons'),
      ...errorResponses(400, 401, 403, 413, 415),
    },
  })
  router.openapi(upload, async (c) => {
    const { files: field } = c.req.valid('form')
    const values = field === undefined ? [] : Array.isArray(field) ? field : [field]
    if (values.length === 0) throw badRequest('files_required', { files: 'files_required' })
    if (values.length > CARD_UPLOAD_MAX_FILES) throw new ApiError(413, 'too_many_files')
    if (!values.every((value): value is File => value instanceof Blob)) throw badRequest('file_invalid', { files: 'file_invalid' })
    const files: UploadedFile[] = await Promise.all(
      values.map(async (file) => ({ fileName: baseName(file.name ?? ''), bytes: new Uint8Array(await file.arrayBuffer()) })),
    )
    const outcome = await cards.save(files)
    if (outcome.saved.length === 0) throw nothingSaved(outcome.rejected)
    const language = languageFromHeader(c.req.header('accept-language'))
    const rejected = outcome.rejected.map((file) => ({ ...file, message: translate(file.reason, language) }))
    return c.json({ saved: outcome.saved, rejected }, 200)
  })

  return router
}
