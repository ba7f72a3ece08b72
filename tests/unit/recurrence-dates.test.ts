import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  adjustToBusinessDay,
  generationHorizon,
  nextOccurrence,
  occurrenceDate,
  occurrencesBetween,
  recurrenceFrequencies,
  weekendAdjustments,
  type RecurrenceDates,
  type RecurrenceFrequency,
  type WeekendAdjustment,
} from '@contract/recurrence'

// The dates of a recurring series (docs/product-rules.md#recurring-entries), pure arithmetic on calendar days:
// occurrence n counted from the start (the day-31 clamp and return, 29 February), every 15 or 7 days, the
// weekend rules, the generation horizon, and windows that start mid-series never missing an occurrence.

const series = (dataInicio: string, frequencia: RecurrenceFrequency, extra: Partial<RecurrenceDates> = {}): RecurrenceDates => ({
  dataInicio,
  dataFim: null,
  frequencia,
  ajusteFimDeSemana: 'Nenhum',
  ...extra,
})
const nominal = (dates: RecurrenceDates, from: string, until: string) => occurrencesBetween(dates, from, until).map((row) => row.dataOcorrencia)

describe('occurrence dates', () => {
  it.each([
    [
      'monthly on the 31st, a common year: the month’s last day, back on the 31st',
      series('2026-01-31', 'Mensal'),
      '2026-01-01',
      '2026-12-31',
      ['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31', '2026-06-30', '2026-07-31', '2026-08-31', '2026-09-30', '2026-10-31', '2026-11-30', '2026-12-31'],
    ],
    [
      'monthly on the 31st, a leap year',
      series('2028-01-31', 'Mensal'),
      '2028-01-01',
      '2028-04-30',
      ['2028-01-31', '2028-02-29', '2028-03-31', '2028-04-30'],
    ],
    ['monthly on the 30th: 28 February, then the 30th', series('2026-01-30', 'Mensal'), '2026-01-01', '2026-04-30', ['2026-01-30', '2026-02-28', '2026-03-30', '2026-04-30']],
    ['monthly on the 15th across a year end', series('2026-11-15', 'Mensal'), '2026-11-01', '2027-02-28', ['2026-11-15', '2026-12-15', '2027-01-15', '2027-02-15']],
    [
      'yearly on 29 February over 8 years: 28 February in common years',
      series('2024-02-29', 'Anual'),
      '2024-01-01',
      '2031-12-31',
      ['2024-02-29', '2025-02-28', '2026-02-28', '2027-02-28', '2028-02-29', '2029-02-28', '2030-02-28', '2031-02-28'],
    ],
    [
      'every 15 days (Quinzenal), through month ends',
      series('2026-11-01', 'Quinzenal'),
      '2026-11-01',
      '2027-01-30',
      ['2026-11-01', '2026-11-16', '2026-12-01', '2026-12-16', '2026-12-31', '2027-01-15', '2027-01-30'],
    ],
    ['every 7 days (Semanal)', series('2026-11-02', 'Semanal'), '2026-11-01', '2026-12-07', ['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30', '2026-12-07']],
    ['nothing before the start', series('2026-11-02', 'Semanal'), '2020-01-01', '2026-11-01', []],
    ['an empty window (from after until)', series('2026-11-02', 'Semanal'), '2026-12-01', '2026-11-30', []],
  ])('%s', (_, dates, from, until, expected) => {
    expect(nominal(dates, from, until)).toEqual(expected)
  })

  it('occurrence n is counted from the start, never from the previous one', () => {
    expect([0, 1, 2, 3].map((index) => occurrenceDate('2027-01-31', 'Mensal', index))).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30'])
    expect(occurrenceDate('2026-01-31', 'Mensal', 25)).toBe('2028-02-29')
    expect(occurrenceDate('2024-02-29', 'Anual', 4)).toBe('2028-02-29')
    expect(occurrenceDate('2026-12-25', 'Quinzenal', 2)).toBe('2027-01-24')
    expect(occurrenceDate('2026-12-28', 'Semanal', 1)).toBe('2027-01-04')
  })

  it('dataFim bounds the nominal dates, inclusive', () => {
    expect(nominal(series('2026-01-31', 'Mensal', { dataFim: '2026-03-31' }), '2026-01-01', '2026-12-31')).toEqual(['2026-01-31', '2026-02-28', '2026-03-31'])
    expect(nominal(series('2026-01-31', 'Mensal', { dataFim: '2026-03-30' }), '2026-01-01', '2026-12-31')).toEqual(['2026-01-31', '2026-02-28'])
    expect(nominal(series('2026-01-31', 'Mensal', { dataFim: '2026-01-31' }), '2026-01-01', '2026-12-31')).toEqual(['2026-01-31'])
    // A window entirely after the end: none.
    expect(nominal(series('2026-01-31', 'Mensal', { dataFim: '2026-03-31' }), '2026-04-01', '2026-12-31')).toEqual([])
    // The weekend rule moves the entry's day, not the nominal date the end is compared with.
    expect(occurrencesBetween(series('2027-01-31', 'Mensal', { dataFim: '2027-01-31', ajusteFimDeSemana: 'Adiar' }), '2027-01-01', '2027-12-31')).toEqual([{ dataOcorrencia: '2027-01-31', data: '2027-02-01' }])
  })

  it('a series started in the past catches up every date from its start through the horizon', () => {
    const today = '2026-11-15'
    const dates = nominal(series('2025-06-10', 'Mensal'), '2025-06-10', generationHorizon(today))
    expect(dates).toHaveLength(30)
    expect(dates[0]).toBe('2025-06-10')
    expect(dates.at(-1)).toBe('2027-11-10')
    expect(new Set(dates.map((day) => day.slice(0, 7))).size).toBe(30)
    expect(nominal(series('2026-10-20', 'Semanal'), '2026-10-20', generationHorizon(today))).toHaveLength(56)
  })

  it('the next occurrence from a day (null when the series has ended)', () => {
    expect(nextOccurrence(series('2026-10-31', 'Mensal'), '2026-11-15')).toEqual({ dataOcorrencia: '2026-11-30', data: '2026-11-30' })
    expect(nextOccurrence(series('2026-10-31', 'Mensal', { ajusteFimDeSemana: 'Antecipar' }), '2027-01-01')).toEqual({ dataOcorrencia: '2027-01-31', data: '2027-01-29' })
    expect(nextOccurrence(series('2026-10-31', 'Mensal', { dataFim: '2026-11-01' }), '2026-11-15')).toBeNull()
    expect(nextOccurrence(series('2024-02-29', 'Anual'), '2026-03-01')).toEqual({ dataOcorrencia: '2027-02-28', data: '2027-02-28' })
  })
})

