// Installment plan form machine: defaults,
// validation by the shared contract, the live schedule preview, save, server field errors, cancel.
import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { dateInputValue, installmentFormMachine, planInput, planRequest, schedulePreview } from '@machines/finance/plans/installment-form.machine'
import type { InstallmentFormEvent, InstallmentFormInput, PlanValues } from '@machines/finance/plans/installment-form.machine'
import { ApiError } from '@/api/errors'
import type { InstallmentPlanInput } from '@/api/installments'
import type { InstallmentPlan, MonthlyInstallment } from '@contract/installment'
import { heldActor } from '../model/held-actors'
import { bankCard } from '../fixtures/bank-cards'
import { refrigeratorPlan } from '../fixtures/installments'

// Faked for the real actors' own tests (their API calls) only; the machine's tests provide actors.
vi.mock('@/api/installments', () => ({ createInstallmentPlan: vi.fn(), updateInstallmentPlan: vi.fn(), listMonthlyInstallments: vi.fn() }))
const api = await import('@/api/installments')
const createInstallmentPlan = vi.mocked(api.createInstallmentPlan)
const updateInstallmentPlan = vi.mocked(api.updateInstallmentPlan)
const listMonthlyInstallments = vi.mocked(api.listMonthlyInstallments)

const holders = [{ id: 2, nomePessoa: 'Maria' }]
const cards = [bankCard({ id: 3, nomeUsuario: 'Maria', nomeBanco: 'Nubank' })]
const stored = refrigeratorPlan(4, { cartaoId: 3, situacao: 'Suspenso' })

function start(input: Partial<InstallmentFormInput> = {}) {
  const savePlan = heldActor<InstallmentPlan, { planId: number | null; plan: InstallmentPlanInput }>()
  const loadInstallments = heldActor<MonthlyInstallment[], { planId: number }>()
  const actor = createActor(installmentFormMachine.provide({ actors: { savePlan: savePlan.logic, loadInstallments: loadInstallments.logic } }), {
    input: { plan: null, holders, cards, categories: [], today: '2026-11-23', ...input },
  }).start()
  const send = (event: InstallmentFormEvent) => actor.send(event)
  /** Lets the held save's answer reach the machine. */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0))
  return { actor, savePlan, loadInstallments, send, settled, snap: () => actor.getSnapshot(), ctx: () => actor.getSnapshot().context }
}

function fill(send: (event: InstallmentFormEvent) => void, values: Partial<PlanValues> = {}) {
  const all: Partial<PlanValues> = { descricao: 'Geladeira', valorTotal: '833,30', numeroParcelas: '10', dataPrimeiraParcela: '2026-11-05', pessoaContaId: '2', ...values }
  for (const [field, value] of Object.entries(all)) send({ type: 'field.change', field: field as keyof PlanValues, value: value! })
}

