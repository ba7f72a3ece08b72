import { and, eq, gte, lte, sql } from 'drizzle-orm'
import { dayKey, dayStart, monthRange } from '@contract/calendar'
import { addMonths } from '@contract/card-statement'
import { PERIOD_MAX_DAYS, periodDays } from '@contract/entry'
import { amountToCents, centsToAmount, centsToDecimal, decimalToCents } from '@contract/money'
import {
  PROJECTION_DEFAULT_DAYS,
  PROJECTION_MAX_DAYS,
  type Budget,
  type BudgetDeleteQuery,
  type BudgetPut,
  type CategoryTotal,
  type Projection,
} from '@contract/planning'
import { addCalendarDays } from '@contract/recurrence'
import { DUE_DAYS_DEFAULT, type DueGroup, type DueSummary } from '@contract/due'
import { OVERDUE_LIST_MAX } from '@contract/entry'
import type { Clock } from '../app-env'
import type { Database } from '../db/client'
import { rowsOf } from '../db/rows'
import { bankAccounts as bankAccountsTable, bankCards, budgets, cardStatementPayments, categories, entries } from '../db/schema'
import { ownedBy } from '../db/scope'
import { badRequest, notFound } from '../http/errors'
import type { BankAccountService } from './bank-accounts'
import { cardCalendars } from './card-calendar'
import { accountSigned, countedAmount, entryMoment, notCarry, pending, settled, unpaidStatements } from './money-rules'
import { carryOverdueRests } from './statement-settlement'
import type { Executor } from './installment-links'
import type { Period } from './entries'
import { ensureOccurrences, todayOf } from './recurrences'
import { entryList, entryListText, todayStart as todayStartOf } from './entries'

// Planning (docs/product-rules.md#budgets-and-projection): category budgets per month, spending by category
// and the projected balance of all accounts with its lowest point. Sums are PostgreSQL's; recurring
// occurrences are made to exist through the period asked for before anything is summed.


const cents = (decimal: string | null | undefined) => decimalToCents(decimal ?? '0')

/**
 * The user's category `categoryId` (undefined when not theirs), its row locked until the transaction ends:
 * every budget write of a category takes this lock first, so the writes of one category run one after the
 * other and each reads what the one before it committed (two at once otherwise both found a month without a
 * row and both inserted it: 500 on the unique key on PostgreSQL). `for no key update` leaves entries that
 * name the category (their foreign key check) free to be written meanwhile.
 */
async function lockedCategory(tx: Executor, userId: number, categoryId: number) {
  const [category] = await tx
    .select({ tipo: categories.tipoCategoria })
    .from(categories)
    .where(and(eq(categories.id, categoryId), ownedBy(categories, userId)))
    .for('no key update')
  return category
}

/** The first instant of month 'YYYY-MM' (São Paulo). */
const monthStart = (month: string) => dayStart(`${month}-01`)

export interface PlanningService {
  /** The month's budgeted categories with what was spent. */
  budgets(userId: number, month: string | undefined): Promise<Budget[]>
  /** Sets a category's limit for a month (and the later ones when `repetir`). */
  putBudget(userId: number, input: BudgetPut): Promise<Budget>
  /** Removes a category's limit from a month on. */
  removeBudget(userId: number, query: BudgetDeleteQuery): Promise<void>
  /** Totals per category and type of a period (default the current month). */
  byCategory(userId: number, period: Period): Promise<CategoryTotal[]>
  /** The balance of all accounts from today through `ate` (default today + 90 days). */
  projection(userId: number, ate: string | undefined): Promise<Projection>
  /** What is overdue and what falls due from today through `dias` − 1 days after it: entries off cards and card statements. */
  due(userId: number, dias: number | undefined): Promise<DueSummary>
}

