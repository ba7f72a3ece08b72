// Financial entries page (docs/product-rules.md#entries) in both languages, over the real
// machines with their actors provided (tests/support/entries-logic.ts; what they send is tested in tests/machines/)
// and the file download mocked.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { ApiError } from '@/api/errors'
import type { Entry, OverdueSummary } from '@contract/entry'
import type { BankCard } from '@contract/bank-card'
import EntriesView from '@/views/finance/entries/entries-view'
import type { BankAccount } from '@contract/bank-account'
import { bankCard } from '../fixtures/bank-cards'
import { bankAccounts } from '../fixtures/entry-accounts'
import { categories, entry, monthEntries, overdueSummary } from '../fixtures/entries'
import { renderApp, settle } from './support'
import { entriesLogic } from '../support/entries-logic'
import { plain } from '../support/screen-text'

vi.mock('@/lib/download', () => ({ downloadFile: vi.fn() }))
const { downloadFile } = vi.mocked(await import('@/lib/download'))

/** The actors of the page the test rendered last; the cards the next render's loadCards answers. */
let actors: ReturnType<typeof entriesLogic>['actors']
let cardList: BankCard[] = []

afterEach(() => {
  vi.resetAllMocks()
  localStorage.clear()
  cardList = []
})

// 20 Nov 2026, 14:30 in São Paulo.
const clock = () => new Date('2026-11-20T17:30:00.000Z')
const failure = new ApiError({ status: 500, code: 'internal_error', message: 'Boom' })
const noneOverdue: OverdueSummary = { aPagar: { quantidade: 0, total: 0 }, aReceber: { quantidade: 0, total: 0 }, lancamentos: [] }
/** What loadEntries answers: the period's entries with the categories and no overdue entry. */
const loaded = (entries: Entry[]) => ({ entries, categories, overdue: noneOverdue })

const texts = {
  en: {
    heading: 'Financial entries',
    month: 'November 2026',
    previous: 'Previous month',
    next: 'Next month',
    october: 'October 2026',
    labels: ['Income', 'Expenses', 'Balance', 'To pay', 'To receive'],
    totals: ['R$ 5,700.20', 'R$ 1,833.40', 'R$ 3,866.80', 'R$ 332.90', 'R$ 700.20'],
    zero: 'R$ 0.00',
    headers: ['Date', 'Description', 'Amount', 'Type', 'Category', 'Account', 'Status', 'Actions'],
    firstRow: ['Nov 1, 2026', 'Salário', 'R$ 5,000.00', 'Income', 'Salário', '', 'Received'],
    installmentRow: ['Nov 5, 2026', 'Notebook (1/10)', 'R$ 250.00', 'Expense', '-', '', 'To pay'],
    account: 'Account',
    bankAccount: 'Bank account',
    noAccount: 'No account',
    none: 'None',
    noCard: 'None',
    all: 'All',
    archived: 'Conta antiga (archived)',
    description: 'Description',
    type: 'Type',
    status: 'Status',
    category: 'Category',
    from: 'Date from',
    to: 'Date to',
    apply: 'Apply',
    clear: 'Clear',
    more: 'See more',
    less: 'See less',
    showing: (n: number, total: number) => `Showing ${n} of ${total}`,
    empty: 'No entries found.',
    add: 'New entry',
    newTitle: 'New entry',
    editTitle: 'Edit entry',
    edit: (name: string) => `Edit ${name}`,
    pay: (name: string) => `Mark ${name} as paid`,
    remove: (name: string) => `Delete ${name}`,
    confirm: 'Do you really want to delete this entry?',
    deleteButton: 'Delete',
    failed: 'Error processing operation.',
    succeeded: 'Operation completed successfully!',
    exportCsv: 'Export CSV',
    date: 'Date',
    amount: 'Amount (R$)',
    save: 'Save',
    cancel: 'Cancel',
    fillRequired: 'Fill in all required fields.',
    expense: 'Expense',
    toPay: 'To pay',
    payTitle: 'Mark as paid',
    receive: (name: string) => `Mark ${name} as received`,
    receiveTitle: 'Mark as received',
    receivedAmount: 'Amount received (R$)',
    confirmReceipt: 'Confirm receipt',
    viewPlanOf: (name: string) => `View the plan of ${name}`,
    paidAndBilled: 'R$ 190.15billed R$ 187.33',
    paidOnce: 'R$ 4,394.37',
    paidTotal: 'R$ 4,584.52',
    paidPositive: 'The amount paid must be greater than zero.',
    overdueCount: '2 overdue entries',
    overdueSummary: '2 overdue entriesR$ 175.77 to payR$ 700.00 to receiveSee them',
    seeThem: 'See them',
    paidAmount: 'Amount paid (R$)',
    paidAt: 'Payment date and time',
    confirmPayment: 'Confirm payment',
    shortcut: 'Manage categories',
    period: 'Nov 10, 2026 to Nov 30, 2026',
    invalidPeriod: 'Invalid period: the start date is after the end date.',
    sortBy: 'Sort by',
    entriesHeading: 'Entries',
    filtersToggle: 'Filters',
    activeFilters: (n: number) => `Filters (${n} active)`,
    draftKept: 'What you typed in the entry form is kept: it comes back when you open the form again.',
    draftBack: 'What you typed before managing categories is back.',
    showAll: (n: number) => `Show all (${n})`,
    filteredTotals: 'Totals of the filtered entries',
    periodTotals: 'Totals of the period',
    mercadoTotals: ['R$ 0.00', 'R$ 2.80', '-R$ 2.80', 'R$ 2.80', 'R$ 0.00'],
    filteredNote: 'Totals of the 7 entries the filters keep (of 12 in the period).',
  },
  'pt-BR': {
    heading: 'Lançamentos financeiros',
    month: 'novembro de 2026',
    previous: 'Mês anterior',
    next: 'Próximo mês',
    october: 'outubro de 2026',
    labels: ['Receitas', 'Despesas', 'Saldo', 'A Pagar', 'A Receber'],
    totals: ['R$ 5.700,20', 'R$ 1.833,40', 'R$ 3.866,80', 'R$ 332,90', 'R$ 700,20'],
    zero: 'R$ 0,00',
    headers: ['Data', 'Descrição', 'Valor', 'Tipo', 'Categoria', 'Conta', 'Situação', 'Ações'],
    firstRow: ['1 de nov. de 2026', 'Salário', 'R$ 5.000,00', 'Receita', 'Salário', '', 'Recebido'],
    installmentRow: ['5 de nov. de 2026', 'Notebook (1/10)', 'R$ 250,00', 'Despesa', '-', '', 'A Pagar'],
    account: 'Conta',
    bankAccount: 'Conta bancária',
    noAccount: 'Sem conta',
    none: 'Nenhuma',
    noCard: 'Nenhum',
    all: 'Todas',
    archived: 'Conta antiga (arquivada)',
    description: 'Descrição',
    type: 'Tipo',
    status: 'Situação',
    category: 'Categoria',
    from: 'Data inicial',
    to: 'Data final',
    apply: 'Aplicar',
    clear: 'Limpar',
    more: 'Ver mais',
    less: 'Ver menos',
    showing: (n: number, total: number) => `Mostrando ${n} de ${total}`,
    empty: 'Nenhum lançamento encontrado.',
    add: 'Novo lançamento',
    newTitle: 'Novo lançamento',
    editTitle: 'Editar lançamento',
    edit: (name: string) => `Editar ${name}`,
    pay: (name: string) => `Marcar ${name} como pago`,
    remove: (name: string) => `Excluir ${name}`,
    confirm: 'Deseja realmente excluir este lançamento?',
    deleteButton: 'Excluir',
    failed: 'Erro ao processar operação.',
    succeeded: 'Operação realizada com sucesso!',
    exportCsv: 'Exportar CSV',
    date: 'Data',
    amount: 'Valor (R$)',
    save: 'Salvar',
    cancel: 'Cancelar',
    fillRequired: 'Preencha todos os campos obrigatórios.',
    expense: 'Despesa',
    toPay: 'A Pagar',
    payTitle: 'Marcar como pago',
    receive: (name: string) => `Marcar ${name} como recebido`,
    receiveTitle: 'Marcar como recebido',
    receivedAmount: 'Valor recebido (R$)',
    confirmReceipt: 'Confirmar recebimento',
    viewPlanOf: (name: string) => `Ver o parcelamento de ${name}`,
    paidAndBilled: 'R$ 190,15cobrado R$ 187,33',
    paidOnce: 'R$ 4.394,37',
    paidTotal: 'R$ 4.584,52',
    paidPositive: 'O valor pago deve ser maior que zero.',
    overdueCount: '2 lançamentos vencidos',
    overdueSummary: '2 lançamentos vencidosR$ 175,77 a pagarR$ 700,00 a receberVer',
    seeThem: 'Ver',
    paidAmount: 'Valor pago (R$)',
    paidAt: 'Data e hora do pagamento',
    confirmPayment: 'Confirmar pagamento',
    shortcut: 'Gerenciar categorias',
    period: '10 de nov. de 2026 a 30 de nov. de 2026',
    invalidPeriod: 'Período inválido: a data inicial é posterior à final.',
    sortBy: 'Ordenar por',
    entriesHeading: 'Lançamentos',
    filtersToggle: 'Filtros',
    activeFilters: (n: number) => `Filtros (${n} ${n === 1 ? 'ativo' : 'ativos'})`,
    draftKept: 'O que você digitou no formulário de lançamento foi guardado: ele volta quando você abrir o formulário de novo.',
    draftBack: 'O que você digitou antes de gerenciar as categorias está de volta.',
    showAll: (n: number) => `Mostrar todos (${n})`,
    filteredTotals: 'Totais dos lançamentos filtrados',
    periodTotals: 'Totais do período',
    mercadoTotals: ['R$ 0,00', 'R$ 2,80', '-R$ 2,80', 'R$ 2,80', 'R$ 0,00'],
    filteredNote: 'Totais dos 7 lançamentos que os filtros mantêm (de 12 no período).',
  },
} as const

