// The entries page and recurring series (docs/product-rules.md#recurring-entries) in both languages, over the
// real machines with the API modules mocked: an occurrence shows a repeat icon; its edit asks "this occurrence /
// this and the following / all" (this one: the entry's PATCH; the others: the series' PUT from the occurrence's
// date or from the series' first day, with the edited fields); its delete offers the same three (the entry's
// DELETE, or the series' DELETE with or without aPartirDe).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, within } from '@testing-library/react'
import type { OverdueSummary } from '@contract/entry'
import EntriesView from '@/views/finance/entries/entries-view'
import { bankAccounts } from '../fixtures/entry-accounts'
import { categories, monthEntries } from '../fixtures/entries'
import { recurrence } from '../fixtures/recurrences'
import { renderApp, settle } from './support'

vi.mock('@/api/entries', () => ({ listEntries: vi.fn(), listOverdue: vi.fn(), createEntry: vi.fn(), updateEntry: vi.fn(), deleteEntry: vi.fn(), payEntry: vi.fn() }))
vi.mock('@/api/registries', () => ({ categoriesApi: vi.fn(), bankCardsApi: vi.fn() }))
vi.mock('@/api/bank-accounts', () => ({ listBankAccounts: vi.fn() }))
vi.mock('@/api/recurrences', () => ({ listRecurrences: vi.fn(), updateRecurrence: vi.fn(), deleteRecurrence: vi.fn() }))
const api = vi.mocked(await import('@/api/entries'))
const registries = vi.mocked(await import('@/api/registries'))
const { listBankAccounts } = vi.mocked(await import('@/api/bank-accounts'))
const planning = vi.mocked(await import('@/api/recurrences'))

afterEach(() => {
  vi.resetAllMocks()
  localStorage.clear()
  sessionStorage.clear()
})

const clock = () => new Date('2026-11-20T17:30:00.000Z')
const noneOverdue: OverdueSummary = { aPagar: { quantidade: 0, total: 0 }, aReceber: { quantidade: 0, total: 0 }, lancamentos: [] }
/** The water bill is the November occurrence of a monthly series (30) that started in January. */
const entries = monthEntries.map((entry) => (entry.id === 3 ? { ...entry, recorrenciaId: 30, dataOcorrencia: '2026-11-03' } : entry))
const series = recurrence(30, { descricao: 'Conta de Água', valor: 80.1, categoriaId: 2, dataInicio: '2026-01-03', frequencia: 'Mensal', ajusteFimDeSemana: 'Adiar' })

const texts = {
  en: {
    recurring: 'Recurring',
    edit: 'Edit Conta de Água',
    remove: 'Delete Conta de Água',
    choiceTitle: 'Edit a recurring entry',
    choices: ['Cancel', 'This occurrence', 'This and the following', 'All'],
    deleteTitle: 'Delete entry?',
    deleteChoices: ['Cancel', 'This and the following', 'All', 'This occurrence'],
    editTitle: 'Edit entry',
    description: 'Description',
    amount: 'Amount (R$)',
    save: 'Save',
    followingNote: 'The description, amount, type, category, account and card apply to this occurrence and the following ones of the series.',
    allNote: 'The description, amount, type, category, account and card apply to every occurrence of the series.',
    succeeded: 'Operation completed successfully!',
  },
  'pt-BR': {
    recurring: 'Recorrente',
    edit: 'Editar Conta de Água',
    remove: 'Excluir Conta de Água',
    choiceTitle: 'Editar lançamento recorrente',
    choices: ['Cancelar', 'Só esta ocorrência', 'Esta e as seguintes', 'Todas'],
    deleteTitle: 'Excluir lançamento?',
    deleteChoices: ['Cancelar', 'Esta e as seguintes', 'Todas', 'Só esta ocorrência'],
    editTitle: 'Editar lançamento',
    description: 'Descrição',
    amount: 'Valor (R$)',
    save: 'Salvar',
    followingNote: 'A descrição, o valor, o tipo, a categoria, a conta e o cartão valem para esta ocorrência e as seguintes da série.',
    allNote: 'A descrição, o valor, o tipo, a categoria, a conta e o cartão valem para todas as ocorrências da série.',
    succeeded: 'Operação realizada com sucesso!',
  },
} as const

