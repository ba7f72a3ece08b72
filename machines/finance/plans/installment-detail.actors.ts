// The installment detail's actor (GET /v1/api/parcelamento/{id}/mensais): a plan's monthly
// installments, and the plan's description from the plan list (the API has no call for one plan) so the page
// can name it. A route id that is not an id fails without a request; tests provide a fake instead.
import { fromPromise } from 'xstate'
import { listInstallmentPlans, listMonthlyInstallments } from '@/api/installments'
import type { MonthlyInstallment } from '@/api/installments'

export interface LoadedInstallments {
  /** The plan's description; null when the plan list could not say (the page keeps its general title). */
  planName: string | null
  installments: MonthlyInstallment[]
}

export const installmentDetailActors = {
  fetchInstallments: fromPromise<LoadedInstallments, { planId: number | null }>(async ({ input }) => {
    const { planId } = input
    if (planId === null) throw new Error('Not a plan id')
    // Only the installments decide success (a failure reads 'Erro ao carregar parcelas.'); a failed plan
    // list costs the name only.
    const [installments, plans] = await Promise.all([listMonthlyInstallments(planId), listInstallmentPlans().catch(() => [])])
    return { planName: plans.find((plan) => plan.id === planId)?.descricao ?? null, installments }
  }),
}
