import { z } from 'zod'
import { CARD_DAY_MAX, CARD_DAY_MIN } from './bank-card'
import { financeDateField } from './calendar'
import { addMonths, dayText, daysInMonth, monthOfDay, monthsFromTo, readMonth } from './days'
import { idField } from './common'
import { entryListSchema } from './entry'
import { moneyField } from './money'
import { statementStatuses, type StatementStatus } from './statement-status'

export { statementStatuses, type StatementStatus }

// The statement calendar of a credit card (docs/product-rules.md#card-statements): pure date arithmetic on
// calendar days ('YYYY-MM-DD') and months ('YYYY-MM') of the São Paulo calendar, shared by the API and the SPA.
//
// A statement is named by the month of its due date. Its due date is the due day of that month, clamped to
// the month's last day. Its closing date is the latest date strictly before the due date whose day is the
// closing day, clamped to its own month's last day: in the due month when that clamped day comes before the
// due date, else in the month before. A purchase belongs to the first statement that closes after its day
// (bought on the closing day, it goes to the next statement); installment k of a plan belongs to the
// statement k − 1 months after the purchase's.
//
// Closing dates never decrease from one statement to the next, and they strictly increase except for a
// closing day of 28–30 with a later due day in a month too short to hold the closing day (a card closing on
// the 30th and due on the 31st, in February or April): that statement's closing date is the previous
// statement's, so no purchase day falls in it (installments still may).

/** A statement's two dates, 'YYYY-MM-DD'. */
export interface StatementDates {
  dataFechamento: string
  dataVencimento: string
}

/** The statement calendar of one card (its closing and due days). */
export interface CardStatementCalendar {
  /** The closing and due dates of the statement due in `month` ('YYYY-MM'). */
  statementDates(month: string): StatementDates
  /** The month ('YYYY-MM') of the statement a purchase on `day` ('YYYY-MM-DD') belongs to: the first that closes after that day. */
  statementOfPurchase(day: string): string
  /** The statement months of a plan's `count` installments bought on `purchaseDay`: installment k is k − 1 statements after the purchase's. */
  installmentStatements(purchaseDay: string, count: number): string[]
}

interface Month {
  year: number
  month: number
}

// The month arithmetic is the contract's calendar module (./days.ts); re-exported for the statement's users.
export { addMonths, monthOfDay, monthsFromTo }

/** `day` in `month`, clamped to the month's last day ('YYYY-MM-DD'). */
function clampedDay(month: Month, day: number): string {
  return dayText(month.year, month.month, Math.min(day, daysInMonth(month.year, month.month)))
}

function assertCardDay(day: number, name: string) {
  if (!Number.isInteger(day) || day < CARD_DAY_MIN || day > CARD_DAY_MAX) throw new RangeError(`${name} must be a whole number from 1 to 31: ${day}`)
}

/**
 * The statement calendar of a card that closes on `diaFechamento` and is due on `diaVencimento` (1–31 each).
 *
 *   closes 3, due 10:  statement 2026-12 closes 2026-12-03, due 2026-12-10
 *   closes 28, due 5:  statement 2026-12 closes 2026-11-28, due 2026-12-05
 *   closes 31, due 10: statement 2026-03 closes 2026-02-28, due 2026-03-10
 */
export function cardStatementCalendar(diaFechamento: number, diaVencimento: number): CardStatementCalendar {
  assertCardDay(diaFechamento, 'diaFechamento')
  assertCardDay(diaVencimento, 'diaVencimento')

  const statementDates = (month: string): StatementDates => {
    const due = readMonth(month)
    const dataVencimento = clampedDay(due, diaVencimento)
    const sameMonth = clampedDay(due, diaFechamento)
    // Days of one month compare as text; the month before always holds an earlier date.
    const dataFechamento = sameMonth < dataVencimento ? sameMonth : clampedDay(readMonth(addMonths(month, -1)), diaFechamento)
    return { dataFechamento, dataVencimento }
  }

  const statementOfPurchase = (day: string): string => {
    // A statement closes in its own month or the one before: the purchase's month's statement is the first
    // that may close after it, and the one two months later closes in the next month at the earliest.
    let month = monthOfDay(day)
    while (statementDates(month).dataFechamento <= day) month = addMonths(month, 1)
    return month
  }

  const installmentStatements = (purchaseDay: string, count: number): string[] => {
    if (!Number.isInteger(count) || count < 1) throw new RangeError(`An installment count is a whole number from 1: ${count}`)
    const first = statementOfPurchase(purchaseDay)
    return Array.from({ length: count }, (_, index) => addMonths(first, index))
  }

  return { statementDates, statementOfPurchase, installmentStatements }
}

// The statements of the API (GET /v1/api/cartao/{id}/faturas and /faturas/{mes}, POST …/pagar).

/** A statement list covers at most this many months. */
export const STATEMENT_RANGE_MAX_MONTHS = 36
/** The default list: from this many months before the open statement… */
export const STATEMENT_RANGE_BEFORE = 3
/** …to this many after it. */
export const STATEMENT_RANGE_AFTER = 12


