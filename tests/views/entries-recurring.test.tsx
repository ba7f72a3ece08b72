// The entries page and recurring series (docs/product-rules.md#recurring-entries) in both languages, over the
// real machines with their actors provided (tests/support/entries-logic.ts): an occurrence shows a repeat icon; its edit asks "this occurrence /
// this and the following / all" (this one: the entry's save; the others: the series' save from the occurrence's
// date or from the series' first day, with the edited fields); its delete offers the same three (the entry's
// delete, or the series' delete with or without aPartirDe). What those actors send is tested in tests/machines/.
import { afterEach, describe, expect, it } from 'vitest'
import { act, fireEvent, screen, within } from '@testing-library/react'
import type { OverdueSummary } from '@contract/entry'
import EntriesView from '@/views/finance/entries/entries-view'
import { bankAccounts } from '../fixtures/entry-accounts'
import { categories, monthEntries } from '../fixtures/entries'
import { recurrence } from '../fixtures/recurrences'
import { entriesLogic } from '../support/entries-logic'
import { renderApp, settle } from './support'

afterEach(() => {
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

  let actors: ReturnType<typeof entriesLogic>['actors']

  async function render() {
    const page = entriesLogic()
    actors = page.actors
    actors.loadAccounts.mockResolvedValue(bankAccounts)
    actors.loadEntries.mockResolvedValue({ entries, categories, overdue: noneOverdue })
    actors.loadCategories.mockResolvedValue(categories)
    actors.loadCards.mockResolvedValue([])
    await renderApp({ language, path: '/financas/lancamento-financeiro' }, <EntriesView clock={clock} logic={page.logic} />)
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
    actors.saveEntry.mockResolvedValue(entries[2]!)
    fireEvent.change(within(dialog).getByLabelText(t.description), { target: { value: 'Água' } })
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: t.save })))
    expect(actors.saveEntry).toHaveBeenCalledWith({ id: 3, entry: expect.objectContaining({ descricao: 'Água' }) })
    expect(actors.saveSeries).not.toHaveBeenCalled()
    expect(screen.getByRole('status')).toHaveTextContent(t.succeeded)
  })

  it('"this and the following" changes the series from the occurrence\'s date with the edited fields', async () => {
    await render()
    const dialog = await openEdit(t.choices[2])
    expect(within(dialog).getByText(t.followingNote)).toBeInTheDocument()
    actors.saveSeries.mockResolvedValue(series)
    fireEvent.change(within(dialog).getByLabelText(t.description), { target: { value: 'Água e esgoto' } })
    fireEvent.change(within(dialog).getByLabelText(t.amount), { target: { value: language === 'en' ? '95.50' : '95,50' } })
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: t.save })))
    // The series' PUT keeps its schedule (frequencia, dataInicio, dataFim, ajusteFimDeSemana, ativa): saveSeries in tests/machines/entry-form.test.ts.
    expect(actors.saveSeries).toHaveBeenCalledWith({
      recorrenciaId: 30,
      aPartirDe: '2026-11-03',
      entry: expect.objectContaining({ descricao: 'Água e esgoto', valor: 95.5, tipoLancamento: 'Despesa', categoriaId: 2, contaBancariaId: null, cartaoId: null }),
    })
    expect(actors.saveEntry).not.toHaveBeenCalled()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(actors.loadEntries).toHaveBeenCalledTimes(2)
  })

  it('"all" changes the series from its first day', async () => {
    await render()
    const dialog = await openEdit(t.choices[3])
    expect(within(dialog).getByText(t.allNote)).toBeInTheDocument()
    actors.saveSeries.mockResolvedValue(series)
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: t.save })))
    // No date: the series from its first day (aPartirDe '2026-01-03', saveSeries in tests/machines/entry-form.test.ts).
    expect(actors.saveSeries).toHaveBeenCalledWith({ recorrenciaId: 30, aPartirDe: null, entry: expect.objectContaining({ descricao: 'Conta de Água', valor: 80.1 }) })
  })

  it('deleting an occurrence offers this one, this and the following, or all', async () => {
    await render()
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.remove })))
    expect(within(screen.getByRole('alertdialog', { name: t.deleteTitle })).getAllByRole('button').map((button) => button.textContent)).toEqual(t.deleteChoices)
    actors.deleteEntry.mockResolvedValue(undefined)
    await choose(t.deleteChoices[3])
    expect(actors.deleteEntry).toHaveBeenCalledWith({ id: 3 })
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.remove })))
    actors.deleteSeries.mockResolvedValue(undefined)
    await choose(t.deleteChoices[1])
    expect(actors.deleteSeries).toHaveBeenLastCalledWith({ id: 30, aPartirDe: '2026-11-03' })
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.remove })))
    await choose(t.deleteChoices[2])
    // Null: the series' DELETE without aPartirDe (deleteSeries in tests/machines/entry-table.test.ts).
    expect(actors.deleteSeries).toHaveBeenLastCalledWith({ id: 30, aPartirDe: null })
    expect(actors.deleteEntry).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('status')).toHaveTextContent(t.succeeded)
  })
})
