// Spending by category of the finance panel's month: the month's expense totals per category, largest
// first (entries without a category together), from GET /v1/api/lancamento/por-categoria; loading → ready |
// failed → retry. What counts: docs/product-rules.md#budgets-and-projection.
import { assign, setup } from 'xstate'
import type { CategoryTotal } from '@contract/planning'
import { monthBounds } from '@/lib/month'
import type { MonthKey } from '@/lib/month'
import { categorySpendingActors } from './category-spending.actors'

/** The expense totals, largest first (ties by name, the uncategorised last), zero totals left out. */
export function expensesByCategory(totals: readonly CategoryTotal[]): CategoryTotal[] {
  return totals
    .filter((total) => total.tipoLancamento === 'Despesa' && total.total !== 0)
    .sort((a, b) => b.total - a.total || (a.nomeCategoria === null ? 1 : b.nomeCategoria === null ? -1 : a.nomeCategoria.localeCompare(b.nomeCategoria)))
}

export interface CategorySpendingContext {
  month: MonthKey
  /** The month's expenses by category, largest first (expensesByCategory). */
  expenses: CategoryTotal[]
}

export type CategorySpendingEvent = { type: 'spending.retry' }

export const categorySpendingMachine = setup({
  types: {
    context: {} as CategorySpendingContext,
    events: {} as CategorySpendingEvent,
    input: {} as { month: MonthKey },
    tags: {} as 'busy',
  },
  actors: categorySpendingActors,
  actions: {
    assignTotals: assign((_, totals: CategoryTotal[]) => ({ expenses: expensesByCategory(totals) })),
    clearTotals: assign({ expenses: [] as CategoryTotal[] }),
  },
}).createMachine({
  id: 'categorySpending',
  context: ({ input }) => ({ month: input.month, expenses: [] }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchSpending',
        src: 'fetchSpending',
        input: ({ context }) => ({ dataInicio: monthBounds(context.month).from, dataFim: monthBounds(context.month).to }),
        onDone: { target: 'ready', actions: { type: 'assignTotals', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: 'clearTotals' },
      },
    },
    ready: {},
    failed: {
      on: { 'spending.retry': 'loading' },
    },
  },
})

export type CategorySpendingMachine = typeof categorySpendingMachine
