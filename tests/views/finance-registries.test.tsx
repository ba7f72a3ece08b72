// The finance panel and the three registry pages (docs/product-rules.md#registries-categories-bank-cards-account-holders)
// in both languages, over the real machines with their actors provided (an in-memory registry API):
// exact texts, create, inline edit with the keyboard, one row in edit, search, delete, focus.
import { describe, expect, it } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { accountHolderListMachine, bankCardListMachine, categoryListMachine } from '@machines/finance/registries/registries'
import { editableListActors, registryRequests } from '@machines/finance/registries/registries.actors'
import { ApiError } from '@/api/errors'
import type { RegistryApi } from '@/api/registries'
import type { AccountHolder } from '@contract/account-holder'
import type { BankAccount } from '@contract/bank-account'
import type { BankCard } from '@contract/bank-card'
import type { Category } from '@contract/category'
import type { Language } from '@/lib/storage'
import AccountHoldersView from '@/views/finance/registries/account-holders-view'
import BankCardsView from '@/views/finance/cards/bank-cards-view'
import CategoriesView from '@/views/finance/registries/categories-view'
import { fromPromise } from 'xstate'
import { bankCard } from '../fixtures/bank-cards'
import { cardPaymentAccountsMachine } from '@machines/finance/cards/card-payment-accounts.machine'
import { FinancePanelWith, financePanelActors } from '../support/finance-panel'
import { account } from '../fixtures/bank-accounts'
import { renderApp, settle } from './support'

/** The cards page's payment-account select: the user's accounts (an archived one is not offered). */
const paymentAccounts = cardPaymentAccountsMachine.provide({
  actors: { loadAccounts: fromPromise<BankAccount[]>(async () => [account(7, { nome: 'Nubank conta' }), account(8, { nome: 'Antiga', arquivada: true })]) },
})

/** An in-memory registry: ids from 1, search by accent- and case-insensitive substring of `key`, 404 when nothing matches. */
function memoryApi<R extends { id: number }>(rows: R[], key?: keyof R, refuse?: (input: unknown) => ApiError | null): RegistryApi<R, object> & { rows: R[]; calls: string[] } {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  const api = {
    rows: [...rows],
    calls: [] as string[],
    list: async () => {
      api.calls.push('list')
      return [...api.rows]
    },
    create: async (input: object) => {
      api.calls.push('create')
      const error = refuse?.(input)
      if (error) throw error
      const row = { id: Math.max(0, ...api.rows.map((r) => r.id)) + 1, ...input } as unknown as R
      api.rows.push(row)
      return row
    },
    update: async (id: number, input: object) => {
      api.calls.push(`update ${id}`)
      const index = api.rows.findIndex((r) => r.id === id)
      api.rows[index] = { ...api.rows[index]!, ...input }
      return api.rows[index]!
    },
    remove: async (id: number) => {
      api.calls.push(`remove ${id}`)
      api.rows = api.rows.filter((r) => r.id !== id)
    },
    ...(key
      ? {
          search: async (query: string) => {
            api.calls.push(`search ${query}`)
            const found = api.rows.filter((r) => fold(String(r[key])).includes(fold(query)))
            if (found.length === 0) throw new ApiError({ status: 404, code: 'not_found', message: 'Not found' })
            return found
          },
        }
      : {}),
  }
  return api
}

const categories: Category[] = [
  { id: 1, nomeCategoria: 'Mercado', tipoCategoria: 'Despesa' },
  { id: 2, nomeCategoria: 'Salário', tipoCategoria: 'Receita' },
]

async function categoriesPage(language: Language, rows = categories, refuse?: (input: unknown) => ApiError | null) {
  const api = memoryApi(rows, undefined, refuse)
  const logic = categoryListMachine.provide({ actors: editableListActors(api, registryRequests.category) })
  await renderApp({ path: '/financas/cadastrar-categoria', language }, <CategoriesView logic={logic} />)
  await settle()
  return api
}

