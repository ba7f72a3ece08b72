import { z } from 'zod'
import { financeDateField, monthKey, optionalQueryDate, zonedWallTime } from './calendar'
import { idField, plainText, requiredChoice, requiredText } from './common'
import { categoryTypes, entryStatuses, isStatusOfType } from './finance'
import { moneyField } from './money'
import { dayNumber, dayText, monthsFromTo } from './days'

// Financial entry contract (docs/product-rules.md#entries, #money and #dates there). Shared by
// the API (validation, OpenAPI) and the SPA (forms, response parsing). The API matches request keys
// ignoring case; amounts are parsed to whole cents, dates to instants (see ./calendar for São Paulo).

/** Free texts hold up to 200 characters. */
export const ENTRY_DESCRIPTION_MAX = 200
/**
 * The free texts of an entry that the search over every month (the folded `busca` column) and the entries page's
 * filter match, in this order: a field added here is searched and filtered with nothing else to change.
 */
export const ENTRY_TEXT_FIELDS = ['descricao', 'observacao'] as const satisfies readonly (keyof Entry)[]
/** A note (observacao) holds up to 500 characters. */
export const ENTRY_NOTE_MAX = 500
/** The month summary covers at most this many calendar months. */
export const MONTH_SUMMARY_MAX_MONTHS = 120
/** A period query covers at most this many calendar days (a leap year). */
export const PERIOD_MAX_DAYS = 366

/** Calendar days (São Paulo) from `start`'s day to `end`'s, both included. */
export function periodDays(start: Date, end: Date): number {
  const numberOf = (instant: Date) => {
    const wall = zonedWallTime(instant)
    return dayNumber(dayText(wall.year, wall.month, wall.day))
  }
  return numberOf(end) - numberOf(start) + 1
}

/** Receita or Despesa; missing or blank is 'required'. */
export const entryTypeField = requiredChoice(categoryTypes, { description: '`Receita` (income) or `Despesa` (expense)', example: 'Despesa' })

/** Pago, A Pagar, Recebido or A Receber; missing or blank is 'required'. */
export const entryStatusField = requiredChoice(entryStatuses, { description: '`Pago`/`A Pagar` for a Despesa, `Recebido`/`A Receber` for a Receita', example: 'A Pagar' })

/** The fields of a create or update body; the entry form's inputs are these (machines/finance/entries/entry-form.machine.ts). */
export const entryFields = {
  dataLancamento: financeDateField(),
  descricao: requiredText(ENTRY_DESCRIPTION_MAX).meta({ description: 'Trimmed, 1 to 200 characters', example: 'Conta de luz' }),
  valor: moneyField({ allowZero: true, example: 120.5 }),
  tipoLancamento: entryTypeField,
  categoriaId: idField().meta({ description: "One of the user's categories, of the entry's type", example: 1 }),
  situacao: entryStatusField,
  contaBancariaId: idField()
    .nullable()
    .optional()
    .meta({ description: "The user's bank account the money leaves or enters (optional; null for none). Left out of a PATCH, the entry keeps its account.", example: 1 }),
  observacao: z
    .preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), plainText().trim().max(ENTRY_NOTE_MAX, { error: 'too_long' }).nullable())
    .optional()
    .meta({ description: 'A free note, trimmed, up to 500 characters; null (or blank text) for none. Left out of a PATCH, the entry keeps its note.', example: 'Parcela negociada com o banco' }),
  cartaoId: idField()
    .nullable()
    .optional()
    .meta({
      description:
        "A card item: one of the user's cards with statements (an expense is a purchase, an income a credit); null for none. Its statement follows from its date; it takes no bank account (the statement's payment does). Left out of a PATCH, the entry keeps its card.",
      example: 1,
    }),
}

/** The status must be one of those of the type (Pago/A Pagar for Despesa, Recebido/A Receber for Receita). */
const statusMatchesType = (entry: { tipoLancamento: (typeof categoryTypes)[number]; situacao: (typeof entryStatuses)[number] }, ctx: z.RefinementCtx) => {
  if (!isStatusOfType(entry.situacao, entry.tipoLancamento)) {
    ctx.addIssue({ code: 'custom', path: ['situacao'], message: 'invalid_entry_status' })
  }
}

/** A card item takes no bank account: its statement's payment leaves an account, not the item. */
const cardTakesNoAccount = (entry: { cartaoId?: number | null | undefined; contaBancariaId?: number | null | undefined }, ctx: z.RefinementCtx) => {
  if (entry.cartaoId != null && entry.contaBancariaId != null) {
    ctx.addIssue({ code: 'custom', path: ['contaBancariaId'], message: 'card_entry_account' })
  }
}

