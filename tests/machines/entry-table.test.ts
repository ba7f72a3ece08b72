import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import {
  activeFilterCount,
  canMarkAsPaid,
  canMarkAsReceived,
  emptyEntryFilters,
  entryMessages,
  entryTableMachine,
  entryTotals,
  filteredEntries,
  hasClientFilters,
  shownEntries,
  sortEntries,
} from '@machines/finance/entries/entry-table.machine'
import type { EntriesCsvRequest, EntryDraft, EntryTableEvent } from '@machines/finance/entries/entry-table.machine'
import { entryDraft } from '@/lib/entry-draft'
import type { LoadedEntries } from '@machines/finance/entries/entry-table.actors'
import { ApiError, networkError } from '@/api/errors'
import { networkMessages } from '@machines/network-messages'
import type { EntryCreateInput, EntryPayment } from '@/api/entries'
import type { Category } from '@contract/category'
import type { Entry, OverdueSummary } from '@contract/entry'
import type { BankCard } from '@contract/bank-card'
import type { BankAccount } from '@contract/bank-account'
import { account } from '../fixtures/bank-accounts'
import { bankAccounts } from '../fixtures/entry-accounts'
import { categories, entry, monthEntries, overdueSummary } from '../fixtures/entries'
import { heldActor } from '../model/held-actors'
import { provideEntryTable } from '../support/entries-logic'

// The entry table (docs/product-rules.md#entries): loading (the
// loadEntries actor) → ready (browsing | form | paying | confirming | deleting), the modals as invoked
// child machines whose output decides what follows, month navigation, server dates and client filters,
// 10-row paging, failures as an empty list with zero totals.

vi.mock('@/api/entries', () => ({ listEntries: vi.fn(), listOverdue: vi.fn(), deleteEntry: vi.fn() }))
vi.mock('@/api/registries', () => ({ categoriesApi: vi.fn() }))
vi.mock('@/api/bank-accounts', () => ({ listBankAccounts: vi.fn(), listTransfers: vi.fn(), fetchStatement: vi.fn() }))
vi.mock('@/api/recurrences', () => ({ deleteRecurrence: vi.fn() }))
const entriesApi = await import('@/api/entries')
const listBankAccounts = vi.mocked((await import('@/api/bank-accounts')).listBankAccounts)
const registries = await import('@/api/registries')
const listEntries = vi.mocked(entriesApi.listEntries)
const deleteEntry = vi.mocked(entriesApi.deleteEntry)
const listOverdue = vi.mocked(entriesApi.listOverdue)
const categoriesApi = vi.mocked(registries.categoriesApi)

afterEach(() => {
  vi.clearAllMocks()
  localStorage.clear()
})

const now = new Date('2026-11-20T17:30:00.000Z')
const failure = new ApiError({ status: 500, code: 'internal_error', message: 'Boom' })
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

function start(month = '2026-11', draft: EntryDraft | null = null, lastAccountId: number | null = null) {
  const actors = {
    loadAccounts: heldActor<BankAccount[]>(),
    loadCards: heldActor<BankCard[]>(),
    loadEntries: heldActor<LoadedEntries, { from: string; to: string }>(),
    deleteEntry: heldActor<void, { id: number }>(),
    loadCategories: heldActor<Category[]>(),
    saveEntry: heldActor<Entry, { id: number | null; entry: EntryCreateInput }>(),
    payEntry: heldActor<Entry, { id: number; payment: EntryPayment }>(),
  }
  const logic = provideEntryTable(actors)
  const actor = createActor(logic, { input: { month, draft, lastAccountId } }).start()
  const csv: EntriesCsvRequest[] = []
  actor.on('entries.csv', (request) => csv.push(request))
  const send = (event: EntryTableEvent) => actor.send(event)
  /** Answers the latest load and lets the machine take it. */
  const load = async (entries: Entry[] | Error, categoryList: Category[] = categories, overdue: OverdueSummary | null = null) => {
    const run = actors.loadEntries.runs.at(-1)!
    if (entries instanceof Error) run.reject(entries)
    else run.resolve({ entries, categories: categoryList, overdue })
    await settled()
  }
  return { actor, actors, csv, send, load, snap: () => actor.getSnapshot(), context: () => actor.getSnapshot().context }
}

async function ready(entries = monthEntries, draft: EntryDraft | null = null) {
  const started = start('2026-11', draft)
  await started.load(entries)
  return started
}

const ids = (list: { id: number }[]) => list.map((item) => item.id)

