// Installment detail machine: load, failure with
// retry, back in history, and the progress line's numbers in exact cents.
import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { installmentDetailMachine, installmentProgress } from '@machines/finance/plans/installment-detail.machine'
import { ApiError } from '@/api/errors'
import type { MonthlyInstallment } from '@contract/installment'
import type { LoadedInstallments } from '@machines/finance/plans/installment-detail.actors'
import { refrigeratorPlan } from '../fixtures/installments'
import { heldActor } from '../model/held-actors'

// Faked for the real actors' own tests (their API calls) only; the machine's tests provide actors.
vi.mock('@/api/installments', () => ({ listMonthlyInstallments: vi.fn(), listInstallmentPlans: vi.fn() }))
const api = await import('@/api/installments')
const listMonthlyInstallments = vi.mocked(api.listMonthlyInstallments)
const listInstallmentPlans = vi.mocked(api.listInstallmentPlans)

const installment = (numeroParcela: number, overrides: Partial<MonthlyInstallment> = {}): MonthlyInstallment => ({
  id: 100 + numeroParcela,
  numeroParcela,
  dataVencimento: `2026-${String(numeroParcela + 1).padStart(2, '0')}-05T03:00:00.000Z`,
  dataPagamento: null,
  valorParcela: 83.33,
  valorPago: null,
  situacao: 'A Pagar',
  ...overrides,
})

function start(planId: number | null = 4) {
  const fetchInstallments = heldActor<LoadedInstallments, { planId: number | null }>()
  const actor = createActor(installmentDetailMachine.provide({ actors: { fetchInstallments: fetchInstallments.logic } }), { input: { planId } }).start()
  const back = vi.fn()
  actor.on('detail.back', back)
  return { actor, fetchInstallments, back, snap: () => actor.getSnapshot() }
}

describe('installment detail machine', () => {
  it('loads the plan on entry and keeps the installments by number', async () => {
    const { actor, fetchInstallments, snap } = start()
    expect(snap().value).toBe('loading')
    expect(snap().hasTag('busy')).toBe(true)
    expect(fetchInstallments.runs.map((run) => run.input)).toEqual([{ planId: 4 }])
    fetchInstallments.runs[0]!.resolve({ planName: 'Geladeira', installments: [installment(2), installment(1)] })
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(snap().context.installments.map((row) => row.numeroParcela)).toEqual([1, 2])
    expect(snap().context.planName).toBe('Geladeira')
    expect(snap().context.error).toBeNull()
  })

  it("a failed load shows 'Erro ao carregar parcelas.' and Try again loads again", async () => {
    const { actor, fetchInstallments, snap } = start()
    fetchInstallments.runs[0]!.reject(new ApiError({ status: 500, code: 'internal_error', message: 'x' }))
    await waitFor(actor, (s) => s.matches('failure'))
    expect(snap().context.error?.message).toBe('Error loading installments.')
    expect(snap().context.installments).toEqual([])
    actor.send({ type: 'detail.retry' })
    expect(snap().value).toBe('loading')
    expect(snap().context.error).toBeNull()
    expect(fetchInstallments.runs).toHaveLength(2)
  })

  it('back is told to the page (detail.back) from every state', async () => {
    const { actor, fetchInstallments, back, snap } = start()
    actor.send({ type: 'nav.back' })
    fetchInstallments.runs[0]!.reject(new ApiError({ status: 404, code: 'not_found', message: 'x' }))
    await waitFor(actor, (s) => s.matches('failure'))
    actor.send({ type: 'nav.back' })
    actor.send({ type: 'detail.retry' })
    fetchInstallments.runs[1]!.resolve({ planName: null, installments: [] })
    await waitFor(actor, (s) => s.matches('loaded'))
    actor.send({ type: 'nav.back' })
    expect(back).toHaveBeenCalledTimes(3)
    expect(snap().value).toBe('loaded')
  })
})

describe('installment progress (paid by the paga/pago rule, any case)', () => {
  it('counts paid installments and sums in exact cents: "3 of 10 paid, R$ 250,00 of R$ 833,30"', () => {
    const values = [83.34, 83.33, 83.33, 83.33, 83.33, 83.33, 83.33, 83.33, 83.33, 83.32]
    const rows = values.map((valorParcela, index) =>
      installment(index + 1, index < 3 ? { valorParcela, situacao: ['Pago', 'PAGA', ' pago '][index]!, valorPago: [83.34, 83.33, 83.33][index]!, dataPagamento: '2026-12-01T12:00:00.000Z' } : { valorParcela }),
    )
    expect(installmentProgress(rows)).toEqual({ paid: 3, total: 10, paidCents: 25000, totalCents: 83330 })
  })

  it("'A Pagar', 'pagamento' and 'pagas' are not paid; a paid one without valorPago counts its value", () => {
    const rows = [
      installment(1, { situacao: 'A Pagar' }),
      installment(2, { situacao: 'pagamento' }),
      installment(3, { situacao: 'pagas' }),
      installment(4, { situacao: 'pago', valorPago: null, valorParcela: 0.1 }),
      installment(5, { situacao: 'Pago', valorPago: 0.2, valorParcela: 0.2 }),
    ]
    expect(installmentProgress(rows)).toEqual({ paid: 2, total: 5, paidCents: 30, totalCents: 8333 * 3 + 30 })
  })

  it('an empty plan is 0 of 0', () => {
    expect(installmentProgress([])).toEqual({ paid: 0, total: 0, paidCents: 0, totalCents: 0 })
  })
})

describe('installment detail actor', () => {
  it('fetchInstallments asks for the plan; its answer or failure reaches the machine', async () => {
    listMonthlyInstallments.mockResolvedValueOnce([installment(1)])
    listInstallmentPlans.mockResolvedValueOnce([refrigeratorPlan(9, { valorTotal: 83.33, numeroParcelas: 1, pessoaContaId: 1 })])
    const actor = createActor(installmentDetailMachine, { input: { planId: 9 } }).start()
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(listMonthlyInstallments).toHaveBeenLastCalledWith(9)
    expect(actor.getSnapshot().context.planName).toBe('Geladeira')
    // The plan list only names the plan: without it the installments still load.
    listMonthlyInstallments.mockResolvedValueOnce([installment(1)])
    listInstallmentPlans.mockRejectedValueOnce(new ApiError({ status: 500, code: 'internal_error', message: 'x' }))
    const unnamed = createActor(installmentDetailMachine, { input: { planId: 9 } }).start()
    await waitFor(unnamed, (s) => s.matches('loaded'))
    expect(unnamed.getSnapshot().context.planName).toBeNull()
    listInstallmentPlans.mockResolvedValue([])
    listMonthlyInstallments.mockRejectedValueOnce(new ApiError({ status: 404, code: 'not_found', message: 'Not found.' }))
    const failing = createActor(installmentDetailMachine, { input: { planId: 10 } }).start()
    await waitFor(failing, (s) => s.matches('failure'))
  })

  it('a route id that is not an id fails without a request', async () => {
    listMonthlyInstallments.mockClear()
    const actor = createActor(installmentDetailMachine, { input: { planId: null } }).start()
    await waitFor(actor, (s) => s.matches('failure'))
    expect(listMonthlyInstallments).not.toHaveBeenCalled()
  })
})
