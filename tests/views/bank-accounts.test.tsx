// Bank account pages in both languages, over the real machines with their actors provided: the accounts
// with their type, balances (negative ones in the expense tone) and the total of those listed, the
// archived toggle, the add/edit modal (a negative opening balance, today's day, field errors of a 400,
// the 409 reason), archive and unarchive, delete with the API's reason on a 409; one account's statement
// with month navigation, balances, movements and running balance, the transfer modal (only accounts that
// are not archived, this one first), and the deletion of a transfer. The actors' own API calls:
// tests/machines/finance.actors.test.ts.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import type { LoadedStatement } from '@machines/finance/accounts/account-statement.actors'
import type { LoadedAccounts } from '@machines/finance/accounts/bank-account-list.actors'
import type { BankAccountInput, Period, Transfer, TransferInput } from '@/api/bank-accounts'
import { ApiError } from '@/api/errors'
import type { BankAccount, Statement } from '@contract/bank-account'
import type { Language } from '@/lib/storage'
import AccountStatementView from '@/views/finance/accounts/account-statement-view'
import BankAccountsView from '@/views/finance/accounts/bank-accounts-view'
import { renderApp, settle } from './support'
import { account, novemberStatement } from '../fixtures/bank-accounts'
import { plain } from '../support/screen-text'
import { apiActor } from '../support/api-actors'
import { accountStatementLogic, bankAccountListLogic } from '../support/bank-account-logic'

const nubank = account(1, { nome: 'Nubank', saldoAtual: 1234.5, saldoPrevisto: 1000 })
const carteira = account(2, { nome: 'Carteira', tipo: 'Carteira', saldoAtual: -50.25, saldoPrevisto: -80 })
const antiga = account(3, { nome: 'Conta antiga', tipo: 'Poupanca', arquivada: true, saldoAtual: 10, saldoPrevisto: 10 })

/** The pages' actors, answered as each test programs: the list's and its modal's, the statement's and its modal's. */
function fakeActors() {
  const actors = {
    fetchAccounts: apiActor<LoadedAccounts>(),
    setArchived: apiActor<BankAccount, { account: BankAccount; arquivada: boolean }>(),
    deleteAccount: apiActor<void, { id: number }>(),
    saveAccount: apiActor<BankAccount, { accountId: number | null; account: BankAccountInput }>(),
    fetchStatement: apiActor<LoadedStatement, { accountId: number | null; period: Period }>(),
    deleteTransfer: apiActor<void, { id: number }>(),
    saveTransfer: apiActor<Transfer, TransferInput>(),
  }
  return { ...actors, listLogic: bankAccountListLogic(actors), statementLogic: accountStatementLogic(actors) }
}
let api = fakeActors()

// The total forecast is the projection's balance on the month's last day (its last day with a movement): R$ 700,40.
let forecast: number | null = 700.4
let stored: BankAccount[] = []
function serve(accounts: BankAccount[]) {
  stored = [...accounts]
  api.fetchAccounts.mockImplementation(async () => ({ accounts: [...stored], forecast }))
}
/** The statement's month as the API gives it, with the accounts served. */
function serveStatement(statement: Statement) {
  api.fetchStatement.mockImplementation(async () => ({ accounts: [...stored], statement }))
}

beforeEach(() => {
  vi.useRealTimers()
  api = fakeActors()
  forecast = 700.4
})

