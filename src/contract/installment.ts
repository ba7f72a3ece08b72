import { z } from 'zod'
import { addDays, addMonthsClamped, dayKey, financeDateField, zonedInstant, zonedWallTime } from './calendar'
import type { CardStatementCalendar } from './card-statement'
import { idField, requiredText } from './common'
import { DEFAULT_INSTALLMENT_INTERVAL, DEFAULT_PLAN_STATUS, installmentIntervals, planStatuses, type InstallmentInterval } from './finance'
import { moneyField } from './money'

// Installment plan contract (docs/product-rules.md#installment-plans) and the schedule rules the API stores and the SPA
// previews: the cent-exact split and the due dates.

/** Free texts hold up to 200 characters. */
export const PLAN_DESCRIPTION_MAX = 200
/** The most installments one plan may have (35 years monthly, the longest Brazilian home loan). */
export const INSTALLMENT_COUNT_MAX = 420

const digitsToNumber = (value: unknown) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value)
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value)

const installmentCountField = z.preprocess(
  digitsToNumber,
  z
    .number({ error: (issue) => (issue.input == null || issue.input === '' ? 'required' : 'invalid_installment_count') })
    .int({ error: 'invalid_installment_count' })
    .min(1, { error: 'invalid_installment_count' })
    .max(INSTALLMENT_COUNT_MAX, { error: 'invalid_installment_count' })
    .meta({ description: `Whole number from 1 to ${INSTALLMENT_COUNT_MAX}`, example: 10 }),
)

const intervalField = z.preprocess(
  (value) => (value == null || value === '' ? undefined : digitsToNumber(value)),
  z
    .literal(installmentIntervals, { error: 'invalid_interval' })
    .optional()
    .default(DEFAULT_INSTALLMENT_INTERVAL)
    .meta({ description: 'Days between installments: 30 (calendar monthly), 15 or 7; default 30', example: 30 }),
)

const planStatusField = z.preprocess(
  (value) => (value == null || value === '' ? undefined : trimmed(value)),
  z
    .enum(planStatuses, { error: (issue) => (typeof issue.input === 'string' ? 'invalid_value' : 'invalid_type') })
    .optional()
    .default(DEFAULT_PLAN_STATUS)
    .meta({ description: 'Ativo (default), Concluido, Cancelado, Pendente or Suspenso', example: 'Ativo' }),
)

/** An optional reference: null, absent or '' mean none. */
const optionalReference = (description: string) =>
  z.preprocess((value) => (value === undefined || value === '' ? null : value), idField().nullable().meta({ description, example: null }))

const planFields = {
  descricao: requiredText(PLAN_DESCRIPTION_MAX).meta({ description: 'Trimmed, 1 to 200 characters', example: 'Geladeira' }),
  valorTotal: moneyField({ allowZero: true, example: 833.3, description: 'At least R$ 0,01 per installment, at most 2 decimals' }),
  numeroParcelas: installmentCountField,
  dataPrimeiraParcela: financeDateField(),
  intervaloParcelas: intervalField,
  pessoaContaId: optionalReference("One of the user's account holders, or null: a plan needs none"),
  cartaoId: optionalReference("One of the user's bank cards, or null"),
  categoriaId: optionalReference("One of the user's expense categories, or null: the category its installments' entries carry"),
  situacao: planStatusField,
}

/** Every installment is at least R$ 0,01; and the last due date must be a storable date (year ≤ 9999). */
const checkSchedule = (
  plan: { valorTotal: number; numeroParcelas: number; dataPrimeiraParcela: Date; intervaloParcelas: InstallmentInterval },
  ctx: z.RefinementCtx,
) => {
  // zod runs this refinement after a field issue that does not abort (a count of 2.5 or 1e76): the
  // count field reports it; no schedule exists for such a count (its due dates are not dates).
  if (!Number.isInteger(plan.numeroParcelas) || plan.numeroParcelas < 1 || plan.numeroParcelas > INSTALLMENT_COUNT_MAX) return
  if (plan.valorTotal < plan.numeroParcelas) {
    ctx.addIssue({ code: 'custom', path: ['valorTotal'], message: 'installment_too_small' })
  }
  const last = installmentDueDate(plan.dataPrimeiraParcela, plan.numeroParcelas, plan.intervaloParcelas)
  if (!(last.getUTCFullYear() <= 9999)) {
    ctx.addIssue({ code: 'custom', path: ['dataPrimeiraParcela'], message: 'invalid_date' })
  }
}

