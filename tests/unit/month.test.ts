// Finance months and days in São Paulo time (docs/product-rules.md#dates), and their names per language.
import { describe, expect, it } from 'vitest'
import { askedMonth, saoPauloDateTime, saoPauloDay, isWholeMonth, monthBounds, monthOf, monthOfDay, monthsEnding, shiftMonth } from '@/lib/month'
import { formatSaoPauloDate, formatMonth, formatShortMonth } from '@/i18n/format'

describe('months', () => {
  it('the month of an instant is read in São Paulo', () => {
    expect(monthOf(new Date('2026-12-01T02:59:59.999Z'))).toBe('2026-11')
    expect(monthOf(new Date('2026-12-01T03:00:00.000Z'))).toBe('2026-12')
  })
  it("a page's ?mes= opens that month when it is one a user may use", () => {
    expect(askedMonth('?mes=2026-05')).toBe('2026-05')
    expect(askedMonth('mes=2026-05&x=1')).toBe('2026-05')
    expect(askedMonth('')).toBeNull()
    expect(askedMonth('?mes=2026-13')).toBeNull()
    expect(askedMonth('?mes=2026-5')).toBeNull()
    expect(askedMonth('?mes=1899-12')).toBeNull()
    expect(askedMonth('?mes=2100-01')).toBeNull()
  })
  it('moves across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(shiftMonth('2026-11', -23)).toBe('2024-12')
    expect(() => shiftMonth('nope', 1)).toThrow()
  })
  it('bounds know month lengths and leap years', () => {
    expect(monthBounds('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' })
    expect(monthBounds('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' })
    expect(monthBounds('2026-02').to).toBe('2026-02-28')
    expect(isWholeMonth('2026-11-01', '2026-11-30')).toBe(true)
    expect(isWholeMonth('2026-11-02', '2026-11-30')).toBe(false)
    expect(monthOfDay('2026-11-05')).toBe('2026-11')
    expect(monthOfDay('')).toBeNull()
  })
  it('the last N months, oldest first', () => expect(monthsEnding('2026-02', 3)).toEqual(['2025-12', '2026-01', '2026-02']))
  it('days and date-times as São Paulo wall time', () => {
    expect(saoPauloDay('2026-11-03T01:00:00.000Z')).toBe('2026-11-02')
    expect(saoPauloDateTime(new Date('2026-11-20T17:30:45.000Z'))).toBe('2026-11-20T14:30')
  })
})

describe('month names', () => {
  it('"novembro de 2026" / "November 2026"', () => {
    expect(formatMonth('2026-11', 'pt-BR')).toBe('novembro de 2026')
    expect(formatMonth('2026-11', 'en')).toBe('November 2026')
    expect(formatShortMonth('2026-11', 'en')).toBe('Nov 2026')
  })
  it('finance dates show their São Paulo day', () => {
    expect(formatSaoPauloDate('2026-11-03T01:00:00.000Z', 'pt-BR')).toBe('2 de nov. de 2026')
    expect(formatSaoPauloDate('2026-11-03T01:00:00.000Z', 'en')).toBe('Nov 2, 2026')
  })
})