const texts = {
  en: {
    title: 'Bank accounts',
    add: 'Add account',
    headers: ['Name', 'Type', 'Current balance', 'Projected balance', 'Actions'],
    nubank: ['Nubank', 'Checking', 'R$ 1,234.50', 'R$ 1,000.00'],
    carteira: ['Carteira', 'Wallet', '-R$ 50.25', '-R$ 80.00'],
    antiga: ['Conta antiga Archived', 'Savings', 'R$ 10.00', 'R$ 10.00'],
    totals: ['Total current balanceR$ 1,184.25', 'Projected total at the end of the monthR$ 700.40'],
    totalsArchived: ['Total current balanceR$ 1,194.25', 'Projected total at the end of the monthR$ 700.40'],
    showArchived: 'Show archived (1)',
    newTitle: 'New bank account',
    editTitle: 'Edit bank account',
    fields: { nome: 'Name', tipo: 'Type', saldo: 'Opening balance (R$)', dia: 'Opening day' },
    types: ['Checking', 'Savings', 'Wallet', 'Investment'],
    create: 'Create account',
    created: 'Bank account created successfully!',
    archived: 'Bank account archived.',
    required: 'Required field',
    tooLong: 'Text too long.',
    saveFailed: 'Error processing operation.',
    deleteTitle: 'Delete bank account?',
    empty: 'No bank accounts yet. Add the first one.',
    first: 'Add your first account',
    statementTitle: 'Statement of Nubank',
    month: 'November 2026',
    previousMonth: 'October 2026',
    previous: 'Previous month',
    next: 'Next month',
    opening: 'Opening balanceR$ 100.00',
    closing: 'Closing balanceR$ 320.50',
    rows: [
      ['Nov 5, 2026', 'Mercado', 'Entry', '-R$ 30.00', 'R$ 70.00'],
      ['Nov 12, 2026', 'Reserva', 'Transferfrom Carteira', 'R$ 250.50', 'R$ 320.50'],
    ],
    transfer: 'Transfer',
    transferTitle: 'New transfer',
    from: 'From account',
    to: 'To account',
    amount: 'Amount (R$)',
    day: 'Day',
    transferred: 'Transfer recorded successfully!',
    sameAccount: 'Choose a destination account other than the source account.',
    deleteTransfer: 'Delete the transfer Reserva',
    deleteTransferTitle: 'Delete transfer?',
    transferDeleted: 'Transfer deleted successfully!',
    noMovements: 'No movements in this month.',
    notFound: 'Bank account not found.',
  },
  'pt-BR': {
    title: 'Contas bancárias',
    add: 'Adicionar conta',
    headers: ['Nome', 'Tipo', 'Saldo atual', 'Saldo previsto', 'Ações'],
    nubank: ['Nubank', 'Conta corrente', 'R$ 1.234,50', 'R$ 1.000,00'],
    carteira: ['Carteira', 'Carteira', '-R$ 50,25', '-R$ 80,00'],
    antiga: ['Conta antiga Arquivada', 'Poupança', 'R$ 10,00', 'R$ 10,00'],
    totals: ['Saldo atual totalR$ 1.184,25', 'Saldo previsto total no fim do mêsR$ 700,40'],
    totalsArchived: ['Saldo atual totalR$ 1.194,25', 'Saldo previsto total no fim do mêsR$ 700,40'],
    showArchived: 'Mostrar arquivadas (1)',
    newTitle: 'Nova conta bancária',
    editTitle: 'Editar conta bancária',
    fields: { nome: 'Nome', tipo: 'Tipo', saldo: 'Saldo inicial (R$)', dia: 'Dia do saldo inicial' },
    types: ['Conta corrente', 'Poupança', 'Carteira', 'Investimento'],
    create: 'Criar conta',
    created: 'Conta bancária criada com sucesso!',
    archived: 'Conta bancária arquivada.',
    required: 'Campo obrigatório',
    tooLong: 'Texto muito longo.',
    saveFailed: 'Erro ao processar operação.',
    deleteTitle: 'Excluir conta bancária?',
    empty: 'Nenhuma conta bancária ainda. Adicione a primeira.',
    first: 'Adicionar sua primeira conta',
    statementTitle: 'Extrato de Nubank',
    month: 'novembro de 2026',
    previousMonth: 'outubro de 2026',
    previous: 'Mês anterior',
    next: 'Próximo mês',
    opening: 'Saldo anteriorR$ 100,00',
    closing: 'Saldo finalR$ 320,50',
    rows: [
      ['5 de nov. de 2026', 'Mercado', 'Lançamento', '-R$ 30,00', 'R$ 70,00'],
      ['12 de nov. de 2026', 'Reserva', 'Transferênciade Carteira', 'R$ 250,50', 'R$ 320,50'],
    ],
    transfer: 'Transferir',
    transferTitle: 'Nova transferência',
    from: 'Conta de origem',
    to: 'Conta de destino',
    amount: 'Valor (R$)',
    day: 'Dia',
    transferred: 'Transferência registrada com sucesso!',
    sameAccount: 'Escolha uma conta de destino diferente da conta de origem.',
    deleteTransfer: 'Excluir a transferência Reserva',
    deleteTransferTitle: 'Excluir transferência?',
    transferDeleted: 'Transferência excluída com sucesso!',
    noMovements: 'Nenhuma movimentação neste mês.',
    notFound: 'Conta bancária não encontrada.',
  },
} satisfies Record<Language, unknown>

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => plain(cell.textContent))
const list = () => screen.getByRole('region', { name: /Your accounts|Suas contas/ })
const bodyRows = () => within(list()).getAllByRole('row').slice(1)
const clock = () => new Date('2026-11-20T17:30:00.000Z')