/** POST /v1/api/parcelamento body. `id` may be sent (the spec client does) and is ignored. */
export const installmentPlanCreateSchema = z
  .object(planFields)
  .superRefine(checkSchedule)
  .meta({ id: 'InstallmentPlanCreate', description: 'Keys are matched ignoring case; `id` is ignored.' })
export type InstallmentPlanCreateInput = z.input<typeof installmentPlanCreateSchema>
export type InstallmentPlanCreate = z.output<typeof installmentPlanCreateSchema>

/**
 * PUT /v1/api/parcelamento body: the plan's `id` and all its fields. Unpaid installments (and their
 * entries) are regenerated; paid ones stay.
 */
export const installmentPlanUpdateSchema = z
  .object({ id: idField(), ...planFields })
  .superRefine(checkSchedule)
  .meta({ id: 'InstallmentPlanUpdate' })
export type InstallmentPlanUpdateInput = z.input<typeof installmentPlanUpdateSchema>
export type InstallmentPlanUpdate = z.output<typeof installmentPlanUpdateSchema>

/** A plan as the API returns it. */
export const installmentPlanSchema = z
  .object({
    id: z.number().int(),
    descricao: z.string(),
    valorTotal: z.number(),
    numeroParcelas: z.number().int(),
    dataPrimeiraParcela: z.iso.datetime({ offset: true }),
    intervaloParcelas: z.literal(installmentIntervals),
    pessoaContaId: z.number().int().nullable(),
    cartaoId: z.number().int().nullable(),
    categoriaId: z.number().int().nullable(),
    situacao: z.enum(planStatuses),
  })
  .meta({ id: 'InstallmentPlan' })
export type InstallmentPlan = z.infer<typeof installmentPlanSchema>

/** GET /v1/api/parcelamento: the user's plans, newest first (by first due date, then id, descending). */
export const installmentPlanListSchema = z.array(installmentPlanSchema).meta({ id: 'InstallmentPlanList' })

/** A monthly installment as the API returns it; `situacao` is 'A Pagar' or 'Pago'. */
export const monthlyInstallmentSchema = z
  .object({
    id: z.number().int(),
    numeroParcela: z.number().int(),
    dataVencimento: z.iso.datetime({ offset: true }),
    dataPagamento: z.iso.datetime({ offset: true }).nullable(),
    valorParcela: z.number(),
    valorPago: z.number().nullable(),
    situacao: z.string(),
  })
  .meta({ id: 'MonthlyInstallment' })
export type MonthlyInstallment = z.infer<typeof monthlyInstallmentSchema>

/** GET /v1/api/parcelamento/{id}/mensais: the plan's installments by number. */
export const monthlyInstallmentListSchema = z.array(monthlyInstallmentSchema).meta({ id: 'MonthlyInstallmentList' })

// The schedule (docs/product-rules.md#installment-plans).

/**
 * `totalCents` split into `count` installments that add up exactly: equal shares, the remainder
 * cents one each on the first installments (1000 / 3 → 334, 333, 333).
 */
export function splitCents(totalCents: number, count: number): number[] {
  const base = Math.floor(totalCents / count)
  const remainder = totalCents - base * count
  return Array.from({ length: count }, (_, index) => base + (index < remainder ? 1 : 0))
}

/**
 * Due date of installment `number` (1-based). Interval 30 is calendar monthly: the first date's day of
 * month, number−1 months later, clamped to the month's last day (31 Jan → 28/29 Feb → 31 Mar); 15 and 7
 * add (number−1)·interval days. The calendar and the time of day are São Paulo's (./calendar).
 */
export function installmentDueDate(first: Date, number: number, interval: InstallmentInterval): Date {
  const wall = zonedWallTime(first)
  const due = interval === 30 ? addMonthsClamped(wall, number - 1) : addDays(wall, (number - 1) * interval)
  return zonedInstant(due)
}

export interface ScheduledInstallment {
  numeroParcela: number
  dataVencimento: Date
  /** Whole cents. */
  valorParcela: number
  /** On a card with statements, the statement ('YYYY-MM') the installment belongs to; else null. */
  faturaMes: string | null
}

type PlanDates = { dataPrimeiraParcela: Date; intervaloParcelas: InstallmentInterval }

