// Model-based paths of the month overview machine, replayed against the real finance panel (tests/README.md).
import { afterAll, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { createTestModel } from '@xstate/graph'
import { monthOverviewMachine, summaryOf } from '@machines/month-overview.machine'
import type { MonthOverviewContext, MonthOverviewEvent } from '@machines/month-overview.machine'
import type { MonthSummary } from '@/api/schemas/entry'
import { formatCurrency } from '@/i18n/format'
import FinancePanelView from '@/views/finance/finance-panel-view'
import { renderApp, settle } from '../views/support'
import { withActorCheck } from './harness'
import { reportCoverage, serializeByTransition } from './coverage'

// The canvas chart needs a real browser (the e2e suite draws it); here it shows the months it was given.
vi.mock('@/views/finance/month-chart', () => ({
  default: ({ months }: { months: MonthSummary[] }) => <div data-testid="month-chart">{months.map((month) => month.mes).join(',')}</div>,
}))

const clock = () => new Date('2026-11-20T17:30:00.000Z')
const summary = (mes: string, receitas: number, despesas: number): MonthSummary => ({ mes, receitas, despesas, saldo: receitas - despesas, aPagar: 0, aReceber: 0 })
const sample = [summary('2026-06', 0, 0), summary('2026-07', 10, 2), summary('2026-08', 0, 0), summary('2026-09', 3, 4), summary('2026-10', 0, 0), summary('2026-11', 5700.2, 1833.4)]

const events: MonthOverviewEvent[] = [
  { type: 'summary.loaded', months: sample },
  { type: 'summary.loaded', months: [] },
  { type: 'summary.failed', error: { status: 503, code: 'unavailable' } },
]

const model = createTestModel(monthOverviewMachine, {
  input: { month: '2026-11' },
  events,
  serializeState: serializeByTransition(monthOverviewMachine, (s) => (s.context as MonthOverviewContext).months.length),
} as Parameters<typeof createTestModel<typeof monthOverviewMachine>>[1])
const paths = model.getShortestPaths()
const logic = monthOverviewMachine.provide({ actions: { fetchSummary: () => {} } })
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ')

describe('month overview machine × finance panel', () => {
  afterAll(() => {
    const coverage = reportCoverage(monthOverviewMachine, paths)
    expect(coverage.states.covered).toBe(coverage.states.total)
    expect(coverage.transitions.covered).toBe(coverage.transitions.total)
  })

  for (const path of paths) {
    const steps = path.steps.map((step) => step.event as MonthOverviewEvent).filter((event) => !event.type.startsWith('xstate.'))
    const name = steps.map((event) => (event.type === 'summary.loaded' ? `summary.loaded(${event.months.length})` : event.type)).join(' → ')
    it(`reaches ${JSON.stringify(path.state.value)}: ${name}`, async () => {
      const app = await renderApp({ path: '/financas' }, <FinancePanelView logic={logic} clock={clock} />)
      const actor = () => app.actors.byId('monthOverview')
      const overview = () => screen.getByRole('region', { name: 'November 2026' })
      await path.test({
        states: withActorCheck(actor, {
          loading: () => {
            expect(within(overview()).getByRole('status')).toHaveTextContent('Loading the month overview…')
            expect(within(overview()).queryByRole('table')).toBeNull()
          },
          ready: async (state) => {
            const { context } = actor().getSnapshot() as { context: MonthOverviewContext }
            expect(context.months).toEqual((state.context as MonthOverviewContext).months)
            const current = summaryOf(context.months, '2026-11')
            const totals = within(within(overview()).getByRole('list', { name: 'This month' })).getAllByRole('listitem').map((item) => plain(item.textContent))
            expect(totals).toEqual([`Income${plain(formatCurrency(current.receitas, 'en'))}`, `Expenses${plain(formatCurrency(current.despesas, 'en'))}`, `Balance${plain(formatCurrency(current.saldo, 'en'))}`])
            expect(within(overview()).getByRole('table', { name: 'Income and expenses in the last 6 months' }).querySelectorAll('tbody tr')).toHaveLength(context.months.length)
            await settle()
            expect(screen.getByTestId('month-chart')).toHaveTextContent(context.months.map((month) => month.mes).join(','))
            expect(within(overview()).queryByRole('alert')).toBeNull()
          },
          failed: () => {
            expect(within(overview()).getByRole('alert')).toHaveTextContent('Could not load the month overview.')
            expect(within(overview()).queryByRole('table')).toBeNull()
          },
        }),
        events: {
          'summary.retry': async () => {
            fireEvent.click(within(overview()).getByRole('button', { name: 'Try again' }))
          },
          'summary.loaded': ({ event }) => app.send(actor(), event),
          'summary.failed': ({ event }) => app.send(actor(), event),
        },
      })
      // The five buttons are always there.
      expect(screen.getAllByRole('link', { name: /Financial Entry|Manage Cards|Register Account Holder|Manage Categories|Financial Installment/ })).toHaveLength(5)
    })
  }
})
