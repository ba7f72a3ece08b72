import { and, eq, sql, type SQL } from 'drizzle-orm'
import { addMonths, statementStatus, type CardStatementCalendar, type StatementStatus } from '@contract/card-statement'
import { centsToAmount, decimalToCents } from '@contract/money'
import { cardStatementPayments, entries, installmentPlans, monthlyInstallments } from '../db/schema'
import type { Executor } from './installment-links'

// The money rules, one home each (docs/architecture.md#money-rules): what "settled", "pending", a signed and a
// counted amount, an entry's moment, overdue, a statement's rest and status and a card's used limit mean. Every
// service, the projection and the exports take them from here; the PL/pgSQL that keeps bank_account_totals
// (migrations 0007–0009) spells settled, counted and moment again, and tests/server/money-rules.test.ts holds
// the two to the same answers.

/** Paid or received: the money moved. */
export const settled = sql`${entries.situacao} in ('Pago', 'Recebido')`
/** Still to pay or to receive. */
export const pending = sql`${entries.situacao} in ('A Pagar', 'A Receber')`

/** What an entry counts in totals and balances: once settled, the amount really paid or received (when known), else its amount. */
export const countedAmount = sql`case when ${settled} and ${entries.valorPago} is not null then ${entries.valorPago} else ${entries.valor} end`

/** An amount as it moves an account: income in (+), expense out (−). */
export const accountSigned = (value: SQL | typeof entries.valor = countedAmount) => sql`case when ${entries.tipoLancamento} = 'Receita' then ${value} else -${value} end`

/** An amount as it weighs on a card statement: expenses add to the debt (+), credits lower it (−). */
export const debtSigned = (value: SQL | typeof entries.valor = countedAmount) => sql`case when ${entries.tipoLancamento} = 'Despesa' then ${value} else -${value} end`

/** The moment an entry moves its account: its payment date when settled, else its date. */
export const entryMoment = sql`coalesce(${entries.dataPagamento}, ${entries.dataLancamento})`

/** An ordinary entry, not a carry item (a statement's unpaid rest carried into the next: debt, not an expense). */
export const notCarry = sql`${entries.faturaOrigem} is null`

/**
 * Overdue (`vencido`): still pending and dated before today, and not a card item — a card item is paid
 * through its statement, which is overdue instead. `todayStartMs`: the first instant of today in São Paulo.
 */
export function isOverdue(entry: { situacao: string; cartaoId: number | null; dataLancamentoMs: number }, todayStartMs: number): boolean {
  return (entry.situacao === 'A Pagar' || entry.situacao === 'A Receber') && entry.cartaoId === null && entry.dataLancamentoMs < todayStartMs
}

/** isOverdue in SQL, for entries dated before `before` (today's first instant for overdue). */
export const overdueBefore = (before: Date) => sql`${pending} and ${entries.cartaoId} is null and ${entries.dataLancamento} < ${before.toISOString()}::timestamptz`

/**
 * A card's used limit, what the bank blocks: its unpaid items dated before `tomorrow` (the first instant after
 * today; a plan's installments in full once its purchase day has come), expenses minus credits, less the
 * partial payments still open toward its statements. An item dated later holds nothing until its day, so
 * reading a page that makes future occurrences changes nothing. `card` is the card's id column.
 */
export const usedLimit = (card: SQL | typeof entries.cartaoId, tomorrow: Date) => {
  const until = sql`${tomorrow.toISOString()}::timestamptz`
  // Nested: Drizzle prints the columns of a one-table select's own fragment bare, and a bare "id" in here would be the card's.
  const body = sql`
    coalesce((select sum(${debtSigned(entries.valor)}) from ${entries}
      where ${entries.cartaoId} = ${card} and ${pending}
        and case when ${entries.parcelamentoMensalId} is null then ${entries.dataLancamento} < ${until}
          else (select ${installmentPlans.dataPrimeiraParcela} from ${monthlyInstallments} join ${installmentPlans} on ${installmentPlans.id} = ${monthlyInstallments.planId}
                where ${monthlyInstallments.id} = ${entries.parcelamentoMensalId}) < ${until} end), 0)
    - coalesce((select sum(${cardStatementPayments.valor}) from ${cardStatementPayments} where ${cardStatementPayments.cartaoId} = ${card} and ${cardStatementPayments.aberto}), 0)`
  return sql<string>`(${body})::text`
}