describe.each(['en', 'pt-BR'] as const)('bank accounts page (%s)', (language) => {
  const text = texts[language]

  it('lists the accounts with type and balances, negative ones in the expense tone, the total of those listed; archived ones behind the toggle', async () => {
    serve([nubank, carteira, antiga])
    await renderApp({ path: '/financas/contas', language }, <BankAccountsView logic={api.listLogic} />)
    await settle()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text.title)
    expect(within(list()).getAllByRole('columnheader').map((th) => plain(th.textContent))).toEqual(text.headers)
    expect(bodyRows().map((row) => cellsOf(row).slice(0, 4))).toEqual([text.nubank, text.carteira])
    const negative = within(bodyRows()[1]!).getAllByRole('cell')[2]!.querySelector('span')!
    const positive = within(bodyRows()[0]!).getAllByRole('cell')[2]!.querySelector('span')!
    expect(negative.className).not.toBe(positive.className)
    const totals = () => within(list()).getByRole('list').querySelectorAll('li')
    expect([...totals()].map((li) => plain(li.textContent).replace(/ /g, ''))).toEqual(text.totals.map((line) => line.replace(/\s/g, '')))
    expect(within(bodyRows()[0]!).getByRole('link')).toHaveAttribute('href', '/financas/contas/1')
    // Asked once (up to the current month's last day: tests/machines/finance.actors.test.ts).
    expect(api.fetchAccounts).toHaveBeenCalledTimes(1)

    fireEvent.click(screen.getByRole('checkbox', { name: text.showArchived }))
    expect(bodyRows().map((row) => cellsOf(row).slice(0, 4))).toEqual([text.nubank, text.carteira, text.antiga])
    expect([...totals()].map((li) => plain(li.textContent).replace(/ /g, ''))).toEqual(text.totalsArchived.map((line) => line.replace(/\s/g, '')))
  })

  it("without the projection the total forecast is left out, the accounts and their own forecasts stay", async () => {
    forecast = null
    serve([nubank, carteira])
    await renderApp({ path: '/financas/contas', language }, <BankAccountsView logic={api.listLogic} />)
    await settle()
    expect(bodyRows()).toHaveLength(2)
    const totals = [...within(list()).getByRole('list').querySelectorAll('li')].map((li) => plain(li.textContent).replace(/ /g, ''))
    expect(totals).toEqual([text.totals[0]!.replace(/\s/g, '')])
  })

  it('creates an account with a negative opening balance and today as its opening day; marks empty fields; shows a 400 on its field', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: clock() })
    serve([])
    await renderApp({ path: '/financas/contas', language }, <BankAccountsView logic={api.listLogic} />)
    await settle()
    expect(list()).toHaveTextContent(text.empty)
    // The empty list's own button opens the form the page's add button opens.
    fireEvent.click(within(list()).getByRole('button', { name: text.first }))
    const dialog = screen.getByRole('dialog', { name: text.newTitle })
    expect(within(dialog).getByLabelText(text.fields.dia)).toHaveValue('2026-11-20')
    expect([...within(dialog).getByLabelText(text.fields.tipo).querySelectorAll('option')].map((option) => option.textContent)).toEqual(text.types)
    fireEvent.click(within(dialog).getByRole('button', { name: text.create }))
    expect(within(dialog).getByLabelText(text.fields.nome)).toHaveAttribute('aria-invalid', 'true')
    expect(dialog).toHaveTextContent(text.required)
    expect(api.saveAccount).not.toHaveBeenCalled()

    api.saveAccount.mockRejectedValueOnce(new ApiError({ status: 400, code: 'validation_failed', message: 'x', fieldErrors: { NOME: 'too_long' } }))
    fireEvent.change(within(dialog).getByLabelText(text.fields.nome), { target: { value: 'Itaú' } })
    const typed = language === 'en' ? '-1,234.5' : '-1.234,5'
    fireEvent.change(within(dialog).getByLabelText(text.fields.saldo), { target: { value: typed } })
    expect(within(dialog).getByLabelText(text.fields.saldo)).toHaveValue(typed)
    fireEvent.change(within(dialog).getByLabelText(text.fields.tipo), { target: { value: 'Poupanca' } })
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: text.create })))
    expect(api.saveAccount).toHaveBeenCalledWith({ accountId: null, account: { nome: 'Itaú', tipo: 'Poupanca', saldoInicialCents: -123450, dataSaldoInicial: '2026-11-20', arquivada: false } })
    expect(within(dialog).getByLabelText(text.fields.nome)).toHaveAttribute('aria-invalid', 'true')
    expect(dialog).toHaveTextContent(text.tooLong)
    expect(within(dialog).getByRole('alert')).toHaveTextContent(text.saveFailed)

    const created = account(9, { nome: 'Itaú', tipo: 'Poupanca', saldoInicial: -1234.5, saldoAtual: -1234.5, saldoPrevisto: -1234.5 })
    api.saveAccount.mockImplementationOnce(async () => {
      stored = [created]
      return created
    })
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: text.create })))
    await settle()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent(text.created)
    expect(cellsOf(bodyRows()[0]!)[0]).toBe('Itaú')
  })

  it('a 409 on save shows the API reason; edit keeps the archived flag', async () => {
    serve([nubank, carteira])
    await renderApp({ path: '/financas/contas', language }, <BankAccountsView logic={api.listLogic} />)
    await settle()
    fireEvent.click(screen.getByRole('button', { name: language === 'en' ? 'Edit Carteira' : 'Editar Carteira' }))
    const dialog = screen.getByRole('dialog', { name: text.editTitle })
    expect(within(dialog).getByLabelText(text.fields.nome)).toHaveValue('Carteira')
    expect(within(dialog).getByLabelText(text.fields.saldo)).toHaveValue(language === 'en' ? '100.00' : '100,00')
    api.saveAccount.mockRejectedValueOnce(new ApiError({ status: 409, code: 'bank_account_exists', message: 'Já existe uma conta com este nome.' }))
    fireEvent.change(within(dialog).getByLabelText(text.fields.nome), { target: { value: 'Nubank' } })
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: language === 'en' ? 'Save changes' : 'Salvar alterações' })))
    expect(api.saveAccount).toHaveBeenCalledWith({ accountId: 2, account: { nome: 'Nubank', tipo: 'Carteira', saldoInicialCents: 10000, dataSaldoInicial: '2026-11-01', arquivada: false } })
    expect(within(dialog).getByRole('alert')).toHaveTextContent(`${text.saveFailed} Já existe uma conta com este nome.`)
  })

  it('archives an account and deletes after a confirmation; a 409 on delete says to archive', async () => {
    serve([nubank, carteira])
    await renderApp({ path: '/financas/contas', language }, <BankAccountsView logic={api.listLogic} />)
    await settle()
    api.setArchived.mockImplementationOnce(async ({ account: archived, arquivada }) => {
      stored = stored.map((row) => (row.id === archived.id ? { ...row, arquivada } : row))
      return stored.find((row) => row.id === archived.id)!
    })
    await settle(() => fireEvent.click(screen.getByRole('button', { name: language === 'en' ? 'Archive Carteira' : 'Arquivar Carteira' })))
    await settle()
    expect(api.setArchived).toHaveBeenCalledWith({ account: carteira, arquivada: true })
    expect(screen.getByRole('status')).toHaveTextContent(text.archived)
    expect(bodyRows()).toHaveLength(1)

    api.deleteAccount.mockRejectedValueOnce(new ApiError({ status: 409, code: 'bank_account_in_use', message: 'Esta conta tem movimentações: arquive-a.' }))
    fireEvent.click(screen.getByRole('button', { name: language === 'en' ? 'Delete Nubank' : 'Excluir Nubank' }))
    const confirm = screen.getByRole('alertdialog', { name: text.deleteTitle })
    expect(confirm).toHaveTextContent('Nubank')
    await settle(() => fireEvent.click(within(confirm).getByRole('button', { name: language === 'en' ? 'Delete' : 'Excluir' })))
    expect(api.deleteAccount).toHaveBeenCalledWith({ id: 1 })
    expect(screen.getByRole('alert')).toHaveTextContent(`${text.saveFailed} Esta conta tem movimentações: arquive-a.`)
  })
})

