import { getTableColumns, getTableName, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { yieldToEventLoop } from '../http/validation'
import type { Executor } from '../services/installment-links'

// The bulk writer (docs/architecture.md#derived-data): many rows of one table as a few set-based statements,
// never a statement per row. The user-data import and the bank-statement import both write through it.

/** Rows per statement of insertRecords (about 2.5 MB of JSON for entries). */
export const RECORD_CHUNK = 5000

/**
 * Rows of a paced insertRecords' first statement, and the bounds of the others. On PGlite another user's query waits
 * for the statement that is running, so its time is their delay: 100 entries took 8.5–8.9 ms (p50) and 13–15 ms
 * (p95) on a quiet 2-core machine, and the pace could not go below them; with a floor of 25 the statements settle
 * near 70 rows, p50 6.9 and p95 8.8–9.3 ms, and a 43,400-entry import takes 3 % longer (8.3–8.6 → 8.6–8.9 s).
 * Building 1,000 entries' records and their JSON takes the event loop about 5 ms (docs/decisions/0030-pglite-import-statements-stay-small.md).
 */
const PACED_FIRST_ROWS = 50
export const PACED_MIN_ROWS = 25
export const PACED_MAX_ROWS = 1000

/**
 * How a bulk write shares the database (docs/architecture.md#heavy-work): `between` runs after each statement (it
 * gives way to other calls), and the rows per statement are set so that one takes about `targetMs`, so another
 * call that comes while it runs waits that long at most.
 */
export interface WritePace {
  between(): Promise<void>
  targetMs: number
}

/**
 * How long building a paced statement's records and text may hold the event loop: every other call waits for it (on
 * PostgreSQL too, where the statement itself holds no one). About 70 entries a millisecond on a busy 2-core machine.
 * At 4 ms, a fifth of another user's calls during a PostgreSQL import took over 9 ms (twice their time alone) and its
 * p95 failed the abuse probe; at 1 ms, 6 % did (docs/decisions/0030-pglite-import-statements-stay-small.md).
 */
export const PACED_BUILD_MS = 1

/**
 * The rows of the next paced statement: the last count scaled so that the statement takes `targetMs` and its building
 * PACED_BUILD_MS (the smaller), changing at most twofold.
 */
export function nextChunkRows(rows: number, tookMs: number, targetMs: number, builtMs = 0): number {
  const scaled = Math.min((rows * targetMs) / Math.max(tookMs, 0.1), (rows * PACED_BUILD_MS) / Math.max(builtMs, 0.1))
  return Math.round(Math.min(PACED_MAX_ROWS, rows * 2, Math.max(PACED_MIN_ROWS, rows / 2, scaled)))
}

/**
 * `items` as rows given by column name (`toRecord`), RECORD_CHUNK at a time (or paced by `pace`), each chunk as one
 * JSON parameter (jsonb_populate_recordset). Each chunk's records and text are made just before it is written: the
 * event loop runs other calls between chunks instead of waiting for all 50,000 records to be built.
 */
export async function insertRecords<Item>(
  executor: Executor,
  table: PgTable,
  items: readonly Item[],
  toRecord: (item: Item) => Record<string, unknown>,
  pace?: WritePace,
) {
  if (items.length === 0) return
  const name = sql.identifier(getTableName(table))
  let rows = pace ? PACED_FIRST_ROWS : RECORD_CHUNK
  for (let start = 0; start < items.length; ) {
    // Each record is written to text as soon as it is made: only the texts live until the statement, not a chunk of
    // records (with a young generation of 4 MB, decision 0029, a chunk of 1,000 entries' records outlived three
    // collections and was copied to the old generation each time: 10–20 ms of the event loop a chunk).
    const building = performance.now()
    const end = Math.min(items.length, start + rows)
    const first = toRecord(items[start]!)
    const columns = sql.join(Object.keys(first).map((column) => sql.identifier(column)), sql`, `)
    const texts = [JSON.stringify(first)]
    for (let index = start + 1; index < end; index++) texts.push(JSON.stringify(toRecord(items[index]!)))
    const chunk = `[${texts.join(',')}]`
    const began = performance.now()
    await executor.execute(sql`insert into ${name} (${columns}) select ${columns} from jsonb_populate_recordset(null::${name}, ${chunk}::jsonb)`)
    start = end
    if (pace) {
      rows = nextChunkRows(rows, performance.now() - began, pace.targetMs, began - building)
      await pace.between()
    } else {
      await yieldToEventLoop()
    }
  }
}

/**
 * A record's texts as insertRecords takes them: each key of `row` that names a text column (varchar, char, text;
 * not a generated one) of `table`, by the column's name (the contract's keys are the columns' own), null when
 * absent. So a text field of a document is written with nothing to add; ids, amounts and moments, which need
 * mapping, are the caller's.
 */
export function textColumns(table: PgTable): (row: Readonly<Record<string, unknown>>) => Record<string, unknown> {
  const texts = Object.entries(getTableColumns(table)).flatMap(([key, column]) => {
    const type = column.getSQLType()
    const isText = type.startsWith('varchar') || type.startsWith('char') || type === 'text'
    return isText && column.generated === undefined ? [[key, column.name] as const] : []
  })
  return (row) => {
    const record: Record<string, unknown> = {}
    for (const [key, name] of texts) if (key in row) record[name] = row[key] ?? null
    return record
  }
}

/**
 * `count` new ids of `table`'s serial: a bulk write gives rows these ids, so each source row maps to its new id
 * without relying on the order in which an INSERT returns its rows.
 */
export async function newIds(executor: Executor, table: PgTable, count: number): Promise<number[]> {
  if (count === 0) return []
  const rows = await executor
    .select({ id: sql<number>`nextval(pg_get_serial_sequence(${getTableName(table)}, 'id'))::int` })
    .from(sql`generate_series(1, ${count}::int)`)
  return rows.map((row) => Number(row.id))
}
