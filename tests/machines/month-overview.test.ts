import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, toPromise, waitFor } from 'xstate'
import { FIRST_VIEWED_MONTH, LAST_VIEWED_MONTH, monthOverviewMachine, nextStatements, overviewPeriod, summaryOf } from '@machines/finance/panel/month-overview.machine'
import { DUE_PANEL_DAYS, monthOverviewActors } from '@machines/finance/panel/month-overview.actors'
import type { EntryPeriod } from '@/api/entries'
import { ApiError } from '@/api/errors'
import type { BankAccount } from '@contract/bank-account'
import type { BankCard } from '@contract/bank-card'
import type { MonthSummary } from '@contract/entry'
import type { DueSummary } from '@contract/due'
import { account } from '../fixtures/bank-accounts'
import { bankCard } from '../fixtures/bank-cards'
import { dueSample } from '../fixtures/due'
import { heldActor } from '../model/held-actors'
import type { Deferred } from '../model/held-actors'

// The finance panel's month overview (resumo-mensal): loading (invokes fetchSummary) →
// ready | failed → retry.

// Only for the actors' own tests (their API calls, no machine); the machine's tests provide actors.
vi.mock('@/api/entries', () => ({ fetchMonthSummary: vi.fn() }))
vi.mock('@/api/planning', () => ({ getDue: vi.fn() }))
vi.mock('@/api/bank-accounts', () => ({ listBankAccounts: vi.fn() }))
vi.mock('@/api/registries', () => {
  const cards = { list: vi.fn() }
  return { bankCardsApi: () => cards }
})
const { fetchMonthSummary } = vi.mocked(await import('@/api/entries'))
const { getDue } = vi.mocked(await import('@/api/planning'))
const { listBankAccounts } = vi.mocked(await import('@/api/bank-accounts'))
const listCards = vi.mocked((await import('@/api/registries')).bankCardsApi().list)
afterEach(() => vi.resetAllMocks())

const november = { mes: '2026-11', receitas: 10, despesas: 4.5, saldo: 5.5, aPagar: 1, aReceber: 0 }

/** A card with statement days and its next statement to pay (here the open one). */
const withStatement = (id: number, mes: string, dataVencimento: string, total: number): BankCard =>
  bankCard({
    id,
    nomeUsuario: 'Ana',
    nomeBanco: `Banco ${id}`,
    diaFechamento: 3,
    diaVencimento: 10,
    faturaAberta: mes,
    faturaAbertaVencimento: dataVencimento,
    faturaAbertaTotal: total,
    proximaFatura: { mes, dataFechamento: `${mes}-03`, dataVencimento, total, restante: total, situacao: 'Aberta' },
  })
const plainCard = bankCard({ id: 9, nomeUsuario: 'Ana', nomeBanco: 'Débito' })

describe('month overview rules', () => {
  it('asks for the current month and the five before it', () => {
    expect(overviewPeriod('2026-11')).toEqual({ dataInicio: '2026-06-01', dataFim: '2026-11-30' })
    expect(overviewPeriod('2026-03')).toEqual({ dataInicio: '2025-10-01', dataFim: '2026-03-31' })
  })
  it('next statements: the cards with a statement to pay next only, the one due first first (ties by id)', () => {
    // An unpaid overdue bill comes before the open statement of another card (its due date is earlier).
    const overdueBill = bankCard({
      ...withStatement(5, '2027-01', '2027-01-10', 20),
      proximaFatura: { mes: '2026-11', dataFechamento: '2026-11-03', dataVencimento: '2026-11-10', total: 100, restante: 40, situacao: 'Vencida' },
    })
    expect(nextStatements([withStatement(1, '2027-01', '2027-01-05', 10), overdueBill]).map((card) => card.id)).toEqual([5, 1])
    const late = withStatement(1, '2027-01', '2027-01-05', 10)
    const early = withStatement(4, '2026-12', '2026-12-10', 250.5)
    const sameDay = withStatement(2, '2026-12', '2026-12-10', 0)
    expect(nextStatements([late, plainCard, early, sameDay]).map((card) => card.id)).toEqual([2, 4, 1])
    expect(nextStatements([plainCard])).toEqual([])
    expect(nextStatements([])).toEqual([])
  })
  it("this month's summary, or zeros", () => {
    expect(summaryOf([november], '2026-11')).toBe(november)
    expect(summaryOf([], '2026-11')).toEqual({ mes: '2026-11', receitas: 0, despesas: 0, saldo: 0, aPagar: 0, aReceber: 0 })
  })
})

