// Effects of the installment plans page (SPEC §7 Installment plans, Bank cards, Account holders): the
// plans with the two registries their names come from, and the delete call. SPEC §8: a failed plan list is
// an empty list, a failed registry lookup makes its names read '-'; neither is an error on screen.
import { isApiError, toApiFailure } from '@/api/errors'
import { deleteInstallmentPlan, listInstallmentPlans } from '@/api/installments'
import type { InstallmentPlan } from '@/api/installments'
import { accountHoldersApi, bankCardsApi } from '@/api/registries'
import type { AccountHolder, BankCard } from '@/api/registries'
import { effect } from './effects'
import type { InstallmentTableContext, InstallmentTableEvent } from './installment-table.machine'

interface Lists {
  plans: InstallmentPlan[]
  holders: AccountHolder[] | null
  cards: BankCard[] | null
}

/** The three lists at once; each failure folds into its fallback instead of failing the page. */
export async function loadPlanLists(
  calls: { plans: () => Promise<InstallmentPlan[]>; holders: () => Promise<AccountHolder[]>; cards: () => Promise<BankCard[]> } = {
    plans: () => listInstallmentPlans(),
    holders: () => accountHoldersApi().list(),
    cards: () => bankCardsApi().list(),
  },
): Promise<Lists> {
  // SPEC §8: a 404 on a registry list is an empty list, not a failure.
  const registry = <R>(call: () => Promise<R[]>) => call().catch((error: unknown) => (isApiError(error) && error.status === 404 ? [] : Promise.reject(error)))
  const [plans, holders, cards] = await Promise.allSettled([calls.plans(), registry(calls.holders), registry(calls.cards)])
  return {
    plans: plans.status === 'fulfilled' ? plans.value : [],
    holders: holders.status === 'fulfilled' ? holders.value : null,
    cards: cards.status === 'fulfilled' ? cards.value : null,
  }
}

export const installmentTableEffects = {
  fetchAll: effect<InstallmentTableContext, InstallmentTableEvent, Lists, InstallmentTableEvent>(
    () => loadPlanLists(),
    (lists) => ({ type: 'list.loaded', ...lists }),
    // loadPlanLists never rejects; should it, the page still shows an empty list (SPEC §8).
    () => ({ type: 'list.loaded', plans: [], holders: null, cards: null }),
  ),
  deletePlan: effect<InstallmentTableContext, InstallmentTableEvent, void, InstallmentTableEvent>(
    ({ context }) => (context.pendingDelete ? deleteInstallmentPlan(context.pendingDelete.id) : Promise.reject(new Error('No plan to delete'))),
    () => ({ type: 'plan.deleted' }),
    (error) => ({ type: 'plan.deleteFailed', error: toApiFailure(error) }),
  ),
}
