// The financial entries page: the period's entries and totals, month navigation, the filter bar (dates
// re-query the server; description, type, status and category filter on the client), 10-row paging,
// the add/edit and mark-as-paid modals, delete with confirmation, CSV export and the §8 alerts.
// SPEC §2 Financial Entry page, §4 Entry tables/status/Dialogs, §5 Entry list filters, §8, §9.
import { assertEvent, assign, setup } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ApiFailure } from '@/api/errors'
import type { Category } from '@/api/schemas/category'
import { FIRST_USER_DAY, LAST_USER_DAY } from '@/api/schemas/calendar'
import { PERIOD_MAX_DAYS } from '@/api/schemas/entry'
import type { Entry } from '@/api/schemas/entry'
import type { EntryStatus } from '@/api/schemas/finance'
import { amountToCents } from '@/api/schemas/money'
import { monthBounds, monthOfDay, shiftMonth } from '@/lib/month'
import type { MonthKey } from '@/lib/month'
import { applyFilters, matchesText, pagedTable, pagedTableOn, pagedTableParts, visibleRows } from './paged-table'
import type { PagedTable, PagedTableEvent } from './paged-table'

/** SPEC §8 Financial entries: the texts of every save, delete and pay. */
export const entryMessages = {
  failed: msg`Error processing operation.`,
  succeeded: msg`Operation completed successfully!`,
  invalidPeriod: msg`Invalid period: the start date is after the end date.`,
  /** DESIGN §9 (the API answers date_out_of_range with the same text). */
  dateOutOfRange: msg`The date must be between 1900-01-01 and 2099-12-31.`,
  /** DESIGN §9.6: the API answers a longer period with period_too_many_days (same text). */
  periodTooLong: msg`The period may span at most 366 days.`,
}

export type EntryFilterField = 'descricao' | 'tipo' | 'situacao' | 'categoriaId' | 'dataInicio' | 'dataFim'
/** The filter bar as its inputs hold it: '' is "all"; categoriaId is an id, or 'none' for entries without one. */
export type EntryFilters = Record<EntryFilterField, string>

/** The category filter's value for entries without a category (those of installment plans). */
export const NO_CATEGORY = 'none'

/** SPEC §2: mark-as-paid shows only for statuses other than Pago, Recebido and A Receber. */
const notPayable: readonly EntryStatus[] = ['Pago', 'Recebido', 'A Receber']
export const canMarkAsPaid = (entry: Pick<Entry, 'situacao'>): boolean => !notPayable.includes(entry.situacao)

/** SPEC §2: edit is hidden for entries that belong to an installment plan. */
export const isEditableEntry = (entry: Pick<Entry, 'parcelamentoMensalId'>): boolean => entry.parcelamentoMensalId === null

/** The filter bar with no client filter and the month's dates. */
export function emptyEntryFilters(month: MonthKey): EntryFilters {
  const { from, to } = monthBounds(month)
  return { descricao: '', tipo: '', situacao: '', categoriaId: '', dataInicio: from, dataFim: to }
}

/**
 * SPEC §5: description (case- and accent-insensitive substring), type, status and category filter on
 * the client; the dates were the server's query.
 */
export function filterEntries(entries: readonly Entry[], filters: EntryFilters): Entry[] {
  return entries.filter((entry) => {
    if (!matchesText(entry.descricao, filters.descricao)) return false
    if (filters.tipo && entry.tipoLancamento !== filters.tipo) return false
    if (filters.situacao && entry.situacao !== filters.situacao) return false
    if (filters.categoriaId === NO_CATEGORY) return entry.categoriaId === null
    if (filters.categoriaId && String(entry.categoriaId) !== filters.categoriaId) return false
    return true
  })
}

/** The summary cards, in exact cents (DESIGN §4 Money, Month summary). */
export interface EntryTotals {
  income: number
  expenses: number
  balance: number
  /** Expenses still A Pagar, income still A Receber. */
  toPay: number
  toReceive: number
}

