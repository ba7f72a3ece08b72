// The finance panel with every machine's API actors provided: the month overview (summary, due, accounts, cards),
// the first steps (done: the list stays away) and the planning sections (budgets, spending, projection). Each
// actor is a vi.fn the test programs; by default the side loads answer nothing to show (no accounts, cards,
// budgets, spending or movement ahead, nothing due) and the month summary waits.
import type { BankAccount } from '@contract/bank-account'
import type { BankCard } from '@contract/bank-card'
import type { DueSummary } from '@contract/due'
import type { MonthSummary } from '@contract/entry'
import type { Budget, BudgetPutInput } from '@/api/planning'
import type { CategoryTotal, Projection } from '@contract/planning'
import type { EntryPeriod } from '@/api/entries'
import { monthOverviewMachine } from '@machines/finance/panel/month-overview.machine'
import { budgetPanelMachine } from '@machines/finance/planning/budget-panel.machine'
import type { BudgetsLoaded } from '@machines/finance/planning/budget-panel.actors'
import { categorySpendingMachine } from '@machines/finance/planning/category-spending.machine'
import { projectionMachine } from '@machines/finance/planning/projection.machine'
import FinancePanelView from '@/views/finance/panel/finance-panel-view'
import { dueNone } from '../fixtures/due'
import { firstStepsDone } from '../fixtures/first-steps'
import { apiActor } from './api-actors'

/** A projection with nothing moving ahead. */
export const flatProjection: Projection = { hoje: '2026-11-20', saldoAtual: 0, dias: [], menorSaldo: { data: '2026-11-20', saldo: 0 } }

export function financePanelActors() {
  return {
    fetchSummary: apiActor<MonthSummary[], EntryPeriod>(),
    fetchDue: apiActor<DueSummary>(async () => dueNone),
    fetchAccounts: apiActor<BankAccount[]>(async () => []),
    fetchCards: apiActor<BankCard[]>(async () => []),
    fetchBudgets: apiActor<BudgetsLoaded, { mes: string }>(async () => ({ budgets: [], categories: [] })),
    saveBudget: apiActor<Budget, BudgetPutInput>(),
    removeBudget: apiActor<void, { mes: string; categoriaId: number }>(),
    fetchSpending: apiActor<CategoryTotal[], { dataInicio: string; dataFim: string }>(async () => []),
    fetchProjection: apiActor<Projection>(async () => flatProjection),
  }
}
export type FinancePanelActors = ReturnType<typeof financePanelActors>

/** Each section's machine over `actors` (for the sections rendered alone, as the panel does). */
export const budgetsLogic = (a: FinancePanelActors) =>
  budgetPanelMachine.provide({ actors: { fetchBudgets: a.fetchBudgets.logic, saveBudget: a.saveBudget.logic, removeBudget: a.removeBudget.logic } })
export const spendingLogic = (a: FinancePanelActors) => categorySpendingMachine.provide({ actors: { fetchSpending: a.fetchSpending.logic } })
export const projectionLogic = (a: FinancePanelActors) => projectionMachine.provide({ actors: { fetchProjection: a.fetchProjection.logic } })

/** The panel page over `actors`, at the time `clock` says. */
export function FinancePanelWith({ actors: a, clock }: { actors: FinancePanelActors; clock: () => Date }) {
  return (
    <FinancePanelView
      clock={clock}
      logic={monthOverviewMachine.provide({ actors: { fetchSummary: a.fetchSummary.logic, fetchDue: a.fetchDue.logic, fetchAccounts: a.fetchAccounts.logic, fetchCards: a.fetchCards.logic } })}
      firstStepsLogic={firstStepsDone}
      budgetsLogic={budgetsLogic(a)}
      spendingLogic={spendingLogic(a)}
      projectionLogic={projectionLogic(a)}
    />
  )
}
