// Effects of the installment plan form (SPEC §7 POST / PUT /v1/api/parcelamento), answered with
// plan.saved / plan.saveFailed. The body is what the shared contract parsed: exact cents, an ISO instant.
import { createInstallmentPlan, updateInstallmentPlan } from '@/api/installments'
import type { InstallmentPlan, InstallmentPlanInput } from '@/api/installments'
import { toApiFailure } from '@/api/errors'
import { installmentPlanCreateSchema } from '@/api/schemas/installment'
import { centsToAmount } from '@/api/schemas/money'
import { effect } from './effects'
import { planRequest } from './installment-form.machine'
import type { InstallmentFormContext, InstallmentFormEvent, PlanValues } from './installment-form.machine'

/** The POST/PUT body of validated form values (the machine saves only after validating). */
export function planInput(values: PlanValues): InstallmentPlanInput {
  const plan = installmentPlanCreateSchema.parse(planRequest(values))
  return {
    descricao: plan.descricao,
    valorTotal: centsToAmount(plan.valorTotal),
    numeroParcelas: plan.numeroParcelas,
    dataPrimeiraParcela: plan.dataPrimeiraParcela.toISOString(),
    intervaloParcelas: plan.intervaloParcelas,
    pessoaContaId: plan.pessoaContaId,
    cartaoId: plan.cartaoId,
    situacao: plan.situacao,
  }
}

export const installmentFormEffects = {
  savePlan: effect<InstallmentFormContext, InstallmentFormEvent, InstallmentPlan, InstallmentFormEvent>(
    ({ context }) =>
      context.planId === null
        ? createInstallmentPlan(planInput(context.form.values))
        : updateInstallmentPlan(context.planId, planInput(context.form.values)),
    (plan) => ({ type: 'plan.saved', plan }),
    (error) => ({ type: 'plan.saveFailed', error: toApiFailure(error) }),
  ),
}
