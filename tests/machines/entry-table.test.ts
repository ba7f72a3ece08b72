import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import {
  canMarkAsPaid,
  emptyEntryFilters,
  entryMessages,
  entryTableMachine,
  entryTotals,
  filterEntries,
  isEditableEntry,
  shownEntries,
} from '@machines/entry-table.machine'
import type { EntryTableEvent } from '@machines/entry-table.machine'
import { entryTableEffects } from '@machines/entry-table.actors'
import { ApiError } from '@/api/errors'
import { categories, entry, monthEntries } from '../fixtures/entries'

// The entry table (SPEC §2 Financial Entry page, §4, §5 Entry list filters, §8, §9): loading → ready
// (browsing | form | paying | confirming | deleting), month navigation, server dates and client filters,
// 10-row paging, failures as an empty list with zero totals.

vi.mock('@/api/entries', () => ({ listEntries: vi.fn(), deleteEntry: vi.fn() }))
vi.mock('@/api/registries', () => ({ categoriesApi: vi.fn() }))
const entriesApi = await import('@/api/entries')
const registries = await import('@/api/registries')
const listEntries = vi.mocked(entriesApi.listEntries)
const deleteEntry = vi.mocked(entriesApi.deleteEntry)
const categoriesApi = vi.mocked(registries.categoriesApi)

afterEach(() => vi.clearAllMocks())

function start(month = '2026-11') {
  const effects = { fetchEntries: vi.fn(), deleteEntry: vi.fn(), exportCsv: vi.fn() }
  const actor = createActor(entryTableMachine.provide({ actions: effects }), { input: { month } }).start()
  const send = (event: EntryTableEvent) => actor.send(event)
  return { actor, effects, send, snap: () => actor.getSnapshot(), context: () => actor.getSnapshot().context }
}

function ready(entries = monthEntries) {
  const started = start()
  started.send({ type: 'entries.loaded', entries, categories })
  return started
}

const ids = (list: { id: number }[]) => list.map((item) => item.id)

describe('entry rules (SPEC §2, §4, §5)', () => {
  it('mark-as-paid is offered only for statuses other than Pago, Recebido and A Receber', () => {
    expect(canMarkAsPaid({ situacao: 'A Pagar' })).toBe(true)
    expect(canMarkAsPaid({ situacao: 'Pago' })).toBe(false)
    expect(canMarkAsPaid({ situacao: 'Recebido' })).toBe(false)
    expect(canMarkAsPaid({ situacao: 'A Receber' })).toBe(false)
  })

  it('entries of an installment plan are not editable', () => {
    expect(isEditableEntry({ parcelamentoMensalId: null })).toBe(true)
    expect(isEditableEntry({ parcelamentoMensalId: 41 })).toBe(false)
  })

  it('totals are exact cents: income, expenses, balance, to pay, to receive', () => {
    expect(entryTotals(monthEntries)).toEqual({ income: 570020, expenses: 183340, balance: 386680, toPay: 33290, toReceive: 70020 })
    expect(entryTotals([entry(1, { valor: 0.1 }), entry(2, { valor: 0.2 })]).expenses).toBe(30)
    expect(entryTotals([])).toEqual({ income: 0, expenses: 0, balance: 0, toPay: 0, toReceive: 0 })
  })

  describe('client filters', () => {
    const filters = (patch: Partial<ReturnType<typeof emptyEntryFilters>>) => ({ ...emptyEntryFilters('2026-11'), ...patch })
    it('description is case- and accent-insensitive', () => {
      expect(ids(filterEntries(monthEntries, filters({ descricao: 'AGUA' })))).toEqual([3])
      expect(ids(filterEntries(monthEntries, filters({ descricao: 'salario' })))).toEqual([1])
      expect(ids(filterEntries(monthEntries, filters({ descricao: '  mercado   SEMANA 1' })))).toEqual([6])
    })
    it('type, status and category are exact; no category is its own choice', () => {
      expect(ids(filterEntries(monthEntries, filters({ tipo: 'Receita' })))).toEqual([1, 4])
      expect(ids(filterEntries(monthEntries, filters({ situacao: 'Pago' })))).toEqual([2])
      expect(ids(filterEntries(monthEntries, filters({ categoriaId: '2' })))).toEqual([2, 3])
      expect(ids(filterEntries(monthEntries, filters({ categoriaId: 'none' })))).toEqual([5])
      expect(ids(filterEntries(monthEntries, filters({ tipo: 'Despesa', situacao: 'A Pagar', descricao: 'mercado' })))).toHaveLength(7)
    })
    it('no filter keeps every entry', () => expect(filterEntries(monthEntries, filters({}))).toHaveLength(12))
  })
})

