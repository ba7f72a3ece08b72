import { types } from '@electric-sql/pglite'

const asText = (value: string) => value

/**
 * The parsers drizzle-orm/pglite passes with every query (dates, times and intervals, and numeric,
 * timestamp, timestamptz, interval and date arrays, read back as text for drizzle to map), set
 * once on the PGlite instance instead, once it is ready (its start-up installs array parsers): with
 * them on each query, PGlite copies its whole 300-entry parser table every time.
 */
export const drizzleParsers = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText,
  1115: asText,
  1185: asText,
  1187: asText,
  1182: asText,
}
