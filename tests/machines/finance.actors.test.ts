// Finance actors alone (the panel's planning sections, the cards page's payment accounts): which API call each makes
// with its input (the views' tests provide the actors: tests/views/finance-planning.test.tsx, finance-registries.test.tsx).
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { budgetPanelActors } from '@machines/finance/planning/budget-panel.actors'
import { categorySpendingActors } from '@machines/finance/planning/category-spending.actors'
import { projectionActors } from '@machines/finance/planning/projection.actors'
import { cardPaymentAccountsActors } from '@machines/finance/cards/card-payment-accounts.actors'
import { account } from '../fixtures/bank-accounts'
import { ApiError } from '@/api/errors'
import { budget, categoriesSample, projectionSample, spendingSample } from '../fixtures/planning'

// No machine here: the code under test is the actors' API calls.
vi.mock('@/api/planning', () => ({ listBudgets: vi.fn(), putBudget: vi.fn(), deleteBudget: vi.fn(), spendingByCategory: vi.fn(), getProjection: vi.fn() }))
vi.mock('@/api/registries', () => {
  const categories = { list: vi.fn() }
  return { categoriesApi: () => categories }
})
vi.mock('@/api/bank-accounts', () => ({ listBankAccounts: vi.fn() }))
const planning = vi.mocked(await import('@/api/planning'))
const { listBankAccounts } = vi.mocked(await import('@/api/bank-accounts'))
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
})
