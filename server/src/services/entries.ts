import { and, asc, eq, getTableColumns, gte, isNull, lte, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { dayKey, dayRange, monthRange, monthsBetween, zonedWallTime } from '@contract/calendar'
import {
  MONTH_SUMMARY_MAX_MONTHS,
  OVERDUE_LIST_MAX,
  PERIOD_MAX_DAYS,
  entrySchema,
  periodDays,
  type Entry,
  type EntryCreate,
  type EntryPay,
  type EntryUpdate,
  type MonthSummary,
  type OverdueSummary,
} from '@contract/entry'
import { isSettledStatus, paidStatusOf } from '@contract/finance'
import { centsToAmount, centsToDecimal, decimalToCents } from '@contract/money'
import type { Clock } from '../app-env'
import type { Database } from '../db/client'
import { entries, importKeys, monthlyInstallments } from '../db/schema'
import { ownedBy } from '../db/scope'
import { badRequest, conflict, notFound, type FieldErrors } from '../http/errors'
import { JsonText } from '../http/json-text'
import { columnField, recordLines, type LineField } from '../db/record-lines'
import { checkBankAccounts, isOwnBankAccount } from './bank-accounts'
import { calendarOf, ownCard, statementOfPurchase } from './card-calendar'
import { categoryProblem } from './category-check'
import { countedAmount, isOverdue, notCarry, overdueBefore } from './money-rules'
import { ensureOccurrences, lockSeries, occurrencesLag, skipOccurrence, todayOf } from './recurrences'
import { lockPlanOfInstallment, markInstallmentPaid, type Executor } from './installment-links'

// Financial entries (docs/product-rules.md#entries). Every query is scoped to the signed-in user.
// Amounts arrive as cents and are stored as numeric(14,2); sums are done by PostgreSQL.

/** numeric(14,2) text → the JSON number of the answer (exact: at most 14 significant digits). */
const amount = (decimal: string) => centsToAmount(decimalToCents(decimal))

/** The first instant of today in São Paulo: a pending entry dated before it is overdue (`vencido`). */
export function todayStart(now: number): Date {
  const wall = zonedWallTime(new Date(now))
  return dayRange(wall.year, wall.month, wall.day).start
}

/**
 * An entry as the API answers it (the Entry keys of the shared contract), computed by PostgreSQL as one line
 * of texts (db/record-lines.ts): the one projection of an entry, used by the lists and by the single-row answers
 * (RETURNING) alike, so a field is mapped in one place. Moments come as epoch milliseconds and are decoded
 * straight into São Paulo's text (the answers' form: http/moments.ts then has nothing to rewrite), which over a
 * 900-row month costs a tenth of parsing UTC texts and rewriting them. `vencido` is not among them: it depends on
 * today, which the line then would too (a parameter, and the query built again for every call); the decoder
 * works it out from `situacao`, `cartaoId` and `dataLancamento` (money-rules' isOverdue).
 */
const computedFields: Partial<Record<keyof Entry, LineField<keyof Entry>>> = {
  // Guarded: PostgreSQL runs the subquery for every row otherwise, most of them not an installment's.
  parcelamentoId: [
    'parcelamentoId',
    sql`case when ${entries.parcelamentoMensalId} is not null then (select ${monthlyInstallments.planId} from ${monthlyInstallments} where ${monthlyInstallments.id} = ${entries.parcelamentoMensalId}) end`,
    'int',
  ],
  tipoItem: ['tipoItem', sql`case when ${entries.faturaOrigem} is not null then 'saldoAnterior' end`, 'text'],
  // Guarded like parcelamentoId: only imported entries have a key to look up.
  importacao: [
    'importacao',
    sql`case when ${entries.importado} then (select json_build_object('id', k.importacao_id, 'chave', k.chave, 'descricaoBanco', k.descricao_banco) from ${importKeys} k where k.lancamento_id = ${entries.id} order by k.id desc limit 1) else 'null'::json end`,
    'json',
  ],
}
const entryColumns: Partial<Record<string, PgColumn>> = getTableColumns(entries)

/**
 * The contract's Entry keys in its order: each a column of the same name answered as it is stored
 * (record-lines' columnField), or one of computedFields; `vencido` is the decoder's (below). A key that is neither
 * stops the server at start.
 */
const entryLines = recordLines<keyof Entry>(
  (Object.keys(entrySchema.shape) as (keyof Entry)[])
    .filter((key) => key !== 'vencido')
    .map((key) => {
      const column = entryColumns[key]
      const field = computedFields[key] ?? (column ? columnField(key, column) : undefined)
      if (!field) throw new Error(`The answer's ${key} is neither a column of entries nor computed`)
      return field
    }),
)

const SITUACAO = entryLines.index('situacao')
const DATA_LANCAMENTO = entryLines.index('dataLancamento')
const CARTAO = entryLines.index('cartaoId')

/** `vencido`, after `dataPagamento` as in the contract's Entry: money-rules' isOverdue of a line's texts on `today` (epoch ms of its first instant). */
const vencido = (today: number) => ({
  after: 'dataPagamento' as const,
  key: 'vencido',
  value: (texts: readonly string[]) =>
    isOverdue({ situacao: texts[SITUACAO]!, cartaoId: texts[CARTAO] === '' ? null : Number(texts[CARTAO]), dataLancamentoMs: Number(texts[DATA_LANCAMENTO]) }, today),
})

const ENTRY_LINE = entryLines.line

/** The entries of a query as the text of their lines, by date then id ('' for none): decode with entryList or entryListJson. */
export const entryListText = entryLines.list(sql`${entries.dataLancamento}, ${entries.id}`)

/** entryListText by id (the user data export's order). */
export const entryListTextById = entryLines.list(sql`${entries.id}`)

/** entryListText newest first: by date, then id, both descending (the search's order). */
export const entryListTextNewestFirst = entryLines.list(sql`${entries.dataLancamento} desc, ${entries.id} desc`)

/** One entry from its line; `today`: the first instant of today in São Paulo (todayStart). */
const entryOf = (line: string, today: Date): Entry => entryLines.decode(line, vencido(today.getTime()))[0] as Entry

/** The entries of an entryListText. */
export const entryList = (text: string | undefined, today: Date): Entry[] => entryLines.decode(text, vencido(today.getTime())) as Entry[]

/**
 * The JSON text of entryList(text, today), written from the lines without making the objects: a month's
 * answer skips 900 objects, the walk of http/moments.ts over them and JSON.stringify.
 */
export const entryListJson = (text: string | undefined, today: Date): string => entryLines.json(text, vencido(today.getTime()))

/** RETURNING of one entry: its line (entryLine). */
const entryReturning = { entry: sql<string>`${ENTRY_LINE}` }

/** The entry of a write's RETURNING rows (404 when the write matched none). */
function returned(rows: { entry: string }[], today: Date): Entry {
  const [row] = rows
  if (!row) throw notFound()
  return entryOf(row.entry, today)
}

export interface Period {
  dataInicio?: Date | undefined
  dataFim?: Date | undefined
}

export interface EntryService {
  /** The user's entries of the period (inclusive; a missing bound is the current São Paulo month's), by date then id, as their JSON text. */
  period(userId: number, period: Period): Promise<JsonText<Entry[]>>
  /** Stores an entry; the category must be the user's and of the entry's type (else 400). */
  create(userId: number, input: EntryCreate): Promise<Entry>
  /** Replaces an entry's fields; 404 when not the user's, 409 when it belongs to an installment plan. */
  update(userId: number, input: EntryUpdate): Promise<Entry>
  /** Deletes one of the user's entries; 404 when not theirs, 409 for an installment's entry (the plan owns it). */
  remove(userId: number, id: number): Promise<void>
  /** Marks an entry paid (docs/product-rules.md#entries), propagating to its monthly installment and plan; 409 when already paid or received. */
  pay(userId: number, id: number, input: EntryPay): Promise<Entry>
  /** Pending entries dated before today, over all months: counts and sums, and the oldest OVERDUE_LIST_MAX of them. */
  overdue(userId: number): Promise<OverdueSummary>
  /** Income, expenses, balance and pending amounts per São Paulo calendar month of the period, summed in SQL. */
  monthSummary(userId: number, period: Period): Promise<MonthSummary[]>
}

/**
 * The entry service over `db`.
 */
export function createEntryService({ db, clock }: { db: Database; clock: Clock }): EntryService {
  const mine = (userId: number, id: number) => and(eq(entries.id, id), ownedBy(entries, userId))

  /** The period with its defaults: a missing bound is the current calendar month's. */
  const resolve = (period: Period) => {
    const month = monthRange(new Date(clock.now()))
    return { start: period.dataInicio ?? month.start, end: period.dataFim ?? month.end }
  }

  /**
   * The columns of a create or update body: its fields by name (the contract's keys are the columns'), the amount
   * in cents as numeric; a field left out (undefined: an account or a note a PATCH does not send) is not written.
   * The card is checkReferences' (with its statement), the id the row's.
   */
  const columnsOf = (input: EntryCreate | EntryUpdate) => {
    const { cartaoId: _card, valor, ...fields } = input
    if ('id' in fields) delete (fields as Partial<EntryUpdate>).id
    return { ...fields, valor: centsToDecimal(valor) }
  }

  /**
   * What a write stores of the payment (docs/product-rules.md#entries): a settled entry always has what was paid
   * and when. A new one, or one settled by this edit: its amount and its date. An edit of a settled entry keeps a
   * payment of its own (another amount, another day) and lets one that was just its amount or date follow the edit.
   * A pending entry has neither.
   */
  const paymentOf = (input: EntryCreate, current: typeof entries.$inferSelect | null) => {
    if (!isSettledStatus(input.situacao)) return { valorPago: null, dataPagamento: null }
    const settledBefore = current !== null && isSettledStatus(current.situacao)
    const ownAmount = settledBefore && current.valorPago !== null && current.valorPago !== current.valor
    const ownDay = settledBefore && current.dataPagamento !== null && current.dataPagamento.getTime() !== current.dataLancamento.getTime()
    return {
      valorPago: ownAmount ? current.valorPago : centsToDecimal(input.valor),
      dataPagamento: ownDay ? current.dataPagamento : input.dataLancamento,
    }
  }

  /**
   * 400 unless the entry's category, account and card (when named) are the user's, the card has statements,
   * and a card item names no account (`kept` are the stored account and card a PATCH leaves out): every
   * wrong field is named. Answers the columns of the entry's card and statement.
   */
  async function checkReferences(
    executor: Executor,
    userId: number,
    input: EntryCreate,
    kept: { contaBancariaId: number | null; cartaoId: number | null; faturaMes: string | null; dataLancamento: Date } | null = null,
  ) {
    const errors: FieldErrors = {}
    const category = await categoryProblem(executor, userId, input.categoriaId, input.tipoLancamento)
    if (category) errors.categoriaId = category
    if (input.contaBancariaId != null && !(await isOwnBankAccount(executor, userId, input.contaBancariaId))) errors.contaBancariaId = 'unknown_bank_account'
    const cardId = input.cartaoId === undefined ? (kept?.cartaoId ?? null) : input.cartaoId
    const accountId = input.contaBancariaId === undefined ? (kept?.contaBancariaId ?? null) : input.contaBancariaId
    let card: { cartaoId: number | null; faturaMes: string | null } = { cartaoId: null, faturaMes: null }
    if (cardId !== null) {
      const row = await ownCard(executor, userId, cardId)
      const calendar = row ? calendarOf(row) : null
      if (!row) errors.cartaoId = 'unknown_bank_card'
      else if (!calendar) errors.cartaoId = 'card_without_statements'
      else if (accountId !== null) errors.contaBancariaId ??= 'card_entry_account'
      else {
        // Same card and day: the entry stays on its statement (the user may have moved it); else its day decides.
        const sameDay = kept !== null && kept.cartaoId === cardId && kept.faturaMes !== null && dayKey(kept.dataLancamento) === dayKey(input.dataLancamento)
        card = { cartaoId: cardId, faturaMes: sameDay ? kept.faturaMes : statementOfPurchase(calendar, input.dataLancamento) }
      }
    }
    const [first] = Object.values(errors)
    if (first) throw badRequest(first, errors)
    return card
  }

  return {
    async period(userId, period) {
      const { start, end } = resolve(period)
      if (start > end) return new JsonText<Entry[]>('[]')
      // One answer holds at most PERIOD_MAX_DAYS (366) days of entries (the schema checks two given bounds).
      if (periodDays(start, end) > PERIOD_MAX_DAYS) throw badRequest('period_too_many_days', { dataFim: 'period_too_many_days' })
      const today = todayOf(clock)
      // The list and whether a series lags in one round trip; the rare call that moves the horizon reads again.
      const read = async () => {
        const [result] = await db
          .select({ list: entryListText, lagging: occurrencesLag(userId, today, dayKey(end)) })
          .from(entries)
          .where(and(ownedBy(entries, userId), gte(entries.dataLancamento, start), lte(entries.dataLancamento, end)))
        return result!
      }
      let result = await read()
      if (result.lagging) {
        await ensureOccurrences(db, userId, today, dayKey(end), { lagKnown: true })
        result = await read()
      }
      return new JsonText<Entry[]>(entryListJson(result.list, todayStart(clock.now())))
    },

    async create(userId, input) {
      return db.transaction(async (tx) => {
        const card = await checkReferences(tx, userId, input)
        return returned(
          await tx
            .insert(entries)
            .values({ userId, ...columnsOf(input), ...card, ...paymentOf(input, null) })
            .returning(entryReturning),
          todayStart(clock.now()),
        )
      })
    },

    async update(userId, input) {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(entries).where(mine(userId, input.id)).for('update')
        if (!current) throw notFound()
        if (current.parcelamentoMensalId !== null) throw conflict('entry_linked_to_installment')
        if (current.faturaOrigem !== null) throw conflict('carry_item_locked')
        // A card item settled through its statement stays settled until that payment is undone.
        if (current.cartaoId !== null && isSettledStatus(current.situacao) && !isSettledStatus(input.situacao)) throw conflict('statement_paid')
        const card = await checkReferences(tx, userId, input, current)
        // Back to a pending status, the entry is no longer paid: its payment goes with it.
        const payment = paymentOf(input, current)
        return returned(
          await tx
            .update(entries)
            // An occurrence of a series the user edits is theirs: the series never regenerates it.
            .set({ ...columnsOf(input), ...card, ...payment, ...(current.recorrenciaId === null ? {} : { ocorrenciaEditada: true }) })
            .where(mine(userId, input.id))
            .returning(entryReturning),
          todayStart(clock.now()),
        )
      })
    },

    async remove(userId, id) {
      // An installment's entry goes with its installment (edit or delete the plan): deleting it alone left
      // an installment without its entry, or a paid installment without its payment. The condition is in
      // the delete itself, so a plan edit running at once cannot slip between a check and the delete.
      // An occurrence of a series goes for good: its date is recorded as skipped, under the series' lock
      // that generation takes too, so no reader creates it again.
      await db.transaction(async (tx) => {
        const [occurrence] = await tx
          .select({ seriesId: entries.recorrenciaId, day: entries.dataOcorrencia })
          .from(entries)
          .where(mine(userId, id))
        if (occurrence?.seriesId != null && occurrence.day !== null) {
          await lockSeries(tx, occurrence.seriesId)
          await skipOccurrence(tx, occurrence.seriesId, occurrence.day)
        }
        const deleted = await tx
          .delete(entries)
          .where(and(mine(userId, id), isNull(entries.parcelamentoMensalId), isNull(entries.faturaOrigem)))
          .returning({ id: entries.id })
        if (deleted.length > 0) return
        const [linked] = await tx.select({ carry: entries.faturaOrigem }).from(entries).where(mine(userId, id))
        throw linked ? conflict(linked.carry === null ? 'installment_entry_delete' : 'carry_item_locked') : notFound()
      })
    },

    async pay(userId, id, input) {
      if (input.id !== undefined && input.id !== id) throw badRequest('invalid_value', { id: 'invalid_value' })
      return db.transaction(async (tx) => {
        // Plan first, then entry: the order in which a plan edit locks them, so the two never deadlock.
        const [link] = await tx
          .select({ installmentId: entries.parcelamentoMensalId, planId: monthlyInstallments.planId })
          .from(entries)
          .leftJoin(monthlyInstallments, eq(monthlyInstallments.id, entries.parcelamentoMensalId))
          .where(mine(userId, id))
        if (!link) throw notFound()
        if (link.installmentId !== null) await lockPlanOfInstallment(tx, link.installmentId)
        const [current] = await tx.select().from(entries).where(mine(userId, id)).for('update')
        if (!current) throw notFound()
        if (isSettledStatus(current.situacao)) throw conflict('entry_already_paid')
        // A card item is paid through its statement, whose payment leaves an account.
        if (current.cartaoId !== null) throw conflict('pay_the_statement')
        await checkBankAccounts(tx, userId, { contaBancariaId: input.contaBancariaId })
        const valorPago = centsToDecimal(input.valorPago)
        const account = input.contaBancariaId === undefined ? {} : { contaBancariaId: input.contaBancariaId }
        const entry = returned(
          await tx
            .update(entries)
            .set({ valorPago, dataPagamento: input.dataPagamento, situacao: paidStatusOf(current.tipoLancamento), ...account })
            .where(mine(userId, id))
            .returning(entryReturning),
          todayStart(clock.now()),
        )
        if (current.parcelamentoMensalId !== null) {
          await markInstallmentPaid(tx, current.parcelamentoMensalId, { valorPago, dataPagamento: input.dataPagamento })
        }
        return entry
      })
    },

    async overdue(userId) {
      const today = todayStart(clock.now())
      const pending = and(ownedBy(entries, userId), overdueBefore(today))
      const [sums] = await db
        .select({
          aPagar: sql<number>`count(*) filter (where ${entries.situacao} = 'A Pagar')::int`,
          totalAPagar: sql<string>`coalesce(sum(${entries.valor}) filter (where ${entries.situacao} = 'A Pagar'), 0)::text`,
          aReceber: sql<number>`count(*) filter (where ${entries.situacao} = 'A Receber')::int`,
          totalAReceber: sql<string>`coalesce(sum(${entries.valor}) filter (where ${entries.situacao} = 'A Receber'), 0)::text`,
        })
        .from(entries)
        .where(pending)
      const oldest = db
        .select({ id: entries.id })
        .from(entries)
        .where(pending)
        .orderBy(asc(entries.dataLancamento), asc(entries.id))
        .limit(OVERDUE_LIST_MAX)
      const [list] = await db
        .select({ list: entryListText })
        .from(entries)
        .where(sql`${entries.id} in ${oldest}`)
      return {
        aPagar: { quantidade: Number(sums?.aPagar ?? 0), total: amount(sums?.totalAPagar ?? '0') },
        aReceber: { quantidade: Number(sums?.aReceber ?? 0), total: amount(sums?.totalAReceber ?? '0') },
        lancamentos: entryList(list?.list, today),
      }
    },

    async monthSummary(userId, period) {
      const { start, end } = resolve(period)
      if (start > end) return []
      const months = monthsBetween(start, end, MONTH_SUMMARY_MAX_MONTHS + 1)
      if (months.length > MONTH_SUMMARY_MAX_MONTHS) throw badRequest('period_too_long', { dataFim: 'period_too_long' })
      await ensureOccurrences(db, userId, todayOf(clock), dayKey(end))
      // Month k of the period is bucket k: the São Paulo month starts come from the shared calendar, so
      // PostgreSQL converts no row to local time (and needs no time zone data of its own).
      const monthStarts = `{${months.map((month) => month.start.toISOString()).join(',')}}`
      // Settled entries count what really left or entered; pending ones their amount.
      const total = (condition: SQL, value: SQL | typeof entries.valor = countedAmount) =>
        sql<string>`coalesce(sum(${value}) filter (where ${condition}), 0)::text`
      const rows = await db
        .select({
          bucket: sql<number>`width_bucket(${entries.dataLancamento}, ${monthStarts}::timestamptz[])`,
          receitas: total(sql`${entries.tipoLancamento} = 'Receita'`),
          despesas: total(sql`${entries.tipoLancamento} = 'Despesa'`),
          saldo: sql<string>`coalesce(sum(case when ${entries.tipoLancamento} = 'Receita' then ${countedAmount} else -${countedAmount} end), 0)::text`,
          aPagar: total(sql`${entries.situacao} = 'A Pagar'`, entries.valor),
          aReceber: total(sql`${entries.situacao} = 'A Receber'`, entries.valor),
        })
        .from(entries)
        // A carry item is debt moved between statements, not income or expense.
        .where(and(ownedBy(entries, userId), gte(entries.dataLancamento, start), lte(entries.dataLancamento, end), notCarry))
        .groupBy(sql`1`)
      const byBucket = new Map(rows.map((row) => [Number(row.bucket), row]))
      return months.map(({ key }, index) => {
        const row = byBucket.get(index + 1)
        return {
          mes: key,
          receitas: row ? amount(row.receitas) : 0,
          despesas: row ? amount(row.despesas) : 0,
          saldo: row ? amount(row.saldo) : 0,
          aPagar: row ? amount(row.aPagar) : 0,
          aReceber: row ? amount(row.aReceber) : 0,
        }
      })
    },
  }
}
