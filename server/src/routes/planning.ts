import { createRoute } from '@hono/zod-openapi'
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
import type { AppDeps } from '../deps'
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonContent } from '../http/openapi'
import { caseInsensitive, caseInsensitiveQuery } from '../http/validation'

// Planning: budgets, spending by category, the projected balance (docs/product-rules.md#budgets-and-projection) and
// what falls due, over services/planning.ts; behind requireUser and scoped to the token's user. Recurring series are
// their own area (./recurrences.ts).

export function planningRoutes(deps: AppDeps) {
  const router = createRouter({ requiredCode: 'fill_required_fields' })
  const { planning } = deps.services
  const middleware: [AppDeps['requireUser']] = [deps.requireUser]
  const planned = { tags: ['Planning'], security: bearerSecurity, middleware }

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
