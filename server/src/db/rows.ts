import type { SQL } from 'drizzle-orm'

/** The rows of a raw query (node-postgres and PGlite both answer `{ rows }`). */
export async function rowsOf<T>(executor: { execute: (query: SQL) => Promise<unknown> }, query: SQL): Promise<T[]> {
  return ((await executor.execute(query)) as { rows: T[] }).rows
}
