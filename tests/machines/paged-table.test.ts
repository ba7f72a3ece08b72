import { describe, expect, it } from 'vitest'
import { assign, createActor, setup } from 'xstate'
import {
  TABLE_PAGE_SIZE,
  applyFilters,
  changeFilter,
  clearFilters,
  foldText,
  hasAppliedFilters,
  hasMoreRows,
  matchesText,
  pagedTable,
  pagedTableOn,
  pagedTableParts,
  showLess,
  showMore,
  showsMoreThanFirstPage,
  visibleRows,
} from '@machines/paged-table'
import type { PagedTable, PagedTableEvent } from '@machines/paged-table'

// The shared client-filtered table with 10-row paging (the entry and installment
// tables and their filters): pure helpers, then the machine fragment composed into a small table machine.

const empty = { text: '', kind: '' }
type Filters = typeof empty
const rows = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: i % 2 === 0 ? `Água ${i + 1}` : `Luz ${i + 1}`, kind: i % 2 === 0 ? 'a' : 'b' }))

describe('paged table helpers', () => {
  it('starts with empty filters and 10 rows', () => {
    const table = pagedTable(empty)
    expect(TABLE_PAGE_SIZE).toBe(10)
    expect(table).toEqual({ filters: empty, applied: empty, visible: 10 })
    expect(visibleRows(rows, table).map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('a change edits the inputs only; an unknown field changes nothing', () => {
    const table = changeFilter(pagedTable(empty), 'text', 'luz')
    expect(table.filters).toEqual({ text: 'luz', kind: '' })
    expect(table.applied).toEqual(empty)
    expect(changeFilter(table, 'other', 'x')).toBe(table)
  })

  it('see more adds 10, see less goes back to 10', () => {
    const first = pagedTable(empty)
    const second = showMore(first)
    const third = showMore(second)
    expect([second.visible, third.visible]).toEqual([20, 30])
    expect(visibleRows(rows, second)).toHaveLength(20)
    expect(visibleRows(rows, third)).toHaveLength(25)
    expect(showLess(third).visible).toBe(10)
  })

  it('see more is offered while rows are hidden, see less once more than 10 show', () => {
    const first = pagedTable(empty)
    expect(hasMoreRows(first, 25)).toBe(true)
    expect(hasMoreRows(first, 10)).toBe(false)
    expect(hasMoreRows(first, 11)).toBe(true)
    expect(hasMoreRows(showMore(showMore(first)), 25)).toBe(false)
    expect(showsMoreThanFirstPage(first)).toBe(false)
    expect(showsMoreThanFirstPage(showMore(first))).toBe(true)
  })

  it('applying resets to 10 rows and copies the inputs', () => {
    const table = changeFilter(showMore(showMore(pagedTable(empty))), 'kind', 'a')
    const applied = applyFilters(table)
    expect(applied).toEqual({ filters: { text: '', kind: 'a' }, applied: { text: '', kind: 'a' }, visible: 10 })
    // The applied filters are a copy: typing afterwards does not change what is applied.
    expect(changeFilter(applied, 'kind', 'b').applied.kind).toBe('a')
    expect(hasAppliedFilters(applied, empty)).toBe(true)
  })

  it('clearing empties inputs and applied filters and resets to 10 rows', () => {
    const cleared = clearFilters(empty)
    expect(cleared).toEqual({ filters: empty, applied: empty, visible: 10 })
    expect(hasAppliedFilters(cleared, empty)).toBe(false)
  })

  it('text matching ignores case, accents and extra spaces', () => {
    expect(foldText('  ÁGUA   e  Luz ')).toBe('agua e luz')
    expect(matchesText('Conta de Água', 'agua')).toBe(true)
    expect(matchesText('Conta de agua', 'ÁGUA')).toBe(true)
    expect(matchesText('Pão de açúcar', 'acucar')).toBe(true)
    expect(matchesText('Conta de luz', 'agua')).toBe(false)
    expect(matchesText('anything', '   ')).toBe(true)
  })
})

// A table machine as the entry and installment tables compose it.
interface TestContext {
  rows: typeof rows
  table: PagedTable<Filters>
}
type TestEvent = PagedTableEvent<Filters> | { type: 'rows.loaded'; rows: typeof rows }

const filtered = (context: TestContext) =>
  context.rows.filter((row) => matchesText(row.name, context.table.applied.text) && (context.table.applied.kind === '' || row.kind === context.table.applied.kind))

const parts = pagedTableParts<TestContext, TestEvent, Filters>({ empty, countFiltered: (context) => filtered(context).length })

const tableMachine = setup({
  types: { context: {} as TestContext, events: {} as TestEvent },
  actions: { ...parts.actions, assignRows: assign(({ event }) => (event.type === 'rows.loaded' ? { rows: event.rows } : {})) },
  guards: { ...parts.guards },
}).createMachine({
  id: 'table',
  context: { rows: [], table: pagedTable(empty) },
  initial: 'loading',
  states: {
    loading: { on: { 'rows.loaded': { target: 'ready', actions: 'assignRows' } } },
    ready: { on: { ...pagedTableOn } },
  },
})

function ready() {
  const actor = createActor(tableMachine).start()
  actor.send({ type: 'rows.loaded', rows })
  const shown = () => visibleRows(filtered(actor.getSnapshot().context), actor.getSnapshot().context.table).map((row) => row.id)
  return { actor, shown, table: () => actor.getSnapshot().context.table, can: (event: TestEvent) => actor.getSnapshot().can(event) }
}

describe('pagedTableParts composed into a machine', () => {
  it('pages 25 rows: 10, 20, 25, and see less back to 10', () => {
    const { actor, shown, can } = ready()
    expect(shown()).toHaveLength(10)
    expect(can({ type: 'table.less' })).toBe(false)
    actor.send({ type: 'table.more' })
    expect(shown()).toHaveLength(20)
    actor.send({ type: 'table.more' })
    expect(shown()).toHaveLength(25)
    expect(can({ type: 'table.more' })).toBe(false)
    // A see more with nothing hidden changes nothing.
    actor.send({ type: 'table.more' })
    expect(actor.getSnapshot().context.table.visible).toBe(30)
    expect(can({ type: 'table.less' })).toBe(true)
    actor.send({ type: 'table.less' })
    expect(shown()).toHaveLength(10)
  })

  it('filters apply on Apply only, and applying resets to 10 rows', () => {
    const { actor, shown, table, can } = ready()
    actor.send({ type: 'table.more' })
    actor.send({ type: 'filters.change', field: 'text', value: 'AGUA' })
    expect(shown()).toHaveLength(20)
    actor.send({ type: 'filters.apply' })
    expect(table().visible).toBe(10)
    // 13 rows named Água: 10 show, 3 more behind see more.
    expect(shown()).toEqual([1, 3, 5, 7, 9, 11, 13, 15, 17, 19])
    expect(can({ type: 'table.more' })).toBe(true)
    actor.send({ type: 'table.more' })
    expect(shown()).toEqual([1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25])
    actor.send({ type: 'filters.change', field: 'kind', value: 'b' })
    actor.send({ type: 'filters.apply' })
    expect(shown()).toEqual([])
    expect(can({ type: 'table.more' })).toBe(false)
  })

  it('clear brings every row back, 10 showing, inputs empty', () => {
    const { actor, shown, table } = ready()
    actor.send({ type: 'filters.change', field: 'kind', value: 'b' })
    actor.send({ type: 'filters.apply' })
    actor.send({ type: 'table.more' })
    expect(shown()).toHaveLength(12)
    actor.send({ type: 'filters.clear' })
    expect(table()).toEqual({ filters: empty, applied: empty, visible: 10 })
    expect(shown()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('the table events are not taken before the rows load', () => {
    const actor = createActor(tableMachine).start()
    expect(actor.getSnapshot().can({ type: 'filters.apply' })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'table.more' })).toBe(false)
  })
})

describe('pagedTableParts with empty filters that depend on the context', () => {
  interface MonthContext {
    month: string
    table: PagedTable<{ text: string; from: string }>
  }
  type MonthEvent = PagedTableEvent<{ text: string; from: string }> | { type: 'month.set'; month: string }
  const monthParts = pagedTableParts<MonthContext, MonthEvent, { text: string; from: string }>({
    empty: (context) => ({ text: '', from: `${context.month}-01` }),
    countFiltered: () => 0,
  })
  const machine = setup({
    types: { context: {} as MonthContext, events: {} as MonthEvent },
    actions: { ...monthParts.actions, setMonth: assign(({ event }) => (event.type === 'month.set' ? { month: event.month } : {})) },
    guards: { ...monthParts.guards },
  }).createMachine({
    context: { month: '2026-11', table: pagedTable({ text: '', from: '2026-11-01' }) },
    on: { ...pagedTableOn, 'month.set': { actions: 'setMonth' } },
  })

  it('clear goes back to the empty filters of the current context', () => {
    const actor = createActor(machine).start()
    actor.send({ type: 'filters.change', field: 'text', value: 'x' })
    actor.send({ type: 'filters.apply' })
    actor.send({ type: 'month.set', month: '2027-01' })
    actor.send({ type: 'filters.clear' })
    expect(actor.getSnapshot().context.table).toEqual({ filters: { text: '', from: '2027-01-01' }, applied: { text: '', from: '2027-01-01' }, visible: 10 })
  })
})
