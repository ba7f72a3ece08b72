// The finance panel's month navigation in both languages, over the real machines and the real API client with
// the network held (each request waits until the test answers it): the previous month asks for that month's
// summary, budgets and spending by category (its `mes=` / its dates) and shows their answers; the projection,
// what is due, the accounts and the cards are not asked again; back to the current month, the keyboard
// lands on the month. docs/product-rules.md#budgets-and-projection.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import type { MonthSummary } from '@contract/entry'
import type { Projection } from '@contract/planning'
import FinancePanelView from '@/views/finance/panel/finance-panel-view'
import { firstStepsDone } from '../fixtures/first-steps'
import { renderApp, settle } from './support'
import { deferred } from '../model/held-actors'
import type { Deferred } from '../model/held-actors'
import { budget, categoriesSample, projectionSample } from '../fixtures/planning'
import { dueNone } from '../fixtures/due'
import { plain } from '../support/screen-text'

// The charts are drawn in a real browser (tests/e2e/planning-panel.e2e.ts); here they show what they were given.
vi.mock('@/views/finance/panel/month-chart', () => ({ default: (props: { months: MonthSummary[] }) => <div data-testid="month-chart">{props.months.map((month) => month.mes).join(',')}</div> }))
vi.mock('@/views/finance/planning/category-spending-chart', () => ({ default: () => <div data-testid="category-spending-chart" /> }))
vi.mock('@/views/finance/planning/projection-chart', () => ({ default: (props: { projection: Projection }) => <div data-testid="projection-chart">{props.projection.hoje}</div> }))

/** Every request the page makes, held until the test answers it. */
interface HeldRequest {
  url: URL
  answer: Deferred<Response>
  answered: boolean
}
let requests: HeldRequest[] = []

beforeEach(() => {
  requests = []
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://app.test')
    const held = { url, answer: deferred<Response>(), answered: false }
    requests.push(held)
    return held.answer.promise
  })
})
afterEach(() => vi.unstubAllGlobals())

/** The requests not answered yet, as path?query (the query as sent). */
const pending = () => requests.filter((request) => !request.answered).map((request) => `${request.url.pathname}${request.url.search}`)
const asked = (path: string) => requests.filter((request) => request.url.pathname === path)

/** Answers every pending request whose path and query are `target` with `body` (JSON, 200). */
async function answer(target: string, body: unknown) {
  const matching = requests.filter((request) => !request.answered && `${request.url.pathname}${request.url.search}` === target)
  expect(matching, `a pending request for ${target}`).not.toHaveLength(0)
  await settle(() => {
    for (const request of matching) {
      request.answered = true
      request.answer.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }))
    }
  })
}

const clock = () => new Date('2026-11-20T17:30:00.000Z')
const summary = (mes: string, receitas: number, despesas: number): MonthSummary => ({ mes, receitas, despesas, saldo: Math.round((receitas - despesas) * 100) / 100, aPagar: 0, aReceber: 0 })

/** The requests of a month: its 6-month summary, its budgets (with the categories) and its spending by category. */
const monthRequests = (dataInicio: string, first: string, last: string, mes: string) => [
  `/v1/api/lancamento/resumo-mensal?dataInicio=${dataInicio}&dataFim=${last}`,
  `/v1/api/orcamento?mes=${mes}`,
  '/v1/api/categoria',
  `/v1/api/lancamento/por-categoria?dataInicio=${first}&dataFim=${last}`,
]
const november = monthRequests('2026-06-01', '2026-11-01', '2026-11-30', '2026-11')
const october = monthRequests('2026-05-01', '2026-10-01', '2026-10-31', '2026-10')

async function answerMonth(requestsOfMonth: string[], values: { summary: MonthSummary[]; budgets: unknown[]; spending: unknown[] }) {
  const [summaryRequest, budgetsRequest, categoriesRequest, spendingRequest] = requestsOfMonth as [string, string, string, string]
  await answer(summaryRequest, values.summary)
  await answer(budgetsRequest, values.budgets)
  // The categories read a moment ago are not asked for again (the client keeps its reads for a moment).
  if (pending().includes(categoriesRequest)) await answer(categoriesRequest, categoriesSample)
  await answer(spendingRequest, values.spending)
}


