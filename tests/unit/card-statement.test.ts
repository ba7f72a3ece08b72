// The statement calendar of a credit card (docs/product-rules.md#card-statements): a statement is named by
// the month of its due date; it closes on the latest closing day (clamped) strictly before the due date; a
// purchase goes to the first statement that closes after its day; installment k, k − 1 statements later.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { addMonths, cardStatementCalendar, monthOfDay } from '@contract/card-statement'
import { daysInMonth } from '@contract/calendar'

describe('statementDates', () => {
  it.each([
    // The three examples of the rule.
    [3, 10, '2026-12', '2026-12-03', '2026-12-10'],
    [28, 5, '2026-12', '2026-11-28', '2026-12-05'],
    [31, 10, '2026-03', '2026-02-28', '2026-03-10'],
    // Closing day 31 in February (common and leap years) and in 30-day months.
    [31, 10, '2028-03', '2028-02-29', '2028-03-10'],
    [31, 10, '2026-05', '2026-04-30', '2026-05-10'],
    [31, 10, '2026-12', '2026-11-30', '2026-12-10'],
    [31, 10, '2026-04', '2026-03-31', '2026-04-10'],
    [31, 5, '2026-02', '2026-01-31', '2026-02-05'],
    [30, 5, '2026-03', '2026-02-28', '2026-03-05'],
    [29, 5, '2026-03', '2026-02-28', '2026-03-05'],
    [29, 5, '2028-03', '2028-02-29', '2028-03-05'],
    // Closes 28, due 5 across a year boundary.
    [28, 5, '2027-01', '2026-12-28', '2027-01-05'],
    [28, 5, '2026-01', '2025-12-28', '2026-01-05'],
    // Due day 31: the month's last day.
    [25, 31, '2026-02', '2026-02-25', '2026-02-28'],
    [25, 31, '2028-02', '2028-02-25', '2028-02-29'],
    [25, 31, '2026-04', '2026-04-25', '2026-04-30'],
    [25, 31, '2026-01', '2026-01-25', '2026-01-31'],
    [31, 31, '2026-03', '2026-02-28', '2026-03-31'],
    [31, 30, '2026-03', '2026-02-28', '2026-03-30'],
    [31, 30, '2026-02', '2026-01-31', '2026-02-28'],
    // Closing day equal to the due day: strictly before, so the month before.
    [10, 10, '2026-12', '2026-11-10', '2026-12-10'],
    [1, 1, '2026-01', '2025-12-01', '2026-01-01'],
    [1, 2, '2026-01', '2026-01-01', '2026-01-02'],
    [30, 30, '2026-03', '2026-02-28', '2026-03-30'],
    // A closing day that clamps onto the due date: the month before (the statement that closes with the previous one).
    [30, 31, '2026-02', '2026-01-30', '2026-02-28'],
    [30, 31, '2026-01', '2026-01-30', '2026-01-31'],
    [30, 31, '2026-04', '2026-03-30', '2026-04-30'],
    [29, 31, '2028-02', '2028-01-29', '2028-02-29'],
  ])('closes %i, due %i: statement %s closes %s, due %s', (closing, due, month, dataFechamento, dataVencimento) => {
    expect(cardStatementCalendar(closing, due).statementDates(month)).toEqual({ dataFechamento, dataVencimento })
  })

  it('refuses days outside 1–31 and malformed months', () => {
    for (const [closing, due] of [
      [0, 10],
      [3, 32],
      [1.5, 10],
      [3, Number.NaN],
    ]) {
      expect(() => cardStatementCalendar(closing!, due!)).toThrow(RangeError)
    }
    const calendar = cardStatementCalendar(3, 10)
    for (const month of ['2026-13', '2026-00', '2026-1', '26-01', '2026-01-05', '']) expect(() => calendar.statementDates(month)).toThrow(RangeError)
    for (const day of ['2026-02-29', '2026-04-31', '2026-1-05', '2026-12']) expect(() => calendar.statementOfPurchase(day)).toThrow(RangeError)
  })
})

