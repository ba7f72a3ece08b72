// Days of a bank file as the calendar day they print: an OFX "20260725000000[-3:BRT]" is 2026-07-25 whatever
// its offset says (moving it through UTC would push purchases to the day before), a CSV "05/12/2025" is
// 2025-12-05. Years outside 1900–2099 are out of range, as everywhere in the product.

import { daysInMonth, dayText } from '../days'
import type { BankDayProblem, DateFormat } from './types'

function checkedDay(year: number, month: number, day: number): string | BankDayProblem {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return 'invalid_date'
  if (year < 1900 || year > 2099) return 'date_out_of_range'
  return dayText(year, month, day)
}

/** The calendar day of an OFX date-time: its first 8 digits; a zero or impossible date is 'invalid_date'. */
export function ofxDay(text: string): string | BankDayProblem {
  const match = /^\s*(\d{4})(\d{2})(\d{2})/.exec(text)
  if (!match) return 'invalid_date'
  return checkedDay(Number(match[1]), Number(match[2]), Number(match[3]))
}

const FORMATS: Record<DateFormat, { pattern: RegExp; order: [number, number, number] }> = {
  'dd/mm/yyyy': { pattern: /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/, order: [3, 2, 1] },
  'mm/dd/yyyy': { pattern: /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/, order: [3, 1, 2] },
  'yyyy-mm-dd': { pattern: /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/, order: [1, 2, 3] },
}

/** The calendar day of a CSV date in a declared format (a time after it, "2025-12-05 10:31", is left out). */
export function csvDay(text: string, format: DateFormat): string | BankDayProblem {
  const date = text.trim().split(/[\sT]/)[0] ?? ''
  const { pattern, order } = FORMATS[format]
  const match = pattern.exec(date)
  if (!match) return 'invalid_date'
  const [year, month, day] = order.map((index) => Number(match[index]))
  return checkedDay(year ?? 0, month ?? 0, day ?? 0)
}
