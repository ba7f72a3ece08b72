import type { MiddlewareHandler } from 'hono'
import { toSaoPauloIso } from '@contract/calendar'
import { JsonText } from './json-text'

// Moments in JSON answers (docs/product-rules.md#dates): every moment is written with São Paulo's offset
// (2026-11-10T18:30:00.000-03:00), the same instant as its UTC form, its wall-clock part the user's, so a
// client that slices the text (the spec's front end fills its inputs with the first 16 characters and
// sends them back as São Paulo wall time) keeps the moment where it was. Services and SQL write UTC
// (Date, toISOString, to_char ... "Z"); this is the one place that turns it into São Paulo's text, but
// for the entry lists, whose decoder writes São Paulo's text itself (services/entries.ts).

/**
 * The response keys that hold moments: every `date-time` property of the answers' schemas (a test
 * checks this list against the OpenAPI document). Only these keys are rewritten, so no free text that
 * happens to look like a date is ever touched.
 */
export const MOMENT_KEYS: ReadonlySet<string> = new Set([
  'dataLancamento',
  'dataPagamento',
  'dataPrimeiraParcela',
  'dataVencimento',
  'dataContato',
  'exportadoEm',
  // When a visitor's demo account expires (the token answers' `demo`).
  'expiraEm',
  // A session's sign-in and last use (GET /v1/api/usuario/sessoes).
  'iniciadaEm',
  'ultimoUsoEm',
  // A statement movement's moment (a transfer's `data` is a calendar day, which this never rewrites).
  'data',
])

/** ISO 8601 in UTC as toISOString and the services' SQL write it. */
const UTC_TEXT = /^[+-]?\d{4,6}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?Z$/

function momentText(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? value : toSaoPauloIso(value)
  if (typeof value !== 'string' || !UTC_TEXT.test(value)) return value
  const instant = new Date(value)
  return Number.isNaN(instant.getTime()) ? value : toSaoPauloIso(instant)
}

/**
 * `body` with every moment under a MOMENT_KEYS key (at any depth) in São Paulo's offset; other values as
 * they are. Copies only what changes: an answer already in São Paulo's form (the entry lists) comes back
 * as it is, without a copy of its thousands of objects.
 */
export function withSaoPauloMoments(body: unknown): unknown {
  if (Array.isArray(body)) {
    let result: unknown[] | undefined
    for (let index = 0; index < body.length; index++) {
      const value: unknown = body[index]
      const next = withSaoPauloMoments(value)
      if (next !== value) (result ??= [...body])[index] = next
    }
    return result ?? body
  }
  if (body === null || typeof body !== 'object' || body instanceof Date || body instanceof JsonText) return body
  const source = body as Record<string, unknown>
  let result: Record<string, unknown> | undefined
  for (const key in source) {
    if (!Object.hasOwn(source, key)) continue
    const value = source[key]
    const next = MOMENT_KEYS.has(key) ? momentText(value) : typeof value === 'object' && value !== null ? withSaoPauloMoments(value) : value
    if (next !== value) (result ??= { ...source })[key] = next
  }
  return result ?? source
}

/**
 * Writes the moments of every JSON answer (c.json) in São Paulo's offset. Like compressJson, c.json is
 * replaced for the request before the handler runs; registered after compressJson, it hands the
 * rewritten body to the compressing c.json.
 */
export function saoPauloMoments(): MiddlewareHandler {
  return (c, next) => {
    const json = c.json as (...args: unknown[]) => Response | Promise<Response>
    c.json = ((object: unknown, ...rest: unknown[]) => json(withSaoPauloMoments(object), ...rest)) as typeof c.json
    return next()
  }
}
