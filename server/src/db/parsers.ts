const asText = (value: string) => value

/**
 * The parsers drizzle-orm/pglite passes with every query (dates, times and intervals, and numeric,
 * timestamp, timestamptz, interval and date arrays, read back as text for drizzle to map), set
 * once on the PGlite instance instead, once it is ready (its start-up installs array parsers): with
 * them on each query, PGlite copies its whole 300-entry parser table every time. By PostgreSQL's type ids (PGlite's
 * `types`, not imported here: the server's own thread then loaded PGlite's code on PostgreSQL too).
 */
export const drizzleParsers = {
  1114: asText, // timestamp
  1184: asText, // timestamptz
  1186: asText, // interval
  1082: asText, // date
  1231: asText,
  1115: asText,
  1185: asText,
  1187: asText,
  1182: asText,
}