describe('installment form: defaults', () => {
  it('a new plan: interval 30, status Ativo, no card, the first date today, nothing else', () => {
    const { ctx, snap } = start()
    expect(snap().value).toBe('editing')
    expect(ctx().planId).toBeNull()
    expect(ctx().form.values).toEqual({
      descricao: '',
      valorTotal: '',
      numeroParcelas: '',
      dataPrimeiraParcela: '2026-11-23',
      intervaloParcelas: '30',
      pessoaContaId: '',
      cartaoId: '',
      categoriaId: '',
      situacao: 'Ativo',
    })
    expect(ctx().preview).toBeNull()
    expect(ctx().holders).toEqual(holders)
    expect(ctx().cards).toEqual(cards)
  })

  it('editing starts from the plan: amount as typed, the São Paulo day, ids as text; the preview waits for its installments', async () => {
    const { ctx, snap, loadInstallments, settled } = start({ plan: stored })
    expect(snap().value).toBe('loadingInstallments')
    expect(loadInstallments.runs[0]!.input).toEqual({ planId: 4 })
    expect(ctx().preview).toBeNull()
    loadInstallments.runs[0]!.resolve([])
    await settled()
    expect(snap().value).toBe('editing')
    expect(ctx().planId).toBe(4)
    expect(ctx().form.values).toEqual({
      descricao: 'Geladeira',
      valorTotal: '833,30',
      numeroParcelas: '10',
      dataPrimeiraParcela: '2026-11-05',
      intervaloParcelas: '30',
      pessoaContaId: '2',
      cartaoId: '3',
      categoriaId: '',
      situacao: 'Suspenso',
    })
    expect(ctx().preview).toEqual({ count: 10, groups: [{ count: 10, cents: 8333, paid: false }], lastDue: '2027-08-05T03:00:00.000Z', statements: null })
  })

  it('an edit previews exactly what the API stores: the paid installment kept in its place (TV 12 × 1.999,00, #11 paid, total 2.100,00)', async () => {
    const tv: InstallmentPlan = { ...stored, descricao: 'TV Samsung', valorTotal: 1999, numeroParcelas: 12, dataPrimeiraParcela: '2026-01-31T03:00:00.000Z', cartaoId: null, situacao: 'Ativo' }
    const { ctx, send, loadInstallments, savePlan, settled } = start({ plan: tv })
    const installment = (numeroParcela: number, paid: boolean) => ({
      id: numeroParcela,
      numeroParcela,
      dataVencimento: '2026-11-30T03:00:00.000Z',
      dataPagamento: paid ? '2026-11-30T15:00:00.000Z' : null,
      valorParcela: numeroParcela <= 4 ? 166.59 : 166.58,
      valorPago: paid ? 170 : null,
      situacao: paid ? 'Pago' : 'A Pagar',
    })
    loadInstallments.runs[0]!.resolve(Array.from({ length: 12 }, (_, index) => installment(index + 1, index === 10)))
    await settled()
    send({ type: 'field.change', field: 'valorTotal', value: '2.100,00' })
    expect(ctx().preview?.groups).toEqual([
      { count: 6, cents: 17577, paid: false },
      { count: 4, cents: 17576, paid: false },
      { count: 1, cents: 16658, paid: true },
      { count: 1, cents: 17576, paid: false },
    ])
    // Below the highest paid number: the API's own 400, on its field, before any request.
    send({ type: 'field.change', field: 'numeroParcelas', value: '10' })
    expect(ctx().preview).toBeNull()
    send({ type: 'form.submit' })
    expect(ctx().form.errors.numeroParcelas).toBe('installment_count_below_paid')
    expect(savePlan.runs).toHaveLength(0)
  })

  it('an edit whose installments cannot be read shows no preview (it could not show what is saved) and still saves', async () => {
    const { ctx, snap, send, loadInstallments, savePlan, settled } = start({ plan: stored })
    loadInstallments.runs[0]!.reject(new Error('offline'))
    await settled()
    expect(snap().value).toBe('editing')
    expect(ctx().paidUnknown).toBe(true)
    send({ type: 'field.change', field: 'numeroParcelas', value: '5' })
    expect(ctx().preview).toBeNull()
    send({ type: 'form.submit' })
    expect(savePlan.runs).toHaveLength(1)
  })

  it('a due date late in the São Paulo evening is still that day', () => {
    expect(dateInputValue('2026-11-06T02:30:00.000Z')).toBe('2026-11-05')
  })
})