const texts = {
  en: {
    nav: 'Month shown',
    previous: 'Previous month',
    next: 'Next month',
    current: 'Back to the current month',
    november: 'November 2026',
    october: 'October 2026',
    totals: (month: string) => `Totals of ${month}`,
    budgets: (month: string) => `Budgets — ${month}`,
    spending: (month: string) => `Spending by category — ${month}`,
    novemberTotals: ['IncomeR$ 5,700.20', 'ExpensesR$ 1,833.40', 'BalanceR$ 3,866.80'],
    octoberTotals: ['IncomeR$ 5,200.00', 'ExpensesR$ 3,000.00', 'BalanceR$ 2,200.00'],
    novemberBar: '80% — R$ 800.00 of R$ 1,000.00',
    octoberBar: '50% — R$ 500.00 of R$ 1,000.00',
    novemberSpending: [['Mercado', 'R$ 800.00']],
    octoberSpending: [['Mercado', 'R$ 500.00'], ['Lazer', 'R$ 42.00']],
    loading: 'Loading the month overview…',
    loadingBudgets: 'Loading the budgets…',
  },
  'pt-BR': {
    nav: 'Mês exibido',
    previous: 'Mês anterior',
    next: 'Próximo mês',
    current: 'Voltar ao mês atual',
    november: 'novembro de 2026',
    october: 'outubro de 2026',
    totals: (month: string) => `Totais de ${month}`,
    budgets: (month: string) => `Orçamentos — ${month}`,
    spending: (month: string) => `Gastos por categoria — ${month}`,
    novemberTotals: ['ReceitasR$ 5.700,20', 'DespesasR$ 1.833,40', 'SaldoR$ 3.866,80'],
    octoberTotals: ['ReceitasR$ 5.200,00', 'DespesasR$ 3.000,00', 'SaldoR$ 2.200,00'],
    novemberBar: '80% — R$ 800,00 de R$ 1.000,00',
    octoberBar: '50% — R$ 500,00 de R$ 1.000,00',
    novemberSpending: [['Mercado', 'R$ 800,00']],
    octoberSpending: [['Mercado', 'R$ 500,00'], ['Lazer', 'R$ 42,00']],
    loading: 'Carregando o resumo do mês…',
    loadingBudgets: 'Carregando os orçamentos…',
  },
} as const

const novemberValues = {
  summary: [summary('2026-06', 0, 0), summary('2026-07', 0, 0), summary('2026-08', 0, 0), summary('2026-09', 0, 0), summary('2026-10', 5200, 3000), summary('2026-11', 5700.2, 1833.4)],
  budgets: [budget(1, 'Mercado', 1000, 800)],
  spending: [{ categoriaId: 1, nomeCategoria: 'Mercado', tipoLancamento: 'Despesa', total: 800 }],
}
const octoberValues = {
  summary: [summary('2026-05', 0, 0), summary('2026-06', 0, 0), summary('2026-07', 0, 0), summary('2026-08', 0, 0), summary('2026-09', 0, 0), summary('2026-10', 5200, 3000)],
  budgets: [budget(1, 'Mercado', 1000, 500)],
  spending: [
    { categoriaId: 2, nomeCategoria: 'Lazer', tipoLancamento: 'Despesa', total: 42 },
    { categoriaId: 1, nomeCategoria: 'Mercado', tipoLancamento: 'Despesa', total: 500 },
  ],
}