const table = () => screen.getByRole('table')
const bodyRows = () => within(table()).getAllByRole('row').slice(1)
/** Text with Intl's no-break spaces ('R$\u00a05,00') read as plain spaces. */
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => plain(cell.textContent))
// The description cell also holds the entry's account, shown under the description in a narrower table
// (entries.css.ts accountUnder): the description is the cell's first text.
const descriptions = () => bodyRows().map((row) => within(row).getAllByRole('cell')[1]!.firstChild?.textContent)
const summary = () => within(screen.getByRole('list', { name: /Totals|Totais/ })).getAllByRole('listitem').map((item) => plain(item.textContent))

describe.each(['en', 'pt-BR'] as const)('financial entries page (%s)', (language) => {
  const t = texts[language]

  async function render(entries: Entry[] | Error = monthEntries, categoryList: typeof categories | Error = categories, overdue: OverdueSummary = noneOverdue, accounts: BankAccount[] | Error = bankAccounts) {
    const page = entriesLogic()
    actors = page.actors
    if (accounts instanceof Error) actors.loadAccounts.mockRejectedValue(accounts)
    else actors.loadAccounts.mockResolvedValue(accounts)
    actors.loadCards.mockResolvedValue(cardList)
    // loadEntries answers the categories with the entries, an empty list when they failed (its own catch).
    if (entries instanceof Error) actors.loadEntries.mockRejectedValue(entries)
    else actors.loadEntries.mockResolvedValue({ entries, categories: categoryList instanceof Error ? [] : categoryList, overdue })
    if (categoryList instanceof Error) actors.loadCategories.mockRejectedValue(categoryList)
    else actors.loadCategories.mockResolvedValue(categoryList)
    const app = await renderApp({ language, path: '/financas/lancamento-financeiro' }, <EntriesView clock={clock} logic={page.logic} />)
    await settle()
    return app
  }

  it('asks for the current month while a spinner shows', async () => {
    // loadEntries and loadAccounts wait; what loadEntries asks the API is in tests/machines/entry-table.test.ts.
    const page = entriesLogic()
    page.actors.loadCategories.mockResolvedValue(categories)
    await renderApp({ language, path: '/financas/lancamento-financeiro' }, <EntriesView clock={clock} logic={page.logic} />)
    expect(screen.getByRole('status')).toBeInTheDocument()
    expect(page.actors.loadEntries).toHaveBeenCalledWith({ from: '2026-11-01', to: '2026-11-30' })
  })

  it('shows the month, the totals in BRL and the table of entries', async () => {
    await render()
    expect(screen.getByRole('heading', { level: 1, name: t.heading })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: t.month })).toBeInTheDocument()
    expect(summary()).toEqual(t.labels.map((label, index) => `${label}${t.totals[index]}`))
    // The sortable headers carry a direction mark (aria-hidden).
    expect(within(table()).getAllByRole('columnheader').map((th) => th.textContent?.replace(/[▲▼]/g, ''))).toEqual(t.headers)
    expect(bodyRows()).toHaveLength(10)
    expect(cells(bodyRows()[0]!).slice(0, 7)).toEqual(t.firstRow)
    expect(cells(bodyRows()[4]!).slice(0, 7)).toEqual(t.installmentRow)
    expect(screen.getByText(t.showing(10, 12))).toBeInTheDocument()
  })

  it('actions: edit and delete give way to the plan for installment entries, mark-as-paid only for pending expenses, mark-as-received for pending income', async () => {
    await render()
    const has = (name: string) => screen.queryByRole('button', { name }) !== null
    expect(has(t.edit('Salário'))).toBe(true)
    expect(has(t.edit('Notebook (1/10)'))).toBe(false)
    expect(has(t.pay('Notebook (1/10)'))).toBe(true)
    expect(has(t.pay('Conta de Água'))).toBe(true)
    for (const name of ['Salário', 'Aluguel', 'Freela']) expect(has(t.pay(name))).toBe(false)
    expect(has(t.receive('Freela'))).toBe(true)
    for (const name of ['Salário', 'Aluguel', 'Conta de Água', 'Notebook (1/10)']) expect(has(t.receive(name))).toBe(false)
    for (const name of ['Salário', 'Freela']) expect(has(t.remove(name))).toBe(true)
    expect(has(t.remove('Notebook (1/10)'))).toBe(false)
    expect(screen.getByRole('link', { name: t.viewPlanOf('Notebook (1/10)') })).toHaveAttribute('href', '/financas/parcelamento-mensais/4')
  })

  it('a card item is paid through its statement; a carried balance reads as one, cannot be edited or deleted and is no expense', async () => {
    const onCard = { cartaoId: 4, faturaMes: '2026-12' }
    await render([
      entry(1, { ...onCard, descricao: 'Mercado', valor: 250 }),
      entry(2, { ...onCard, descricao: 'Saldo anterior', valor: 150, categoriaId: null, tipoItem: 'saldoAnterior', faturaOrigem: '2026-11' }),
      entry(3, { descricao: 'Luz', valor: 100 }),
    ])
    const payStatement = screen.getByRole('link', { name: language === 'en' ? 'Pay the December 2026 bill of Mercado' : 'Pagar a fatura de dezembro de 2026 (Mercado)' })
    expect(payStatement).toHaveTextContent(language === 'en' ? 'Pay bill' : 'Pagar fatura')
    expect(payStatement).toHaveAttribute('href', '/financas/cartoes/4/faturas?mes=2026-12')
    expect(screen.queryByRole('button', { name: t.pay('Mercado') })).toBeNull()
    expect(screen.getByRole('button', { name: t.pay('Luz') })).toBeInTheDocument()
    expect(descriptions()).toContain(language === 'en' ? 'Balance carried from the November 2026 bill' : 'Saldo anterior da fatura de novembro de 2026')
    const carried = bodyRows().find((row) => /Balance carried|Saldo anterior da fatura/.test(row.textContent ?? ''))!
    expect(within(carried).queryByRole('button', { name: /Edit|Editar|Delete|Excluir/ })).toBeNull()
    // Debt, not an expense: the expenses are the purchase and the bill; what is to pay includes it.
    expect(summary().slice(1, 2)).toEqual([`${t.labels[1]}${language === 'en' ? 'R$ 350.00' : 'R$ 350,00'}`])
    expect(summary().slice(3, 4)).toEqual([`${t.labels[3]}${language === 'en' ? 'R$ 500.00' : 'R$ 500,00'}`])
  })

  it('a bill paid at another amount shows both, and the totals count what was paid', async () => {
    await render([
      entry(1, { descricao: 'Luz', valor: 187.33, situacao: 'Pago', valorPago: 190.15, dataPagamento: '2026-11-02T15:00:00.000Z' }),
      entry(2, { descricao: 'Mercado', valor: 4394.37, situacao: 'Pago', valorPago: 4394.37, dataPagamento: '2026-11-02T15:00:00.000Z' }),
    ])
    expect(cells(bodyRows()[0]!)[2]).toBe(t.paidAndBilled)
    expect(cells(bodyRows()[1]!)[2]).toBe(t.paidOnce)
    expect(summary()[1]).toBe(`${t.labels[1]}${t.paidTotal}`)
  })

  it('receives income still to receive: the same call, its own words', async () => {
    await render()
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.receive('Freela') })))
    const dialog = screen.getByRole('dialog', { name: t.receiveTitle })
    fireEvent.change(within(dialog).getByLabelText(t.receivedAmount), { target: { value: '650' } })
    actors.payEntry.mockResolvedValueOnce({ ...monthEntries[3]!, situacao: 'Recebido', valorPago: 650 })
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: t.confirmReceipt })))
    expect(actors.payEntry).toHaveBeenLastCalledWith({ id: 4, payment: { valorPagoCents: 65000, dataPagamento: '2026-11-20T14:30', contaBancariaId: null } })
    expect(screen.getByRole('status')).toHaveTextContent(t.succeeded)
  })

  it('a payment of zero is refused on its field before any call', async () => {
    await render()
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.pay('Conta de Água') })))
    const dialog = screen.getByRole('dialog', { name: t.payTitle })
    fireEvent.change(within(dialog).getByLabelText(t.paidAmount), { target: { value: '0' } })
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: t.confirmPayment })))
    expect(within(dialog).getByText(t.paidPositive)).toBeInTheDocument()
    expect(actors.payEntry).not.toHaveBeenCalled()
  })

  it('overdue entries of every month: count and sums, a list with their actions and plans', async () => {
    await render(monthEntries, categories, overdueSummary)
    const banner = screen.getByText(t.overdueCount).closest('details')!
    expect(plain(banner.querySelector('summary')!.textContent)).toBe(t.overdueSummary)
    await settle(() => fireEvent.click(within(banner).getByText(t.seeThem)))
    expect(within(banner).getByRole('link', { name: t.viewPlanOf('TV Samsung (9/12)') })).toHaveAttribute('href', '/financas/parcelamento-mensais/7')
    await settle(() => fireEvent.click(within(banner).getByRole('button', { name: t.receive('Freela de setembro') })))
    expect(screen.getByRole('dialog', { name: t.receiveTitle })).toBeInTheDocument()
  })

  it('no overdue entry, no banner', async () => {
    await render()
    expect(screen.queryByText(t.seeThem)).toBeNull()
  })

  it('see more shows the rest, see less goes back to 10', async () => {
    await render()
    expect(screen.queryByRole('button', { name: t.less })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: t.more }))
    expect(bodyRows()).toHaveLength(12)
    expect(screen.queryByRole('button', { name: t.more })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: t.less }))
    expect(bodyRows()).toHaveLength(10)
  })

  it('sorts by date, description and amount from the headers, aria-sort on the sorted one; phones sort with a select', async () => {
    await render()
    const header = (index: number) => within(table()).getAllByRole('columnheader')[index]!
    const sorts = () => within(table()).getAllByRole('columnheader').map((th) => th.getAttribute('aria-sort'))
    expect(sorts()).toEqual(['ascending', null, null, null, null, null, null, null])
    fireEvent.click(within(header(2)).getByRole('button', { name: t.headers[2] }))
    expect(sorts()).toEqual([null, null, 'ascending', null, null, null, null, null])
    expect(descriptions().slice(0, 3)).toEqual(['Mercado semana 1', 'Mercado semana 2', 'Mercado semana 3'])
    fireEvent.click(within(header(2)).getByRole('button', { name: t.headers[2] }))
    expect(header(2)).toHaveAttribute('aria-sort', 'descending')
    expect(descriptions().slice(0, 3)).toEqual(['Salário', 'Aluguel', 'Freela'])
    fireEvent.click(within(header(1)).getByRole('button', { name: t.headers[1] }))
    expect(descriptions().slice(0, 3)).toEqual(['Aluguel', 'Conta de Água', 'Freela'])
    fireEvent.click(within(header(0)).getByRole('button', { name: t.headers[0] }))
    fireEvent.click(within(header(0)).getByRole('button', { name: t.headers[0] }))
    expect(header(0)).toHaveAttribute('aria-sort', 'descending')
    expect(descriptions()[0]).toBe('Mercado semana 7')
    fireEvent.change(screen.getByLabelText(t.sortBy), { target: { value: 'amount:desc' } })
    expect(header(2)).toHaveAttribute('aria-sort', 'descending')
    expect(descriptions()[0]).toBe('Salário')
  })

  it('show all shows every row at once, and the focus goes to see less', async () => {
    await render(Array.from({ length: 35 }, (_, index) => entry(index + 1, { descricao: `Row ${index + 1}` })))
    const all = screen.getByRole('button', { name: t.showAll(35) })
    all.focus()
    await settle(() => fireEvent.click(all))
    expect(bodyRows()).toHaveLength(35)
    expect(screen.queryByRole('button', { name: t.more })).toBeNull()
    expect(screen.getByRole('button', { name: t.less })).toHaveFocus()
  })

  it('after the last see more the focus goes to see less, not to the body', async () => {
    await render()
    const more = screen.getByRole('button', { name: t.more })
    more.focus()
    await settle(() => fireEvent.click(more))
    expect(bodyRows()).toHaveLength(12)
    expect(screen.getByRole('button', { name: t.less })).toHaveFocus()
  })

  it('the filter bar is a disclosure, closed at first, whose toggle counts the active filters', async () => {
    await render()
    const toggle = screen.getByText(t.filtersToggle).closest('summary')!
    expect(toggle.closest('details')!.open).toBe(false)
    expect(toggle.closest('details')).toContainElement(screen.getByRole('search', { hidden: true }))
    expect(toggle).toHaveTextContent(new RegExp(`^›${t.filtersToggle}$`))
    const search = screen.getByRole('search')
    fireEvent.change(within(search).getByLabelText(t.description), { target: { value: 'mercado' } })
    fireEvent.change(within(search).getByLabelText(t.from), { target: { value: '2026-11-05' } })
    expect(toggle).toHaveTextContent(new RegExp(`^›${t.filtersToggle}$`))
    await settle(() => fireEvent.click(within(search).getByRole('button', { name: t.apply })))
    expect(toggle).toHaveTextContent(`›${t.activeFilters(2)}`)
    await settle(() => fireEvent.click(within(search).getByRole('button', { name: t.clear })))
    expect(toggle).toHaveTextContent(new RegExp(`^›${t.filtersToggle}$`))
  })

  it('the totals follow the client filters and say so', async () => {
    await render()
    const search = screen.getByRole('search')
    fireEvent.change(within(search).getByLabelText(t.description), { target: { value: 'mercado' } })
    fireEvent.click(within(search).getByRole('button', { name: t.apply }))
    expect(screen.getByRole('list', { name: t.filteredTotals })).toBeInTheDocument()
    expect(summary()).toEqual(t.labels.map((label, index) => `${label}${t.mercadoTotals[index]}`))
    expect(screen.getByText(t.filteredNote)).toBeInTheDocument()
    fireEvent.click(within(search).getByRole('button', { name: t.clear }))
    expect(screen.getByRole('list', { name: t.periodTotals })).toBeInTheDocument()
    expect(screen.queryByText(t.filteredNote)).toBeNull()
  })

  it('filters description (accents and case ignored), type, status and category on Apply; Clear brings all back', async () => {
    await render()
    const search = screen.getByRole('search')
    fireEvent.change(within(search).getByLabelText(t.description), { target: { value: 'AGUA' } })
    expect(bodyRows()).toHaveLength(10)
    fireEvent.click(within(search).getByRole('button', { name: t.apply }))
    expect(descriptions()).toEqual(['Conta de Água'])
    fireEvent.change(within(search).getByLabelText(t.description), { target: { value: '' } })
    fireEvent.change(within(search).getByLabelText(t.type), { target: { value: 'Receita' } })
    fireEvent.click(within(search).getByRole('button', { name: t.apply }))
    expect(descriptions()).toEqual(['Salário', 'Freela'])
    fireEvent.change(within(search).getByLabelText(t.type), { target: { value: '' } })
    fireEvent.change(within(search).getByLabelText(t.category), { target: { value: '2' } })
    fireEvent.change(within(search).getByLabelText(t.status), { target: { value: 'Pago' } })
    fireEvent.click(within(search).getByRole('button', { name: t.apply }))
    expect(descriptions()).toEqual(['Aluguel'])
    fireEvent.change(within(search).getByLabelText(t.category), { target: { value: 'none' } })
    fireEvent.click(within(search).getByRole('button', { name: t.apply }))
    expect(screen.getByText(t.empty)).toBeInTheDocument()
    fireEvent.click(within(search).getByRole('button', { name: t.clear }))
    expect(bodyRows()).toHaveLength(10)
    expect((within(search).getByLabelText(t.status) as HTMLSelectElement).value).toBe('')
    expect(actors.loadEntries).toHaveBeenCalledTimes(1)
  })

  it('the category filter tells apart two categories of one name by their type', async () => {
    await render(monthEntries, [...categories, { id: 4, nomeCategoria: 'mercado', tipoCategoria: 'Receita' }])
    const select = within(screen.getByRole('search')).getByLabelText(t.category)
    const options = within(select).getAllByRole('option').map((option) => option.textContent)
    const [income, expense] = language === 'pt-BR' ? ['Receita', 'Despesa'] : ['Income', 'Expense']
    expect(options.slice(2)).toEqual(['Salário', 'Moradia', `Mercado (${expense})`, `mercado (${income})`])
  })

  it('dates re-query the server and show the period under the month', async () => {
    await render()
    const search = screen.getByRole('search')
    actors.loadEntries.mockResolvedValue(loaded([monthEntries[9]!]))
    fireEvent.change(within(search).getByLabelText(t.from), { target: { value: '2026-11-10' } })
    await settle(() => fireEvent.click(within(search).getByRole('button', { name: t.apply })))
    expect(actors.loadEntries).toHaveBeenLastCalledWith({ from: '2026-11-10', to: '2026-11-30' })
    expect(screen.getByRole('heading', { level: 2, name: `${t.month} ${t.period}` })).toBeInTheDocument()
    expect(descriptions()).toEqual(['Mercado semana 5'])
    fireEvent.change(within(search).getByLabelText(t.to), { target: { value: '2026-11-01' } })
    fireEvent.click(within(search).getByRole('button', { name: t.apply }))
    expect(screen.getByRole('alert')).toHaveTextContent(t.invalidPeriod)
  })

  it('month navigation asks for the previous month and names it', async () => {
    await render()
    actors.loadEntries.mockResolvedValue(loaded([]))
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.previous })))
    expect(actors.loadEntries).toHaveBeenLastCalledWith({ from: '2026-10-01', to: '2026-10-31' })
    expect(screen.getByRole('heading', { level: 2, name: t.october })).toBeInTheDocument()
    expect(screen.getByText(t.empty)).toBeInTheDocument()
    expect((screen.getByLabelText(t.from) as HTMLInputElement).value).toBe('2026-10-01')
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.next })))
    expect(actors.loadEntries).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '2026-11-30' })
  })

  it("a failed load is an empty list with zero totals: 'Nenhum lançamento encontrado.'", async () => {
    await render(failure)
    expect(screen.getByText(t.empty)).toBeInTheDocument()
    expect(summary()).toEqual(t.labels.map((label) => `${label}${t.zero}`))
    expect(screen.getByRole('button', { name: t.exportCsv })).toBeDisabled()
  })

  it('delete asks for confirmation; a failure shows the error, a success reloads with the success message', async () => {
    await render()
    actors.deleteEntry.mockRejectedValueOnce(failure)
    fireEvent.click(screen.getByRole('button', { name: t.remove('Aluguel') }))
    const dialog = screen.getByRole('alertdialog')
    expect(dialog).toHaveTextContent(t.confirm)
    expect(dialog).toHaveTextContent('Aluguel')
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: t.deleteButton })))
    expect(actors.deleteEntry).toHaveBeenCalledWith({ id: 2 })
    expect(screen.getByRole('alert')).toHaveTextContent(t.failed)
    actors.deleteEntry.mockResolvedValueOnce(undefined)
    actors.loadEntries.mockResolvedValue(loaded(monthEntries.filter((e) => e.id !== 2)))
    fireEvent.click(screen.getByRole('button', { name: t.remove('Aluguel') }))
    await settle(() => fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: t.deleteButton })))
    expect(screen.getByRole('status')).toHaveTextContent(t.succeeded)
    expect(descriptions()).not.toContain('Aluguel')
  })

  it('adds an entry: required fields, status and categories by type, the category shortcut, then success', async () => {
    await render()
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.add })))
    const dialog = screen.getByRole('dialog', { name: t.newTitle })
    expect(within(dialog).getByRole('link', { name: t.shortcut })).toHaveAttribute('href', '/financas/cadastrar-categoria')
    expect((within(dialog).getByLabelText(t.date) as HTMLInputElement).value).toBe('2026-11-20')
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent(t.fillRequired)
    expect(within(dialog).getByLabelText(t.description)).toHaveAttribute('aria-invalid', 'true')
    fireEvent.change(within(dialog).getByLabelText(t.description), { target: { value: 'Luz' } })
    fireEvent.change(within(dialog).getByLabelText(t.amount), { target: { value: '99.9' } })
    // A Portuguese dot before 1–2 decimals may still group thousands while typing; leaving the field makes it the decimal comma.
    fireEvent.blur(within(dialog).getByLabelText(t.amount))
    expect((within(dialog).getByLabelText(t.amount) as HTMLInputElement).value).toBe(language === 'en' ? '99.9' : '99,9')
    fireEvent.change(within(dialog).getByLabelText(t.type), { target: { value: 'Despesa' } })
    const statusOptions = [...(within(dialog).getByLabelText(t.status) as HTMLSelectElement).options].map((o) => o.value)
    expect(statusOptions).toEqual(['', 'Pago', 'A Pagar'])
    const categoryOptions = [...(within(dialog).getByLabelText(t.category) as HTMLSelectElement).options].map((o) => o.textContent)
    expect(categoryOptions.slice(1)).toEqual(['Moradia', 'Mercado'])
    fireEvent.change(within(dialog).getByLabelText(t.status), { target: { value: 'A Pagar' } })
    fireEvent.change(within(dialog).getByLabelText(t.category), { target: { value: '2' } })
    actors.saveEntry.mockResolvedValue(entry(50, { descricao: 'Luz' }))
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: t.save })))
    expect(actors.saveEntry).toHaveBeenCalledWith({ id: null, entry: { dataLancamento: '2026-11-20', descricao: 'Luz', observacao: '', valor: 99.9, tipoLancamento: 'Despesa', situacao: 'A Pagar', categoriaId: 2, contaBancariaId: null, cartaoId: null } })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent(t.succeeded)
    expect(actors.loadEntries).toHaveBeenCalledTimes(2)
  })

  it('the note: under its description in the table, found by the filter, typed in the form and sent trimmed', async () => {
    const noted = entry(41, { descricao: 'Festa', observacao: 'Churrasco do aniversário', dataLancamento: '2026-11-07T15:00:00.000Z' })
    await render([...monthEntries, noted])
    const note = language === 'en' ? 'Note' : 'Observação'
    const row = screen.getByText('Churrasco do aniversário').closest('tr')!
    expect(within(row).getByText('Festa')).toBeInTheDocument()
    expect(screen.getByText('Churrasco do aniversário')).toHaveAttribute('title', 'Churrasco do aniversário')
    const search = screen.getByRole('search')
    fireEvent.change(within(search).getByLabelText(t.description), { target: { value: 'ANIVERSARIO' } })
    fireEvent.click(within(search).getByRole('button', { name: t.apply }))
    expect(descriptions()).toEqual(['Festa'])
    const found = screen.getByText('Churrasco do aniversário').closest('tr')!
    await settle(() => fireEvent.click(within(found).getByRole('button', { name: t.edit('Festa') })))
    const dialog = screen.getByRole('dialog')
    const textarea = within(dialog).getByLabelText(note)
    expect(textarea.tagName).toBe('TEXTAREA')
    expect(textarea).toHaveValue('Churrasco do aniversário')
    fireEvent.change(textarea, { target: { value: '  Churrasco e bolo  ' } })
    actors.saveEntry.mockResolvedValue({ ...noted, observacao: 'Churrasco e bolo' })
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: t.save })))
    expect(actors.saveEntry).toHaveBeenCalledWith({ id: 41, entry: expect.objectContaining({ descricao: 'Festa', observacao: 'Churrasco e bolo' }) })
  })

  it('after saving a new entry the focus goes to the table heading, not to the body', async () => {
    await render()
    const add = screen.getByRole('button', { name: t.add })
    add.focus()
    await settle(() => fireEvent.click(add))
    const dialog = screen.getByRole('dialog', { name: t.newTitle })
    fireEvent.change(within(dialog).getByLabelText(t.description), { target: { value: 'Luz' } })
    fireEvent.change(within(dialog).getByLabelText(t.amount), { target: { value: '12' } })
    fireEvent.change(within(dialog).getByLabelText(t.type), { target: { value: 'Despesa' } })
    fireEvent.change(within(dialog).getByLabelText(t.status), { target: { value: 'A Pagar' } })
    fireEvent.change(within(dialog).getByLabelText(t.category), { target: { value: '2' } })
    actors.saveEntry.mockResolvedValue(entry(50, { descricao: 'Luz' }))
    actors.loadEntries.mockReturnValue(new Promise(() => {}))
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: t.save })))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: t.entriesHeading })).toHaveFocus()
  })

  it('"Manage categories" keeps what was typed: the form opens again with it', async () => {
    const first = await render()
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.add })))
    let dialog = screen.getByRole('dialog', { name: t.newTitle })
    fireEvent.change(within(dialog).getByLabelText(t.description), { target: { value: 'Conta de luz' } })
    fireEvent.change(within(dialog).getByLabelText(t.amount), { target: { value: '12' } })
    fireEvent.change(within(dialog).getByLabelText(t.type), { target: { value: 'Despesa' } })
    await settle(() => fireEvent.click(within(dialog).getByRole('link', { name: t.shortcut })))
    expect(first.path()).toBe('/financas/cadastrar-categoria')
    first.unmount()
    // Back on the entries page (a new page, as after the categories page): the draft is said to be kept.
    await render()
    expect(screen.getByText(t.draftKept)).toBeInTheDocument()
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.add })))
    dialog = screen.getByRole('dialog', { name: t.newTitle })
    expect(within(dialog).getByRole('status')).toHaveTextContent(t.draftBack)
    expect(within(dialog).getByLabelText(t.description)).toHaveValue('Conta de luz')
    expect(within(dialog).getByLabelText(t.amount)).toHaveValue('12')
    expect(within(dialog).getByLabelText(t.type)).toHaveValue('Despesa')
    // Closed: the draft is used up.
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: t.cancel })))
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.add })))
    expect(within(screen.getByRole('dialog', { name: t.newTitle })).getByLabelText(t.description)).toHaveValue('')
    sessionStorage.clear()
  })

  it('the pay modal opens with the focus on the amount', async () => {
    await render()
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.pay('Conta de Água') })))
    expect(within(screen.getByRole('dialog', { name: t.payTitle })).getByLabelText(t.paidAmount)).toHaveFocus()
  })

  it("edits an entry; a failed save keeps the modal with the generic error and the 400's field error", async () => {
    await render()
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.edit('Conta de Água') })))
    const dialog = screen.getByRole('dialog', { name: t.editTitle })
    expect((within(dialog).getByLabelText(t.description) as HTMLInputElement).value).toBe('Conta de Água')
    expect((within(dialog).getByLabelText(t.amount) as HTMLInputElement).value).toBe(language === 'en' ? '80.10' : '80,10')
    expect((within(dialog).getByLabelText(t.category) as HTMLSelectElement).value).toBe('2')
    actors.saveEntry.mockRejectedValueOnce(new ApiError({ status: 400, code: 'validation_failed', message: 'Invalid', fieldErrors: { descricao: 'too_long' } }))
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: t.save })))
    expect(actors.saveEntry).toHaveBeenCalledWith({ id: 3, entry: expect.objectContaining({ descricao: 'Conta de Água', valor: 80.1, dataLancamento: monthEntries[2]!.dataLancamento }) })
    expect(within(dialog).getByRole('alert')).toHaveTextContent(t.failed)
    expect(within(dialog).getByLabelText(t.description)).toHaveAttribute('aria-invalid', 'true')
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: t.cancel })))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(actors.loadEntries).toHaveBeenCalledTimes(1)
  })

  it('a failed category load leaves the category list of the modal empty', async () => {
    await render(monthEntries, failure)
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.add })))
    const dialog = screen.getByRole('dialog', { name: t.newTitle })
    fireEvent.change(within(dialog).getByLabelText(t.type), { target: { value: 'Despesa' } })
    expect((within(dialog).getByLabelText(t.category) as HTMLSelectElement).options).toHaveLength(1)
    // The table shows '-' for every category it cannot name.
    expect(cells(bodyRows()[0]!)[4]).toBe('-')
  })

  it('marks an entry as paid with the amount and now as defaults', async () => {
    await render()
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.pay('Conta de Água') })))
    const dialog = screen.getByRole('dialog', { name: t.payTitle })
    expect((within(dialog).getByLabelText(t.paidAmount) as HTMLInputElement).value).toBe(language === 'en' ? '80.10' : '80,10')
    expect((within(dialog).getByLabelText(t.paidAt) as HTMLInputElement).value).toBe('2026-11-20T14:30')
    actors.payEntry.mockRejectedValueOnce(new ApiError({ status: 409, code: 'conflict', message: 'Already paid.' }))
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: t.confirmPayment })))
    expect(within(dialog).getByRole('alert')).toHaveTextContent(t.failed)
    fireEvent.change(within(dialog).getByLabelText(t.paidAmount), { target: { value: '75' } })
    actors.payEntry.mockResolvedValueOnce({ ...monthEntries[2]!, situacao: 'Pago' })
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: t.confirmPayment })))
    expect(actors.payEntry).toHaveBeenLastCalledWith({ id: 3, payment: { valorPagoCents: 7500, dataPagamento: '2026-11-20T14:30', contaBancariaId: null } })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent(t.succeeded)
  })

  it('exports the filtered rows as CSV (BOM, separator and decimals of the language)', async () => {
    await render()
    const search = screen.getByRole('search')
    fireEvent.change(within(search).getByLabelText(t.type), { target: { value: 'Despesa' } })
    fireEvent.change(within(search).getByLabelText(t.description), { target: { value: 'água' } })
    fireEvent.click(within(search).getByRole('button', { name: t.apply }))
    fireEvent.click(screen.getByRole('button', { name: t.exportCsv }))
    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1))
    const [name, text, type] = downloadFile.mock.calls[0]!
    expect(type).toBe('text/csv;charset=utf-8')
    expect(text.startsWith('\uFEFF')).toBe(true)
    const lines = text.slice(1).split('\r\n')
    if (language === 'pt-BR') {
      expect(name).toBe('lancamentos_2026-11-01_2026-11-30.csv')
      expect(lines).toEqual([
        'Data;Tipo de linha;Descrição;Observação;Valor;Tipo;Valor com sinal;Categoria;Conta;Cartão;Situação;Valor pago;Data de pagamento',
        '03/11/2026;Lançamento;Conta de Água;;80,10;Despesa;-80,10;Moradia;;;A Pagar;;',
      ])
    } else {
      expect(name).toBe('entries_2026-11-01_2026-11-30.csv')
      expect(lines).toEqual([
        'Date,Kind,Description,Note,Amount,Type,Signed amount,Category,Account,Card,Status,Amount paid,Payment date',
        '11/03/2026,Entry,Conta de Água,,80.10,Expense,-80.10,Moradia,,,To pay,,',
      ])
    }
  })

  describe('bank accounts', () => {
    const options = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent)
    // Salário went to Nubank, the rent left the archived account, the rest names none.
    const banked = monthEntries.map((row) => (row.id === 1 ? { ...row, contaBancariaId: 8 } : row.id === 2 ? { ...row, contaBancariaId: 9 } : row))

    it("a column names each row's account (an archived one says so); the filter keeps one account, or none, and counts as active", async () => {
      await render(banked)
      expect(cells(bodyRows()[0]!)[5]).toBe('Nubank')
      expect(cells(bodyRows()[1]!)[5]).toBe(t.archived)
      expect(cells(bodyRows()[2]!)[5]).toBe('')
      const search = screen.getByRole('search')
      const filter = within(search).getByLabelText(t.account)
      expect(options(filter)).toEqual([t.all, t.noAccount, 'Carteira', t.archived, 'Nubank'])
      fireEvent.change(filter, { target: { value: '9' } })
      await settle(() => fireEvent.click(within(search).getByRole('button', { name: t.apply })))
      expect(descriptions()).toEqual(['Aluguel'])
      expect(screen.getByText(t.activeFilters(1)).closest('summary')).toHaveTextContent(`›${t.activeFilters(1)}`)
      expect(screen.getByRole('list', { name: t.filteredTotals })).toBeInTheDocument()
      fireEvent.change(filter, { target: { value: 'none' } })
      await settle(() => fireEvent.click(within(search).getByRole('button', { name: t.apply })))
      expect(descriptions()).toHaveLength(10)
      expect(descriptions()).not.toContain('Salário')
      await settle(() => fireEvent.click(within(search).getByRole('button', { name: t.clear })))
      expect((filter as HTMLSelectElement).value).toBe('')
    })

    it('a new entry offers None and the accounts in use, starts with the last one used and saves the chosen one; the next starts with it', async () => {
      localStorage.setItem('financas.ultimaConta', '8')
      await render()
      await settle(() => fireEvent.click(screen.getByRole('button', { name: t.add })))
      let dialog = screen.getByRole('dialog', { name: t.newTitle })
      const select = within(dialog).getByLabelText(t.bankAccount)
      expect(options(select)).toEqual([t.none, 'Carteira', 'Nubank'])
      expect(select).toHaveValue('8')
      for (const [label, value] of [[t.description, 'Luz'], [t.amount, '12'], [t.type, 'Despesa'], [t.status, 'A Pagar'], [t.category, '2'], [t.bankAccount, '7']] as const) {
        fireEvent.change(within(dialog).getByLabelText(label), { target: { value } })
      }
      actors.saveEntry.mockResolvedValue(entry(50, { descricao: 'Luz', contaBancariaId: 7 }))
      await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: t.save })))
      expect(actors.saveEntry).toHaveBeenCalledWith({ id: null, entry: expect.objectContaining({ descricao: 'Luz', contaBancariaId: 7 }) })
      expect(localStorage.getItem('financas.ultimaConta')).toBe('7')
      await settle(() => fireEvent.click(screen.getByRole('button', { name: t.add })))
      dialog = screen.getByRole('dialog', { name: t.newTitle })
      expect(within(dialog).getByLabelText(t.bankAccount)).toHaveValue('7')
    })

    it('a card item names its card and statement; the form offers the cards with statement days, and a card clears the account', async () => {
      const roxinho = bankCard({ id: 4, nomeUsuario: 'Ana', nomeBanco: 'Nubank', apelido: 'Roxinho', final: '0123', diaFechamento: 3, diaVencimento: 10 })
      const plain = bankCard({ id: 5, nomeUsuario: 'Ana', nomeBanco: 'Itaú' })
      cardList = [roxinho, plain]
      await render(monthEntries.map((row) => (row.id === 3 ? { ...row, cartaoId: 4, faturaMes: '2026-12' } : row)))
      const row = bodyRows().find((candidate) => within(candidate).getAllByRole('cell')[1]!.firstChild?.textContent === monthEntries.find((e) => e.id === 3)!.descricao)!
      expect(cells(row)[5]).toBe(language === 'en' ? 'Roxinho •••• 0123 · Dec 2026 bill' : 'Roxinho •••• 0123 · fatura dez. de 2026')
      await settle(() => fireEvent.click(screen.getByRole('button', { name: t.add })))
      const dialog = screen.getByRole('dialog', { name: t.newTitle })
      const card = within(dialog).getByLabelText(language === 'en' ? 'Card' : 'Cartão')
      expect(options(card)).toEqual([t.noCard, 'Roxinho •••• 0123'])
      fireEvent.change(within(dialog).getByLabelText(t.bankAccount), { target: { value: '7' } })
      fireEvent.change(card, { target: { value: '4' } })
      expect(within(dialog).getByLabelText(t.bankAccount)).toHaveValue('')
      for (const [label, value] of [[t.description, 'Tênis'], [t.amount, '300'], [t.type, 'Despesa'], [t.status, 'A Pagar'], [t.category, '2']] as const) {
        fireEvent.change(within(dialog).getByLabelText(label), { target: { value } })
      }
      actors.saveEntry.mockResolvedValue(entry(51, { descricao: 'Tênis', cartaoId: 4, faturaMes: '2026-12' }))
      await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: t.save })))
      expect(actors.saveEntry).toHaveBeenCalledWith({ id: null, entry: expect.objectContaining({ descricao: 'Tênis', cartaoId: 4, contaBancariaId: null }) })
    })

    it('an edited entry keeps its archived account, shown as such; None takes it off', async () => {
      await render(banked)
      await settle(() => fireEvent.click(screen.getByRole('button', { name: t.edit('Aluguel') })))
      const dialog = screen.getByRole('dialog', { name: t.editTitle })
      const select = within(dialog).getByLabelText(t.bankAccount)
      expect(options(select)).toEqual([t.none, 'Carteira', t.archived, 'Nubank'])
      expect(select).toHaveValue('9')
      fireEvent.change(select, { target: { value: '' } })
      actors.saveEntry.mockResolvedValue({ ...banked[1]!, contaBancariaId: null })
      await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: t.save })))
      expect(actors.saveEntry).toHaveBeenCalledWith({ id: 2, entry: expect.objectContaining({ contaBancariaId: null }) })
    })

    it("mark as paid and mark as received start with the entry's account, else the last one used", async () => {
      localStorage.setItem('financas.ultimaConta', '8')
      await render(monthEntries.map((row) => (row.id === 4 ? { ...row, contaBancariaId: 7 } : row)))
      await settle(() => fireEvent.click(screen.getByRole('button', { name: t.receive('Freela') })))
      let dialog = screen.getByRole('dialog', { name: t.receiveTitle })
      expect(within(dialog).getByLabelText(t.bankAccount)).toHaveValue('7')
      await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: t.cancel })))
      await settle(() => fireEvent.click(screen.getByRole('button', { name: t.pay('Conta de Água') })))
      dialog = screen.getByRole('dialog', { name: t.payTitle })
      expect(within(dialog).getByLabelText(t.bankAccount)).toHaveValue('8')
      actors.payEntry.mockResolvedValueOnce({ ...monthEntries[2]!, situacao: 'Pago', contaBancariaId: 8 })
      await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: t.confirmPayment })))
      expect(actors.payEntry).toHaveBeenLastCalledWith({ id: 3, payment: { valorPagoCents: 8010, dataPagamento: '2026-11-20T14:30', contaBancariaId: 8 } })
    })

    it('a failed account load leaves only None, and the page works', async () => {
      await render(banked, categories, noneOverdue, failure)
      expect(bodyRows()).toHaveLength(10)
      expect(cells(bodyRows()[0]!)[5]).toBe('')
      expect(options(within(screen.getByRole('search')).getByLabelText(t.account))).toEqual([t.all, t.noAccount])
      await settle(() => fireEvent.click(screen.getByRole('button', { name: t.add })))
      expect(options(within(screen.getByRole('dialog', { name: t.newTitle })).getByLabelText(t.bankAccount))).toEqual([t.none])
    })
  })
})
