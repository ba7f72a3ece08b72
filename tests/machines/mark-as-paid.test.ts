import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { markAsPaidMachine, paymentValues, toPayment, validatePayment } from '@machines/mark-as-paid.machine'
import type { MarkAsPaidEvent, PaymentField } from '@machines/mark-as-paid.machine'
import { markAsPaidEffects } from '@machines/mark-as-paid.actors'
import { entryFormMessages } from '@machines/entry-form.machine'
import { entryMessages } from '@machines/entry-table.machine'
import { ApiError } from '@/api/errors'
import { entry, monthEntries } from '../fixtures/entries'

// The mark-as-paid modal (SPEC §2, §3 Mark-as-paid payload, §8; DESIGN §4): editing → paying → paid | closed.

vi.mock('@/api/entries', () => ({ payEntry: vi.fn() }))
const payEntry = vi.mocked((await import('@/api/entries')).payEntry)

afterEach(() => vi.clearAllMocks())

const water = monthEntries[2]!
// 14:30 in São Paulo (UTC−3).
const now = new Date('2026-11-20T17:30:45.000Z')

function start() {
  const effects = { payEntry: vi.fn(), reportPaid: vi.fn(), reportClosed: vi.fn() }
  const actor = createActor(markAsPaidMachine.provide({ actions: effects }), { input: { entry: water, now } }).start()
  const send = (event: MarkAsPaidEvent) => actor.send(event)
  const type = (field: PaymentField, value: string) => send({ type: 'field.change', field, value })
  return { actor, effects, send, type, snap: () => actor.getSnapshot() }
}

describe('mark-as-paid rules', () => {
  it("defaults: the entry's amount and now, as São Paulo wall time", () => {
    expect(paymentValues(water, now)).toEqual({ valorPago: '80,10', dataPagamento: '2026-11-20T14:30' })
    expect(paymentValues(entry(1, { valor: 0.3 }), now).valorPago).toBe('0,30')
  })

  it('validates with the shared contract', () => {
    expect(validatePayment({ valorPago: '', dataPagamento: '' })).toEqual({ valorPago: 'required', dataPagamento: 'required' })
    expect(validatePayment({ valorPago: '80,1', dataPagamento: '2026-11-20T14:30' })).toEqual({})
    expect(validatePayment({ valorPago: '80,', dataPagamento: '2026-11-20T14:30' })).toEqual({})
    expect(validatePayment({ valorPago: '1,234', dataPagamento: '2026-13-40T99:00' })).toEqual({ valorPago: 'invalid_amount', dataPagamento: 'invalid_date' })
  })

  it('the request carries exact cents', () => {
    expect(toPayment({ valorPago: '80,1', dataPagamento: '2026-11-20T14:30' })).toEqual({ valorPagoCents: 8010, dataPagamento: '2026-11-20T14:30' })
  })
})

describe('markAsPaid machine', () => {
  it('pays with the defaults and reports paid', () => {
    const { send, snap, effects } = start()
    expect(snap().value).toBe('editing')
    send({ type: 'form.submit' })
    expect(snap().value).toBe('paying')
    expect(snap().hasTag('busy')).toBe(true)
    expect(effects.payEntry).toHaveBeenCalledTimes(1)
    expect(snap().can({ type: 'form.cancel' })).toBe(false)
    send({ type: 'payment.succeeded', entry: { ...water, situacao: 'Pago' } })
    expect(snap().status).toBe('done')
    expect(effects.reportPaid).toHaveBeenCalledTimes(1)
  })

  it('an emptied field blocks the submit with the required message', () => {
    const { send, snap, effects, type } = start()
    type('valorPago', '')
    send({ type: 'form.submit' })
    expect(effects.payEntry).not.toHaveBeenCalled()
    expect(snap().context.error).toBe(entryFormMessages.fillRequired)
    expect(snap().context.form.errors).toEqual({ valorPago: 'required' })
    type('valorPago', '50.5')
    expect(snap().context.form.values.valorPago).toBe('50,5')
    expect(snap().context.form.errors).toEqual({})
  })

  it('an unreadable date asks to check the marked fields', () => {
    const { send, snap, type } = start()
    type('dataPagamento', 'soon')
    send({ type: 'form.submit' })
    expect(snap().context.error).toBe(entryFormMessages.checkFields)
  })

  it("a failure shows 'Error processing operation.' and the 400's field errors", () => {
    const { send, snap } = start()
    send({ type: 'form.submit' })
    send({ type: 'payment.failed', error: { status: 400, code: 'validation_failed', fieldErrors: { ValorPago: 'invalid_amount' } } })
    expect(snap().value).toBe('editing')
    expect(snap().context.error).toBe(entryMessages.failed)
    expect(snap().context.form.errors).toEqual({ valorPago: 'invalid_amount' })
  })

  it('cancel closes and reports it', () => {
    const { send, snap, effects } = start()
    send({ type: 'form.cancel' })
    expect(snap().status).toBe('done')
    expect(effects.reportClosed).toHaveBeenCalledTimes(1)
    expect(effects.reportPaid).not.toHaveBeenCalled()
  })

  it('a bare field change is refused', () => {
    expect(start().snap().can({ type: 'field.change' } as unknown as MarkAsPaidEvent)).toBe(false)
  })
})

describe('mark-as-paid effect', () => {
  it('PUTs the payment of the entry', async () => {
    payEntry.mockResolvedValue({ ...water, situacao: 'Pago' })
    const actor = createActor(markAsPaidMachine.provide({ actions: markAsPaidEffects }), { input: { entry: water, now } }).start()
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(payEntry).toHaveBeenCalledWith(3, { valorPagoCents: 8010, dataPagamento: '2026-11-20T14:30' })
    expect(actor.getSnapshot().value).toBe('paid')
  })

  it('answers a 409 with payment.failed', async () => {
    payEntry.mockRejectedValue(new ApiError({ status: 409, code: 'conflict', message: 'Already paid.' }))
    const actor = createActor(markAsPaidMachine.provide({ actions: markAsPaidEffects }), { input: { entry: water, now } }).start()
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.context.error !== null)
    expect(actor.getSnapshot().value).toBe('editing')
  })
})
