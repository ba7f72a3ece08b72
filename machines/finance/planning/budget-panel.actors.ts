// The budgets section's actors (docs/product-rules.md#budgets-and-projection): the month's budgets with the
// user's categories (the new-budget select offers the expense ones), a category's limit saved, and removed
// from the month on; tests provide fakes instead.
import { fromPromise } from 'xstate'
import { deleteBudget, listBudgets, putBudget } from '@/api/planning'
import type { Budget, BudgetPutInput } from '@/api/planning'
import { categoriesApi } from '@/api/registries'
import type { Category } from '@contract/category'

export interface BudgetsLoaded {
  budgets: Budget[]
  categories: Category[]
}

export const budgetPanelActors = {
  /** The month's budgets and the categories, together: the section needs both to offer a new one. */
  fetchBudgets: fromPromise<BudgetsLoaded, { mes: string }>(async ({ input }) => {
    const [budgets, categories] = await Promise.all([listBudgets(input.mes), categoriesApi().list()])
    return { budgets, categories }
  }),
  /** PUT /v1/api/orcamento: the category's limit for the month (and the later ones with `repetir`). */
  saveBudget: fromPromise<Budget, BudgetPutInput>(({ input }) => putBudget(input)),
  /** DELETE /v1/api/orcamento: no limit for the category from the month on. */
  removeBudget: fromPromise<void, { mes: string; categoriaId: number }>(({ input }) => deleteBudget(input.mes, input.categoriaId)),
}
