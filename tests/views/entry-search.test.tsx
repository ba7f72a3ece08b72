// The entries page's search over every month (docs/product-rules.md#entries) in both languages, over the real
// machines with their API actors provided: typing searches after a pause, each result shows its date, description,
// category, account or card and amount; the arrows and Enter open the result's month, where the table is filtered
// by its description and its row is marked and focused; Escape closes the list; too short and nothing found say so.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { OverdueSummary } from '@contract/entry'
import type { EntrySearchPage } from '@contract/entry-search'
import { formatSaoPauloDate } from '@/i18n/format'
import EntriesView from '@/views/finance/entries/entries-view'
import { fromPromise } from 'xstate'
import { entrySearchMachine } from '@machines/finance/entries/entry-search.machine'
import type { SearchInput, SearchPage } from '@machines/finance/entries/entry-search.actors'
import { entryTableMachine } from '@machines/finance/entries/entry-table.machine'
import type { LoadedEntries } from '@machines/finance/entries/entry-table.actors'
import { bankCard } from '../fixtures/bank-cards'
import { apiActor } from '../support/api-actors'
import { bankAccounts } from '../fixtures/entry-accounts'
import { categories, entry, monthEntries } from '../fixtures/entries'
import { renderApp, settle } from './support'
import { plain } from '../support/screen-text'

/** The search's actor and the table's load of a period. */
const api = {
  searchEntries: apiActor<SearchPage, SearchInput>(),
  loadEntries: apiActor<LoadedEntries, { from: string; to: string }>(),
}

beforeEach(() => {
  for (const fake of Object.values(api)) fake.mockReset()
})
afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

const clock = () => new Date('2026-11-20T17:30:00.000Z')
const noneOverdue: OverdueSummary = { aPagar: { quantidade: 0, total: 0 }, aReceber: { quantidade: 0, total: 0 }, lancamentos: [] }
const card = bankCard({ id: 4, nomeUsuario: 'Ana', nomeBanco: 'Nubank', apelido: 'Roxinho', final: '0123', diaFechamento: 3, diaVencimento: 10, limite: null, contaPagamentoId: null })
const march = entry(31, { descricao: 'Drogasil Av. Paulista', dataLancamento: '2026-03-14T15:00:00.000Z', valor: 42.9, categoriaId: 3, contaBancariaId: 8, situacao: 'Pago', valorPago: 42.9 })
const older = entry(12, { descricao: 'Drogasil delivery', dataLancamento: '2025-12-02T15:00:00.000Z', valor: 18, categoriaId: 2, cartaoId: 4, faturaMes: '2026-01' })
const found: EntrySearchPage = { pagina: 1, tamanhoPagina: 20, temMais: false, lancamentos: [march, older] }
const marchEntries = [march, entry(32, { descricao: 'Padaria', dataLancamento: '2026-03-15T15:00:00.000Z' })]

const texts = {
  en: {
    box: 'Search every month',
    tooShort: 'Type at least 2 letters.',
    searching: 'Searching…',
    count: '2 entries found, newest first. Use the arrows and Enter to open one.',
    list: 'Entries found',
    amounts: ['-R$ 42.90', '-R$ 18.00'],
    nothing: 'No entry found for “xablau”.',
    description: 'Description',
    month: 'March 2026',
  },
  'pt-BR': {
    box: 'Buscar em todos os meses',
    tooShort: 'Digite ao menos 2 letras.',
    searching: 'Buscando…',
    count: '2 lançamentos encontrados, do mais recente ao mais antigo. Use as setas e Enter para abrir um.',
    list: 'Lançamentos encontrados',
    amounts: ['-R$ 42,90', '-R$ 18,00'],
    nothing: 'Nenhum lançamento encontrado para “xablau”.',
    description: 'Descrição',
    month: 'março de 2026',
  },
} as const

/** Text with any kind of space as one plain space (Intl writes no-break spaces in amounts). */

