// Finance panel overview (this month's income, expenses and balance, a 6-month chart from
// resumo-mensal with the same numbers as a table for screen readers) in both languages, over the real
// machine with its API actors provided (tests/support/finance-panel.tsx); above it, the bank accounts' current balances and their
// total (archived accounts left out) and the credit cards' next statements. The six buttons are tested in
// finance-registries.test.tsx.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { ApiError } from '@/api/errors'
import type { MonthSummary } from '@contract/entry'
import { FinancePanelWith, financePanelActors } from '../support/finance-panel'
import { renderApp, settle } from './support'
import { account } from '../fixtures/bank-accounts'
import { bankCard } from '../fixtures/bank-cards'
import { dueSample } from '../fixtures/due'
import { plain } from '../support/screen-text'

vi.mock('@/views/finance/planning/category-spending-chart', () => ({ default: () => <div data-testid="category-spending-chart" /> }))
vi.mock('@/views/finance/planning/projection-chart', () => ({ default: () => <div data-testid="projection-chart" /> }))
// The canvas chart needs a real browser (the e2e suite draws it); here it shows what it was given.
vi.mock('@/views/finance/panel/month-chart', () => ({
  default: (props: { months: MonthSummary[]; incomeLabel: string; expensesLabel: string; theme: string }) => (
    <div data-testid="month-chart" data-theme={props.theme}>
      {props.incomeLabel}/{props.expensesLabel}: {props.months.map((month) => month.mes).join(',')}
    </div>
  ),
}))
/** The panel's actors, fresh for each test: no accounts, cards, budgets or anything due unless a test says otherwise. */
let actors = financePanelActors()
beforeEach(() => {
  actors = financePanelActors()
})
const panel = () => <FinancePanelWith actors={actors} clock={clock} />

const clock = () => new Date('2026-11-20T17:30:00.000Z')
const summary = (mes: string, receitas: number, despesas: number): MonthSummary => ({ mes, receitas, despesas, saldo: Math.round((receitas - despesas) * 100) / 100, aPagar: 0, aReceber: 0 })
const months = [
  summary('2026-06', 0, 0),
  summary('2026-07', 5000, 1200.5),
  summary('2026-08', 5000, 5100.1),
  summary('2026-09', 0, 0),
  summary('2026-10', 5200, 3000),
  summary('2026-11', 5700.2, 1833.4),
]

