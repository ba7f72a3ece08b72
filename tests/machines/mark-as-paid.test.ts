import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { markAsPaidMachine, paymentValues, toPayment, validatePayment } from '@machines/finance/entries/mark-as-paid.machine'
import type { MarkAsPaidEvent, PaymentField } from '@machines/finance/entries/mark-as-paid.machine'
import { entryFormMessages } from '@machines/finance/entries/entry-form.machine'
import { entryMessages } from '@machines/finance/entries/entry-table.machine'
import { ApiError } from '@/api/errors'
import type { Entry } from '@contract/entry'
import type { EntryPayment } from '@/api/entries'
import { bankAccounts } from '../fixtures/entry-accounts'
import { entry, monthEntries } from '../fixtures/entries'
import { heldActor } from '../model/held-actors'

// The mark-as-paid modal: editing → paying (the payEntry
// actor) → paid | closed, the outcome as the machine's output.

// Faked for the real actors' own tests (their API calls) only; the machine's tests provide actors.
vi.mock('@/api/entries', () => ({ payEntry: vi.fn() }))
const payEntry = vi.mocked((await import('@/api/entries')).payEntry)

afterEach(() => vi.clearAllMocks())

const water = monthEntries[2]!
// 14:30 in São Paulo (UTC−3).
const now = new Date('2026-11-20T17:30:45.000Z')
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

function start(accounts: { entry?: Entry; accounts?: typeof bankAccounts; lastAccountId?: number | null } = {}) {
  const pay = heldActor<Entry, { id: number; payment: EntryPayment }>()
  const actor = createActor(markAsPaidMachine.provide({ actors: { payEntry: pay.logic } }), { input: { entry: water, now, ...accounts } }).start()
  const send = (event: MarkAsPaidEvent) => actor.send(event)
  const type = (field: PaymentField, value: string) => send({ type: 'field.change', field, value })
  return { actor, pay, send, type, snap: () => actor.getSnapshot() }
}

describe('mark-as-paid rules', () => {
  it("defaults: the entry's amount and now, as São Paulo wall time", () => {
    expect(paymentValues(water, now)).toEqual({ valorPago: '80,10', dataPagamento: '2026-11-20T14:30', contaBancariaId: '' })
    expect(paymentValues(water, now, 8).contaBancariaId).toBe('8')
    expect(paymentValues(entry(1, { valor: 0.3 }), now).valorPago).toBe('0,30')
  })

  it('validates with the shared contract', () => {
    expect(validatePayment({ valorPago: '', dataPagamento: '', contaBancariaId: '' })).toEqual({ valorPago: 'required', dataPagamento: 'required' })
    expect(validatePayment({ valorPago: '80,1', dataPagamento: '2026-11-20T14:30', contaBancariaId: '' })).toEqual({})
    expect(validatePayment({ valorPago: '80,', dataPagamento: '2026-11-20T14:30', contaBancariaId: '7' })).toEqual({})
    expect(validatePayment({ valorPago: '1,234', dataPagamento: '2026-13-40T99:00', contaBancariaId: '' })).toEqual({ valorPago: 'amount_decimals', dataPagamento: 'invalid_date' })
  })

  it('the request carries exact cents', () => {
    expect(toPayment({ valorPago: '80,1', dataPagamento: '2026-11-20T14:30', contaBancariaId: '' })).toEqual({ valorPagoCents: 8010, dataPagamento: '2026-11-20T14:30', contaBancariaId: null })
    expect(toPayment({ valorPago: '80,1', dataPagamento: '2026-11-20T14:30', contaBancariaId: '7' }).contaBancariaId).toBe(7)
  })
})

