// Installment plans page in both
// languages, over the real machines with their API actors provided (the lists folded by the real loadPlanLists): the table with names from the
// registries, money and dates per locale, filters and 10-row paging, the add/edit modal with its defaults,
// shortcuts, live preview, validation and server field errors, delete with confirmation, the exact alerts.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { ApiError } from '@/api/errors'
import type { InstallmentPlan } from '@contract/installment'
import type { Language } from '@/lib/storage'
import InstallmentsView from '@/views/finance/plans/installments-view'
import type { InstallmentPlanInput } from '@/api/installments'
import type { MonthlyInstallment } from '@contract/installment'
import type { AccountHolder, BankCard, Category } from '@/api/registries'
import { installmentTableMachine } from '@machines/finance/plans/installment-table.machine'
import { loadPlanLists } from '@machines/finance/plans/installment-table.actors'
import { installmentFormMachine } from '@machines/finance/plans/installment-form.machine'
import { inlineCreateMachine } from '@machines/finance/registries/inline-create.machine'
import type { InlineCreateRequest } from '@machines/finance/registries/inline-create.actors'
import { fromPromise } from 'xstate'
import { apiActor } from '../support/api-actors'
import { renderApp, settle } from './support'
import { plan, refrigeratorPlan } from '../fixtures/installments'
import { bankCard } from '../fixtures/bank-cards'

/** The page's list calls (folded by the real loadPlanLists) and the actors of the table, its form and the inline create. */
const api = {
  listInstallmentPlans: vi.fn<() => Promise<InstallmentPlan[]>>(),
  savePlan: apiActor<InstallmentPlan, { planId: number | null; plan: InstallmentPlanInput }>(),
  loadInstallments: apiActor<MonthlyInstallment[], { planId: number }>(),
  deletePlan: apiActor<void, { id: number }>(),
}
const listHolders = vi.fn<() => Promise<AccountHolder[]>>()
const listCards = vi.fn<() => Promise<BankCard[]>>()
const createHolder = apiActor<Category | AccountHolder, InlineCreateRequest>()
const logic = () =>
  installmentTableMachine.provide({
    actors: {
      fetchAll: fromPromise(() => loadPlanLists({ plans: api.listInstallmentPlans, holders: listHolders, cards: listCards })),
      deletePlan: api.deletePlan.logic,
      installmentForm: installmentFormMachine.provide({
        actors: { savePlan: api.savePlan.logic, loadInstallments: api.loadInstallments.logic, inlineCreate: inlineCreateMachine.provide({ actors: { createItem: createHolder.logic } }) },
      }),
    },
  })

const holders = [
  { id: 1, nomePessoa: 'Maria Souza' },
  { id: 2, nomePessoa: 'João' },
]
const cards = [bankCard({ id: 5, nomeUsuario: 'Maria', nomeBanco: 'Nubank', diaFechamento: 3, diaVencimento: 10 })]
const geladeira = refrigeratorPlan(1, { cartaoId: 5, situacao: 'Concluido' })
const sofa = plan(2, { descricao: 'Sofá da sala', valorTotal: 1234.5, pessoaContaId: 9, situacao: 'Suspenso', dataPrimeiraParcela: '2027-01-31T03:00:00.000Z' })

let stored: InstallmentPlan[] = []
function serve(plans: InstallmentPlan[]) {
  stored = [...plans]
  api.listInstallmentPlans.mockImplementation(async () => [...stored])
  listHolders.mockResolvedValue(holders)
  listCards.mockResolvedValue(cards)
}

beforeEach(() => {
  for (const fake of [...Object.values(api), listHolders, listCards, createHolder]) fake.mockReset()
})

