import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { monthOverviewMachine, overviewPeriod, summaryOf } from '@machines/month-overview.machine'
import type { MonthOverviewEvent } from '@machines/month-overview.machine'
import { monthOverviewEffects } from '@machines/month-overview.actors'
import { ApiError } from '@/api/errors'

// The finance panel's month overview (issue 8; DESIGN §3 resumo-mensal): loading → ready | failed → retry.

vi.mock('@/api/entries', () => ({ fetchMonthSummary: vi.fn() }))
const { fetchMonthSummary } = vi.mocked(await import('@/api/entries'))
afterEach(() => vi.clearAllMocks())

const november = { mes: '2026-11', receitas: 10, despesas: 4.5, saldo: 5.5, aPagar: 1, aReceber: 0 }

describe('month overview rules', () => {
  it('asks for the current month and the five before it', () => {
    expect(overviewPeriod('2026-11')).toEqual({ dataInicio: '2026-06-01', dataFim: '2026-11-30' })
    expect(overviewPeriod('2026-03')).toEqual({ dataInicio: '2025-10-01', dataFim: '2026-03-31' })
  })
  it("this month's summary, or zeros", () => {
    expect(summaryOf([november], '2026-11')).toBe(november)
    expect(summaryOf([], '2026-11')).toEqual({ mes: '2026-11', receitas: 0, despesas: 0, saldo: 0, aPagar: 0, aReceber: 0 })
  })
})

describe('monthOverview machine', () => {
  function start() {
    const fetchSummary = vi.fn()
    const actor = createActor(monthOverviewMachine.provide({ actions: { fetchSummary } }), { input: { month: '2026-11' } }).start()
    return { actor, fetchSummary, send: (event: MonthOverviewEvent) => actor.send(event) }
  }

  it('loads, then shows the months', () => {
    const { actor, fetchSummary, send } = start()
    expect(actor.getSnapshot().value).toBe('loading')
    expect(fetchSummary).toHaveBeenCalledTimes(1)
    send({ type: 'summary.loaded' } as unknown as MonthOverviewEvent)
    expect(actor.getSnapshot().value).toBe('loading')
    send({ type: 'summary.loaded', months: [november] })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.months).toEqual([november])
    expect(actor.getSnapshot().can({ type: 'summary.retry' })).toBe(false)
  })

  it('a failure can be retried', () => {
    const { actor, fetchSummary, send } = start()
    send({ type: 'summary.failed', error: { status: 503, code: 'unavailable' } })
    expect(actor.getSnapshot().value).toBe('failed')
    send({ type: 'summary.retry' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(fetchSummary).toHaveBeenCalledTimes(2)
  })

  it('the effect asks for the 6-month period and answers with the result events', async () => {
    fetchMonthSummary.mockResolvedValueOnce([november]).mockRejectedValueOnce(new ApiError({ status: 500, code: 'internal_error', message: 'x' }))
    const first = createActor(monthOverviewMachine.provide({ actions: monthOverviewEffects }), { input: { month: '2026-11' } }).start()
    await waitFor(first, (s) => s.matches('ready'))
    expect(fetchMonthSummary).toHaveBeenCalledWith({ dataInicio: '2026-06-01', dataFim: '2026-11-30' })
    const second = createActor(monthOverviewMachine.provide({ actions: monthOverviewEffects }), { input: { month: '2026-11' } }).start()
    await waitFor(second, (s) => s.matches('failed'))
  })
})
