// Model-based paths of the budgetPanel machine, replayed against the real budgets section:
// getShortestPaths with the invoked actors' answers (fetchBudgets, saveBudget, removeBudget) as events, settled on
// held actors; user events are real clicks and typing. docs/product-rules.md#budgets-and-projection.
import { afterAll, describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import type { AnyStateMachine } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { budgetInput, budgetPanelMachine, unbudgetedCategories } from '@machines/finance/planning/budget-panel.machine'
import type { BudgetPanelContext } from '@machines/finance/planning/budget-panel.machine'
import type { BudgetsLoaded } from '@machines/finance/planning/budget-panel.actors'
import { hasErrors } from '@machines/form-core'
import { ApiError } from '@/api/errors'
import type { Budget, BudgetPutInput } from '@contract/planning'
import { BudgetsSection } from '@/views/finance/planning/budgets-section'
import { renderApp, settle } from '../views/support'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { coveringPaths, heldActor } from './held-actors'
import { budget, categoriesSample } from '../fixtures/planning'
import { plain } from '../support/screen-text'

const loaded: BudgetsLoaded = { budgets: [budget(1, 'Mercado', 1000, 800)], categories: categoriesSample }
const unavailable = new ApiError({ status: 503, code: 'unavailable', message: 'x' })
const refused = new ApiError({ status: 400, code: 'validation_failed', message: 'x', fieldErrors: { valorLimite: 'invalid_amount' } })

type ModelEvent =
  | { type: 'budgets.retry' }
  | { type: 'budget.add' }
  | { type: 'budget.edit'; categoriaId: number }
  | { type: 'budget.remove'; categoriaId: number }
  | { type: 'field.change'; field: 'categoriaId' | 'valorLimite'; value: string }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: `xstate.done.actor.${'fetchBudgets' | 'saveBudget' | 'removeBudget'}`; output?: unknown }
  | { type: `xstate.error.actor.${'fetchBudgets' | 'saveBudget' | 'removeBudget'}`; error: unknown }

/** The events a snapshot offers: one or two samples each, the saved budget the one being edited. */
function eventsOf(context: BudgetPanelContext): ModelEvent[] {
  const has = (id: number) => context.budgets.some((row) => row.categoriaId === id)
  const chosen = Number(context.form.values.categoriaId)
  const saved: Budget = context.editing === null ? budget(chosen, categoriesSample.find((row) => row.id === chosen)?.nomeCategoria ?? '?', 150, 0) : budget(context.editing, 'Mercado', 150, 800)
  const free = unbudgetedCategories(context.categories, context.budgets)[0]
  return [
    { type: 'budgets.retry' },
    { type: 'budget.add' },
    ...(has(1) ? [{ type: 'budget.edit', categoriaId: 1 } as const, { type: 'budget.remove', categoriaId: 1 } as const] : []),
    // The category is chosen only for a new budget (an edited one shows its name).
    ...(context.editing === null && free ? [{ type: 'field.change', field: 'categoriaId', value: String(free.id) } as const] : []),
    { type: 'field.change', field: 'valorLimite', value: '150' },
    { type: 'form.submit' },
    { type: 'form.cancel' },
    { type: 'xstate.done.actor.fetchBudgets', output: loaded },
    { type: 'xstate.error.actor.fetchBudgets', error: unavailable },
    { type: 'xstate.done.actor.saveBudget', output: saved },
    { type: 'xstate.error.actor.saveBudget', error: refused },
    { type: 'xstate.done.actor.removeBudget', output: undefined },
    { type: 'xstate.error.actor.removeBudget', error: unavailable },
  ]
}

const graphed: AnyStateMachine = budgetPanelMachine
const paths = coveringPaths(
  graphed,
  getShortestPaths(graphed, {
    input: { month: '2026-11' },
    events: (snapshot) => eventsOf(snapshot.context as BudgetPanelContext).filter((event) => snapshot.can(event)),
    serializeState: serializeByTransition(budgetPanelMachine, (s) => {
      const context = s.context as BudgetPanelContext
      return [context.budgets.map((row) => `${row.categoriaId}:${row.valorLimite}`), context.editing, context.form.values, hasErrors(context.form.errors), context.error !== null]
    }),
  }),
)
const describeEvent = (event: ModelEvent | { type: string }) => ('categoriaId' in event ? `${event.type}(${event.categoriaId})` : 'field' in event ? `${event.type}(${event.field})` : event.type)