describe('the business-day rule on weekends', () => {
  it.each<[string, string, WeekendAdjustment, string]>([
    ['Saturday, Antecipar: the Friday before', '2026-11-14', 'Antecipar', '2026-11-13'],
    ['Sunday, Antecipar: the Friday before', '2026-11-15', 'Antecipar', '2026-11-13'],
    ['Saturday, Adiar: the Monday after', '2026-11-14', 'Adiar', '2026-11-16'],
    ['Sunday, Adiar: the Monday after', '2026-11-15', 'Adiar', '2026-11-16'],
    ['Saturday, Nenhum: unchanged', '2026-11-14', 'Nenhum', '2026-11-14'],
    ['a weekday, Antecipar: unchanged', '2026-11-13', 'Antecipar', '2026-11-13'],
    ['a weekday, Adiar: unchanged', '2026-11-16', 'Adiar', '2026-11-16'],
    ['Saturday 28 Feb, Adiar: into March', '2026-02-28', 'Adiar', '2026-03-02'],
    ['Sunday 1 Mar, Antecipar: back into February', '2026-03-01', 'Antecipar', '2026-02-27'],
    ['Saturday 2 Jan, Antecipar: past the New Year holiday, back into the previous year', '2027-01-02', 'Antecipar', '2026-12-31'],
    ['Sunday 3 Jan, Adiar', '2027-01-03', 'Adiar', '2027-01-04'],
  ])('%s', (_, day, adjustment, expected) => {
    expect(adjustToBusinessDay(day, adjustment)).toBe(expected)
  })

  it('occurrences carry the nominal date and the adjusted day', () => {
    expect(occurrencesBetween(series('2026-11-14', 'Semanal', { ajusteFimDeSemana: 'Antecipar' }), '2026-11-01', '2026-11-30')).toEqual([
      { dataOcorrencia: '2026-11-14', data: '2026-11-13' },
      // Friday 20 Nov is Consciência Negra: Thursday.
      { dataOcorrencia: '2026-11-21', data: '2026-11-19' },
      { dataOcorrencia: '2026-11-28', data: '2026-11-27' },
    ])
  })

  it('a monthly series on the 21st with Adiar skips Tiradentes; one on the 16th skips Carnaval', () => {
    expect(occurrencesBetween(series('2026-01-21', 'Mensal', { ajusteFimDeSemana: 'Adiar' }), '2026-01-01', '2026-05-31').map((o) => o.data)).toEqual([
      '2026-01-21',
      '2026-02-23', // Saturday 21 Feb
      '2026-03-23', // Saturday 21 Mar
      '2026-04-22', // Tuesday 21 Apr, Tiradentes
      '2026-05-21',
    ])
    expect(occurrencesBetween(series('2026-01-16', 'Mensal', { ajusteFimDeSemana: 'Adiar' }), '2026-02-01', '2026-02-28')).toEqual([
      { dataOcorrencia: '2026-02-16', data: '2026-02-18' }, // Carnaval Monday and Tuesday
    ])
    expect(occurrencesBetween(series('2026-01-16', 'Mensal', { ajusteFimDeSemana: 'Antecipar' }), '2026-02-01', '2026-02-28')).toEqual([
      { dataOcorrencia: '2026-02-16', data: '2026-02-13' },
    ])
  })
})

