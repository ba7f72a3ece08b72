// The installment plan form's actor (POST / PUT /v1/api/parcelamento): create a plan, or update
// the edited one. The body is what the shared contract parsed (planInput): exact cents, an ISO instant.
import { fromPromise } from 'xstate'
import { createInstallmentPlan, listMonthlyInstallments, updateInstallmentPlan } from '@/api/installments'
import type { InstallmentPlan, InstallmentPlanInput, MonthlyInstallment } from '@/api/installments'

export const installmentFormActors = {
  /** An edited plan's installments (its paid ones shape the preview). */
  loadInstallments: fromPromise<MonthlyInstallment[], { planId: number }>(({ input }) => listMonthlyInstallments(input.planId)),
  savePlan: fromPromise<InstallmentPlan, { planId: number | null; plan: InstallmentPlanInput }>(({ input }) =>
    input.planId === null ? createInstallmentPlan(input.plan) : updateInstallmentPlan(input.planId, input.plan),
  ),
}
