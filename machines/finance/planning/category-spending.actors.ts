// The spending-by-category section's actor (docs/product-rules.md#budgets-and-projection): a period's totals
// per category and type; tests provide a fake instead.
import { fromPromise } from 'xstate'
import { spendingByCategory } from '@/api/planning'
import type { CategoryTotal } from '@/api/planning'

export const categorySpendingActors = {
  fetchSpending: fromPromise<CategoryTotal[], { dataInicio: string; dataFim: string }>(({ input }) => spendingByCategory(input.dataInicio, input.dataFim)),
}