describe('budgetPanel machine × budgets section', () => {
  afterAll(() => expectFullCoverage(budgetPanelMachine, paths))

  for (const path of paths) {
    it(path.steps.map((step) => describeEvent(step.event)).join(' → '), async () => {
      const fetchBudgets = heldActor<BudgetsLoaded, { mes: string }>()
      const saveBudget = heldActor<Budget, BudgetPutInput>()
      const removeBudget = heldActor<void, { mes: string; categoriaId: number }>()
      const held = { fetchBudgets, saveBudget, removeBudget }
      const app = await renderApp(
        { path: '/financas' },
        <BudgetsSection month="2026-11" logic={budgetPanelMachine.provide({ actors: { fetchBudgets: fetchBudgets.logic, saveBudget: saveBudget.logic, removeBudget: removeBudget.logic } })} />,
      )
      const actor = () => app.actors.byId('budgetPanel')
      const section = () => screen.getByRole('region', { name: 'Budgets — November 2026' })
      const meters = () => within(section()).queryAllByRole('meter')
      const checks: Record<string, (context: BudgetPanelContext) => void> = {
        loading: () => {
          expect(within(section()).getByRole('status')).toHaveTextContent('Loading the budgets…')
          expect(fetchBudgets.runs.at(-1)!.input).toEqual({ mes: '2026-11' })
        },
        failed: () => {
          expect(within(section()).getByRole('alert')).toHaveTextContent('Could not load the budgets.')
          expect(within(section()).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
        },
        ready: (context) => {
          expect(meters()).toHaveLength(context.budgets.length)
          expect(meters().map((meter) => plain(meter.previousElementSibling!.firstElementChild!.textContent))).toEqual(context.budgets.map((row) => row.nomeCategoria))
          expect(within(section()).queryByRole('button', { name: 'Save' })).toBeNull()
          if (context.error) expect(within(section()).getByRole('alert')).toHaveTextContent('Could not remove the budget.')
          else expect(within(section()).queryByRole('alert')).toBeNull()
          if (context.budgets.length === 0) expect(section()).toHaveTextContent('No budgets for November 2026.')
        },
        editing: (context) => {
          const amount = within(section()).getByLabelText('Limit (R$)')
          // The English input shows '1000.00' for the machine's '1000,00'.
          expect((amount as HTMLInputElement).value.replace(/[.,]/g, (separator) => (separator === '.' ? ',' : '.'))).toBe(context.form.values.valorLimite)
          expect(amount.getAttribute('aria-invalid') === 'true').toBe(context.form.errors.valorLimite !== undefined)
          if (context.editing === null) expect(within(section()).getByLabelText('Expense category')).toHaveValue(context.form.values.categoriaId)
          else expect(within(section()).queryByLabelText('Expense category')).toBeNull()
          if (context.error) expect(within(section()).getByRole('alert')).toHaveTextContent(/Could not save the budget\.|Fill in all required fields\.|Check the highlighted fields\./)
          expect(within(section()).getByRole('button', { name: 'Save' })).toBeEnabled()
        },
        saving: (context) => {
          expect(within(section()).getByRole('button', { name: 'Saving…' })).toBeDisabled()
          expect(saveBudget.runs.at(-1)!.input).toEqual(budgetInput('2026-11', context.form.values))
        },
        removing: () => {
          expect(within(section()).getByRole('button', { name: 'Remove the budget of Mercado' })).toHaveTextContent('Removing…')
          expect(removeBudget.runs.at(-1)!.input).toEqual({ mes: '2026-11', categoriaId: 1 })
        },
      }
      for (const step of path.steps) {
        const event = step.event as ModelEvent | { type: 'xstate.init' }
        switch (event.type) {
          case 'xstate.init':
            break
          case 'budgets.retry':
            fireEvent.click(within(section()).getByRole('button', { name: 'Try again' }))
            break
          case 'budget.add':
            fireEvent.click(within(section()).getByRole('button', { name: 'New budget' }))
            break
          case 'budget.edit':
            fireEvent.click(within(section()).getByRole('button', { name: 'Edit the limit of Mercado' }))
            break
          case 'budget.remove':
            fireEvent.click(within(section()).getByRole('button', { name: 'Remove the budget of Mercado' }))
            break
          case 'field.change':
            fireEvent.change(within(section()).getByLabelText(event.field === 'valorLimite' ? 'Limit (R$)' : 'Expense category'), { target: { value: event.value } })
            break
          case 'form.submit':
            fireEvent.click(within(section()).getByRole('button', { name: 'Save' }))
            break
          case 'form.cancel':
            fireEvent.click(within(section()).getByRole('button', { name: 'Cancel' }))
            break
          default: {
            const id = event.type.replace(/^xstate\.(done|error)\.actor\./, '') as keyof typeof held
            await settle(() => held[id].settle(event as Parameters<(typeof held)['fetchBudgets']['settle']>[0]))
          }
        }
        expect(actor().getSnapshot().value, `after ${event.type}`).toEqual(step.state.value)
        checks[step.state.value as string]!(actor().getSnapshot().context as BudgetPanelContext)
      }
    })
  }
})
