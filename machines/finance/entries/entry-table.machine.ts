// The financial entries page: the period's entries and totals, month navigation, the filter bar (dates
// re-query the server; description, type, status, category and account filter on the client; open or closed as
// the user left it on this device), the user's
// bank accounts (loaded once; a failure leaves only "no account"), 10-row paging,
// the add/edit and mark-as-paid modals (child machines it invokes), delete with confirmation, CSV export
// and the success and error alerts (docs/product-rules.md#entries). An occurrence of a recurring series asks
// first whether an edit or a delete is for this occurrence, this and the following, or all of them
// (docs/product-rules.md#recurring-entries). The actors are in entry-table.actors.ts.
import { assertEvent, assign, emit, setup } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import type { BankAccount } from '@contract/bank-account'
import type { BankCard } from '@contract/bank-card'
import type { Category } from '@contract/category'
import { FIRST_USER_DAY, FIRST_USER_MONTH, LAST_USER_DAY, LAST_USER_MONTH } from '@contract/calendar'
import { PERIOD_MAX_DAYS } from '@contract/entry'
import type { Entry, OverdueSummary } from '@contract/entry'
import { entryDraft } from '@/lib/entry-draft'
import { entryFiltersOpen } from '@/lib/entry-filters-open'
import { lastAccount } from '@/lib/last-account'
import { saoPauloDay, monthBounds, monthOfDay, shiftMonth } from '@/lib/month'
import type { MonthKey } from '@/lib/month'
import { applyFilters, changeFilter, pagedTable, pagedTableOn, pagedTableParts, visibleRows } from '../../paged-table'
import { canMarkAsPaid, canMarkAsReceived, defaultEntrySort, emptyEntryFilters, filterEntries, isEditableEntry, isOccurrence, isValidPeriod, nextSort, periodOf, sortEntries } from './entry-rows'
import type { EntryFilterField, EntryFilters, EntryPeriodDays, EntrySort, EntrySortColumn, OccurrenceScope, SortDirection } from './entry-rows'
import type { PagedTable, PagedTableEvent } from '../../paged-table'
import { entryMessages } from './entry-messages'
import { entryTableActors } from './entry-table.actors'
import type { EntryFormValues } from './entry-form.machine'
import type { ExportExtras, LoadedEntries } from './entry-table.actors'
import type { Alert } from '../../alert'
import { dayNumber } from '@contract/days'
import { toApiFailure } from '@/api/errors'
import { whenOffline } from '../../network-messages'

export { entryMessages }
// The rules over rows the page's view reads with the machine's state.
export * from './entry-rows'

/** The entry modal's inputs kept while the user manages categories: which entry (null: a new one) and what was typed. */
export interface EntryDraft {
  id: number | null
  values: Partial<EntryFormValues>
}

const draftMatches = (draft: EntryDraft | null, id: number | null | undefined): draft is EntryDraft => draft !== null && draft.id === id

export interface EntryTableContext {
  /** The month the navigation shows. */
  month: MonthKey
  /** The month the user was on (the first one, or where the arrows went): Clear comes back to it, not to today's month. */
  homeMonth: MonthKey
  /** What the entries were asked for. */
  period: EntryPeriodDays
  entries: Entry[]
  categories: Category[]
  /** The user's bank accounts (archived ones too), loaded once; null until they arrive, empty when their load failed. */
  accounts: BankAccount[] | null
  /** The user's cards, loaded once: they name card items and fill the form's card select; null until they arrive, empty when their load failed. */
  cards: BankCard[] | null
  /** The account of the last new entry or payment: a new entry's default. */
  lastAccountId: number | null
  /** Overdue entries over all months (still to pay or receive, dated before today); null when unknown (not loaded, or its load failed). */
  overdue: OverdueSummary | null
  /** Whether a period's entries have answered once (with rows or a failure): until then the page holds what follows its totals. */
  answeredOnce: boolean
  table: PagedTable<EntryFilters>
  /** The table's order. */
  sort: EntrySort
  pendingDelete: Entry | null
  alert: Alert | null
  /** The modal's inputs kept when the user left it for the categories page. */
  draft: EntryDraft | null
  /** The entry the open form modal is for (null: a new one); undefined when no form is open. */
  formFor: number | null | undefined
  /** The occurrence whose edit waits for its scope, with the time of the click. */
  editChoice: { entry: Entry; now: Date } | null
  /** A series removal chosen for the pending occurrence: from its date on, or the whole series. */
  seriesRemoval: 'following' | 'all' | null
  /** The CSV export adds the period's transfers and statement payments as rows of their own kinds. */
  exportExtras: boolean
  /** The filter bar is open: the user's choice, kept on this device (a closed bar leaves the first rows on a phone's screen). */
  filtersOpen: boolean
}