describe('installment form: validation', () => {
  it("blocks an empty submit: every required field marked and 'Preencha todos os campos obrigatórios.'", () => {
    const { send, snap, ctx, savePlan } = start({ today: '' })
    send({ type: 'form.submit' })
    expect(snap().value).toBe('editing')
    expect(savePlan.runs).toHaveLength(0)
    expect(ctx().form.errors).toEqual({ descricao: 'required', valorTotal: 'required', numeroParcelas: 'required', dataPrimeiraParcela: 'required' })
    expect(ctx().error?.message).toBe('Fill in all required fields.')
  })

  it('a complete but invalid form marks the fields without the required-fields line', () => {
    const { send, ctx, savePlan } = start()
    fill(send, { valorTotal: '0,05', numeroParcelas: '10' })
    send({ type: 'form.submit' })
    expect(savePlan.runs).toHaveLength(0)
    expect(ctx().form.errors).toEqual({ valorTotal: 'installment_too_small' })
    expect(ctx().error?.message).toBe('Check the highlighted fields.')
    fill(send, { numeroParcelas: '0', valorTotal: '10' })
    send({ type: 'form.submit' })
    expect(ctx().form.errors).toEqual({ numeroParcelas: 'invalid_installment_count' })
  })

  it('a first due date before 1900 or after 2099 is marked as out of range', () => {
    const { send, ctx, savePlan } = start()
    fill(send, { dataPrimeiraParcela: '2100-01-01' })
    send({ type: 'form.submit' })
    expect(savePlan.runs).toHaveLength(0)
    expect(ctx().form.errors).toEqual({ dataPrimeiraParcela: 'date_out_of_range' })
  })

  it('a marked field clears as soon as it is fixed, and the line above the buttons once every mark is', () => {
    const { send, ctx } = start()
    send({ type: 'form.submit' })
    send({ type: 'field.change', field: 'descricao', value: 'TV' })
    expect(ctx().form.errors.descricao).toBeUndefined()
    expect(ctx().form.errors.valorTotal).toBe('required')
    fill(send, { valorTotal: '0,05' })
    expect(ctx().form.errors).toEqual({})
    expect(ctx().error).toBeNull()
    // The total against the count is checked on submit (the contract checks it once every field reads).
    send({ type: 'form.submit' })
    expect(ctx().form.errors).toEqual({ valorTotal: 'installment_too_small' })
    expect(ctx().error?.message).toBe('Check the highlighted fields.')
    send({ type: 'field.change', field: 'valorTotal', value: '50' })
    expect(ctx().form.errors).toEqual({})
    expect(ctx().error).toBeNull()
  })

  it("a failed save's line stays while the user edits", async () => {
    const { send, ctx, savePlan, settled } = start()
    fill(send)
    send({ type: 'form.submit' })
    savePlan.runs[0]!.reject(new ApiError({ status: 500, code: 'internal_error', message: 'x' }))
    await settled()
    send({ type: 'field.change', field: 'descricao', value: 'TV' })
    expect(ctx().error?.message).toBe('Error processing operation.')
  })

  it('the amount input keeps digits, thousands dots and the decimal comma', () => {
    const { send, ctx } = start()
    send({ type: 'field.change', field: 'valorTotal', value: 'R$ 1.234,56' })
    expect(ctx().form.values.valorTotal).toBe('1.234,56')
  })

  it('the request the contract reads: an empty count is missing, no person/account and no card are null, the amount as cents read', () => {
    expect(planRequest({ descricao: 'TV', valorTotal: '12,', numeroParcelas: '', dataPrimeiraParcela: '2026-11-05', intervaloParcelas: '15', pessoaContaId: '', cartaoId: '', categoriaId: '', situacao: 'Ativo' })).toEqual({
      descricao: 'TV',
      valorTotal: 12,
      numeroParcelas: undefined,
      dataPrimeiraParcela: '2026-11-05',
      intervaloParcelas: '15',
      pessoaContaId: null,
      cartaoId: null,
      categoriaId: null,
      situacao: 'Ativo',
    })
  })
})

