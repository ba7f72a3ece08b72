// Recurring entries page (docs/product-rules.md#recurring-entries) in both languages, over the real machines
// with their API actors provided: the series with amount, frequency, next
// occurrence (a date of the language), account or card and the paused badge; the empty state; a new series
// with a Brazilian amount; a category of the series' type made inside the form ("+ New category"); an edit
// from a day with a 400's field errors on their fields; ending a series at a day and deleting one.
import { beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { ApiError } from '@/api/errors'
import type { Category } from '@contract/category'
import type { Recurrence } from '@contract/recurrence'
import { inlineCreateMachine } from '@machines/finance/registries/inline-create.machine'
import type { InlineCreateRequest } from '@machines/finance/registries/inline-create.actors'
import { recurrenceFormMachine } from '@machines/finance/planning/recurrence-form.machine'
import type { RecurrenceSave } from '@machines/finance/planning/recurrence-form.actors'
import { recurrenceListMachine } from '@machines/finance/planning/recurrence-list.machine'
import type { LoadedRecurrences } from '@machines/finance/planning/recurrence-list.actors'
import RecurrencesView from '@/views/finance/planning/recurrences-view'
import type { AccountHolder } from '@contract/account-holder'
import { account } from '../fixtures/bank-accounts'
import { bankCard } from '../fixtures/bank-cards'
import { recurrence } from '../fixtures/recurrences'
import { apiActor } from '../support/api-actors'
import { renderApp, settle } from './support'
import { plain } from '../support/screen-text'

/** The actors of the page, its add/edit modal and the modal's inline category. */
const api = {
  fetchRecurrences: apiActor<LoadedRecurrences>(),
  deleteRecurrence: apiActor<void, { id: number; aPartirDe: string | null }>(),
  loadCategories: apiActor<Category[]>(),
  saveRecurrence: apiActor<Recurrence, RecurrenceSave>(),
  createItem: apiActor<Category | AccountHolder, InlineCreateRequest>(),
}
const logic = () =>
  recurrenceListMachine.provide({
    actors: {
      fetchRecurrences: api.fetchRecurrences.logic,
      deleteRecurrence: api.deleteRecurrence.logic,
      recurrenceForm: recurrenceFormMachine.provide({
        actors: { loadCategories: api.loadCategories.logic, saveRecurrence: api.saveRecurrence.logic, inlineCreate: inlineCreateMachine.provide({ actors: { createItem: api.createItem.logic } }) },
      }),
    },
  })

const TODAY = '2026-11-20'
const nubank = account(1, { nome: 'Nubank' })
const roxinho = bankCard({ id: 4, nomeUsuario: 'Ana', nomeBanco: 'Nubank', apelido: 'Roxinho', diaFechamento: 3, diaVencimento: 10 })
const rent = recurrence(1, { contaBancariaId: 1, categoriaId: 1 })
const gym = recurrence(2, { descricao: 'Academia', valor: 99.9, frequencia: 'Semanal', cartaoId: 4, ativa: false, proximaOcorrencia: null })
const categories = [
  { id: 1, nomeCategoria: 'Moradia', tipoCategoria: 'Despesa' as const },
  { id: 2, nomeCategoria: 'Salário', tipoCategoria: 'Receita' as const },
]

/** The series the page loads (each load reads them again), with the account and the card that name them. */
let listed: Recurrence[] = []
function serve(recurrences: Recurrence[]) {
  listed = recurrences
  api.fetchRecurrences.mockImplementation(async () => ({ recurrences: listed, accounts: [nubank], cards: [roxinho] }))
  api.loadCategories.mockResolvedValue(categories)
}

beforeEach(() => {
  for (const fake of Object.values(api)) fake.mockReset()
})

const texts = {
  en: {
    title: 'Recurring entries',
    add: 'Add recurring entry',
    headers: ['Description', 'Amount', 'Frequency', 'Next occurrence', 'Account or card', 'Actions'],
    rent: ['Aluguel', 'R$ 1,800.00', 'Monthly', 'Dec 5, 2026', 'Nubank'],
    gym: ['Academia Paused', 'R$ 99.90', 'Weekly', '—', 'Roxinho'],
    empty: 'No recurring entries yet. Add the rent, a salary or a subscription.',
    newTitle: 'New recurring entry',
    editTitle: 'Edit recurring entry',
    description: 'Description',
    amount: 'Amount (R$)',
    type: 'Type',
    category: 'Category',
    newCategory: '+ New category',
    newCategoryGroup: 'New category',
    newCategoryName: 'New category name',
    createCategory: 'Create',
    chooseType: 'Choose the type first',
    income: 'Income',
    weekly: 'Weekly',
    firstDay: 'First day',
    frequency: 'Frequency',
    applyFrom: 'Apply from',
    lastDay: 'Last day (optional)',
    create: 'Create recurring entry',
    saveChanges: 'Save changes',
    created: 'Recurring entry created successfully!',
    failed: 'Error processing operation.',
    tooLong: 'Text too long.',
    period: 'Invalid period: the start date is after the end date.',
    edit: 'Edit Aluguel',
    remove: 'Delete Aluguel',
    removeTitle: 'Remove recurring entry?',
    endFrom: 'End from',
    endButton: 'End from this day',
    deleteSeries: 'Delete the series',
    ended: 'Recurring entry ended.',
    deleted: 'Recurring entry deleted successfully!',
  },
  'pt-BR': {
    title: 'Recorrências',
    add: 'Adicionar recorrência',
    headers: ['Descrição', 'Valor', 'Frequência', 'Próxima ocorrência', 'Conta ou cartão', 'Ações'],
    rent: ['Aluguel', 'R$ 1.800,00', 'Mensal', '5 de dez. de 2026', 'Nubank'],
    gym: ['Academia Pausada', 'R$ 99,90', 'Semanal', '—', 'Roxinho'],
    empty: 'Nenhuma recorrência ainda. Adicione o aluguel, um salário ou uma assinatura.',
    newTitle: 'Nova recorrência',
    editTitle: 'Editar recorrência',
    description: 'Descrição',
    amount: 'Valor (R$)',
    type: 'Tipo',
    category: 'Categoria',
    newCategory: '+ Nova categoria',
    newCategoryGroup: 'Nova categoria',
    newCategoryName: 'Nome da nova categoria',
    createCategory: 'Criar',
    chooseType: 'Escolha o tipo primeiro',
    income: 'Receita',
    weekly: 'Semanal',
    firstDay: 'Primeiro dia',
    frequency: 'Frequência',
    applyFrom: 'Aplicar a partir de',
    lastDay: 'Último dia (opcional)',
    create: 'Criar recorrência',
    saveChanges: 'Salvar alterações',
    created: 'Recorrência criada com sucesso!',
    failed: 'Erro ao processar operação.',
    tooLong: 'Texto muito longo.',
    period: 'Período inválido: a data inicial é posterior à final.',
    edit: 'Editar Aluguel',
    remove: 'Excluir Aluguel',
    removeTitle: 'Remover recorrência?',
    endFrom: 'Encerrar a partir de',
    endButton: 'Encerrar a partir deste dia',
    deleteSeries: 'Excluir a série',
    ended: 'Recorrência encerrada.',
    deleted: 'Recorrência excluída com sucesso!',
  },
} as const

const rows = () => within(screen.getByRole('table')).getAllByRole('row')
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').slice(0, 5).map((cell) => plain(cell.textContent))

describe.each(['en', 'pt-BR'] as const)('recurring entries page (%s)', (language) => {
  const text = texts[language]

  it('lists the series: amount, frequency, next occurrence, account or card, paused badge', async () => {
    serve([rent, gym])
    await renderApp({ path: '/financas/recorrencias', language }, <RecurrencesView logic={logic()} today={TODAY} />)
    await settle()
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument()
    expect(within(rows()[0]!).getAllByRole('columnheader').map((header) => plain(header.textContent))).toEqual(text.headers)
    expect(cells(rows()[1]!)).toEqual(text.rent)
    expect(cells(rows()[2]!)).toEqual(text.gym)
    // Phones stack the rows as cards: each cell names its column.
    expect(within(rows()[1]!).getAllByRole('cell')[3]).toHaveAttribute('data-label', text.headers[3])
  })

  it('shows the empty state and creates a series with a Brazilian amount', async () => {
    serve([])
    api.saveRecurrence.mockResolvedValue(rent)
    await renderApp({ path: '/financas/recorrencias', language }, <RecurrencesView logic={logic()} today={TODAY} />)
    await settle()
    expect(screen.getByText(text.empty)).toBeInTheDocument()
    await settle(() => fireEvent.click(screen.getByRole('button', { name: text.add })))
    const dialog = screen.getByRole('dialog', { name: text.newTitle })
    expect(within(dialog).queryByLabelText(text.applyFrom)).toBeNull()
    fireEvent.change(within(dialog).getByLabelText(text.description), { target: { value: 'Aluguel' } })
    fireEvent.change(within(dialog).getByLabelText(text.amount), { target: { value: language === 'en' ? '1,800.50' : '1.800,50' } })
    fireEvent.change(within(dialog).getByLabelText(text.type), { target: { value: 'Despesa' } })
    fireEvent.change(within(dialog).getByLabelText(text.category), { target: { value: '1' } })
    listed = [rent]
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: text.create })))
    expect(api.saveRecurrence).toHaveBeenCalledWith({ id: null, body: expect.objectContaining({ descricao: 'Aluguel', valor: 1800.5, categoriaId: 1, frequencia: 'Mensal', dataInicio: TODAY, dataFim: null, ativa: true }) })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent(text.created)
    expect(cells(rows()[1]!)).toEqual(text.rent)
  })

  it('makes a category of the series type inside the form: what was typed stays, the new one is chosen and saved', async () => {
    serve([])
    api.saveRecurrence.mockResolvedValue(rent)
    await renderApp({ path: '/financas/recorrencias', language }, <RecurrencesView logic={logic()} today={TODAY} />)
    await settle()
    await settle(() => fireEvent.click(screen.getByRole('button', { name: text.add })))
    const dialog = screen.getByRole('dialog', { name: text.newTitle })
    const field = (label: string) => within(dialog).getByLabelText(label)
    // No type yet: the link waits for one (the new category takes it).
    expect(within(dialog).getByRole('button', { name: text.newCategory })).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: text.newCategory })).toHaveAttribute('title', text.chooseType)
    fireEvent.change(field(text.description), { target: { value: 'Freelas' } })
    fireEvent.change(field(text.amount), { target: { value: language === 'en' ? '1,500.00' : '1.500,00' } })
    fireEvent.change(field(text.type), { target: { value: 'Receita' } })
    fireEvent.change(field(text.frequency), { target: { value: 'Semanal' } })
    fireEvent.change(field(text.firstDay), { target: { value: '2026-12-01' } })
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: text.newCategory })))
    const group = within(dialog).getByRole('group', { name: text.newCategoryGroup })
    expect(within(group).getByLabelText(text.newCategoryName)).toHaveFocus()
    expect(within(dialog).queryByRole('button', { name: text.newCategory })).toBeNull()
    api.createItem.mockResolvedValueOnce({ id: 9, nomeCategoria: 'Projetos', tipoCategoria: 'Receita' })
    fireEvent.change(within(group).getByLabelText(text.newCategoryName), { target: { value: ' Projetos ' } })
    // Enter in the small form creates; the series is not submitted.
    await settle(() => fireEvent.keyDown(within(group).getByLabelText(text.newCategoryName), { key: 'Enter' }))
    expect(api.createItem).toHaveBeenCalledExactlyOnceWith({ kind: 'category', nomeCategoria: 'Projetos', tipoCategoria: 'Receita' })
    expect(api.saveRecurrence).not.toHaveBeenCalled()
    expect(within(dialog).queryByRole('group', { name: text.newCategoryGroup })).toBeNull()
    expect(within(dialog).getByRole('button', { name: text.newCategory })).toHaveFocus()
    expect(field(text.category)).toHaveValue('9')
    expect(field(text.category)).toHaveDisplayValue('Projetos')
    expect(field(text.description)).toHaveValue('Freelas')
    expect(field(text.amount)).toHaveValue(language === 'en' ? '1,500.00' : '1.500,00')
    expect(field(text.type)).toHaveDisplayValue(text.income)
    expect(field(text.frequency)).toHaveDisplayValue(text.weekly)
    expect(field(text.firstDay)).toHaveValue('2026-12-01')
    // Escape closes the small form alone; the dialog stays.
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: text.newCategory })))
    await settle(() => fireEvent.keyDown(within(dialog).getByLabelText(text.newCategoryName), { key: 'Escape' }))
    expect(within(dialog).queryByRole('group', { name: text.newCategoryGroup })).toBeNull()
    expect(screen.getByRole('dialog', { name: text.newTitle })).toBeInTheDocument()
    expect(field(text.category)).toHaveValue('9')
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: text.create })))
    expect(api.saveRecurrence).toHaveBeenCalledWith({ id: null, body: expect.objectContaining({ descricao: 'Freelas', valor: 1500, tipoLancamento: 'Receita', categoriaId: 9, frequencia: 'Semanal', dataInicio: '2026-12-01' }) })
  })

  it("edits from a day: a 400's field errors land on their fields", async () => {
    serve([rent])
    api.saveRecurrence.mockRejectedValue(new ApiError({ status: 400, code: 'validation_error', message: 'x', fieldErrors: { descricao: 'too_long', dataFim: 'invalid_period' } }))
    await renderApp({ path: '/financas/recorrencias', language }, <RecurrencesView logic={logic()} today={TODAY} />)
    await settle()
    await settle(() => fireEvent.click(screen.getByRole('button', { name: text.edit })))
    const dialog = screen.getByRole('dialog', { name: text.editTitle })
    expect(within(dialog).getByLabelText(text.applyFrom)).toHaveValue(TODAY)
    expect(within(dialog).getByLabelText(text.amount)).toHaveValue(language === 'en' ? '1800.00' : '1800,00')
    fireEvent.change(within(dialog).getByLabelText(text.applyFrom), { target: { value: '2027-01-01' } })
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: text.saveChanges })))
    expect(api.saveRecurrence).toHaveBeenCalledWith({ id: 1, body: expect.objectContaining({ id: 1, aPartirDe: '2027-01-01', contaBancariaId: 1 }) })
    expect(within(dialog).getByRole('alert')).toHaveTextContent(text.failed)
    expect(within(dialog).getByLabelText(text.description)).toHaveAccessibleDescription(text.tooLong)
    expect(within(dialog).getByLabelText(text.lastDay)).toHaveAccessibleDescription(text.period)
  })

  it('ends a series from a day, or deletes it', async () => {
    serve([rent])
    api.deleteRecurrence.mockResolvedValue(undefined)
    await renderApp({ path: '/financas/recorrencias', language }, <RecurrencesView logic={logic()} today={TODAY} />)
    await settle()
    await settle(() => fireEvent.click(screen.getByRole('button', { name: text.remove })))
    let dialog = screen.getByRole('alertdialog', { name: text.removeTitle })
    expect(within(dialog).getByLabelText(text.endFrom)).toHaveValue(TODAY)
    fireEvent.change(within(dialog).getByLabelText(text.endFrom), { target: { value: '2027-02-01' } })
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: text.endButton })))
    expect(api.deleteRecurrence).toHaveBeenCalledWith({ id: 1, aPartirDe: '2027-02-01' })
    expect(screen.getByRole('status')).toHaveTextContent(text.ended)
    await settle(() => fireEvent.click(screen.getByRole('button', { name: text.remove })))
    dialog = screen.getByRole('alertdialog', { name: text.removeTitle })
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: text.deleteSeries })))
    expect(api.deleteRecurrence).toHaveBeenLastCalledWith({ id: 1, aPartirDe: null })
    expect(screen.getByRole('status')).toHaveTextContent(text.deleted)
  })
})
