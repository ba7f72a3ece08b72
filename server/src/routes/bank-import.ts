import { createRoute, z } from '@hono/zod-openapi'
import {
  csvMappingSchema,
  csvProfileIds,
  importCharsets,
  importConfirmSchema,
  importPreviewSchema,
  importResultSchema,
  importSummaryListSchema,
  importSummarySchema,
} from '@contract/bank-import'
import { MAX_BANK_FILE_BYTES, MAX_BANK_FILE_ROWS } from '@contract/bank-file/index'
import { idField, MAX_SERIAL_ID } from '@contract/common'
import type { AppDeps } from '../deps'
import { ApiError, badRequest, payloadTooLarge, type FieldErrors } from '../http/errors'
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonContent } from '../http/openapi'
import { pathInteger } from '../http/params'
import { caseInsensitive } from '../http/validation'
import type { MessageKey } from '../i18n'

// Bank-statement import (docs/product-rules.md#bank-statement-import): a file in, a preview out; confirm; undo.
// Behind requireUser and scoped to the token's user; the rows a file holds and the rows written count as fair use's writes.

export const BANK_IMPORT_PATH = '/v1/api/importacao'
/** The upload's body limit (app.ts): the file's 5 MiB and the form around it. */
export const BANK_IMPORT_BODY_LIMIT = MAX_BANK_FILE_BYTES + 64 * 1024
/** A confirmation lists at most one decision per row: 10,000 rows of about 120 bytes. */
export const BANK_IMPORT_CONFIRM_BODY_LIMIT = 2 * 1024 * 1024
export const BANK_IMPORT_CONFIRM_PATH = /^\/v1\/api\/importacao\/\d+\/confirmar$/

/** Rows of a file read that count as one write of fair use (a 10,000-row file: 100; a month's statement: 1). */
const PREVIEW_ROWS_PER_WRITE = 100

const idParams = z.object({ id: pathInteger('id', MAX_SERIAL_ID, 1) })

const uploadForm = z.object({
  arquivo: z.unknown().openapi({ type: 'string', format: 'binary', description: `The statement: OFX/QFX or CSV, at most ${MAX_BANK_FILE_BYTES / 1024 / 1024} MiB and ${MAX_BANK_FILE_ROWS.toLocaleString('en')} rows` }),
  contaBancariaId: z.string().optional().openapi({ description: 'The account the file is from (or `cartaoId`)' }),
  cartaoId: z.string().optional().openapi({ description: 'The card (with bill days) the file is from (or `contaBancariaId`)' }),
  charset: z.enum(importCharsets).optional().openapi({ description: 'Read the bytes with this charset instead of the one they show' }),
  perfil: z.enum(csvProfileIds).optional().openapi({ description: 'A CSV layout, instead of the one its header shows' }),
  mapeamento: z.string().optional().openapi({ description: 'JSON `{ data, descricao, valor | credito + debito, formatoData, decimal, inverterSinal?, delimitador? }`: the columns (header text or 0-based position) of a CSV no layout knows' }),
  extrato: z.string().optional().openapi({ description: 'Which statement of a file that holds several (0-based; default the first of the target’s kind)' }),
})

/** One form field as text ('' and absent alike). */
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined)

