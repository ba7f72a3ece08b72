// The finance panel's planning sections in both languages (docs/product-rules.md#budgets-and-projection), over
// their real machines with their API actors provided (tests/support/finance-panel.tsx): budget bars named in text and coloured by level at 79.9, 80
// and 100 %, the limit set in place (a 400's field error on its field), spending by category and the projected
// balance with their table alternatives, the lowest point named in text.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { ApiError } from '@/api/errors'
import type { CategoryTotal, Projection } from '@contract/planning'
import { BudgetsSection } from '@/views/finance/planning/budgets-section'
import { CategorySpendingSection } from '@/views/finance/planning/category-spending-section'
import * as styles from '@/views/finance/planning/planning.css'
import { ProjectionSection } from '@/views/finance/planning/projection-section'
import { FinancePanelWith, budgetsLogic, financePanelActors, projectionLogic, spendingLogic } from '../support/finance-panel'
import type { Budget } from '@/api/planning'
import { renderApp, settle } from './support'
import { budget, categoriesSample, projectionSample, spendingSample } from '../fixtures/planning'
import { plain } from '../support/screen-text'

// The canvas and SVG charts are drawn in a real browser (e2e); here they show what they were given.
vi.mock('@/views/finance/panel/month-chart', () => ({ default: () => <div data-testid="month-chart" /> }))
vi.mock('@/views/finance/planning/category-spending-chart', () => ({
  default: (props: { expenses: CategoryTotal[]; noCategoryLabel: string }) => (
    <div data-testid="category-spending-chart">{props.expenses.map((row) => `${row.nomeCategoria ?? props.noCategoryLabel}=${row.total}`).join(',')}</div>
  ),
}))
vi.mock('@/views/finance/planning/projection-chart', () => ({
  default: (props: { projection: Projection }) => <div data-testid="projection-chart">{props.projection.menorSaldo.data}</div>,
}))
let actors = financePanelActors()
/** The section's budgets for the month, with the user's categories (the new-budget select offers the expense ones). */
const budgetsAre = (budgets: Budget[]) => actors.fetchBudgets.mockResolvedValue({ budgets, categories: categoriesSample })
beforeEach(() => {
  actors = financePanelActors()
  budgetsAre([])
  actors.fetchProjection.mockResolvedValue(projectionSample)
})

