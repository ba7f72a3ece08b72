// The installment plans page's actors (src/api/installments.ts and src/api/registries.ts): the plans
// with the two registries their names come from, the delete call, and the add/edit modal's machine it
// invokes. A failed plan list is an empty list, a failed registry lookup makes its names read '-';
// neither is an error on screen.
import { fromPromise } from 'xstate'
import { isApiError } from '@/api/errors'
import { deleteInstallmentPlan, listInstallmentPlans } from '@/api/installments'
import type { InstallmentPlan } from '@/api/installments'
import { accountHoldersApi, bankCardsApi, categoriesApi } from '@/api/registries'
import type { AccountHolder, BankCard, Category } from '@/api/registries'
import { installmentFormMachine } from './installment-form.machine'

/** The page's lists; null names when their registry could not be read. */
export interface PlanLists {
  plans: InstallmentPlan[]
  holders: AccountHolder[] | null
  cards: BankCard[] | null
  /** The choices of the plan form's category select; a failed load leaves it empty (the category is optional). */
  categories: Category[]
}

/** The three lists at once; each failure folds into its fallback instead of failing the page. */
export async function loadPlanLists(
  calls: { plans: () => Promise<InstallmentPlan[]>; holders: () => Promise<AccountHolder[]>; cards: () => Promise<BankCard[]>; categories?: () => Promise<Category[]> } = {
    plans: () => listInstallmentPlans(),
    holders: () => accountHoldersApi().list(),
    cards: () => bankCardsApi().list(),
    categories: () => categoriesApi().list(),
  },
): Promise<PlanLists> {
  // A 404 on a registry list is an empty list, not a failure.
  const registry = <R>(call: () => Promise<R[]>) => call().catch((error: unknown) => (isApiError(error) && error.status === 404 ? [] : Promise.reject(error)))
  const categories = Promise.resolve()
    .then(() => calls.categories?.() ?? [])
    .catch((): Category[] => [])
  const [plans, holders, cards] = await Promise.allSettled([calls.plans(), registry(calls.holders), registry(calls.cards)])
  return {
    plans: plans.status === 'fulfilled' ? plans.value : [],
    holders: holders.status === 'fulfilled' ? holders.value : null,
    cards: cards.status === 'fulfilled' ? cards.value : null,
    categories: await categories,
  }
}

export const installmentTableActors = {
  /** Never rejects: each list folds its failure into its fallback. */
  fetchAll: fromPromise<PlanLists>(() => loadPlanLists()),
  deletePlan: fromPromise<void, { id: number }>(({ input }) => deleteInstallmentPlan(input.id)),
  installmentForm: installmentFormMachine,
}
