import { z } from 'zod'
import { calendarDayField } from './calendar'
import { statementMonthField } from './card-statement'
import { idField } from './common'
import { periodFields, startNotAfterEnd, periodDays, PERIOD_MAX_DAYS } from './entry'
import { categoryTypes } from './finance'
import { moneyField } from './money'

// Planning contract (docs/product-rules.md#budgets-and-projection): category budgets per month, spending by
// category, and the projected balance with its lowest point. Shared by the API and the SPA.

/** Below this share of its limit a budget is green, from it amber; from 100 % red. */
export const BUDGET_WARNING_PERCENT = 80
/** The projection reaches at most this many days past today. */
export const PROJECTION_MAX_DAYS = 366
/** The projection's default horizon (the panel's chart). */
export const PROJECTION_DEFAULT_DAYS = 90

/** How full a budget is: 'ok' below 80 %, 'warning' from 80 %, 'over' from 100 %. */
export function budgetLevel(percentual: number): 'ok' | 'warning' | 'over' {
  if (percentual >= 100) return 'over'
  return percentual >= BUDGET_WARNING_PERCENT ? 'warning' : 'ok'
}

/** GET /v1/api/orcamento query. */
export const budgetQuerySchema = z.object({
  mes: z.preprocess((value) => (value === '' ? undefined : value), statementMonthField().meta({ description: "The month, 'YYYY-MM'. Default: the current month (São Paulo)" }).optional()),
})
export type BudgetQuery = z.output<typeof budgetQuerySchema>

/** PUT /v1/api/orcamento body. */
export const budgetPutSchema = z
  .object({
    mes: statementMonthField().meta({ description: "The month the limit applies to, 'YYYY-MM'", example: '2026-12' }),
    categoriaId: idField().meta({ description: "One of the user's expense categories", example: 1 }),
    valorLimite: moneyField({ example: 800 }),
    repetir: z.boolean({ error: 'invalid_type' }).default(false).meta({ description: 'The same limit in the later months too, until changed' }),
  })
  .meta({ id: 'BudgetPut', description: 'Keys are matched ignoring case.' })
export type BudgetPutInput = z.input<typeof budgetPutSchema>
export type BudgetPut = z.output<typeof budgetPutSchema>

/** DELETE /v1/api/orcamento query. */
export const budgetDeleteQuerySchema = z.object({
  mes: statementMonthField().meta({ description: "From this month on, 'YYYY-MM', the category has no limit", example: '2026-12' }),
  categoriaId: idField(),
})
export type BudgetDeleteQuery = z.output<typeof budgetDeleteQuerySchema>

/** One budgeted category of a month. */
export const budgetSchema = z
  .object({
    categoriaId: z.number().int(),
    nomeCategoria: z.string(),
    valorLimite: z.number(),
    /** The month's expense entries of the category (settled ones at the amount really paid). */
    gasto: z.number(),
    /** valorLimite − gasto (negative: over the limit). */
    restante: z.number(),
    /** gasto / valorLimite × 100, one decimal. */
    percentual: z.number(),
    /** Whether the limit repeats in the later months. */
    repetir: z.boolean(),
  })
  .meta({ id: 'Budget' })
export type Budget = z.infer<typeof budgetSchema>
export const budgetListSchema = z.array(budgetSchema).meta({ id: 'BudgetList' })

/** GET /v1/api/lancamento/por-categoria query: a period of at most 366 days (default the current month). */
export const byCategoryQuerySchema = z
  .object(periodFields)
  .superRefine(startNotAfterEnd)
  .superRefine((period, ctx) => {
    if (!period.dataInicio || !period.dataFim || period.dataInicio > period.dataFim) return
    if (periodDays(period.dataInicio, period.dataFim) > PERIOD_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['dataFim'], message: 'period_too_many_days' })
  })
export type ByCategoryQuery = z.output<typeof byCategoryQuerySchema>

/** One category's total of a period (settled entries at the amount really paid). */
export const categoryTotalSchema = z
  .object({
    categoriaId: z.number().int().nullable(),
    /** null for entries without a category. */
    nomeCategoria: z.string().nullable(),
    tipoLancamento: z.enum(categoryTypes),
    total: z.number(),
  })
  .meta({ id: 'CategoryTotal' })
export type CategoryTotal = z.infer<typeof categoryTotalSchema>
export const categoryTotalListSchema = z.array(categoryTotalSchema).meta({ id: 'CategoryTotalList' })

/** GET /v1/api/financas/projecao query. */
export const projectionQuerySchema = z.object({
  ate: z.preprocess(
    (value) => (value === '' ? undefined : value),
    calendarDayField({ description: 'The last day projected (YYYY-MM-DD), at most one year after today. Default: today + 90 days' }).optional(),
  ),
})
export type ProjectionQuery = z.output<typeof projectionQuerySchema>

const dayBalance = z.object({ data: z.iso.date(), saldo: z.number() })

/** The projected balance of all accounts day by day, and its lowest point. */
export const projectionSchema = z
  .object({
    /** Today (São Paulo). */
    hoje: z.iso.date(),
    /** The sum of every account's current balance. */
    saldoAtual: z.number(),
    /** Each day with a movement, with the balance at its end. */
    dias: z.array(dayBalance),
    /** The lowest balance from today to `ate` (today's when nothing moves). */
    menorSaldo: dayBalance,
  })
  .meta({ id: 'Projection' })
export type Projection = z.infer<typeof projectionSchema>
