// Installment table machine: load
// with names from the registries, client-side filters with 10-row paging (the shared paged table), the
// add/edit modal's outcome, delete after confirmation, and the exact alert texts.
import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import {
  NO_CARD,
  NO_HOLDER,
  filterPlans,
  holderName,
  installmentTableMachine,
  planCardName,
  shownPlans,
  emptyPlanFilters,
} from '@machines/finance/plans/installment-table.machine'
import type { InstallmentTableEvent } from '@machines/finance/plans/installment-table.machine'
import { installmentFormMachine } from '@machines/finance/plans/installment-form.machine'
import { loadPlanLists } from '@machines/finance/plans/installment-table.actors'
import type { PlanLists } from '@machines/finance/plans/installment-table.actors'
import { ApiError } from '@/api/errors'
import type { InstallmentPlanInput } from '@/api/installments'
import type { InstallmentPlan } from '@contract/installment'
import { heldActor } from '../model/held-actors'
import { plan } from '../fixtures/installments'
import { bankCard } from '../fixtures/bank-cards'

// Faked for the real actors' own tests (their API calls) only; the machine's tests provide actors.
vi.mock('@/api/installments', () => ({ listInstallmentPlans: vi.fn(), deleteInstallmentPlan: vi.fn() }))
vi.mock('@/api/registries', () => {
  const holders = { list: vi.fn() }
  const cards = { list: vi.fn() }
  return { accountHoldersApi: () => holders, bankCardsApi: () => cards }
})
const api = await import('@/api/installments')
const registries = await import('@/api/registries')
const listInstallmentPlans = vi.mocked(api.listInstallmentPlans)
const deleteInstallmentPlan = vi.mocked(api.deleteInstallmentPlan)
const listHolders = vi.mocked(registries.accountHoldersApi().list)
const listCards = vi.mocked(registries.bankCardsApi().list)

const holders = [
  { id: 1, nomePessoa: 'Maria' },
  { id: 2, nomePessoa: 'João' },
]
const cards = [bankCard({ id: 5, nomeUsuario: 'Maria', nomeBanco: 'Nubank' })]
const plans = [
  plan(1, { descricao: 'Geladeira Brastemp', pessoaContaId: 1, cartaoId: 5 }),
  plan(2, { descricao: 'Sofá', pessoaContaId: 2, situacao: 'Concluido' }),
  plan(3, { descricao: 'Notebook', pessoaContaId: 2, cartaoId: 5, situacao: 'Cancelado' }),
]
const many = Array.from({ length: 25 }, (_, index) => plan(100 + index, { descricao: `Parcela ${index + 1}` }))

/** Lets a held actor's answer reach the machine. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The page's machine with its actors held, the modal's machine real (its save held). */
function start() {
  const fetchAll = heldActor<PlanLists>()
  const deletePlan = heldActor<void, { id: number }>()
  const savePlan = heldActor<InstallmentPlan, { planId: number | null; plan: InstallmentPlanInput }>()
  const installmentForm = installmentFormMachine.provide({ actors: { savePlan: savePlan.logic } })
  const actor = createActor(installmentTableMachine.provide({ actors: { fetchAll: fetchAll.logic, deletePlan: deletePlan.logic, installmentForm } })).start()
  const send = (event: InstallmentTableEvent) => actor.send(event)
  /** The open modal's actor. */
  const form = () => actor.getSnapshot().children.installmentForm!
  return { actor, fetchAll, deletePlan, savePlan, form, send, snap: () => actor.getSnapshot(), ctx: () => actor.getSnapshot().context }
}

async function loaded(rows: InstallmentPlan[] = plans) {
  const t = start()
  t.fetchAll.runs[0]!.resolve({ plans: rows, holders, cards, categories: [] })
  await settled()
  return t
}

