// Finance actors alone (the panel's planning sections, the cards page's payment accounts, the bank account pages):
// which API call each makes with its input (the views' tests provide the actors: tests/views/finance-planning.test.tsx,
// finance-registries.test.tsx, bank-accounts.test.tsx).
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { budgetPanelActors } from '@machines/finance/planning/budget-panel.actors'
import { categorySpendingActors } from '@machines/finance/planning/category-spending.actors'
import { projectionActors } from '@machines/finance/planning/projection.actors'
import { cardPaymentAccountsActors } from '@machines/finance/cards/card-payment-accounts.actors'
import { accountStatementActors } from '@machines/finance/accounts/account-statement.actors'
import { bankAccountFormActors } from '@machines/finance/accounts/bank-account-form.actors'
import { bankAccountListActors } from '@machines/finance/accounts/bank-account-list.actors'
import { transferFormActors } from '@machines/finance/accounts/transfer-form.actors'
import { account, novemberStatement } from '../fixtures/bank-accounts'
import { ApiError } from '@/api/errors'
import { budget, categoriesSample, projectionSample, spendingSample } from '../fixtures/planning'

// No machine here: the code under test is the actors' API calls.
vi.mock('@/api/planning', () => ({ listBudgets: vi.fn(), putBudget: vi.fn(), deleteBudget: vi.fn(), spendingByCategory: vi.fn(), getProjection: vi.fn() }))
vi.mock('@/api/registries', () => {
  const categories = { list: vi.fn() }
  return { categoriesApi: () => categories }
})
vi.mock('@/api/bank-accounts', () => ({
  listBankAccounts: vi.fn(),
  createBankAccount: vi.fn(),
  updateBankAccount: vi.fn(),
  deleteBankAccount: vi.fn(),
  fetchStatement: vi.fn(),
  createTransfer: vi.fn(),
  deleteTransfer: vi.fn(),
}))
const planning = vi.mocked(await import('@/api/planning'))
const bankAccounts = vi.mocked(await import('@/api/bank-accounts'))
const { listBankAccounts } = bankAccounts
const listCategories = vi.mocked((await import('@/api/registries')).categoriesApi().list)

beforeEach(() => vi.resetAllMocks())