describe.each(['en', 'pt-BR'] as const)('entries page, recurring occurrences (%s)', (language) => {
  const t = texts[language]

  async function render() {
    listBankAccounts.mockResolvedValue(bankAccounts)
    api.listEntries.mockResolvedValue(entries)
    api.listOverdue.mockResolvedValue(noneOverdue)
    registries.categoriesApi.mockReturnValue({ list: vi.fn().mockResolvedValue(categories), create: vi.fn(), update: vi.fn(), remove: vi.fn() })
    registries.bankCardsApi.mockReturnValue({ list: vi.fn().mockResolvedValue([]), create: vi.fn(), update: vi.fn(), remove: vi.fn() })
    planning.listRecurrences.mockResolvedValue([series])
    await renderApp({ language, path: '/financas/lancamento-financeiro' }, <EntriesView clock={clock} />)
    await settle()
  }
  const choose = (name: string) => settle(() => fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name })))
  const openEdit = async (choice: string) => {
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.edit })))
    const dialog = screen.getByRole('alertdialog', { name: t.choiceTitle })
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(t.choices)
    await choose(choice)
    return screen.getByRole('dialog', { name: t.editTitle })
  }

  it('marks an occurrence with a repeat icon, and only an occurrence', async () => {
    await render()
    expect(screen.getAllByRole('img', { name: t.recurring })).toHaveLength(1)
    const row = screen.getByRole('img', { name: t.recurring }).closest('tr')!
    expect(within(row).getAllByRole('cell')[1]!.firstChild?.textContent).toBe('Conta de Água')
  })

  it('"this occurrence" edits the entry alone; cancelling the choice opens nothing', async () => {
    await render()
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.edit })))
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' })
    })
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()
    const dialog = await openEdit(t.choices[1])
    expect(within(dialog).queryByText(t.followingNote)).toBeNull()
    api.updateEntry.mockResolvedValue(entries[2]!)
    fireEvent.change(within(dialog).getByLabelText(t.description), { target: { value: 'Água' } })
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: t.save })))
    expect(api.updateEntry).toHaveBeenCalledWith(expect.objectContaining({ id: 3, descricao: 'Água' }))
    expect(planning.updateRecurrence).not.toHaveBeenCalled()
    expect(screen.getByRole('status')).toHaveTextContent(t.succeeded)
  })

  it('"this and the following" changes the series from the occurrence\'s date with the edited fields', async () => {
    await render()
    const dialog = await openEdit(t.choices[2])
    expect(within(dialog).getByText(t.followingNote)).toBeInTheDocument()
    planning.updateRecurrence.mockResolvedValue(series)
    fireEvent.change(within(dialog).getByLabelText(t.description), { target: { value: 'Água e esgoto' } })
    fireEvent.change(within(dialog).getByLabelText(t.amount), { target: { value: language === 'en' ? '95.50' : '95,50' } })
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: t.save })))
    expect(planning.updateRecurrence).toHaveBeenCalledWith({
      id: 30,
      descricao: 'Água e esgoto',
      valor: 95.5,
      tipoLancamento: 'Despesa',
      categoriaId: 2,
      contaBancariaId: null,
      cartaoId: null,
      frequencia: 'Mensal',
      dataInicio: '2026-01-03',
      dataFim: null,
      ajusteFimDeSemana: 'Adiar',
      ativa: true,
      aPartirDe: '2026-11-03',
    })
    expect(api.updateEntry).not.toHaveBeenCalled()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(api.listEntries).toHaveBeenCalledTimes(2)
  })

  it('"all" changes the series from its first day', async () => {
    await render()
    const dialog = await openEdit(t.choices[3])
    expect(within(dialog).getByText(t.allNote)).toBeInTheDocument()
    planning.updateRecurrence.mockResolvedValue(series)
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: t.save })))
    expect(planning.updateRecurrence).toHaveBeenCalledWith(expect.objectContaining({ id: 30, descricao: 'Conta de Água', valor: 80.1, aPartirDe: '2026-01-03' }))
  })

  it('deleting an occurrence offers this one, this and the following, or all', async () => {
    await render()
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.remove })))
    expect(within(screen.getByRole('alertdialog', { name: t.deleteTitle })).getAllByRole('button').map((button) => button.textContent)).toEqual(t.deleteChoices)
    api.deleteEntry.mockResolvedValue(undefined)
    await choose(t.deleteChoices[3])
    expect(api.deleteEntry).toHaveBeenCalledWith(3)
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.remove })))
    planning.deleteRecurrence.mockResolvedValue(undefined)
    await choose(t.deleteChoices[1])
    expect(planning.deleteRecurrence).toHaveBeenLastCalledWith(30, '2026-11-03')
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.remove })))
    await choose(t.deleteChoices[2])
    expect(planning.deleteRecurrence).toHaveBeenLastCalledWith(30, undefined)
    expect(api.deleteEntry).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('status')).toHaveTextContent(t.succeeded)
  })
})