export interface EntryTableInput {
  /** The month to show first: the current one (São Paulo calendar). */
  month: MonthKey
  /** A draft kept in this tab's session before the user left for the categories page. */
  draft?: EntryDraft | null
  /** The account last used, kept in local storage. */
  lastAccountId?: number | null
  /** A description filter applied from the start (the search opens the month of the entry it found so). */
  descricao?: string | null
  /** Whether the filter bar starts open (the choice kept on this device); closed unless told. */
  filtersOpen?: boolean
}

export type EntryTableEvent =
  | PagedTableEvent<EntryFilters>
  | { type: 'month.previous' }
  | { type: 'month.next' }
  /** The modals open with the time of the click: a new entry's day, the payment's default date-time. */
  | { type: 'entry.add'; now: Date }
  | { type: 'entry.edit'; id: number; now: Date }
  | { type: 'entry.pay'; id: number; now: Date }
  | { type: 'entry.delete'; id: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'export.csv' }
  /** The export's option "Include transfers and bill payments". */
  | { type: 'export.extras'; include: boolean }
  | { type: 'alert.dismiss' }
  /** Every filtered row at once (2,000 rows took 200 see mores). */
  | { type: 'table.all' }
  /** A header click toggles its column's direction; the phones' sort select names the direction. */
  | { type: 'table.sort'; column: EntrySortColumn; direction?: SortDirection }
  /** The form modal's "Manage categories": what is typed is kept for when the modal opens again. */
  | { type: 'draft.keep'; values: EntryFormValues }
  /** An occurrence's edit: this one only, this and the following, or all of its series; or no edit. */
  | { type: 'edit.scope'; scope: OccurrenceScope }
  | { type: 'edit.cancel' }
  /** An occurrence's delete: its series from this occurrence on, or the whole series ('delete.confirm' is this one only). */
  | { type: 'delete.following' }
  | { type: 'delete.all' }
  /** The filter bar opened or closed (the disclosure's new state). */
  | { type: 'filters.toggle'; open: boolean }

/** Emitted for the view, which writes the file (the CSV needs the active language and the document). */
export interface EntriesCsvRequest {
  type: 'entries.csv'
  entries: Entry[]
  categories: Category[]
  accounts: BankAccount[]
  /** The user's cards: a card item's row names its card. */
  cards: BankCard[]
  period: EntryPeriodDays
  /** The period's transfers and statement payments, when the export includes them. */
  extras: ExportExtras | null
}

let lastFiltered: { entries: readonly Entry[]; applied: EntryFilters; sort: EntrySort; rows: Entry[] } | null = null

/**
 * The rows the applied filters keep, in the table's order. The last answer is kept for the same entries, applied
 * filters and sort (the context's own objects, which a keystroke in a filter input leaves as they are): the guards
 * and the view ask for it on every snapshot, and filtering and sorting 2,000 rows each time cost a keystroke tens of ms.
 */
export const filteredEntries = (context: Pick<EntryTableContext, 'entries' | 'table' | 'sort'>): Entry[] => {
  const { entries, sort } = context
  const applied = context.table.applied
  if (lastFiltered?.entries === entries && lastFiltered.applied === applied && lastFiltered.sort === sort) return lastFiltered.rows
  const rows = sortEntries(filterEntries(entries, applied), sort)
  lastFiltered = { entries, applied, sort, rows }
  return rows
}

/** The rows on screen. */
export const shownEntries = (context: Pick<EntryTableContext, 'entries' | 'table' | 'sort'>) => visibleRows(filteredEntries(context), context.table)

const clientFilterFields = ['descricao', 'tipo', 'situacao', 'categoriaId', 'contaBancariaId'] as const

/** How many filters are applied: the client ones, and each date that is not the month's bound. */
export const activeFilterCount = (context: Pick<EntryTableContext, 'table' | 'homeMonth'>): number => {
  const empty = emptyEntryFilters(context.homeMonth)
  return (Object.keys(empty) as EntryFilterField[]).filter((field) => context.table.applied[field].trim() !== empty[field]).length
}

