import { describe, expect, it } from 'vitest'
import { addCalendarDays, weekday } from '@contract/days'
import { businessDayFrom, easterSunday, holidayOn, isBusinessDay, nationalHolidays, type HolidayName } from '@contract/holidays'
import { adjustToBusinessDay } from '@contract/recurrence'
import { EASTER_2000_2099 } from '../fixtures/easter-2000-2099'

// Brazil's national holidays (src/contract/holidays.ts): the computus against a published table of Easter
// dates for 2000–2099, every holiday of those 100 years derived from it, and the business-day moves.

const FIXED: readonly [string, HolidayName][] = [
  ['01-01', 'confraternizacao'],
  ['04-21', 'tiradentes'],
  ['05-01', 'diaDoTrabalho'],
  ['09-07', 'independencia'],
  ['10-12', 'nossaSenhoraAparecida'],
  ['11-02', 'finados'],
  ['11-15', 'proclamacaoDaRepublica'],
  ['12-25', 'natal'],
]

describe('Easter by the Gregorian computus', () => {
  it('the fixture holds 100 Sundays in March or April, one a year from 2000', () => {
    expect(EASTER_2000_2099).toHaveLength(100)
    EASTER_2000_2099.forEach((day, index) => {
      expect(day.slice(0, 4)).toBe(String(2000 + index))
      expect(weekday(day)).toBe(0)
      expect(day >= `${2000 + index}-03-22` && day <= `${2000 + index}-04-25`).toBe(true)
    })
  })

  it('matches the published table for every year from 2000 to 2099', () => {
    const computed = EASTER_2000_2099.map((_, index) => easterSunday(2000 + index))
    expect(computed).toEqual(EASTER_2000_2099)
  })

  it('refuses a year outside the Gregorian calendar', () => {
    expect(() => easterSunday(1582)).toThrow(RangeError)
    expect(() => easterSunday(2026.5)).toThrow(RangeError)
  })
})

describe('the national holidays of 2000–2099', () => {
  it.each(EASTER_2000_2099.map((easter, index) => [2000 + index, easter] as const))('%i (Easter %s)', (year, easter) => {
    const expected = [
      ...FIXED.map(([monthDay, nome]) => ({ dia: `${year}-${monthDay}`, nome })),
      ...(year >= 2024 ? [{ dia: `${year}-11-20`, nome: 'conscienciaNegra' as const }] : []),
      { dia: addCalendarDays(easter, -48), nome: 'carnavalSegunda' as const },
      { dia: addCalendarDays(easter, -47), nome: 'carnavalTerca' as const },
      { dia: addCalendarDays(easter, -2), nome: 'sextaFeiraSanta' as const },
      { dia: addCalendarDays(easter, 60), nome: 'corpusChristi' as const },
    ].sort((a, b) => a.dia.localeCompare(b.dia))
    const holidays = nationalHolidays(year)
    expect(holidays).toEqual(expected)
    // The weekdays the Easter-based ones always fall on.
    const on = (nome: HolidayName) => weekday(holidays.find((holiday) => holiday.nome === nome)!.dia)
    expect([on('carnavalSegunda'), on('carnavalTerca'), on('sextaFeiraSanta'), on('corpusChristi')]).toEqual([1, 2, 5, 4])
    // Two may share a day (Sexta-feira Santa on Tiradentes in 2000 and 2079): the day is a holiday either way.
    for (const holiday of holidays) expect(holidays.filter((other) => other.dia === holiday.dia)).toContainEqual(holidayOn(holiday.dia))
  })

  it('a few dates read from the calendar', () => {
    expect(holidayOn('2026-02-16')?.nome).toBe('carnavalSegunda')
    expect(holidayOn('2026-02-17')?.nome).toBe('carnavalTerca')
    expect(holidayOn('2026-02-18')).toBeNull() // Ash Wednesday: a half day, not a holiday
    expect(holidayOn('2026-04-03')?.nome).toBe('sextaFeiraSanta')
    expect(holidayOn('2026-06-04')?.nome).toBe('corpusChristi')
    expect(holidayOn('2023-11-20')).toBeNull() // before Lei 14.759/2023
    expect(holidayOn('2024-11-20')?.nome).toBe('conscienciaNegra')
    expect(nationalHolidays(2000).filter((holiday) => holiday.dia === '2000-04-21').map((holiday) => holiday.nome)).toEqual(['tiradentes', 'sextaFeiraSanta'])
  })
})

describe('business days', () => {
  it('weekends and holidays are not business days', () => {
    expect(isBusinessDay('2026-04-21')).toBe(false) // Tiradentes, a Tuesday
    expect(isBusinessDay('2026-04-20')).toBe(true)
    expect(isBusinessDay('2026-04-18')).toBe(false) // Saturday
  })

  it('moves past runs of non-business days, in either direction', () => {
    // Carnaval 2026: Saturday 14 Feb to Tuesday 17 Feb.
    expect(businessDayFrom('2026-02-14', 1)).toBe('2026-02-18')
    expect(businessDayFrom('2026-02-17', -1)).toBe('2026-02-13')
    // Sexta-feira Santa 2026 (3 Apr) then the weekend.
    expect(businessDayFrom('2026-04-04', -1)).toBe('2026-04-02')
    expect(businessDayFrom('2026-04-03', 1)).toBe('2026-04-06')
    // New Year after a weekend, back into the previous year.
    expect(businessDayFrom('2028-01-01', -1)).toBe('2027-12-31')
    expect(businessDayFrom('2026-11-16', 1)).toBe('2026-11-16')
  })

  it('Antecipar and Adiar go to a business day; Nenhum keeps the day', () => {
    expect(adjustToBusinessDay('2026-04-21', 'Adiar')).toBe('2026-04-22')
    expect(adjustToBusinessDay('2026-04-21', 'Antecipar')).toBe('2026-04-20')
    expect(adjustToBusinessDay('2026-04-21', 'Nenhum')).toBe('2026-04-21')
    // Saturday 2 Jan 2027, Antecipar: Friday 1 Jan is a holiday too, so Thursday 31 Dec.
    expect(adjustToBusinessDay('2027-01-02', 'Antecipar')).toBe('2026-12-31')
  })

  it('every adjusted day of 2000–2099 is a business day at most 4 days away, and business days stay', () => {
    for (let year = 2000; year <= 2099; year++) {
      for (let day = `${year}-01-01`; day <= `${year}-12-31`; day = addCalendarDays(day, 1)) {
        const before = adjustToBusinessDay(day, 'Antecipar')
        const after = adjustToBusinessDay(day, 'Adiar')
        expect(isBusinessDay(before) && isBusinessDay(after)).toBe(true)
        if (isBusinessDay(day)) expect([before, after]).toEqual([day, day])
        else {
          expect(before < day && after > day).toBe(true)
          expect(addCalendarDays(before, 4) >= day && addCalendarDays(day, 4) >= after).toBe(true)
          // Nothing between: the nearest business day.
          for (let between = addCalendarDays(before, 1); between < after; between = addCalendarDays(between, 1)) expect(isBusinessDay(between)).toBe(false)
        }
      }
    }
    // 36,525 days: seconds on a loaded 2-core machine.
  }, 60_000)
})