const ignoredKeys = 'Keys are matched ignoring case. `id` and `parcelamentoMensalId` may be sent (the spec client sends them) and are ignored: only installment plans link entries.'

/** POST /v1/api/lancamento body. */
export const entryCreateSchema = z
  .object(entryFields)
  .superRefine(statusMatchesType)
  .superRefine(cardTakesNoAccount)
  .meta({ id: 'EntryCreate', description: ignoredKeys })
export type EntryCreateInput = z.input<typeof entryCreateSchema>
export type EntryCreate = z.output<typeof entryCreateSchema>

/** PATCH /v1/api/lancamento body: the entry's `id` and all its fields (409 for an entry of an installment plan). */
export const entryUpdateSchema = z
  .object({ id: idField(), ...entryFields })
  .superRefine(statusMatchesType)
  .superRefine(cardTakesNoAccount)
  .meta({ id: 'EntryUpdate', description: 'Keys are matched ignoring case. `parcelamentoMensalId` is ignored.' })
export type EntryUpdateInput = z.input<typeof entryUpdateSchema>
export type EntryUpdate = z.output<typeof entryUpdateSchema>

/** PUT /v1/api/lancamento/{id}/pagar body; `id`, when sent, must be the path's. */
export const entryPaySchema = z
  .object({
    id: idField().optional(),
    // What really left or entered (interest, discount): more than zero.
    valorPago: moneyField({ allowZero: true, example: 120.5 }).refine((cents) => cents > 0, { error: 'paid_amount_positive' }),
    dataPagamento: financeDateField(),
    contaBancariaId: idField()
      .nullable()
      .optional()
      .meta({ description: "The account the money left or entered (one of the user's accounts); left out, the entry keeps its own", example: 1 }),
  })
  .meta({ id: 'EntryPay' })
export type EntryPayInput = z.input<typeof entryPaySchema>
export type EntryPay = z.output<typeof entryPaySchema>

/** DELETE /v1/api/lancamento?id= query. */
export const entryDeleteQuerySchema = z.object({ id: idField() })

/** A period query's bounds (entries, statements, transfers): both optional, a missing one the current month's. */
export const periodFields = {
  dataInicio: optionalQueryDate({
    description: 'Start, inclusive. A date alone is its start in São Paulo. Default: the first instant of the current month (São Paulo).',
  }),
  dataFim: optionalQueryDate({
    endOfDay: true,
    description: 'End, inclusive. A date alone is its last millisecond in São Paulo. Default: the last instant of the current month (São Paulo).',
  }),
}

/** A period whose start is after its end is 'invalid_period' on `dataFim`. */
export const startNotAfterEnd = (period: { dataInicio?: Date | undefined; dataFim?: Date | undefined }, ctx: z.RefinementCtx) => {
  if (period.dataInicio && period.dataFim && period.dataInicio > period.dataFim) {
    ctx.addIssue({ code: 'custom', path: ['dataFim'], message: 'invalid_period' })
  }
}

/**
 * GET /v1/api/lancamento/periodo query: both optional; a missing one takes the current month's bound.
 * At most PERIOD_MAX_DAYS days (the service checks again once the missing bound is known).
 */
export const entryPeriodQuerySchema = z
  .object(periodFields)
  .superRefine(startNotAfterEnd)
  .superRefine((period, ctx) => {
    if (!period.dataInicio || !period.dataFim || period.dataInicio > period.dataFim) return
    if (periodDays(period.dataInicio, period.dataFim) > PERIOD_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['dataFim'], message: 'period_too_many_days' })
    }
  })
export type EntryPeriodQuery = z.output<typeof entryPeriodQuerySchema>

/** GET /v1/api/lancamento/resumo-mensal query: as the period, at most 120 calendar months. */
export const monthSummaryQuerySchema = z
  .object(periodFields)
  .superRefine(startNotAfterEnd)
  .superRefine((period, ctx) => {
    if (!period.dataInicio || !period.dataFim || period.dataInicio > period.dataFim) return
    if (monthsFromTo(monthKey(period.dataInicio), monthKey(period.dataFim)) > MONTH_SUMMARY_MAX_MONTHS) {
      ctx.addIssue({ code: 'custom', path: ['dataFim'], message: 'period_too_long' })
    }
  })