describe.each(['en', 'pt-BR'] as const)('entries page, search over every month (%s)', (language) => {
  const t = texts[language]

  async function render() {
    api.loadEntries.mockImplementation(async ({ from }) => ({ entries: from.startsWith('2026-03') ? marchEntries : monthEntries, categories, overdue: noneOverdue }))
    const logic = entryTableMachine.provide({ actors: { loadAccounts: fromPromise(async () => bankAccounts), loadCards: fromPromise(async () => [card]), loadEntries: api.loadEntries.logic } })
    const searchLogic = entrySearchMachine.provide({ actors: { searchEntries: api.searchEntries.logic } })
    const app = await renderApp({ language, path: '/financas/lancamento-financeiro' }, <EntriesView logic={logic} searchLogic={searchLogic} clock={clock} />)
    await settle()
    return app
  }
  const box = () => screen.getByRole('combobox', { name: t.box })
  const status = () => document.getElementById('entry-search-status')!
  /** Types and lets the pause pass. */
  const type = async (value: string) => {
    fireEvent.change(box(), { target: { value } })
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)))
    await settle()
  }

  it('finds entries of other months with their date, description, category, account or card and amount', async () => {
    await render()
    api.searchEntries.mockResolvedValue(found)
    // At most 100 characters, the server's limit.
    expect(box()).toHaveAttribute('maxlength', '100')
    fireEvent.change(box(), { target: { value: 'D' } })
    expect(status()).toHaveTextContent(t.tooShort)
    expect(api.searchEntries).not.toHaveBeenCalled()
    fireEvent.change(box(), { target: { value: 'drogasil' } })
    expect(status()).toHaveTextContent(t.searching)
    await type('drogasil')
    expect(api.searchEntries).toHaveBeenCalledTimes(1)
    expect(api.searchEntries).toHaveBeenCalledWith({ q: 'drogasil', pagina: 1 })
    expect(status()).toHaveTextContent(t.count)
    const options = within(screen.getByRole('listbox', { name: t.list })).getAllByRole('option')
    expect(options).toHaveLength(2)
    expect(options[0]).toHaveTextContent('Drogasil Av. Paulista')
    expect(options[0]).toHaveTextContent(formatSaoPauloDate(march.dataLancamento, language))
    expect(options[0]).toHaveTextContent('Mercado')
    expect(options[0]).toHaveTextContent('Nubank')
    expect(plain(options[0]!.textContent)).toContain(t.amounts[0])
    expect(options[1]).toHaveTextContent('Drogasil delivery')
    expect(options[1]).toHaveTextContent('Moradia')
    expect(options[1]).toHaveTextContent('Roxinho •••• 0123')
    expect(plain(options[1]!.textContent)).toContain(t.amounts[1])
    // The newest is pointed at; the arrows move (wrapping); Escape closes and keeps the text.
    expect(box()).toHaveAttribute('aria-activedescendant', options[0]!.id)
    fireEvent.keyDown(box(), { key: 'ArrowDown' })
    expect(box()).toHaveAttribute('aria-activedescendant', options[1]!.id)
    expect(options[1]).toHaveAttribute('aria-selected', 'true')
    fireEvent.keyDown(box(), { key: 'ArrowDown' })
    expect(box()).toHaveAttribute('aria-activedescendant', options[0]!.id)
    fireEvent.keyDown(box(), { key: 'Escape' })
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(box()).toHaveValue('drogasil')
    expect(box()).toHaveAttribute('aria-expanded', 'false')
  })

  it('Enter opens the month of the entry, filtered by its description, with its row marked and focused', async () => {
    const app = await render()
    api.searchEntries.mockResolvedValue(found)
    await type('drogasil')
    fireEvent.keyDown(box(), { key: 'Enter' })
    await settle()
    expect(app.path()).toBe('/financas/lancamento-financeiro?mes=2026-03&lancamento=31&busca=Drogasil%20Av.%20Paulista')
    await waitFor(() => expect(api.loadEntries).toHaveBeenLastCalledWith({ from: '2026-03-01', to: '2026-03-31' }))
    await settle()
    expect(screen.getByText(t.month, { exact: false })).toBeInTheDocument()
    const row = document.getElementById('entry-row-31')!
    expect(row).toHaveAttribute('aria-current', 'true')
    expect(row).toHaveTextContent('Drogasil Av. Paulista')
    await waitFor(() => expect(document.activeElement).toBe(row))
    // The description filter holds it, so the row is among those shown; the other entry of March is not.
    expect(within(screen.getByRole('search')).getByLabelText(t.description)).toHaveValue('Drogasil Av. Paulista')
    expect(screen.queryByText('Padaria')).toBeNull()
    // The search box starts empty on the new page.
    expect(box()).toHaveValue('')
  })

  it('a click on a result opens its month too; nothing found says so', async () => {
    const app = await render()
    api.searchEntries.mockResolvedValue({ pagina: 1, tamanhoPagina: 20, temMais: false, lancamentos: [] })
    await type('xablau')
    expect(status()).toHaveTextContent(t.nothing)
    expect(screen.queryByRole('listbox')).toBeNull()
    api.searchEntries.mockResolvedValue(found)
    await type('drogasil')
    const options = within(screen.getByRole('listbox', { name: t.list })).getAllByRole('option')
    fireEvent.click(options[1]!)
    await settle()
    expect(app.path()).toBe('/financas/lancamento-financeiro?mes=2025-12&lancamento=12&busca=Drogasil%20delivery')
  })
})
