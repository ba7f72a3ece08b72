// The client-filtered table with 10-row paging that the entry and installment tables share: filter
// inputs, the filters Apply applied,
// 10 rows shown, 10 more per see more, back to 10 on see less and whenever filters apply or clear.
import { assign } from 'xstate'
import type { EventObject, MachineContext, ParameterizedObject } from 'xstate'

/** 10 rows at first, 10 more per see more. */
export const TABLE_PAGE_SIZE = 10

/** Filter values as the inputs hold them (text, a select's value, `YYYY-MM-DD`); '' is "no filter". */
export type FilterValues = Record<string, string>

export interface PagedTable<F extends FilterValues> {
  /** What the filter inputs hold. */
  filters: F
  /** What Apply applied: the rows shown are filtered by these. */
  applied: F
  /** How many of the filtered rows show. */
  visible: number
}

/** The events every paged table takes (a machine adds its own). */
export type PagedTableEvent<F extends FilterValues = FilterValues> =
  | { type: 'filters.change'; field: keyof F & string; value: string }
  | { type: 'filters.apply' }
  | { type: 'filters.clear' }
  | { type: 'table.more' }
  | { type: 'table.less' }

// Pure helpers: each takes a table and answers the next one.

/** A table with empty filters and the first 10 rows showing. */
export function pagedTable<F extends FilterValues>(empty: F): PagedTable<F> {
  return { filters: { ...empty }, applied: { ...empty }, visible: TABLE_PAGE_SIZE }
}

/** A filter input changed; a field the table does not have changes nothing. */
export function changeFilter<F extends FilterValues>(table: PagedTable<F>, field: string, value: string): PagedTable<F> {
  if (!(field in table.filters)) return table
  return { ...table, filters: { ...table.filters, [field]: value } }
}

/** Apply: the inputs become the applied filters and the table shows its first 10 rows again. */
export function applyFilters<F extends FilterValues>(table: PagedTable<F>): PagedTable<F> {
  return { filters: table.filters, applied: { ...table.filters }, visible: TABLE_PAGE_SIZE }
}

/** Clear: inputs and applied filters back to `empty`, first 10 rows. */
export function clearFilters<F extends FilterValues>(empty: F): PagedTable<F> {
  return pagedTable(empty)
}

/** See more: 10 more rows. */
export function showMore<F extends FilterValues>(table: PagedTable<F>): PagedTable<F> {
  return { ...table, visible: table.visible + TABLE_PAGE_SIZE }
}

/** See less: back to the first 10 rows. */
export function showLess<F extends FilterValues>(table: PagedTable<F>): PagedTable<F> {
  return { ...table, visible: TABLE_PAGE_SIZE }
}

/** Show all: every filtered row, however many (see less goes back to 10). */
export function showAll<F extends FilterValues>(table: PagedTable<F>): PagedTable<F> {
  return { ...table, visible: Number.POSITIVE_INFINITY }
}

/** Some of the `total` filtered rows are hidden: see more is offered. */
export const hasMoreRows = (table: PagedTable<FilterValues>, total: number): boolean => table.visible < total

/** More than the first 10 rows are showing: see less is offered. */
export const showsMoreThanFirstPage = (table: PagedTable<FilterValues>): boolean => table.visible > TABLE_PAGE_SIZE

/** The rows on screen: the first `visible` of the filtered rows. */
export function visibleRows<R>(filtered: readonly R[], table: PagedTable<FilterValues>): R[] {
  return filtered.slice(0, table.visible)
}

/** The applied filters differ from the empty ones (the view tells "no match" from "no rows"). */
export function hasAppliedFilters<F extends FilterValues>(table: PagedTable<F>, empty: F): boolean {
  return Object.keys(empty).some((field) => table.applied[field] !== empty[field])
}

/** Text folded for matching: no accents, lower case, spaces collapsed ("  Água  Luz" → "agua luz"). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR').replace(/\s+/g, ' ').trim()
}

/** A text filter is a case- and accent-insensitive substring; a blank filter matches everything. */
export function matchesText(value: string, filter: string): boolean {
  return textMatcher(filter)(value)
}

/** `matchesText` with the filter folded once, for a list of values. */
export function textMatcher(filter: string): (value: string) => boolean {
  const wanted = foldText(filter)
  return wanted === '' ? () => true : (value) => foldText(value).includes(wanted)
}

// The machine fragment. A table machine keeps `table: PagedTable<F>` in its context, spreads
// `parts.actions` and `parts.guards` into setup() and `parts.on` into the states where the table is
// on screen, and may override an event there (the entry table re-queries when applied dates change).

export interface PagedTableOptions<TContext, F extends FilterValues> {
  /** The empty filters Clear goes back to (a function when they depend on the context, e.g. a month's dates). */
  empty: F | ((context: TContext) => F)
  /** How many rows the applied filters keep (see more is offered while some are hidden). */
  countFiltered: (context: TContext) => number
}

/**
 * Actions and guards of a paged table, to spread into `setup()`:
 * actions `changeTableFilter` (params: the changed field and its value), `applyTableFilters`,
 * `clearTableFilters`, `showMoreRows`, `showFirstRows`, `showAllRows` (for a table that offers show all); guards `tableHasMore`, `tableShowsMore`.
 */
export function pagedTableParts<TContext extends MachineContext & { table: PagedTable<F> }, TEvent extends EventObject, F extends FilterValues>(
  options: PagedTableOptions<TContext, F>,
) {
  type Args = { context: TContext; event: TEvent }
  const emptyOf = (context: TContext): F => (typeof options.empty === 'function' ? options.empty(context) : options.empty)
  const update = <TParams extends ParameterizedObject['params'] = undefined>(next: (context: TContext, params: TParams) => PagedTable<F>) =>
    assign<TContext, TEvent, TParams, TEvent, never>(({ context }, params) => ({ table: next(context, params) }) as Partial<TContext>)
  return {
    actions: {
      changeTableFilter: update<FilterChange>((context, change) => changeFilter(context.table, change.field, change.value)),
      applyTableFilters: update((context) => applyFilters(context.table)),
      clearTableFilters: update((context) => clearFilters(emptyOf(context))),
      showMoreRows: update((context) => showMore(context.table)),
      showFirstRows: update((context) => showLess(context.table)),
      showAllRows: update((context) => showAll(context.table)),
    },
    guards: {
      tableHasMore: ({ context }: Args) => hasMoreRows(context.table, options.countFiltered(context)),
      tableShowsMore: ({ context }: Args) => showsMoreThanFirstPage(context.table),
    },
  }
}

/** What a `filters.change` changes: one filter input and its new value. */
export interface FilterChange {
  field: string
  value: string
}

/** The table's transitions, to spread into a state's `on` (guards and actions from `pagedTableParts`). */
export const pagedTableOn = {
  'filters.change': {
    actions: {
      type: 'changeTableFilter',
      params: ({ event }: { event: Extract<PagedTableEvent, { type: 'filters.change' }> }): FilterChange => ({ field: event.field, value: event.value }),
    },
  },
  'filters.apply': { actions: 'applyTableFilters' },
  'filters.clear': { actions: 'clearTableFilters' },
  'table.more': { guard: 'tableHasMore', actions: 'showMoreRows' },
  'table.less': { guard: 'tableShowsMore', actions: 'showFirstRows' },
} as const