/** What PostgreSQL sums of one card statement: its items and the payments made toward it. */
export interface StatementSums {
  cartaoId: number
  mes: string
  itens: number
  /** Items still pending. */
  pendentes: number
  /** Cents: items, expenses minus credits, settled ones at the amount really paid. */
  total: number
  /** Cents: the pending items, expenses minus credits. */
  aPagar: number
  /** Cents: the partial payments still open toward it. */
  abertos: number
  /** Cents: every payment made toward it. */
  pago: number
}

/** A statement's figures on `today`: its dates, total, what is still to pay (`restante`) and status. */
export interface StatementFigures {
  mes: string
  dataFechamento: string
  dataVencimento: string
  total: number
  aPagar: number
  restante: number
  pago: number
  situacao: StatementStatus
  quantidadeItens: number
}

/**
 * A statement's figures from its sums (none: a statement without items or payments). What remains is the
 * pending items less the open partial payments; the statement is Paga when nothing remains.
 */
export function statementFigures(calendar: CardStatementCalendar, mes: string, today: string, sums: StatementSums | undefined): StatementFigures {
  const dates = calendar.statementDates(mes)
  const items = sums?.itens ?? 0
  // Credits beyond the debts leave nothing to pay (the bank carries them itself); never a negative rest.
  const restante = sums && sums.pendentes > 0 ? Math.max(0, sums.aPagar - sums.abertos) : 0
  return {
    mes,
    ...dates,
    total: centsToAmount(sums?.total ?? 0),
    aPagar: centsToAmount(sums?.aPagar ?? 0),
    restante: centsToAmount(restante),
    pago: centsToAmount(sums?.pago ?? 0),
    situacao: statementStatus(dates, today, { items, unpaid: sums && sums.pendentes > 0 && restante > 0 ? sums.pendentes : 0 }),
    quantidadeItens: items,
  }
}

const key = (cardId: number, mes: string) => `${cardId}:${mes}`

/**
 * The sums of the statements that `scope` picks (a condition on the card and month columns, given as
 * `(card, month) => SQL`), keyed 'cardId:YYYY-MM': two grouped queries, the items and the payments.
 */
export async function statementSums(executor: Executor, scope: (card: SQL | typeof entries.cartaoId, month: SQL | typeof entries.faturaMes) => SQL): Promise<Map<string, StatementSums>> {
  const [items, payments] = await Promise.all([
    executor
      .select({
        cartaoId: entries.cartaoId,
        mes: entries.faturaMes,
        itens: sql<number>`count(*)::int`,
        pendentes: sql<number>`(count(*) filter (where ${pending}))::int`,
        total: sql<string>`sum(${debtSigned()})::text`,
        aPagar: sql<string>`coalesce(sum(${debtSigned(entries.valor)}) filter (where ${pending}), 0)::text`,
      })
      .from(entries)
      .where(and(sql`${entries.cartaoId} is not null`, scope(entries.cartaoId, entries.faturaMes)))
      .groupBy(entries.cartaoId, entries.faturaMes),
    executor
      .select({
        cartaoId: cardStatementPayments.cartaoId,
        mes: cardStatementPayments.mes,
        pago: sql<string>`sum(${cardStatementPayments.valor})::text`,
        abertos: sql<string>`coalesce(sum(${cardStatementPayments.valor}) filter (where ${cardStatementPayments.aberto}), 0)::text`,
      })
      .from(cardStatementPayments)
      .where(scope(sql`${cardStatementPayments.cartaoId}`, sql`${cardStatementPayments.mes}`))
      .groupBy(cardStatementPayments.cartaoId, cardStatementPayments.mes),
  ])
  const sums = new Map<string, StatementSums>()
  const empty = (cartaoId: number, mes: string): StatementSums => ({ cartaoId, mes, itens: 0, pendentes: 0, total: 0, aPagar: 0, abertos: 0, pago: 0 })
  for (const row of items) {
    sums.set(key(row.cartaoId!, row.mes!), {
      ...empty(row.cartaoId!, row.mes!),
      itens: row.itens,
      pendentes: row.pendentes,
      total: decimalToCents(row.total),
      aPagar: decimalToCents(row.aPagar),
    })
  }
  for (const row of payments) {
    const current = sums.get(key(row.cartaoId, row.mes)) ?? empty(row.cartaoId, row.mes)
    sums.set(key(row.cartaoId, row.mes), { ...current, pago: decimalToCents(row.pago), abertos: decimalToCents(row.abertos) })
  }
  return sums
}

