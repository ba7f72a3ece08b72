import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { dayKey } from '@contract/calendar'
import {
  addMonths,
  monthsFromTo,
  STATEMENT_RANGE_AFTER,
  STATEMENT_RANGE_BEFORE,
  STATEMENT_RANGE_MAX_MONTHS,
  type CardStatement,
  type CardStatementCalendar,
  type CardStatementDetail,
  type StatementListQuery,
  type StatementPay,
} from '@contract/card-statement'
import type { Entry } from '@contract/entry'
import type { StatementPayment } from '@contract/user-data'
import { isSettledStatus } from '@contract/finance'
import { installmentPlacement } from '@contract/installment'
import { centsToAmount, centsToDecimal, decimalToCents } from '@contract/money'
import { toSaoPauloIso } from '@contract/calendar'
import type { Clock } from '../app-env'
import type { Database } from '../db/client'
import { bankCards, cardStatementPayments, entries, installmentPlans, monthlyInstallments } from '../db/schema'
import { ownedBy } from '../db/scope'
import { badRequest, conflict, notFound } from '../http/errors'
import { checkBankAccounts } from './bank-accounts'
import { calendarOf, statementOfPurchase, type CardRow } from './card-calendar'
import { entryList, entryListText, todayStart } from './entries'
import { installmentIsPaid, type Executor } from './installment-links'
import { cardStatementSums, ofStatement, settled, statementFigures } from './money-rules'
import { ensureOccurrences } from './recurrences'
import { carryOverdueRests, reopenStatement, settleItems, settleWhenCovered } from './statement-settlement'

// Credit-card statements (docs/product-rules.md#card-statements). A card item is an entry with `cartao_id`
// and `fatura_mes` (the month of its statement's due date): a purchase's statement follows from its day, an
// installment's from its plan, and a user may move one. A statement is what its items add up to; paying it
// settles them all and records one payment that leaves an account. Every query is scoped to the user.

/** A statement payment as the user's data export lists it. */
export const toStatementPayment = (row: typeof cardStatementPayments.$inferSelect): StatementPayment => ({
  id: row.id,
  cartaoId: row.cartaoId,
  mes: row.mes,
  contaBancariaId: row.contaBancariaId,
  valor: centsToAmount(decimalToCents(row.valor)),
  dataPagamento: row.data.toISOString(),
  aberto: row.aberto,
})

/**
 * After a card's statement days change: its unpaid items move to the statements the new days give them
 * (purchases by their day, installments one per statement from their plan's purchase day, with the
 * statement's due date); paid ones stay where they are. Clearing the days is 409 while items are on the card.
 */
export async function replaceCardItems(executor: Executor, card: CardRow): Promise<void> {
  const calendar = calendarOf(card)
  if (!calendar) {
    const [item] = await executor.select({ id: entries.id }).from(entries).where(eq(entries.cartaoId, card.id)).limit(1)
    if (item) throw conflict('card_has_statement_items')
    return
  }
  const purchases = await executor
    .select({ id: entries.id, dataLancamento: entries.dataLancamento })
    .from(entries)
    .where(and(eq(entries.cartaoId, card.id), isNull(entries.parcelamentoMensalId), sql`not ${settled}`))
  if (purchases.length > 0) {
    const ids = purchases.map((row) => row.id)
    const months = purchases.map((row) => statementOfPurchase(calendar, row.dataLancamento))
    await executor.execute(sql`update ${entries} set fatura_mes = moved.mes
      from unnest(${`{${ids.join(',')}}`}::int[], ${`{${months.join(',')}}`}::text[]) as moved(id, mes) where ${entries.id} = moved.id`)
  }
  const plans = await executor.select().from(installmentPlans).where(eq(installmentPlans.cartaoId, card.id))
  for (const plan of plans) {
    const unpaid = await executor
      .select({ id: monthlyInstallments.id, numeroParcela: monthlyInstallments.numeroParcela })
      .from(monthlyInstallments)
      .where(and(eq(monthlyInstallments.planId, plan.id), sql`not ${installmentIsPaid}`))
    if (unpaid.length === 0) continue
    const placed = unpaid.map((row) => ({ id: row.id, ...installmentPlacement(plan, row.numeroParcela, calendar) }))
    const ids = `{${placed.map((row) => row.id).join(',')}}`
    const dates = `{${placed.map((row) => row.dataVencimento.toISOString()).join(',')}}`
    const months = `{${placed.map((row) => row.faturaMes).join(',')}}`
    await executor.execute(sql`update ${monthlyInstallments} set data_vencimento = placed.due
      from unnest(${ids}::int[], ${dates}::timestamptz[]) as placed(id, due) where ${monthlyInstallments.id} = placed.id`)
    await executor.execute(sql`update ${entries} set data_lancamento = placed.due, cartao_id = ${card.id}, fatura_mes = placed.mes
      from unnest(${ids}::int[], ${dates}::timestamptz[], ${months}::text[]) as placed(id, due, mes)
      where ${entries.parcelamentoMensalId} = placed.id and not ${settled}`)
  }
}