export function entryTotals(entries: readonly Entry[]): EntryTotals {
  const totals = { income: 0, expenses: 0, balance: 0, toPay: 0, toReceive: 0 }
  for (const entry of entries) {
    const cents = amountToCents(entry.valor)
    if (entry.tipoLancamento === 'Receita') totals.income += cents
    else totals.expenses += cents
    if (entry.situacao === 'A Pagar') totals.toPay += cents
    if (entry.situacao === 'A Receber') totals.toReceive += cents
  }
  totals.balance = totals.income - totals.expenses
  return totals
}

/** The period the server is asked for. */
export interface EntryPeriodDays {
  from: string
  to: string
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The period of the date filters: an empty date takes the month's bound. */
function periodOf(filters: EntryFilters, month: MonthKey): EntryPeriodDays {
  const bounds = monthBounds(month)
  return { from: filters.dataInicio.trim() || bounds.from, to: filters.dataFim.trim() || bounds.to }
}

const isValidPeriod = (period: EntryPeriodDays) => DAY.test(period.from) && DAY.test(period.to) && period.from <= period.to

export type EntryModal = { kind: 'create' } | { kind: 'edit'; entry: Entry } | { kind: 'pay'; entry: Entry }

export interface EntryAlert {
  tone: 'success' | 'danger'
  message: MessageDescriptor
}

export interface EntryTableContext {
  /** The month the navigation shows. */
  month: MonthKey
  /** What the entries were asked for. */
  period: EntryPeriodDays
  entries: Entry[]
  categories: Category[]
  table: PagedTable<EntryFilters>
  modal: EntryModal | null
  pendingDelete: Entry | null
  alert: EntryAlert | null
}

export interface EntryTableInput {
  /** The month to show first: the current one (SPEC §9). */
  month: MonthKey
}

export type EntryTableEvent =
  | PagedTableEvent<EntryFilters>
  /** The period's entries and the user's categories (an empty list when they failed to load, SPEC §8). */
  | { type: 'entries.loaded'; entries: Entry[]; categories: Category[] }
  | { type: 'entries.failed'; error: ApiFailure }
  | { type: 'month.previous' }
  | { type: 'month.next' }
  | { type: 'entry.add' }
  | { type: 'entry.edit'; id: number }
  | { type: 'entry.pay'; id: number }
  | { type: 'entry.delete'; id: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'entry.deleted' }
  | { type: 'entry.deleteFailed'; error: ApiFailure }
  /** The entry form modal saved, or closed without saving. */
  | { type: 'form.saved' }
  | { type: 'form.closed' }
  /** The mark-as-paid modal paid, or closed without paying. */
  | { type: 'payment.done' }
  | { type: 'payment.closed' }
  | { type: 'export.csv' }
  | { type: 'alert.dismiss' }

/** The rows the applied filters keep. */
export const filteredEntries = (context: Pick<EntryTableContext, 'entries' | 'table'>) => filterEntries(context.entries, context.table.applied)

/** The rows on screen. */
export const shownEntries = (context: Pick<EntryTableContext, 'entries' | 'table'>) => visibleRows(filteredEntries(context), context.table)

const shownEntry = (context: EntryTableContext, event: EntryTableEvent): Entry | undefined =>
  'id' in event && typeof event.id === 'number' ? shownEntries(context).find((entry) => entry.id === event.id) : undefined

const table = pagedTableParts<EntryTableContext, EntryTableEvent, EntryFilters>({
  empty: (context) => emptyEntryFilters(context.month),
  countFiltered: (context) => filteredEntries(context).length,
})

const alertOf = (tone: EntryAlert['tone'], message: MessageDescriptor) => ({ type: 'setAlert' as const, params: { tone, message } })

export const entryTableMachine = setup({
  types: {
    context: {} as EntryTableContext,
    events: {} as EntryTableEvent,
    input: {} as EntryTableInput,
    tags: {} as 'busy',
  },
  actions: {
    ...table.actions,
    // Effects (entry-table.actors.ts): the period's entries with the categories, a delete. The view's: the CSV file.
    fetchEntries: () => {},
    deleteEntry: () => {},
    exportCsv: () => {},
    assignEntries: assign(({ event }) => {
      assertEvent(event, 'entries.loaded')
      return { entries: event.entries, categories: event.categories }
    }),
    // SPEC §8: a failed load is an empty list and zero totals.
    clearEntries: assign({ entries: [] as Entry[] }),
    /** Month navigation: the month's dates become the date filters (inputs and applied) and the period. */
    moveMonth: assign(({ context }, params: { by: number }) => {
      const month = shiftMonth(context.month, params.by)
      const { from, to } = monthBounds(month)
      const dates = { dataInicio: from, dataFim: to }
      return {
        month,
        period: { from, to },
        table: { filters: { ...context.table.filters, ...dates }, applied: { ...context.table.applied, ...dates }, visible: context.table.visible },
      }
    }),
    /** Applied dates: the period they give is asked for, and the navigation shows its first month. */
    applyPeriod: assign(({ context }) => {
      const period = periodOf(context.table.filters, context.month)
      const applied = applyFilters({ ...context.table, filters: { ...context.table.filters, dataInicio: period.from, dataFim: period.to } })
      return { period, month: monthOfDay(period.from) ?? context.month, table: applied }
    }),
    /** Clear goes back to the whole month on screen. */
    resetPeriod: assign(({ context }) => ({ period: monthBounds(context.month) })),
    openModal: assign(({ context, event }) => {
      if (event.type === 'entry.add') return { modal: { kind: 'create' } as EntryModal }
      const entry = shownEntry(context, event)
      if (!entry) return {}
      return { modal: (event.type === 'entry.pay' ? { kind: 'pay', entry } : { kind: 'edit', entry }) as EntryModal }
    }),
    closeModal: assign({ modal: null }),
    assignPendingDelete: assign(({ context, event }) => ({ pendingDelete: shownEntry(context, event) ?? null })),
    clearPendingDelete: assign({ pendingDelete: null }),
    setAlert: assign((_, params: EntryAlert) => ({ alert: { tone: params.tone, message: params.message } })),
    clearAlert: assign({ alert: null }),
  },
  guards: {
    ...table.guards,
    isShownEntry: ({ context, event }) => shownEntry(context, event) !== undefined,
    isEditableShownEntry: ({ context, event }) => {
      const entry = shownEntry(context, event)
      return entry !== undefined && isEditableEntry(entry)
    },
    isPayableShownEntry: ({ context, event }) => {
      const entry = shownEntry(context, event)
      return entry !== undefined && canMarkAsPaid(entry)
    },
    periodInvalid: ({ context }) => !isValidPeriod(periodOf(context.table.filters, context.month)),
    periodOutOfRange: ({ context }) => {
      const period = periodOf(context.table.filters, context.month)
      return period.from < FIRST_USER_DAY || period.to > LAST_USER_DAY
    },
    periodTooLong: ({ context }) => {
      const period = periodOf(context.table.filters, context.month)
      return (Date.parse(period.to) - Date.parse(period.from)) / 86_400_000 + 1 > PERIOD_MAX_DAYS
    },
    periodChanged: ({ context }) => {
      const period = periodOf(context.table.filters, context.month)
      return period.from !== context.period.from || period.to !== context.period.to
    },
    clearChangesPeriod: ({ context }) => {
      const month = monthBounds(context.month)
      return month.from !== context.period.from || month.to !== context.period.to
    },
    hasFilteredRows: ({ context }) => filteredEntries(context).length > 0,
    hasAlert: ({ context }) => context.alert !== null,
    /** An answer that carries its lists (a bare event changes nothing). */
    isLoadedEvent: ({ event }) => event.type === 'entries.loaded' && Array.isArray(event.entries) && Array.isArray(event.categories),
  },
}).createMachine({
  id: 'entryTable',
  context: ({ input }) => ({
    month: input.month,
    period: monthBounds(input.month),
    entries: [],
    categories: [],
    table: pagedTable(emptyEntryFilters(input.month)),
    modal: null,
    pendingDelete: null,
    alert: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      entry: 'fetchEntries',
      on: {
        'entries.loaded': { guard: 'isLoadedEvent', target: 'ready', actions: 'assignEntries' },
        'entries.failed': { target: 'ready', actions: 'clearEntries' },
        // The filter bar takes typing while the list loads.
        'filters.change': pagedTableOn['filters.change'],
      },
    },
    ready: {
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            ...pagedTableOn,
            // SPEC §5: the dates re-query the server; the other filters apply on the client. Either way
            // the table goes back to 10 rows (SPEC §4).
            'filters.apply': [
              { guard: 'periodInvalid', actions: alertOf('danger', entryMessages.invalidPeriod) },
              { guard: 'periodOutOfRange', actions: alertOf('danger', entryMessages.dateOutOfRange) },
              { guard: 'periodTooLong', actions: alertOf('danger', entryMessages.periodTooLong) },
              { guard: 'periodChanged', target: '#entryTable.loading', actions: ['applyPeriod', 'clearAlert'] },
              { actions: ['applyPeriod', 'clearAlert'] },
            ],
            'filters.clear': [
              { guard: 'clearChangesPeriod', target: '#entryTable.loading', actions: ['clearTableFilters', 'resetPeriod', 'clearAlert'] },
              { actions: ['clearTableFilters', 'clearAlert'] },
            ],
            'month.previous': { target: '#entryTable.loading', actions: [{ type: 'moveMonth', params: { by: -1 } }, 'showFirstRows', 'clearAlert'] },
            'month.next': { target: '#entryTable.loading', actions: [{ type: 'moveMonth', params: { by: 1 } }, 'showFirstRows', 'clearAlert'] },
            'entry.add': { target: 'form', actions: ['clearAlert', 'openModal'] },
            'entry.edit': { guard: 'isEditableShownEntry', target: 'form', actions: ['clearAlert', 'openModal'] },
            'entry.pay': { guard: 'isPayableShownEntry', target: 'paying', actions: ['clearAlert', 'openModal'] },
            'entry.delete': { guard: 'isShownEntry', target: 'confirming', actions: ['clearAlert', 'assignPendingDelete'] },
            'export.csv': { guard: 'hasFilteredRows', actions: 'exportCsv' },
            'alert.dismiss': { guard: 'hasAlert', actions: 'clearAlert' },
          },
        },
        form: {
          on: {
            'form.saved': { target: '#entryTable.loading', actions: ['closeModal', alertOf('success', entryMessages.succeeded)] },
            'form.closed': { target: 'browsing', actions: 'closeModal' },
          },
        },
        paying: {
          on: {
            'payment.done': { target: '#entryTable.loading', actions: ['closeModal', alertOf('success', entryMessages.succeeded)] },
            'payment.closed': { target: 'browsing', actions: 'closeModal' },
          },
        },
        confirming: {
          on: {
            'delete.confirm': 'deleting',
            'delete.cancel': { target: 'browsing', actions: 'clearPendingDelete' },
          },
        },
        deleting: {
          tags: 'busy',
          entry: 'deleteEntry',
          on: {
            'entry.deleted': { target: '#entryTable.loading', actions: ['clearPendingDelete', alertOf('success', entryMessages.succeeded)] },
            'entry.deleteFailed': { target: 'browsing', actions: ['clearPendingDelete', alertOf('danger', entryMessages.failed)] },
          },
        },
      },
    },
  },
})

export type EntryTableMachine = typeof entryTableMachine