export function bankImportRoutes(deps: AppDeps) {
  const router = createRouter({ requiredCode: 'fill_required_fields' })
  const imports = deps.services.bankImports
  const middleware: [AppDeps['requireUser']] = [deps.requireUser]
  const tags = ['Bank-statement import']

  const upload = createRoute({
    tags,
    security: bearerSecurity,
    middleware,
    method: 'post',
    path: BANK_IMPORT_PATH,
    summary: 'Read a bank or card statement file into a preview',
    description:
      'Multipart: `arquivo` and exactly one of `contaBancariaId` or `cartaoId` (a card with bill days). OFX 1.x/2.x, QFX, or a CSV of a known layout (Nubank conta and cartão, Inter, Itaú, Bradesco, Banco do Brasil) or read with `mapeamento`. The charset comes from the bytes (a BOM, else UTF-8 when valid, else windows-1252); `charset` overrides it. Nothing is written to entries: the preview (kept 24 h) lists every row with its situation — `nova`, `importada` (its key is already in this account or card), `excluida` (imported once and deleted), `possivelDuplicata` (an entry of the same amount at most 3 days away), `ignorada` (balance, scheduled, zero or unreadable rows, with `motivo`), `transferencia` (another account’s leg of a transfer, or a card bill’s payment) — and its default action. A file that cannot be read is 400 `import_unreadable` with `linha`; over 5 MiB 413; over 10,000 rows 400 `import_too_many_rows`.',
    request: { body: { content: { 'multipart/form-data': { schema: uploadForm } }, required: true } },
    responses: { 201: jsonContent(importPreviewSchema, 'The preview'), ...errorResponses(400, 401, 413, 415, 429) },
  })
  router.openapi(upload, async (c) => {
    const contentType = c.req.header('content-type') ?? ''
    if (!/^multipart\/form-data\b/i.test(contentType)) throw new ApiError(415, 'unsupported_media_type')
    const form = await c.req.parseBody().catch(() => {
      throw badRequest('malformed_body')
    })
    const errors: FieldErrors = {}
    const file = form.arquivo
    if (!(file instanceof Blob)) errors.arquivo = 'import_file_required'
    const idOf = (field: 'contaBancariaId' | 'cartaoId') => {
      const value = text(form[field])
      if (value === undefined) return undefined
      const parsed = idField().safeParse(value)
      if (!parsed.success) errors[field] = (parsed.error.issues[0]?.message ?? 'invalid_value') as MessageKey
      return parsed.success ? parsed.data : undefined
    }
    const contaBancariaId = idOf('contaBancariaId')
    const cartaoId = idOf('cartaoId')
    const charset = text(form.charset)
    if (charset !== undefined && !(importCharsets as readonly string[]).includes(charset.toLowerCase())) errors.charset = 'invalid_value'
    const perfil = text(form.perfil)
    if (perfil !== undefined && !(csvProfileIds as readonly string[]).includes(perfil)) errors.perfil = 'invalid_value'
    const extratoText = text(form.extrato)
    const extrato = extratoText === undefined ? undefined : /^\d{1,3}$/.test(extratoText) ? Number(extratoText) : Number.NaN
    if (Number.isNaN(extrato)) errors.extrato = 'invalid_value'
    let mapeamento: z.infer<typeof csvMappingSchema> | undefined
    const mappingText = text(form.mapeamento)
    if (mappingText !== undefined) {
      let parsedJson: unknown
      try {
        parsedJson = JSON.parse(mappingText)
      } catch {
        errors.mapeamento = 'import_mapping_column'
      }
      if (parsedJson !== undefined) {
        const parsed = csvMappingSchema.safeParse(parsedJson)
        if (parsed.success) mapeamento = parsed.data
        else errors.mapeamento = 'import_mapping_column'
      }
    }
    if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0]!, errors)
    const blob = file as File
    if (blob.size > MAX_BANK_FILE_BYTES) throw payloadTooLarge()
    const preview = await imports.preview(c.var.user.id, {
      bytes: new Uint8Array(await blob.arrayBuffer()),
      nomeArquivo: typeof blob.name === 'string' ? blob.name.replace(/^.*[\\/]/, '') : '',
      contaBancariaId,
      cartaoId,
      charset: charset?.toLowerCase(),
      perfil: perfil as (typeof csvProfileIds)[number] | undefined,
      mapeamento,
      extrato,
    })
    // Reading counts as work: a write per PREVIEW_ROWS_PER_WRITE rows read (the call itself was one).
    const weight = Math.ceil(preview.linhas.length / PREVIEW_ROWS_PER_WRITE)
    if (weight > 1) await deps.fairUse.charge(c.var.user.id, weight - 1)
    return c.json(preview, 201)
  })

  const list = createRoute({
    tags,
    security: bearerSecurity,
    middleware,
    method: 'get',
    path: BANK_IMPORT_PATH,
    summary: "The user's imports",
    description: 'Newest first: previews not yet expired, confirmed imports (undoable until `expiraEm`) and undone ones, each with its account or card, the file’s own account (`contaArquivo`) and the CSV reading it used (`mapeamento`), so a client can preselect both for the next file.',
    responses: { 200: jsonContent(importSummaryListSchema, 'The imports'), ...errorResponses(401) },
  })
  router.openapi(list, async (c) => c.json(await imports.list(c.var.user.id), 200))

  const get = createRoute({
    tags,
    security: bearerSecurity,
    middleware,
    method: 'get',
    path: `${BANK_IMPORT_PATH}/{id}`,
    summary: 'An import’s preview',
    description: '410 `import_expired` for a preview past its 24 hours; 404 when not the user’s.',
    request: { params: idParams },
    responses: { 200: jsonContent(importPreviewSchema, 'The preview'), ...errorResponses(400, 401, 404), 410: jsonContent(z.object({ message: z.string() }), 'The preview expired') },
  })
  router.openapi(get, async (c) => c.json(await imports.get(c.var.user.id, c.req.valid('param').id), 200))

  const confirm = createRoute({
    tags,
    security: bearerSecurity,
    middleware,
    method: 'post',
    path: `${BANK_IMPORT_PATH}/{id}/confirmar`,
    summary: 'Write a preview’s rows',
    description:
      '`linhas` lists the rows the user decided on (`importar`, `vincular` — to the entry, transfer or bill the row matched — or `ignorar`, with an optional `categoriaId` of the row’s type and `descricao`); the others take their default action. All in one transaction, as a few set-based writes: account rows become settled entries on their day; card rows become items of the bill their day falls in; linking settles the matched entry at the bank’s day and amount; another account’s leg becomes a transfer; a bill payment row pays that bill. A row whose key was written since is skipped. 409 `import_already_confirmed` the second time; 410 `import_expired` past 24 hours.',
    request: { params: idParams, body: jsonBody(caseInsensitive(importConfirmSchema)) },
    responses: { 200: jsonContent(importResultSchema, 'What was written'), ...errorResponses(400, 401, 404, 409, 413, 415, 429), 410: jsonContent(z.object({ message: z.string() }), 'The preview expired') },
  })
  router.openapi(confirm, async (c) => {
    const { result, written } = await imports.confirm(c.var.user.id, c.req.valid('param').id, c.req.valid('json'))
    // The rows an import stores count against the writes of the minute (the call itself already did once).
    if (written > 1) await deps.fairUse.charge(c.var.user.id, written - 1)
    return c.json(result, 200)
  })

  const undo = createRoute({
    tags,
    security: bearerSecurity,
    middleware,
    method: 'delete',
    path: `${BANK_IMPORT_PATH}/{id}`,
    summary: 'Undo a confirmed import',
    description: 'Within 30 days of its confirmation: removes the entries and transfers it wrote, undoes the bill payments it made, and returns the entries it linked to their state before. 409 `import_changed_since` when one of them was edited or paid since, `import_undo_expired` after 30 days, `import_not_confirmed` for a preview or an import already undone.',
    request: { params: idParams },
    responses: { 200: jsonContent(importSummarySchema, 'The undone import'), ...errorResponses(400, 401, 404, 409) },
  })
  router.openapi(undo, async (c) => c.json(await imports.undo(c.var.user.id, c.req.valid('param').id), 200))

  return router
}