const texts = {
  en: { title: 'Manage categories', name: 'Category name', add: 'Register category', required: 'Fill in all required fields.', typeRequired: 'Category Type is required.', income: 'Income', created: 'Category registered successfully!', question: 'Do you really want to delete this category?', back: 'Back to Finances' },
  'pt-BR': { title: 'Gerenciar categorias', name: 'Nome da categoria', add: 'Cadastrar categoria', required: 'Preencha todos os campos obrigatórios.', typeRequired: 'O tipo da categoria é obrigatório.', income: 'Receita', created: 'Categoria cadastrada com sucesso!', question: 'Deseja realmente excluir esta categoria?', back: 'Voltar para Finanças' },
} as const

describe.each(['en', 'pt-BR'] as const)('categories page (%s)', (language) => {
  const t = texts[language]

  it('shows the list with translated types and a back link to /financas', async () => {
    await categoriesPage(language)
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: new RegExp(t.back) })).toHaveAttribute('href', '/financas')
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Mercado'), expect.stringContaining('Salário')])
    expect(rows[1]).toHaveTextContent(t.income)
  })

  it('blocks an empty create with the exact validation texts, then registers and reloads', async () => {
    const api = await categoriesPage(language)
    fireEvent.click(screen.getByRole('button', { name: t.add }))
    expect(screen.getByRole('alert')).toHaveTextContent(t.required)
    expect(screen.getByText(t.typeRequired)).toBeInTheDocument()
    expect(screen.getByLabelText(t.name)).toHaveAttribute('aria-invalid', 'true')
    expect(api.calls).toEqual(['list'])
    fireEvent.change(screen.getByLabelText(t.name), { target: { value: '  Lazer ' } })
    expect(screen.getByLabelText(t.name)).not.toHaveAttribute('aria-invalid')
    fireEvent.click(screen.getByLabelText(language === 'en' ? 'Expense' : 'Despesa'))
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.add })))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(t.created))
    expect(api.calls).toEqual(['list', 'create', 'list'])
    expect(api.rows.at(-1)).toMatchObject({ nomeCategoria: 'Lazer', tipoCategoria: 'Despesa' })
    expect(screen.getByLabelText(t.name)).toHaveValue('')
    expect(within(screen.getByRole('table')).getByText('Lazer')).toBeInTheDocument()
  })

  it('asks before deleting, deletes, and focuses the list', async () => {
    const api = await categoriesPage(language)
    fireEvent.click(screen.getByRole('button', { name: language === 'en' ? 'Delete Mercado' : 'Excluir Mercado' }))
    const dialog = screen.getByRole('alertdialog')
    expect(dialog).toHaveTextContent(t.question)
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: language === 'en' ? 'Delete' : 'Excluir' })))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(api.rows.map((r) => r.id)).toEqual([2])
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: language === 'en' ? 'Your categories' : 'Suas categorias' })).toHaveFocus())
  })
})