const texts = {
  en: {
    budgets: 'Budgets — November 2026',
    rows: [
      ['Lazer', '79.9% — R$ 799.00 of R$ 1,000.00', 'Within the limit', 'R$ 201.00 left'],
      ['Mercado', '80% — R$ 800.00 of R$ 1,000.00', 'Near the limit', 'R$ 200.00 left'],
      ['Transporte', '100% — R$ 1,000.00 of R$ 1,000.00', 'Limit reached', 'R$ 0.00 left'],
    ],
    over: ['Mercado', '125% — R$ 250.00 of R$ 200.00', 'Over the limit by R$ 50.00'],
    edit: 'Edit the limit of Mercado',
    add: 'New budget',
    category: 'Expense category',
    limit: 'Limit (R$)',
    repeat: 'Repeat every month',
    save: 'Save',
    typed: '1,234.56',
    invalidAmount: 'Invalid amount: use a number with at most 2 decimals.',
    saveFailed: 'Could not save the budget.',
    empty: 'No budgets for November 2026. Set a limit for an expense category to follow it here.',
    spending: 'Spending by category — November 2026',
    caption: 'Expenses by category, largest first',
    spendingRows: [
      ['Mercado', 'R$ 850.00'],
      ['Lazer', 'R$ 120.50'],
      ['No category', 'R$ 80.00'],
    ],
    chart: 'Mercado=850,Lazer=120.5,No category=80',
    projection: 'Projected balance',
    projectionPeriod: 'The next 90 days from today, whichever month is shown above.',
    lowest: 'Lowest balance: -R$ 350.00 on Dec 10, 2026',
    current: 'Current balance: R$ 1,200.00',
    projectionCaption: 'Balance of all accounts in the next 90 days',
    projectionRows: [
      ['Nov 25, 2026', 'R$ 400.00'],
      ['Dec 10, 2026', '-R$ 350.00'],
      ['Dec 20, 2026', 'R$ 4,650.00'],
    ],
    showTable: 'Show as a table',
    projectionFailed: 'Could not load the projected balance.',
    retry: 'Try again',
  },
  'pt-BR': {
    budgets: 'Orçamentos — novembro de 2026',
    rows: [
      ['Lazer', '79,9% — R$ 799,00 de R$ 1.000,00', 'Dentro do limite', 'Restam R$ 201,00'],
      ['Mercado', '80% — R$ 800,00 de R$ 1.000,00', 'Perto do limite', 'Restam R$ 200,00'],
      ['Transporte', '100% — R$ 1.000,00 de R$ 1.000,00', 'Limite atingido', 'Restam R$ 0,00'],
    ],
    over: ['Mercado', '125% — R$ 250,00 de R$ 200,00', 'Limite ultrapassado em R$ 50,00'],
    edit: 'Editar o limite de Mercado',
    add: 'Novo orçamento',
    category: 'Categoria de despesa',
    limit: 'Limite (R$)',
    repeat: 'Repetir todo mês',
    save: 'Salvar',
    typed: '1.234,56',
    invalidAmount: 'Valor inválido: use um número com até 2 casas decimais.',
    saveFailed: 'Não foi possível salvar o orçamento.',
    empty: 'Nenhum orçamento em novembro de 2026. Defina um limite para uma categoria de despesa para acompanhá-lo aqui.',
    spending: 'Gastos por categoria — novembro de 2026',
    caption: 'Despesas por categoria, da maior para a menor',
    spendingRows: [
      ['Mercado', 'R$ 850,00'],
      ['Lazer', 'R$ 120,50'],
      ['Sem categoria', 'R$ 80,00'],
    ],
    chart: 'Mercado=850,Lazer=120.5,Sem categoria=80',
    projection: 'Saldo projetado',
    projectionPeriod: 'Os próximos 90 dias a partir de hoje, qualquer que seja o mês exibido acima.',
    lowest: 'Menor saldo: -R$ 350,00 em 10 de dez. de 2026',
    current: 'Saldo atual: R$ 1.200,00',
    projectionCaption: 'Saldo de todas as contas nos próximos 90 dias',
    projectionRows: [
      ['25 de nov. de 2026', 'R$ 400,00'],
      ['10 de dez. de 2026', '-R$ 350,00'],
      ['20 de dez. de 2026', 'R$ 4.650,00'],
    ],
    showTable: 'Ver como tabela',
    projectionFailed: 'Não foi possível carregar o saldo projetado.',
    retry: 'Tentar novamente',
  },
} as const

/** Each budget row's name, figures, level word and what is left; its meter's level and fill class. */
function budgetRows(section: HTMLElement) {
  return within(section)
    .getAllByRole('meter')
    .map((meter) => {
      const row = meter.closest('li')!
      const head = meter.previousElementSibling!
      const foot = meter.nextElementSibling!
      return {
        texts: [...head.children, ...foot.children].map((child) => plain(child.textContent)),
        level: meter.getAttribute('data-level'),
        fill: meter.firstElementChild!.className,
        row,
      }
    })
}

