import { sql } from 'drizzle-orm'
import type { Database } from './client'

// What PostgreSQL's autovacuum daemon does, for PGlite: the daemon analyzes tables as they change, vacuums their
// dead row versions and merges the pending keys of GIN indexes, but PGlite runs no background workers, so its tables never had
// statistics (the planner guessed, and a deep book page over 100k rows sorted on disk) and an often
// updated table only grows (bank_account_totals: every entry write updates a row of it). openDatabase
// analyzes everything after the migrations and then, on a timer, analyzes the tables whose rows changed
// enough since their last ANALYZE and vacuums those with enough dead rows.

/** How often PGlite looks for tables to analyze. */
export const ANALYZE_EVERY_MS = 60 * 1000

/**
 * ANALYZE of every table with more changed rows since its last one than autovacuum's default rule
 * (50 + 10 % of the table); returns their names. PostgreSQL 15+ (PGlite included).
 */
export async function analyzeChangedTables(db: Database): Promise<string[]> {
  // Changes are counted in the backend and published at most once a second; publish them now.
  await db.execute(sql`select pg_stat_force_next_flush()`)
  const result = (await db.execute(sql`
    select s.relname as name from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)`)) as unknown as { rows: { name: string }[] }
  const names = result.rows.map((row) => row.name)
  for (const name of names) await db.execute(sql`analyze ${sql.identifier(name)}`)
  return names
}

/**
 * VACUUM of every table with more dead row versions than autovacuum's default rule (50 + 20 % of the
 * table); returns their names. Not inside a transaction.
 */
export async function vacuumDeadRows(db: Database): Promise<string[]> {
  await db.execute(sql`select pg_stat_force_next_flush()`)
  const result = (await db.execute(sql`
    select s.relname as name from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)`)) as unknown as { rows: { name: string }[] }
  const names = result.rows.map((row) => row.name)
  for (const name of names) await db.execute(sql`vacuum ${sql.identifier(name)}`)
  return names
}

/**
 * The GIN indexes whose new keys wait in a pending list (fastupdate): the entry search's trigram index. The statement
 * that finds that list over 4 MB merges all of it, about 60 ms on PGlite, while every other query waits.
 */
const PENDING_LIST_INDEXES = ['entries_busca_trgm_idx'] as const

/**
 * Merges the pending keys of the GIN indexes into them, as autovacuum does: called often (after each statement of an
 * import's entries, on the statistics timer), each merge is a few milliseconds and no statement meets a full list.
 * Returns the pending pages merged.
 */
export async function mergePendingIndexKeys(executor: Pick<Database, 'execute'>): Promise<number> {
  let pages = 0
  for (const index of PENDING_LIST_INDEXES) {
    const result = (await executor.execute(sql`select gin_clean_pending_list(${index}::regclass)::int as pages`)) as unknown as { rows: { pages: number }[] }
    pages += result.rows[0]!.pages
  }
  return pages
}