describe('installment table: loading', () => {
  it('loads plans and the registries on entry, then browses', async () => {
    const t = start()
    expect(t.snap().value).toBe('loading')
    expect(t.snap().hasTag('busy')).toBe(true)
    expect(t.fetchAll.runs).toHaveLength(1)
    t.fetchAll.runs[0]!.resolve({ plans, holders, cards, categories: [] })
    await settled()
    expect(t.snap().value).toBe('browsing')
    expect(t.ctx()).toMatchObject({ plans, holders, cards, alert: null })
  })

  it('names come from the registries; a failed lookup (or no card) reads "-"', () => {
    expect(holderName(holders, 2)).toBe('João')
    expect(holderName(holders, 9)).toBe('-')
    expect(holderName(holders, null)).toBe('-')
    expect(holderName(null, 1)).toBe('-')
    expect(planCardName(cards, 5)).toBe('Nubank · Maria')
    expect(planCardName([{ ...cards[0]!, apelido: 'Roxinho', final: '0123' }], 5)).toBe('Roxinho •••• 0123')
    expect(planCardName(cards, null)).toBe('-')
    expect(planCardName(null, 5)).toBe('-')
  })

  it('loadPlanLists folds failures: no plans → [], a failed registry → null, a 404 registry → []', async () => {
    const boom = () => Promise.reject(new ApiError({ status: 500, code: 'internal_error', message: 'x' }))
    const missing = () => Promise.reject(new ApiError({ status: 404, code: 'not_found', message: 'x' }))
    expect(await loadPlanLists({ plans: boom, holders: boom, cards: missing, categories: boom })).toEqual({ plans: [], holders: null, cards: [], categories: [] })
    const categories = [{ id: 7, nomeCategoria: 'Casa', tipoCategoria: 'Despesa' as const }]
    expect(await loadPlanLists({ plans: async () => plans, holders: async () => holders, cards: boom, categories: async () => categories })).toEqual({ plans, holders, cards: null, categories })
  })

  it('should fetchAll ever fail, the page still browses an empty list with no names', async () => {
    const t = start()
    t.fetchAll.runs[0]!.reject(new Error('unexpected'))
    await settled()
    expect(t.snap().value).toBe('browsing')
    expect(t.ctx()).toMatchObject({ plans: [], holders: null, cards: null, alert: null })
  })

  it('the real fetchAll asks for the three lists and answers even when they fail', async () => {
    listInstallmentPlans.mockRejectedValueOnce(new ApiError({ status: 500, code: 'internal_error', message: 'x' }))
    listHolders.mockResolvedValueOnce(holders)
    listCards.mockRejectedValueOnce(new Error('offline'))
    const actor = createActor(installmentTableMachine).start()
    await waitFor(actor, (s) => s.matches('browsing'))
    expect(actor.getSnapshot().context).toMatchObject({ plans: [], holders, cards: null, alert: null })
  })
})