describe('entryTable machine', () => {
  it('starts loading the current month', () => {
    const { snap, actors, context } = start()
    expect(snap().value).toBe('loading')
    expect(snap().hasTag('busy')).toBe(true)
    expect(actors.loadEntries.runs.map((run) => run.input)).toEqual([{ from: '2026-11-01', to: '2026-11-30' }])
    expect(context().period).toEqual({ from: '2026-11-01', to: '2026-11-30' })
    expect(context().table.filters).toMatchObject({ dataInicio: '2026-11-01', dataFim: '2026-11-30' })
  })

  it('a failed load is an empty list and zero totals', async () => {
    const { send, snap, context, load } = await ready()
    send({ type: 'month.next' })
    await load(failure)
    expect(snap().value).toEqual({ ready: 'browsing' })
    expect(context().entries).toEqual([])
    expect(entryTotals(context().entries).balance).toBe(0)
    expect(context().alert).toBeNull()
  })

  it('each load brings the categories with the entries', async () => {
    const { send, context, load } = await ready()
    expect(context().categories).toEqual(categories)
    send({ type: 'month.next' })
    await load([], [])
    expect(context().categories).toEqual([])
  })

  it('shows 10 rows, 10 more per see more, and back to 10', async () => {
    const { send, context, snap } = await ready()
    expect(shownEntries(context())).toHaveLength(10)
    expect(snap().can({ type: 'table.less' })).toBe(false)
    send({ type: 'table.more' })
    expect(shownEntries(context())).toHaveLength(12)
    expect(snap().can({ type: 'table.more' })).toBe(false)
    send({ type: 'table.less' })
    expect(shownEntries(context())).toHaveLength(10)
  })

  it('show all shows every filtered row at once; see less goes back to 10', async () => {
    const many = Array.from({ length: 2000 }, (_, index) => entry(index + 1, { descricao: `Row ${index + 1}` }))
    const { send, context, snap } = await ready(many)
    expect(snap().can({ type: 'table.all' })).toBe(true)
    send({ type: 'table.all' })
    expect(shownEntries(context())).toHaveLength(2000)
    expect(snap().can({ type: 'table.all' })).toBe(false)
    expect(snap().can({ type: 'table.more' })).toBe(false)
    send({ type: 'table.less' })
    expect(shownEntries(context())).toHaveLength(10)
  })

  it('sorts by date, description or amount; a second click on a column reverses it', async () => {
    const { send, context } = await ready()
    expect(context().sort).toEqual({ column: 'date', direction: 'asc' })
    expect(ids(shownEntries(context()))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    send({ type: 'table.sort', column: 'date' })
    expect(ids(shownEntries(context()))).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3])
    send({ type: 'table.sort', column: 'amount' })
    expect(context().sort).toEqual({ column: 'amount', direction: 'asc' })
    expect(ids(shownEntries(context())).slice(0, 3)).toEqual([6, 7, 8])
    send({ type: 'table.sort', column: 'amount' })
    expect(ids(shownEntries(context())).slice(0, 3)).toEqual([1, 2, 4])
    send({ type: 'table.sort', column: 'description', direction: 'asc' })
    expect(filteredEntries(context()).map((row) => row.descricao).slice(0, 3)).toEqual(['Aluguel', 'Conta de Água', 'Freela'])
    // The filters keep the order, and the export follows it.
    send({ type: 'filters.change', field: 'descricao', value: 'mercado' })
    send({ type: 'filters.apply' })
    send({ type: 'table.sort', column: 'amount', direction: 'desc' })
    expect(ids(shownEntries(context()))).toEqual([12, 11, 10, 9, 8, 7, 6])
  })

  it('sorting is stable and compares accents and case as a reader does', () => {
    const rows = [entry(1, { descricao: 'banana' }), entry(2, { descricao: 'Água' }), entry(3, { descricao: 'abacate' }), entry(4, { descricao: 'água' })]
    expect(ids(sortEntries(rows, { column: 'description', direction: 'asc' }))).toEqual([3, 2, 4, 1])
    expect(ids(sortEntries(rows, { column: 'description', direction: 'desc' }))).toEqual([1, 2, 4, 3])
  })

  it('client filters are what the totals follow', async () => {
    const { send, context } = await ready()
    expect(hasClientFilters(context())).toBe(false)
    send({ type: 'filters.change', field: 'dataInicio', value: '2026-11-01' })
    send({ type: 'filters.apply' })
    expect(hasClientFilters(context())).toBe(false)
    send({ type: 'filters.change', field: 'descricao', value: 'mercado' })
    send({ type: 'filters.apply' })
    expect(hasClientFilters(context())).toBe(true)
    expect(entryTotals(filteredEntries(context())).expenses).toBe(280)
  })

  it('client filters apply without a request and reset to 10 rows', async () => {
    const { send, context, actors } = await ready()
    send({ type: 'table.more' })
    send({ type: 'filters.change', field: 'descricao', value: 'mercado' })
    expect(shownEntries(context())).toHaveLength(12)
    send({ type: 'filters.apply' })
    expect(actors.loadEntries.runs).toHaveLength(1)
    expect(context().table.visible).toBe(10)
    expect(ids(shownEntries(context()))).toEqual([6, 7, 8, 9, 10, 11, 12])
  })

  it('applied dates re-query the server and the navigation follows their month', async () => {
    const { send, context, actors, snap, load } = await ready()
    send({ type: 'filters.change', field: 'dataInicio', value: '2026-10-15' })
    send({ type: 'filters.change', field: 'descricao', value: 'água' })
    send({ type: 'filters.apply' })
    expect(snap().value).toBe('loading')
    expect(actors.loadEntries.runs.at(-1)!.input).toEqual({ from: '2026-10-15', to: '2026-11-30' })
    expect(context().period).toEqual({ from: '2026-10-15', to: '2026-11-30' })
    expect(context().month).toBe('2026-10')
    expect(context().table.applied.descricao).toBe('água')
    await load(monthEntries)
    expect(ids(shownEntries(context()))).toEqual([3])
  })

  it('an emptied date takes the month bound; a start after the end is refused with an alert', async () => {
    const { send, context, snap, actors } = await ready()
    send({ type: 'filters.change', field: 'dataFim', value: '' })
    send({ type: 'filters.apply' })
    // The same period: no new request.
    expect(actors.loadEntries.runs).toHaveLength(1)
    expect(context().table.applied.dataFim).toBe('2026-11-30')
    send({ type: 'filters.change', field: 'dataInicio', value: '2026-12-01' })
    send({ type: 'filters.apply' })
    expect(snap().value).toEqual({ ready: 'browsing' })
    expect(context().alert).toEqual({ tone: 'danger', message: entryMessages.invalidPeriod })
    expect(actors.loadEntries.runs).toHaveLength(1)
  })

  it('a period date before 1900-01-01 or after 2099-12-31 is refused with an alert, nothing asked', async () => {
    const { send, context, snap, actors } = await ready()
    send({ type: 'filters.change', field: 'dataInicio', value: '0001-01-01' })
    send({ type: 'filters.apply' })
    expect(snap().value).toEqual({ ready: 'browsing' })
    expect(context().alert).toEqual({ tone: 'danger', message: entryMessages.dateOutOfRange })
    send({ type: 'filters.change', field: 'dataInicio', value: '1900-01-01' })
    send({ type: 'filters.change', field: 'dataFim', value: '2100-01-01' })
    send({ type: 'filters.apply' })
    expect(context().alert).toEqual({ tone: 'danger', message: entryMessages.dateOutOfRange })
    expect(actors.loadEntries.runs).toHaveLength(1)
    send({ type: 'filters.change', field: 'dataInicio', value: '2099-01-01' })
    send({ type: 'filters.change', field: 'dataFim', value: '2099-12-31' })
    send({ type: 'filters.apply' })
    expect(snap().value).toBe('loading')
    expect(context().period).toEqual({ from: '2099-01-01', to: '2099-12-31' })
  })

  it('a period of more than 366 days is refused with an alert, nothing asked', async () => {
    const { send, context, snap, actors } = await ready()
    send({ type: 'filters.change', field: 'dataInicio', value: '2024-01-01' })
    send({ type: 'filters.change', field: 'dataFim', value: '2025-01-01' })
    send({ type: 'filters.apply' })
    expect(snap().value).toEqual({ ready: 'browsing' })
    expect(context().alert).toEqual({ tone: 'danger', message: entryMessages.periodTooLong })
    expect(actors.loadEntries.runs).toHaveLength(1)
    // 2024 is a leap year: 366 days is the longest period asked for.
    send({ type: 'filters.change', field: 'dataFim', value: '2024-12-31' })
    send({ type: 'filters.apply' })
    expect(snap().value).toBe('loading')
    expect(context().period).toEqual({ from: '2024-01-01', to: '2024-12-31' })
  })

  it('month navigation moves the period and the date filters and reloads', async () => {
    const { send, context, actors, load } = await ready()
    send({ type: 'table.more' })
    send({ type: 'month.previous' })
    expect(context().month).toBe('2026-10')
    expect(context().period).toEqual({ from: '2026-10-01', to: '2026-10-31' })
    expect(context().table.filters).toMatchObject({ dataInicio: '2026-10-01', dataFim: '2026-10-31' })
    expect(context().table.visible).toBe(10)
    await load([])
    send({ type: 'month.next' })
    await load([])
    send({ type: 'month.next' })
    expect(context().period).toEqual({ from: '2026-12-01', to: '2026-12-31' })
    expect(actors.loadEntries.runs).toHaveLength(4)
  })

  it('the month arrows stop at January 1900 and December 2099, the months a date may take (issue: "Dezembro de 1799")', async () => {
    const first = start('1900-01')
    await first.load([])
    expect(first.snap().can({ type: 'month.previous' })).toBe(false)
    first.send({ type: 'month.previous' })
    expect(first.context().month).toBe('1900-01')
    expect(first.snap().can({ type: 'month.next' })).toBe(true)
    const last = start('2099-12')
    await last.load([])
    expect(last.snap().can({ type: 'month.next' })).toBe(false)
    expect(last.snap().can({ type: 'month.previous' })).toBe(true)
  })

  it('clear empties the client filters; after custom dates it goes back to the whole month and reloads', async () => {
    const { send, context, snap, load } = await ready()
    send({ type: 'filters.change', field: 'tipo', value: 'Receita' })
    send({ type: 'filters.apply' })
    send({ type: 'filters.clear' })
    expect(snap().value).toEqual({ ready: 'browsing' })
    expect(context().table.applied).toEqual(emptyEntryFilters('2026-11'))
    send({ type: 'filters.change', field: 'dataInicio', value: '2026-11-10' })
    send({ type: 'filters.apply' })
    await load([])
    send({ type: 'filters.clear' })
    expect(snap().value).toBe('loading')
    expect(context().period).toEqual({ from: '2026-11-01', to: '2026-11-30' })
    expect(context().table.filters).toEqual(emptyEntryFilters('2026-11'))
  })

  it('clear after a period in other months goes back to the month the user was on, not the period\'s first', async () => {
    const { send, context, snap, load } = await ready()
    send({ type: 'month.next' })
    await load([])
    send({ type: 'filters.change', field: 'dataInicio', value: '1900-01-01' })
    send({ type: 'filters.change', field: 'dataFim', value: '1900-03-31' })
    send({ type: 'filters.apply' })
    expect(context().month).toBe('1900-01')
    await load([])
    send({ type: 'filters.clear' })
    expect(snap().value).toBe('loading')
    expect(context().month).toBe('2026-12')
    expect(context().period).toEqual({ from: '2026-12-01', to: '2026-12-31' })
    expect(context().table.filters).toEqual(emptyEntryFilters('2026-12'))
    expect(context().table.applied).toEqual(emptyEntryFilters('2026-12'))
    await load([])
    // Navigating after a custom period moves from the period's month, and that month is the one Clear keeps.
    send({ type: 'filters.change', field: 'dataInicio', value: '2025-03-10' })
    send({ type: 'filters.change', field: 'dataFim', value: '2025-03-20' })
    send({ type: 'filters.apply' })
    await load([])
    send({ type: 'month.next' })
    await load([])
    send({ type: 'filters.clear' })
    expect(context().month).toBe('2025-04')
    expect(context().period).toEqual({ from: '2025-04-01', to: '2025-04-30' })
  })

  it('edit and delete are refused for an installment entry, pay for a settled one; to-receive income is received', async () => {
    const { snap } = await ready()
    expect(snap().can({ type: 'entry.edit', id: 3, now })).toBe(true)
    expect(snap().can({ type: 'entry.edit', id: 5, now })).toBe(false)
    expect(snap().can({ type: 'entry.delete', id: 3 })).toBe(true)
    expect(snap().can({ type: 'entry.delete', id: 5 })).toBe(false)
    expect(snap().can({ type: 'entry.pay', id: 3, now })).toBe(true)
    expect(snap().can({ type: 'entry.pay', id: 5, now })).toBe(true)
    // Mark as received: the Freela still A Receber.
    expect(snap().can({ type: 'entry.pay', id: 4, now })).toBe(true)
    expect(canMarkAsReceived(monthEntries[3]!)).toBe(true)
    expect(canMarkAsPaid(monthEntries[3]!)).toBe(false)
    for (const id of [1, 2]) expect(snap().can({ type: 'entry.pay', id, now })).toBe(false)
    // Rows not on screen (beyond the first 10) cannot be acted on.
    expect(snap().can({ type: 'entry.delete', id: 12 })).toBe(false)
    expect(snap().can({ type: 'entry.delete', id: 99 })).toBe(false)
  })

  describe('the draft kept while the user manages categories', () => {
    afterEach(() => sessionStorage.clear())
    const typed = { dataLancamento: '2026-11-18', descricao: 'Luz', observacao: '', valor: '12,5', tipoLancamento: 'Despesa', situacao: 'A Pagar', categoriaId: '', contaBancariaId: '', cartaoId: '' }

    it('"Manage categories" keeps what is typed in the tab\'s session, for the entry it belongs to', async () => {
      const { send, snap, context } = await ready()
      send({ type: 'entry.add', now })
      send({ type: 'draft.keep', values: typed })
      expect(snap().value).toEqual({ ready: 'form' })
      expect(context().draft).toEqual({ id: null, values: typed })
      expect(entryDraft.read()).toEqual({ id: null, values: typed })
    })

    it('the next new entry starts from the draft, which is then used up (saved or closed)', async () => {
      const { send, snap, context } = await ready(monthEntries, { id: null, values: typed })
      entryDraft.write({ id: null, values: typed })
      // An edit of another entry does not take it.
      send({ type: 'entry.edit', id: 3, now })
      expect(snap().children.entryForm!.getSnapshot().context.form.values.descricao).toBe('Conta de Água')
      expect(snap().children.entryForm!.getSnapshot().context.restored).toBe(false)
      snap().children.entryForm!.send({ type: 'form.cancel' })
      await settled()
      expect(context().draft).not.toBeNull()
      send({ type: 'entry.add', now })
      const form = snap().children.entryForm!.getSnapshot().context
      expect(form.form.values).toEqual(typed)
      expect(form.restored).toBe(true)
      snap().children.entryForm!.send({ type: 'form.cancel' })
      await settled()
      expect(context().draft).toBeNull()
      expect(entryDraft.read()).toBeNull()
      send({ type: 'entry.add', now })
      expect(snap().children.entryForm!.getSnapshot().context.form.values.descricao).toBe('')
    })

    it('a draft of an edit comes back on that entry only', async () => {
      const { send, snap } = await ready(monthEntries, { id: 3, values: { ...typed, descricao: 'Água e esgoto' } })
      send({ type: 'entry.add', now })
      expect(snap().children.entryForm!.getSnapshot().context.form.values.descricao).toBe('')
      snap().children.entryForm!.send({ type: 'form.cancel' })
      await settled()
      send({ type: 'entry.edit', id: 3, now })
      expect(snap().children.entryForm!.getSnapshot().context.form.values.descricao).toBe('Água e esgoto')
      expect(snap().children.entryForm!.getSnapshot().context.original?.id).toBe(3)
    })

    it("another user's draft in the same tab is not offered", () => {
      localStorage.setItem('nomeUsuario', 'ana')
      entryDraft.write({ id: null, values: typed })
      expect(entryDraft.read()).toEqual({ id: null, values: typed })
      localStorage.setItem('nomeUsuario', 'bruno')
      expect(entryDraft.read()).toBeNull()
      sessionStorage.setItem('entryDraft', '{not json')
      expect(entryDraft.read()).toBeNull()
    })
  })

  it('the form modal is a child machine: a new entry dated the day of the click; closed goes back', async () => {
    const { send, snap, actors } = await ready()
    send({ type: 'entry.add', now })
    expect(snap().value).toEqual({ ready: 'form' })
    const form = snap().children.entryForm!
    expect(form.getSnapshot().context.original).toBeNull()
    expect(form.getSnapshot().context.form.values.dataLancamento).toBe('2026-11-20')
    form.send({ type: 'form.cancel' })
    expect(snap().value).toEqual({ ready: 'browsing' })
    expect(snap().children.entryForm).toBeUndefined()
    expect(snap().context.alert).toBeNull()
    expect(actors.loadEntries.runs).toHaveLength(1)
  })

  it('the form modal saved: the page reloads with the success alert', async () => {
    const { send, snap, context, actors } = await ready()
    send({ type: 'entry.edit', id: 3, now })
    const form = snap().children.entryForm!
    expect(form.getSnapshot().context.original).toEqual(monthEntries[2])
    actors.loadCategories.runs[0]!.resolve(categories)
    await settled()
    form.send({ type: 'form.submit' })
    actors.saveEntry.runs[0]!.resolve(monthEntries[2]!)
    await settled()
    expect(snap().value).toBe('loading')
    expect(context().alert).toEqual({ tone: 'success', message: entryMessages.succeeded })
    expect(actors.loadEntries.runs).toHaveLength(2)
  })

  it('the pay modal is a child machine with the entry and the time of the click: paid reloads with the success alert', async () => {
    const { send, snap, context, actors } = await ready()
    send({ type: 'entry.pay', id: 3, now })
    expect(snap().value).toEqual({ ready: 'paying' })
    const pay = snap().children.markAsPaid!
    expect(pay.getSnapshot().context.entry).toEqual(monthEntries[2])
    expect(pay.getSnapshot().context.form.values.dataPagamento).toBe('2026-11-20T14:30')
    pay.send({ type: 'form.cancel' })
    expect(snap().value).toEqual({ ready: 'browsing' })
    send({ type: 'entry.pay', id: 3, now })
    snap().children.markAsPaid!.send({ type: 'form.submit' })
    actors.payEntry.runs[0]!.resolve({ ...monthEntries[2]!, situacao: 'Pago' })
    await settled()
    expect(snap().value).toBe('loading')
    expect(context().alert?.message).toBe(entryMessages.succeeded)
  })

  it('the overdue entries of every month load with the period; their rows can be paid or received from the list', async () => {
    const started = start()
    await started.load(monthEntries, categories, overdueSummary)
    expect(started.context().overdue).toEqual(overdueSummary)
    started.send({ type: 'entry.pay', id: 91, now })
    expect(started.snap().value).toEqual({ ready: 'paying' })
    expect(started.snap().children.markAsPaid!.getSnapshot().context.entry).toEqual(overdueSummary.lancamentos[1])
  })

  it('delete asks first; success reloads, failure shows the error', async () => {
    const { send, snap, context, actors } = await ready()
    send({ type: 'entry.delete', id: 2 })
    expect(snap().value).toEqual({ ready: 'confirming' })
    expect(context().pendingDelete?.id).toBe(2)
    send({ type: 'delete.cancel' })
    expect(context().pendingDelete).toBeNull()
    send({ type: 'entry.delete', id: 2 })
    send({ type: 'delete.confirm' })
    expect(actors.deleteEntry.runs.map((run) => run.input)).toEqual([{ id: 2 }])
    expect(snap().hasTag('busy')).toBe(true)
    actors.deleteEntry.runs[0]!.reject(failure)
    await settled()
    expect(snap().value).toEqual({ ready: 'browsing' })
    expect(context().alert).toEqual({ tone: 'danger', message: entryMessages.failed })
    send({ type: 'alert.dismiss' })
    expect(context().alert).toBeNull()
    send({ type: 'entry.delete', id: 2 })
    send({ type: 'delete.confirm' })
    actors.deleteEntry.runs[1]!.resolve()
    await settled()
    expect(snap().value).toBe('loading')
    expect(context().alert).toEqual({ tone: 'success', message: entryMessages.succeeded })
  })

  it('a delete that gets no answer (offline) says it needs the network; nothing is kept to retry', async () => {
    const { send, snap, context, actors } = await ready()
    send({ type: 'entry.delete', id: 2 })
    send({ type: 'delete.confirm' })
    actors.deleteEntry.runs[0]!.reject(networkError(new TypeError('Failed to fetch')))
    await settled()
    expect(snap().value).toEqual({ ready: 'browsing' })
    expect(context().alert).toEqual({ tone: 'danger', message: networkMessages.needsNetwork })
    expect(context().pendingDelete).toBeNull()
    expect(actors.deleteEntry.runs).toHaveLength(1)
  })

  it('export asks the view for the CSV of the filtered rows, only when the filters keep rows', async () => {
    const { send, csv } = await ready()
    send({ type: 'filters.change', field: 'tipo', value: 'Receita' })
    send({ type: 'filters.apply' })
    send({ type: 'export.csv' })
    expect(csv).toEqual([{ type: 'entries.csv', entries: [monthEntries[0], monthEntries[3]], categories, accounts: [], cards: [], period: { from: '2026-11-01', to: '2026-11-30' }, extras: null }])
    send({ type: 'filters.change', field: 'descricao', value: 'nothing like this' })
    send({ type: 'filters.apply' })
    send({ type: 'export.csv' })
    expect(csv).toHaveLength(1)
  })
})