describe('monthOverview machine', () => {
  function start(month = '2026-11') {
    const fetchSummary = heldActor<MonthSummary[], EntryPeriod>()
    const fetchDue = heldActor<DueSummary>()
    const fetchAccounts = heldActor<BankAccount[]>()
    const fetchCards = heldActor<BankCard[]>()
    const actor = createActor(
      monthOverviewMachine.provide({ actors: { fetchSummary: fetchSummary.logic, fetchDue: fetchDue.logic, fetchAccounts: fetchAccounts.logic, fetchCards: fetchCards.logic } }),
      { input: { month } },
    ).start()
    return { actor, fetchSummary, fetchDue, fetchAccounts, fetchCards }
  }

  /**
   * A load beside the overview (still empty at first): asked once with it, its answer kept through a failed summary
   * and the retry, which does not ask again; its own failure leaves its field empty and the overview running.
   */
  async function loadsBeside<T>(field: 'accounts' | 'due', answer: T, loadOf: (started: ReturnType<typeof start>) => { runs: Array<Deferred<T>> }) {
    const started = start()
    const { actor, fetchSummary } = started
    const load = loadOf(started)
    expect(load.runs).toHaveLength(1)
    expect(actor.getSnapshot().context[field]).toBeNull()
    fetchSummary.runs[0]!.reject(new ApiError({ status: 503, code: 'unavailable', message: 'x' }))
    await waitFor(actor, (s) => s.matches('failed'))
    load.runs[0]!.resolve(answer)
    await waitFor(actor, (s) => s.context[field] !== null)
    expect(actor.getSnapshot().context[field]).toEqual(answer)
    actor.send({ type: 'summary.retry' })
    expect(load.runs).toHaveLength(1)
    const failing = start()
    loadOf(failing).runs[0]!.reject(new ApiError({ status: 503, code: 'unavailable', message: 'x' }))
    failing.fetchSummary.runs[0]!.resolve([november])
    await waitFor(failing.actor, (s) => s.matches('ready'))
    expect(failing.actor.getSnapshot().context[field]).toBeNull()
    expect(failing.actor.getSnapshot().status).toBe('active')
  }

  it("the cards' next statements load beside the overview for the whole panel: those with a statement, by due date", async () => {
    const late = withStatement(1, '2027-01', '2027-01-05', 10)
    const early = withStatement(4, '2026-12', '2026-12-10', 250.5)
    const { actor, fetchSummary, fetchCards } = start()
    expect(fetchCards.runs).toHaveLength(1)
    expect(actor.getSnapshot().context.statementCards).toBeNull()
    fetchSummary.runs[0]!.reject(new ApiError({ status: 503, code: 'unavailable', message: 'x' }))
    await waitFor(actor, (s) => s.matches('failed'))
    fetchCards.runs[0]!.resolve([late, plainCard, early])
    await waitFor(actor, (s) => s.context.statementCards !== null)
    expect(actor.getSnapshot().context.statementCards).toEqual([early, late])
    actor.send({ type: 'summary.retry' })
    expect(fetchCards.runs).toHaveLength(1)
    // No card with statement days: an empty list, not null.
    const none = start()
    none.fetchCards.runs[0]!.resolve([plainCard])
    await waitFor(none.actor, (s) => s.context.statementCards !== null)
    expect(none.actor.getSnapshot().context.statementCards).toEqual([])
  })

  it("a failed cards load leaves no statements and the overview working", async () => {
    const { actor, fetchSummary, fetchCards } = start()
    fetchCards.runs[0]!.reject(new ApiError({ status: 503, code: 'unavailable', message: 'x' }))
    fetchSummary.runs[0]!.resolve([november])
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.statementCards).toBeNull()
    expect(actor.getSnapshot().context.months).toEqual([november])
    expect(actor.getSnapshot().status).toBe('active')
  })

  it('the bank accounts load beside the overview for the whole panel; a failure leaves none', async () => {
    const accounts = [account(1), account(2, { arquivada: true })]
    await loadsBeside('accounts', accounts, (started) => started.fetchAccounts)
    // The accounts' failure leaves the cards' statements alone, whichever answers first.
    const early = withStatement(4, '2026-12', '2026-12-10', 250.5)
    const both = start()
    both.fetchCards.runs[0]!.resolve([early])
    await waitFor(both.actor, (s) => s.context.statementCards !== null)
    both.fetchAccounts.runs[0]!.reject(new ApiError({ status: 503, code: 'unavailable', message: 'x' }))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(both.actor.getSnapshot().context.statementCards).toEqual([early])
  })

  it('what is due loads beside the overview for the whole panel; a failure leaves none', async () => {
    await loadsBeside('due', dueSample, (started) => started.fetchDue)
  })

  it('loads the 6-month period, then shows the months', async () => {
    const { actor, fetchSummary } = start()
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(fetchSummary.runs.map((run) => run.input)).toEqual([{ dataInicio: '2026-06-01', dataFim: '2026-11-30' }])
    fetchSummary.runs[0]!.resolve([november])
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.months).toEqual([november])
    expect(actor.getSnapshot().can({ type: 'summary.retry' })).toBe(false)
  })

  it('another month loads afresh from any state, the side loads untouched; back to the current month only when away', async () => {
    const { actor, fetchSummary, fetchDue, fetchAccounts, fetchCards } = start()
    expect(actor.getSnapshot().can({ type: 'month.current' })).toBe(false)
    // While November loads: October is asked for, and November's late answer cannot land.
    actor.send({ type: 'month.previous' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().context.month).toBe('2026-10')
    expect(fetchSummary.runs.map((run) => run.input)).toEqual([overviewPeriod('2026-11'), overviewPeriod('2026-10')])
    fetchSummary.runs[0]!.resolve([november])
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().value).toBe('loading')
    const october = { ...november, mes: '2026-10' }
    fetchSummary.runs[1]!.resolve([october])
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.months).toEqual([october])
    // From a failure too; next month and back.
    actor.send({ type: 'month.previous' })
    fetchSummary.runs[2]!.reject(new ApiError({ status: 503, code: 'unavailable', message: 'x' }))
    await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'month.next' })
    expect(actor.getSnapshot().context.month).toBe('2026-10')
    expect(fetchSummary.runs[3]!.input).toEqual(overviewPeriod('2026-10'))
    actor.send({ type: 'month.current' })
    expect(actor.getSnapshot().context.month).toBe('2026-11')
    expect(actor.getSnapshot().value).toBe('loading')
    expect(fetchSummary.runs[4]!.input).toEqual(overviewPeriod('2026-11'))
    expect(actor.getSnapshot().can({ type: 'month.current' })).toBe(false)
    actor.send({ type: 'month.next' })
    expect(actor.getSnapshot().context.month).toBe('2026-12')
    expect(actor.getSnapshot().can({ type: 'month.current' })).toBe(true)
    // What is due, the accounts and the cards were asked for once.
    expect([fetchDue.runs.length, fetchAccounts.runs.length, fetchCards.runs.length]).toEqual([1, 1, 1])
  })

  it("the months stop where the chart's period stays within the user's dates (1900-06 to 2099-12)", () => {
    expect([FIRST_VIEWED_MONTH, LAST_VIEWED_MONTH]).toEqual(['1900-06', '2099-12'])
    expect(overviewPeriod(FIRST_VIEWED_MONTH).dataInicio).toBe('1900-01-01')
    const first = start(FIRST_VIEWED_MONTH)
    expect(first.actor.getSnapshot().can({ type: 'month.previous' })).toBe(false)
    first.actor.send({ type: 'month.next' })
    expect(first.actor.getSnapshot().context.month).toBe('1900-07')
    expect(first.actor.getSnapshot().can({ type: 'month.previous' })).toBe(true)
    const last = start(LAST_VIEWED_MONTH)
    expect(last.actor.getSnapshot().can({ type: 'month.next' })).toBe(false)
    last.actor.send({ type: 'month.previous' })
    expect(last.actor.getSnapshot().context.month).toBe('2099-11')
    expect(last.actor.getSnapshot().can({ type: 'month.next' })).toBe(true)
  })

  it('a failure can be retried', async () => {
    const { actor, fetchSummary } = start()
    fetchSummary.runs[0]!.reject(new ApiError({ status: 503, code: 'unavailable', message: 'x' }))
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.months).toEqual([])
    actor.send({ type: 'summary.retry' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(fetchSummary.runs).toHaveLength(2)
  })

  it('a failed cards list leaves no statements and the overview running', async () => {
    const { actor, fetchCards } = start()
    fetchCards.runs[0]!.reject(new ApiError({ status: 500, code: 'internal_error', message: 'x' }))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().context.statementCards).toBeNull()
    expect(actor.getSnapshot().status).toBe('active')
  })
})

