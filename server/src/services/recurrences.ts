import { and, asc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm'
import { dayKey, dayStart } from '@contract/calendar'
import { centsToAmount, centsToDecimal, decimalToCents } from '@contract/money'
import {
  addCalendarDays,
  generationHorizon,
  nextOccurrence,
  occurrencesBetween,
  seriesStartProblem,
  type Recurrence,
  type RecurrenceCreate,
  type RecurrenceDeleteQuery,
  type RecurrenceUpdate,
} from '@contract/recurrence'
import type { Clock } from '../app-env'
import type { Database } from '../db/client'
import { bankCards, entries, recurrenceSkips, recurrences } from '../db/schema'
import { ownedBy } from '../db/scope'
import { badRequest, notFound, type FieldErrors } from '../http/errors'
import { countCreatedRows } from '../http/fair-use'
import { isOwnBankAccount } from './bank-accounts'
import { calendarOf, ownCard } from './card-calendar'
import { categoryProblem } from './category-check'
import type { Executor } from './installment-links'

// Recurring entries (docs/product-rules.md#recurring-entries). A series' occurrences are real entries (A Pagar
// / A Receber), one per series and nominal date (a unique index), created ahead of time: through the later of
// today + 12 months and the end of any period a read asks for, never past the series' end or 5 years ahead.
// `gerada_ate` records how far a series is generated, so a read that needs nothing new costs one indexed query.
// Generation locks the series rows it extends, and so does deleting an occurrence (which records the date as
// skipped): a deleted occurrence never comes back, and two readers at once never create a date twice.

type SeriesRow = typeof recurrences.$inferSelect

const pendingStatus = sql`${entries.situacao} in ('A Pagar', 'A Receber')`
/** Occurrences a change of the series may replace: unpaid and never edited by the user. */
const replaceable = and(pendingStatus, eq(entries.ocorrenciaEditada, false))

/** São Paulo's today, 'YYYY-MM-DD'. */
export const todayOf = (clock: Clock) => dayKey(new Date(clock.now()))

export function toRecurrence(row: SeriesRow, today: string): Recurrence {
  const next = row.ativa ? nextOccurrence(row, today) : null
  return {
    id: row.id,
    descricao: row.descricao,
    valor: centsToAmount(decimalToCents(row.valor)),
    tipoLancamento: row.tipoLancamento,
    categoriaId: row.categoriaId,
    contaBancariaId: row.contaBancariaId,
    cartaoId: row.cartaoId,
    frequencia: row.frequencia,
    dataInicio: row.dataInicio,
    dataFim: row.dataFim,
    ajusteFimDeSemana: row.ajusteFimDeSemana,
    ativa: row.ativa,
    proximaOcorrencia: next?.data ?? null,
  }
}

/** Inserts the occurrences of `series` with nominal dates in [from, until], except skipped dates and those that exist. */
const generate = (executor: Executor, series: SeriesRow, from: string, until: string) => generateMany(executor, [{ series, from }], until)

/**
 * Inserts the occurrences of several series of one user, each from its own `from` through `until`, except
 * skipped dates and those that exist, in one statement: the dates are worked out here (the contract's
 * calendar), the rows go as one JSON parameter and take the series' own columns from its row, and `mark`
 * (the series extended to `until`) is recorded by the same statement. PGlite spent more on binding a
 * multi-row VALUES list's parameters (13 a row) than on the insert: a month of 30 series' occurrences
 * (47 rows) took 18.6 ms that way and 11.6 ms as one JSON parameter, plus two queries (skips, marks) saved.
 * A card's calendar still needs its row: one query, only when a series is on a card.
 */
async function generateMany(executor: Executor, items: ReadonlyArray<{ series: SeriesRow; from: string }>, until: string, mark: readonly number[] = []): Promise<void> {
  const work = items
    .filter(({ series }) => series.ativa)
    .map(({ series, from }) => ({ series, dates: occurrencesBetween(series, from, until) }))
    .filter(({ dates }) => dates.length > 0)
  const cardIds = [...new Set(work.flatMap(({ series }) => (series.cartaoId === null ? [] : [series.cartaoId])))]
  const cards = new Map(
    (cardIds.length === 0 ? [] : await executor.select().from(bankCards).where(and(inArray(bankCards.id, cardIds), ownedBy(bankCards, work[0]!.series.userId)))).map(
      (card) => [card.id, calendarOf(card)] as const,
    ),
  )
  // [series, moment (ISO), nominal date, account, card, statement] per occurrence.
  const rows = work.flatMap(({ series, dates }) => {
    const calendar = series.cartaoId === null ? null : (cards.get(series.cartaoId) ?? null)
    return dates.map((occurrence) => [
      series.id,
      dayStart(occurrence.data).toISOString(),
      occurrence.dataOcorrencia,
      calendar ? null : series.contaBancariaId,
      calendar ? series.cartaoId : null,
      calendar ? calendar.statementOfPurchase(occurrence.data) : null,
    ])
  })
  if (rows.length === 0 && mark.length === 0) return
  countCreatedRows(rows.length)
  const marked =
    mark.length === 0
      ? sql``
      : sql`with marked as (update ${recurrences} set gerada_ate = ${until} where ${recurrences.id} = any(${sql.raw(`'{${mark.join(',')}}'`)}::int[])) `
  await executor.execute(sql`${marked}
    insert into ${entries} (user_id, data_lancamento, descricao, valor, tipo_lancamento, categoria_id, situacao, conta_bancaria_id, cartao_id, fatura_mes, recorrencia_id, data_ocorrencia)
    select s.user_id, (o->>1)::timestamptz, s.descricao, s.valor, s.tipo_lancamento, s.categoria_id,
           case when s.tipo_lancamento = 'Despesa' then 'A Pagar' else 'A Receber' end,
           (o->>3)::int, (o->>4)::int, o->>5, s.id, o->>2
    from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) as o
    join ${recurrences} s on s.id = (o->>0)::int
    where not exists (select 1 from ${recurrenceSkips} k where k.recorrencia_id = s.id and k.data_ocorrencia = o->>2)
    on conflict (recorrencia_id, data_ocorrencia) do nothing`)
}

/** The user's active series whose occurrences do not reach `until` yet. */
function laggingSeries(userId: number, until: string): SQL | undefined {
  return and(
    ownedBy(recurrences, userId),
    eq(recurrences.ativa, true),
    or(isNull(recurrences.geradaAte), and(lt(recurrences.geradaAte, until), or(isNull(recurrences.dataFim), lt(recurrences.geradaAte, recurrences.dataFim)))),
  )
}

/**
 * SQL true while ensureOccurrences(db, userId, today, asked) has something to make: a query can carry it
 * to find out in the same round trip (one indexed probe).
 */
export function occurrencesLag(userId: number, today: string, asked?: string | null): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${recurrences} where ${laggingSeries(userId, generationHorizon(today, asked))})`
}

/**
 * Makes every occurrence of the user's active series exist through generationHorizon(today, asked): one
 * indexed query when nothing is missing; else the series that lag are locked, extended and marked.
 */
export async function ensureOccurrences(db: Database, userId: number, today: string, asked?: string | null, { lagKnown = false } = {}): Promise<void> {
  const until = generationHorizon(today, asked)
  const lagging = laggingSeries(userId, until)
  // `lagKnown`: the caller's own query carried occurrencesLag (true), so the probe would only repeat it.
  if (!lagKnown) {
    const [first] = await db.select({ id: recurrences.id }).from(recurrences).where(lagging).limit(1)
    if (!first) return
  }
  await db.transaction(async (tx) => {
    const rows = await tx.select().from(recurrences).where(lagging).orderBy(asc(recurrences.id)).for('update')
    if (rows.length === 0) return
    await generateMany(
      tx,
      rows.map((series) => ({ series, from: series.geradaAte === null ? series.dataInicio : addCalendarDays(series.geradaAte, 1) })),
      until,
      rows.map((series) => series.id),
    )
  })
}

/** Locks a series row (generation and an occurrence's delete take it first). */
export async function lockSeries(executor: Executor, id: number): Promise<void> {
  await executor.select({ id: recurrences.id }).from(recurrences).where(eq(recurrences.id, id)).for('update')
}

/** Records an occurrence date as skipped for good (its entry is being deleted). */
export async function skipOccurrence(executor: Executor, seriesId: number, day: string): Promise<void> {
  await executor.insert(recurrenceSkips).values({ recorrenciaId: seriesId, dataOcorrencia: day }).onConflictDoNothing()
}

export interface RecurrenceService {
  /** The user's series by description, with their next occurrence. */
  list(userId: number): Promise<Recurrence[]>
  /** Stores a series and creates its occurrences. */
  create(userId: number, input: RecurrenceCreate): Promise<Recurrence>
  /** Changes a series from `aPartirDe` on (default today): its unpaid, unedited occurrences from then are made again. */
  update(userId: number, input: RecurrenceUpdate): Promise<Recurrence>
  /** Ends a series at `aPartirDe` (its unpaid occurrences from then go), or deletes it with all its unpaid occurrences. */
  remove(userId: number, id: number, query: RecurrenceDeleteQuery): Promise<void>
}

export function createRecurrenceService({ db, clock }: { db: Database; clock: Clock }): RecurrenceService {
  const mine = (userId: number, id: number) => and(eq(recurrences.id, id), ownedBy(recurrences, userId))

  /** 400 unless the category (of the series' type), the account and the card (with statements) are the user's. */
  async function checkReferences(executor: Executor, userId: number, input: RecurrenceCreate) {
    const errors: FieldErrors = {}
    const category = input.categoriaId === null ? null : await categoryProblem(executor, userId, input.categoriaId, input.tipoLancamento)
    if (category) errors.categoriaId = category
    if (input.contaBancariaId !== null && !(await isOwnBankAccount(executor, userId, input.contaBancariaId))) errors.contaBancariaId = 'unknown_bank_account'
    if (input.cartaoId !== null) {
      const card = await ownCard(executor, userId, input.cartaoId)
      if (!card) errors.cartaoId = 'unknown_bank_card'
      else if (!calendarOf(card)) errors.cartaoId = 'card_without_statements'
    }
    const [first] = Object.values(errors)
    if (first) throw badRequest(first, errors)
  }

  const columnsOf = (input: RecurrenceCreate) => ({
    descricao: input.descricao,
    valor: centsToDecimal(input.valor),
    tipoLancamento: input.tipoLancamento,
    categoriaId: input.categoriaId,
    contaBancariaId: input.contaBancariaId,
    cartaoId: input.cartaoId,
    frequencia: input.frequencia,
    dataInicio: input.dataInicio,
    dataFim: input.dataFim,
    ajusteFimDeSemana: input.ajusteFimDeSemana,
    ativa: input.ativa,
  })

  /** Deletes the series' occurrences matching `which` from `from` on. */
  const removeOccurrences = (executor: Executor, seriesId: number, from: string | null, which = pendingStatus) =>
    executor
      .delete(entries)
      .where(and(eq(entries.recorrenciaId, seriesId), which, from === null ? undefined : gte(entries.dataOcorrencia, from)))

  return {
    async list(userId) {
      const rows = await db
        .select()
        .from(recurrences)
        .where(ownedBy(recurrences, userId))
        .orderBy(sql`lower(${recurrences.descricao})`, asc(recurrences.id))
      const today = todayOf(clock)
      return rows.map((row) => toRecurrence(row, today))
    },

    async create(userId, input) {
      const today = todayOf(clock)
      const tooOld = seriesStartProblem(input.dataInicio, today)
      if (tooOld) throw badRequest(tooOld, { dataInicio: tooOld })
      return db.transaction(async (tx) => {
        await checkReferences(tx, userId, input)
        const until = generationHorizon(today)
        const [row] = await tx
          .insert(recurrences)
          .values({ userId, ...columnsOf(input), geradaAte: until })
          .returning()
        await generate(tx, row!, row!.dataInicio, until)
        return toRecurrence(row!, today)
      })
    },

    async update(userId, input) {
      const today = todayOf(clock)
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(recurrences).where(mine(userId, input.id)).for('update')
        if (!current) throw notFound()
        // A series that already starts that far back (made before the rule) keeps its start; moving one there is refused.
        const tooOld = input.dataInicio === current.dataInicio ? null : seriesStartProblem(input.dataInicio, today)
        if (tooOld) throw badRequest(tooOld, { dataInicio: tooOld })
        await checkReferences(tx, userId, input)
        const from = input.aPartirDe ?? today
        await removeOccurrences(tx, current.id, from, replaceable)
        const until = generationHorizon(today, current.geradaAte)
        const [row] = await tx
          .update(recurrences)
          .set({ ...columnsOf(input), geradaAte: until })
          .where(mine(userId, input.id))
          .returning()
        await generate(tx, row!, from, until)
        return toRecurrence(row!, today)
      })
    },

    async remove(userId, id, query) {
      await db.transaction(async (tx) => {
        const [current] = await tx.select().from(recurrences).where(mine(userId, id)).for('update')
        if (!current) throw notFound()
        if (query.aPartirDe !== undefined && query.aPartirDe > current.dataInicio) {
          await removeOccurrences(tx, id, query.aPartirDe)
          const end = addCalendarDays(query.aPartirDe, -1)
          await tx
            .update(recurrences)
            .set({ dataFim: current.dataFim !== null && current.dataFim < end ? current.dataFim : end })
            .where(mine(userId, id))
          return
        }
        // The whole series: its unpaid occurrences go, the paid ones stay as ordinary entries (unlinked).
        await removeOccurrences(tx, id, null)
        await tx.delete(recurrences).where(mine(userId, id))
      })
    },
  }
}
