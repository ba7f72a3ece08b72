import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import type { QueryOptions } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { drizzleParsers, openDatabase, type DatabaseHandle } from '../../server/src/db/client'
import { users } from '../../server/src/db/schema'
import { analyzeChangedTables } from '../../server/src/db/statistics'
import { createUser } from '../../server/src/services/users'

// The PGlite handle (server/src/db/client.ts): drizzle's per-query parsers are set once on the
// instance instead (PGlite copies its whole parser table for every query that passes its own).

describe('parsers set once on the PGlite instance', () => {
  it('are exactly the ones drizzle-orm/pglite passes with each query (a drizzle upgrade that changes them fails here)', async () => {
    const client = new PGlite()
    // The options drizzle passes are private to its prepared query: read them as data.
    const prepared = drizzlePglite({ client }).select().from(users).prepare('probe') as unknown as Record<'queryConfig' | 'rawQueryConfig', QueryOptions>
    for (const config of [prepared.queryConfig, prepared.rawQueryConfig]) {
      const theirs = config.parsers ?? {}
      expect(Object.keys(theirs).sort()).toEqual(Object.keys(drizzleParsers).sort())
      for (const [type, parse] of Object.entries(theirs)) {
        const ours = drizzleParsers[Number(type) as keyof typeof drizzleParsers]
        expect(ours('2024-05-10 12:30:00+00')).toBe(parse('2024-05-10 12:30:00+00', Number(type)))
      }
    }
    await client.close()
  })

  describe('over the opened database', () => {
    let handle: DatabaseHandle
    beforeAll(async () => {
      handle = await openDatabase({ memory: true })
    })
    afterAll(() => handle.close())

    it('dates, timestamps, intervals and their arrays read back as PostgreSQL prints them, in and out of transactions', async () => {
      const query = sql`select '2024-05-10'::date as d, '2024-05-10 12:30:00+00'::timestamptz as tz, '1 day'::interval as i,
        array['2024-05-10'::date] as ds, array['2024-05-10 12:30:00+00'::timestamptz] as tzs, array[1.50::numeric] as ns,
        1.50::numeric as n, 7::int as whole`
      // What drizzle's per-query parsers produced: arrays of these types as PostgreSQL's text.
      const expected = { d: '2024-05-10', tz: '2024-05-10 12:30:00+00', i: '1 day', ds: '{2024-05-10}', tzs: '{"2024-05-10 12:30:00+00"}', ns: '{1.50}', n: '1.50', whole: 7 }
      const rows = async (result: Promise<unknown>) => ((await result) as { rows: unknown[] }).rows
      expect(await rows(handle.db.execute(query))).toEqual([expected])
      expect(await rows(handle.db.transaction((tx) => tx.execute(query)))).toEqual([expected])
    })
  })
})

describe('planner statistics on PGlite (no autovacuum there)', () => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await openDatabase({ memory: true }, { analyzeEveryMs: 0 })
  })
  afterAll(() => handle.close())

  const rows = async <Row>(query: ReturnType<typeof sql>) => ((await handle.db.execute(query)) as unknown as { rows: Row[] }).rows
  const reltuples = async (table: string) =>
    (await rows<{ n: number }>(sql`select reltuples::int as n from pg_class where relname = ${table}`))[0]!.n

  it('every table is analyzed when the database opens', async () => {
    // reltuples is -1 until a table's first ANALYZE (or VACUUM).
    const never = await rows<{ relname: string }>(sql`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and c.reltuples < 0`)
    expect(never).toEqual([])
  })

  it('analyzeChangedTables analyzes the tables with many changed rows, and only those', async () => {
    const owner = await createUser(handle.db, { username: 'stats_owner', password: 'correct horse battery', fullName: 'Ana Lima' })
    await handle.db.execute(sql`insert into books (user_id, titulo, escritor, preco, data_lancamento)
      select ${owner.id}, 'Livro ' || g, 'Autor', 10, now() from generate_series(1, 500) g`)
    expect(await reltuples('books')).toBe(0)
    expect(await analyzeChangedTables(handle.db)).toEqual(['books'])
    expect(await reltuples('books')).toBe(500)
    // Nothing changed since: nothing to do. A few rows more stay under the threshold (50 + 10 %).
    await handle.db.execute(sql`insert into books (user_id, titulo, escritor, preco, data_lancamento)
      select ${owner.id}, 'Livro ' || g, 'Autor', 10, now() from generate_series(1, 20) g`)
    expect(await analyzeChangedTables(handle.db)).toEqual([])
  })
})