describe.each(['en', 'pt-BR'] as const)('account statement page (%s)', (language) => {
  const text = texts[language]
  const render = async (id = '1') => {
    const app = await renderApp({ path: `/financas/contas/${id}`, language }, <AccountStatementView params={{ id }} clock={clock} logic={api.statementLogic} />)
    await settle()
    return app
  }
  const statementSection = () => screen.getByRole('region', { name: language === 'en' ? 'Statement' : 'Extrato' })

  it('shows the month: balances, movements with kind, signed amount and running balance; the arrows ask for other months', async () => {
    serve([nubank, carteira, antiga])
    serveStatement(novemberStatement)
    await render()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text.statementTitle)
    expect(api.fetchStatement).toHaveBeenCalledWith({ accountId: 1, period: { dataInicio: '2026-11-01', dataFim: '2026-11-30' } })
    expect(screen.getByRole('navigation', { name: language === 'en' ? 'Month' : 'Mês' })).toHaveTextContent(text.month)
    const balances = within(statementSection()).getAllByRole('list')[0]!.querySelectorAll('li')
    expect([...balances].map((li) => plain(li.textContent).replace(/\s/g, ''))).toEqual([text.opening, text.closing].map((line) => line.replace(/\s/g, '')))
    const rows = within(statementSection()).getAllByRole('row').slice(1)
    // The description cell also holds the kind, shown under the description in a narrower table
    // (bank-accounts.css.ts kindUnder): the description is the cell's first text.
    const statementCells = (row: HTMLElement) => cellsOf(row).map((cell, index) => (index === 1 ? plain(within(row).getAllByRole('cell')[1]!.firstChild?.textContent) : cell))
    expect(rows.map((row) => statementCells(row).slice(0, 5))).toEqual(text.rows)
    expect(within(rows[0]!).queryByRole('button')).toBeNull()
    expect(within(rows[1]!).getByRole('button', { name: text.deleteTransfer })).toBeEnabled()

    serveStatement({ saldoAnterior: 100, movimentos: [], saldoFinal: 100 })
    await settle(() => fireEvent.click(screen.getByRole('button', { name: text.previous })))
    expect(api.fetchStatement).toHaveBeenLastCalledWith({ accountId: 1, period: { dataInicio: '2026-10-01', dataFim: '2026-10-31' } })
    expect(screen.getByRole('navigation', { name: language === 'en' ? 'Month' : 'Mês' })).toHaveTextContent(text.previousMonth)
    expect(statementSection()).toHaveTextContent(text.noMovements)

    // A card statement paid from the account names its statement's month, not its code ('2026-12'), and has no delete.
    serveStatement({
      saldoAnterior: 100,
      movimentos: [{ data: '2026-10-08T00:00:00.000-03:00', tipo: 'fatura', id: 4, descricao: '2026-12', valor: -80.5, saldo: 19.5, contraparteId: 5 }],
      saldoFinal: 19.5,
    })
    await settle(() => fireEvent.click(screen.getByRole('button', { name: text.next })))
    await settle(() => fireEvent.click(screen.getByRole('button', { name: text.previous })))
    const [payment] = within(statementSection()).getAllByRole('row').slice(1)
    expect(statementCells(payment!).slice(1, 4)).toEqual(language === 'en' ? ['December 2026 bill', 'Card bill', '-R$ 80.50'] : ['Fatura de dezembro de 2026', 'Fatura do cartão', '-R$ 80,50'])
    expect(within(payment!).queryByRole('button')).toBeNull()
  })

  it('transfers from this account (only accounts not archived), marks the same account twice, and reloads', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: clock() })
    serve([nubank, carteira, antiga])
    serveStatement(novemberStatement)
    await render()
    fireEvent.click(screen.getByRole('button', { name: text.transfer }))
    const dialog = screen.getByRole('dialog', { name: text.transferTitle })
    const from = within(dialog).getByLabelText(text.from)
    expect(from).toHaveValue('1')
    expect(within(dialog).getByLabelText(text.to)).toHaveValue('2')
    expect([...from.querySelectorAll('option')].map((option) => option.textContent).slice(1)).toEqual(['Nubank', 'Carteira'])
    expect(within(dialog).getByLabelText(text.day)).toHaveValue('2026-11-20')
    fireEvent.change(within(dialog).getByLabelText(text.to), { target: { value: '1' } })
    fireEvent.change(within(dialog).getByLabelText(text.amount), { target: { value: language === 'en' ? '250.5' : '250,5' } })
    fireEvent.click(within(dialog).getByRole('button', { name: text.transfer }))
    expect(dialog).toHaveTextContent(text.sameAccount)
    expect(api.saveTransfer).not.toHaveBeenCalled()

    fireEvent.change(within(dialog).getByLabelText(text.to), { target: { value: '2' } })
    api.saveTransfer.mockResolvedValueOnce({ id: 4, contaOrigemId: 1, contaDestinoId: 2, valor: 250.5, data: '2026-11-20', descricao: '' })
    const calls = api.fetchStatement.mock.calls.length
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: text.transfer })))
    await settle()
    expect(api.saveTransfer).toHaveBeenCalledWith({ contaOrigemId: 1, contaDestinoId: 2, valorCents: 25050, data: '2026-11-20', descricao: '' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent(text.transferred)
    expect(api.fetchStatement.mock.calls.length).toBe(calls + 1)
  })

  it('deletes a transfer after a confirmation and reloads', async () => {
    serve([nubank, carteira])
    serveStatement(novemberStatement)
    api.deleteTransfer.mockResolvedValueOnce(undefined)
    await render()
    fireEvent.click(screen.getByRole('button', { name: text.deleteTransfer }))
    const confirm = screen.getByRole('alertdialog', { name: text.deleteTransferTitle })
    await settle(() => fireEvent.click(within(confirm).getByRole('button', { name: language === 'en' ? 'Delete' : 'Excluir' })))
    await settle()
    expect(api.deleteTransfer).toHaveBeenCalledWith({ id: 3 })
    expect(screen.getByRole('status')).toHaveTextContent(text.transferDeleted)
  })

  it('an address no account has says so', async () => {
    serve([nubank])
    // No account has this id: the actor fails with a 404 and asks nothing (tests/machines/finance.actors.test.ts).
    api.fetchStatement.mockRejectedValueOnce(new ApiError({ status: 404, code: 'not_found', message: 'Not found' }))
    await render('abc')
    expect(api.fetchStatement).toHaveBeenCalledWith(expect.objectContaining({ accountId: null }))
    expect(within(statementSection()).getByRole('alert')).toHaveTextContent(text.notFound)
  })
})