describe.each(['en', 'pt-BR'] as const)('finance panel planning (%s)', (language) => {
  const t = texts[language]

  it('budget bars: green below 80 %, amber from 80 %, red from 100 %, each level in words too', async () => {
    budgetsAre([budget(4, 'Transporte', 1000, 1000), budget(1, 'Mercado', 1000, 800), budget(2, 'Lazer', 1000, 799)])
    await renderApp({ language, path: '/financas' }, <BudgetsSection month="2026-11" logic={budgetsLogic(actors)} />)
    await settle()
    expect(actors.fetchBudgets).toHaveBeenCalledWith({ mes: '2026-11' })
    const section = screen.getByRole('region', { name: t.budgets })
    const rows = budgetRows(section)
    expect(rows.map((row) => row.texts)).toEqual(t.rows)
    expect(rows.map((row) => row.level)).toEqual(['ok', 'warning', 'over'])
    expect(rows.map((row) => row.fill.includes(styles.level[row.level as 'ok']))).toEqual([true, true, true])
    expect(new Set(rows.map((row) => row.fill)).size).toBe(3)
    expect(plain(within(section).getAllByRole('meter')[1]!.getAttribute('aria-valuetext'))).toBe(`${t.rows[1][1]} (${t.rows[1][2]})`)
  })

  it('over the limit: the bar stops full, the text says by how much', async () => {
    budgetsAre([budget(1, 'Mercado', 200, 250)])
    await renderApp({ language, path: '/financas' }, <BudgetsSection month="2026-11" logic={budgetsLogic(actors)} />)
    await settle()
    const [row] = budgetRows(screen.getByRole('region', { name: t.budgets }))
    expect(row!.texts).toEqual(t.over)
    expect(row!.level).toBe('over')
    expect((within(row!.row).getByRole('meter').firstElementChild as HTMLElement).style.width).toBe('100%')
  })

  it("a new budget in place: an expense category without a limit, the amount as the language writes it, 'repeat every month'", async () => {
    budgetsAre([budget(1, 'Mercado', 1000, 800)])
    actors.saveBudget.mockResolvedValue(budget(2, 'Lazer', 1234.56, 0, { repetir: true }))
    await renderApp({ language, path: '/financas' }, <BudgetsSection month="2026-11" logic={budgetsLogic(actors)} />)
    await settle()
    const section = screen.getByRole('region', { name: t.budgets })
    fireEvent.click(within(section).getByRole('button', { name: t.add }))
    const select = within(section).getByLabelText(t.category)
    // The keyboard lands in the form.
    expect(select).toHaveFocus()
    expect(within(select).getAllByRole('option').map((option) => option.textContent).slice(1)).toEqual(['Lazer', 'Transporte'])
    fireEvent.change(select, { target: { value: '2' } })
    fireEvent.change(within(section).getByLabelText(t.limit), { target: { value: t.typed } })
    fireEvent.click(within(section).getByLabelText(t.repeat))
    await settle(() => fireEvent.click(within(section).getByRole('button', { name: t.save })))
    expect(actors.saveBudget).toHaveBeenCalledWith({ mes: '2026-11', categoriaId: 2, valorLimite: 1234.56, repetir: true })
    expect(budgetRows(section).map((row) => row.texts[0])).toEqual(['Lazer', 'Mercado'])
    expect(within(section).queryByLabelText(t.limit)).toBeNull()
  })

  it("a limit changed in place: the server's 400 field error shows on the amount field", async () => {
    budgetsAre([budget(1, 'Mercado', 1000, 800)])
    actors.saveBudget.mockRejectedValueOnce(new ApiError({ status: 400, code: 'validation_failed', message: 'x', fieldErrors: { valorLimite: 'invalid_amount' } }))
    await renderApp({ language, path: '/financas' }, <BudgetsSection month="2026-11" logic={budgetsLogic(actors)} />)
    await settle()
    const section = screen.getByRole('region', { name: t.budgets })
    fireEvent.click(within(section).getByRole('button', { name: t.edit }))
    const amount = within(section).getByLabelText(t.limit)
    expect(amount).toHaveFocus()
    fireEvent.change(amount, { target: { value: '900' } })
    await settle(() => fireEvent.click(within(section).getByRole('button', { name: t.save })))
    expect(actors.saveBudget).toHaveBeenCalledWith({ mes: '2026-11', categoriaId: 1, valorLimite: 900, repetir: false })
    expect(within(section).getByLabelText(t.limit)).toHaveAttribute('aria-invalid', 'true')
    expect(within(section).getByLabelText(t.limit)).toHaveAccessibleDescription(t.invalidAmount)
    expect(within(section).getByRole('alert')).toHaveTextContent(t.saveFailed)
    // Escape closes the form; the bar is back, unchanged.
    fireEvent.keyDown(within(section).getByLabelText(t.limit), { key: 'Escape' })
    expect(within(section).queryByLabelText(t.limit)).toBeNull()
    expect(budgetRows(section)[0]!.texts[1]).toBe(t.rows[1][1])
  })

  it('no budget yet: says how to start', async () => {
    await renderApp({ language, path: '/financas' }, <BudgetsSection month="2026-11" logic={budgetsLogic(actors)} />)
    await settle()
    expect(screen.getByRole('region', { name: t.budgets })).toHaveTextContent(t.empty)
  })

  it('spending by category: the chart and the same numbers as a table, largest first, entries without a category named', async () => {
    actors.fetchSpending.mockResolvedValue(spendingSample)
    await renderApp({ language, path: '/financas' }, <CategorySpendingSection month="2026-11" logic={spendingLogic(actors)} />)
    await settle()
    expect(actors.fetchSpending).toHaveBeenCalledWith({ dataInicio: '2026-11-01', dataFim: '2026-11-30' })
    const section = screen.getByRole('region', { name: t.spending })
    expect(await within(section).findByTestId('category-spending-chart')).toHaveTextContent(t.chart)
    expect(within(section).getByText(t.showTable, { selector: 'summary' })).toBeInTheDocument()
    const table = within(section).getByRole('table', { name: t.caption, hidden: true })
    const rows = within(table).getAllByRole('row', { hidden: true }).slice(1)
    expect(rows.map((row) => [...row.children].map((cell) => plain(cell.textContent)))).toEqual(t.spendingRows)
  })

  it('projected balance: the lowest point named in text (value and date in the language), the days as a table', async () => {
    await renderApp({ language, path: '/financas' }, <ProjectionSection logic={projectionLogic(actors)} />)
    await settle()
    const section = screen.getByRole('region', { name: t.projection })
    // The projection runs from today whatever month the panel shows, and says so.
    expect(section).toHaveAccessibleDescription(t.projectionPeriod)
    expect(within(section).getByText(t.projectionPeriod)).toBeVisible()
    expect(plain(screen.getByTestId('projection-lowest').textContent)).toBe(t.lowest)
    expect(within(section).getByText(t.current.split(':')[0]!, { exact: false })).toHaveTextContent(t.current.split(':')[0]!)
    expect(plain(section.textContent)).toContain(t.current)
    expect(await within(section).findByTestId('projection-chart')).toHaveTextContent('2026-12-10')
    const table = within(section).getByRole('table', { name: t.projectionCaption, hidden: true })
    const rows = within(table).getAllByRole('row', { hidden: true }).slice(1)
    expect(rows.map((row) => [...row.children].map((cell) => plain(cell.textContent)))).toEqual(t.projectionRows)
  })

  it('projected balance: a failure says so and tries again', async () => {
    actors.fetchProjection.mockRejectedValueOnce(new ApiError({ status: 503, code: 'unavailable', message: 'x' }))
    await renderApp({ language, path: '/financas' }, <ProjectionSection logic={projectionLogic(actors)} />)
    await settle()
    const section = screen.getByRole('region', { name: t.projection })
    expect(within(section).getByRole('alert')).toHaveTextContent(t.projectionFailed)
    await settle(() => fireEvent.click(within(section).getByRole('button', { name: t.retry })))
    expect(actors.fetchProjection).toHaveBeenCalledTimes(2)
    expect(plain(screen.getByTestId('projection-lowest').textContent)).toBe(t.lowest)
  })

  it('the panel shows the three sections below the month, for the viewed month', async () => {
    actors.fetchSummary.mockResolvedValue([])
    budgetsAre([budget(1, 'Mercado', 1000, 800)])
    await renderApp({ language, path: '/financas' }, <FinancePanelWith actors={actors} clock={() => new Date('2026-11-20T17:30:00.000Z')} />)
    await settle()
    expect(actors.fetchBudgets).toHaveBeenCalledWith({ mes: '2026-11' })
    expect(actors.fetchSpending).toHaveBeenCalledWith({ dataInicio: '2026-11-01', dataFim: '2026-11-30' })
    const names = [t.budgets, t.spending, t.projection].map((name) => screen.getByRole('region', { name }))
    expect(names[0]!.compareDocumentPosition(names[2]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})
