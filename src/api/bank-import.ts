// Typed calls of the bank-statement import (src/contract/bank-import.ts, docs/product-rules.md#bank-statement-import):
// send a file for a preview (multipart), read a preview again, confirm it with the rows the user changed,
// list the user's imports and undo a confirmed one. Every answer is parsed with the shared zod schemas.
import { api } from './client'
import type { ApiClient } from './client'
import { importFormFields, importPreviewSchema, importResultSchema, importSummaryListSchema, importSummarySchema } from '../contract/bank-import'
import type { CsvMappingInput, ImportConfirm, ImportPreview, ImportResult, ImportSummary } from '../contract/bank-import'

export type { CsvMappingInput, ImportConfirm, ImportPreview, ImportResult, ImportSummary }

/** Where the rows go: one bank account, or one card with statement days. */
export type ImportTarget = { tipo: 'conta'; id: number } | { tipo: 'cartao'; id: number }

/** What a preview is asked with: the file and its target, and the reading choices the user made. */
export interface PreviewRequest {
  file: Blob
  fileName: string
  target: ImportTarget
  /** A charset the user switched to (else the bytes decide). */
  charset?: string
  /** The user's reading of a CSV no profile knows. */
  mapeamento?: CsvMappingInput
  /** Which statement of a file that holds several. */
  extrato?: number
}

const PATH = '/v1/api/importacao'

/** The multipart body of POST /v1/api/importacao. */
export function previewForm(request: PreviewRequest): FormData {
  const form = new FormData()
  form.append('arquivo', request.file, request.fileName)
  form.append(request.target.tipo === 'conta' ? importFormFields.contaBancariaId : importFormFields.cartaoId, String(request.target.id))
  if (request.charset) form.append(importFormFields.charset, request.charset)
  if (request.mapeamento) {
    form.append(importFormFields.perfil, 'generic')
    form.append(importFormFields.mapeamento, JSON.stringify(request.mapeamento))
  }
  if (request.extrato !== undefined) form.append(importFormFields.extrato, String(request.extrato))
  return form
}

/**
 * POST /v1/api/importacao: reads the file into a preview kept a day (201). 400 `import_unreadable` (the message
 * names the line), `import_unknown_layout` (a CSV that needs a mapping), `import_too_many_rows`, field errors; 413.
 */
export function previewImport(request: PreviewRequest, client: ApiClient = api): Promise<ImportPreview> {
  return client.request(PATH, importPreviewSchema, { method: 'POST', body: previewForm(request) })
}

/** GET /v1/api/importacao/{id}: the preview again. */
export function getImport(id: number, client: ApiClient = api): Promise<ImportPreview> {
  return client.request(`${PATH}/${id}`, importPreviewSchema)
}

/** POST /v1/api/importacao/{id}/confirmar: writes the rows (409 `import_already_confirmed`, 410/404 `import_expired`). */
export function confirmImport(id: number, body: ImportConfirm, client: ApiClient = api): Promise<ImportResult> {
  return client.request(`${PATH}/${id}/confirmar`, importResultSchema, { method: 'POST', body: { ...body } })
}

/** GET /v1/api/importacao: the user's imports, previews and confirmed ones, newest first. */
export function listImports(client: ApiClient = api): Promise<ImportSummary[]> {
  return client.request(PATH, importSummaryListSchema)
}

/** DELETE /v1/api/importacao/{id}: undoes a confirmed import (409 `import_changed_since`, `import_undo_expired`, `import_not_confirmed`). */
export function undoImport(id: number, client: ApiClient = api): Promise<ImportSummary> {
  return client.request(`${PATH}/${id}`, importSummarySchema, { method: 'DELETE' })
}