describe('statementOfPurchase', () => {
  it.each([
    // Closes 3, due 10: the day before, on and after the closing day.
    [3, 10, '2026-12-02', '2026-12'],
    [3, 10, '2026-12-03', '2027-01'],
    [3, 10, '2026-12-04', '2027-01'],
    [3, 10, '2026-12-31', '2027-01'],
    [3, 10, '2026-12-01', '2026-12'],
    // Closes 28, due 5 (the statement closes the month before its due date), across the year boundary.
    [28, 5, '2026-12-27', '2027-01'],
    [28, 5, '2026-12-28', '2027-02'],
    [28, 5, '2026-12-29', '2027-02'],
    [28, 5, '2026-11-28', '2027-01'],
    [28, 5, '2026-11-27', '2026-12'],
    // Closes 31, due 10: February closes on its last day.
    [31, 10, '2026-02-27', '2026-03'],
    [31, 10, '2026-02-28', '2026-04'],
    [31, 10, '2026-03-01', '2026-04'],
    [31, 10, '2028-02-28', '2028-03'],
    [31, 10, '2028-02-29', '2028-04'],
    [31, 10, '2026-04-30', '2026-06'],
    [31, 10, '2026-04-29', '2026-05'],
    // Closing day equal to the due day.
    [10, 10, '2026-11-09', '2026-12'],
    [10, 10, '2026-11-10', '2027-01'],
    // The statement whose closing clamps onto the previous one's gets no purchase day.
    [30, 31, '2026-01-29', '2026-01'],
    [30, 31, '2026-01-30', '2026-03'],
    [30, 31, '2026-02-28', '2026-03'],
  ])('closes %i, due %i: a purchase on %s goes to %s', (closing, due, day, month) => {
    expect(cardStatementCalendar(closing, due).statementOfPurchase(day)).toBe(month)
  })
})

describe('installmentStatements', () => {
  const months = (first: string, count: number) => Array.from({ length: count }, (_, index) => addMonths(first, index))

  it.each([
    // A 12× plan bought the day before, on and after the closing day (closes 3, due 10).
    ['2026-12-02', '2026-12'],
    ['2026-12-03', '2027-01'],
    ['2026-12-04', '2027-01'],
  ])('closes 3, due 10: 12 installments bought on %s start on statement %s, one a month', (day, first) => {
    const plan = cardStatementCalendar(3, 10).installmentStatements(day, 12)
    expect(plan).toEqual(months(first, 12))
    expect(plan.at(-1)).toBe(addMonths(first, 11))
  })

  it.each([
    ['2026-11-27', '2026-12'],
    ['2026-11-28', '2027-01'],
    ['2026-11-29', '2027-01'],
  ])('closes 28, due 5: 12 installments bought on %s start on statement %s, across the year', (day, first) => {
    expect(cardStatementCalendar(28, 5).installmentStatements(day, 12)).toEqual(months(first, 12))
  })

  it('one installment is the purchase statement; the count must be a whole number from 1', () => {
    const calendar = cardStatementCalendar(31, 10)
    expect(calendar.installmentStatements('2026-02-28', 1)).toEqual(['2026-04'])
    expect(calendar.installmentStatements('2026-02-28', 3)).toEqual(['2026-04', '2026-05', '2026-06'])
    for (const count of [0, -1, 1.5]) expect(() => calendar.installmentStatements('2026-02-28', count)).toThrow(RangeError)
  })

  it('420 installments (35 years) run past 2099 without trouble', () => {
    const plan = cardStatementCalendar(3, 10).installmentStatements('2099-12-31', 420)
    expect(plan[0]).toBe('2100-01')
    expect(plan.at(-1)).toBe('2134-12')
  })
})

describe('month helpers', () => {
  it('addMonths crosses years both ways; monthOfDay reads the month', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01')
    expect(addMonths('2026-01', -1)).toBe('2025-12')
    expect(addMonths('2026-11', 14)).toBe('2028-01')
    expect(addMonths('2026-11', -23)).toBe('2024-12')
    expect(monthOfDay('2026-11-05')).toBe('2026-11')
  })
})

