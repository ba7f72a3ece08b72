import { z } from 'zod'
import { calendarDayField } from './calendar'
import { addCalendarDays, addCalendarMonths, dayNumber } from './days'
import { businessDayFrom } from './holidays'
import { idField, requiredChoice, requiredText } from './common'
import { ENTRY_DESCRIPTION_MAX, entryTypeField } from './entry'
import { moneyField } from './money'

// Recurring entries contract (docs/product-rules.md#recurring-entries), shared by the API and the SPA. A
// series names what repeats and how often; its occurrences are real entries, one per series and occurrence
// date, created ahead of time. The dates are pure arithmetic on 'YYYY-MM-DD' calendar days (São Paulo).

export const recurrenceFrequencies = ['Mensal', 'Quinzenal', 'Semanal', 'Anual'] as const
export type RecurrenceFrequency = (typeof recurrenceFrequencies)[number]

/** What happens to an occurrence on a Saturday, a Sunday or a national holiday: nothing, the business day before, the business day after. */
export const weekendAdjustments = ['Nenhum', 'Antecipar', 'Adiar'] as const
export type WeekendAdjustment = (typeof weekendAdjustments)[number]

/** Occurrences exist this many months ahead of today at least… */
export const RECURRENCE_AHEAD_MONTHS = 12
/** …and never more than this many years ahead. */
export const RECURRENCE_MAX_YEARS_AHEAD = 5

// The day arithmetic is the contract's calendar module (./days.ts); re-exported where the services import it.
export { addCalendarDays, addCalendarMonths }

/**
 * An occurrence's entry day after the business-day rule: a Saturday, a Sunday or a national holiday (./holidays.ts)
 * moves to the nearest business day before (Antecipar) or after (Adiar) it; Nenhum keeps the day.
 */
export function adjustToBusinessDay(day: string, adjustment: WeekendAdjustment): string {
  if (adjustment === 'Nenhum') return day
  return businessDayFrom(day, adjustment === 'Antecipar' ? -1 : 1)
}

/**
 * The nominal date of occurrence `index` (0-based) of a series: always computed from the start (so a
 * monthly series on the 31st clamps to 28/29 Feb and is back on the 31st in March; a yearly one on 29 Feb
 * falls on 28 Feb in common years); Quinzenal adds 15 days, Semanal 7.
 */
export function occurrenceDate(dataInicio: string, frequencia: RecurrenceFrequency, index: number): string {
  switch (frequencia) {
    case 'Mensal':
      return addCalendarMonths(dataInicio, index)
    case 'Anual':
      return addCalendarMonths(dataInicio, 12 * index)
    case 'Quinzenal':
      return addCalendarDays(dataInicio, 15 * index)
    case 'Semanal':
      return addCalendarDays(dataInicio, 7 * index)
  }
}

export interface RecurrenceDates {
  dataInicio: string
  dataFim: string | null
  frequencia: RecurrenceFrequency
  ajusteFimDeSemana: WeekendAdjustment
}

export interface Occurrence {
  /** The nominal date: one occurrence per series and date. */
  dataOcorrencia: string
  /** The day its entry carries (the business-day rule applied). */
  data: string
}

/** The occurrences of a series whose nominal date lies in [from, until] (and in [dataInicio, dataFim]), in order. */
export function occurrencesBetween(series: RecurrenceDates, from: string, until: string): Occurrence[] {
  const last = series.dataFim !== null && series.dataFim < until ? series.dataFim : until
  const first = from > series.dataInicio ? from : series.dataInicio
  if (first > last) return []
  // Start near `from` instead of walking from the series' first date.
  const span = dayNumber(first) - dayNumber(series.dataInicio)
  let index =
    series.frequencia === 'Semanal' ? Math.floor(span / 7) : series.frequencia === 'Quinzenal' ? Math.floor(span / 15) : series.frequencia === 'Anual' ? Math.floor(span / 366) : Math.floor(span / 31)
  const result: Occurrence[] = []
  for (;;) {
    const nominal = occurrenceDate(series.dataInicio, series.frequencia, index)
    if (nominal > last) break
    if (nominal >= first) result.push({ dataOcorrencia: nominal, data: adjustToBusinessDay(nominal, series.ajusteFimDeSemana) })
    index += 1
  }
  return result
}

/** The first occurrence on or after `day` (null when the series has ended by then). */
export function nextOccurrence(series: RecurrenceDates, day: string): Occurrence | null {
  const horizon = addCalendarMonths(day, 13)
  return occurrencesBetween(series, day, horizon)[0] ?? null
}

/**
 * How far back a series may start (docs/product-rules.md#limits): its past occurrences are made at once, as
 * pending entries, so a weekly series from 1900 made 6,600 rows for one write.
 */
export const RECURRENCE_MAX_YEARS_BACK = 2

/** The earliest `dataInicio` a series created on `today` may have. */
export const earliestSeriesStart = (today: string) => addCalendarMonths(today, -12 * RECURRENCE_MAX_YEARS_BACK)

/** 'recurrence_start_too_old' when a series created (or moved) on `today` would start before earliestSeriesStart. */
export const seriesStartProblem = (dataInicio: string, today: string): 'recurrence_start_too_old' | null =>
  /^\d{4}-\d{2}-\d{2}$/.test(dataInicio) && dataInicio < earliestSeriesStart(today) ? 'recurrence_start_too_old' : null

