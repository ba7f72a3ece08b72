import { DrizzleQueryError } from 'drizzle-orm'

// PostgreSQL error codes as raised through Drizzle (which wraps driver errors in DrizzleQueryError);
// PGlite and pg both expose the SQLSTATE as `code` on the driver error.

/** The driver error carrying the SQLSTATE, walking the `cause` chain. */
function driverError(error: unknown): { code: string; message: string } | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      const message = (current as { message?: unknown }).message
      return { code, message: typeof message === 'string' ? message : '' }
    }
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

const sqlState = (error: unknown) => driverError(error)?.code

/** A unique constraint or unique index rejected the write. */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505'

/** A foreign key rejected the write (missing parent, or a delete that children still reference). */
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503'

/**
 * The constraint named by a failed write (`entries_categoria_id_categories_id_fk`...), as pg and
 * PGlite report it; undefined when the error names none.
 */
export function violatedConstraint(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint
    if (typeof constraint === 'string' && constraint !== '') return constraint
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/** A delete refused by an `ON DELETE RESTRICT` foreign key (23001), or by a NO ACTION one (23503). */
export const isReferencedRowDelete = (error: unknown) => ['23001', '23503'].includes(sqlState(error) ?? '')

/**
 * The text cannot be stored: U+0000 or a character the encoding lacks (22021 character not in
 * repertoire, 22P05 untranslatable character). Request schemas refuse these; this is the safety net.
 */
export const isUnstorableText = (error: unknown) => ['22021', '22P05'].includes(sqlState(error) ?? '')

/** The first error in the `cause` chain of `error` that passes `test`. */
function findInChain<T>(error: unknown, test: (candidate: unknown) => candidate is T): T | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (test(current)) return current
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/** Node socket errors of a connection that cannot be made or was lost. */
const connectionErrorCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH'])
/** SQLSTATEs of a server that is going away or full: admin/crash shutdown, starting up, too many connections. */
const unavailableSqlStates = new Set(['57P01', '57P02', '57P03', '53300'])
/** What pg and PGlite say when their connection is gone (these errors carry no code). */
const unavailableMessage =
  /^(Connection terminated|Connection ended|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Cannot use a pool after calling end|PGlite is closed)/i

/**
 * The database does not answer: the connection was refused or lost (SQLSTATE class 08 included),
 * the server is shutting down or full, or PGlite was closed. Answered 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return (
    findInChain(error, (candidate): candidate is object => {
      const { code, message } = candidate as { code?: unknown; message?: unknown }
      if (typeof code === 'string' && (connectionErrorCodes.has(code) || unavailableSqlStates.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
        return true
      }
      return typeof message === 'string' && unavailableMessage.test(message)
    }) !== undefined
  )
}

/**
 * The driver's message without the values some of them quote: data exceptions (SQLSTATE class 22)
 * end with the offending input (`invalid input syntax for type integer: "abc"`).
 */
function redactedMessage(code: string, message: string): string {
  if (!code.startsWith('22')) return message
  const colon = message.indexOf(': ')
  return colon === -1 ? message : `${message.slice(0, colon)}: <redacted>`
}

/**
 * What may be logged of a failed query: SQLSTATE, the driver's message and the SQL text with its
 * placeholders, never the parameter values (user text, password hashes, tokens). Also for errors
 * without a SQLSTATE (a refused or dropped connection), whose Drizzle message lists the parameters
 * all the same. Undefined when `error` did not come from the database.
 */
export function loggableDatabaseError(error: unknown): Record<string, string> | undefined {
  const driver = driverError(error)
  const failedQuery = findInChain(error, (candidate): candidate is DrizzleQueryError => candidate instanceof DrizzleQueryError)
  if (!driver && !failedQuery) return undefined
  const fields: Record<string, string> = {}
  if (driver) {
    fields.sqlState = driver.code
    fields.error = redactedMessage(driver.code, driver.message)
  } else {
    // No SQLSTATE: the connection failed. Its own error (pg, net, PGlite) names no parameter.
    const cause = failedQuery!.cause as { code?: unknown; message?: unknown } | undefined
    if (typeof cause?.code === 'string') fields.code = cause.code
    fields.error = typeof cause?.message === 'string' ? cause.message : 'query failed'
  }
  if (failedQuery) {
    fields.query = failedQuery.query
    // The stack's first lines repeat the message, which lists the parameters: keep the frames only.
    const frames = (failedQuery.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))
    if (frames.length > 0) fields.stack = frames.join('\n')
  }
  return fields
}