/**
 * A statement's status on `today` ('YYYY-MM-DD', São Paulo): Paga when it has items and every one is settled,
 * or when it closed with nothing left to pay; else Aberta before its closing date, Fechada until its due date
 * (that day included), Vencida after it.
 */
export function statementStatus(dates: StatementDates, today: string, counts: { items: number; unpaid: number }): StatementStatus {
  if (counts.unpaid === 0 && (counts.items > 0 || today >= dates.dataFechamento)) return 'Paga'
  if (today < dates.dataFechamento) return 'Aberta'
  return today <= dates.dataVencimento ? 'Fechada' : 'Vencida'
}

/** Whether `text` is a month 'YYYY-MM' (years 1900–2099, the days users enter). */
export const isStatementMonth = (text: string) => /^(19|20)\d{2}-(0[1-9]|1[0-2])$/.test(text)

/** A statement month, 'YYYY-MM' (1900-01 to 2099-12): missing or blank 'required', anything else 'invalid_month'. */
export const statementMonthField = () =>
  z
    .string({ error: (issue) => (issue.input == null ? 'required' : 'invalid_month') })
    .trim()
    .min(1, { error: 'required', abort: true })
    .refine(isStatementMonth, { error: 'invalid_month' })
    .meta({ description: "A statement, named by its due date's month: 'YYYY-MM'", example: '2026-12' })

/** GET /v1/api/cartao/{id}/faturas query: both optional (default 3 months before the open statement to 12 after), at most 36 months. */
export const statementListQuerySchema = z
  .object({
    de: z.preprocess((value) => (value === '' ? undefined : value), statementMonthField().optional()),
    ate: z.preprocess((value) => (value === '' ? undefined : value), statementMonthField().optional()),
  })
  .superRefine((range, ctx) => {
    if (!range.de || !range.ate) return
    if (range.de > range.ate) ctx.addIssue({ code: 'custom', path: ['ate'], message: 'invalid_period' })
    else if (monthsFromTo(range.de, range.ate) > STATEMENT_RANGE_MAX_MONTHS) ctx.addIssue({ code: 'custom', path: ['ate'], message: 'period_too_long' })
  })
export type StatementListQuery = z.output<typeof statementListQuerySchema>

const statementFields = {
  /** The due date's month, 'YYYY-MM'. */
  mes: z.string(),
  dataFechamento: z.string().meta({ description: 'The closing date, YYYY-MM-DD (São Paulo calendar)' }),
  dataVencimento: z.string().meta({ description: 'The due date, YYYY-MM-DD (São Paulo calendar)' }),
  total: z.number().meta({ description: 'Expense items minus credits (settled ones at the amount really paid)' }),
  /** The unpaid expense items minus the unpaid credits. */
  aPagar: z.number(),
  /** What is still to pay: aPagar less the partial payments made toward it (0 when paid). */
  restante: z.number(),
  /** The payments made toward it, from accounts. */
  pago: z.number(),
  situacao: z.enum(statementStatuses),
  quantidadeItens: z.number().int(),
}

/** One statement of a card's list. */
export const cardStatementSchema = z.object(statementFields).meta({ id: 'CardStatement' })
export type CardStatement = z.infer<typeof cardStatementSchema>

/** GET /v1/api/cartao/{id}/faturas: the statements with items and the open one, by month. */
export const cardStatementListSchema = z.array(cardStatementSchema).meta({ id: 'CardStatementList' })

/** GET /v1/api/cartao/{id}/faturas/{mes}: a statement with its items (entries, by date then id). */
export const statementPaymentSchema = z
  .object({
    id: z.number().int(),
    /** The payment's moment (São Paulo offset). */
    data: z.iso.datetime({ offset: true }),
    valor: z.number(),
    contaBancariaId: z.number().int(),
    /** A partial payment still counted against what remains (false once the statement is settled or its rest carried). */
    aberto: z.boolean(),
  })
  .meta({ id: 'StatementPaymentMade' })
export type StatementPaymentMade = z.infer<typeof statementPaymentSchema>

export const cardStatementDetailSchema = z
  .object({ ...statementFields, itens: entryListSchema, pagamentos: z.array(statementPaymentSchema) })
  .meta({ id: 'CardStatementDetail' })
export type CardStatementDetail = z.infer<typeof cardStatementDetailSchema>

/** POST /v1/api/cartao/{id}/faturas/{mes}/pagar body. */
export const statementPaySchema = z
  .object({
    contaBancariaId: idField().meta({ description: "The user's bank account the payment leaves", example: 1 }),
    dataPagamento: financeDateField(),
    valor: moneyField({ description: 'Optional: a partial payment, more than 0 and at most what remains (default: all that remains)', example: 300 }).optional(),
  })
  .meta({ id: 'StatementPay' })
export type StatementPayInput = z.input<typeof statementPaySchema>
export type StatementPay = z.output<typeof statementPaySchema>

/** PATCH /v1/api/lancamento/{id}/fatura body: the statement to move a card entry to. */
export const entryStatementMoveSchema = z.object({ mes: statementMonthField() }).meta({ id: 'EntryStatementMove' })
export type EntryStatementMove = z.output<typeof entryStatementMoveSchema>