const texts = {
  en: {
    title: 'Installment plans',
    add: 'Add plan',
    headers: ['Description', 'Total value', 'Installment count', 'Start date', 'Status', 'Account holder', 'Card', 'Actions'],
    geladeira: ['Geladeira', 'R$\u00a0833.30', '10', 'Nov 5, 2026', 'Completed', 'João', 'Nubank · Maria'],
    sofa: ['Sofá da sala', 'R$\u00a01,234.50', '2', 'Jan 31, 2027', 'Suspended', '-', '-'],
    empty: 'No installment plans yet. Add the first one.',
    first: 'Add your first plan',
    noMatch: 'No plan matches the filters.',
    filters: { description: 'Description', person: 'Account holder', card: 'Card', status: 'Status', apply: 'Apply', clear: 'Clear', all: 'All', noCard: 'No card' },
    showing: (shown: number, total: number) => `Showing ${shown} of ${total}`,
    more: 'See more',
    less: 'See less',
    view: (name: string) => `View the installments of ${name}`,
    edit: (name: string) => `Edit ${name}`,
    remove: (name: string) => `Delete ${name}`,
    newTitle: 'New installment plan',
    editTitle: 'Edit installment plan',
    fields: { descricao: 'Description', valorTotal: 'Total value (R$)', numeroParcelas: 'Number of installments', data: 'First due date', interval: 'Interval', person: 'Account holder', card: 'Card', status: 'Status' },
    monthly: 'Monthly (same day each month)',
    active: 'Active',
    noCard: 'No card',
    holderShortcut: '+ New account holder',
    holderGroup: 'New account holder',
    holderName: "New account holder's name",
    createHolder: 'Create',
    cardShortcut: 'Register a card',
    previewEmpty: 'Fill in the value, the number of installments and the first due date to see the schedule.',
    preview: '10 × R$ 83.33, last due Aug 5, 2027',
    previewOnCard: '10 × R$ 83.33, last due Sep 10, 2027 On the bills from December 2026 to September 2027.',
    previewSplit: '1 × R$ 3.34 + 2 × R$ 3.33, last due Mar 31, 2027',
    create: 'Create plan',
    save: 'Save changes',
    cancel: 'Cancel',
    required: 'Fill in all required fields.',
    requiredField: 'Required field',
    failed: 'Error processing operation.',
    notFound: 'Account holder not found.',
    created: 'Installment plan created successfully!',
    updated: 'Installment plan updated successfully!',
    deleted: 'Installment plan deleted successfully!',
    confirmTitle: 'Delete installment plan?',
    confirmDelete: 'Delete',
    back: 'Back to Finances',
  },
  'pt-BR': {
    title: 'Parcelamentos',
    add: 'Adicionar parcelamento',
    headers: ['Descrição', 'Valor total', 'Nº de parcelas', 'Data de início', 'Situação', 'Pessoa/conta', 'Cartão', 'Ações'],
    geladeira: ['Geladeira', 'R$\u00a0833,30', '10', '5 de nov. de 2026', 'Concluído', 'João', 'Nubank · Maria'],
    sofa: ['Sofá da sala', 'R$\u00a01.234,50', '2', '31 de jan. de 2027', 'Suspenso', '-', '-'],
    empty: 'Nenhum parcelamento ainda. Adicione o primeiro.',
    first: 'Adicionar seu primeiro parcelamento',
    noMatch: 'Nenhum parcelamento corresponde aos filtros.',
    filters: { description: 'Descrição', person: 'Pessoa/conta', card: 'Cartão', status: 'Situação', apply: 'Aplicar', clear: 'Limpar', all: 'Todos', noCard: 'Sem cartão' },
    showing: (shown: number, total: number) => `Mostrando ${shown} de ${total}`,
    more: 'Ver mais',
    less: 'Ver menos',
    view: (name: string) => `Ver as parcelas de ${name}`,
    edit: (name: string) => `Editar ${name}`,
    remove: (name: string) => `Excluir ${name}`,
    newTitle: 'Novo parcelamento',
    editTitle: 'Editar parcelamento',
    fields: { descricao: 'Descrição', valorTotal: 'Valor total (R$)', numeroParcelas: 'Número de parcelas', data: 'Primeiro vencimento', interval: 'Intervalo', person: 'Pessoa/conta', card: 'Cartão', status: 'Situação' },
    monthly: 'Mensal (mesmo dia a cada mês)',
    active: 'Ativo',
    noCard: 'Sem cartão',
    holderShortcut: '+ Nova pessoa/conta',
    holderGroup: 'Nova pessoa/conta',
    holderName: 'Nome da nova pessoa/conta',
    createHolder: 'Criar',
    cardShortcut: 'Cadastrar um cartão',
    previewEmpty: 'Preencha o valor, o número de parcelas e o primeiro vencimento para ver o cronograma.',
    preview: '10 × R$ 83,33, último vencimento em 5 de ago. de 2027',
    previewOnCard: '10 × R$ 83,33, último vencimento em 10 de set. de 2027 Nas faturas de dezembro de 2026 a setembro de 2027.',
    previewSplit: '1 × R$ 3,34 + 2 × R$ 3,33, último vencimento em 31 de mar. de 2027',
    create: 'Criar parcelamento',
    save: 'Salvar alterações',
    cancel: 'Cancelar',
    required: 'Preencha todos os campos obrigatórios.',
    requiredField: 'Campo obrigatório',
    failed: 'Erro ao processar operação.',
    notFound: 'Pessoa/conta não encontrada.',
    created: 'Parcelamento criado com sucesso!',
    updated: 'Parcelamento atualizado com sucesso!',
    deleted: 'Parcelamento excluído com sucesso!',
    confirmTitle: 'Excluir parcelamento?',
    confirmDelete: 'Excluir',
    back: 'Voltar para Finanças',
  },
} satisfies Record<Language, unknown>