describe('month overview actors (the API calls, no machine)', () => {
  it('fetchSummary asks the API for the period it is given; a refusal fails it', async () => {
    const period = { dataInicio: '2026-06-01', dataFim: '2026-11-30' }
    fetchMonthSummary.mockResolvedValueOnce([november])
    await expect(toPromise(createActor(monthOverviewActors.fetchSummary, { input: period }).start())).resolves.toEqual([november])
    expect(fetchMonthSummary).toHaveBeenCalledWith(period)
    const refused = new ApiError({ status: 500, code: 'internal_error', message: 'x' })
    fetchMonthSummary.mockRejectedValueOnce(refused)
    await expect(toPromise(createActor(monthOverviewActors.fetchSummary, { input: period }).start())).rejects.toBe(refused)
  })

  it('fetchCards lists the cards; a refusal fails it', async () => {
    const cards = [withStatement(3, '2026-12', '2026-12-10', 99.9), plainCard]
    listCards.mockResolvedValueOnce(cards)
    await expect(toPromise(createActor(monthOverviewActors.fetchCards).start())).resolves.toEqual(cards)
    listCards.mockRejectedValueOnce(new ApiError({ status: 500, code: 'internal_error', message: 'x' }))
    await expect(toPromise(createActor(monthOverviewActors.fetchCards).start())).rejects.toBeInstanceOf(ApiError)
  })

  it('fetchDue asks for the next 7 days; fetchAccounts lists the accounts', async () => {
    getDue.mockResolvedValueOnce(dueSample)
    listBankAccounts.mockResolvedValueOnce([account(1)])
    await expect(toPromise(createActor(monthOverviewActors.fetchDue).start())).resolves.toEqual(dueSample)
    expect(getDue).toHaveBeenCalledWith(DUE_PANEL_DAYS)
    await expect(toPromise(createActor(monthOverviewActors.fetchAccounts).start())).resolves.toEqual([account(1)])
  })
})
