import { is } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import * as schema from './schema'

// Every foreign key of the schema by its constraint name, with the column it constrains: a write that
// a foreign key refuses (SQLSTATE 23503, e.g. the category deleted by another request between the
// service's check and the insert) is answered as the check would have answered (app.ts), never 500.

/** Constraint name → the referencing column's database name. */
export const foreignKeyColumns: ReadonlyMap<string, string> = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .flatMap((table) => getTableConfig(table).foreignKeys.map((key) => [key.getName(), key.reference().columns[0]!.name] as const)),
)