const listSection = () => screen.getByRole('table').closest('section')!
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1)
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').slice(0, 7).map((cell) => cell.textContent)
const descriptions = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent)

async function open(language: Language) {
  const app = await renderApp({ path: '/financas/parcelamento', language }, <InstallmentsView logic={logic()} />)
  await settle()
  return app
}

for (const language of ['en', 'pt-BR'] as const) {
  const text = texts[language]
  const change = (label: string, value: string, root: HTMLElement = document.body) => fireEvent.change(within(root).getByLabelText(label), { target: { value } })

  describe(`installments page (${language})`, () => {
    it('shows the plans with names from the registries, money and dates in the language', async () => {
      serve([geladeira, sofa])
      await open(language)
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text.title)
      expect(screen.getByRole('link', { name: text.back })).toHaveAttribute('href', '/financas')
      expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(text.headers)
      expect(cellsOf(bodyRows()[0]!)).toEqual(text.geladeira)
      expect(cellsOf(bodyRows()[1]!)).toEqual(text.sofa)
      expect(screen.getByRole('link', { name: text.view('Geladeira') })).toHaveAttribute('href', '/financas/parcelamento-mensais/1')
      expect(screen.queryByRole('button', { name: text.more })).toBeNull()
    })

    it('a failed list is an empty list; failed lookups make every name "-"', async () => {
      api.listInstallmentPlans.mockRejectedValueOnce(new ApiError({ status: 500, code: 'internal_error', message: 'x' }))
      listHolders.mockRejectedValue(new ApiError({ status: 500, code: 'internal_error', message: 'x' }))
      listCards.mockRejectedValue(new ApiError({ status: 503, code: 'database_unavailable', message: 'x' }))
      await open(language)
      expect(screen.getByText(text.empty)).toBeInTheDocument()
      expect(screen.queryByRole('alert')).toBeNull()
      // The empty list says what to do and has the page's add action: the same form opens.
      await settle(() => fireEvent.click(screen.getByRole('button', { name: text.first })))
      expect(screen.getByRole('dialog', { name: text.newTitle })).toBeInTheDocument()
      await settle(() => fireEvent.keyDown(document, { key: 'Escape' }))

      api.listInstallmentPlans.mockResolvedValueOnce([geladeira])
      await open(language)
      expect(cellsOf(bodyRows().at(-1)!).slice(5)).toEqual(['-', '-'])
    })

    it('filters by description (accents ignored), person, card and status on Apply; Clear shows all', async () => {
      serve([geladeira, sofa, plan(3, { descricao: 'Notebook', pessoaContaId: 2, situacao: 'Cancelado' })])
      await open(language)
      const filters = screen.getByRole('search')
      change(text.filters.description, 'SOFA', filters)
      expect(descriptions()).toHaveLength(3)
      await settle(() => fireEvent.click(within(filters).getByRole('button', { name: text.filters.apply })))
      expect(descriptions()).toEqual(['Sofá da sala'])
      await settle(() => fireEvent.click(within(filters).getByRole('button', { name: text.filters.clear })))
      expect(within(filters).getByLabelText(text.filters.description)).toHaveValue('')
      change(text.filters.person, '2', filters)
      await settle(() => fireEvent.click(within(filters).getByRole('button', { name: text.filters.apply })))
      expect(descriptions()).toEqual(['Geladeira', 'Notebook'])
      change(text.filters.status, 'Cancelado', filters)
      await settle(() => fireEvent.click(within(filters).getByRole('button', { name: text.filters.apply })))
      expect(descriptions()).toEqual(['Notebook'])
      await settle(() => fireEvent.click(within(filters).getByRole('button', { name: text.filters.clear })))
      expect(within(within(filters).getByLabelText(text.filters.card)).getAllByRole('option').map((o) => o.textContent)).toEqual([text.filters.all, text.filters.noCard, 'Nubank · Maria'])
      change(text.filters.card, 'none', filters)
      await settle(() => fireEvent.click(within(filters).getByRole('button', { name: text.filters.apply })))
      expect(descriptions()).toEqual(['Sofá da sala', 'Notebook'])
      change(text.filters.card, '5', filters)
      change(text.filters.description, 'zzz', filters)
      await settle(() => fireEvent.click(within(filters).getByRole('button', { name: text.filters.apply })))
      expect(screen.getByText(text.noMatch)).toBeInTheDocument()
    })

    it('10 rows at first, 10 more per see more, back to 10 on see less and when filters apply', async () => {
      serve(Array.from({ length: 25 }, (_, i) => plan(i + 1, { descricao: `Parcela ${i + 1}` })))
      await open(language)
      expect(bodyRows()).toHaveLength(10)
      expect(screen.getByText(text.showing(10, 25))).toBeInTheDocument()
      await settle(() => fireEvent.click(screen.getByRole('button', { name: text.more })))
      expect(bodyRows()).toHaveLength(20)
      await settle(() => fireEvent.click(screen.getByRole('button', { name: text.more })))
      expect(bodyRows()).toHaveLength(25)
      expect(screen.queryByRole('button', { name: text.more })).toBeNull()
      await settle(() => fireEvent.click(screen.getByRole('button', { name: text.less })))
      expect(bodyRows()).toHaveLength(10)
      await settle(() => fireEvent.click(screen.getByRole('button', { name: text.more })))
      change(text.filters.description, 'parcela 2', screen.getByRole('search'))
      await settle(() => fireEvent.click(screen.getByRole('button', { name: text.filters.apply })))
      // 'Parcela 2' and 'Parcela 20'–'Parcela 25': 7 rows, all shown.
      expect(bodyRows()).toHaveLength(7)
      expect(screen.queryByRole('button', { name: text.less })).toBeNull()
    })

    it('creates an account holder inside the form: what was typed stays, the new one is chosen; a taken name says so inline', async () => {
      serve([geladeira])
      await open(language)
      await settle(() => fireEvent.click(screen.getByRole('button', { name: text.add })))
      const dialog = screen.getByRole('dialog', { name: text.newTitle })
      change(text.fields.descricao, 'Geladeira nova', dialog)
      change(text.fields.numeroParcelas, '10', dialog)
      await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: text.holderShortcut })))
      const group = within(dialog).getByRole('group', { name: text.holderGroup })
      expect(within(group).getByLabelText(text.holderName)).toHaveFocus()
      // Enter in the small form creates; the plan's form is not submitted.
      createHolder.mockRejectedValueOnce(new ApiError({ status: 409, code: 'account_holder_exists', message: language === 'en' ? 'This person already exists.' : 'Esta pessoa já existe.' }))
      fireEvent.change(within(group).getByLabelText(text.holderName), { target: { value: 'João' } })
      await settle(() => fireEvent.keyDown(within(group).getByLabelText(text.holderName), { key: 'Enter' }))
      expect(api.savePlan).not.toHaveBeenCalled()
      expect(within(group).getByRole('alert')).toHaveTextContent(language === 'en' ? 'This person already exists.' : 'Esta pessoa já existe.')
      expect(within(group).getByLabelText(text.holderName)).toHaveValue('João')
      createHolder.mockResolvedValueOnce({ id: 7, nomePessoa: 'Carla Dias' })
      fireEvent.change(within(group).getByLabelText(text.holderName), { target: { value: ' Carla Dias ' } })
      await settle(() => fireEvent.click(within(group).getByRole('button', { name: text.createHolder })))
      expect(createHolder).toHaveBeenLastCalledWith({ kind: 'holder', nomePessoa: 'Carla Dias' })
      expect(within(dialog).queryByRole('group', { name: text.holderGroup })).toBeNull()
      expect(within(dialog).getByRole('button', { name: text.holderShortcut })).toHaveFocus()
      expect(within(dialog).getByLabelText(text.fields.person)).toHaveDisplayValue('Carla Dias')
      expect(within(dialog).getByLabelText(text.fields.descricao)).toHaveValue('Geladeira nova')
      expect(within(dialog).getByLabelText(text.fields.numeroParcelas)).toHaveValue('10')
      // Escape closes a small form alone; the dialog stays.
      await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: text.holderShortcut })))
      await settle(() => fireEvent.keyDown(within(dialog).getByLabelText(text.holderName), { key: 'Escape' }))
      expect(within(dialog).queryByRole('group', { name: text.holderGroup })).toBeNull()
      expect(within(dialog).getByRole('button', { name: text.holderShortcut })).toHaveFocus()
      expect(screen.getByRole('dialog', { name: text.newTitle })).toBeInTheDocument()
    })

    it("creates a plan: defaults, shortcuts, live preview, required fields, then 'Parcelamento criado com sucesso!'", async () => {
      serve([geladeira])
      await open(language)
      await settle(() => fireEvent.click(screen.getByRole('button', { name: text.add })))
      const dialog = screen.getByRole('dialog', { name: text.newTitle })
      expect(within(dialog).getByLabelText(text.fields.interval)).toHaveDisplayValue(text.monthly)
      expect(within(dialog).getByLabelText(text.fields.status)).toHaveDisplayValue(text.active)
      expect(within(dialog).getByLabelText(text.fields.card)).toHaveDisplayValue(text.noCard)
      expect(within(dialog).getByRole('button', { name: text.holderShortcut })).toBeEnabled()
      expect(within(dialog).getByRole('link', { name: text.cardShortcut })).toHaveAttribute('href', '/financas/cadastrar-cartao')
      expect(within(dialog).getByTestId('schedule-preview')).toHaveTextContent(text.previewEmpty)

      await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: text.create })))
      expect(within(dialog).getByRole('alert')).toHaveTextContent(text.required)
      expect(within(dialog).getByLabelText(text.fields.descricao)).toHaveAttribute('aria-invalid', 'true')
      // Description, total and count; the person/account is optional (None).
      expect(within(dialog).getAllByText(text.requiredField)).toHaveLength(3)
      expect(within(dialog).getByLabelText(text.fields.person)).not.toHaveAttribute('aria-invalid', 'true')
      expect(api.savePlan).not.toHaveBeenCalled()

      change(text.fields.descricao, 'Geladeira nova', dialog)
      change(text.fields.valorTotal, '833.30', dialog)
      // A Portuguese dot before 1–2 decimals may still group thousands while typing; leaving the field makes it the decimal comma.
      fireEvent.blur(within(dialog).getByLabelText(text.fields.valorTotal))
      change(text.fields.numeroParcelas, '10', dialog)
      change(text.fields.data, '2026-11-05', dialog)
      change(text.fields.person, '2', dialog)
      expect(within(dialog).getByLabelText(text.fields.valorTotal)).toHaveValue(language === 'en' ? '833.30' : '833,30')
      expect(within(dialog).getByTestId('schedule-preview')).toHaveTextContent(text.preview)
      // On the Nubank card (closes 3, due 10), bought on 5 November: one installment per statement from December's.
      change(text.fields.card, '5', dialog)
      expect(within(dialog).getByTestId('schedule-preview')).toHaveTextContent(text.previewOnCard)
      change(text.fields.card, '', dialog)
      expect(within(dialog).getByTestId('schedule-preview')).toHaveTextContent(text.preview)
      const created = plan(3, { descricao: 'Geladeira nova' })
      api.savePlan.mockImplementationOnce(async () => {
        stored.push(created)
        return created
      })
      await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: text.create })))
      expect(api.savePlan).toHaveBeenCalledExactlyOnceWith({
        planId: null,
        plan: {
          descricao: 'Geladeira nova',
          valorTotal: 833.3,
          numeroParcelas: 10,
          dataPrimeiraParcela: '2026-11-05T03:00:00.000Z',
          intervaloParcelas: 30,
          pessoaContaId: 2,
          cartaoId: null,
          categoriaId: null,
          situacao: 'Ativo',
        },
      })
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(screen.getByRole('status')).toHaveTextContent(text.created)
      expect(descriptions()).toEqual(['Geladeira', 'Geladeira nova'])
    })

    it('a refused save keeps the modal open with the field error and the generic error', async () => {
      serve([geladeira])
      await open(language)
      await settle(() => fireEvent.click(screen.getByRole('button', { name: text.add })))
      const dialog = screen.getByRole('dialog')
      change(text.fields.descricao, 'TV', dialog)
      change(text.fields.valorTotal, '10', dialog)
      change(text.fields.numeroParcelas, '3', dialog)
      change(text.fields.data, '2027-01-31', dialog)
      change(text.fields.person, '1', dialog)
      expect(within(dialog).getByTestId('schedule-preview')).toHaveTextContent(text.previewSplit)
      api.savePlan.mockRejectedValueOnce(new ApiError({ status: 400, code: 'validation_failed', message: 'x', fieldErrors: { pessoaContaId: 'unknown_account_holder' } }))
      await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: text.create })))
      expect(within(dialog).getByRole('alert')).toHaveTextContent(text.failed)
      expect(within(dialog).getByLabelText(text.fields.person)).toHaveAttribute('aria-invalid', 'true')
      expect(within(dialog).getByText(text.notFound)).toBeInTheDocument()
      await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: text.cancel })))
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(screen.queryByRole('status')).toBeNull()
    })

    it("edits a plan: the modal starts from it; saving says 'Parcelamento atualizado com sucesso!'", async () => {
      api.loadInstallments.mockResolvedValue([])
      serve([geladeira, sofa])
      await open(language)
      await settle(() => fireEvent.click(screen.getByRole('button', { name: text.edit('Sofá da sala') })))
      const dialog = screen.getByRole('dialog', { name: text.editTitle })
      expect(within(dialog).getByLabelText(text.fields.descricao)).toHaveValue('Sofá da sala')
      expect(within(dialog).getByLabelText(text.fields.valorTotal)).toHaveValue(language === 'en' ? '1234.50' : '1234,50')
      expect(within(dialog).getByLabelText(text.fields.data)).toHaveValue('2027-01-31')
      expect(within(dialog).getByLabelText(text.fields.status)).toHaveValue('Suspenso')
      change(text.fields.card, '5', dialog)
      change(text.fields.person, '1', dialog)
      api.savePlan.mockImplementationOnce(async ({ planId: id, plan: input }) => {
        stored = stored.map((row) => (row.id === id ? { ...row, ...input, dataPrimeiraParcela: row.dataPrimeiraParcela } : row))
        return stored.find((row) => row.id === id)!
      })
      await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: text.save })))
      expect(api.savePlan).toHaveBeenCalledWith({ planId: 2, plan: expect.objectContaining({ cartaoId: 5, pessoaContaId: 1, valorTotal: 1234.5, situacao: 'Suspenso' }) })
      expect(screen.getByRole('status')).toHaveTextContent(text.updated)
      expect(cellsOf(bodyRows()[1]!).slice(5)).toEqual(['Maria Souza', 'Nubank · Maria'])
    })

    it("deletes after a confirmation: 'Parcelamento excluído com sucesso!'; a failure says 'Erro ao processar operação.'", async () => {
      serve([geladeira, sofa])
      await open(language)
      await settle(() => fireEvent.click(screen.getByRole('button', { name: text.remove('Geladeira') })))
      let confirm = screen.getByRole('alertdialog', { name: text.confirmTitle })
      expect(confirm).toHaveTextContent('Geladeira')
      act(() => {
        fireEvent.keyDown(document, { key: 'Escape' })
      })
      expect(screen.queryByRole('alertdialog')).toBeNull()
      expect(api.deletePlan).not.toHaveBeenCalled()

      api.deletePlan.mockImplementationOnce(async ({ id }) => {
        stored = stored.filter((row) => row.id !== id)
      })
      await settle(() => fireEvent.click(screen.getByRole('button', { name: text.remove('Geladeira') })))
      confirm = screen.getByRole('alertdialog')
      await settle(() => fireEvent.click(within(confirm).getByRole('button', { name: text.confirmDelete })))
      expect(api.deletePlan).toHaveBeenCalledWith({ id: 1 })
      expect(screen.getByRole('status')).toHaveTextContent(text.deleted)
      expect(descriptions()).toEqual(['Sofá da sala'])

      api.deletePlan.mockRejectedValueOnce(new ApiError({ status: 500, code: 'internal_error', message: 'x' }))
      await settle(() => fireEvent.click(screen.getByRole('button', { name: text.remove('Sofá da sala') })))
      await settle(() => fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: text.confirmDelete })))
      expect(screen.getByRole('alert')).toHaveTextContent(text.failed)
      expect(descriptions()).toEqual(['Sofá da sala'])
      expect(listSection()).toHaveAttribute('aria-busy', 'false')
    })
  })
}