describe('the bank accounts', () => {
  it('load once, whatever the page does meanwhile; the modals get them, and the account filter counts as a client filter', async () => {
    const { actors, context, send, load, snap, csv } = start()
    expect(actors.loadAccounts.runs).toHaveLength(1)
    expect(context().accounts).toBeNull()
    await load(monthEntries)
    send({ type: 'month.next' })
    await load([])
    actors.loadAccounts.runs[0]!.resolve(bankAccounts)
    await settled()
    expect(actors.loadAccounts.runs).toHaveLength(1)
    expect(context().accounts).toEqual(bankAccounts)
    send({ type: 'filters.change', field: 'contaBancariaId', value: '7' })
    send({ type: 'filters.apply' })
    expect(activeFilterCount(context())).toBe(1)
    expect(hasClientFilters(context())).toBe(true)
    send({ type: 'month.previous' })
    await load([entry(1, { contaBancariaId: 7 }), entry(2)])
    expect(filteredEntries(context()).map((row) => row.id)).toEqual([1])
    send({ type: 'export.csv' })
    expect(csv.at(-1)).toMatchObject({ entries: [entry(1, { contaBancariaId: 7 })], accounts: bankAccounts })
    send({ type: 'entry.add', now })
    expect(snap().children.entryForm!.getSnapshot().context.accounts).toEqual(bankAccounts)
  })

  it('a failed load leaves no account to choose; the page still works', async () => {
    const { actors, context, load, send, snap } = start()
    actors.loadAccounts.runs[0]!.reject(failure)
    await load(monthEntries)
    expect(context().accounts).toEqual([])
    expect(snap().value).toEqual({ ready: 'browsing' })
    send({ type: 'entry.pay', id: 3, now })
    expect(snap().children.markAsPaid!.getSnapshot().context.accounts).toEqual([])
  })

  it('a new entry starts with the account last used; saving a new entry or a payment remembers its account (local storage)', async () => {
    const { actors, context, load, send, snap } = start('2026-11', null, 8)
    actors.loadAccounts.runs[0]!.resolve(bankAccounts)
    await load(monthEntries)
    send({ type: 'entry.add', now })
    expect(snap().children.entryForm!.getSnapshot().context.form.values.contaBancariaId).toBe('8')
    snap().children.entryForm!.send({ type: 'form.cancel' })
    // A payment of an entry without an account proposes the last one; the paid entry's account is remembered.
    send({ type: 'entry.pay', id: 3, now })
    const pay = snap().children.markAsPaid!
    expect(pay.getSnapshot().context.form.values.contaBancariaId).toBe('8')
    pay.send({ type: 'field.change', field: 'contaBancariaId', value: '7' })
    pay.send({ type: 'form.submit' })
    expect(actors.payEntry.runs[0]!.input.payment.contaBancariaId).toBe(7)
    actors.payEntry.runs[0]!.resolve({ ...monthEntries[2]!, situacao: 'Pago', contaBancariaId: 7 })
    await settled()
    expect(context().lastAccountId).toBe(7)
    expect(localStorage.getItem('financas.ultimaConta')).toBe('7')
    // An edited entry's account is not remembered.
    await load(monthEntries)
    send({ type: 'entry.edit', id: 3, now })
    actors.loadCategories.runs.at(-1)!.resolve(categories)
    await settled()
    snap().children.entryForm!.send({ type: 'field.change', field: 'contaBancariaId', value: '8' })
    snap().children.entryForm!.send({ type: 'form.submit' })
    actors.saveEntry.runs.at(-1)!.resolve({ ...monthEntries[2]!, contaBancariaId: 8 })
    await settled()
    expect(context().lastAccountId).toBe(7)
    // A new entry saved with no account: the next one starts with none.
    await load(monthEntries)
    send({ type: 'entry.add', now })
    const form = snap().children.entryForm!
    expect(form.getSnapshot().context.form.values.contaBancariaId).toBe('7')
    actors.loadCategories.runs.at(-1)!.resolve(categories)
    await settled()
    for (const [field, value] of Object.entries({ descricao: 'Luz', valor: '10', tipoLancamento: 'Despesa', situacao: 'A Pagar', categoriaId: '2', contaBancariaId: '', cartaoId: '' })) {
      form.send({ type: 'field.change', field: field as 'descricao', value })
    }
    form.send({ type: 'form.submit' })
    actors.saveEntry.runs.at(-1)!.resolve(entry(99))
    await settled()
    expect(context().lastAccountId).toBeNull()
    expect(localStorage.getItem('financas.ultimaConta')).toBeNull()
  })
})

