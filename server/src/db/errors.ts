// PostgreSQL error codes as raised through Drizzle (which wraps driver errors in DrizzleQueryError);
// PGlite and pg both expose the SQLSTATE as `code` on the driver error.

function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/** A unique constraint or unique index rejected the write. */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505'

/** A foreign key rejected the write (missing parent, or a delete that children still reference). */
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503'
