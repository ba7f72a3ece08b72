import { and, eq, inArray, notExists, sql } from 'drizzle-orm'
import type { ScheduledInstallment } from '@contract/installment'
import { centsToDecimal } from '@contract/money'
import type { Database } from '../db/client'
import { entries, installmentPlans, monthlyInstallments } from '../db/schema'

// What entries and installment plans do to each other, always inside the caller's transaction
// (docs/product-rules.md#installment-plans): generating an installment's entry, and a paid entry
// paying its installment and, with the last one, concluding the plan.

/** The database or a transaction of it: helpers here run inside the caller's transaction. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0]

/** Free texts hold up to 200 characters (the entries' descricao column). */
const ENTRY_DESCRIPTION_MAX = 200

/** SQL of the rule: a monthly installment is paid when its status is 'paga' or 'pago', any case. */
export const installmentIsPaid = sql`lower(trim(${monthlyInstallments.situacao})) in ('pago', 'paga')`

/**
 * "<plan> (n/N)", the description of an installment's entry; the plan's part is cut (by
 * whole characters) so that the whole fits the 200 characters of an entry description.
 */
export function installmentEntryDescription(planDescription: string, number: number, count: number): string {
  const suffix = ` (${number}/${count})`
  const characters = [...planDescription]
  const room = ENTRY_DESCRIPTION_MAX - suffix.length
  return `${characters.length > room ? characters.slice(0, room).join('').trimEnd() : planDescription}${suffix}`
}

/** Locks the plan of an installment (FOR UPDATE) so that a payment and a plan edit run one after the other. */
export async function lockPlanOfInstallment(executor: Executor, installmentId: number): Promise<void> {
  await executor
    .select({ id: installmentPlans.id })
    .from(installmentPlans)
    .innerJoin(monthlyInstallments, eq(monthlyInstallments.planId, installmentPlans.id))
    .where(eq(monthlyInstallments.id, installmentId))
    .for('update', { of: installmentPlans })
}

/**
 * Mark-as-paid: the installment of a paid entry gets the same amount, time and 'Pago'; when
 * no installment of its plan is left unpaid, the plan becomes 'Concluido'.
 */
export async function markInstallmentPaid(
  executor: Executor,
  installmentId: number,
  payment: { valorPago: string; dataPagamento: Date },
): Promise<void> {
  const [installment] = await executor
    .update(monthlyInstallments)
    .set({ valorPago: payment.valorPago, dataPagamento: payment.dataPagamento, situacao: 'Pago' })
    .where(eq(monthlyInstallments.id, installmentId))
    .returning({ planId: monthlyInstallments.planId })
  if (!installment) return
  await executor
    .update(installmentPlans)
    .set({ situacao: 'Concluido' })
    .where(
      and(
        eq(installmentPlans.id, installment.planId),
        notExists(
          executor
            .select({ id: monthlyInstallments.id })
            .from(monthlyInstallments)
            .where(and(eq(monthlyInstallments.planId, installment.planId), sql`not ${installmentIsPaid}`)),
        ),
      ),
    )
}

/**
 * Stores scheduled installments of a plan and, unless the plan is Cancelado (it has no unpaid
 * entries), an expense entry for each: 'A Pagar', the plan's category, "<plan> (n/N)", due date, value.
 */
export async function insertInstallments(
  executor: Executor,
  plan: { id: number; userId: number; descricao: string; numeroParcelas: number; categoriaId: number | null; cartaoId: number | null; withEntries: boolean },
  schedule: readonly ScheduledInstallment[],
): Promise<void> {
  if (schedule.length === 0) return
  const inserted = await executor
    .insert(monthlyInstallments)
    .values(
      schedule.map((item) => ({
        planId: plan.id,
        numeroParcela: item.numeroParcela,
        dataVencimento: item.dataVencimento,
        valorParcela: centsToDecimal(item.valorParcela),
        situacao: 'A Pagar',
      })),
    )
    .returning({ id: monthlyInstallments.id, numeroParcela: monthlyInstallments.numeroParcela })
  if (!plan.withEntries) return
  const idByNumber = new Map(inserted.map((row) => [row.numeroParcela, row.id]))
  await executor.insert(entries).values(
    schedule.map((item) => ({
      userId: plan.userId,
      dataLancamento: item.dataVencimento,
      descricao: installmentEntryDescription(plan.descricao, item.numeroParcela, plan.numeroParcelas),
      valor: centsToDecimal(item.valorParcela),
      tipoLancamento: 'Despesa' as const,
      categoriaId: plan.categoriaId,
      parcelamentoMensalId: idByNumber.get(item.numeroParcela)!,
      situacao: 'A Pagar' as const,
      // On a card with statements, the installment's entry is a card item of its statement.
      cartaoId: item.faturaMes === null ? null : plan.cartaoId,
      faturaMes: item.faturaMes,
    })),
  )
}

/**
 * Removes installments (by id) with their entries, except entries already paid or received, which stay
 * and lose the link (deleting a plan keeps paid entries, unlinked).
 */
export async function removeInstallments(executor: Executor, installmentIds: readonly number[]): Promise<void> {
  if (installmentIds.length === 0) return
  const ids = [...installmentIds]
  await executor
    .delete(entries)
    .where(and(inArray(entries.parcelamentoMensalId, ids), sql`${entries.situacao} not in ('Pago', 'Recebido')`))
  await executor.update(entries).set({ parcelamentoMensalId: null }).where(inArray(entries.parcelamentoMensalId, ids))
  await executor.delete(monthlyInstallments).where(inArray(monthlyInstallments.id, ids))
}