describe('installment form: live schedule preview', () => {
  const values = (overrides: Partial<PlanValues>): PlanValues => ({
    descricao: '',
    valorTotal: '833,30',
    numeroParcelas: '10',
    dataPrimeiraParcela: '2026-11-05',
    intervaloParcelas: '30',
    pessoaContaId: '',
    cartaoId: '',
    categoriaId: '',
    situacao: 'Ativo',
    ...overrides,
  })

  it('"10 × R$ 83,33, last due 05/08/2027" follows every change', () => {
    const { send, ctx } = start()
    fill(send)
    expect(ctx().preview).toEqual({ count: 10, groups: [{ count: 10, cents: 8333, paid: false }], lastDue: '2027-08-05T03:00:00.000Z', statements: null })
    send({ type: 'field.change', field: 'intervaloParcelas', value: '7' })
    expect(ctx().preview?.lastDue).toBe('2027-01-07T03:00:00.000Z')
    send({ type: 'field.change', field: 'numeroParcelas', value: '' })
    expect(ctx().preview).toBeNull()
  })

  it('the remainder cents go first, as the API stores them: 10,00 / 3 = 1 × 3,34 + 2 × 3,33', () => {
    expect(schedulePreview(values({ valorTotal: '10', numeroParcelas: '3' }))?.groups).toEqual([
      { count: 1, cents: 334, paid: false },
      { count: 2, cents: 333, paid: false },
    ])
  })

  it('monthly due dates clamp to the month end (31 Jan → 28 Feb)', () => {
    expect(schedulePreview(values({ numeroParcelas: '2', dataPrimeiraParcela: '2027-01-31' }))?.lastDue).toBe('2027-02-28T03:00:00.000Z')
  })

  it('on a card with statement days the installments fall on its statements, due on their due dates (as the API stores them)', () => {
    const cards = [bankCard({ id: 3, nomeUsuario: 'Ana', nomeBanco: 'Nubank', diaFechamento: 3, diaVencimento: 10 }), bankCard({ id: 4, nomeUsuario: 'Ana', nomeBanco: 'Itaú' })]
    // Bought on 20 January 2027 (after the 3rd): the February statement first; the third is due on 10 April.
    expect(schedulePreview(values({ numeroParcelas: '3', dataPrimeiraParcela: '2027-01-20', cartaoId: '3' }), [], cards)).toMatchObject({
      lastDue: '2027-04-10T03:00:00.000Z',
      statements: { first: '2027-02', last: '2027-04' },
    })
    // Bought on the closing day: the next statement.
    expect(schedulePreview(values({ numeroParcelas: '1', dataPrimeiraParcela: '2027-02-03', cartaoId: '3' }), [], cards)?.lastDue).toBe('2027-03-10T03:00:00.000Z')
    // A card without days keeps the monthly dates.
    expect(schedulePreview(values({ numeroParcelas: '3', dataPrimeiraParcela: '2027-01-20', cartaoId: '4' }), [], cards)).toMatchObject({ lastDue: '2027-03-20T03:00:00.000Z', statements: null })
  })

  it('no preview while something is missing or invalid, or an installment would be under R$ 0,01', () => {
    expect(schedulePreview(values({ valorTotal: '' }))).toBeNull()
    expect(schedulePreview(values({ valorTotal: '0,09' }))).toBeNull()
    expect(schedulePreview(values({ numeroParcelas: '0' }))).toBeNull()
    expect(schedulePreview(values({ numeroParcelas: '481' }))).toBeNull()
    expect(schedulePreview(values({ dataPrimeiraParcela: '' }))).toBeNull()
    expect(schedulePreview(values({ dataPrimeiraParcela: '2026-02-30' }))).toBeNull()
    expect(schedulePreview(values({ intervaloParcelas: '10' }))).toBeNull()
    expect(schedulePreview(values({ valorTotal: '0,10' }))).toEqual({ count: 10, groups: [{ count: 10, cents: 1, paid: false }], lastDue: '2027-08-05T03:00:00.000Z', statements: null })
  })
})