/** The sums of one card's statements from `from` to `to` ('YYYY-MM', both included), keyed by month. */
export async function cardStatementSums(executor: Executor, cardId: number, range: { from: string; to: string }): Promise<Map<string, StatementSums>> {
  const sums = await statementSums(executor, (card, month) => sql`${card} = ${cardId} and ${month} between ${range.from} and ${range.to}`)
  return new Map([...sums.values()].map((row) => [row.mes, row]))
}

/**
 * The user's statements with something left to pay — pending items or open partial payments — with their
 * sums: what the overdue and due lists, the next bills, the projection and the forecast are made of.
 */
export function unpaidStatementSums(executor: Executor, userId: number): Promise<Map<string, StatementSums>> {
  return statementSums(
    executor,
    (card, month) => sql`(${card}, ${month}) in (
      select ${entries.cartaoId}, ${entries.faturaMes} from ${entries} where ${entries.userId} = ${userId} and ${pending} and ${entries.cartaoId} is not null
      union select ${cardStatementPayments.cartaoId}, ${cardStatementPayments.mes} from ${cardStatementPayments} where ${cardStatementPayments.userId} = ${userId} and ${cardStatementPayments.aberto})`,
  )
}

/** A card row's id and statement calendar, for the figures of its statements. */
export interface CardCalendar {
  id: number
  calendar: CardStatementCalendar
}

/**
 * The figures of the unpaid statements (what remains > 0) of `cards`, by card then month: each with its card's
 * id. A statement's status on `today` tells overdue (Vencida) from due.
 */
export async function unpaidStatements(executor: Executor, userId: number, cards: readonly CardCalendar[], today: string) {
  const sums = await unpaidStatementSums(executor, userId)
  const calendars = new Map(cards.map((card) => [card.id, card.calendar]))
  const result: (StatementFigures & { cartaoId: number; restanteCents: number })[] = []
  for (const row of sums.values()) {
    const calendar = calendars.get(row.cartaoId)
    if (!calendar) continue
    const figures = statementFigures(calendar, row.mes, today, row)
    const restanteCents = Math.round(figures.restante * 100)
    if (restanteCents > 0) result.push({ ...figures, cartaoId: row.cartaoId, restanteCents })
  }
  return result.sort((a, b) => a.cartaoId - b.cartaoId || a.mes.localeCompare(b.mes))
}

/**
 * The bill a card's holder must pay next: the earliest statement not paid that is Fechada or Vencida, else the
 * open one (the statement a purchase on `today` goes to).
 */
export function nextBill(unpaid: readonly StatementFigures[], open: StatementFigures): StatementFigures {
  return unpaid.find((statement) => statement.situacao === 'Fechada' || statement.situacao === 'Vencida') ?? open
}

/** The month after `mes`: where a statement's unpaid rest is carried. */
export const carryTarget = (mes: string) => addMonths(mes, 1)

/** An entry's card and statement condition, for the services that select one statement's items. */
export const ofStatement = (cardId: number, mes: string) => and(eq(entries.cartaoId, cardId), eq(entries.faturaMes, mes))