describe('categories page: keyboard and the one-row rule', () => {
  it('Enter saves an inline edit and focus returns to the row’s Edit button; Escape cancels', async () => {
    const api = await categoriesPage('en')
    fireEvent.click(screen.getByRole('button', { name: 'Edit Mercado' }))
    const row = screen.getByRole('row', { name: 'Editing Mercado' })
    const name = within(row).getByLabelText('Category name')
    expect(name).toHaveFocus()
    fireEvent.change(name, { target: { value: 'Supermercado' } })
    await settle(() => fireEvent.keyDown(name, { key: 'Enter' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Supermercado' })).toHaveFocus())
    expect(api.calls).toContain('update 1')
    fireEvent.click(screen.getByRole('button', { name: 'Edit Salário' }))
    fireEvent.change(within(screen.getByRole('row', { name: 'Editing Salário' })).getByLabelText('Category name'), { target: { value: 'Changed' } })
    await settle(() => fireEvent.keyDown(within(screen.getByRole('row', { name: 'Editing Salário' })).getByLabelText('Category name'), { key: 'Escape' }))
    expect(screen.queryByRole('row', { name: /^Editing/ })).toBeNull()
    expect(screen.getByRole('button', { name: 'Edit Salário' })).toHaveFocus()
    expect(api.rows.find((r) => r.id === 2)?.nomeCategoria).toBe('Salário')
  })

  it('editing another row cancels the first', async () => {
    await categoriesPage('en')
    fireEvent.click(screen.getByRole('button', { name: 'Edit Mercado' }))
    fireEvent.change(within(screen.getByRole('row', { name: 'Editing Mercado' })).getByLabelText('Category name'), { target: { value: 'Lost' } })
    fireEvent.click(screen.getByRole('button', { name: 'Edit Salário' }))
    expect(screen.getAllByRole('row', { name: /^Editing/ })).toHaveLength(1)
    expect(screen.getByRole('row', { name: 'Editing Salário' })).toBeInTheDocument()
    expect(within(screen.getByRole('table')).getByText('Mercado')).toBeInTheDocument()
  })

  it('orders income first and expense first, then by name', async () => {
    await categoriesPage('en', [...categories, { id: 3, nomeCategoria: 'Aluguel', tipoCategoria: 'Despesa' }])
    const names = () => within(screen.getByRole('table')).getAllByRole('row').slice(1).map((row) => row.querySelector('td')?.textContent)
    expect(names()).toEqual(['Aluguel', 'Mercado', 'Salário'])
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'incomeFirst' } })
    expect(names()).toEqual(['Salário', 'Aluguel', 'Mercado'])
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'expenseFirst' } })
    expect(names()).toEqual(['Aluguel', 'Mercado', 'Salário'])
  })

  it('a duplicate shows the registry error and the API reason, keeping the form', async () => {
    await categoriesPage('pt-BR', categories, () => new ApiError({ status: 409, code: 'category_exists', message: 'Já existe uma categoria com este nome e tipo.' }))
    fireEvent.change(screen.getByLabelText('Nome da categoria'), { target: { value: 'Mercado' } })
    fireEvent.click(screen.getByLabelText('Despesa'))
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Cadastrar categoria' })))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Erro ao cadastrar categoria. Já existe uma categoria com este nome e tipo.'))
    expect(screen.getByLabelText('Nome da categoria')).toHaveValue('Mercado')
  })

  it('an empty list says so', async () => {
    await categoriesPage('pt-BR', [])
    expect(screen.getByText('Nenhuma categoria ainda. Cadastre a primeira acima.')).toBeInTheDocument()
  })
})

