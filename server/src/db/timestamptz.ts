import { sql } from 'drizzle-orm'
import { customType } from 'drizzle-orm/pg-core'

// `timestamptz` columns as JS Dates that round-trip every year from 1 to 9999 on PGlite and pg.
// Both drivers hand Drizzle PostgreSQL's text ('0050-06-15 10:00:00+00'), which Drizzle's own
// timestamp column reads with `new Date(text)`: legacy parsing turns years 0–99 into 1900–1999/2000s.

/** PostgreSQL's ISO output: date, time, optional fraction, offset (+HH, +HH:MM or +HH:MM:SS), optional BC. */
const PG_TIMESTAMPTZ =
  /^(\d{4,})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?(?:([+-])(\d{2})(?::?(\d{2}))?(?::?(\d{2}))?|Z)?( BC)?$/

/** The instant of a PostgreSQL timestamptz text, exact to the millisecond for any year. */
export function parseTimestamptz(text: string): Date {
  const match = PG_TIMESTAMPTZ.exec(text)
  // Not ISO output ('infinity', another DateStyle): the previous behaviour, rather than failing.
  if (!match) return new Date(text)
  const [, year, month, day, hour, minute, second, fraction = '', sign, offsetHours = '0', offsetMinutes = '0', offsetSeconds = '0', bc] = match
  const date = new Date(0)
  // setUTCFullYear, unlike Date.UTC, takes years 0–99 literally. 1 BC is year 0.
  date.setUTCFullYear(bc ? 1 - Number(year) : Number(year), Number(month) - 1, Number(day))
  date.setUTCHours(Number(hour), Number(minute), Number(second), Number(fraction.padEnd(3, '0').slice(0, 3)))
  const offset = (sign === '-' ? -1 : 1) * (Number(offsetHours) * 3600 + Number(offsetMinutes) * 60 + Number(offsetSeconds))
  return new Date(date.getTime() - offset * 1000)
}

/** A `timestamp with time zone` column read and written as a Date (see parseTimestamptz). */
export const timestamptz = customType<{ data: Date; driverData: string | Date }>({
  dataType: () => 'timestamp with time zone',
  toDriver: (value) => value.toISOString(),
  fromDriver: (value) => (value instanceof Date ? value : parseTimestamptz(value)),
})

/** `default now()` for a timestamptz column. */
export const now = sql`now()`
