import { createRoute, z } from '@hono/zod-openapi'
import { entryStatementMoveSchema } from '@contract/card-statement'
import { MAX_SERIAL_ID } from '@contract/common'
import { entrySearchPageSchema, entrySearchQuerySchema, SEARCH_PAGE_SIZE } from '@contract/entry-search'
import {
  entryCreateSchema,
  entryDeleteQuerySchema,
  entryListSchema,
  entryPaySchema,
  entryPeriodQuerySchema,
  entrySchema,
  entryUpdateSchema,
  monthSummaryListSchema,
  monthSummaryQuerySchema,
  overdueSummarySchema,
} from '@contract/entry'
import type { AppDeps } from '../deps'
import { prewritten } from '../http/json-text'
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonContent } from '../http/openapi'
import { pathInteger } from '../http/params'
import { caseInsensitive, caseInsensitiveQuery } from '../http/validation'

// Financial entry endpoints (docs/product-rules.md#entries): period list, month summary,
// create, update, delete, mark-as-paid, all behind requireUser and scoped to the token's user.

const idParams = z.object({ id: pathInteger('id', MAX_SERIAL_ID, 1) })

export function entryRoutes(deps: AppDeps) {
  const router = createRouter({ requiredCode: 'fill_required_fields' })
  const entries = deps.services.entries
  const middleware: [AppDeps['requireUser']] = [deps.requireUser]
  const signedIn = { tags: ['Financial entries'], security: bearerSecurity, middleware }

  // Before any /lancamento/{id}… route, so that `busca` is never read as an id.
  const search = createRoute({
    ...signedIn,
    method: 'get',
    path: '/v1/api/lancamento/busca',
    summary: "Search the user's entries of every month",
    description: `Every word of \`q\` (2 to 100 characters) must appear, ignoring case and accents, in the entry's description or in the name of its category, bank account or card (nickname, bank, holder or last digits). Newest first (by \`dataLancamento\`, then \`id\`), ${SEARCH_PAGE_SIZE} a page; \`temMais\` says whether the next page has any.`,
    request: { query: caseInsensitiveQuery(entrySearchQuerySchema) },
    responses: { 200: jsonContent(entrySearchPageSchema, 'A page of the entries found'), ...errorResponses(400, 401) },
  })
  router.openapi(search, async (c) => c.json(await deps.services.entrySearch.search(c.var.user.id, c.req.valid('query')), 200))

  const period = createRoute({
    ...signedIn,
    method: 'get',
    path: '/v1/api/lancamento/periodo',
    summary: "The user's entries of a period",
    description:
      'Both bounds inclusive; a missing one is the current calendar month’s (America/Sao_Paulo). At most 366 calendar days (400 beyond). Sorted by `dataLancamento`, then `id`. Entries of a Cancelado plan’s unpaid installments do not exist.',
    request: { query: caseInsensitiveQuery(entryPeriodQuerySchema) },
    responses: { 200: jsonContent(entryListSchema, 'The entries'), ...errorResponses(400, 401) },
  })
  router.openapi(period, async (c) => c.json(prewritten(await entries.period(c.var.user.id, c.req.valid('query'))), 200))

  const summary = createRoute({
    ...signedIn,
    method: 'get',
    path: '/v1/api/lancamento/resumo-mensal',
    summary: 'Income, expenses and balance per calendar month',
    description:
      'One row per calendar month (America/Sao_Paulo) of the period, months without entries included; sums are done by the database. Default period: the current month; at most 120 months.',
    request: { query: caseInsensitiveQuery(monthSummaryQuerySchema) },
    responses: { 200: jsonContent(monthSummaryListSchema, 'The months, oldest first'), ...errorResponses(400, 401) },
  })
  router.openapi(summary, async (c) => c.json(await entries.monthSummary(c.var.user.id, c.req.valid('query')), 200))

  const overdue = createRoute({
    ...signedIn,
    method: 'get',
    path: '/v1/api/lancamento/vencidos',
    summary: 'Overdue entries, over all months',
    description:
      'Entries still A Pagar / A Receber dated before today (America/Sao_Paulo): how many of each kind and their sums, and the oldest 500 of them by date (entries answer `vencido` too).',
    responses: { 200: jsonContent(overdueSummarySchema, 'The overdue entries'), ...errorResponses(401) },
  })
  router.openapi(overdue, async (c) => c.json(await entries.overdue(c.var.user.id), 200))

  const create = createRoute({
    ...signedIn,
    method: 'post',
    path: '/v1/api/lancamento',
    summary: 'Register a financial entry',
    description:
      'All of `dataLancamento`, `descricao`, `valor` (≥ 0, at most 2 decimals), `tipoLancamento`, `categoriaId` (the user’s, of the same type) and `situacao` (allowed by the type) are required. `id` and `parcelamentoMensalId` are ignored.',
    request: { body: jsonBody(caseInsensitive(entryCreateSchema)) },
    responses: { 201: jsonContent(entrySchema, 'The new entry'), ...errorResponses(400, 401, 413, 415) },
  })
  router.openapi(create, async (c) => c.json(await entries.create(c.var.user.id, c.req.valid('json')), 201))

  const update = createRoute({
    ...signedIn,
    method: 'patch',
    path: '/v1/api/lancamento',
    summary: 'Update a financial entry',
    description:
      'The create body plus `id`. An entry of an installment plan cannot be edited (409; pay or delete it). Back to A Pagar / A Receber, the payment is cleared.',
    request: { body: jsonBody(caseInsensitive(entryUpdateSchema)) },
    responses: { 200: jsonContent(entrySchema, 'The updated entry'), ...errorResponses(400, 401, 404, 409, 413, 415) },
  })
  router.openapi(update, async (c) => c.json(await entries.update(c.var.user.id, c.req.valid('json')), 200))

  const remove = createRoute({
    ...signedIn,
    method: 'delete',
    path: '/v1/api/lancamento',
    summary: 'Delete a financial entry',
    description:
      'The entry’s id in the query (`?id=`). The entry of an installment is 409 (`installment_entry_delete`): it goes with its installment when the plan is edited or deleted, so that every installment keeps its entry.',
    request: { query: caseInsensitiveQuery(entryDeleteQuerySchema) },
    responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, 404, 409) },
  })
  router.openapi(remove, async (c) => {
    await entries.remove(c.var.user.id, c.req.valid('query').id)
    return c.body(null, 204)
  })

  const pay = createRoute({
    ...signedIn,
    method: 'put',
    path: '/v1/api/lancamento/{id}/pagar',
    summary: 'Mark an entry as paid',
    description:
      'Stores `valorPago` and `dataPagamento`; the status becomes Pago (Despesa) or Recebido (Receita). An installment entry pays its installment too, and the last one concludes the plan. Already Pago/Recebido: 409. `id` in the body, when sent, must be the path’s.',
    request: { params: idParams, body: jsonBody(caseInsensitive(entryPaySchema)) },
    responses: { 200: jsonContent(entrySchema, 'The paid entry'), ...errorResponses(400, 401, 404, 409, 413, 415) },
  })
  router.openapi(pay, async (c) => c.json(await entries.pay(c.var.user.id, c.req.valid('param').id, c.req.valid('json')), 200))

  const moveToStatement = createRoute({
    ...signedIn,
    method: 'patch',
    path: '/v1/api/lancamento/{id}/fatura',
    summary: "Move a card entry to another of its card's bills",
    description:
      'Banks move closing dates: `mes` (`YYYY-MM`) names the bill of the same card the entry goes to; its date does not change. ' +
      'An entry not on a card with bills: 409 `entry_not_on_card`; a paid bill neither gains nor loses items (409 `statement_paid`); a settled entry stays (409 `entry_already_paid`).',
    request: { params: idParams, body: jsonBody(caseInsensitive(entryStatementMoveSchema)) },
    responses: { 200: jsonContent(entrySchema, 'The moved entry'), ...errorResponses(400, 401, 404, 409, 413, 415) },
  })
  router.openapi(moveToStatement, async (c) =>
    c.json(await deps.services.cardStatements.move(c.var.user.id, c.req.valid('param').id, c.req.valid('json').mes), 200),
  )

  return router
}