/** Some client filter (description, type, status, category, account) is applied: the totals are of the rows it keeps. */
export const hasClientFilters = (context: Pick<EntryTableContext, 'table'>): boolean => clientFilterFields.some((field) => context.table.applied[field] !== '')

/** The row an event names, if it is on screen (in the table, or in the overdue list). */
const shownEntry = (context: EntryTableContext, event: EntryTableEvent): Entry | undefined =>
  'id' in event ? (shownEntries(context).find((entry) => entry.id === event.id) ?? context.overdue?.lancamentos.find((entry) => entry.id === event.id)) : undefined

const table = pagedTableParts<EntryTableContext, EntryTableEvent, EntryFilters>({
  empty: (context) => emptyEntryFilters(context.homeMonth),
  countFiltered: (context) => filteredEntries(context).length,
})

/** The account of the entry a modal saved or paid (null: none, or closed without saving). */
const accountOfOutcome = (output: { outcome: string; entry?: Entry }): number | null => output.entry?.contaBancariaId ?? null

const alertOf = (tone: Alert['tone'], message: MessageDescriptor) => ({ type: 'setAlert' as const, params: { tone, message } })
/** A refused change's alert: `message`, or that the change needs the network when it got no answer. */
const failureAlertOf = (message: MessageDescriptor) => ({
  type: 'setAlert' as const,
  params: ({ event }: { event: { error?: unknown } }) => ({ tone: 'danger' as const, message: whenOffline(toApiFailure(event.error), message) }),
})