describe('installment form: save', () => {
  it('a valid form saves the parsed body; the saved plan ends the form with outcome saved', async () => {
    const { send, snap, savePlan, settled } = start()
    fill(send)
    send({ type: 'form.submit' })
    expect(snap().value).toBe('saving')
    expect(snap().hasTag('busy')).toBe(true)
    expect(savePlan.runs.map((run) => run.input)).toEqual([{ planId: null, plan: expect.objectContaining({ descricao: 'Geladeira', valorTotal: 833.3, dataPrimeiraParcela: '2026-11-05T03:00:00.000Z' }) }])
    // Nothing changes while saving, and it cannot be cancelled.
    send({ type: 'field.change', field: 'descricao', value: 'Outra' })
    send({ type: 'form.cancel' })
    expect(snap().value).toBe('saving')
    savePlan.runs[0]!.resolve(stored)
    await settled()
    expect(snap().status).toBe('done')
    expect(snap().output).toEqual({ outcome: 'saved', plan: stored })
  })

  it("a refused save puts the 400's field errors on their fields (keys ignoring case) with the generic error", async () => {
    const { send, snap, ctx, savePlan, settled } = start()
    fill(send)
    send({ type: 'form.submit' })
    savePlan.runs[0]!.reject(new ApiError({ status: 400, code: 'validation_failed', message: 'x', fieldErrors: { PessoaContaId: 'unknown_account_holder' } }))
    await settled()
    expect(snap().value).toBe('editing')
    expect(ctx().form.errors).toEqual({ pessoaContaId: 'unknown_account_holder' })
    expect(ctx().error?.message).toBe('Error processing operation.')
    expect(snap().status).toBe('active')
    // Fixing the field and submitting again tries again.
    send({ type: 'field.change', field: 'pessoaContaId', value: '2' })
    send({ type: 'form.submit' })
    expect(snap().value).toBe('saving')
    expect(ctx().error).toBeNull()
  })

  it('cancel closes without saving (outcome closed)', () => {
    const { send, snap, savePlan } = start()
    fill(send)
    send({ type: 'form.cancel' })
    expect(snap().status).toBe('done')
    expect(snap().output).toEqual({ outcome: 'closed' })
    expect(savePlan.runs).toHaveLength(0)
  })
})

describe('installment form: the body and the real actor', () => {
  it('the body: exact amount, an ISO instant of the São Paulo day, numbers, null card', () => {
    expect(planInput({ descricao: ' Geladeira ', valorTotal: '833,3', numeroParcelas: '10', dataPrimeiraParcela: '2026-11-05', intervaloParcelas: '15', pessoaContaId: '2', cartaoId: '', categoriaId: '7', situacao: 'Pendente' })).toEqual({
      descricao: 'Geladeira',
      valorTotal: 833.3,
      numeroParcelas: 10,
      dataPrimeiraParcela: '2026-11-05T03:00:00.000Z',
      intervaloParcelas: 15,
      pessoaContaId: 2,
      cartaoId: null,
      categoriaId: 7,
      situacao: 'Pendente',
    })
  })

  it('creates a new plan and updates an edited one', async () => {
    createInstallmentPlan.mockResolvedValueOnce(stored)
    const create = createActor(installmentFormMachine, { input: { plan: null, holders, cards, categories: [], today: '2026-11-05' } }).start()
    for (const [field, value] of Object.entries({ descricao: 'Geladeira', valorTotal: '833,30', numeroParcelas: '10', pessoaContaId: '2' })) {
      create.send({ type: 'field.change', field: field as keyof PlanValues, value })
    }
    create.send({ type: 'form.submit' })
    await waitFor(create, (s) => s.status === 'done')
    expect(createInstallmentPlan).toHaveBeenCalledWith(expect.objectContaining({ descricao: 'Geladeira', valorTotal: 833.3, cartaoId: null, situacao: 'Ativo', intervaloParcelas: 30 }))

    updateInstallmentPlan.mockRejectedValueOnce(new ApiError({ status: 400, code: 'validation_failed', message: 'x', fieldErrors: { numeroParcelas: 'installment_count_below_paid' } }))
    listMonthlyInstallments.mockResolvedValueOnce([])
    const edit = createActor(installmentFormMachine, { input: { plan: stored, holders, cards, categories: [], today: '2026-11-05' } }).start()
    await waitFor(edit, (s) => s.matches('editing'))
    expect(listMonthlyInstallments).toHaveBeenCalledWith(4)
    edit.send({ type: 'form.submit' })
    await waitFor(edit, (s) => s.matches('editing') && s.context.error !== null)
    expect(updateInstallmentPlan).toHaveBeenCalledWith(4, expect.objectContaining({ cartaoId: 3, situacao: 'Suspenso' }))
    expect(edit.getSnapshot().context.form.errors).toEqual({ numeroParcelas: 'installment_count_below_paid' })
  })
})