describe('the generation horizon', () => {
  it.each<[string, string, string | null | undefined, string]>([
    ['today + 12 months by default', '2026-11-15', undefined, '2027-11-15'],
    ['a period asked for earlier changes nothing', '2026-11-15', '2027-01-31', '2027-11-15'],
    ['a period asked for later: its end', '2026-11-15', '2028-03-01', '2028-03-01'],
    ['never more than 5 years ahead', '2026-11-15', '2040-01-01', '2031-11-15'],
    ['exactly 5 years ahead', '2026-11-15', '2031-11-15', '2031-11-15'],
    ['null asked: the default', '2026-11-15', null, '2027-11-15'],
    ['from 29 February: 28 February a year later', '2028-02-29', undefined, '2029-02-28'],
  ])('%s', (_, today, asked, expected) => {
    expect(generationHorizon(today, asked)).toBe(expected)
  })
})

describe('windows that start mid-series', () => {
  const DAY_MS = 86_400_000
  const dayArb = (from: string, to: string) =>
    fc.integer({ min: Date.parse(`${from}T00:00:00Z`) / DAY_MS, max: Date.parse(`${to}T00:00:00Z`) / DAY_MS }).map((n) => new Date(n * DAY_MS).toISOString().slice(0, 10))

  /** Every occurrence by walking from the first, kept when its nominal date lies in the window. */
  function walk(dates: RecurrenceDates, from: string, until: string) {
    const result = []
    for (let index = 0; ; index += 1) {
      const day = occurrenceDate(dates.dataInicio, dates.frequencia, index)
      if (day > until || (dates.dataFim !== null && day > dates.dataFim)) break
      if (day >= from) result.push({ dataOcorrencia: day, data: adjustToBusinessDay(day, dates.ajusteFimDeSemana) })
    }
    return result
  }

  it('the jump to the window’s first occurrence never skips one (compared with a walk from the start)', () => {
    fc.assert(
      fc.property(
        dayArb('2000-01-01', '2035-12-31'),
        fc.constantFrom(...recurrenceFrequencies),
        fc.constantFrom(...weekendAdjustments),
        fc.option(fc.integer({ min: 0, max: 4000 }), { nil: null }),
        fc.integer({ min: -400, max: 4000 }),
        fc.integer({ min: 0, max: 800 }),
        (dataInicio, frequencia, ajusteFimDeSemana, endAfter, fromOffset, length) => {
          const shift = (day: string, count: number) => new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10)
          const dates: RecurrenceDates = { dataInicio, frequencia, ajusteFimDeSemana, dataFim: endAfter === null ? null : shift(dataInicio, endAfter) }
          const from = shift(dataInicio, fromOffset)
          const until = shift(from, length)
          expect(occurrencesBetween(dates, from, until)).toEqual(walk(dates, from, until))
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('windows on the days right around a clamped occurrence', () => {
    const dates = series('2026-01-31', 'Mensal')
    for (const [from, until, expected] of [
      ['2026-02-28', '2026-02-28', ['2026-02-28']],
      ['2026-03-01', '2026-03-30', []],
      ['2026-03-31', '2026-03-31', ['2026-03-31']],
      ['2028-02-29', '2028-03-31', ['2028-02-29', '2028-03-31']],
    ] as const) {
      expect(nominal(dates, from, until), `${from}..${until}`).toEqual(expected)
    }
  })
})
