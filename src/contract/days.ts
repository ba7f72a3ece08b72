// The calendar arithmetic of the product, in one place (docs/architecture.md#money-rules): calendar days
// 'YYYY-MM-DD' and months 'YYYY-MM' as plain texts of the proleptic Gregorian calendar, no time zone involved
// (a São Paulo day is named by ./calendar.ts; everything after that is this). Shared by the API, the SPA and the
// contract's own modules (statements, recurring series, installment plans); no zod here, so the SPA's entry
// chunk may import it.

const DAY_MS = 86_400_000
const MONTH = /^(\d{4})-(\d{2})$/
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

const pad = (value: number, length = 2) => String(value).padStart(length, '0')

/** Days in a month (1–12). */
export function daysInMonth(year: number, month: number): number {
  const date = new Date(0)
  date.setUTCFullYear(year, month, 0)
  return date.getUTCDate()
}

/** A month text's year and month; RangeError when it is not one. */
export function readMonth(text: string): { year: number; month: number } {
  const match = MONTH.exec(text)
  const year = Number(match?.[1])
  const month = Number(match?.[2])
  if (!match || year < 1 || month < 1 || month > 12) throw new RangeError(`Not a month (YYYY-MM): ${text}`)
  return { year, month }
}

/** A day text's year, month and day; RangeError when it is not a calendar day. */
export function readDay(text: string): { year: number; month: number; day: number } {
  const match = DAY.exec(text)
  const year = Number(match?.[1])
  const month = Number(match?.[2])
  const day = Number(match?.[3])
  if (!match || year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${text}`)
  return { year, month, day }
}

/** 'YYYY-MM' of a year and month. */
export const monthText = (year: number, month: number) => `${pad(year, 4)}-${pad(month)}`

/** 'YYYY-MM-DD' of a year, month and day. */
export const dayText = (year: number, month: number, day: number) => `${monthText(year, month)}-${pad(day)}`

/** The month `count` months after `month` (before it when negative): '2026-01' − 1 → '2025-12'. */
export function addMonths(month: string, count: number): string {
  const { year, month: number } = readMonth(month)
  const index = year * 12 + (number - 1) + count
  const next = { year: Math.floor(index / 12), month: (index % 12) + 1 }
  if (next.year < 1 || next.year > 9999) throw new RangeError(`Month out of range: ${month} + ${count}`)
  return monthText(next.year, next.month)
}

/** The month of a calendar day: '2026-11-05' → '2026-11'. */
export const monthOfDay = (day: string): string => {
  const { year, month } = readDay(day)
  return monthText(year, month)
}

/** Months from `from` to `to`, both included ('YYYY-MM'; 0 when `to` is before `from`). */
export function monthsFromTo(from: string, to: string): number {
  const index = (text: string) => Number(text.slice(0, 4)) * 12 + Number(text.slice(5, 7)) - 1
  return Math.max(0, index(to) - index(from) + 1)
}

/** A calendar day as a day number (days since 1970-01-01). */
export const dayNumber = (day: string) => {
  const [year, month, date] = day.split('-').map(Number)
  return Date.UTC(year!, month! - 1, date!) / DAY_MS
}

/** The calendar day of a day number. */
export const dayOfNumber = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10)

/** `day` plus `count` calendar days. */
export const addCalendarDays = (day: string, count: number) => dayOfNumber(dayNumber(day) + count)

/** `day` plus `count` months, on the same day of month clamped to the month's last day (31 Jan + 1 → 28/29 Feb). */
export function addCalendarMonths(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number)
  const index = year! * 12 + (month! - 1) + count
  const targetYear = Math.floor(index / 12)
  const targetMonth = (index % 12) + 1
  return dayText(targetYear, targetMonth, Math.min(date!, daysInMonth(targetYear, targetMonth)))
}

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (day: string) => (((dayNumber(day) + 4) % 7) + 7) % 7
