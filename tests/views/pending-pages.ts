// Logic for the pages a whole-app test renders past (the layout, the routes, the session): every actor their machines
// invoke waits forever, so no request leaves and nothing changes. Given to the app as `renderApp({ logic })`; each
// page's own tests provide answering actors.
import type { AnyStateMachine } from 'xstate'
import { bookFormMachine } from '@machines/books/book-form.machine'
import { bookListMachine } from '@machines/books/book-list.machine'
import { cardPaymentAccountsMachine } from '@machines/finance/cards/card-payment-accounts.machine'
import { quickAddMachine } from '@machines/finance/entries/quick-add.machine'
import { firstStepsMachine } from '@machines/finance/panel/first-steps.machine'
import { monthOverviewMachine } from '@machines/finance/panel/month-overview.machine'
import { budgetPanelMachine } from '@machines/finance/planning/budget-panel.machine'
import { categorySpendingMachine } from '@machines/finance/planning/category-spending.machine'
import { projectionMachine } from '@machines/finance/planning/projection.machine'
import { installmentDetailMachine } from '@machines/finance/plans/installment-detail.machine'
import { installmentTableMachine } from '@machines/finance/plans/installment-table.machine'
import { bankCardListMachine } from '@machines/finance/registries/registries'
import { messageListMachine } from '@machines/site/message-list.machine'
import { provided } from '@/state/machine-logic'
import type { ProvidedLogic } from '@/state/machine-logic'
import { pendingActor } from '../support/api-actors'

/**
 * `machine` with every actor it names answering never (its modals never open either), or only the actors `only` names
 * (the others, such as a keyboard watcher, run as they are).
 */
export function pendingLogic<T extends AnyStateMachine>(machine: T, only?: readonly string[]): ProvidedLogic {
  const names = only ?? Object.keys(machine.implementations.actors)
  const actors = Object.fromEntries(names.map((name) => [name, pendingActor()]))
  return provided(machine, machine.provide({ actors } as Parameters<T['provide']>[0]) as T)
}

/** The finance panel (/financas): its month overview, first steps and planning sections. */
export const pendingPanel = (): ProvidedLogic[] =>
  [monthOverviewMachine, firstStepsMachine, budgetPanelMachine, categorySpendingMachine, projectionMachine].map((machine) => pendingLogic(machine))

/** Every page the whole-app tests open, waiting: the panel, books, installments, cards, received messages and the layout's quick add. */
export const pendingPages = (): ProvidedLogic[] => [
  ...pendingPanel(),
  // Its `n` key watcher runs: only the calls wait.
  pendingLogic(quickAddMachine, ['loadOptions', 'fetchSuggestions', 'saveEntry']),
  ...[bookListMachine, bookFormMachine, installmentTableMachine, installmentDetailMachine, bankCardListMachine, cardPaymentAccountsMachine, messageListMachine].map((machine) => pendingLogic(machine)),
]
