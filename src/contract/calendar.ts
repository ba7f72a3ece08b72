import { z } from 'zod'
import { daysInMonth } from './days'

// The finance calendar (docs/product-rules.md#dates). Dates are instants
// (timestamptz); where a rule needs a calendar — a due date "one month later", "the current month",
// "per calendar month" — it is read in America/Sao_Paulo, the product's home time zone, on the server
// and in the SPA alike, so that a browser elsewhere computes the same schedule the API stores. Text
// without an offset ("2026-11-05", "2026-11-05T10:00") is São Paulo wall-clock time.

export const BUSINESS_TIME_ZONE = 'America/Sao_Paulo'

/** A wall-clock time: month 1–12. */
export interface WallTime {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
  millisecond: number
}

const DAY_MS = 86_400_000
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, format)
  }
  return format
}

/** The wall-clock time read as if it were UTC, in ms (years 0–99 taken literally). */
function wallAsUtc(wall: WallTime): number {
  const date = new Date(0)
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day)
  date.setUTCHours(wall.hour, wall.minute, wall.second, wall.millisecond)
  return date.getTime()
}

/** The wall-clock time of `instant` in `timeZone`. */
export function zonedWallTime(instant: Date, timeZone = BUSINESS_TIME_ZONE): WallTime {
  const parts: Record<string, number> = {}
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  const ms = instant.getTime()
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
    millisecond: ((ms % 1000) + 1000) % 1000,
  }
}

/** Offset of `timeZone` at `instantMs`: wall clock minus UTC, in ms. */
function offsetAt(instantMs: number, timeZone: string): number {
  return wallAsUtc(zonedWallTime(new Date(instantMs), timeZone)) - instantMs
}

/**
 * The instant of a wall-clock time in `timeZone`. Like Temporal's 'compatible' disambiguation: a time
 * that happens twice (clocks turned back) is the earlier one; a time that never happens (clocks
 * turned forward, e.g. São Paulo 2018-11-04 00:30) moves forward by the gap (01:30 -02:00).
 */
export function zonedInstant(wall: WallTime, timeZone = BUSINESS_TIME_ZONE): Date {
  const wallMs = wallAsUtc(wall)
  const before = offsetAt(wallMs - DAY_MS, timeZone)
  const after = offsetAt(wallMs + DAY_MS, timeZone)
  const matches = [...new Set([before, after])]
    .map((offset) => wallMs - offset)
    .filter((instant) => wallAsUtc(zonedWallTime(new Date(instant), timeZone)) === wallMs)
  if (matches.length > 0) return new Date(Math.min(...matches))
  return new Date(wallMs - before)
}

/** Days in a month (1–12): the contract's calendar module (./days.ts). */
export { daysInMonth }

/** The same wall time `months` calendar months later, the day clamped to the month's end (31 Jan + 1 → 28/29 Feb). */
export function addMonthsClamped(wall: WallTime, months: number): WallTime {
  const index = wall.year * 12 + (wall.month - 1) + months
  const year = Math.floor(index / 12)
  const month = index - year * 12 + 1
  return { ...wall, year, month, day: Math.min(wall.day, daysInMonth(year, month)) }
}

/**
 * The same wall time `days` calendar days later. Any year (a date's checks run on the result, so the day after
 * 9999-12-31 must exist): not through ./days.ts, whose texts hold four-digit years.
 */