describe('finance actors', () => {
  it("fetchBudgets answers the month's budgets with the user's categories; either failing fails it", async () => {
    const budgets = [budget(1, 'Mercado', 1000, 800)]
    planning.listBudgets.mockResolvedValueOnce(budgets)
    listCategories.mockResolvedValueOnce(categoriesSample)
    await expect(toPromise(createActor(budgetPanelActors.fetchBudgets, { input: { mes: '2026-11' } }).start())).resolves.toEqual({ budgets, categories: categoriesSample })
    expect(planning.listBudgets).toHaveBeenCalledWith('2026-11')
    planning.listBudgets.mockResolvedValueOnce(budgets)
    listCategories.mockRejectedValueOnce(new ApiError({ status: 503, code: 'unavailable', message: 'x' }))
    await expect(toPromise(createActor(budgetPanelActors.fetchBudgets, { input: { mes: '2026-11' } }).start())).rejects.toBeInstanceOf(ApiError)
  })

  it('saveBudget puts the limit as given; removeBudget deletes the month and category', async () => {
    const limit = { mes: '2026-11', categoriaId: 2, valorLimite: 1234.56, repetir: true }
    planning.putBudget.mockResolvedValueOnce(budget(2, 'Lazer', 1234.56, 0, { repetir: true }))
    planning.deleteBudget.mockResolvedValueOnce(undefined)
    await toPromise(createActor(budgetPanelActors.saveBudget, { input: limit }).start())
    expect(planning.putBudget).toHaveBeenCalledWith(limit)
    await toPromise(createActor(budgetPanelActors.removeBudget, { input: { mes: '2026-11', categoriaId: 2 } }).start())
    expect(planning.deleteBudget).toHaveBeenCalledWith('2026-11', 2)
  })

  it('fetchSpending asks for the period; fetchProjection for the projection', async () => {
    planning.spendingByCategory.mockResolvedValueOnce(spendingSample)
    planning.getProjection.mockResolvedValueOnce(projectionSample)
    await expect(toPromise(createActor(categorySpendingActors.fetchSpending, { input: { dataInicio: '2026-11-01', dataFim: '2026-11-30' } }).start())).resolves.toEqual(spendingSample)
    expect(planning.spendingByCategory).toHaveBeenCalledWith('2026-11-01', '2026-11-30')
    await expect(toPromise(createActor(projectionActors.fetchProjection).start())).resolves.toEqual(projectionSample)
  })

  it("loadAccounts lists the user's bank accounts", async () => {
    const accounts = [account(7, { nome: 'Nubank conta' })]
    listBankAccounts.mockResolvedValueOnce(accounts)
    await expect(toPromise(createActor(cardPaymentAccountsActors.loadAccounts).start())).resolves.toEqual(accounts)
    expect(listBankAccounts).toHaveBeenCalledTimes(1)
  })

  it('fetchAccounts asks the projection up to this month\'s last day: its last day\'s balance is the forecast; a failed one leaves it out', async () => {
    const accounts = [account(1), account(2, { arquivada: true })]
    listBankAccounts.mockResolvedValue(accounts)
    planning.getProjection.mockResolvedValueOnce({ hoje: '2026-11-20', saldoAtual: 1194.25, dias: [{ data: '2026-11-25', saldo: 900 }, { data: '2026-11-30', saldo: 700.4 }], menorSaldo: { data: '2026-11-30', saldo: 700.4 } })
    await expect(toPromise(createActor(bankAccountListActors.fetchAccounts).start())).resolves.toEqual({ accounts, forecast: 700.4 })
    expect(planning.getProjection).toHaveBeenCalledWith(expect.stringMatching(/^\d{4}-\d{2}-(28|29|30|31)$/))
    planning.getProjection.mockRejectedValueOnce(new Error('down'))
    await expect(toPromise(createActor(bankAccountListActors.fetchAccounts).start())).resolves.toEqual({ accounts, forecast: null })
  })

  it('setArchived patches every field of the account with the flag; deleteAccount deletes by id; saveAccount creates or updates', async () => {
    const carteira = account(2, { nome: 'Carteira', tipo: 'Carteira' })
    bankAccounts.updateBankAccount.mockResolvedValue({ ...carteira, arquivada: true })
    await toPromise(createActor(bankAccountListActors.setArchived, { input: { account: carteira, arquivada: true } }).start())
    expect(bankAccounts.updateBankAccount).toHaveBeenCalledWith(2, { nome: 'Carteira', tipo: 'Carteira', saldoInicialCents: 10000, dataSaldoInicial: '2026-11-01', arquivada: true })
    await toPromise(createActor(bankAccountListActors.deleteAccount, { input: { id: 1 } }).start())
    expect(bankAccounts.deleteBankAccount).toHaveBeenCalledWith(1)
    const fields = { nome: 'Itaú', tipo: 'Poupanca', saldoInicialCents: -123450, dataSaldoInicial: '2026-11-20', arquivada: false } as const
    bankAccounts.createBankAccount.mockResolvedValueOnce(account(9))
    await toPromise(createActor(bankAccountFormActors.saveAccount, { input: { accountId: null, account: fields } }).start())
    expect(bankAccounts.createBankAccount).toHaveBeenCalledWith(fields)
    await toPromise(createActor(bankAccountFormActors.saveAccount, { input: { accountId: 2, account: fields } }).start())
    expect(bankAccounts.updateBankAccount).toHaveBeenLastCalledWith(2, fields)
  })

  it('fetchStatement asks the accounts and the period; an id no account can have is a 404 that asks nothing; transfers are sent and deleted', async () => {
    const period = { dataInicio: '2026-11-01', dataFim: '2026-11-30' }
    listBankAccounts.mockResolvedValueOnce([account(1)])
    bankAccounts.fetchStatement.mockResolvedValueOnce(novemberStatement)
    await expect(toPromise(createActor(accountStatementActors.fetchStatement, { input: { accountId: 1, period } }).start())).resolves.toEqual({ accounts: [account(1)], statement: novemberStatement })
    expect(bankAccounts.fetchStatement).toHaveBeenCalledWith(1, period)
    await expect(toPromise(createActor(accountStatementActors.fetchStatement, { input: { accountId: null, period } }).start())).rejects.toMatchObject({ status: 404 })
    expect(bankAccounts.fetchStatement).toHaveBeenCalledTimes(1)
    await toPromise(createActor(accountStatementActors.deleteTransfer, { input: { id: 3 } }).start())
    expect(bankAccounts.deleteTransfer).toHaveBeenCalledWith(3)
    const transfer = { contaOrigemId: 1, contaDestinoId: 2, valorCents: 25050, data: '2026-11-20', descricao: '' }
    bankAccounts.createTransfer.mockResolvedValueOnce({ id: 4, contaOrigemId: 1, contaDestinoId: 2, valor: 250.5, data: '2026-11-20', descricao: '' })
    await toPromise(createActor(transferFormActors.saveTransfer, { input: transfer }).start())
    expect(bankAccounts.createTransfer).toHaveBeenCalledWith(transfer)
  })
})