describe.each(['en', 'pt-BR'] as const)('bank cards and account holders (%s)', (language) => {
  it('bank cards: the exact error texts, search by holder (accents ignored), an empty search reloads all', async () => {
    const api = memoryApi<BankCard>([bankCard({ id: 1, nomeUsuario: 'João Silva', nomeBanco: 'Itaú' }), bankCard({ id: 2, nomeUsuario: 'Ana', nomeBanco: 'Nubank' })], 'nomeUsuario')
    await renderApp({ path: '/financas/cadastrar-cartao', language }, <BankCardsView logic={bankCardListMachine.provide({ actors: editableListActors(api, registryRequests.bankCard) })} accountsLogic={paymentAccounts} />)
    await settle()
    const search = screen.getByRole('searchbox')
    fireEvent.change(search, { target: { value: 'joao' } })
    await settle(() => fireEvent.click(screen.getByRole('button', { name: language === 'en' ? 'Search' : 'Buscar' })))
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2))
    fireEvent.change(search, { target: { value: 'zzz' } })
    await settle(() => fireEvent.click(screen.getByRole('button', { name: language === 'en' ? 'Search' : 'Buscar' })))
    await waitFor(() => expect(screen.getByText(language === 'en' ? 'No card of a holder with that name.' : 'Nenhum cartão de titular com esse nome.')).toBeInTheDocument())
    expect(screen.queryByRole('alert')).toBeNull()
    await settle(() => fireEvent.change(search, { target: { value: '' } }))
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3))
    expect(api.calls).toEqual(['list', 'search joao', 'search zzz', 'list'])
    fireEvent.click(screen.getByRole('button', { name: language === 'en' ? 'Register card' : 'Cadastrar cartão' }))
    expect(screen.getByRole('alert')).toHaveTextContent(language === 'en' ? 'Fill in all required fields.' : 'Preencha todos os campos obrigatórios.')
  })

  it('bank cards: a failed load shows the exact fetch error', async () => {
    const api = memoryApi<BankCard>([], 'nomeUsuario')
    api.list = async () => {
      throw new ApiError({ status: 500, code: 'internal_error', message: 'boom' })
    }
    await renderApp({ path: '/financas/cadastrar-cartao', language }, <BankCardsView logic={bankCardListMachine.provide({ actors: editableListActors(api, registryRequests.bankCard) })} accountsLogic={paymentAccounts} />)
    await settle()
    expect(screen.getByRole('alert')).toHaveTextContent(language === 'en' ? 'Error fetching cards.' : 'Erro ao buscar cartões.')
  })

  it('bank cards: the nickname, last 4 digits, statement days and limit; validated here, server field errors on the fields', async () => {
    const en = language === 'en'
    const black = bankCard({
      id: 1,
      nomeUsuario: 'João Silva',
      nomeBanco: 'Itaú',
      apelido: 'Black',
      final: '0123',
      diaFechamento: 28,
      diaVencimento: 5,
      limite: 1234.5,
      limiteUsado: 1500,
      limiteDisponivel: -265.5,
      faturaAberta: '2026-12',
      faturaAbertaVencimento: '2026-12-05',
      faturaAbertaTotal: 310.4,
      contaPagamentoId: 7,
      // November closed unpaid and is overdue: it is the bill to pay next, not the open December.
      proximaFatura: { mes: '2026-11', dataFechamento: '2026-10-28', dataVencimento: '2026-11-05', total: 900, restante: 400, situacao: 'Vencida' },
    })
    const api = memoryApi<BankCard>([black, bankCard({ id: 2, nomeUsuario: 'Ana', nomeBanco: 'Nubank' })], 'nomeUsuario', (input) =>
      (input as { final?: string | null }).final === '9999'
        ? new ApiError({ status: 400, code: 'invalid_card_final', message: 'x', fieldErrors: { final: 'invalid_card_final' } })
        : null,
    )
    await renderApp({ path: '/financas/cadastrar-cartao', language }, <BankCardsView logic={bankCardListMachine.provide({ actors: editableListActors(api, registryRequests.bankCard) })} accountsLogic={paymentAccounts} />)
    await settle()
    const table = screen.getByRole('table')
    // The holder's cell (the statement link's name holds the holder too).
    const rowOf = (name: string) => within(table).getByRole('cell', { name }).closest('tr')!
    const blackRow = rowOf('João Silva')
    expect(blackRow).toHaveTextContent('Black •••• 0123')
    expect(blackRow).toHaveTextContent(en ? 'Closes on day 28, due on day 5' : 'Fecha dia 28, vence dia 5')
    // Its next bill to pay: the overdue November, with what is left of it, its status, and the way to it.
    const nextBill = en ? 'Next bill: November 2026, due Nov 5, 2026, R$ 400.00 left to pay' : 'Próxima fatura: novembro de 2026, vence em 5 de nov. de 2026, R$ 400,00 a pagar'
    expect(blackRow).toHaveTextContent(`${nextBill} ${en ? 'Overdue' : 'Vencida'}`)
    const nextBillLink = within(blackRow).getAllByRole('link').find((link) => (link.textContent ?? '').replace(/\u00a0/g, ' ') === nextBill)
    expect(nextBillLink).toHaveAttribute('href', '/financas/cartoes/1/faturas?mes=2026-11')
    expect(rowOf('Ana')).not.toHaveTextContent(en ? 'Next bill' : 'Próxima fatura')
    // The account that pays its statements.
    expect(blackRow).toHaveTextContent('Nubank conta')
    // The limit: what is in use of it, a meter (full: over the limit), what is available.
    expect(blackRow).toHaveTextContent(en ? 'R$ 1,500.00 of R$ 1,234.50' : 'R$ 1.500,00 de R$ 1.234,50')
    expect(blackRow).toHaveTextContent(en ? 'Available: -R$ 265.50' : 'Disponível: -R$ 265,50')
    const meter = within(blackRow).getByRole('meter', { name: en ? 'Limit used' : 'Limite usado' })
    expect(meter).toHaveAttribute('aria-valuenow', '1234.5')
    expect(meter).toHaveAttribute('aria-valuemax', '1234.5')
    expect(within(rowOf('Ana')).queryByRole('meter')).toBeNull()
    expect(within(table).getByRole('button', { name: `${en ? 'Edit' : 'Editar'} João Silva · Itaú · Black · •••• 0123` })).toBeInTheDocument()
    expect(rowOf('Ana')).not.toHaveTextContent('••••')
    // A card with both statement days links to its statements; one without them does not.
    const statements = within(blackRow).getByRole('link', { name: `${en ? 'View the bills of' : 'Ver as faturas de'} João Silva · Itaú · Black · •••• 0123` })
    expect(statements).toHaveAttribute('href', '/financas/cartoes/1/faturas')
    expect(statements).toHaveTextContent(en ? 'Bills' : 'Faturas')
    expect(within(rowOf('Ana')).queryByRole('link')).toBeNull()

    // The payment account: optional, the accounts not archived.
    const payment = screen.getByLabelText(en ? 'Payment account' : 'Conta de pagamento')
    expect([...payment.querySelectorAll('option')].map((option) => option.textContent)).toEqual([en ? 'None' : 'Nenhuma', 'Nubank conta'])

    const label = (enText: string, ptText: string) => screen.getByLabelText(en ? enText : ptText)
    const add = screen.getByRole('button', { name: en ? 'Register card' : 'Cadastrar cartão' })
    fireEvent.change(label('Account holder', 'Titular'), { target: { value: 'Maria' } })
    fireEvent.change(label('Bank name', 'Nome do banco'), { target: { value: 'Inter' } })
    fireEvent.change(label('Closing day', 'Dia de fechamento'), { target: { value: '3' } })
    fireEvent.change(label('Last 4 digits', 'Final'), { target: { value: '12' } })
    fireEvent.click(add)
    expect(screen.getByRole('alert')).toHaveTextContent(en ? 'Check the highlighted fields.' : 'Verifique os campos destacados.')
    const due = label('Due day', 'Dia de vencimento')
    expect(due).toHaveAttribute('aria-invalid', 'true')
    expect(due).toHaveAccessibleDescription(en ? 'Fill in both the closing day and the due day, or neither.' : 'Preencha o dia de fechamento e o dia de vencimento, ou nenhum dos dois.')
    expect(label('Last 4 digits', 'Final')).toHaveAccessibleDescription(en ? "Use the card number's last 4 digits." : 'Use os 4 últimos dígitos do número do cartão.')
    expect(api.calls).toEqual(['list'])

    // Valid here, refused by the server: its field error lands on the field.
    fireEvent.change(due, { target: { value: '10' } })
    fireEvent.change(label('Last 4 digits', 'Final'), { target: { value: '9999' } })
    fireEvent.change(label('Limit', 'Limite'), { target: { value: en ? '2,500.00' : '2.500,00' } })
    await settle(() => fireEvent.click(add))
    await waitFor(() => expect(label('Last 4 digits', 'Final')).toHaveAccessibleDescription(en ? "Use the card number's last 4 digits." : 'Use os 4 últimos dígitos do número do cartão.'))
    expect(screen.getByRole('alert')).toHaveTextContent(en ? 'Error registering card.' : 'Erro ao cadastrar cartão.')

    fireEvent.change(label('Last 4 digits', 'Final'), { target: { value: '4321' } })
    fireEvent.change(label('Nickname', 'Apelido'), { target: { value: ' Laranjinha ' } })
    fireEvent.change(payment, { target: { value: '7' } })
    await settle(() => fireEvent.click(add))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(en ? 'Card registered successfully!' : 'Cartão cadastrado com sucesso!'))
    expect(api.rows.at(-1)).toEqual({ id: 3, nomeUsuario: 'Maria', nomeBanco: 'Inter', apelido: 'Laranjinha', final: '4321', diaFechamento: 3, diaVencimento: 10, limite: 2500, contaPagamentoId: 7 })

    // An inline edit shows every field; emptying one clears it.
    fireEvent.click(within(screen.getByRole('table')).getByRole('button', { name: `${en ? 'Edit' : 'Editar'} João Silva · Itaú · Black · •••• 0123` }))
    const editing = screen.getByRole('row', { name: `${en ? 'Editing' : 'Editando'} João Silva · Itaú · Black · •••• 0123` })
    expect(within(editing).getByLabelText(en ? 'Limit' : 'Limite')).toHaveValue(en ? '1234.50' : '1234,50')
    expect(within(editing).getByLabelText(en ? 'Closing day' : 'Dia de fechamento')).toHaveValue('28')
    expect(within(editing).getByLabelText(en ? 'Payment account' : 'Conta de pagamento')).toHaveValue('7')
    fireEvent.change(within(editing).getByLabelText(en ? 'Payment account' : 'Conta de pagamento'), { target: { value: '' } })
    fireEvent.change(within(editing).getByLabelText(en ? 'Nickname' : 'Apelido'), { target: { value: '' } })
    fireEvent.change(within(editing).getByLabelText(en ? 'Due day' : 'Dia de vencimento'), { target: { value: '' } })
    fireEvent.click(within(editing).getByRole('button', { name: en ? 'Save' : 'Salvar' }))
    expect(within(editing).getByLabelText(en ? 'Due day' : 'Dia de vencimento')).toHaveAttribute('aria-invalid', 'true')
    fireEvent.change(within(editing).getByLabelText(en ? 'Closing day' : 'Dia de fechamento'), { target: { value: '' } })
    await settle(() => fireEvent.click(within(editing).getByRole('button', { name: en ? 'Save' : 'Salvar' })))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(en ? 'Card edited successfully!' : 'Cartão editado com sucesso!'))
    expect(api.rows[0]).toEqual({ ...black, apelido: null, diaFechamento: null, diaVencimento: null, contaPagamentoId: null })
    expect(rowOf('João Silva')).toHaveTextContent('•••• 0123')
    expect(rowOf('João Silva')).not.toHaveTextContent('Black')
  })

  it('account holders: "Fill in the person\'s name.", then created with the SPEC texts', async () => {
    const api = memoryApi<AccountHolder>([], 'nomePessoa')
    await renderApp({ path: '/financas/pessoa-conta', language }, <AccountHoldersView logic={accountHolderListMachine.provide({ actors: editableListActors(api, registryRequests.accountHolder) })} />)
    await settle()
    const add = screen.getByRole('button', { name: language === 'en' ? 'Register account holder' : 'Cadastrar pessoa/conta' })
    fireEvent.click(add)
    expect(screen.getByRole('alert')).toHaveTextContent(language === 'en' ? "Fill in the person's name." : 'Preencha o nome da pessoa.')
    fireEvent.change(screen.getByLabelText(language === 'en' ? 'Person name' : 'Nome da pessoa'), { target: { value: 'Maria' } })
    await settle(() => fireEvent.click(add))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(language === 'en' ? 'Account holder registered successfully!' : 'Conta cadastrada com sucesso!'))
    expect(api.rows).toEqual([{ id: 1, nomePessoa: 'Maria' }])
  })
})