describe('entryTable machine', () => {
  it('starts loading the current month', () => {
    const { snap, effects, context } = start()
    expect(snap().value).toBe('loading')
    expect(snap().hasTag('busy')).toBe(true)
    expect(effects.fetchEntries).toHaveBeenCalledTimes(1)
    expect(context().period).toEqual({ from: '2026-11-01', to: '2026-11-30' })
    expect(context().table.filters).toMatchObject({ dataInicio: '2026-11-01', dataFim: '2026-11-30' })
  })

  it('a failed load is an empty list and zero totals (SPEC §8)', () => {
    const { send, snap, context } = ready()
    send({ type: 'month.next' })
    send({ type: 'entries.failed', error: { status: 500, code: 'internal_error' } })
    expect(snap().value).toEqual({ ready: 'browsing' })
    expect(context().entries).toEqual([])
    expect(entryTotals(context().entries).balance).toBe(0)
    expect(context().alert).toBeNull()
  })

  it('each load brings the categories with the entries; a bare answer is refused', () => {
    const { send, context, snap } = ready()
    expect(context().categories).toEqual(categories)
    send({ type: 'month.next' })
    expect(snap().can({ type: 'entries.loaded' } as unknown as EntryTableEvent)).toBe(false)
    send({ type: 'entries.loaded', entries: [], categories: [] })
    expect(context().categories).toEqual([])
  })

  it('shows 10 rows, 10 more per see more, and back to 10 (SPEC §4, §9)', () => {
    const { send, context, snap } = ready()
    expect(shownEntries(context())).toHaveLength(10)
    expect(snap().can({ type: 'table.less' })).toBe(false)
    send({ type: 'table.more' })
    expect(shownEntries(context())).toHaveLength(12)
    expect(snap().can({ type: 'table.more' })).toBe(false)
    send({ type: 'table.less' })
    expect(shownEntries(context())).toHaveLength(10)
  })

  it('client filters apply without a request and reset to 10 rows', () => {
    const { send, context, effects } = ready()
    send({ type: 'table.more' })
    send({ type: 'filters.change', field: 'descricao', value: 'mercado' })
    expect(shownEntries(context())).toHaveLength(12)
    send({ type: 'filters.apply' })
    expect(effects.fetchEntries).toHaveBeenCalledTimes(1)
    expect(context().table.visible).toBe(10)
    expect(ids(shownEntries(context()))).toEqual([6, 7, 8, 9, 10, 11, 12])
  })

  it('applied dates re-query the server and the navigation follows their month', () => {
    const { send, context, effects, snap } = ready()
    send({ type: 'filters.change', field: 'dataInicio', value: '2026-10-15' })
    send({ type: 'filters.change', field: 'descricao', value: 'água' })
    send({ type: 'filters.apply' })
    expect(snap().value).toBe('loading')
    expect(effects.fetchEntries).toHaveBeenCalledTimes(2)
    expect(context().period).toEqual({ from: '2026-10-15', to: '2026-11-30' })
    expect(context().month).toBe('2026-10')
    expect(context().table.applied.descricao).toBe('água')
    send({ type: 'entries.loaded', entries: monthEntries, categories })
    expect(ids(shownEntries(context()))).toEqual([3])
  })

  it('an emptied date takes the month bound; a start after the end is refused with an alert', () => {
    const { send, context, snap, effects } = ready()
    send({ type: 'filters.change', field: 'dataFim', value: '' })
    send({ type: 'filters.apply' })
    // The same period: no new request.
    expect(effects.fetchEntries).toHaveBeenCalledTimes(1)
    expect(context().table.applied.dataFim).toBe('2026-11-30')
    send({ type: 'filters.change', field: 'dataInicio', value: '2026-12-01' })
    send({ type: 'filters.apply' })
    expect(snap().value).toEqual({ ready: 'browsing' })
    expect(context().alert).toEqual({ tone: 'danger', message: entryMessages.invalidPeriod })
    expect(effects.fetchEntries).toHaveBeenCalledTimes(1)
  })

  it('a period date before 1900-01-01 or after 2099-12-31 is refused with an alert, nothing asked (DESIGN §9)', () => {
    const { send, context, snap, effects } = ready()
    send({ type: 'filters.change', field: 'dataInicio', value: '0001-01-01' })
    send({ type: 'filters.apply' })
    expect(snap().value).toEqual({ ready: 'browsing' })
    expect(context().alert).toEqual({ tone: 'danger', message: entryMessages.dateOutOfRange })
    send({ type: 'filters.change', field: 'dataInicio', value: '1900-01-01' })
    send({ type: 'filters.change', field: 'dataFim', value: '2100-01-01' })
    send({ type: 'filters.apply' })
    expect(context().alert).toEqual({ tone: 'danger', message: entryMessages.dateOutOfRange })
    expect(effects.fetchEntries).toHaveBeenCalledTimes(1)
    send({ type: 'filters.change', field: 'dataInicio', value: '2099-01-01' })
    send({ type: 'filters.change', field: 'dataFim', value: '2099-12-31' })
    send({ type: 'filters.apply' })
    expect(snap().value).toBe('loading')
    expect(context().period).toEqual({ from: '2099-01-01', to: '2099-12-31' })
  })

  it('a period of more than 366 days is refused with an alert, nothing asked (DESIGN §9.6)', () => {
    const { send, context, snap, effects } = ready()
    send({ type: 'filters.change', field: 'dataInicio', value: '2024-01-01' })
    send({ type: 'filters.change', field: 'dataFim', value: '2025-01-01' })
    send({ type: 'filters.apply' })
    expect(snap().value).toEqual({ ready: 'browsing' })
    expect(context().alert).toEqual({ tone: 'danger', message: entryMessages.periodTooLong })
    expect(effects.fetchEntries).toHaveBeenCalledTimes(1)
    // 2024 is a leap year: 366 days is the longest period asked for.
    send({ type: 'filters.change', field: 'dataFim', value: '2024-12-31' })
    send({ type: 'filters.apply' })
    expect(snap().value).toBe('loading')
    expect(context().period).toEqual({ from: '2024-01-01', to: '2024-12-31' })
  })

  it('month navigation moves the period and the date filters and reloads', () => {
    const { send, context, effects } = ready()
    send({ type: 'table.more' })
    send({ type: 'month.previous' })
    expect(context().month).toBe('2026-10')
    expect(context().period).toEqual({ from: '2026-10-01', to: '2026-10-31' })
    expect(context().table.filters).toMatchObject({ dataInicio: '2026-10-01', dataFim: '2026-10-31' })
    expect(context().table.visible).toBe(10)
    send({ type: 'entries.loaded', entries: [], categories })
    send({ type: 'month.next' })
    send({ type: 'entries.loaded', entries: [], categories })
    send({ type: 'month.next' })
    expect(context().period).toEqual({ from: '2026-12-01', to: '2026-12-31' })
    expect(effects.fetchEntries).toHaveBeenCalledTimes(4)
  })

  it('clear empties the client filters; after custom dates it goes back to the whole month and reloads', () => {
    const { send, context, snap } = ready()
    send({ type: 'filters.change', field: 'tipo', value: 'Receita' })
    send({ type: 'filters.apply' })
    send({ type: 'filters.clear' })
    expect(snap().value).toEqual({ ready: 'browsing' })
    expect(context().table.applied).toEqual(emptyEntryFilters('2026-11'))
    send({ type: 'filters.change', field: 'dataInicio', value: '2026-11-10' })
    send({ type: 'filters.apply' })
    send({ type: 'entries.loaded', entries: [], categories })
    send({ type: 'filters.clear' })
    expect(snap().value).toBe('loading')
    expect(context().period).toEqual({ from: '2026-11-01', to: '2026-11-30' })
    expect(context().table.filters).toEqual(emptyEntryFilters('2026-11'))
  })

  it('edit is refused for an installment entry, pay for a settled or to-receive one', () => {
    const { snap } = ready()
    expect(snap().can({ type: 'entry.edit', id: 3 })).toBe(true)
    expect(snap().can({ type: 'entry.edit', id: 5 })).toBe(false)
    expect(snap().can({ type: 'entry.pay', id: 3 })).toBe(true)
    expect(snap().can({ type: 'entry.pay', id: 5 })).toBe(true)
    for (const id of [1, 2, 4]) expect(snap().can({ type: 'entry.pay', id })).toBe(false)
    // Rows not on screen (beyond the first 10) cannot be acted on.
    expect(snap().can({ type: 'entry.delete', id: 12 })).toBe(false)
    expect(snap().can({ type: 'entry.delete', id: 99 })).toBe(false)
  })

  it('the form modal: saved reloads with the success alert, closed goes back', () => {
    const { send, snap, context, effects } = ready()
    send({ type: 'entry.add' })
    expect(snap().value).toEqual({ ready: 'form' })
    expect(context().modal).toEqual({ kind: 'create' })
    send({ type: 'form.closed' })
    expect(context().modal).toBeNull()
    send({ type: 'entry.edit', id: 3 })
    expect(context().modal).toEqual({ kind: 'edit', entry: monthEntries[2] })
    send({ type: 'form.saved' })
    expect(snap().value).toBe('loading')
    expect(context().alert).toEqual({ tone: 'success', message: entryMessages.succeeded })
    expect(effects.fetchEntries).toHaveBeenCalledTimes(2)
  })

  it('the pay modal: done reloads with the success alert', () => {
    const { send, snap, context } = ready()
    send({ type: 'entry.pay', id: 3 })
    expect(snap().value).toEqual({ ready: 'paying' })
    expect(context().modal).toEqual({ kind: 'pay', entry: monthEntries[2] })
    send({ type: 'payment.closed' })
    expect(snap().value).toEqual({ ready: 'browsing' })
    send({ type: 'entry.pay', id: 3 })
    send({ type: 'payment.done' })
    expect(snap().value).toBe('loading')
    expect(context().alert?.message).toBe(entryMessages.succeeded)
  })

  it('delete asks first; success reloads, failure shows the §8 error', () => {
    const { send, snap, context, effects } = ready()
    send({ type: 'entry.delete', id: 2 })
    expect(snap().value).toEqual({ ready: 'confirming' })
    expect(context().pendingDelete?.id).toBe(2)
    send({ type: 'delete.cancel' })
    expect(context().pendingDelete).toBeNull()
    send({ type: 'entry.delete', id: 2 })
    send({ type: 'delete.confirm' })
    expect(effects.deleteEntry).toHaveBeenCalledTimes(1)
    expect(snap().hasTag('busy')).toBe(true)
    send({ type: 'entry.deleteFailed', error: { status: 500, code: 'internal_error' } })
    expect(snap().value).toEqual({ ready: 'browsing' })
    expect(context().alert).toEqual({ tone: 'danger', message: entryMessages.failed })
    send({ type: 'alert.dismiss' })
    expect(context().alert).toBeNull()
    send({ type: 'entry.delete', id: 2 })
    send({ type: 'delete.confirm' })
    send({ type: 'entry.deleted' })
    expect(snap().value).toBe('loading')
    expect(context().alert).toEqual({ tone: 'success', message: entryMessages.succeeded })
  })

  it('export runs only when the filters keep rows', () => {
    const { send, effects } = ready()
    send({ type: 'export.csv' })
    expect(effects.exportCsv).toHaveBeenCalledTimes(1)
    send({ type: 'filters.change', field: 'descricao', value: 'nothing like this' })
    send({ type: 'filters.apply' })
    send({ type: 'export.csv' })
    expect(effects.exportCsv).toHaveBeenCalledTimes(1)
  })

  it('a bare or unknown filter change is refused', () => {
    const { snap } = ready()
    expect(snap().can({ type: 'filters.change' } as unknown as EntryTableEvent)).toBe(false)
    expect(snap().can({ type: 'filters.change', field: 'valor', value: '1' } as unknown as EntryTableEvent)).toBe(false)
  })
})

