// Effects of the installment detail machine (SPEC §7 GET /v1/api/parcelamento/{id}/mensais), answered with
// installments.loaded / installments.failed. A route id that is not an id fails without a request.
import { listMonthlyInstallments } from '@/api/installments'
import type { MonthlyInstallment } from '@/api/installments'
import { toApiFailure } from '@/api/errors'
import { effect } from './effects'
import type { InstallmentDetailContext, InstallmentDetailEvent } from './installment-detail.machine'

export const installmentDetailEffects = {
  fetchInstallments: effect<InstallmentDetailContext, InstallmentDetailEvent, MonthlyInstallment[], InstallmentDetailEvent>(
    ({ context }) =>
      context.planId === null
        ? Promise.reject(new Error('Not a plan id'))
        : listMonthlyInstallments(context.planId),
    (installments) => ({ type: 'installments.loaded', installments }),
    (error) => ({ type: 'installments.failed', error: toApiFailure(error) }),
  ),
}