/**
 * Where installment `number` falls: without statements, installmentDueDate; on a card with statements
 * (docs/product-rules.md#card-statements), one per consecutive statement from the one the purchase day
 * (`dataPrimeiraParcela`) falls in, due on that statement's due date at the purchase's time of day.
 */
export function installmentPlacement(plan: PlanDates, number: number, statements?: CardStatementCalendar | null): { dataVencimento: Date; faturaMes: string | null } {
  if (!statements) return { dataVencimento: installmentDueDate(plan.dataPrimeiraParcela, number, plan.intervaloParcelas), faturaMes: null }
  const faturaMes = statements.installmentStatements(dayKey(plan.dataPrimeiraParcela), number)[number - 1]!
  const [year, month, day] = statements.statementDates(faturaMes).dataVencimento.split('-').map(Number)
  const wall = zonedWallTime(plan.dataPrimeiraParcela)
  return { dataVencimento: zonedInstant({ ...wall, year: year!, month: month!, day: day! }), faturaMes }
}

/**
 * Every installment of a plan: number, due date, value in cents and (on a card with statements) statement
 * — the SPA previews exactly what the API stores.
 */
export function installmentSchedule(
  plan: {
    valorTotal: number
    numeroParcelas: number
    dataPrimeiraParcela: Date
    intervaloParcelas: InstallmentInterval
  },
  statements?: CardStatementCalendar | null,
): ScheduledInstallment[] {
  return splitCents(plan.valorTotal, plan.numeroParcelas).map((valorParcela, index) => ({
    numeroParcela: index + 1,
    ...installmentPlacement(plan, index + 1, statements),
    valorParcela,
  }))
}

/** An installment already paid: it keeps its number, due date and value when its plan is edited. */
export interface PaidInstallment {
  numeroParcela: number
  dataVencimento: Date
  /** Whole cents. */
  valorParcela: number
  /** Its statement, when on a card with statements. */
  faturaMes?: string | null
}

export type ReplanProblem = { field: 'numeroParcelas'; code: 'installment_count_below_paid' } | { field: 'valorTotal'; code: 'plan_total_mismatch' | 'installment_too_small' }

/**
 * What an edit of a plan stores: the paid installments as they are, and the other numbers
 * of 1..numeroParcelas made again — the new total minus the paid values, split in cents, on the new
 * dates. The API stores exactly this and the SPA previews it, paid rows included. A problem instead when
 * the count is below the highest paid number, or the rest cannot give every unpaid one R$ 0,01.
 */
export function replanInstallments(
  plan: { valorTotal: number; numeroParcelas: number; dataPrimeiraParcela: Date; intervaloParcelas: InstallmentInterval },
  paid: readonly PaidInstallment[],
  statements?: CardStatementCalendar | null,
): { schedule: (ScheduledInstallment & { paid: boolean })[]; problem: null } | { schedule: null; problem: ReplanProblem } {
  const paidByNumber = new Map(paid.map((row) => [row.numeroParcela, row]))
  if (plan.numeroParcelas < Math.max(0, ...paidByNumber.keys())) {
    return { schedule: null, problem: { field: 'numeroParcelas', code: 'installment_count_below_paid' } }
  }
  const remainingCents = plan.valorTotal - paid.reduce((sum, row) => sum + row.valorParcela, 0)
  const numbers = Array.from({ length: plan.numeroParcelas }, (_, index) => index + 1).filter((number) => !paidByNumber.has(number))
  if (numbers.length === 0 && remainingCents !== 0) return { schedule: null, problem: { field: 'valorTotal', code: 'plan_total_mismatch' } }
  if (numbers.length > 0 && remainingCents < numbers.length) return { schedule: null, problem: { field: 'valorTotal', code: 'installment_too_small' } }
  const values = numbers.length > 0 ? splitCents(remainingCents, numbers.length) : []
  const fresh = new Map(numbers.map((numeroParcela, index) => [numeroParcela, values[index]!]))
  const schedule = Array.from({ length: Math.max(plan.numeroParcelas, 0) }, (_, index) => {
    const numeroParcela = index + 1
    const kept = paidByNumber.get(numeroParcela)
    if (kept) return { ...kept, faturaMes: kept.faturaMes ?? null, paid: true }
    return {
      numeroParcela,
      ...installmentPlacement(plan, numeroParcela, statements),
      valorParcela: fresh.get(numeroParcela)!,
      paid: false,
    }
  })
  return { schedule, problem: null }
}