const texts = {
  en: {
    month: 'November 2026',
    totals: ['IncomeR$ 5,700.20', 'ExpensesR$ 1,833.40', 'BalanceR$ 3,866.80'],
    zero: ['IncomeR$ 0.00', 'ExpensesR$ 0.00', 'BalanceR$ 0.00'],
    thisMonth: 'Totals of November 2026',
    caption: 'Income and expenses in the 6 months up to November 2026',
    header: ['Month', 'Income', 'Expenses', 'Balance'],
    august: ['August 2026', 'R$ 5,000.00', 'R$ 5,100.10', '-R$ 100.10'],
    chart: 'Income/Expenses: 2026-06,2026-07,2026-08,2026-09,2026-10,2026-11',
    failed: 'Could not load the month overview.',
    retry: 'Try again',
    loading: 'Loading the month overview…',
    noData: 'No income or expenses in these 6 months yet. Add entries to see them here.',
    due: 'Bills and income due',
    overdueTitle: 'Overdue',
    soonTitle: 'Due in 7 days',
    overdueSums: '3 itemsR$ 1,175.77 to payR$ 700.00 to receive',
    overdueRows: [
      'Roxinho: November 2026 bill, due Nov 10, 2026, R$ 1,000.00 left to pay',
      'TV Samsung (9/12)Sep 30, 2026 · to payR$ 175.77',
      'Freela de setembroOct 20, 2026 · to receiveR$ 700.00',
    ],
    soonRows: ['Conta de ÁguaNov 23, 2026 · to payR$ 80.10'],
    nothingOverdue: 'Nothing overdue.',
    nothingSoon: 'Nothing due in the next 7 days.',
    overdueLink: 'See them in the entries',
    accounts: 'Bank accounts',
    balances: 'Current balances',
    balanceItems: ['Total balanceR$ 1,184.25', 'NubankR$ 1,234.50', 'Carteira-R$ 50.25'],
    noAccounts: 'No bank accounts yet. Add your accounts to follow their balances here.',
    statements: 'Next bills',
    statementRows: ['Roxinho •••• 0123November 2026 bill · due Nov 10, 2026 OverdueLeft to pay R$ 1,000.00', 'Itaú · Ana SouzaJanuary 2027 bill · due Jan 5, 2027 OpenLeft to pay R$ 0.00'],
  },
  'pt-BR': {
    month: 'novembro de 2026',
    totals: ['ReceitasR$ 5.700,20', 'DespesasR$ 1.833,40', 'SaldoR$ 3.866,80'],
    zero: ['ReceitasR$ 0,00', 'DespesasR$ 0,00', 'SaldoR$ 0,00'],
    thisMonth: 'Totais de novembro de 2026',
    caption: 'Receitas e despesas dos 6 meses até novembro de 2026',
    header: ['Mês', 'Receitas', 'Despesas', 'Saldo'],
    august: ['agosto de 2026', 'R$ 5.000,00', 'R$ 5.100,10', '-R$ 100,10'],
    chart: 'Receitas/Despesas: 2026-06,2026-07,2026-08,2026-09,2026-10,2026-11',
    failed: 'Não foi possível carregar o resumo do mês.',
    retry: 'Tentar novamente',
    loading: 'Carregando o resumo do mês…',
    noData: 'Ainda não há receitas nem despesas nestes 6 meses. Cadastre lançamentos para vê-los aqui.',
    due: 'Contas a pagar e a receber',
    overdueTitle: 'Vencidos',
    soonTitle: 'A vencer (7 dias)',
    overdueSums: '3 itensR$ 1.175,77 a pagarR$ 700,00 a receber',
    overdueRows: [
      'Roxinho: fatura de novembro de 2026, vence em 10 de nov. de 2026, R$ 1.000,00 a pagar',
      'TV Samsung (9/12)30 de set. de 2026 · a pagarR$ 175,77',
      'Freela de setembro20 de out. de 2026 · a receberR$ 700,00',
    ],
    soonRows: ['Conta de Água23 de nov. de 2026 · a pagarR$ 80,10'],
    nothingOverdue: 'Nada vencido.',
    nothingSoon: 'Nada a vencer nos próximos 7 dias.',
    overdueLink: 'Ver nos lançamentos',
    accounts: 'Contas bancárias',
    balances: 'Saldos atuais',
    balanceItems: ['Saldo totalR$ 1.184,25', 'NubankR$ 1.234,50', 'Carteira-R$ 50,25'],
    noAccounts: 'Nenhuma conta bancária ainda. Cadastre suas contas para acompanhar os saldos aqui.',
    statements: 'Próximas faturas',
    statementRows: ['Roxinho •••• 0123Fatura de novembro de 2026 · vence em 10 de nov. de 2026 VencidaA pagar R$ 1.000,00', 'Itaú · Ana SouzaFatura de janeiro de 2027 · vence em 5 de jan. de 2027 AbertaA pagar R$ 0,00'],
  },
} as const