describe.each(['en', 'pt-BR'] as const)('finance panel month navigation (%s)', (language) => {
  const t = texts[language]

  /** What the panel shows of `month`: the overview's totals, the budget bar, the spending table's rows. */
  function shown(month: string) {
    const overview = screen.getByRole('region', { name: month })
    const totals = within(within(overview).getByRole('list', { name: t.totals(month) })).getAllByRole('listitem').map((item) => plain(item.textContent))
    const budgets = screen.getByRole('region', { name: t.budgets(month) })
    const bar = plain(within(budgets).getByRole('meter').getAttribute('aria-valuetext'))
    const spending = screen.getByRole('region', { name: t.spending(month) })
    const rows = within(spending)
      .getAllByRole('row', { hidden: true })
      .slice(1)
      .map((row) => [...row.children].map((cell) => plain(cell.textContent)))
    return { totals, bar, rows }
  }

  it("the previous month loads that month's summary, budgets and spending; back to the current month, the keyboard on the month", async () => {
    await renderApp({ language, path: '/financas' }, <FinancePanelView firstStepsLogic={firstStepsDone} clock={clock} />)
    await settle()
    // The current month and the side loads, each asked for once.
    expect(pending().sort()).toEqual([...november, '/v1/api/financas/a-vencer?dias=7', '/v1/api/contabancaria', '/v1/api/cartao', '/v1/api/financas/projecao'].sort())
    await answer('/v1/api/financas/a-vencer?dias=7', dueNone)
    await answer('/v1/api/contabancaria', [])
    await answer('/v1/api/cartao', [])
    await answer('/v1/api/financas/projecao', projectionSample)
    await answerMonth(november, novemberValues)
    const nav = screen.getByRole('navigation', { name: t.nav })
    expect(within(nav).getByRole('heading', { level: 2 })).toHaveTextContent(t.november)
    expect(within(nav).queryByRole('button', { name: t.current })).toBeNull()
    expect(shown(t.november)).toEqual({ totals: t.novemberTotals, bar: expect.stringContaining(t.novemberBar), rows: t.novemberSpending })

    // The previous month: its requests go out at once (the categories read a moment ago are kept), the sections
    // wait for them under its name.
    await settle(() => fireEvent.click(within(nav).getByRole('button', { name: t.previous })))
    expect(pending().sort()).toEqual(october.filter((request) => request !== '/v1/api/categoria').sort())
    expect(within(screen.getByRole('region', { name: t.october })).getByRole('status')).toHaveTextContent(t.loading)
    expect(within(screen.getByRole('region', { name: t.budgets(t.october) })).getByRole('status')).toHaveTextContent(t.loadingBudgets)
    expect(screen.queryByRole('region', { name: t.budgets(t.november) })).toBeNull()
    await answerMonth(october, octoberValues)
    expect(shown(t.october)).toEqual({ totals: t.octoberTotals, bar: expect.stringContaining(t.octoberBar), rows: t.octoberSpending })
    expect(screen.getByTestId('month-chart')).toHaveTextContent('2026-05,2026-06,2026-07,2026-08,2026-09,2026-10')

    // Back to the current month, read a moment ago: shown at once without asking again, the way back gone and the
    // keyboard on the month.
    const back = within(nav).getByRole('button', { name: t.current })
    back.focus()
    await settle(() => fireEvent.click(back))
    expect(within(nav).getByRole('heading', { level: 2 })).toHaveFocus()
    expect(within(nav).queryByRole('button', { name: t.current })).toBeNull()
    expect(pending()).toEqual([])
    expect(november.map((path) => requests.filter((request) => `${request.url.pathname}${request.url.search}` === path).length)).toEqual([1, 1, 1, 1])
    expect(shown(t.november)).toEqual({ totals: t.novemberTotals, bar: expect.stringContaining(t.novemberBar), rows: t.novemberSpending })

    // The next month too; the projection (from today), what is due, the accounts and the cards were asked for once.
    await settle(() => fireEvent.click(within(nav).getByRole('button', { name: t.next })))
    expect(pending().filter((request) => request.startsWith('/v1/api/orcamento'))).toEqual(['/v1/api/orcamento?mes=2026-12'])
    expect(pending()).toContain('/v1/api/lancamento/por-categoria?dataInicio=2026-12-01&dataFim=2026-12-31')
    expect(['/v1/api/financas/projecao', '/v1/api/financas/a-vencer', '/v1/api/contabancaria', '/v1/api/cartao'].map((path) => asked(path).length)).toEqual([1, 1, 1, 1])
  })
})
