// The installment plan form's actor (SPEC §7 POST / PUT /v1/api/parcelamento): create a plan, or update
// the edited one. The body is what the shared contract parsed (planInput): exact cents, an ISO instant.
import { fromPromise } from 'xstate'
import { createInstallmentPlan, updateInstallmentPlan } from '@/api/installments'
import type { InstallmentPlan, InstallmentPlanInput } from '@/api/installments'

export const installmentFormActors = {
  savePlan: fromPromise<InstallmentPlan, { planId: number | null; plan: InstallmentPlanInput }>(({ input }) =>
    input.planId === null ? createInstallmentPlan(input.plan) : updateInstallmentPlan(input.planId, input.plan),
  ),
}
