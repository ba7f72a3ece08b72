import { createRoute, z } from '@hono/zod-openapi'
import { MAX_SERIAL_ID } from '@contract/common'
import { dueQuerySchema, dueSummarySchema } from '@contract/due'
import {
  budgetDeleteQuerySchema,
  budgetListSchema,
  budgetPutSchema,
  budgetQuerySchema,
  budgetSchema,
  byCategoryQuerySchema,
  categoryTotalListSchema,
  projectionQuerySchema,
  projectionSchema,
} from '@contract/planning'
import {
  recurrenceCreateSchema,
  recurrenceDeleteQuerySchema,
  recurrenceListSchema,
  recurrenceSchema,
  recurrenceUpdateSchema,
} from '@contract/recurrence'
import type { AppDeps } from '../deps'
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonContent } from '../http/openapi'
import { pathInteger } from '../http/params'
import { caseInsensitive, caseInsensitiveQuery } from '../http/validation'

// Planning endpoints: recurring series (docs/product-rules.md#recurring-entries), budgets, spending by
// category and the projected balance (docs/product-rules.md#budgets-and-projection); all behind
// requireUser and scoped to the token's user.

const idParams = z.object({ id: pathInteger('id', MAX_SERIAL_ID, 1) })

const OCCURRENCES =
  'Occurrences are entries (A Pagar / A Receber) with `recorrenciaId` and `dataOcorrencia`, one per series and date, existing from `dataInicio` through the later of today + 12 months and the end of any period a read asks for (never past `dataFim`, never more than 5 years ahead). Monthly on day 29–31 clamps to the month’s last day and returns to its day; yearly on 29 Feb falls on 28 Feb in common years; Quinzenal adds 15 days, Semanal 7; `Antecipar`/`Adiar` move a Saturday, Sunday or national holiday (fixed and Easter-based: Carnaval Monday and Tuesday, Sexta-feira Santa, Corpus Christi) to the business day before / after.'