describe('installment table: filters and paging', () => {
  it('filters by description (case and accents ignored), person, card (or none) and status once applied', () => {
    expect(filterPlans(plans, { ...emptyPlanFilters, description: 'sofa' }).map((p) => p.id)).toEqual([2])
    expect(filterPlans(plans, { ...emptyPlanFilters, description: 'GELADEIRA' }).map((p) => p.id)).toEqual([1])
    expect(filterPlans(plans, { ...emptyPlanFilters, person: '2' }).map((p) => p.id)).toEqual([2, 3])
    expect(filterPlans(plans, { ...emptyPlanFilters, card: '5' }).map((p) => p.id)).toEqual([1, 3])
    expect(filterPlans(plans, { ...emptyPlanFilters, card: NO_CARD }).map((p) => p.id)).toEqual([2])
    const withoutHolder = [...plans, { ...plans[0]!, id: 4, pessoaContaId: null }]
    expect(filterPlans(withoutHolder, { ...emptyPlanFilters, person: NO_HOLDER }).map((p) => p.id)).toEqual([4])
    expect(filterPlans(withoutHolder, { ...emptyPlanFilters, person: '2' }).map((p) => p.id)).toEqual([2, 3])
    expect(filterPlans(plans, { ...emptyPlanFilters, status: 'Cancelado' }).map((p) => p.id)).toEqual([3])
    expect(filterPlans(plans, { description: 'o', person: '2', card: '5', status: 'Cancelado' }).map((p) => p.id)).toEqual([3])
    expect(filterPlans(plans, emptyPlanFilters)).toEqual(plans)
  })

  it('typing changes the inputs only; Apply filters; Clear empties both', async () => {
    const t = await loaded()
    t.send({ type: 'filters.change', field: 'person', value: '2' })
    expect(shownPlans(t.ctx()).map((p) => p.id)).toEqual([1, 2, 3])
    t.send({ type: 'filters.apply' })
    expect(shownPlans(t.ctx()).map((p) => p.id)).toEqual([2, 3])
    t.send({ type: 'filters.clear' })
    expect(t.ctx().table.filters).toEqual(emptyPlanFilters)
    expect(shownPlans(t.ctx())).toHaveLength(3)
  })

  it('10 rows, 10 more per see more, back to 10 on see less and when filters apply', async () => {
    const t = await loaded(many)
    expect(shownPlans(t.ctx())).toHaveLength(10)
    expect(t.snap().can({ type: 'table.less' })).toBe(false)
    t.send({ type: 'table.more' })
    expect(shownPlans(t.ctx())).toHaveLength(20)
    t.send({ type: 'table.more' })
    expect(shownPlans(t.ctx())).toHaveLength(25)
    expect(t.snap().can({ type: 'table.more' })).toBe(false)
    t.send({ type: 'table.less' })
    expect(shownPlans(t.ctx())).toHaveLength(10)
    t.send({ type: 'table.more' })
    t.send({ type: 'filters.change', field: 'description', value: 'parcela 1' })
    t.send({ type: 'filters.apply' })
    expect(t.ctx().table.visible).toBe(10)
    // 'Parcela 1' and 'Parcela 10'–'Parcela 19'.
    expect(filterPlans(t.ctx().plans, t.ctx().table.applied)).toHaveLength(11)
    expect(shownPlans(t.ctx())).toHaveLength(10)
  })
})

describe('installment table: the add/edit modal', () => {
  it("add opens an empty modal (the form machine, with the names to choose); its save reloads with 'Parcelamento criado com sucesso!'", async () => {
    const t = await loaded()
    t.send({ type: 'plan.add' })
    expect(t.snap().value).toBe('form')
    expect(t.ctx().formPlan).toBeNull()
    expect(t.form().getSnapshot().context).toMatchObject({ planId: null, holders, cards })
    for (const [field, value] of [['descricao', 'TV'], ['valorTotal', '100'], ['numeroParcelas', '2'], ['pessoaContaId', '1']] as const) t.form().send({ type: 'field.change', field, value })
    t.form().send({ type: 'form.submit' })
    t.savePlan.runs[0]!.resolve(plan(4))
    await settled()
    expect(t.snap().value).toBe('loading')
    expect(t.snap().children.installmentForm).toBeUndefined()
    expect(t.fetchAll.runs).toHaveLength(2)
    expect(t.ctx().alert).toMatchObject({ tone: 'success', message: { message: 'Installment plan created successfully!' } })
  })

  it("edit opens the plan; its save reloads with 'Parcelamento atualizado com sucesso!'", async () => {
    const t = await loaded()
    t.send({ type: 'plan.edit', id: 2 })
    expect(t.snap().value).toBe('form')
    expect(t.ctx().formPlan).toEqual(plans[1])
    expect(t.form().getSnapshot().context.planId).toBe(2)
    t.form().send({ type: 'form.submit' })
    expect(t.savePlan.runs.map((run) => run.input.planId)).toEqual([2])
    t.savePlan.runs[0]!.resolve(plans[1]!)
    await settled()
    expect(t.ctx().alert).toMatchObject({ tone: 'success', message: { message: 'Installment plan updated successfully!' } })
    expect(t.ctx().formPlan).toBeNull()
  })

  it('closing the modal goes back without reloading; only a plan on screen can be edited', async () => {
    const t = await loaded()
    t.send({ type: 'plan.edit', id: 99 })
    expect(t.snap().value).toBe('browsing')
    t.send({ type: 'plan.edit', id: 1 })
    t.form().send({ type: 'form.cancel' })
    expect(t.snap().value).toBe('browsing')
    expect(t.ctx().formPlan).toBeNull()
    expect(t.fetchAll.runs).toHaveLength(1)
  })

  it('a plan filtered away cannot be opened', async () => {
    const t = await loaded()
    t.send({ type: 'filters.change', field: 'status', value: 'Ativo' })
    t.send({ type: 'filters.apply' })
    t.send({ type: 'plan.edit', id: 2 })
    t.send({ type: 'plan.delete', id: 2 })
    expect(t.snap().value).toBe('browsing')
  })
})

