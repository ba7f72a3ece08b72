// Calendar months and days of the finance pages, read in the product's time zone (docs/product-rules.md#dates: the
// API reads a date without an offset as São Paulo time, so the SPA names days and months there too).
import { BUSINESS_TIME_ZONE, FIRST_USER_MONTH, LAST_USER_MONTH, monthKey, zonedWallTime } from '@contract/calendar'
import { addMonths, daysInMonth, monthOfDay as monthOfCalendarDay } from '@contract/days'

/** A calendar month as 'YYYY-MM'. */
export type MonthKey = string

const MONTH = /^(\d{4})-(\d{2})$/
const pad = (value: number, size = 2) => String(value).padStart(size, '0')

/** The month (São Paulo) holding `instant`. */
export function monthOf(instant: Date): MonthKey {
  return monthKey(instant, BUSINESS_TIME_ZONE)
}

/** A page's `?mes=` as the month it opens on: 'YYYY-MM' within the months a user may use, else null. */
export function askedMonth(search: string): MonthKey | null {
  const mes = new URLSearchParams(search).get('mes')
  const match = mes === null ? null : MONTH.exec(mes)
  if (!match || Number(match[2]) < 1 || Number(match[2]) > 12) return null
  return mes! >= FIRST_USER_MONTH && mes! <= LAST_USER_MONTH ? mes : null
}

/** `key` moved by `by` months (negative goes back): '2026-01' − 1 → '2025-12' (the contract's calendar module). */
export const shiftMonth = (key: MonthKey, by: number): MonthKey => addMonths(key, by)

/** The first and last day of a month as date inputs hold them: '2026-02' → 2026-02-01 … 2026-02-28. */
export function monthBounds(key: MonthKey): { from: string; to: string } {
  const match = MONTH.exec(key)
  if (!match) throw new Error(`Not a month: ${key}`)
  const last = daysInMonth(Number(match[1]), Number(match[2]))
  return { from: `${key}-01`, to: `${key}-${pad(last)}` }
}

/** The month of a 'YYYY-MM-DD' day, or null when it is not one. */
export function monthOfDay(day: string): MonthKey | null {
  try {
    return monthOfCalendarDay(day)
  } catch {
    return null
  }
}

/** Whether `from`–`to` is exactly one whole month (the month navigation's period). */
export function isWholeMonth(from: string, to: string): boolean {
  const month = monthOfDay(from)
  if (!month) return false
  const bounds = monthBounds(month)
  return bounds.from === from && bounds.to === to
}

/** The `count` months ending with `last`, oldest first. */
export function monthsEnding(last: MonthKey, count: number): MonthKey[] {
  return Array.from({ length: count }, (_, index) => shiftMonth(last, index - count + 1))
}

/** The São Paulo day of `instant` as a date input holds it ('2026-11-05'). */
export function saoPauloDay(instant: Date | string): string {
  const wall = zonedWallTime(new Date(instant), BUSINESS_TIME_ZONE)
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`
}

/** The São Paulo wall time of `instant` as a datetime-local input holds it ('2026-11-05T14:30'). */
export function saoPauloDateTime(instant: Date | string): string {
  const wall = zonedWallTime(new Date(instant), BUSINESS_TIME_ZONE)
  return `${saoPauloDay(instant)}T${pad(wall.hour)}:${pad(wall.minute)}`
}
