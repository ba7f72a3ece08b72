// The installment detail's actor (SPEC §7 GET /v1/api/parcelamento/{id}/mensais): a plan's monthly
// installments. A route id that is not an id fails without a request; tests provide a fake instead.
import { fromPromise } from 'xstate'
import { listMonthlyInstallments } from '@/api/installments'
import type { MonthlyInstallment } from '@/api/installments'

export const installmentDetailActors = {
  fetchInstallments: fromPromise<MonthlyInstallment[], { planId: number | null }>(async ({ input }) => {
    if (input.planId === null) throw new Error('Not a plan id')
    return listMonthlyInstallments(input.planId)
  }),
}
