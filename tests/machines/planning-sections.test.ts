import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { budgetInput, budgetPanelMachine, budgetPanelMessages, unbudgetedCategories, validateBudget } from '@machines/finance/planning/budget-panel.machine'
import type { BudgetsLoaded } from '@machines/finance/planning/budget-panel.actors'
import { categorySpendingMachine, expensesByCategory } from '@machines/finance/planning/category-spending.machine'
import { projectionMachine } from '@machines/finance/planning/projection.machine'
import { ApiError } from '@/api/errors'
import type { Budget, BudgetPutInput, CategoryTotal, Projection } from '@contract/planning'
import { budget, categoriesSample, projectionSample, spendingSample } from '../fixtures/planning'
import { heldActor } from '../model/held-actors'

// The finance panel's planning sections (docs/product-rules.md#budgets-and-projection): budgetPanel (load, edit in
// place, save with the server's field errors, remove), categorySpending and projection (load, failure, retry).

const unavailable = () => new ApiError({ status: 503, code: 'unavailable', message: 'x' })

describe('budget rules', () => {
  it('a new budget may choose the expense categories without a limit in the month', () => {
    expect(unbudgetedCategories(categoriesSample, [budget(1, 'Mercado', 1000, 850)]).map((c) => c.id)).toEqual([2, 4])
    expect(unbudgetedCategories(categoriesSample, [])).toHaveLength(3)
  })
  it("the form's values validate with the shared contract, the amount written '1.234,56'", () => {
    expect(validateBudget({ categoriaId: '', valorLimite: '', repetir: '' })).toEqual({ categoriaId: 'required', valorLimite: 'required' })
    expect(validateBudget({ categoriaId: '2', valorLimite: '0', repetir: '' })).toEqual({ valorLimite: expect.any(String) })
    expect(validateBudget({ categoriaId: '2', valorLimite: '1.234,56', repetir: 'true' })).toEqual({})
    expect(budgetInput('2026-11', { categoriaId: '2', valorLimite: '1.234,56', repetir: 'true' })).toEqual({ mes: '2026-11', categoriaId: 2, valorLimite: 1234.56, repetir: true })
  })
  it('spending: the expenses only, largest first, the uncategorised among them by amount', () => {
    expect(expensesByCategory(spendingSample).map((row) => row.nomeCategoria)).toEqual(['Mercado', 'Lazer', null])
    expect(expensesByCategory([])).toEqual([])
  })
})

