import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import { isPaidInstallmentStatus } from '@contract/finance'
import {
  installmentSchedule,
  replanInstallments,
  type InstallmentPlan,
  type InstallmentPlanCreate,
  type InstallmentPlanUpdate,
  type MonthlyInstallment,
} from '@contract/installment'
import { centsToAmount, centsToDecimal, decimalToCents } from '@contract/money'
import type { Database } from '../db/client'
import type { CardStatementCalendar } from '@contract/card-statement'
import { accountHolders, entries, installmentPlans, monthlyInstallments } from '../db/schema'
import { ownedBy } from '../db/scope'
import { badRequest, notFound, type FieldErrors } from '../http/errors'
import { calendarOf, ownCard } from './card-calendar'
import { categoryProblem } from './category-check'
import { insertInstallments, removeInstallments, type Executor } from './installment-links'

// Installment plans (docs/product-rules.md#installment-plans), each user's own. A plan, its monthly installments and their entries change together
// in one transaction. Values are split in cents; due dates follow the São Paulo calendar.

type PlanRow = typeof installmentPlans.$inferSelect
type InstallmentRow = typeof monthlyInstallments.$inferSelect

const amount = (decimal: string) => centsToAmount(decimalToCents(decimal))

export function toPlan(row: PlanRow): InstallmentPlan {
  return {
    id: row.id,
    descricao: row.descricao,
    valorTotal: amount(row.valorTotal),
    numeroParcelas: row.numeroParcelas,
    dataPrimeiraParcela: row.dataPrimeiraParcela.toISOString(),
    intervaloParcelas: row.intervaloParcelas,
    pessoaContaId: row.pessoaContaId,
    cartaoId: row.cartaoId,
    categoriaId: row.categoriaId,
    situacao: row.situacao,
  }
}

export function toMonthlyInstallment(row: InstallmentRow): MonthlyInstallment {
  return {
    id: row.id,
    numeroParcela: row.numeroParcela,
    dataVencimento: row.dataVencimento.toISOString(),
    dataPagamento: row.dataPagamento?.toISOString() ?? null,
    valorParcela: amount(row.valorParcela),
    valorPago: row.valorPago === null ? null : amount(row.valorPago),
    situacao: row.situacao,
  }
}

const columnsOf = (input: InstallmentPlanCreate) => ({
  descricao: input.descricao,
  valorTotal: centsToDecimal(input.valorTotal),
  numeroParcelas: input.numeroParcelas,
  dataPrimeiraParcela: input.dataPrimeiraParcela,
  intervaloParcelas: input.intervaloParcelas,
  pessoaContaId: input.pessoaContaId,
  cartaoId: input.cartaoId,
  categoriaId: input.categoriaId,
  situacao: input.situacao,
})

export interface InstallmentPlanService {
  /** The user's plans, by first due date then id, newest first. */
  list(userId: number): Promise<InstallmentPlan[]>
  /** Creates a plan with its installments and (unless Cancelado) their entries, in one transaction. */
  create(userId: number, input: InstallmentPlanCreate): Promise<InstallmentPlan>
  /** Updates a plan and regenerates its unpaid installments and their entries; paid ones stay. 404 when not the user's. */
  update(userId: number, input: InstallmentPlanUpdate): Promise<InstallmentPlan>
  /** Deletes a plan, its installments and their unpaid entries; paid entries stay, unlinked. 404 when not the user's. */
  remove(userId: number, id: number): Promise<void>
  /** A plan's installments by number; 404 when the plan is not the user's. */
  installments(userId: number, planId: number): Promise<MonthlyInstallment[]>
}

/**
 * The installment plan service over `db`.
 */