describe('markAsPaid machine', () => {
  it('pays with the defaults and ends with the paid entry as its output', async () => {
    const { send, snap, pay } = start()
    expect(snap().value).toBe('editing')
    send({ type: 'form.submit' })
    expect(snap().value).toBe('paying')
    expect(snap().hasTag('busy')).toBe(true)
    expect(pay.runs.map((run) => run.input)).toEqual([{ id: 3, payment: { valorPagoCents: 8010, dataPagamento: '2026-11-20T14:30', contaBancariaId: null } }])
    expect(snap().can({ type: 'form.cancel' })).toBe(false)
    pay.runs[0]!.resolve({ ...water, situacao: 'Pago' })
    await settled()
    expect(snap().status).toBe('done')
    expect(snap().value).toBe('paid')
    expect(snap().output).toEqual({ outcome: 'paid', entry: { ...water, situacao: 'Pago' } })
  })

  it("the account: the entry's (archived too), else the one last used while it is offered; the chosen one is sent", () => {
    expect(start({ entry: { ...water, contaBancariaId: 9 }, accounts: bankAccounts, lastAccountId: 8 }).snap().context.form.values.contaBancariaId).toBe('9')
    expect(start({ accounts: bankAccounts, lastAccountId: 8 }).snap().context.form.values.contaBancariaId).toBe('8')
    expect(start({ accounts: bankAccounts, lastAccountId: 9 }).snap().context.form.values.contaBancariaId).toBe('')
    expect(start({ lastAccountId: 8 }).snap().context.form.values.contaBancariaId).toBe('')
    const { send, pay, type, snap } = start({ accounts: bankAccounts, lastAccountId: 8 })
    expect(snap().context.accounts).toEqual(bankAccounts)
    type('contaBancariaId', '7')
    send({ type: 'form.submit' })
    expect(pay.runs[0]!.input.payment.contaBancariaId).toBe(7)
  })

  it('an emptied field blocks the submit with the required message', () => {
    const { send, snap, pay, type } = start()
    type('valorPago', '')
    send({ type: 'form.submit' })
    expect(pay.runs).toHaveLength(0)
    expect(snap().context.error).toBe(entryFormMessages.fillRequired)
    expect(snap().context.form.errors).toEqual({ valorPago: 'required' })
    // A lone dot before 1–2 decimals is read as the decimal separator (the input shows a comma on blur).
    type('valorPago', '50.5')
    expect(snap().context.form.values.valorPago).toBe('50.5')
    expect(snap().context.form.errors).toEqual({})
  })

  it('an unreadable date asks to check the marked fields', () => {
    const { send, snap, type } = start()
    type('dataPagamento', 'soon')
    send({ type: 'form.submit' })
    expect(snap().context.error).toBe(entryFormMessages.checkFields)
  })

  it("a failure shows 'Error processing operation.' and the 400's field errors", async () => {
    const { send, snap, pay } = start()
    send({ type: 'form.submit' })
    pay.runs[0]!.reject(new ApiError({ status: 400, code: 'validation_failed', message: 'x', fieldErrors: { ValorPago: 'invalid_amount' } }))
    await settled()
    expect(snap().value).toBe('editing')
    expect(snap().context.error).toBe(entryMessages.failed)
    expect(snap().context.form.errors).toEqual({ valorPago: 'invalid_amount' })
  })

  it("a card statement's item refused with pay_the_statement says to pay the statement", async () => {
    const { send, snap, pay } = start()
    send({ type: 'form.submit' })
    pay.runs[0]!.reject(new ApiError({ status: 409, code: 'pay_the_statement', message: 'x' }))
    await settled()
    expect(snap().value).toBe('editing')
    expect(snap().context.error).toBe(entryMessages.payTheStatement)
  })

  it('cancel closes: the output says closed', () => {
    const { send, snap } = start()
    send({ type: 'form.cancel' })
    expect(snap().status).toBe('done')
    expect(snap().output).toEqual({ outcome: 'closed' })
  })
})

describe('mark-as-paid actor', () => {
  it('PUTs the payment of the entry', async () => {
    payEntry.mockResolvedValue({ ...water, situacao: 'Pago' })
    const actor = createActor(markAsPaidMachine, { input: { entry: water, now } }).start()
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(payEntry).toHaveBeenCalledWith(3, { valorPagoCents: 8010, dataPagamento: '2026-11-20T14:30', contaBancariaId: null })
    expect(actor.getSnapshot().value).toBe('paid')
  })

  it('a 409 goes back to editing with the text of the conflict', async () => {
    payEntry.mockRejectedValue(new ApiError({ status: 409, code: 'conflict', message: 'Already paid.' }))
    const actor = createActor(markAsPaidMachine, { input: { entry: water, now } }).start()
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.context.error !== null)
    expect(actor.getSnapshot().value).toBe('editing')
  })
})