describe('entry table effects', () => {
  const list = vi.fn()

  function live() {
    categoriesApi.mockReturnValue({ list, create: vi.fn(), update: vi.fn(), remove: vi.fn() })
    return createActor(entryTableMachine.provide({ actions: { ...entryTableEffects, exportCsv: () => {} } }), { input: { month: '2026-02' } }).start()
  }

  it('loads the month period with the categories', async () => {
    listEntries.mockResolvedValue(monthEntries)
    list.mockResolvedValue(categories)
    const actor = live()
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.categories).toEqual(categories)
    expect(listEntries).toHaveBeenCalledWith({ dataInicio: '2026-02-01', dataFim: '2026-02-28' })
    expect(actor.getSnapshot().context.entries).toEqual(monthEntries)
  })

  it('a failed category load is an empty list; the entries still show (SPEC §8)', async () => {
    listEntries.mockResolvedValue(monthEntries)
    list.mockRejectedValue(new ApiError({ status: 500, code: 'internal_error', message: 'Boom' }))
    const actor = live()
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.categories).toEqual([])
    expect(actor.getSnapshot().context.entries).toEqual(monthEntries)
  })

  it('a failed entry load answers entries.failed', async () => {
    listEntries.mockRejectedValue(new ApiError({ status: 500, code: 'internal_error', message: 'Boom' }))
    list.mockResolvedValue(categories)
    const actor = live()
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.entries).toEqual([])
  })

  it('deletes the pending entry by id', async () => {
    listEntries.mockResolvedValue(monthEntries)
    list.mockResolvedValue(categories)
    deleteEntry.mockResolvedValue(undefined)
    const actor = live()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'entry.delete', id: 3 })
    actor.send({ type: 'delete.confirm' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(deleteEntry).toHaveBeenCalledWith(3)
    expect(actor.getSnapshot().context.alert?.message).toBe(entryMessages.succeeded)
  })
})
