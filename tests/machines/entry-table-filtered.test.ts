import { describe, expect, it } from 'vitest'
import { defaultEntrySort, emptyEntryFilters, filterEntries, sortEntries } from '@machines/finance/entries/entry-rows'
import { filteredEntries } from '@machines/finance/entries/entry-table.machine'
import { changeFilter, matchesText, pagedTable, textMatcher } from '@machines/paged-table'
import { entry, monthEntries } from '../fixtures/entries'

describe('textMatcher', () => {
  it('answers as matchesText does, the filter folded once', () => {
    const values = ['Conta de Água', 'Pão de açúcar', 'Conta de luz', '', '  MERCADO  ']
    for (const filter of ['agua', 'ÁGUA', 'acucar', '   ', '', 'mercado', 'x']) {
      const matches = textMatcher(filter)
      for (const value of values) expect(matches(value)).toBe(matchesText(value, filter))
    }
  })
})

describe('filteredEntries', () => {
  const table = pagedTable({ ...emptyEntryFilters('2026-05'), descricao: 'a' })
  const applied = { ...table, applied: { ...table.filters } }

  it('is the filtered entries in the sort order', () => {
    const context = { entries: monthEntries, table: applied, sort: { column: 'amount' as const, direction: 'desc' as const } }
    expect(filteredEntries(context)).toEqual(sortEntries(filterEntries(monthEntries, applied.applied), context.sort))
  })

  it('keeps its answer while only the filter inputs change, and answers again when entries, applied filters or sort change', () => {
    const context = { entries: monthEntries, table: applied, sort: defaultEntrySort }
    const first = filteredEntries(context)
    // A keystroke: the inputs change, the applied filters are the same object.
    expect(filteredEntries({ ...context, table: changeFilter(applied, 'descricao', 'ab') })).toBe(first)

    const entries = [...monthEntries, entry(9_999, { descricao: 'a new one' })]
    expect(filteredEntries({ ...context, entries })).toEqual(sortEntries(filterEntries(entries, applied.applied), defaultEntrySort))
    const reapplied = { ...applied, applied: { ...applied.applied, descricao: 'zzz' } }
    expect(filteredEntries({ ...context, table: reapplied })).toEqual([])
    const sort = { column: 'description' as const, direction: 'desc' as const }
    expect(filteredEntries({ ...context, sort })).toEqual(sortEntries(filterEntries(monthEntries, applied.applied), sort))
  })
})
