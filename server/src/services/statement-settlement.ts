import { and, asc, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm'
import { dayStart } from '@contract/calendar'
import { addCalendarDays } from '@contract/recurrence'
import { DEFAULT_PLAN_STATUS } from '@contract/finance'
import { centsToDecimal } from '@contract/money'
import { bankCards, cardStatementPayments, entries, installmentPlans, monthlyInstallments } from '../db/schema'
import { conflict } from '../http/errors'
import { calendarOf } from './card-calendar'
import { installmentIsPaid, type Executor } from './installment-links'
import { cardStatementSums, carryTarget, ofStatement, pending, settled, statementFigures } from './money-rules'

// How a card statement gets settled and unsettled (docs/product-rules.md#card-statements), inside the caller's
// transaction with the card's row locked: a payment that pays what remains settles every pending item; a
// partial one stays open toward the statement; after the due date an open partial payment's statement carries
// its unpaid rest into the next statement as one 'saldoAnterior' item, which settles the rest. Undoing a
// payment reopens the statement: its items pending again, its payments open, its carry item gone.

/** How a statement's items were settled: by a payment, or by the carry item that took the rest on. */
type SettledBy = { pagamentoFaturaId: number } | { saldoFaturaId: number }

/** Locks the plans of the statement's pending installments (plans before entries: the order a plan edit locks them in). */
async function lockPlansOf(tx: Executor, items: SQL) {
  await tx
    .select({ id: installmentPlans.id })
    .from(installmentPlans)
    .where(sql`${installmentPlans.id} in (select ${monthlyInstallments.planId} from ${monthlyInstallments} join ${entries} on ${entries.parcelamentoMensalId} = ${monthlyInstallments.id} where ${items})`)
    .orderBy(asc(installmentPlans.id))
    .for('update')
}

/** Settles the statement's pending items at their amounts on `date`, with their installments and plans; answers how many. */
export async function settleItems(tx: Executor, cardId: number, mes: string, date: Date, by: SettledBy): Promise<number> {
  const items = and(ofStatement(cardId, mes), pending)!
  await lockPlansOf(tx, items)
  const settledItems = await tx
    .update(entries)
    .set({
      situacao: sql`case when ${entries.tipoLancamento} = 'Despesa' then 'Pago' else 'Recebido' end`,
      valorPago: sql`${entries.valor}`,
      dataPagamento: date,
      ...by,
    })
    .where(items)
    .returning({ installmentId: entries.parcelamentoMensalId })
  const installmentIds = settledItems.flatMap((item) => (item.installmentId === null ? [] : [item.installmentId]))
  if (installmentIds.length > 0) {
    // The installments are paid at their entries' amounts; plans left with none unpaid are Concluido.
    const paid = await tx
      .update(monthlyInstallments)
      .set({ valorPago: sql`${monthlyInstallments.valorParcela}`, dataPagamento: date, situacao: 'Pago' })
      .where(inArray(monthlyInstallments.id, installmentIds))
      .returning({ planId: monthlyInstallments.planId })
    await tx
      .update(installmentPlans)
      .set({ situacao: 'Concluido' })
      .where(
        and(
          inArray(installmentPlans.id, [...new Set(paid.map((row) => row.planId))]),
          sql`not exists (select 1 from ${monthlyInstallments} where ${monthlyInstallments.planId} = ${installmentPlans.id} and not ${installmentIsPaid})`,
        ),
      )
  }
  // The partial payments toward it are part of the settlement now.
  await tx
    .update(cardStatementPayments)
    .set({ aberto: false })
    .where(and(eq(cardStatementPayments.cartaoId, cardId), eq(cardStatementPayments.mes, mes), eq(cardStatementPayments.aberto, true)))
  return settledItems.length
}

/**
 * Reopens a statement: the items its payments or its carry settled are pending again (their installments
 * unpaid, their plans active), its payments open, its carry item gone. 409 'carry_statement_paid' when the
 * carry item was paid on its own statement.
 */
export async function reopenStatement(tx: Executor, cardId: number, mes: string): Promise<void> {
  const carries = await tx
    .select({ id: entries.id, situacao: entries.situacao })
    .from(entries)
    .where(and(eq(entries.cartaoId, cardId), eq(entries.faturaOrigem, mes)))
    .for('update')
  if (carries.some((carry) => carry.situacao === 'Pago' || carry.situacao === 'Recebido')) throw conflict('carry_statement_paid')
  const payments = tx
    .select({ id: cardStatementPayments.id })
    .from(cardStatementPayments)
    .where(and(eq(cardStatementPayments.cartaoId, cardId), eq(cardStatementPayments.mes, mes)))
  const carryIds = carries.map((carry) => carry.id)
  const settledHere = and(
    ofStatement(cardId, mes),
    settled,
    or(inArray(entries.pagamentoFaturaId, payments), carryIds.length > 0 ? inArray(entries.saldoFaturaId, carryIds) : sql`false`),
  )!
  await lockPlansOf(tx, settledHere)
  const reopened = await tx
    .update(entries)
    .set({
      situacao: sql`case when ${entries.tipoLancamento} = 'Despesa' then 'A Pagar' else 'A Receber' end`,
      valorPago: null,
      dataPagamento: null,
      pagamentoFaturaId: null,
      saldoFaturaId: null,
    })
    .where(settledHere)
    .returning({ installmentId: entries.parcelamentoMensalId })
  const installmentIds = reopened.flatMap((item) => (item.installmentId === null ? [] : [item.installmentId]))
  if (installmentIds.length > 0) {
    const unpaid = await tx
      .update(monthlyInstallments)
      .set({ valorPago: null, dataPagamento: null, situacao: 'A Pagar' })
      .where(inArray(monthlyInstallments.id, installmentIds))
      .returning({ planId: monthlyInstallments.planId })
    await tx
      .update(installmentPlans)
      .set({ situacao: DEFAULT_PLAN_STATUS })
      .where(and(inArray(installmentPlans.id, [...new Set(unpaid.map((row) => row.planId))]), eq(installmentPlans.situacao, 'Concluido')))
  }
  if (carryIds.length > 0) await tx.delete(entries).where(inArray(entries.id, carryIds))
  await tx
    .update(cardStatementPayments)
    .set({ aberto: true })
    .where(and(eq(cardStatementPayments.cartaoId, cardId), eq(cardStatementPayments.mes, mes)))
}

/**
 * Settles the statement when its open payments cover what remains (after an undo, say): the latest payment
 * settles the pending items. Answers whether it did.
 */
export async function settleWhenCovered(tx: Executor, cardId: number, mes: string): Promise<boolean> {
  const sums = (await cardStatementSums(tx, cardId, { from: mes, to: mes })).get(mes)
  if (!sums || sums.pendentes === 0 || sums.abertos === 0 || sums.aPagar - sums.abertos > 0) return false
  const [latest] = await tx
    .select({ id: cardStatementPayments.id, data: cardStatementPayments.data })
    .from(cardStatementPayments)
    .where(and(eq(cardStatementPayments.cartaoId, cardId), eq(cardStatementPayments.mes, mes), eq(cardStatementPayments.aberto, true)))
    .orderBy(desc(cardStatementPayments.data), desc(cardStatementPayments.id))
    .limit(1)
  await settleItems(tx, cardId, mes, latest!.data, { pagamentoFaturaId: latest!.id })
  return true
}

/** The description of a carry item: 'Saldo anterior da fatura de MM/YYYY' (the SPA shows its own words from `faturaOrigem`). */
export const carryDescription = (mes: string) => `Saldo anterior da fatura de ${mes.slice(5, 7)}/${mes.slice(0, 4)}`

/**
 * Carries the unpaid rest of every statement of the user that got a partial payment and is past its due date
 * (`today`, 'YYYY-MM-DD') into the next statement, as one 'saldoAnterior' item dated the day after the due
 * date; the rest settles the statement's pending items. Idempotent, and a no-op (one indexed probe) when the
 * user has no open partial payment.
 */
export async function carryOverdueRests(executor: { transaction: <T>(run: (tx: Executor) => Promise<T>) => Promise<T> } & Executor, userId: number, today: string): Promise<void> {
  const open = await executor
    .selectDistinct({ cartaoId: cardStatementPayments.cartaoId, mes: cardStatementPayments.mes })
    .from(cardStatementPayments)
    .where(and(eq(cardStatementPayments.userId, userId), eq(cardStatementPayments.aberto, true)))
  for (const { cartaoId, mes } of open) {
    await executor.transaction(async (tx) => {
      const [card] = await tx.select().from(bankCards).where(eq(bankCards.id, cartaoId)).for('update')
      const calendar = card ? calendarOf(card) : null
      if (!card || !calendar) return
      const dates = calendar.statementDates(mes)
      if (dates.dataVencimento >= today) return
      const figures = statementFigures(calendar, mes, today, (await cardStatementSums(tx, cartaoId, { from: mes, to: mes })).get(mes))
      const rest = Math.round(figures.restante * 100)
      if (rest <= 0) return
      const [carry] = await tx
        .insert(entries)
        .values({
          userId,
          dataLancamento: dayStart(addCalendarDays(dates.dataVencimento, 1)),
          descricao: carryDescription(mes),
          valor: centsToDecimal(rest),
          tipoLancamento: 'Despesa',
          categoriaId: null,
          situacao: 'A Pagar',
          cartaoId,
          faturaMes: carryTarget(mes),
          faturaOrigem: mes,
        })
        .returning({ id: entries.id })
      await settleItems(tx, cartaoId, mes, dayStart(dates.dataVencimento), { saldoFaturaId: carry!.id })
    })
  }
}

/**
 * Links the user's settled card items to what settled them, after a data import (a document lists payments,
 * carries and items, not the links): an item of a carried statement to its carry item, an item settled on
 * the moment of a settling payment of its statement to that payment — the rule migration 0013 used too.
 * One statement per carry item and per payment, each over its own statement's items (entries_cartao_fatura_idx):
 * as one join of the user's entries with themselves, a planner that had not yet seen the imported rows (PGlite has
 * no autovacuum) joined 45,000 items with 45,000 for minutes, holding PGlite for everyone.
 */
export async function linkStatementSettlements(tx: Executor, userId: number): Promise<void> {
  const carries = await tx
    .select({ id: entries.id, cartaoId: entries.cartaoId, faturaOrigem: entries.faturaOrigem })
    .from(entries)
    .where(and(eq(entries.userId, userId), isNotNull(entries.faturaOrigem)))
    .orderBy(asc(entries.id))
  for (const carry of carries) {
    if (carry.cartaoId === null || carry.faturaOrigem === null) continue
    await tx.execute(sql`update ${entries} e set saldo_fatura_id = ${carry.id}
      where e.cartao_id = ${carry.cartaoId} and e.fatura_mes = ${carry.faturaOrigem} and e.user_id = ${userId}
        and e.situacao in ('Pago', 'Recebido') and e.id <> ${carry.id} and e.pagamento_fatura_id is null and e.saldo_fatura_id is null`)
  }
  const payments = await tx
    .select({ id: cardStatementPayments.id, cartaoId: cardStatementPayments.cartaoId, mes: cardStatementPayments.mes })
    .from(cardStatementPayments)
    .where(and(eq(cardStatementPayments.userId, userId), eq(cardStatementPayments.aberto, false)))
    .orderBy(asc(cardStatementPayments.id))
  for (const payment of payments) {
    await tx.execute(sql`update ${entries} e set pagamento_fatura_id = ${payment.id}
      where e.cartao_id = ${payment.cartaoId} and e.fatura_mes = ${payment.mes} and e.user_id = ${userId}
        and e.situacao in ('Pago', 'Recebido') and e.data_pagamento = (select p.data from ${cardStatementPayments} p where p.id = ${payment.id})
        and e.pagamento_fatura_id is null and e.saldo_fatura_id is null`)
  }
}
