// While the finance panel's sections wait for their first answer, each holds its place with a placeholder that says
// what is loading (a status, the section busy) and no figure; the sections after a waiting one stay out of the
// layout (data-pending); once the answers come, the placeholders give way to the content. Both languages.
import { describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import type { MonthSummary } from '@contract/entry'
import type { BankAccount } from '@contract/bank-account'
import { FinancePanelWith, financePanelActors } from '../support/finance-panel'
import { renderApp, settle } from './support'
import { account } from '../fixtures/bank-accounts'
import { dueNone } from '../fixtures/due'
import { deferred } from '../model/held-actors'

vi.mock('@/views/finance/planning/category-spending-chart', () => ({ default: () => <div data-testid="category-spending-chart" /> }))
vi.mock('@/views/finance/planning/projection-chart', () => ({ default: () => <div data-testid="projection-chart" /> }))
vi.mock('@/views/finance/panel/month-chart', () => ({ default: () => <div data-testid="month-chart" /> }))


const clock = () => new Date('2026-11-20T17:30:00.000Z')
const summary: MonthSummary = { mes: '2026-11', receitas: 5700.2, despesas: 1833.4, saldo: 3866.8, aPagar: 0, aReceber: 0 }

const texts = {
  en: { balances: 'Loading the balances…', due: 'Loading what is due…', overview: 'Loading the month overview…', title: 'Bank accounts', total: 'Total balance' },
  'pt-BR': { balances: 'Carregando os saldos…', due: 'Carregando o que vence…', overview: 'Carregando o resumo do mês…', title: 'Contas bancárias', total: 'Saldo total' },
}

describe.each(['en', 'pt-BR'] as const)('finance panel placeholders (%s)', (language) => {
  const t = texts[language]

  it('holds each waiting section with a busy placeholder and no figure, then shows the answers in its place', async () => {
    const accounts = deferred<BankAccount[]>()
    const due = deferred<typeof dueNone>()
    const months = deferred<MonthSummary[]>()
    const actors = financePanelActors()
    actors.fetchAccounts.mockReturnValue(accounts.promise)
    actors.fetchDue.mockReturnValue(due.promise)
    actors.fetchSummary.mockReturnValue(months.promise)
    const { container } = await renderApp({ language, path: '/financas' }, <FinancePanelWith actors={actors} clock={clock} />)

    const balances = screen.getByRole('region', { name: t.title })
    expect(balances).toHaveAttribute('aria-busy', 'true')
    expect(balances).toHaveAttribute('data-pending')
    expect(within(balances).getByRole('status')).toHaveTextContent(t.balances)
    expect(balances.textContent).not.toMatch(/R\$|\d/)
    // The sections after it are in the page (loading meanwhile) but held out of the layout under the waiting one.
    expect(container.querySelectorAll('[data-pending]').length).toBeGreaterThanOrEqual(3)
    expect(screen.getAllByRole('status', { hidden: true }).map((status) => status.textContent)).toEqual(expect.arrayContaining([t.due, t.overview]))

    await settle(() => accounts.resolve([account(1, { nome: 'Nubank', saldoAtual: 1250.5 })]))
    const loaded = screen.getByRole('region', { name: t.title })
    expect(loaded).not.toHaveAttribute('aria-busy')
    expect(loaded).not.toHaveAttribute('data-pending')
    expect(within(loaded).queryByRole('status')).toBeNull()
    expect(within(loaded).getByText(t.total)).toBeInTheDocument()
    expect(loaded.textContent).toMatch(/1[.,]250[.,]50/)

    await settle(() => {
      due.resolve(dueNone)
      months.resolve([summary])
    })
    expect(screen.queryByText(t.due)).toBeNull()
    expect(screen.queryByText(t.overview)).toBeNull()
    expect(container.querySelectorAll('[data-pending]')).toHaveLength(0)
    expect(screen.getByTestId('month-chart')).toBeInTheDocument()
  })
})