describe.each(['en', 'pt-BR'] as const)('finance panel (%s)', (language) => {
  it('has the five buttons of the original panel and the bank accounts one, each with its explanation', async () => {
    // The sections above the buttons have their own tests (finance-panel.test.tsx, finance-planning.test.tsx).
    await renderApp({ path: '/financas', language }, <FinancePanelWith actors={financePanelActors()} clock={() => new Date('2026-11-20T17:30:00.000Z')} />)
    await act(async () => {})
    const names =
      language === 'en'
        ? ['Financial entries', 'Manage cards', 'Register account holders', 'Manage categories', 'Installment plans', 'Bank accounts', 'Recurring bills and income', 'Import a bank statement']
        : ['Lançamentos financeiros', 'Gerenciar cartões', 'Cadastrar pessoas/contas', 'Gerenciar categorias', 'Parcelamentos', 'Contas bancárias', 'Recorrências', 'Importar extrato bancário']
    const hrefs = ['/financas/lancamento-financeiro', '/financas/cadastrar-cartao', '/financas/pessoa-conta', '/financas/cadastrar-categoria', '/financas/parcelamento', '/financas/contas', '/financas/recorrencias', '/financas/importar']
    names.forEach((name, index) => {
      const link = screen.getByRole('link', { name })
      expect(link).toHaveAttribute('href', hrefs[index])
      expect(link.closest('li')!.querySelector('p')!.textContent!.length).toBeGreaterThan(20)
    })
  })
})