export function planningRoutes(deps: AppDeps) {
  const router = createRouter({ requiredCode: 'fill_required_fields' })
  const { recurrences, planning } = deps.services
  const middleware: [AppDeps['requireUser']] = [deps.requireUser]
  const recurring = { tags: ['Recurring entries'], security: bearerSecurity, middleware }
  const planned = { tags: ['Planning'], security: bearerSecurity, middleware }

  const list = createRoute({
    ...recurring,
    method: 'get',
    path: '/v1/api/recorrencia',
    summary: "The user's recurring series",
    description: `By description, case ignored; each with its next occurrence from today (\`proximaOcorrencia\`, null when none is left or the series is paused). ${OCCURRENCES}`,
    responses: { 200: jsonContent(recurrenceListSchema, 'The series'), ...errorResponses(401) },
  })
  router.openapi(list, async (c) => c.json(await recurrences.list(c.var.user.id), 200))

  const create = createRoute({
    ...recurring,
    method: 'post',
    path: '/v1/api/recorrencia',
    summary: 'Create a recurring series and its occurrences',
    description: `The category (optional) must be one of the user’s of the series’ type, the account and the card (optional; a card with bill days, and then no account) the user’s: else 400 on the field. ${OCCURRENCES}`,
    request: { body: jsonBody(caseInsensitive(recurrenceCreateSchema)) },
    responses: { 201: jsonContent(recurrenceSchema, 'The new series'), ...errorResponses(400, 401, 413, 415) },
  })
  router.openapi(create, async (c) => c.json(await recurrences.create(c.var.user.id, c.req.valid('json')), 201))

  const update = createRoute({
    ...recurring,
    method: 'put',
    path: '/v1/api/recorrencia',
    summary: 'Change a recurring series from a day on',
    description:
      'The create body plus `id` and `aPartirDe` (default today): the unpaid occurrences from that day that the user never edited are made again from the new fields; earlier, paid and edited ones stay.',
    request: { body: jsonBody(caseInsensitive(recurrenceUpdateSchema)) },
    responses: { 200: jsonContent(recurrenceSchema, 'The series'), ...errorResponses(400, 401, 404, 413, 415) },
  })
  router.openapi(update, async (c) => c.json(await recurrences.update(c.var.user.id, c.req.valid('json')), 200))

  const remove = createRoute({
    ...recurring,
    method: 'delete',
    path: '/v1/api/recorrencia/{id}',
    summary: 'End or delete a recurring series',
    description:
      'With `aPartirDe` the series ends the day before and its unpaid occurrences from that day go. Without it the series goes with all its unpaid occurrences, edited or not. Paid occurrences always stay, as ordinary entries.',
    request: { params: idParams, query: caseInsensitiveQuery(recurrenceDeleteQuerySchema) },
    responses: { 204: { description: 'Done' }, ...errorResponses(400, 401, 404) },
  })
  router.openapi(remove, async (c) => {
    await recurrences.remove(c.var.user.id, c.req.valid('param').id, c.req.valid('query'))
    return c.body(null, 204)
  })

  const budgetList = createRoute({
    ...planned,
    method: 'get',
    path: '/v1/api/orcamento',
    summary: "A month's budgets with what was spent",
    description:
      'Each category with a limit that month: its own for the month, else the latest repeating one before it. `gasto` = the month’s expense entries of the category (settled ones at `valorPago`), `restante` = `valorLimite` − `gasto`, `percentual` = `gasto` / `valorLimite` × 100 (one decimal). Default month: the current one (São Paulo).',
    request: { query: caseInsensitiveQuery(budgetQuerySchema) },
    responses: { 200: jsonContent(budgetListSchema, 'The budgets, by category name'), ...errorResponses(400, 401) },
  })
  router.openapi(budgetList, async (c) => c.json(await planning.budgets(c.var.user.id, c.req.valid('query').mes), 200))

  const budgetPut = createRoute({
    ...planned,
    method: 'put',
    path: '/v1/api/orcamento',
    summary: "Set a category's limit for a month",
    description: 'An expense category of the user (else 400 on `categoriaId`); `valorLimite` > 0; `repetir` keeps the limit in the later months until another one is set.',
    request: { body: jsonBody(caseInsensitive(budgetPutSchema)) },
    responses: { 200: jsonContent(budgetSchema, 'The budget of that month'), ...errorResponses(400, 401, 413, 415) },
  })
  router.openapi(budgetPut, async (c) => c.json(await planning.putBudget(c.var.user.id, c.req.valid('json')), 200))

  const budgetRemove = createRoute({
    ...planned,
    method: 'delete',
    path: '/v1/api/orcamento',
    summary: "Remove a category's limit from a month on",
    request: { query: caseInsensitiveQuery(budgetDeleteQuerySchema) },
    responses: { 204: { description: 'Removed' }, ...errorResponses(400, 401, 404) },
  })
  router.openapi(budgetRemove, async (c) => {
    await planning.removeBudget(c.var.user.id, c.req.valid('query'))
    return c.body(null, 204)
  })

  const byCategory = createRoute({
    ...planned,
    method: 'get',
    path: '/v1/api/lancamento/por-categoria',
    summary: 'Totals per category of a period',
    description:
      'One row per category and type (`categoriaId` null: entries without a category), settled entries at `valorPago`. Both bounds inclusive, a missing one the current month’s; at most 366 days.',
    request: { query: caseInsensitiveQuery(byCategoryQuerySchema) },
    responses: { 200: jsonContent(categoryTotalListSchema, 'Expenses then income, largest first'), ...errorResponses(400, 401) },
  })
  router.openapi(byCategory, async (c) => c.json(await planning.byCategory(c.var.user.id, c.req.valid('query')), 200))

  const projection = createRoute({
    ...planned,
    method: 'get',
    path: '/v1/api/financas/projecao',
    summary: 'The projected balance of all accounts, and its lowest point',
    description:
      'From the sum of the accounts’ current balances: the pending entries not on a card on their days (overdue ones today; recurring occurrences and installments included), the accounts’ settled movements dated later, and each card bill’s unpaid total on its due date (a card item counts once, through its bill). `dias` lists each day with a movement and the balance at its end; `menorSaldo` the lowest. `ate` at most one year after today (default today + 90 days).',
    request: { query: caseInsensitiveQuery(projectionQuerySchema) },
    responses: { 200: jsonContent(projectionSchema, 'The projection'), ...errorResponses(400, 401) },
  })
  router.openapi(projection, async (c) => c.json(await planning.projection(c.var.user.id, c.req.valid('query').ate), 200))

  const due = createRoute({
    ...planned,
    method: 'get',
    path: '/v1/api/financas/a-vencer',
    summary: 'What is overdue and what falls due soon',
    description:
      'Overdue (`vencidos`): pending entries off cards dated before today and card bills `Vencida`, at what remains. Due (`aVencer`): the same kinds from today through `ate` = today + `dias` − 1 (`dias` 1–60, default 7). ' +
      'A card item is paid through its bill, so it appears only inside its bill. `quantidade` and `total` are what to pay (A Pagar entries and bills); `aReceber` the entries to receive; at most 500 entries each, by date.',
    request: { query: caseInsensitiveQuery(dueQuerySchema) },
    responses: { 200: jsonContent(dueSummarySchema, 'What is due'), ...errorResponses(400, 401) },
  })
  router.openapi(due, async (c) => c.json(await planning.due(c.var.user.id, c.req.valid('query').dias), 200))

  return router
}