describe('properties', () => {
  const cardDay = fc.integer({ min: 1, max: 31 })
  /** A calendar day of 1900–2099. */
  const day = fc
    .record({ year: fc.integer({ min: 1900, max: 2099 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
    .map(({ year, month, day }) => `${year}-${String(month).padStart(2, '0')}-${String(Math.min(day, daysInMonth(year, month))).padStart(2, '0')}`)
  const month = day.map(monthOfDay)
  const daysOf = (text: string) => text.split('-').map(Number) as [number, number]

  /**
   * A statement closing with the previous one: a closing day before the due day that does not fit its due
   * month (28–30 in February, 30 in a 30-day month), so it clamps onto the due date and moves a month back.
   */
  const closesWithPrevious = (closing: number, due: number, statement: string) => {
    const [year, number] = daysOf(statement)
    return closing < due && closing >= daysInMonth(year, number)
  }

  it('every day belongs to exactly one statement: the previous one closed on or before it, its own closes after it', () => {
    fc.assert(
      fc.property(cardDay, cardDay, day, (closing, due, purchase) => {
        const calendar = cardStatementCalendar(closing, due)
        const statement = calendar.statementOfPurchase(purchase)
        const own = calendar.statementDates(statement).dataFechamento
        const previous = calendar.statementDates(addMonths(statement, -1)).dataFechamento
        expect(previous <= purchase && purchase < own).toBe(true)
        // No other statement holds the day: the next one starts where this one closed.
        expect(calendar.statementDates(addMonths(statement, 1)).dataFechamento >= own).toBe(true)
        // Its statement is due after the purchase, at most about two months later.
        expect(calendar.statementDates(statement).dataVencimento > purchase).toBe(true)
        expect(addMonths(monthOfDay(purchase), 2) >= statement).toBe(true)
      }),
      { numRuns: 2000 },
    )
  })

  it('consecutive statements close on strictly later dates (except one that closes with the previous one, which then holds no day)', () => {
    fc.assert(
      fc.property(cardDay, cardDay, month, (closing, due, statement) => {
        const calendar = cardStatementCalendar(closing, due)
        const next = addMonths(statement, 1)
        const before = calendar.statementDates(statement).dataFechamento
        const after = calendar.statementDates(next).dataFechamento
        if (closesWithPrevious(closing, due, next)) expect(after).toBe(before)
        else expect(after > before).toBe(true)
      }),
      { numRuns: 2000 },
    )
  })

  it('a statement closes before its due date, in its due month or the one before, on the closing day clamped', () => {
    fc.assert(
      fc.property(cardDay, cardDay, month, (closing, due, statement) => {
        const { dataFechamento, dataVencimento } = cardStatementCalendar(closing, due).statementDates(statement)
        expect(dataFechamento < dataVencimento).toBe(true)
        expect(monthOfDay(dataVencimento)).toBe(statement)
        expect([statement, addMonths(statement, -1)]).toContain(monthOfDay(dataFechamento))
        const [year, number, closingDay] = dataFechamento.split('-').map(Number) as [number, number, number]
        expect(closingDay).toBe(Math.min(closing, daysInMonth(year, number)))
        const [dueYear, dueMonth, dueDay] = dataVencimento.split('-').map(Number) as [number, number, number]
        expect(dueDay).toBe(Math.min(due, daysInMonth(dueYear, dueMonth)))
      }),
      { numRuns: 2000 },
    )
  })

  it('installment k is k − 1 months after the first; the first is the purchase statement', () => {
    fc.assert(
      fc.property(cardDay, cardDay, day, fc.integer({ min: 1, max: 60 }), (closing, due, purchase, count) => {
        const calendar = cardStatementCalendar(closing, due)
        const plan = calendar.installmentStatements(purchase, count)
        expect(plan).toHaveLength(count)
        expect(plan[0]).toBe(calendar.statementOfPurchase(purchase))
        plan.forEach((statement, index) => expect(statement).toBe(addMonths(plan[0]!, index)))
      }),
    )
  })
})
