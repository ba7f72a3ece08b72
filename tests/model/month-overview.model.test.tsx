// Model-based paths of the month overview machine, replayed against the real finance panel:
// getShortestPaths with the month navigation (previous, next, back to the current month) and the invoked actors'
// answers (fetchSummary, fetchDue, fetchAccounts, fetchCards) as events, settled on held actors; the budgets and
// the spending by category below follow the viewed month.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { firstStepsMachine } from '@machines/finance/panel/first-steps.machine'
import type { FirstStepsProgress } from '@machines/finance/panel/first-steps.actors'
import { fireEvent, screen, within } from '@testing-library/react'
import { fromPromise } from 'xstate'
import type { AnyStateMachine, EventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { monthOverviewMachine, overviewPeriod, summaryOf } from '@machines/finance/panel/month-overview.machine'
import type { MonthOverviewContext } from '@machines/finance/panel/month-overview.machine'
import type { EntryPeriod } from '@/api/entries'
import { ApiError } from '@/api/errors'
import type { BankAccount } from '@contract/bank-account'
import type { BankCard } from '@contract/bank-card'
import type { MonthSummary } from '@contract/entry'
import type { DueSummary } from '@contract/due'
import { formatCurrency, formatMonth } from '@/i18n/format'
import { monthBounds } from '@/lib/month'
import FinancePanelView from '@/views/finance/panel/finance-panel-view'
import { renderApp, settle } from '../views/support'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { coveringPaths, heldActor } from './held-actors'
import { account } from '../fixtures/bank-accounts'
import { bankCard } from '../fixtures/bank-cards'
import { dueSample } from '../fixtures/due'
import { plain } from '../support/screen-text'
import { budgetsLogic, financePanelActors, projectionLogic, spendingLogic } from '../support/finance-panel'

// The canvas chart needs a real browser (the e2e suite draws it); here it shows the months it was given.
vi.mock('@/views/finance/panel/month-chart', () => ({
  default: ({ months }: { months: MonthSummary[] }) => <div data-testid="month-chart">{months.map((month) => month.mes).join(',')}</div>,
}))
// The planning sections below the month load their own data (tests/model/budget-panel.model.test.tsx and others):
// here their provided actors answer nothing to show, and count their runs.
let planning = financePanelActors()
/** Every first step done: the list stays away (its own model: tests/model/first-steps.model.test.tsx). */
const stepsDone = firstStepsMachine.provide({ actors: { loadProgress: fromPromise<FirstStepsProgress, { month: string }>(async () => ({ account: true, card: true, import: true, budget: true })) } })

beforeEach(() => {
  // Each path counts its own calls.
  planning = financePanelActors()
})

const clock = () => new Date('2026-11-20T17:30:00.000Z')
const summary = (mes: string, receitas: number, despesas: number): MonthSummary => ({ mes, receitas, despesas, saldo: receitas - despesas, aPagar: 0, aReceber: 0 })
const sample = [summary('2026-06', 0, 0), summary('2026-07', 10, 2), summary('2026-08', 0, 0), summary('2026-09', 3, 4), summary('2026-10', 0, 0), summary('2026-11', 5700.2, 1833.4)]

const accountsSample: BankAccount[] = [account(1, { nome: 'Nubank', saldoAtual: 1234.5 }), account(2, { nome: 'Antiga', arquivada: true })]

/** Two cards with an open statement (listed by due date) and one without statement days (left out). */
const cardsSample: BankCard[] = [
  bankCard({
    id: 7,
    nomeUsuario: 'Ana',
    nomeBanco: 'Itaú',
    diaFechamento: 28,
    diaVencimento: 5,
    faturaAberta: '2027-01',
    faturaAbertaVencimento: '2027-01-05',
    faturaAbertaTotal: 80,
    proximaFatura: { mes: '2027-01', dataFechamento: '2026-12-28', dataVencimento: '2027-01-05', total: 80, restante: 80, situacao: 'Aberta' },
  }),
  bankCard({ id: 8, nomeUsuario: 'Ana', nomeBanco: 'Caixa' }),
  // Closed and unpaid: the bill to pay next, before the open one.
  bankCard({
    id: 3,
    nomeUsuario: 'Ana',
    nomeBanco: 'Nubank',
    apelido: 'Roxinho',
    final: '0123',
    diaFechamento: 3,
    diaVencimento: 10,
    faturaAberta: '2027-01',
    faturaAbertaVencimento: '2027-01-10',
    faturaAbertaTotal: 300,
    proximaFatura: { mes: '2026-12', dataFechamento: '2026-12-03', dataVencimento: '2026-12-10', total: 1250.4, restante: 1250.4, situacao: 'Fechada' },
  }),
]


/** The month buttons, the retry button and the actors' answers (xstate.done/error.actor.fetchSummary, fetchDue, fetchAccounts, fetchCards), one or two samples each. */
const events = [
  { type: 'month.previous' },
  { type: 'month.next' },
  { type: 'month.current' },
  { type: 'summary.retry' },
  { type: 'xstate.done.actor.fetchDue', output: dueSample },
  { type: 'xstate.error.actor.fetchDue', error: new ApiError({ status: 503, code: 'unavailable', message: 'x' }) },
  { type: 'xstate.done.actor.fetchAccounts', output: accountsSample },
  { type: 'xstate.error.actor.fetchAccounts', error: new ApiError({ status: 503, code: 'unavailable', message: 'x' }) },
  { type: 'xstate.done.actor.fetchCards', output: cardsSample },
  { type: 'xstate.error.actor.fetchCards', error: new ApiError({ status: 503, code: 'unavailable', message: 'x' }) },
  { type: 'xstate.done.actor.fetchSummary', output: sample },
  { type: 'xstate.done.actor.fetchSummary', output: [] },
  { type: 'xstate.error.actor.fetchSummary', error: new ApiError({ status: 503, code: 'unavailable', message: 'x' }) },
] as const
type ModelEvent = (typeof events)[number]

/** The machine as the graph sees it: its events include the actor's answers. */
const graphed: AnyStateMachine = monthOverviewMachine
const paths = coveringPaths(
  graphed,
  getShortestPaths(graphed, {
    input: { month: '2026-11' },
    // The due, accounts and cards answers come once each (the root's actors answer once); the month moves
    // one step away from the current one at most.
    events: (snapshot) => {
      const context = snapshot.context as MonthOverviewContext
      return events.filter(
        (event) =>
          snapshot.can(event) &&
          !(event.type.endsWith('actor.fetchDue') && context.answered.due) &&
          !(event.type.endsWith('actor.fetchAccounts') && context.answered.accounts) &&
          !(event.type.endsWith('actor.fetchCards') && context.answered.cards) &&
          // One month either side of the current one is enough to take every transition; further months are alike.
          !(event.type === 'month.previous' && context.month < context.currentMonth) &&
          !(event.type === 'month.next' && context.month > context.currentMonth),
      )
    },
    serializeState: serializeByTransition(monthOverviewMachine, (s) => [
      // The viewed month: what the view names and loads (one of October, November, December, see the events).
      (s.context as MonthOverviewContext).month,
      (s.context as MonthOverviewContext).months.length,
      (s.context as MonthOverviewContext).due !== null,
      (s.context as MonthOverviewContext).accounts !== null,
      (s.context as MonthOverviewContext).statementCards !== null,
      // Answered with a failure is not waiting: the view holds a place only while waiting.
      Object.values((s.context as MonthOverviewContext).answered).join(),
    ]),
  }),
)
const describeEvent = (event: EventObject) => ('output' in event && Array.isArray(event.output) ? `${event.type}(${event.output.length} months)` : event.type)

describe('month overview machine × finance panel', () => {
  afterAll(() => expectFullCoverage(monthOverviewMachine, paths))

  for (const path of paths) {
    it(path.steps.map((step) => describeEvent(step.event)).join(' → '), async () => {
      const fetchSummary = heldActor<MonthSummary[], EntryPeriod>()
      const fetchDue = heldActor<DueSummary>()
      const fetchAccounts = heldActor<BankAccount[]>()
      const fetchCards = heldActor<BankCard[]>()
      const app = await renderApp(
        { path: '/financas' },
        <FinancePanelView
          firstStepsLogic={stepsDone}
          logic={monthOverviewMachine.provide({
            actors: { fetchSummary: fetchSummary.logic, fetchDue: fetchDue.logic, fetchAccounts: fetchAccounts.logic, fetchCards: fetchCards.logic },
          })}
          budgetsLogic={budgetsLogic(planning)}
          spendingLogic={spendingLogic(planning)}
          projectionLogic={projectionLogic(planning)}
          clock={clock}
        />,
      )
      const actor = () => app.actors.byId('monthOverview')
      const monthName = (model: MonthOverviewContext) => formatMonth(model.month, 'en')
      const overview = (model: MonthOverviewContext) => screen.getByRole('region', { name: monthName(model) })
      const checks: Record<string, (context: MonthOverviewContext) => Promise<void> | void> = {
        loading: (model) => {
          expect(within(overview(model)).getByRole('status')).toHaveTextContent('Loading the month overview…')
          expect(within(overview(model)).queryByRole('table')).toBeNull()
          // The chart's six months end with the viewed one.
          expect(fetchSummary.runs.at(-1)!.input).toEqual(overviewPeriod(model.month))
        },
        ready: async (model) => {
          const { context } = actor().getSnapshot() as { context: MonthOverviewContext }
          expect(context.months).toEqual(model.months)
          const current = summaryOf(context.months, model.month)
          const totals = within(within(overview(model)).getByRole('list', { name: `Totals of ${monthName(model)}` })).getAllByRole('listitem').map((item) => plain(item.textContent))
          expect(totals).toEqual([`Income${plain(formatCurrency(current.receitas, 'en'))}`, `Expenses${plain(formatCurrency(current.despesas, 'en'))}`, `Balance${plain(formatCurrency(current.saldo, 'en'))}`])
          expect(within(overview(model)).getByRole('table', { name: `Income and expenses in the 6 months up to ${monthName(model)}` }).querySelectorAll('tbody tr')).toHaveLength(context.months.length)
          await settle()
          expect(screen.getByTestId('month-chart')).toHaveTextContent(context.months.map((month) => month.mes).join(','))
          expect(within(overview(model)).queryByRole('alert')).toBeNull()
        },
        failed: (model) => {
          expect(within(overview(model)).getByRole('alert')).toHaveTextContent('Could not load the month overview.')
          expect(within(overview(model)).queryByRole('table')).toBeNull()
        },
      }
      const month = (name: string) => within(screen.getByRole('navigation', { name: 'Month shown' })).getByRole('button', { name })
      for (const step of path.steps) {
        const event = step.event as ModelEvent | { type: 'xstate.init' }
        const before = step.state.context as MonthOverviewContext
        if (event.type === 'month.previous') await settle(() => fireEvent.click(month('Previous month')))
        else if (event.type === 'month.next') await settle(() => fireEvent.click(month('Next month')))
        else if (event.type === 'month.current') await settle(() => fireEvent.click(month('Back to the current month')))
        else if (event.type === 'summary.retry') fireEvent.click(within(overview(before)).getByRole('button', { name: 'Try again' }))
        else if (event.type.endsWith('actor.fetchDue')) await settle(() => fetchDue.settle(event as Parameters<typeof fetchDue.settle>[0]))
        else if (event.type.endsWith('actor.fetchAccounts')) await settle(() => fetchAccounts.settle(event as Parameters<typeof fetchAccounts.settle>[0]))
        else if (event.type.endsWith('actor.fetchCards')) await settle(() => fetchCards.settle(event as Parameters<typeof fetchCards.settle>[0]))
        else if (event.type !== 'xstate.init') await settle(() => fetchSummary.settle(event))
        expect(actor().getSnapshot().value, `after ${event.type}`).toEqual(step.state.value)
        const model = step.state.context as MonthOverviewContext
        await checks[step.state.value as string]!(model)
        // The navigation in every state: the viewed month between its buttons; the way back only away from the current month,
        // and the keyboard on the month it brought back.
        const nav = screen.getByRole('navigation', { name: 'Month shown' })
        expect(within(nav).getByRole('heading', { level: 2 })).toHaveTextContent(monthName(model))
        expect(month('Previous month')).toBeEnabled()
        expect(month('Next month')).toBeEnabled()
        expect(within(nav).queryByRole('button', { name: 'Back to the current month' }) !== null).toBe(model.month !== '2026-11')
        if (event.type === 'month.current') expect(within(nav).getByRole('heading', { level: 2 })).toHaveFocus()
        // The budgets and the spending by category below follow the viewed month: named by it, loaded for it.
        expect(screen.getByRole('region', { name: `Budgets — ${monthName(model)}` })).toBeInTheDocument()
        expect(screen.getByRole('region', { name: `Spending by category — ${monthName(model)}` })).toBeInTheDocument()
        expect(planning.fetchBudgets).toHaveBeenLastCalledWith({ mes: model.month })
        expect(planning.fetchSpending).toHaveBeenLastCalledWith({ dataInicio: monthBounds(model.month).from, dataFim: monthBounds(model.month).to })
        // The projection stays on the next 90 days from today: asked for once, whatever month is shown.
        expect(planning.fetchProjection).toHaveBeenCalledTimes(1)
        // What is due, in every state once its answer came: the overdue count and sums come from it.
        const due = screen.queryByRole('region', { name: 'Bills and income due' })
        if ((step.state.context as MonthOverviewContext).due) {
          const overdue = within(due!).getByRole('region', { name: 'Overdue' })
          expect(plain(within(overdue).getByText('3 items').closest('p')!.textContent)).toBe('3 itemsR$ 1,175.77 to payR$ 700.00 to receive')
          expect(within(overdue).getByRole('link', { name: /^Roxinho: November 2026 bill, due Nov 10, 2026, R\$\s1,000\.00 left to pay$/ })).toHaveAttribute('href', '/financas/cartoes/4/faturas?mes=2026-11')
          expect(within(overdue).getByRole('link', { name: 'See them in the entries' })).toHaveAttribute('href', '/financas/lancamento-financeiro')
          expect(plain(within(due!).getByRole('region', { name: 'Due in 7 days' }).textContent)).toContain('Conta de ÁguaNov 23, 2026 · to payR$ 80.10')
        } else if ((step.state.context as MonthOverviewContext).answered.due) expect(due).toBeNull()
        // Until its answer, its place is held: busy, saying what loads, no figure.
        else expect(within(due!).getByRole('status')).toHaveTextContent('Loading what is due…')
        // The accounts' balances above the month, in every state once their answer came (archived ones left out).
        const balances = screen.queryByRole('region', { name: 'Bank accounts' })
        if ((step.state.context as MonthOverviewContext).accounts) {
          const items = within(within(balances!).getByRole('list', { name: 'Current balances' })).getAllByRole('listitem').map((item) => plain(item.textContent))
          expect(items).toEqual(['Total balanceR$ 1,234.50', 'NubankR$ 1,234.50'])
        } else if ((step.state.context as MonthOverviewContext).answered.accounts) expect(balances).toBeNull()
        else expect(within(balances!).getByRole('status')).toHaveTextContent('Loading the balances…')
        // The cards' next statements, in every state once their answer came (the card without statement days left out).
        const statements = screen.queryByRole('region', { name: 'Next bills' })
        if ((step.state.context as MonthOverviewContext).statementCards) {
          const links = within(statements!).getAllByRole('link')
          expect(links.map((link) => plain(link.textContent))).toEqual([
            'Roxinho •••• 0123December 2026 bill · due Dec 10, 2026 ClosedLeft to pay R$ 1,250.40',
            'Itaú · AnaJanuary 2027 bill · due Jan 5, 2027 OpenLeft to pay R$ 80.00',
          ])
          expect(links.map((link) => link.getAttribute('href'))).toEqual(['/financas/cartoes/3/faturas?mes=2026-12', '/financas/cartoes/7/faturas?mes=2027-01'])
        } else if ((step.state.context as MonthOverviewContext).answered.cards) expect(statements).toBeNull()
        else expect(within(statements!).getByRole('status')).toHaveTextContent('Loading the next bills…')
      }
      // The six buttons are always there.
      expect(screen.getAllByRole('link', { name: /^(Financial entries|Manage cards|Register account holders|Manage categories|Installment plans|Bank accounts)$/ })).toHaveLength(6)
    })
  }
})