export function createInstallmentPlanService({ db }: { db: Database }): InstallmentPlanService {
  const mine = (userId: number, id: number) => and(eq(installmentPlans.id, id), ownedBy(installmentPlans, userId))

  /** 400 unless the holder and the card (both optional) are the user's. */
  async function checkReferences(executor: Executor, userId: number, input: InstallmentPlanCreate) {
    const errors: FieldErrors = {}
    if (input.pessoaContaId !== null) {
      const [holder] = await executor
        .select({ id: accountHolders.id })
        .from(accountHolders)
        .where(and(eq(accountHolders.id, input.pessoaContaId), ownedBy(accountHolders, userId)))
      if (!holder) errors.pessoaContaId = 'unknown_account_holder'
    }
    let statements: CardStatementCalendar | null = null
    if (input.cartaoId !== null) {
      const card = await ownCard(executor, userId, input.cartaoId)
      if (!card) errors.cartaoId = 'unknown_bank_card'
      else statements = calendarOf(card)
    }
    // An installment is an expense: the plan's category is one of the user's expense categories.
    const category = input.categoriaId === null ? null : await categoryProblem(executor, userId, input.categoriaId, 'Despesa')
    if (category) errors.categoriaId = category
    const [first] = Object.values(errors)
    if (first) throw badRequest(first, errors)
    // On a card with statements, the installments fall on its statements (docs/product-rules.md#card-statements).
    return statements
  }

  return {
    async list(userId) {
      const rows = await db
        .select()
        .from(installmentPlans)
        .where(ownedBy(installmentPlans, userId))
        .orderBy(desc(installmentPlans.dataPrimeiraParcela), desc(installmentPlans.id))
      return rows.map(toPlan)
    },

    async create(userId, input) {
      return db.transaction(async (tx) => {
        const statements = await checkReferences(tx, userId, input)
        const [plan] = await tx
          .insert(installmentPlans)
          .values({ userId, ...columnsOf(input) })
          .returning()
        await insertInstallments(
          tx,
          { ...plan!, withEntries: plan!.situacao !== 'Cancelado' },
          installmentSchedule(input, statements),
        )
        return toPlan(plan!)
      })
    },

    async update(userId, input) {
      return db.transaction(async (tx) => {
        const [current] = await tx.select({ id: installmentPlans.id }).from(installmentPlans).where(mine(userId, input.id)).for('update')
        if (!current) throw notFound()
        const statements = await checkReferences(tx, userId, input)
        const existing = await tx.select().from(monthlyInstallments).where(eq(monthlyInstallments.planId, input.id))
        const paid = existing.filter((row) => isPaidInstallmentStatus(row.situacao))
        const unpaid = existing.filter((row) => !isPaidInstallmentStatus(row.situacao))

        // Paid installments keep their numbers, dates and values; the others are made again (the rule the
        // SPA's preview runs too: replanInstallments).
        const replan = replanInstallments(
          input,
          paid.map((row) => ({ numeroParcela: row.numeroParcela, dataVencimento: row.dataVencimento, valorParcela: decimalToCents(row.valorParcela) })),
          statements,
        )
        if (replan.problem) throw badRequest(replan.problem.code, { [replan.problem.field]: replan.problem.code })

        await removeInstallments(
          tx,
          unpaid.map((row) => row.id),
        )
        const [plan] = await tx.update(installmentPlans).set(columnsOf(input)).where(mine(userId, input.id)).returning()
        const schedule = replan.schedule.filter((row) => !row.paid)
        await insertInstallments(tx, { ...plan!, withEntries: plan!.situacao !== 'Cancelado' }, schedule)
        // The paid installments' entries carry the plan's category too (the category totals count them).
        if (paid.length > 0) {
          await tx
            .update(entries)
            .set({ categoriaId: plan!.categoriaId })
            .where(inArray(entries.parcelamentoMensalId, paid.map((row) => row.id)))
        }
        return toPlan(plan!)
      })
    },

    async remove(userId, id) {
      await db.transaction(async (tx) => {
        const [plan] = await tx.select({ id: installmentPlans.id }).from(installmentPlans).where(mine(userId, id)).for('update')
        if (!plan) throw notFound()
        const installments = await tx.select({ id: monthlyInstallments.id }).from(monthlyInstallments).where(eq(monthlyInstallments.planId, id))
        await removeInstallments(
          tx,
          installments.map((row) => row.id),
        )
        await tx.delete(installmentPlans).where(mine(userId, id))
      })
    },

    async installments(userId, planId) {
      const [plan] = await db.select({ id: installmentPlans.id }).from(installmentPlans).where(mine(userId, planId))
      if (!plan) throw notFound()
      const rows = await db
        .select()
        .from(monthlyInstallments)
        .where(eq(monthlyInstallments.planId, planId))
        .orderBy(asc(monthlyInstallments.numeroParcela))
      return rows.map(toMonthlyInstallment)
    },
  }
}