export function createPlanningService({ db, clock, bankAccounts }: { db: Database; clock: Clock; bankAccounts: BankAccountService }): PlanningService {
  const currentMonth = () => todayOf(clock).slice(0, 7)

  /** The month's budgets: per category, its own row for the month, else the latest repeating row before it; a null limit is none. */
  async function budgetsOf(userId: number, month: string, categoryId?: number): Promise<Budget[]> {
    await ensureOccurrences(db, userId, todayOf(clock), `${addMonths(month, 1)}-01`)
    const start = monthStart(month)
    const end = monthStart(addMonths(month, 1))
    const result = await rowsOf<{ categoria_id: number; nome: string; valor_limite: string; repetir: boolean; gasto: string }>(db, sql`
      with effective as (
        select distinct on (b.categoria_id) b.categoria_id, b.valor_limite, b.repetir
        from ${budgets} b
        where b.user_id = ${userId} and (b.mes = ${month} or (b.mes < ${month} and b.repetir))
          ${categoryId === undefined ? sql`` : sql`and b.categoria_id = ${categoryId}`}
        order by b.categoria_id, b.mes desc
      )
      select e.categoria_id, c.nome_categoria as nome, e.valor_limite::text as valor_limite, e.repetir,
        coalesce((
          select sum(${countedAmount}) from ${entries}
          where ${entries.userId} = ${userId} and ${entries.categoriaId} = e.categoria_id and ${entries.tipoLancamento} = 'Despesa' and ${notCarry}
            and ${entries.dataLancamento} >= ${start.toISOString()}::timestamptz and ${entries.dataLancamento} < ${end.toISOString()}::timestamptz
        ), 0)::text as gasto
      from effective e join ${categories} c on c.id = e.categoria_id
      where e.valor_limite is not null
      order by lower(c.nome_categoria), e.categoria_id`)
    return result.map((row) => {
      const limit = cents(row.valor_limite)
      const spent = cents(row.gasto)
      return {
        categoriaId: row.categoria_id,
        nomeCategoria: row.nome,
        valorLimite: centsToAmount(limit),
        gasto: centsToAmount(spent),
        restante: centsToAmount(limit - spent),
        percentual: Math.round((spent * 1000) / limit) / 10,
        repetir: row.repetir,
      }
    })
  }

  /** The user's card statements with something left to pay on `today`, with their cards' calendars. */
  async function unpaidStatementsOf(userId: number, today: string) {
    const cards = await db.select().from(bankCards).where(ownedBy(bankCards, userId))
    return unpaidStatements(db, userId, cardCalendars(cards), today)
  }

  return {
    budgets(userId, month) {
      return budgetsOf(userId, month ?? currentMonth())
    },

    async putBudget(userId, input) {
      const values = { valorLimite: centsToDecimal(input.valorLimite), repetir: input.repetir }
      await db.transaction(async (tx) => {
        // A budget limits spending: only an expense category has one.
        const category = await lockedCategory(tx, userId, input.categoriaId)
        if (!category) throw badRequest('unknown_category', { categoriaId: 'unknown_category' })
        if (category.tipo !== 'Despesa') throw badRequest('category_type_mismatch', { categoriaId: 'category_type_mismatch' })
        const [current] = await tx
          .select({ valorLimite: budgets.valorLimite })
          .from(budgets)
          .where(and(eq(budgets.categoriaId, input.categoriaId), eq(budgets.mes, input.mes)))
        await tx
          .insert(budgets)
          .values({ userId, categoriaId: input.categoriaId, mes: input.mes, ...values })
          .onConflictDoUpdate({ target: [budgets.categoriaId, budgets.mes], set: values })
        // A one-month limit where a repeating one was ended: the end moves to the next month (else the
        // earlier repeating limit would apply again from then).
        if (current && current.valorLimite === null && !input.repetir) {
          await tx
            .insert(budgets)
            .values({ userId, categoriaId: input.categoriaId, mes: addMonths(input.mes, 1), valorLimite: null, repetir: true })
            .onConflictDoNothing()
        }
      })
      const [budget] = await budgetsOf(userId, input.mes, input.categoriaId)
      return budget!
    },

    async removeBudget(userId, query) {
      await db.transaction(async (tx) => {
        if (!(await lockedCategory(tx, userId, query.categoriaId))) throw notFound()
        await tx.delete(budgets).where(and(eq(budgets.categoriaId, query.categoriaId), gte(budgets.mes, query.mes)))
        // A repeating limit from an earlier month would still apply: a row without a limit ends it here.
        const [earlier] = await tx
          .select({ id: budgets.id })
          .from(budgets)
          .where(and(eq(budgets.categoriaId, query.categoriaId), sql`${budgets.mes} < ${query.mes}`, eq(budgets.repetir, true)))
          .limit(1)
        if (earlier) {
          const end = { valorLimite: null, repetir: true }
          await tx
            .insert(budgets)
            .values({ userId, categoriaId: query.categoriaId, mes: query.mes, ...end })
            .onConflictDoUpdate({ target: [budgets.categoriaId, budgets.mes], set: end })
        }
      })
    },

    async byCategory(userId, period) {
      const month = monthRange(new Date(clock.now()))
      const start = period.dataInicio ?? month.start
      const end = period.dataFim ?? month.end
      if (start > end) return []
      if (periodDays(start, end) > PERIOD_MAX_DAYS) throw badRequest('period_too_many_days', { dataFim: 'period_too_many_days' })
      await ensureOccurrences(db, userId, todayOf(clock), dayKey(end))
      const rows = await db
        .select({
          categoriaId: entries.categoriaId,
          nomeCategoria: categories.nomeCategoria,
          tipoLancamento: entries.tipoLancamento,
          total: sql<string>`sum(${countedAmount})::text`,
        })
        .from(entries)
        .leftJoin(categories, eq(categories.id, entries.categoriaId))
        .where(and(ownedBy(entries, userId), gte(entries.dataLancamento, start), lte(entries.dataLancamento, end), notCarry))
        .groupBy(entries.categoriaId, categories.nomeCategoria, entries.tipoLancamento)
        .orderBy(entries.tipoLancamento, sql`sum(${countedAmount}) desc`, entries.categoriaId)
      return rows.map((row) => ({ ...row, total: centsToAmount(cents(row.total)) }))
    },

    async due(userId, dias = DUE_DAYS_DEFAULT) {
      const today = todayOf(clock)
      const ate = addCalendarDays(today, dias - 1)
      await ensureOccurrences(db, userId, today, ate)
      await carryOverdueRests(db, userId, today)
      const start = dayStart(today)
      const after = dayStart(addCalendarDays(ate, 1))
      const statements = await unpaidStatementsOf(userId, today)
      const cardNames = new Map(
        (await db.select({ id: bankCards.id, apelido: bankCards.apelido, nomeBanco: bankCards.nomeBanco }).from(bankCards).where(ownedBy(bankCards, userId))).map(
          (card) => [card.id, card.apelido ?? card.nomeBanco],
        ),
      )
      const group = async (entriesWhere: ReturnType<typeof sql>, ofGroup: (statement: (typeof statements)[number]) => boolean): Promise<DueGroup> => {
        const where = and(ownedBy(entries, userId), pending, sql`${entries.cartaoId} is null`, entriesWhere)
        const [sums] = await db
          .select({
            aPagar: sql<number>`(count(*) filter (where ${entries.situacao} = 'A Pagar'))::int`,
            totalAPagar: sql<string>`coalesce(sum(${entries.valor}) filter (where ${entries.situacao} = 'A Pagar'), 0)::text`,
            aReceber: sql<number>`(count(*) filter (where ${entries.situacao} = 'A Receber'))::int`,
            totalAReceber: sql<string>`coalesce(sum(${entries.valor}) filter (where ${entries.situacao} = 'A Receber'), 0)::text`,
          })
          .from(entries)
          .where(where)
        const first = db.select({ id: entries.id }).from(entries).where(where).orderBy(entries.dataLancamento, entries.id).limit(OVERDUE_LIST_MAX)
        const [list] = await db.select({ list: entryListText }).from(entries).where(sql`${entries.id} in ${first}`)
        const bills = statements.filter(ofGroup).sort((a, b) => a.dataVencimento.localeCompare(b.dataVencimento) || a.cartaoId - b.cartaoId)
        return {
          quantidade: (sums?.aPagar ?? 0) + bills.length,
          total: centsToAmount(cents(sums?.totalAPagar) + bills.reduce((sum, bill) => sum + bill.restanteCents, 0)),
          aReceber: { quantidade: sums?.aReceber ?? 0, total: centsToAmount(cents(sums?.totalAReceber)) },
          lancamentos: entryList(list?.list, todayStartOf(clock.now())),
          faturas: bills.map((bill) => ({
            cartaoId: bill.cartaoId,
            nomeCartao: cardNames.get(bill.cartaoId) ?? '',
            mes: bill.mes,
            dataFechamento: bill.dataFechamento,
            dataVencimento: bill.dataVencimento,
            total: bill.total,
            restante: bill.restante,
            situacao: bill.situacao,
          })),
        }
      }
      const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`
      return {
        hoje: today,
        ate,
        vencidos: await group(sql`${entries.dataLancamento} < ${at(start)}`, (bill) => bill.situacao === 'Vencida'),
        aVencer: await group(
          sql`${entries.dataLancamento} >= ${at(start)} and ${entries.dataLancamento} < ${at(after)}`,
          (bill) => bill.situacao !== 'Vencida' && bill.dataVencimento >= today && bill.dataVencimento <= ate,
        ),
      }
    },

    async projection(userId, ate) {
      const today = todayOf(clock)
      const last = ate ?? addCalendarDays(today, PROJECTION_DEFAULT_DAYS)
      if (last < today) throw badRequest('invalid_period', { ate: 'invalid_period' })
      if (last > addCalendarDays(today, PROJECTION_MAX_DAYS)) throw badRequest('projection_too_far', { ate: 'projection_too_far' })
      await ensureOccurrences(db, userId, today, last)
      await carryOverdueRests(db, userId, today)
      const now = new Date(clock.now()).toISOString()
      const end = dayStart(addCalendarDays(last, 1)).toISOString()
      const todayStart = dayStart(today).toISOString()
      const accounts = await bankAccounts.list(userId)
      const current = accounts.reduce((sum, account) => sum + amountToCents(account.saldoAtual), 0)

      // What moves the accounts after now, by São Paulo day (a day before today counts today): the pending
      // entries not on a card (income in, expense out), the settled entries of an account dated after now,
      // and the statement payments after now. Transfers move money between the user's own accounts. Day k
      // from today is bucket k of the days' first instants (from the shared calendar: PostgreSQL converts no
      // row to local time), so at most one row a day comes back.
      const days: string[] = []
      for (let day = today; day <= last; day = addCalendarDays(day, 1)) days.push(day)
      const dayStarts = `{${days.map((day) => dayStart(day).toISOString()).join(',')}}`
      const moves = await rowsOf<{ bucket: number; valor: string }>(db, sql`
        select width_bucket(m.moment, ${dayStarts}::timestamptz[]) as bucket, sum(m.valor)::text as valor from (
          select greatest(${entries.dataLancamento}, ${todayStart}::timestamptz) as moment, ${accountSigned(entries.valor)} as valor
          from ${entries}
          where ${entries.userId} = ${userId} and ${pending} and ${entries.cartaoId} is null
            and ${entries.dataLancamento} < ${end}::timestamptz
          union all
          select ${entryMoment}, ${accountSigned()}
          from ${entries}
          where ${entries.contaBancariaId} in (select ${bankAccountsTable.id} from ${bankAccountsTable} where ${bankAccountsTable.userId} = ${userId})
            and ${settled} and ${entryMoment} > ${now}::timestamptz and ${entryMoment} < ${end}::timestamptz
          union all
          select ${cardStatementPayments.data}, -${cardStatementPayments.valor}
          from ${cardStatementPayments}
          where ${cardStatementPayments.userId} = ${userId} and ${cardStatementPayments.data} > ${now}::timestamptz and ${cardStatementPayments.data} < ${end}::timestamptz
        ) m group by 1`)
      const byDay = new Map<string, number>()
      const add = (dayText: string, value: number) => byDay.set(dayText, (byDay.get(dayText) ?? 0) + value)
      for (const row of moves) add(days[Number(row.bucket) - 1]!, cents(row.valor))

      // Each card statement's rest on its due date (an overdue one today): a card item counts once, through its statement.
      for (const statement of await unpaidStatementsOf(userId, today)) {
        if (statement.dataVencimento > last) continue
        add(statement.dataVencimento < today ? today : statement.dataVencimento, -statement.restanteCents)
      }

      let balance = current
      let lowest = { data: today, saldo: centsToAmount(current) }
      const dias = [...byDay.keys()].sort().map((data) => {
        balance += byDay.get(data)!
        const point = { data, saldo: centsToAmount(balance) }
        if (point.saldo < lowest.saldo) lowest = point
        return point
      })
      return { hoje: today, saldoAtual: centsToAmount(current), dias, menorSaldo: lowest }
    },
  }
}