export interface CardStatementService {
  /** A card's statements with items in the range and the open one; 404 when not the user's, 409 without statement days. */
  list(userId: number, cardId: number, query: StatementListQuery): Promise<CardStatement[]>
  /** One statement with its items and payments; 404 when the card is not the user's, 409 without statement days. */
  get(userId: number, cardId: number, mes: string): Promise<CardStatementDetail>
  /**
   * Pays the statement from an account, in one transaction: all that remains (settling its pending items) or
   * part of it (`valor`, an open partial payment); 409 when nothing is left to pay, 400 above what remains.
   */
  pay(userId: number, cardId: number, mes: string, input: StatementPay): Promise<CardStatementDetail>
  /** Undoes one payment of the statement: the money returns, the statement reopens; 404 when not there, 409 when its carry was paid. */
  undoPayment(userId: number, cardId: number, mes: string, paymentId: number): Promise<CardStatementDetail>
  /** Moves one card entry to another statement of its card; 409 when either statement is paid or the entry is not on a card. */
  move(userId: number, entryId: number, mes: string): Promise<Entry>
}

/** The card statement service over `db`. */
/**
 * Records a payment toward one statement (inside `tx`, the card's row locked): `valor` cents, default all that
 * remains (409 statement_nothing_to_pay when nothing does, 400 payment_over_remaining above it). Paying what
 * remains settles the statement: its pending items, and the partial payments before it. Returns the payment's id.
 */
export async function recordStatementPayment(
  tx: Executor,
  userId: number,
  cardId: number,
  calendar: CardStatementCalendar,
  mes: string,
  input: { contaBancariaId: number; valor?: number | undefined; dataPagamento: Date },
  today: string,
): Promise<number> {
  const figures = statementFigures(calendar, mes, today, (await cardStatementSums(tx, cardId, { from: mes, to: mes })).get(mes))
  const rest = decimalToCents(figures.restante.toFixed(2))
  if (rest <= 0) throw conflict('statement_nothing_to_pay')
  const valor = input.valor ?? rest
  if (valor > rest) throw badRequest('payment_over_remaining', { valor: 'payment_over_remaining' })
  const [payment] = await tx
    .insert(cardStatementPayments)
    .values({ userId, cartaoId: cardId, mes, contaBancariaId: input.contaBancariaId, valor: centsToDecimal(valor), data: input.dataPagamento, aberto: true })
    .returning({ id: cardStatementPayments.id })
  if (valor === rest) await settleItems(tx, cardId, mes, input.dataPagamento, { pagamentoFaturaId: payment!.id })
  return payment!.id
}

/** Undoes one statement payment (inside `tx`, the card's row locked): the items it settled are unpaid again, then settled anew if what is left still covers them. */
export async function removeStatementPayment(tx: Executor, cardId: number, mes: string, paymentId: number): Promise<void> {
  await reopenStatement(tx, cardId, mes)
  await tx.delete(cardStatementPayments).where(eq(cardStatementPayments.id, paymentId))
  await settleWhenCovered(tx, cardId, mes)
}

