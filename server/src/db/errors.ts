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

/** A delete refused by an `ON DELETE RESTRICT` foreign key (23001), or by a NO ACTION one (23503). */
export const isReferencedRowDelete = (error: unknown) => ['23001', '23503'].includes(sqlState(error) ?? '')

/**
 * The text cannot be stored: U+0000 or a character the encoding lacks (22021 character not in
 * repertoire, 22P05 untranslatable character). Request schemas refuse these; this is the safety net.
 */
export const isUnstorableText = (error: unknown) => ['22021', '22P05'].includes(sqlState(error) ?? '')

/**
 * What may be logged of a failed query: SQLSTATE, the driver's message and the SQL text with its
 * placeholders, never the parameter values (user text, password hashes, tokens). Undefined when
 * `error` did not come from the database.
 */
export function loggableDatabaseError(error: unknown): Record<string, string> | undefined {
  const driver = driverError(error)
  if (!driver) return undefined
  const fields: Record<string, string> = { sqlState: driver.code, error: driver.message }
  if (error instanceof DrizzleQueryError) {
    fields.query = error.query
    // The stack's first lines repeat the message, which lists the parameters: keep the frames only.
    const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))
    if (frames.length > 0) fields.stack = frames.join('\n')
  }
  return fields
}