describe('budgetPanel machine', () => {
  function start() {
    const fetchBudgets = heldActor<BudgetsLoaded, { mes: string }>()
    const saveBudget = heldActor<Budget, BudgetPutInput>()
    const removeBudget = heldActor<void, { mes: string; categoriaId: number }>()
    const actor = createActor(budgetPanelMachine.provide({ actors: { fetchBudgets: fetchBudgets.logic, saveBudget: saveBudget.logic, removeBudget: removeBudget.logic } }), {
      input: { month: '2026-11' },
    }).start()
    return { actor, fetchBudgets, saveBudget, removeBudget }
  }
  const loaded: BudgetsLoaded = { budgets: [budget(1, 'Mercado', 1000, 850)], categories: categoriesSample }

  it('loads the viewed month; a failure says so and retries', async () => {
    const { actor, fetchBudgets } = start()
    expect(fetchBudgets.runs[0]!.input).toEqual({ mes: '2026-11' })
    fetchBudgets.runs[0]!.reject(unavailable())
    await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'budgets.retry' })
    expect(actor.getSnapshot().value).toBe('loading')
    fetchBudgets.runs[1]!.resolve(loaded)
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.budgets).toEqual(loaded.budgets)
  })

  it('a new budget is saved for the month and joins the list by name', async () => {
    const { actor, fetchBudgets, saveBudget } = start()
    fetchBudgets.runs[0]!.resolve(loaded)
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'budget.add' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.form.errors).toEqual({ categoriaId: 'required', valorLimite: 'required' })
    expect(actor.getSnapshot().context.error).toBe(budgetPanelMessages.fillRequired)
    actor.send({ type: 'field.change', field: 'categoriaId', value: '2' })
    actor.send({ type: 'field.change', field: 'valorLimite', value: '1.500,5' })
    actor.send({ type: 'field.change', field: 'repetir', value: 'true' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('saving')
    expect(saveBudget.runs[0]!.input).toEqual({ mes: '2026-11', categoriaId: 2, valorLimite: 1500.5, repetir: true })
    saveBudget.runs[0]!.resolve(budget(2, 'Lazer', 1500.5, 0, { repetir: true }))
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.budgets.map((row) => row.nomeCategoria)).toEqual(['Lazer', 'Mercado'])
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it("a server 400 puts its field errors on the fields and the form stays open with what was typed", async () => {
    const { actor, fetchBudgets, saveBudget } = start()
    fetchBudgets.runs[0]!.resolve(loaded)
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'budget.edit', categoriaId: 1 })
    expect(actor.getSnapshot().context.form.values).toEqual({ categoriaId: '1', valorLimite: '1000,00', repetir: '' })
    actor.send({ type: 'field.change', field: 'valorLimite', value: '900' })
    actor.send({ type: 'form.submit' })
    saveBudget.runs[0]!.reject(new ApiError({ status: 400, code: 'validation_failed', message: 'x', fieldErrors: { CategoriaId: 'category_type_mismatch', valorLimite: 'invalid_amount' } }))
    await waitFor(actor, (s) => s.matches('editing'))
    const { context } = actor.getSnapshot()
    expect(context.form.errors).toEqual({ categoriaId: 'category_type_mismatch', valorLimite: 'invalid_amount' })
    expect(context.form.values.valorLimite).toBe('900')
    expect(context.error).toBe(budgetPanelMessages.saveFailed)
    expect(context.editing).toBe(1)
    actor.send({ type: 'form.cancel' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.budgets).toEqual(loaded.budgets)
  })

  it('removes a budget from the month; a failed removal keeps it and says so', async () => {
    const { actor, fetchBudgets, removeBudget } = start()
    fetchBudgets.runs[0]!.resolve({ ...loaded, budgets: [...loaded.budgets, budget(2, 'Lazer', 200, 10)] })
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'budget.remove', categoriaId: 2 })
    expect(removeBudget.runs[0]!.input).toEqual({ mes: '2026-11', categoriaId: 2 })
    removeBudget.runs[0]!.reject(unavailable())
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.budgets).toHaveLength(2)
    expect(actor.getSnapshot().context.error).toBe(budgetPanelMessages.removeFailed)
    actor.send({ type: 'budget.remove', categoriaId: 2 })
    removeBudget.runs[1]!.resolve()
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.budgets.map((row) => row.categoriaId)).toEqual([1])
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('no expense category left without a limit: no new budget', async () => {
    const { actor, fetchBudgets } = start()
    fetchBudgets.runs[0]!.resolve({ budgets: [budget(1, 'Mercado', 1000, 0)], categories: [categoriesSample[0]!, categoriesSample[2]!] })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().can({ type: 'budget.add' })).toBe(false)
  })
})

describe('categorySpending machine', () => {
  it("loads the viewed month's first to last day; a failure retries", async () => {
    const fetchSpending = heldActor<CategoryTotal[], { dataInicio: string; dataFim: string }>()
    const actor = createActor(categorySpendingMachine.provide({ actors: { fetchSpending: fetchSpending.logic } }), { input: { month: '2026-02' } }).start()
    expect(fetchSpending.runs[0]!.input).toEqual({ dataInicio: '2026-02-01', dataFim: '2026-02-28' })
    fetchSpending.runs[0]!.reject(unavailable())
    await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'spending.retry' })
    fetchSpending.runs[1]!.resolve(spendingSample)
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.expenses.map((row) => row.total)).toEqual([850, 120.5, 80])
  })
})

describe('projection machine', () => {
  it('loads the next 90 days; a failure clears it and retries', async () => {
    const fetchProjection = heldActor<Projection>()
    const actor = createActor(projectionMachine.provide({ actors: { fetchProjection: fetchProjection.logic } })).start()
    fetchProjection.runs[0]!.resolve(projectionSample)
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.projection).toEqual(projectionSample)
    const failing = createActor(projectionMachine.provide({ actors: { fetchProjection: fetchProjection.logic } })).start()
    fetchProjection.runs[1]!.reject(unavailable())
    await waitFor(failing, (s) => s.matches('failed'))
    expect(failing.getSnapshot().context.projection).toBeNull()
    failing.send({ type: 'projection.retry' })
    expect(failing.getSnapshot().hasTag('busy')).toBe(true)
    fetchProjection.runs[2]!.resolve(projectionSample)
    await waitFor(failing, (s) => s.matches('ready'))
  })
})