describe.each(['en', 'pt-BR'] as const)('finance panel overview (%s)', (language) => {
  const t = texts[language]

  it('what is due: the overdue and due-soon groups with their counts, sums, statements and entries; none says so', async () => {
    actors.fetchSummary.mockResolvedValue(months)
    actors.fetchDue.mockResolvedValueOnce(dueSample)
    const first = await renderApp({ language, path: '/financas' }, panel())
    await settle()
    expect(actors.fetchDue).toHaveBeenCalledTimes(1)
    const section = screen.getByRole('region', { name: t.due })
    const overdue = within(section).getByRole('region', { name: t.overdueTitle })
    expect(plain(within(overdue).getByText(t.overdueSums.slice(0, 7)).closest('p')!.textContent)).toBe(t.overdueSums)
    const items = within(overdue).getAllByRole('listitem')
    expect(items.map((item) => plain(within(item).queryByRole('link')?.getAttribute('aria-label') ?? item.textContent))).toEqual(t.overdueRows)
    // The statement leads to that statement of that card.
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/financas/cartoes/4/faturas?mes=2026-11')
    expect(within(overdue).getByRole('link', { name: t.overdueLink })).toHaveAttribute('href', '/financas/lancamento-financeiro')
    const soon = within(section).getByRole('region', { name: t.soonTitle })
    expect(within(soon).getAllByRole('listitem').map((item) => plain(item.textContent))).toEqual(t.soonRows)
    first.unmount()
    await renderApp({ language, path: '/financas' }, panel())
    await settle()
    expect(within(screen.getByRole('region', { name: t.overdueTitle })).getByText(t.nothingOverdue)).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: t.soonTitle })).getByText(t.nothingSoon)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: t.overdueLink })).toBeNull()
  })

  it('above the month: each bank account not archived with its current balance (negative in the expense tone) and their total', async () => {
    actors.fetchSummary.mockReturnValue(new Promise(() => {}))
    actors.fetchAccounts.mockResolvedValueOnce([
      account(1, { nome: 'Nubank', saldoAtual: 1234.5 }),
      account(2, { nome: 'Carteira', saldoAtual: -50.25 }),
      account(3, { nome: 'Antiga', saldoAtual: 99, arquivada: true }),
    ])
    const first = await renderApp({ language, path: '/financas' }, panel())
    await settle()
    const section = screen.getByRole('region', { name: t.accounts })
    const items = within(within(section).getByRole('list', { name: t.balances })).getAllByRole('listitem')
    expect(items.map((item) => plain(item.textContent))).toEqual(t.balanceItems)
    expect(items[2]!.lastElementChild!.className).not.toBe(items[1]!.lastElementChild!.className)
    // The balances come before the month overview.
    expect(section.compareDocumentPosition(screen.getByRole('region', { name: t.month })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    first.unmount()
    actors.fetchAccounts.mockResolvedValueOnce([])
    await renderApp({ language, path: '/financas' }, panel())
    await settle()
    expect(screen.getByRole('region', { name: t.accounts })).toHaveTextContent(t.noAccounts)
  })

  it("the cards' next statements: card, statement month, due date and total, the one due first first, each leading to its statements", async () => {
    actors.fetchSummary.mockReturnValue(new Promise(() => {}))
    actors.fetchCards.mockResolvedValueOnce([
      // A credit larger than the purchases: the open statement's total is negative, nothing to pay.
      bankCard({
        id: 7,
        nomeUsuario: 'Ana Souza',
        nomeBanco: 'Itaú',
        diaFechamento: 28,
        diaVencimento: 5,
        faturaAberta: '2027-01',
        faturaAbertaVencimento: '2027-01-05',
        faturaAbertaTotal: -15,
        proximaFatura: { mes: '2027-01', dataFechamento: '2026-12-28', dataVencimento: '2027-01-05', total: -15, restante: 0, situacao: 'Aberta' },
      }),
      bankCard({ id: 8, nomeUsuario: 'Ana Souza', nomeBanco: 'Caixa' }),
      // November is overdue and unpaid: it is the bill to pay next, not the open December.
      bankCard({
        id: 3,
        nomeUsuario: 'Ana Souza',
        nomeBanco: 'Nubank',
        apelido: 'Roxinho',
        final: '0123',
        diaFechamento: 3,
        diaVencimento: 10,
        faturaAberta: '2026-12',
        faturaAbertaVencimento: '2026-12-10',
        faturaAbertaTotal: 1250.4,
        proximaFatura: { mes: '2026-11', dataFechamento: '2026-11-03', dataVencimento: '2026-11-10', total: 1200, restante: 1000, situacao: 'Vencida' },
      }),
    ])
    await renderApp({ language, path: '/financas' }, panel())
    await settle()
    const section = screen.getByRole('region', { name: t.statements })
    const links = within(section).getAllByRole('link')
    expect(links.map((link) => plain(link.textContent))).toEqual(t.statementRows)
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/financas/cartoes/3/faturas?mes=2026-11', '/financas/cartoes/7/faturas?mes=2027-01'])
    expect(within(links[0]!).getByText(/2026/, { selector: 'time' })).toHaveAttribute('dateTime', '2026-11-10')
    // Between the balances and the month overview.
    expect(section.compareDocumentPosition(screen.getByRole('region', { name: t.month })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('no card with a statement, or a failed cards load: no statements section, the rest of the panel as usual', async () => {
    actors.fetchSummary.mockResolvedValue(months)
    actors.fetchCards.mockResolvedValueOnce([bankCard({ id: 8, nomeUsuario: 'Ana Souza', nomeBanco: 'Caixa' })])
    const first = await renderApp({ language, path: '/financas' }, panel())
    await settle()
    expect(screen.getByRole('list', { name: t.thisMonth })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: t.statements })).toBeNull()
    expect(screen.queryByText(t.statements)).toBeNull()
    first.unmount()
    actors.fetchCards.mockRejectedValueOnce(new ApiError({ status: 503, code: 'unavailable', message: 'Down' }))
    await renderApp({ language, path: '/financas' }, panel())
    await settle()
    expect(screen.getByRole('list', { name: t.thisMonth })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: t.statements })).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('asks for the last 6 months while a spinner shows', async () => {
    actors.fetchSummary.mockReturnValue(new Promise(() => {}))
    await renderApp({ language, path: '/financas' }, panel())
    expect(actors.fetchSummary).toHaveBeenCalledWith({ dataInicio: '2026-06-01', dataFim: '2026-11-30' })
    expect(within(screen.getByRole('region', { name: t.month })).getByRole('status')).toHaveTextContent(t.loading)
    expect(screen.getByRole('heading', { level: 2, name: t.month })).toBeInTheDocument()
  })

  it("shows this month's totals, the chart and the same numbers as a table", async () => {
    actors.fetchSummary.mockResolvedValue(months)
    await renderApp({ language, path: '/financas' }, panel())
    await settle()
    const totals = within(screen.getByRole('list', { name: t.thisMonth })).getAllByRole('listitem').map((item) => plain(item.textContent))
    expect(totals).toEqual(t.totals)
    expect(await screen.findByTestId('month-chart')).toHaveTextContent(t.chart)
    expect(screen.getByTestId('month-chart')).toHaveAttribute('data-theme', 'light')
    const table = screen.getByRole('table', { name: t.caption })
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(t.header)
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(6)
    expect([within(rows[2]!).getByRole('rowheader').textContent, ...within(rows[2]!).getAllByRole('cell').map((cell) => plain(cell.textContent))]).toEqual(t.august)
    // The eight buttons (Import a bank statement the last) stay below the overview.
    expect(screen.getAllByRole('link')).toHaveLength(8)
  })

  it('a month the answer lacks counts as zero', async () => {
    actors.fetchSummary.mockResolvedValue([])
    await renderApp({ language, path: '/financas' }, panel())
    await settle()
    expect(within(screen.getByRole('list', { name: t.thisMonth })).getAllByRole('listitem').map((item) => plain(item.textContent))).toEqual(t.zero)
  })

  it('months with no income or expenses show a "no data yet" message instead of an empty chart', async () => {
    actors.fetchSummary.mockResolvedValue([])
    await renderApp({ language, path: '/financas' }, panel())
    await settle()
    expect(screen.getByText(t.noData)).toBeInTheDocument()
    expect(screen.queryByTestId('month-chart')).toBeNull()
    expect(screen.queryByRole('table', { name: t.caption })).toBeNull()
  })

  it('a failed load says so and tries again on request', async () => {
    actors.fetchSummary.mockRejectedValueOnce(new ApiError({ status: 503, code: 'unavailable', message: 'Down' }))
    await renderApp({ language, path: '/financas' }, panel())
    await settle()
    expect(screen.getByRole('alert')).toHaveTextContent(t.failed)
    expect(screen.queryByRole('table')).toBeNull()
    actors.fetchSummary.mockResolvedValueOnce(months)
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.retry })))
    expect(actors.fetchSummary).toHaveBeenCalledTimes(2)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('table', { name: t.caption })).toBeInTheDocument()
  })
})
