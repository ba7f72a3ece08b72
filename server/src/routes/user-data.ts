import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { userDataCountsSchema, userDataImportParts, userDataImportSchema, userDataSchema, USER_DATA_MAX_BYTES } from '@contract/user-data'
import type { AuthEnv } from '../app-env'
import type { AppDeps } from '../deps'
import { prewritten } from '../http/json-text'
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonContent } from '../http/openapi'
import { releaseBody, slicedJsonBody } from '../http/json-slices'
import { caseInsensitive, parseInSlices, validationError } from '../http/validation'

// A user's own data (docs/product-rules.md#a-users-data): the export as one JSON file and its import into an
// empty account, behind requireUser and scoped to the token's user.

export const USER_DATA_PATH = '/v1/api/usuario/dados'
/** The import's body limit (app.ts BODY_LIMIT_BY_PATH): a document is far larger than the 64 KiB of other bodies. */
export const USER_DATA_BODY_LIMIT = USER_DATA_MAX_BYTES

export function userDataRoutes(deps: AppDeps) {
  // A document with a missing field is 'Dados inválidos.' / 'Invalid data.'; `errors` names the field.
  const router = createRouter({ requiredCode: 'validation_failed' })
  const userData = deps.services.userData
  // One document of everything each: a few a minute per user (http/fair-use.ts heavyCallsPerMinute).
  const middleware: [AppDeps['requireUser'], AppDeps['fairUse']['heavy']] = [deps.requireUser, deps.fairUse.heavy]
  const signedIn = { tags: ['User data'], security: bearerSecurity, middleware }

  const exportData = createRoute({
    ...signedIn,
    method: 'get',
    path: USER_DATA_PATH,
    summary: "Download the user's data",
    description:
      'One JSON document `{ formato: "portfolio-financas", versao: 1, exportadoEm, livros, categorias, cartoes, pessoas, contasBancarias, transferencias, lancamentos, parcelamentos (each with its mensais), recorrencias, orcamentos, chavesImportacao }` with the user\'s own ids; each kind has the fields of its own GET call (bank accounts with their balances; every transfer, of any date). `exportadoEm` carries the São Paulo offset. `recorrencias` are the series as GET /v1/api/recorrencia answers them plus `geradaAte` (how far their occurrences exist), `datasPuladas` (occurrence dates deleted for good) and `datasEditadas` (occurrences the user edited); `orcamentos` the budget rows `{ categoriaId, mes, valorLimite (null: a repeating limit ends that month), repetir }`. Entries carry `recorrenciaId` and `dataOcorrencia`. `chavesImportacao` are the bank-statement import keys of the user\'s accounts and cards with what holds each (`lancamentoId`, `transferenciaId`, `pagamentoId`; all null for a movement imported and then deleted), so a later file finds them `importada` or `excluida`. Answered as an attachment `portfolio-financas-<username>-<YYYY-MM-DD>.json`.',
    responses: { 200: jsonContent(userDataSchema, 'The document'), ...errorResponses(401, 429) },
  })
  router.openapi(exportData, async (c) => {
    const { exportadoEm, json } = await userData.exportData(c.var.user.id)
    // Usernames are [A-Za-z0-9._-]: nothing to quote or encode in the file name.
    const fileName = `portfolio-financas-${c.var.user.username}-${exportadoEm.slice(0, 10)}.json`
    c.header('Content-Disposition', `attachment; filename="${fileName}"`)
    return c.json(prewritten(json), 200)
  })

  const importData = createRoute({
    ...signedIn,
    method: 'post',
    path: USER_DATA_PATH,
    summary: "Import a document into the user's empty account",
    description: `A document of GET ${USER_DATA_PATH} (keys matched ignoring case; \`exportadoEm\`, book \`code\`s and account balances are ignored). The body may be up to ${USER_DATA_MAX_BYTES / 1024 / 1024} MiB (64 KiB elsewhere). Written only into an account with no books, categories, cards, people, bank accounts, transfers, entries, plans, recurring series or budgets (else 409), all or nothing in one transaction, with new ids and every link kept: entries to their category, installment, bank account and recurring series (with their occurrence date), series to their category, account and card, budgets to their expense category, transfers to their two accounts, plans to their person and card, installments with their payment. Every field follows the rules of its create call; a link to an id the document does not have, a repeated id, two accounts with one name (case and accents ignored), an installment whose entry disagrees with it (paid / unpaid, more than one), or installments that are not 1..N adding up to the plan's total are 400 naming the field (\`lancamentos.3.categoriaId\`). Imported series go on after the imported occurrences: no occurrence is made twice and no deleted one comes back. Answers how many rows of each kind were written.`,
    request: { body: jsonBody(caseInsensitive(userDataImportSchema(caseInsensitive))) },
    responses: { 201: jsonContent(userDataCountsSchema, 'Rows written per kind'), ...errorResponses(400, 401, 409, 413, 415, 429) },
  })
  // Documented with the document's schema, but validated in the handler a slice at a time (parseInSlices: the
  // same schema, the same answers), so that 50,000 entries do not hold the event loop for everyone else: the
  // route itself takes any JSON (the 415 and malformed-JSON answers as before).
  const { middleware: _middleware, ...documented } = importData
  router.openAPIRegistry.registerPath(documented)
  const { document, checkLinks } = userDataImportParts(caseInsensitive)
  // Its body is parsed a piece at a time too (http/json-slices.ts): one JSON.parse of 20 MiB held the loop 60–150 ms.
  router.openapi({ ...importData, hide: true, middleware: [...middleware, slicedJsonBody<AuthEnv>(deps.heavyWork.giveWay)] as const, request: { body: jsonBody(z.unknown()) } }, async (c) => {
    const parsed = await parseInSlices(document, c.req.valid('json'), checkLinks, deps.heavyWork.giveWay)
    releaseBody(c.req)
    if (!parsed.success) throw validationError(parsed.error, 'validation_failed')
    return c.json(await userData.importData(c.var.user.id, parsed.data), 201)
  })

  return router
}
