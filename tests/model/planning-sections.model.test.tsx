// Model-based paths of the projection and categorySpending machines, each replayed against its real section
// of the finance panel: getShortestPaths with the invoked actor's answers as events, settled on held
// actors; retries are real clicks. docs/product-rules.md#budgets-and-projection.
import { afterAll, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import type { AnyStateMachine } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { categorySpendingMachine } from '@machines/finance/planning/category-spending.machine'
import type { CategorySpendingContext } from '@machines/finance/planning/category-spending.machine'
import { projectionMachine } from '@machines/finance/planning/projection.machine'
import type { ProjectionContext } from '@machines/finance/planning/projection.machine'
import { ApiError } from '@/api/errors'
import type { CategoryTotal, Projection } from '@contract/planning'
import { CategorySpendingSection } from '@/views/finance/planning/category-spending-section'
import { ProjectionSection } from '@/views/finance/planning/projection-section'
import { renderApp, settle } from '../views/support'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { coveringPaths, heldActor } from './held-actors'
import { projectionSample, spendingSample } from '../fixtures/planning'
import { plain } from '../support/screen-text'

vi.mock('@/views/finance/planning/category-spending-chart', () => ({ default: () => <div data-testid="category-spending-chart" /> }))
vi.mock('@/views/finance/planning/projection-chart', () => ({ default: () => <div data-testid="projection-chart" /> }))

const unavailable = new ApiError({ status: 503, code: 'unavailable', message: 'x' })

describe('projection machine × projected balance section', () => {
  const events = [
    { type: 'projection.retry' },
    { type: 'xstate.done.actor.fetchProjection', output: projectionSample },
    { type: 'xstate.error.actor.fetchProjection', error: unavailable },
  ] as const
  const graphed: AnyStateMachine = projectionMachine
  const paths = coveringPaths(
    graphed,
    getShortestPaths(graphed, {
      events: (snapshot) => events.filter((event) => snapshot.can(event)),
      serializeState: serializeByTransition(projectionMachine, (s) => (s.context as ProjectionContext).projection !== null),
    }),
  )
  afterAll(() => expectFullCoverage(projectionMachine, paths))

  for (const path of paths) {
    it(path.steps.map((step) => step.event.type).join(' → '), async () => {
      const fetchProjection = heldActor<Projection>()
      const app = await renderApp({ path: '/financas' }, <ProjectionSection logic={projectionMachine.provide({ actors: { fetchProjection: fetchProjection.logic } })} />)
      const section = () => screen.getByRole('region', { name: 'Projected balance' })
      const checks: Record<string, () => void> = {
        loading: () => expect(within(section()).getByRole('status')).toHaveTextContent('Loading the projected balance…'),
        ready: () => {
          expect(plain(screen.getByTestId('projection-lowest').textContent)).toBe('Lowest balance: -R$ 350.00 on Dec 10, 2026')
          expect(within(section()).getAllByRole('row', { hidden: true })).toHaveLength(projectionSample.dias.length + 1)
          expect(within(section()).queryByRole('alert')).toBeNull()
        },
        failed: () => {
          expect(within(section()).getByRole('alert')).toHaveTextContent('Could not load the projected balance.')
          expect(screen.queryByTestId('projection-lowest')).toBeNull()
        },
      }
      for (const step of path.steps) {
        const event = step.event
        if (event.type === 'projection.retry') fireEvent.click(within(section()).getByRole('button', { name: 'Try again' }))
        else if (event.type !== 'xstate.init') await settle(() => fetchProjection.settle(event))
        expect(app.actors.byId('projection').getSnapshot().value, `after ${event.type}`).toEqual(step.state.value)
        checks[step.state.value as string]!()
      }
    })
  }
})

describe('categorySpending machine × spending by category section', () => {
  const events = [
    { type: 'spending.retry' },
    { type: 'xstate.done.actor.fetchSpending', output: spendingSample },
    { type: 'xstate.done.actor.fetchSpending', output: [] },
    { type: 'xstate.error.actor.fetchSpending', error: unavailable },
  ] as const
  const graphed: AnyStateMachine = categorySpendingMachine
  const paths = coveringPaths(
    graphed,
    getShortestPaths(graphed, {
      input: { month: '2026-11' },
      events: (snapshot) => events.filter((event) => snapshot.can(event)),
      serializeState: serializeByTransition(categorySpendingMachine, (s) => (s.context as CategorySpendingContext).expenses.length),
    }),
  )
  afterAll(() => expectFullCoverage(categorySpendingMachine, paths))

  for (const path of paths) {
    it(path.steps.map((step) => ('output' in step.event ? `${step.event.type}(${(step.event.output as unknown[]).length} rows)` : step.event.type)).join(' → '), async () => {
      const fetchSpending = heldActor<CategoryTotal[], { dataInicio: string; dataFim: string }>()
      const app = await renderApp({ path: '/financas' }, <CategorySpendingSection month="2026-11" logic={categorySpendingMachine.provide({ actors: { fetchSpending: fetchSpending.logic } })} />)
      const section = () => screen.getByRole('region', { name: 'Spending by category — November 2026' })
      const checks: Record<string, (context: CategorySpendingContext) => void> = {
        loading: () => {
          expect(within(section()).getByRole('status')).toHaveTextContent('Loading the spending by category…')
          expect(fetchSpending.runs.at(-1)!.input).toEqual({ dataInicio: '2026-11-01', dataFim: '2026-11-30' })
        },
        ready: (context) => {
          if (context.expenses.length === 0) {
            expect(section()).toHaveTextContent('No expenses in November 2026.')
            expect(within(section()).queryByRole('table', { hidden: true })).toBeNull()
          } else {
            const rows = within(within(section()).getByRole('table', { hidden: true })).getAllByRole('rowheader', { hidden: true })
            expect(rows.map((row) => row.textContent)).toEqual(['Mercado', 'Lazer', 'No category'])
          }
        },
        failed: () => expect(within(section()).getByRole('alert')).toHaveTextContent('Could not load the spending by category.'),
      }
      for (const step of path.steps) {
        const event = step.event
        if (event.type === 'spending.retry') fireEvent.click(within(section()).getByRole('button', { name: 'Try again' }))
        else if (event.type !== 'xstate.init') await settle(() => fetchSpending.settle(event))
        expect(app.actors.byId('categorySpending').getSnapshot().value, `after ${event.type}`).toEqual(step.state.value)
        checks[step.state.value as string]!(app.actors.byId('categorySpending').getSnapshot().context as CategorySpendingContext)
      }
    })
  }
})