export function addDays(wall: WallTime, days: number): WallTime {
  const date = new Date(wallAsUtc(wall) + days * DAY_MS)
  return { ...wall, year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
}

const midnight = { hour: 0, minute: 0, second: 0, millisecond: 0 }

/**
 * The calendar month (in `timeZone`) holding `instant`: its first instant and its last millisecond
 * (the default entry period is the current calendar month).
 */
export function monthRange(instant: Date, timeZone = BUSINESS_TIME_ZONE): { start: Date; end: Date } {
  const wall = zonedWallTime(instant, timeZone)
  const first = { ...wall, ...midnight, day: 1 }
  const start = zonedInstant(first, timeZone)
  const next = zonedInstant(addMonthsClamped(first, 1), timeZone)
  return { start, end: new Date(next.getTime() - 1) }
}

/** The first and last millisecond of a calendar day (1–12 month) in `timeZone`. */
export function dayRange(year: number, month: number, day: number, timeZone = BUSINESS_TIME_ZONE): { start: Date; end: Date } {
  const wall = { year, month, day, ...midnight }
  const start = zonedInstant(wall, timeZone)
  const next = zonedInstant(addDays(wall, 1), timeZone)
  return { start, end: new Date(next.getTime() - 1) }
}

/**
 * The calendar months (in `timeZone`) from the one holding `start` to the one holding `end`: their
 * 'YYYY-MM' and first instant; at most `limit` of them (the caller tells "too many" by the length).
 */
export function monthsBetween(start: Date, end: Date, limit: number, timeZone = BUSINESS_TIME_ZONE): { key: string; start: Date }[] {
  const months: { key: string; start: Date }[] = []
  let wall: WallTime = { ...zonedWallTime(start, timeZone), ...midnight, day: 1 }
  for (let first = zonedInstant(wall, timeZone); first <= end && months.length < limit; first = zonedInstant(wall, timeZone)) {
    months.push({ key: `${String(wall.year).padStart(4, '0')}-${String(wall.month).padStart(2, '0')}`, start: first })
    wall = addMonthsClamped(wall, 1)
  }
  return months
}

/** 'YYYY-MM' of the calendar month (in `timeZone`) holding `instant`. */
export function monthKey(instant: Date, timeZone = BUSINESS_TIME_ZONE): string {
  const { year, month } = zonedWallTime(instant, timeZone)
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`
}

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/
const LOCAL_DATE_TIME_TEXT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?$/
const isoDate = z.iso.date()
const isoDateTime = z.iso.datetime({ offset: true, local: true })

/**
 * The instant of a finance date text, or null when it is not a real calendar date between the years
 * 1 and 9999: an ISO date-time with an offset or Z is that instant; without an offset it is São Paulo
 * wall time; a date alone is that day's start in São Paulo (or its last millisecond with `endOfDay`,
 * for an inclusive period end).
 */
export function parseFinanceDate(text: string, { endOfDay = false }: { endOfDay?: boolean } = {}): Date | null {
  const value = text.trim()
  let instant: Date | null = null
  const date = DATE_TEXT.exec(value)
  if (date && isoDate.safeParse(value).success) {
    const range = dayRange(Number(date[1]), Number(date[2]), Number(date[3]))
    instant = endOfDay ? range.end : range.start
  } else if (isoDateTime.safeParse(value).success) {
    const local = LOCAL_DATE_TIME_TEXT.exec(value)
    instant = local
      ? zonedInstant({
          year: Number(local[1]),
          month: Number(local[2]),
          day: Number(local[3]),
          hour: Number(local[4]),
          minute: Number(local[5]),
          second: Number(local[6] ?? 0),
          millisecond: Number((local[7] ?? '').padEnd(3, '0').slice(0, 3)),
        })
      : new Date(value)
  }
  // The end of São Paulo's 31 December 9999 is already year 10000 in UTC: an inclusive end stops at the last storable instant.
  if (instant && endOfDay && instant.getTime() > LAST_INSTANT) instant = new Date(LAST_INSTANT)
  const year = instant?.getUTCFullYear() ?? Number.NaN
  return instant && year >= 1 && year <= 9999 ? instant : null
}

/** 9999-12-31T23:59:59.999Z: the API reads and writes years 1 to 9999. */
const LAST_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59, 999)

const DATE_DESCRIPTION =
  'ISO date-time with an offset (2026-11-05T10:00:00-03:00, 2026-11-05T13:00:00Z); without an offset, or a date alone (2026-11-05), it is São Paulo time'

/** Every date a user enters lies between these São Paulo days, both included. */
export const FIRST_USER_DAY = '1900-01-01'
export const LAST_USER_DAY = '2099-12-31'
/** Their months ('YYYY-MM'): where the month navigations stop. */
export const FIRST_USER_MONTH = FIRST_USER_DAY.slice(0, 7)
export const LAST_USER_MONTH = LAST_USER_DAY.slice(0, 7)

/** Whether `instant` falls (in São Paulo) on a day from FIRST_USER_DAY to LAST_USER_DAY. */
export function isUserDay(instant: Date): boolean {
  const text = dayKey(instant)
  return text >= FIRST_USER_DAY && text <= LAST_USER_DAY
}

/**
 * A required finance date (a date-time): missing or blank is 'required', anything else unreadable
 * 'invalid_date', a real date on a São Paulo day outside 1900-01-01..2099-12-31 'date_out_of_range'.
 */
export function financeDateField({ endOfDay = false, description = DATE_DESCRIPTION }: { endOfDay?: boolean; description?: string } = {}) {
  return z
    .string({ error: (issue) => (issue.input == null ? 'required' : 'invalid_date') })
    .trim()
    .min(1, { error: 'required', abort: true })
    .transform((value, ctx) => {
      const instant = parseFinanceDate(value, { endOfDay })
      if (!instant || !isUserDay(instant)) {
        ctx.addIssue({ code: 'custom', message: instant ? 'date_out_of_range' : 'invalid_date' })
        return z.NEVER
      }
      return instant
    })
    .meta({ description: `${description.replace(/\.?$/, '.')} Its São Paulo day is from ${FIRST_USER_DAY} to ${LAST_USER_DAY}.`, example: '2026-11-05T10:00:00-03:00' })
}

/** The São Paulo calendar day of `instant` as 'YYYY-MM-DD'. */
export function dayKey(instant: Date, timeZone = BUSINESS_TIME_ZONE): string {
  const { year, month, day } = zonedWallTime(instant, timeZone)
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** The first instant (São Paulo) of a 'YYYY-MM-DD' calendar day. */
export function dayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number)
  return saoPauloMidnight(year!, month!, date!)
}

/**
 * A required calendar day, written 'YYYY-MM-DD' (an account's opening day, a transfer's day): missing or
 * blank is 'required', anything else 'invalid_date', a real day outside 1900-01-01..2099-12-31
 * 'date_out_of_range'. A date-time is read as its São Paulo day. The parsed value is the 'YYYY-MM-DD' text.
 */
export function calendarDayField({ description = 'A calendar day, YYYY-MM-DD' }: { description?: string } = {}) {
  return z
    .string({ error: (issue) => (issue.input == null ? 'required' : 'invalid_date') })
    .trim()
    .min(1, { error: 'required', abort: true })
    .transform((value, ctx) => {
      const instant = parseFinanceDate(value)
      if (!instant || !isUserDay(instant)) {
        ctx.addIssue({ code: 'custom', message: instant ? 'date_out_of_range' : 'invalid_date' })
        return z.NEVER
      }
      return dayKey(instant)
    })
    .meta({ description: `${description}. From ${FIRST_USER_DAY} to ${LAST_USER_DAY}.`, example: '2026-11-05' })
}

/** An optional date of a query string: absent or empty means "use the default". */
export function optionalQueryDate(options: { endOfDay?: boolean; description?: string } = {}) {
  return z.preprocess((value) => (value === '' ? undefined : value), financeDateField(options).optional())
}

/** How many values each per-day memo below keeps before it starts over (a few years of days). */
const REMEMBERED_MAX = 20_000

/** Stores `value` under `key` in one of the per-day memos (emptied first when full) and returns it. */
function remember<V>(memo: Map<number, V>, key: number, value: V): V {
  if (memo.size >= REMEMBERED_MAX) memo.clear()
  memo.set(key, value)
  return value
}

/** São Paulo's offset (wall clock minus UTC, in ms) per UTC day whose start and end share it. */
const dayOffsets = new Map<number, number>()
/** 1913-01-01T00:00Z: São Paulo kept local mean time (-03:06:28) before 1914. */
const LOCAL_MEAN_TIME_UNTIL = Date.UTC(1913, 0, 1)

/** São Paulo's offset at `instantMs`: wall clock minus UTC, in ms (-3 h; -2 h in historic summers; -03:06:28 before 1914). */
function saoPauloOffsetMs(instantMs: number): number {
  // Local mean time until 1914 (and Intl cannot name year 0, where the first hours of UTC year 1 fall).
  if (instantMs < LOCAL_MEAN_TIME_UNTIL) instantMs = LOCAL_MEAN_TIME_UNTIL
  const day = Math.floor(instantMs / DAY_MS)
  const cached = dayOffsets.get(day)
  if (cached !== undefined) return cached
  const start = offsetAt(day * DAY_MS, BUSINESS_TIME_ZONE)
  // A day with a change of offset is read instant by instant; the others once (a list of 10,000 entries costs ~1 ms, not ~100).
  if (offsetAt((day + 1) * DAY_MS - 1, BUSINESS_TIME_ZONE) !== start) return offsetAt(instantMs, BUSINESS_TIME_ZONE)
  return remember(dayOffsets, day, start)
}

/**
 * `instant` as ISO 8601 with São Paulo's offset of that moment (docs/product-rules.md#dates):
 * 2026-11-10T18:30:00.000-03:00,
 * the same instant as 2026-11-10T21:30:00.000Z, its wall-clock part São Paulo's, so a client that slices
 * the text reads the time the user entered. The offset is in whole minutes (before 1914 São Paulo ran
 * 3:06:28 behind UTC: written -03:06, the wall clock 28 s later than the local mean time), and the text
 * always names exactly `instant`.
 */
export function toSaoPauloIso(instant: Date): string {
  const ms = instant.getTime()
  const offsetMinutes = Math.trunc(saoPauloOffsetMs(ms) / 60_000)
  // The wall clock is the instant moved by the offset, printed as UTC.
  return isoWallText(ms + offsetMinutes * 60_000) + offsetText(offsetMinutes)
}

/** 'YYYY-MM-DDT' of UTC days already printed (toISOString: years 0–9999 in 4 digits), by day since the epoch. */
const dayTexts = new Map<number, string>()
/** '00'…'59'. */
const TWO_DIGITS = Array.from({ length: 60 }, (_, value) => String(value).padStart(2, '0'))

/**
 * toISOString().slice(0, 23) of `ms` (2026-11-10T18:30:00.000): the day's part printed once per day, the
 * time by arithmetic. An entry list writes two moments a row; toISOString made that a third of its cost.
 */
function isoWallText(ms: number): string {
  const day = Math.floor(ms / DAY_MS)
  const dayText = dayTexts.get(day) ?? remember(dayTexts, day, new Date(day * DAY_MS).toISOString().slice(0, 11))
  const inDay = ms - day * DAY_MS
  const milliseconds = inDay % 1000
  return `${dayText}${TWO_DIGITS[Math.floor(inDay / 3_600_000)]}:${TWO_DIGITS[Math.floor(inDay / 60_000) % 60]}:${TWO_DIGITS[Math.floor(inDay / 1000) % 60]}.${milliseconds < 10 ? '00' : milliseconds < 100 ? '0' : ''}${milliseconds}`
}

const offsetTexts = new Map<number, string>()

/** '-03:00' for -180 minutes. */
function offsetText(minutes: number): string {
  let text = offsetTexts.get(minutes)
  if (text === undefined) {
    const size = Math.abs(minutes)
    text = `${minutes < 0 ? '-' : '+'}${String(Math.floor(size / 60)).padStart(2, '0')}:${String(size % 60).padStart(2, '0')}`
    offsetTexts.set(minutes, text)
  }
  return text
}

/** São Paulo midnights already worked out, by calendar day (year × 10,000 + month × 100 + day): ms since the epoch. */
const midnights = new Map<number, number>()

/** The first instant of a São Paulo calendar day (month 1–12): how a calendar day is written as a moment. */
export function saoPauloMidnight(year: number, month: number, day: number): Date {
  // Each one costs four time-zone readings; a one-year projection asks for 366 of them on every call.
  const key = year * 10_000 + month * 100 + day
  return new Date(midnights.get(key) ?? remember(midnights, key, zonedInstant({ year, month, day, ...midnight }).getTime()))
}
