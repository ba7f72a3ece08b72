import { sql } from 'drizzle-orm'
import type { Database } from './client'

// Planner statistics for PGlite: PostgreSQL's autovacuum daemon analyzes tables as they
// change, but PGlite runs no background workers, so its tables never had any: the planner guessed,
// and a deep book page over 100k rows sorted on disk. openDatabase analyzes everything after the
// migrations and then, on a timer, the tables whose rows changed enough since their last ANALYZE.

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