/** The last day occurrences exist through for a user whose today is `today`: the later of today + 12 months and `asked`, at most today + 5 years. */
export function generationHorizon(today: string, asked?: string | null): string {
  const ahead = addCalendarMonths(today, RECURRENCE_AHEAD_MONTHS)
  const cap = addCalendarMonths(today, 12 * RECURRENCE_MAX_YEARS_AHEAD)
  const wanted = asked && asked > ahead ? asked : ahead
  return wanted < cap ? wanted : cap
}

const optionalId = (description: string) => idField().nullable().default(null).meta({ description, example: 1 })

/** A series' fields as the create call takes them (the user data import reads them too). */
export const recurrenceFields = {
  descricao: requiredText(ENTRY_DESCRIPTION_MAX).meta({ description: 'Trimmed, 1 to 200 characters', example: 'Aluguel' }),
  valor: moneyField({ example: 1800 }),
  tipoLancamento: entryTypeField,
  categoriaId: optionalId("One of the user's categories, of the series' type (null for none)"),
  contaBancariaId: optionalId("The user's bank account the money leaves or enters (null for none)"),
  cartaoId: optionalId("One of the user's cards with statements: every occurrence is a card item on its statement (null for none)"),
  frequencia: requiredChoice(recurrenceFrequencies, { description: '`Mensal`, `Quinzenal` (every 15 days), `Semanal` (every 7 days) or `Anual`', example: 'Mensal' }),
  dataInicio: calendarDayField({ description: 'The first occurrence (YYYY-MM-DD); its day of month is the series’ day' }),
  dataFim: calendarDayField({ description: 'The last day an occurrence may fall on (YYYY-MM-DD); null for no end' }).nullable().default(null),
  ajusteFimDeSemana: z
    .enum(weekendAdjustments, { error: 'invalid_value' })
    .default('Nenhum')
    .meta({ description: '`Nenhum`, `Antecipar` (an occurrence on a Saturday, a Sunday or a national holiday moves to the business day before) or `Adiar` (to the business day after)', example: 'Nenhum' }),
  ativa: z.boolean({ error: 'invalid_type' }).default(true).meta({ description: 'A paused series (false) creates no new occurrences' }),
}

type SeriesShape = { dataInicio: string; dataFim: string | null; cartaoId: number | null; contaBancariaId: number | null }

/** A series ends on or after its start, and a card series has no account. */
export const endNotBeforeStart = (series: SeriesShape, ctx: z.RefinementCtx) => {
  if (series.dataFim !== null && series.dataFim < series.dataInicio) ctx.addIssue({ code: 'custom', path: ['dataFim'], message: 'invalid_period' })
  if (series.cartaoId !== null && series.contaBancariaId !== null) ctx.addIssue({ code: 'custom', path: ['contaBancariaId'], message: 'card_entry_account' })
}

/** POST /v1/api/recorrencia body. */
export const recurrenceCreateSchema = z
  .object(recurrenceFields)
  .superRefine(endNotBeforeStart)
  .meta({ id: 'RecurrenceCreate', description: 'Keys are matched ignoring case.' })
export type RecurrenceCreateInput = z.input<typeof recurrenceCreateSchema>
export type RecurrenceCreate = z.output<typeof recurrenceCreateSchema>

/** PUT /v1/api/recorrencia body: the series' `id`, its fields, and from which day the change applies. */
export const recurrenceUpdateSchema = z
  .object({
    id: idField(),
    ...recurrenceFields,
    aPartirDe: calendarDayField({ description: 'The change applies to the occurrences from this day (YYYY-MM-DD); earlier and paid ones stay. Default: today' }).optional(),
  })
  .superRefine(endNotBeforeStart)
  .meta({ id: 'RecurrenceUpdate', description: 'Keys are matched ignoring case.' })
export type RecurrenceUpdateInput = z.input<typeof recurrenceUpdateSchema>
export type RecurrenceUpdate = z.output<typeof recurrenceUpdateSchema>

/** DELETE /v1/api/recorrencia/{id} query. */
export const recurrenceDeleteQuerySchema = z.object({
  aPartirDe: z.preprocess(
    (value) => (value === '' ? undefined : value),
    calendarDayField({ description: 'End the series here: its unpaid occurrences from this day go; without it the whole series goes with all its unpaid occurrences' }).optional(),
  ),
})
export type RecurrenceDeleteQuery = z.output<typeof recurrenceDeleteQuerySchema>

/** A series as the API returns it. */
export const recurrenceSchema = z
  .object({
    id: z.number().int(),
    descricao: z.string(),
    valor: z.number(),
    tipoLancamento: z.enum(['Receita', 'Despesa']),
    categoriaId: z.number().int().nullable(),
    contaBancariaId: z.number().int().nullable(),
    cartaoId: z.number().int().nullable(),
    frequencia: z.enum(recurrenceFrequencies),
    /** 'YYYY-MM-DD' */
    dataInicio: z.iso.date(),
    dataFim: z.iso.date().nullable(),
    ajusteFimDeSemana: z.enum(weekendAdjustments),
    ativa: z.boolean(),
    /** The day of the next occurrence from today on (the business-day rule applied); null when none is left. */
    proximaOcorrencia: z.iso.date().nullable(),
  })
  .meta({ id: 'Recurrence' })
export type Recurrence = z.infer<typeof recurrenceSchema>

export const recurrenceListSchema = z.array(recurrenceSchema).meta({ id: 'RecurrenceList' })