describe('installment table: delete', () => {
  it("asks first; confirm deletes and reloads with 'Parcelamento excluído com sucesso!'", async () => {
    const t = await loaded()
    t.send({ type: 'plan.delete', id: 3 })
    expect(t.snap().value).toBe('confirming')
    expect(t.ctx().pendingDelete).toEqual(plans[2])
    expect(t.deletePlan.runs).toHaveLength(0)
    t.send({ type: 'delete.confirm' })
    expect(t.snap().value).toBe('deleting')
    expect(t.deletePlan.runs.map((run) => run.input)).toEqual([{ id: 3 }])
    t.deletePlan.runs[0]!.resolve()
    await settled()
    expect(t.snap().value).toBe('loading')
    expect(t.ctx().pendingDelete).toBeNull()
    expect(t.ctx().alert).toMatchObject({ tone: 'success', message: { message: 'Installment plan deleted successfully!' } })
  })

  it("cancel keeps the plan; a failed delete says 'Erro ao processar operação.'", async () => {
    const t = await loaded()
    t.send({ type: 'plan.delete', id: 3 })
    t.send({ type: 'delete.cancel' })
    expect(t.snap().value).toBe('browsing')
    expect(t.ctx().pendingDelete).toBeNull()
    t.send({ type: 'plan.delete', id: 3 })
    t.send({ type: 'delete.confirm' })
    t.deletePlan.runs[0]!.reject(new ApiError({ status: 500, code: 'internal_error', message: 'x' }))
    await settled()
    expect(t.snap().value).toBe('browsing')
    expect(t.ctx().alert).toMatchObject({ tone: 'danger', message: { message: 'Error processing operation.' } })
    t.send({ type: 'alert.dismiss' })
    expect(t.ctx().alert).toBeNull()
  })

  it('the real deletePlan deletes the pending plan', async () => {
    listInstallmentPlans.mockResolvedValue(plans)
    listHolders.mockResolvedValue(holders)
    listCards.mockResolvedValue(cards)
    deleteInstallmentPlan.mockResolvedValueOnce(undefined)
    const actor = createActor(installmentTableMachine).start()
    await waitFor(actor, (s) => s.matches('browsing'))
    actor.send({ type: 'plan.delete', id: 1 })
    actor.send({ type: 'delete.confirm' })
    await waitFor(actor, (s) => s.matches('browsing') && s.context.alert !== null)
    expect(deleteInstallmentPlan).toHaveBeenCalledWith(1)
    deleteInstallmentPlan.mockRejectedValueOnce(new ApiError({ status: 404, code: 'not_found', message: 'x' }))
    actor.send({ type: 'plan.delete', id: 2 })
    actor.send({ type: 'delete.confirm' })
    await waitFor(actor, (s) => s.matches('browsing') && s.context.alert?.tone === 'danger')
  })
})