export type MonthSummaryQuery = z.output<typeof monthSummaryQuerySchema>

/** An entry as the API returns it (a payment adds valorPago and dataPagamento). */
export const entrySchema = z
  .object({
    id: z.number().int(),
    dataLancamento: z.iso.datetime({ offset: true }),
    descricao: z.string(),
    /** The entry's free note (null for none). */
    observacao: z.string().nullable(),
    valor: z.number(),
    tipoLancamento: z.enum(categoryTypes),
    /** null for the entries an installment plan generates. */
    categoriaId: z.number().int().nullable(),
    /** The monthly installment this entry pays; null for an ordinary entry (and for a paid entry whose plan was deleted). */
    parcelamentoMensalId: z.number().int().nullable(),
    /** The installment plan of `parcelamentoMensalId` (null for an ordinary entry). */
    parcelamentoId: z.number().int().nullable(),
    situacao: z.enum(entryStatuses),
    valorPago: z.number().nullable(),
    dataPagamento: z.iso.datetime({ offset: true }).nullable(),
    /**
     * Still A Pagar / A Receber and dated before today (São Paulo calendar); never for a card item, which its
     * statement pays (the statement is Vencida instead).
     */
    vencido: z.boolean(),
    /** The bank account the money leaves or enters (null for none). */
    contaBancariaId: z.number().int().nullable(),
    /** The card of a card item (null for none). */
    cartaoId: z.number().int().nullable(),
    /** The statement ('YYYY-MM', its due month) a card item belongs to (null for none). */
    faturaMes: z.string().nullable(),
    /** The recurring series this entry is an occurrence of (null for none). */
    recorrenciaId: z.number().int().nullable(),
    /** The occurrence's nominal date, 'YYYY-MM-DD' (the entry's day may differ by the weekend rule); null for none. */
    dataOcorrencia: z.string().nullable(),
    /** 'saldoAnterior' for the item that carries an earlier statement's unpaid rest (debt, not an expense); null for every other entry. */
    tipoItem: z.enum(['saldoAnterior']).nullable(),
    /** The statement ('YYYY-MM') whose unpaid rest a saldoAnterior item carries; null for every other entry. */
    faturaOrigem: z.string().nullable(),
    /**
     * The bank-statement import that created or linked it: that import (null once it is gone, e.g. after a data
     * export and import), the row's import key and the description the bank wrote; null for an entry no file brought.
     */
    importacao: z.object({ id: z.number().int().nullable(), chave: z.string(), descricaoBanco: z.string() }).nullable(),
  })
  .meta({ id: 'Entry' })
export type Entry = z.infer<typeof entrySchema>

/** GET /v1/api/lancamento/periodo: the period's entries by date, then id. */
export const entryListSchema = z.array(entrySchema).meta({ id: 'EntryList' })

/**
 * One calendar month (São Paulo) of GET /v1/api/lancamento/resumo-mensal:
 * `receitas` = sum of Receita amounts, `despesas` = sum of Despesa amounts, `saldo` = receitas −
 * despesas; `aPagar` / `aReceber` = the amounts still A Pagar / A Receber.
 */
export const monthSummarySchema = z
  .object({
    /** 'YYYY-MM' */
    mes: z.string().regex(/^\d{4}-\d{2}$/),
    receitas: z.number(),
    despesas: z.number(),
    saldo: z.number(),
    aPagar: z.number(),
    aReceber: z.number(),
  })
  .meta({ id: 'MonthSummary' })
export type MonthSummary = z.infer<typeof monthSummarySchema>

/** GET /v1/api/lancamento/vencidos lists at most this many overdue entries (the oldest); the counts and sums cover all. */
export const OVERDUE_LIST_MAX = 500

const overdueGroupSchema = z.object({ quantidade: z.number().int(), total: z.number() })

/**
 * GET /v1/api/lancamento/vencidos: the entries still A Pagar / A Receber dated before today,
 * over all months — how many and their sum of each kind, and the oldest OVERDUE_LIST_MAX of them by date.
 */
export const overdueSummarySchema = z
  .object({ aPagar: overdueGroupSchema, aReceber: overdueGroupSchema, lancamentos: entryListSchema })
  .meta({ id: 'OverdueSummary' })
export type OverdueSummary = z.infer<typeof overdueSummarySchema>

/** Every month of the period in order, months without entries included (all zeros). */
export const monthSummaryListSchema = z.array(monthSummarySchema).meta({ id: 'MonthSummaryList' })