describe('entry table opened by the search', () => {
  it('a description in the input starts the table filtered by it (applied, one active filter); Clear shows the month', async () => {
    listBankAccounts.mockResolvedValue(bankAccounts)
    listEntries.mockResolvedValue(monthEntries)
    categoriesApi.mockReturnValue({ list: vi.fn().mockResolvedValue(categories), create: vi.fn(), update: vi.fn(), remove: vi.fn() })
    listOverdue.mockResolvedValue(overdueSummary)
    const actor = createActor(entryTableMachine, { input: { month: '2026-11', descricao: 'Mercado semana 3' } }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    const { context } = actor.getSnapshot()
    expect(context.table.filters.descricao).toBe('Mercado semana 3')
    expect(context.table.applied.descricao).toBe('Mercado semana 3')
    expect(filteredEntries(context).map((row) => row.descricao)).toEqual(['Mercado semana 3'])
    actor.send({ type: 'filters.clear' })
    expect(filteredEntries(actor.getSnapshot().context)).toHaveLength(monthEntries.length)
  })
})

describe('entry table actors', () => {
  const list = vi.fn()

  function live() {
    categoriesApi.mockReturnValue({ list, create: vi.fn(), update: vi.fn(), remove: vi.fn() })
    return createActor(entryTableMachine, { input: { month: '2026-02' } }).start()
  }

  it('loads the month period with the categories and the overdue entries, and the accounts', async () => {
    listBankAccounts.mockResolvedValue(bankAccounts)
    listEntries.mockResolvedValue(monthEntries)
    list.mockResolvedValue(categories)
    listOverdue.mockResolvedValue(overdueSummary)
    const actor = live()
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.categories).toEqual(categories)
    expect(listEntries).toHaveBeenCalledWith({ dataInicio: '2026-02-01', dataFim: '2026-02-28' })
    expect(actor.getSnapshot().context.entries).toEqual(monthEntries)
    expect(actor.getSnapshot().context.overdue).toEqual(overdueSummary)
    await waitFor(actor, (s) => s.context.accounts !== null)
    expect(actor.getSnapshot().context.accounts).toEqual(bankAccounts)
    expect(listBankAccounts).toHaveBeenCalledTimes(1)
  })

  it('a failed account load is no account: the entries still show', async () => {
    listBankAccounts.mockRejectedValue(failure)
    listEntries.mockResolvedValue(monthEntries)
    list.mockResolvedValue(categories)
    listOverdue.mockResolvedValue(overdueSummary)
    const actor = live()
    await waitFor(actor, (s) => s.matches('ready') && s.context.accounts !== null)
    expect(actor.getSnapshot().context.accounts).toEqual([])
    expect(actor.getSnapshot().context.entries).toEqual(monthEntries)
  })

  it('a failed category load is an empty list, a failed overdue load no banner; the entries still show', async () => {
    listEntries.mockResolvedValue(monthEntries)
    list.mockRejectedValue(failure)
    listOverdue.mockRejectedValue(failure)
    const actor = live()
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.categories).toEqual([])
    expect(actor.getSnapshot().context.overdue).toBeNull()
    expect(actor.getSnapshot().context.entries).toEqual(monthEntries)
  })

  it('a failed entry load is an empty list', async () => {
    listEntries.mockRejectedValue(failure)
    list.mockResolvedValue(categories)
    const actor = live()
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.entries).toEqual([])
  })

  it('deletes the pending entry by id', async () => {
    listEntries.mockResolvedValue(monthEntries)
    list.mockResolvedValue(categories)
    listOverdue.mockResolvedValue(overdueSummary)
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

describe('the export with transfers and bill payments', () => {
  it("asks the period's transfers and every account's statement, keeping the statement payments by date", async () => {
    const accountsApi = vi.mocked(await import('@/api/bank-accounts'))
    const transfer = { id: 81, contaOrigemId: 7, contaDestinoId: 8, valor: 200, data: '2026-11-12', descricao: 'Saque' }
    accountsApi.listTransfers.mockResolvedValueOnce([transfer])
    const movement = (id: number, tipo: 'lancamento' | 'transferencia' | 'fatura', data: string) => ({ data, tipo, id, descricao: '2026-11', valor: -100, saldo: 0, contraparteId: tipo === 'fatura' ? 4 : null })
    accountsApi.fetchStatement.mockImplementation(async (id) => ({
      saldoAnterior: 0,
      movimentos: id === 7 ? [movement(1, 'lancamento', '2026-11-02T10:00:00-03:00'), movement(31, 'fatura', '2026-11-20T10:00:00-03:00')] : [movement(32, 'fatura', '2026-11-10T10:00:00-03:00')],
      saldoFinal: 0,
    }))
    const { entryTableActors } = await import('@machines/finance/entries/entry-table.actors')
    const run = createActor(entryTableActors.loadExportExtras, { input: { from: '2026-11-01', to: '2026-11-30', accounts: [account(7), account(8)] } }).start()
    const done = await waitFor(run, (s) => s.status === 'done')
    expect(accountsApi.listTransfers).toHaveBeenCalledWith({ dataInicio: '2026-11-01', dataFim: '2026-11-30' })
    expect(accountsApi.fetchStatement).toHaveBeenCalledWith(7, { dataInicio: '2026-11-01', dataFim: '2026-11-30' })
    expect(done.output).toEqual({
      transfers: [transfer],
      payments: [
        { contaBancariaId: 8, movement: movement(32, 'fatura', '2026-11-10T10:00:00-03:00') },
        { contaBancariaId: 7, movement: movement(31, 'fatura', '2026-11-20T10:00:00-03:00') },
      ],
    })
  })
})

describe('the deleteSeries actor', () => {
  it("deletes the series from the occurrence's date, or the whole series without aPartirDe", async () => {
    const { deleteRecurrence } = vi.mocked(await import('@/api/recurrences'))
    deleteRecurrence.mockResolvedValue(undefined)
    const { entryTableActors } = await import('@machines/finance/entries/entry-table.actors')
    const run = (aPartirDe: string | null) => waitFor(createActor(entryTableActors.deleteSeries, { input: { id: 30, aPartirDe } }).start(), (s) => s.status === 'done')
    await run('2026-11-03')
    expect(deleteRecurrence).toHaveBeenLastCalledWith(30, '2026-11-03')
    await run(null)
    expect(deleteRecurrence).toHaveBeenLastCalledWith(30, undefined)
  })
})