export const entryTableMachine = setup({
  types: {
    context: {} as EntryTableContext,
    events: {} as EntryTableEvent,
    input: {} as EntryTableInput,
    emitted: {} as EntriesCsvRequest,
    /** The invoked actors by id (the view renders the modals' actors from `snapshot.children`). */
    children: {} as {
      loadExportExtras: 'loadExportExtras'
      loadAccounts: 'loadAccounts'
      loadCards: 'loadCards'
      loadEntries: 'loadEntries'
      deleteEntry: 'deleteEntry'
      deleteSeries: 'deleteSeries'
      entryForm: 'entryForm'
      markAsPaid: 'markAsPaid'
    },
    tags: {} as 'busy',
  },
  actors: entryTableActors,
  actions: {
    ...table.actions,
    assignEntries: assign((_, loaded: LoadedEntries) => ({ entries: loaded.entries, categories: loaded.categories, overdue: loaded.overdue, answeredOnce: true })),
    // A failed load is an empty list and zero totals.
    clearEntries: assign({ entries: [] as Entry[], answeredOnce: true }),
    assignAccounts: assign((_, accounts: BankAccount[]) => ({ accounts })),
    // Without the accounts, the selects offer only "no account" and the rows name none.
    clearAccounts: assign({ accounts: [] as BankAccount[] }),
    assignCards: assign((_, cards: BankCard[]) => ({ cards })),
    clearCards: assign({ cards: [] as BankCard[] }),
    /** A new entry's or a payment's account is the next new entry's default (null: none). */
    rememberAccount: assign((_, accountId: number | null) => ({ lastAccountId: accountId })),
    storeLastAccount: ({ context }) => lastAccount.write(context.lastAccountId),
    /** Month navigation: the month's dates become the date filters (inputs and applied) and the period. */
    moveMonth: assign(({ context }, params: { by: number }) => {
      const month = shiftMonth(context.month, params.by)
      const { from, to } = monthBounds(month)
      const dates = { dataInicio: from, dataFim: to }
      return {
        month,
        homeMonth: month,
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
    /** Clear goes back to the whole month the user was on, not to the first month of the dates applied. */
    resetPeriod: assign(({ context }) => ({ month: context.homeMonth, period: monthBounds(context.homeMonth) })),
    exportCsv: emit(({ context }, extras: ExportExtras | null) => ({
      type: 'entries.csv' as const,
      entries: filteredEntries(context),
      categories: context.categories,
      accounts: context.accounts ?? [],
      cards: context.cards ?? [],
      period: context.period,
      extras,
    })),
    setExportExtras: assign((_, include: boolean) => ({ exportExtras: include })),
    setFiltersOpen: assign((_, open: boolean) => ({ filtersOpen: open })),
    storeFiltersOpen: ({ context }) => entryFiltersOpen.write(context.filtersOpen),
    assignPendingDelete: assign(({ context, event }) => ({ pendingDelete: shownEntry(context, event) ?? null })),
    clearPendingDelete: assign({ pendingDelete: null }),
    setAlert: assign((_, params: Alert) => ({ alert: { tone: params.tone, message: params.message } })),
    clearAlert: assign({ alert: null }),
    assignFormFor: assign(({ context, event }) => {
      assertEvent(event, ['entry.add', 'entry.edit', 'edit.scope'])
      if (event.type === 'edit.scope') return { formFor: context.editChoice?.entry.id ?? null }
      return { formFor: event.type === 'entry.edit' ? event.id : null }
    }),
    assignEditChoice: assign(({ context, event }) => {
      assertEvent(event, 'entry.edit')
      return { editChoice: { entry: shownEntry(context, event)!, now: event.now } }
    }),
    clearEditChoice: assign({ editChoice: null }),
    assignSeriesRemoval: assign((_, seriesRemoval: 'following' | 'all') => ({ seriesRemoval })),
    clearSeriesRemoval: assign({ pendingDelete: null, seriesRemoval: null }),
    keepDraft: assign(({ context, event }) => {
      assertEvent(event, 'draft.keep')
      return { draft: { id: context.formFor ?? null, values: event.values } }
    }),
    storeDraft: ({ context }) => {
      if (context.draft) entryDraft.write(context.draft)
    },
    /** The form that took the draft ended (saved or closed): the draft is used up. */
    forgetUsedDraft: ({ context }) => {
      if (draftMatches(context.draft, context.formFor)) entryDraft.clear()
    },
    dropUsedDraft: assign(({ context }) => ({ draft: draftMatches(context.draft, context.formFor) ? null : context.draft, formFor: undefined })),
    sortTable: assign(({ context, event }) => {
      assertEvent(event, 'table.sort')
      return { sort: nextSort(context.sort, event.column, event.direction) }
    }),
  },
  guards: {
    ...table.guards,
    /** A row on screen one may edit or delete (not an installment's, not a carried balance). */
    isEditableShownEntry: ({ context, event }) => {
      const entry = shownEntry(context, event)
      return entry !== undefined && isEditableEntry(entry)
    },
    isOccurrenceShownEntry: ({ context, event }) => {
      const entry = shownEntry(context, event)
      return entry !== undefined && isOccurrence(entry)
    },
    pendingIsOccurrence: ({ context }) => context.pendingDelete !== null && isOccurrence(context.pendingDelete),
    isPayableShownEntry: ({ context, event }) => {
      const entry = shownEntry(context, event)
      return entry !== undefined && (canMarkAsPaid(entry) || canMarkAsReceived(entry))
    },
    hasPreviousMonth: ({ context }) => context.month > FIRST_USER_MONTH,
    hasNextMonth: ({ context }) => context.month < LAST_USER_MONTH,
    periodInvalid: ({ context }) => !isValidPeriod(periodOf(context.table.filters, context.month)),
    periodOutOfRange: ({ context }) => {
      const period = periodOf(context.table.filters, context.month)
      return period.from < FIRST_USER_DAY || period.to > LAST_USER_DAY
    },
    periodTooLong: ({ context }) => {
      const period = periodOf(context.table.filters, context.month)
      return dayNumber(period.to) - dayNumber(period.from) + 1 > PERIOD_MAX_DAYS
    },
    periodChanged: ({ context }) => {
      const period = periodOf(context.table.filters, context.month)
      return period.from !== context.period.from || period.to !== context.period.to
    },
    clearChangesPeriod: ({ context }) => {
      const month = monthBounds(context.homeMonth)
      return month.from !== context.period.from || month.to !== context.period.to
    },
    hasFilteredRows: ({ context }) => filteredEntries(context).length > 0,
    /** The export asks for the period's transfers and statement payments too. */
    exportsExtras: ({ context }) => context.exportExtras,
    hasAlert: ({ context }) => context.alert !== null,
    /** The disclosure reports its state also when the page sets it: only a change is the user's. */
    filtersOpenChanges: ({ context }, open: boolean) => open !== context.filtersOpen,
    /** A modal ended with a save or a payment (not closed). */
    modalSaved: (_, outcome: 'saved' | 'paid' | 'closed') => outcome !== 'closed',
    /** The form modal saved a new entry (not an edited one). */
    newEntrySaved: ({ context }, outcome: 'saved' | 'closed') => outcome === 'saved' && context.formFor === null,
  },
}).createMachine({
  id: 'entryTable',
  context: ({ input }) => ({
    month: input.month,
    homeMonth: input.month,
    period: monthBounds(input.month),
    entries: [],
    categories: [],
    accounts: null,
    cards: null,
    lastAccountId: input.lastAccountId ?? null,
    overdue: null,
    answeredOnce: false,
    table: input.descricao ? applyFilters(changeFilter(pagedTable(emptyEntryFilters(input.month)), 'descricao', input.descricao)) : pagedTable(emptyEntryFilters(input.month)),
    sort: defaultEntrySort,
    pendingDelete: null,
    alert: null,
    draft: input.draft ?? null,
    formFor: undefined,
    editChoice: null,
    seriesRemoval: null,
    exportExtras: false,
    filtersOpen: input.filtersOpen ?? false,
  }),
  // The accounts name the rows, fill the account filter and the modals' selects: loaded once, whatever the page does meanwhile.
  invoke: [
    {
      id: 'loadAccounts',
      src: 'loadAccounts',
      onDone: { actions: { type: 'assignAccounts', params: ({ event }) => event.output } },
      onError: { actions: 'clearAccounts' },
    },
    // The cards name card items and fill the form's card select; without them, no entry goes on a card.
    { id: 'loadCards', src: 'loadCards', onDone: { actions: { type: 'assignCards', params: ({ event }) => event.output } }, onError: { actions: 'clearCards' } },
  ],
  on: {
    // The filter bar opens and closes whatever the page is doing.
    'filters.toggle': {
      guard: { type: 'filtersOpenChanges', params: ({ event }) => event.open },
      actions: [{ type: 'setFiltersOpen', params: ({ event }) => event.open }, 'storeFiltersOpen'],
    },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadEntries',
        src: 'loadEntries',
        input: ({ context }) => context.period,
        onDone: { target: 'ready', actions: { type: 'assignEntries', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: 'clearEntries' },
      },
      on: {
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
            'table.all': { guard: 'tableHasMore', actions: 'showAllRows' },
            'table.sort': { actions: 'sortTable' },
            // The dates re-query the server; the other filters apply on the client. Either way
            // the table goes back to 10 rows.
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
            // The arrows stop at the months a user's dates may take (1900-01 to 2099-12).
            'month.previous': { guard: 'hasPreviousMonth', target: '#entryTable.loading', actions: [{ type: 'moveMonth', params: { by: -1 } }, 'showFirstRows', 'clearAlert'] },
            'month.next': { guard: 'hasNextMonth', target: '#entryTable.loading', actions: [{ type: 'moveMonth', params: { by: 1 } }, 'showFirstRows', 'clearAlert'] },
            'entry.add': { target: 'form', actions: ['clearAlert', 'assignFormFor'] },
            'entry.edit': [
              // An occurrence asks first which of its series' occurrences the edit is for.
              { guard: 'isOccurrenceShownEntry', target: 'choosingEdit', actions: ['clearAlert', 'assignEditChoice'] },
              { guard: 'isEditableShownEntry', target: 'form', actions: ['clearAlert', 'assignFormFor'] },
            ],
            'entry.pay': { guard: 'isPayableShownEntry', target: 'paying', actions: 'clearAlert' },
            'entry.delete': { guard: 'isEditableShownEntry', target: 'confirming', actions: ['clearAlert', 'assignPendingDelete'] },
            'export.csv': [
              { guard: 'exportsExtras', target: 'exporting', actions: 'clearAlert' },
              { guard: 'hasFilteredRows', actions: { type: 'exportCsv', params: null } },
            ],
            'export.extras': { actions: { type: 'setExportExtras', params: ({ event }) => event.include } },
            'alert.dismiss': { guard: 'hasAlert', actions: 'clearAlert' },
          },
        },
        // The export with the period's transfers and statement payments: they are asked for first.
        exporting: {
          tags: 'busy',
          invoke: {
            id: 'loadExportExtras',
            src: 'loadExportExtras',
            input: ({ context }) => ({ from: context.period.from, to: context.period.to, accounts: context.accounts ?? [] }),
            onDone: { target: 'browsing', actions: { type: 'exportCsv', params: ({ event }) => event.output } },
            onError: { target: 'browsing', actions: alertOf('danger', entryMessages.exportFailed) },
          },
        },
        // This occurrence only (the entry's own edit), this and the following (its series from the
        // occurrence's date), or all (its series from its first day): the form opens for the choice.
        choosingEdit: {
          on: {
            'edit.scope': { target: 'form', actions: 'assignFormFor' },
            'edit.cancel': { target: 'browsing', actions: 'clearEditChoice' },
          },
        },
        // The add/edit modal: its own machine, started with the entry (null: a new one), the day of the click
        // and the draft kept for that entry, if any; an occurrence's series when the edit is for it.
        form: {
          exit: ['forgetUsedDraft', 'dropUsedDraft', 'clearEditChoice'],
          on: {
            'draft.keep': { actions: ['keepDraft', 'storeDraft'] },
          },
          invoke: {
            id: 'entryForm',
            src: 'entryForm',
            input: ({ context, event }) => {
              assertEvent(event, ['entry.add', 'entry.edit', 'edit.scope'])
              const chosen = event.type === 'edit.scope' ? context.editChoice : null
              const entry = chosen ? chosen.entry : (event.type === 'entry.edit' && shownEntry(context, event)) || null
              const id = entry?.id ?? null
              const scope = event.type === 'edit.scope' ? event.scope : 'one'
              return {
                entry,
                today: saoPauloDay(chosen ? chosen.now : (event as { now: Date }).now),
                draft: draftMatches(context.draft, id) ? context.draft.values : null,
                accounts: context.accounts ?? [],
                lastAccountId: context.lastAccountId,
                cards: context.cards ?? [],
                series: entry && scope !== 'one' ? { recorrenciaId: entry.recorrenciaId!, aPartirDe: scope === 'following' ? entry.dataOcorrencia : null } : null,
              }
            },
            onDone: [
              {
                guard: { type: 'newEntrySaved', params: ({ event }) => event.output.outcome },
                target: '#entryTable.loading',
                actions: [alertOf('success', entryMessages.succeeded), { type: 'rememberAccount', params: ({ event }) => accountOfOutcome(event.output) }, 'storeLastAccount'],
              },
              { guard: { type: 'modalSaved', params: ({ event }) => event.output.outcome }, target: '#entryTable.loading', actions: alertOf('success', entryMessages.succeeded) },
              { target: 'browsing' },
            ],
          },
        },
        // The mark-as-paid modal: its own machine, started with the entry and the time of the click.
        paying: {
          invoke: {
            id: 'markAsPaid',
            src: 'markAsPaid',
            input: ({ context, event }) => {
              assertEvent(event, 'entry.pay')
              return { entry: shownEntry(context, event)!, now: event.now, accounts: context.accounts ?? [], lastAccountId: context.lastAccountId }
            },
            onDone: [
              {
                guard: { type: 'modalSaved', params: ({ event }) => event.output.outcome },
                target: '#entryTable.loading',
                actions: [alertOf('success', entryMessages.succeeded), { type: 'rememberAccount', params: ({ event }) => accountOfOutcome(event.output) }, 'storeLastAccount'],
              },
              { target: 'browsing' },
            ],
          },
        },
        // An occurrence's confirmation offers its series too: from this occurrence on, or all of it.
        confirming: {
          on: {
            'delete.confirm': 'deleting',
            'delete.following': { guard: 'pendingIsOccurrence', target: 'deletingSeries', actions: { type: 'assignSeriesRemoval', params: 'following' } },
            'delete.all': { guard: 'pendingIsOccurrence', target: 'deletingSeries', actions: { type: 'assignSeriesRemoval', params: 'all' } },
            'delete.cancel': { target: 'browsing', actions: 'clearPendingDelete' },
          },
        },
        deletingSeries: {
          tags: 'busy',
          invoke: {
            id: 'deleteSeries',
            src: 'deleteSeries',
            input: ({ context }) => ({
              id: context.pendingDelete!.recorrenciaId!,
              aPartirDe: context.seriesRemoval === 'following' ? context.pendingDelete!.dataOcorrencia : null,
            }),
            onDone: { target: '#entryTable.loading', actions: ['clearSeriesRemoval', alertOf('success', entryMessages.succeeded)] },
            onError: { target: 'browsing', actions: ['clearSeriesRemoval', failureAlertOf(entryMessages.failed)] },
          },
        },
        deleting: {
          tags: 'busy',
          invoke: {
            id: 'deleteEntry',
            src: 'deleteEntry',
            input: ({ context }) => ({ id: context.pendingDelete!.id }),
            onDone: { target: '#entryTable.loading', actions: ['clearPendingDelete', alertOf('success', entryMessages.succeeded)] },
            onError: { target: 'browsing', actions: ['clearPendingDelete', failureAlertOf(entryMessages.failed)] },
          },
        },
      },
    },
  },
})

export type EntryTableMachine = typeof entryTableMachine
