// Typed calls of planning (src/contract/planning.ts and due.ts; docs/product-rules.md#budgets-and-projection):
// budgets, spending by category, the projected balance and what falls due, as server/src/routes/planning.ts serves
// them. Recurring series are ./recurrences.ts. Every answer is parsed with the shared zod schemas.
import { api } from './client'
import type { ApiClient } from './client'
import { budgetListSchema, budgetSchema, categoryTotalListSchema, projectionSchema } from '../contract/planning'
import type { Budget, BudgetPutInput, CategoryTotal, Projection } from '../contract/planning'
import { DUE_DAYS_DEFAULT, dueSummarySchema } from '../contract/due'
import type { DueGroup, DueStatement, DueSummary } from '../contract/due'

export type { Budget, BudgetPutInput, CategoryTotal, DueGroup, DueStatement, DueSummary, Projection }

const BUDGETS = '/v1/api/orcamento'

/** GET /v1/api/orcamento?mes: the month's budgeted categories with what was spent. */
export function listBudgets(mes: string, client: ApiClient = api): Promise<Budget[]> {
  return client.request(BUDGETS, budgetListSchema, { query: { mes } })
}

/** PUT /v1/api/orcamento: a category's limit for a month (and the later ones with `repetir`). */
export function putBudget(body: BudgetPutInput, client: ApiClient = api): Promise<Budget> {
  return client.request(BUDGETS, budgetSchema, { method: 'PUT', body })
}

/** DELETE /v1/api/orcamento?mes&categoriaId: no limit for the category from that month on. */
export function deleteBudget(mes: string, categoriaId: number, client: ApiClient = api): Promise<void> {
  return client.send(BUDGETS, { method: 'DELETE', query: { mes, categoriaId: String(categoriaId) } })
}

/** GET /v1/api/lancamento/por-categoria?dataInicio&dataFim ('YYYY-MM-DD'): totals per category and type. */
export function spendingByCategory(dataInicio: string, dataFim: string, client: ApiClient = api): Promise<CategoryTotal[]> {
  return client.request('/v1/api/lancamento/por-categoria', categoryTotalListSchema, { query: { dataInicio, dataFim } })
}

/** GET /v1/api/financas/projecao?ate ('YYYY-MM-DD', default today + 90 days): the projected balance and its lowest point. */
export function getProjection(ate?: string, client: ApiClient = api): Promise<Projection> {
  return client.request('/v1/api/financas/projecao', projectionSchema, ate ? { query: { ate } } : {})
}

/** GET /v1/api/financas/a-vencer?dias (1–60, default 7): what is overdue and what falls due from today through `dias` − 1 days after it. */
export function getDue(dias: number = DUE_DAYS_DEFAULT, client: ApiClient = api): Promise<DueSummary> {
  return client.request('/v1/api/financas/a-vencer', dueSummarySchema, { query: { dias: String(dias) } })
}