export function createCardStatementService({ db, clock }: { db: Database; clock: Clock }): CardStatementService {
  const today = () => dayKey(new Date(clock.now()))

  /** The user's card and its calendar: 404 when not theirs, 409 'card_without_statements' without days. */
  async function cardWithStatements(executor: Executor, userId: number, cardId: number, lock = false) {
    const query = executor
      .select()
      .from(bankCards)
      .where(and(eq(bankCards.id, cardId), ownedBy(bankCards, userId)))
    const [card] = lock ? await query.for('update') : await query
    if (!card) throw notFound()
    const calendar = calendarOf(card)
    if (!calendar) throw conflict('card_without_statements')
    return { card, calendar }
  }

  async function detail(executor: Executor, cardId: number, calendar: CardStatementCalendar, mes: string): Promise<CardStatementDetail> {
    const sums = await cardStatementSums(executor, cardId, { from: mes, to: mes })
    const [list] = await executor.select({ list: entryListText }).from(entries).where(ofStatement(cardId, mes))
    const payments = await executor
      .select()
      .from(cardStatementPayments)
      .where(and(eq(cardStatementPayments.cartaoId, cardId), eq(cardStatementPayments.mes, mes)))
      .orderBy(asc(cardStatementPayments.data), asc(cardStatementPayments.id))
    return {
      ...statementFigures(calendar, mes, today(), sums.get(mes)),
      itens: entryList(list?.list, todayStart(clock.now())),
      pagamentos: payments.map((row) => ({
        id: row.id,
        data: toSaoPauloIso(row.data),
        valor: centsToAmount(decimalToCents(row.valor)),
        contaBancariaId: row.contaBancariaId,
        aberto: row.aberto,
      })),
    }
  }

  /** Whether any of the card's statements `months` is paid (it has items, nothing remains), in one query. */
  async function anyPaid(executor: Executor, cardId: number, calendar: CardStatementCalendar, months: readonly string[]) {
    const sorted = [...months].sort()
    const sums = await cardStatementSums(executor, cardId, { from: sorted[0]!, to: sorted.at(-1)! })
    return months.some((mes) => statementFigures(calendar, mes, today(), sums.get(mes)).situacao === 'Paga' && (sums.get(mes)?.itens ?? 0) > 0)
  }

  return {
    async list(userId, cardId, query) {
      const { card, calendar } = await cardWithStatements(db, userId, cardId)
      const day = today()
      const open = calendar.statementOfPurchase(day)
      const from = query.de ?? (query.ate ? addMonths(query.ate, -(STATEMENT_RANGE_BEFORE + STATEMENT_RANGE_AFTER)) : addMonths(open, -STATEMENT_RANGE_BEFORE))
      const to = query.ate ?? (query.de ? addMonths(query.de, STATEMENT_RANGE_BEFORE + STATEMENT_RANGE_AFTER) : addMonths(open, STATEMENT_RANGE_AFTER))
      if (from > to) throw badRequest('invalid_period', { ate: 'invalid_period' })
      if (monthsFromTo(from, to) > STATEMENT_RANGE_MAX_MONTHS) throw badRequest('period_too_long', { ate: 'period_too_long' })
      // Recurring occurrences on the card exist through the last statement's due date.
      await ensureOccurrences(db, userId, day, calendar.statementDates(to).dataVencimento)
      await carryOverdueRests(db, userId, day)
      const sums = await cardStatementSums(db, card.id, { from, to })
      const months = new Set(sums.keys())
      if (open >= from && open <= to) months.add(open)
      return [...months].sort().map((mes) => statementFigures(calendar, mes, day, sums.get(mes)))
    },

    async get(userId, cardId, mes) {
      const { card, calendar } = await cardWithStatements(db, userId, cardId)
      await ensureOccurrences(db, userId, today(), calendar.statementDates(mes).dataVencimento)
      await carryOverdueRests(db, userId, today())
      return detail(db, card.id, calendar, mes)
    },

    async pay(userId, cardId, mes, input) {
      const answer = await db.transaction(async (tx) => {
        // The card's row lock puts payments of one card one after the other.
        const { card, calendar } = await cardWithStatements(tx, userId, cardId, true)
        await checkBankAccounts(tx, userId, { contaBancariaId: input.contaBancariaId })
        await recordStatementPayment(tx, userId, card.id, calendar, mes, input, today())
        return { card, calendar }
      })
      // A partial payment made after the due date carries the rest at once.
      await carryOverdueRests(db, userId, today())
      return detail(db, answer.card.id, answer.calendar, mes)
    },

    async undoPayment(userId, cardId, mes, paymentId) {
      const answer = await db.transaction(async (tx) => {
        const { card, calendar } = await cardWithStatements(tx, userId, cardId, true)
        const [payment] = await tx
          .select({ id: cardStatementPayments.id })
          .from(cardStatementPayments)
          .where(and(eq(cardStatementPayments.id, paymentId), eq(cardStatementPayments.cartaoId, card.id), eq(cardStatementPayments.mes, mes)))
        if (!payment) throw notFound('statement_payment_not_found')
        await removeStatementPayment(tx, card.id, mes, payment.id)
        return { card, calendar }
      })
      await carryOverdueRests(db, userId, today())
      return detail(db, answer.card.id, answer.calendar, mes)
    },

    async move(userId, entryId, mes) {
      return db.transaction(async (tx) => {
        const [entry] = await tx
          .select()
          .from(entries)
          .where(and(eq(entries.id, entryId), ownedBy(entries, userId)))
          .for('update')
        if (!entry) throw notFound()
        if (entry.cartaoId === null || entry.faturaMes === null) throw conflict('entry_not_on_card')
        if (entry.faturaOrigem !== null) throw conflict('carry_item_locked')
        const { calendar } = await cardWithStatements(tx, userId, entry.cartaoId, true)
        if (entry.faturaMes !== mes) {
          if (await anyPaid(tx, entry.cartaoId, calendar, [entry.faturaMes, mes])) throw conflict('statement_paid')
          if (isSettledStatus(entry.situacao)) throw conflict('entry_already_paid')
          await tx.update(entries).set({ faturaMes: mes }).where(eq(entries.id, entryId))
        }
        const [moved] = await tx
          .select({ list: entryListText })
          .from(entries)
          .where(eq(entries.id, entryId))
        return entryList(moved!.list, todayStart(clock.now()))[0]!
      })
    },
  }
}
