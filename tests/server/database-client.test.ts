import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import type { QueryOptions } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { drizzleParsers, openDatabase, type DatabaseHandle } from '@server/db/client'
import { users } from '@server/db/schema'
import { analyzeChangedTables, mergePendingIndexKeys, vacuumDeadRows } from '@server/db/statistics'
import { readTemplate } from '@server/db/template'
import { createUser } from '@server/services/users'

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

  it('the statistics timer skips its turns while deferMaintenanceWhile says heavy work runs', async () => {
    const timed = await openDatabase({ memory: true }, { analyzeEveryMs: 40 })
    try {
      let busy = true
      timed.deferMaintenanceWhile!(() => busy)
      const owner = await createUser(timed.db, { username: 'deferred_owner', password: 'correct horse battery', fullName: 'Ana Lima' })
      await timed.db.execute(sql`insert into books (user_id, titulo, escritor, preco, data_lancamento)
        select ${owner.id}, 'Livro ' || g, 'Autor', 10, now() from generate_series(1, 500) g`)
      const analyzed = async () =>
        ((await timed.db.execute(sql`select last_analyze is not null as done from pg_stat_user_tables where relname = 'books'`)) as unknown as { rows: { done: boolean }[] }).rows[0]!.done
      await new Promise((resolve) => setTimeout(resolve, 400))
      expect(await analyzed()).toBe(false)
      busy = false
      await expect.poll(analyzed, { timeout: 5000, interval: 50 }).toBe(true)
    } finally {
      await timed.close()
    }
  })

  it('vacuumDeadRows vacuums the tables with many dead row versions, and only those', async () => {
    const owner = await createUser(handle.db, { username: 'vacuum_owner', password: 'correct horse battery', fullName: 'Ana Lima' })
    await handle.db.execute(sql`insert into books (user_id, titulo, escritor, preco, data_lancamento)
      select ${owner.id}, 'Livro ' || g, 'Autor', 10, now() from generate_series(1, 300) g`)
    await vacuumDeadRows(handle.db)
    await handle.db.execute(sql`update books set preco = 11 where user_id = ${owner.id}`)
    const dead = async () => {
      await handle.db.execute(sql`select pg_stat_force_next_flush()`)
      return (await rows<{ n: number }>(sql`select n_dead_tup::int as n from pg_stat_user_tables where relname = 'books'`))[0]!.n
    }
    expect(await dead()).toBeGreaterThanOrEqual(300)
    expect(await vacuumDeadRows(handle.db)).toEqual(['books'])
    expect(await dead()).toBe(0)
    expect(await vacuumDeadRows(handle.db)).toEqual([])
  })

  it('mergePendingIndexKeys merges the entry search index\'s pending keys, as autovacuum would', async () => {
    const owner = await createUser(handle.db, { username: 'gin_owner', password: 'correct horse battery', fullName: 'Ana Lima' })
    await mergePendingIndexKeys(handle.db)
    await handle.db.execute(sql`insert into entries (user_id, data_lancamento, descricao, valor, tipo_lancamento, situacao)
      select ${owner.id}, now(), 'Compra ' || g || ' na padaria', 10, 'Despesa', 'Pago' from generate_series(1, 300) g`)
    expect(await mergePendingIndexKeys(handle.db)).toBeGreaterThan(0)
    expect(await mergePendingIndexKeys(handle.db)).toBe(0)
  })

  it('starts with zero-free WAL files and 30 as the statistics target', async () => {
    const settings = await rows<{ name: string; setting: string }>(
      sql`select name, setting from pg_settings where name in ('wal_init_zero', 'default_statistics_target') order by name`,
    )
    expect(settings).toEqual([
      { name: 'default_statistics_target', setting: '30' },
      { name: 'wal_init_zero', setting: 'off' },
    ])
  })
})

describe('the migrated template a new PGlite database starts from (server/src/db/template.ts)', () => {
  type Rows = { rows: Record<string, unknown>[] }
  /** Every table, column, index, constraint, trigger and function of the public schema, and the recorded migrations. */
  const catalog = async (handle: DatabaseHandle) => {
    const query = async (text: string) => ((await handle.db.execute(sql.raw(text))) as unknown as Rows).rows
    return {
      columns: await query(`select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
        where table_schema = 'public' order by 1, 2`),
      indexes: await query(`select indexname, indexdef from pg_indexes where schemaname = 'public' order by 1`),
      constraints: await query(`select conname, pg_get_constraintdef(oid) as def from pg_constraint
        where connamespace = 'public'::regnamespace order by 1, 2`),
      triggers: await query(`select tgname, pg_get_triggerdef(oid) as def from pg_trigger where not tgisinternal order by 1`),
      functions: await query(`select proname, prosrc from pg_proc where pronamespace = 'public'::regnamespace order by 1`),
      migrations: await query('select hash, created_at from drizzle.__drizzle_migrations order by id'),
    }
  }

  it('is built (tests/setup/db-template.ts) and holds exactly what initdb and the migrations build', async () => {
    expect(readTemplate()).toBeDefined()
    const fromTemplate = await openDatabase({ memory: true }, { analyzeEveryMs: 0 })
    const fromScratch = await openDatabase({ memory: true }, { analyzeEveryMs: 0, template: false })
    try {
      const expected = await catalog(fromScratch)
      expect(expected.columns.length).toBeGreaterThan(50)
      expect(expected.migrations.length).toBeGreaterThan(2)
      expect(await catalog(fromTemplate)).toEqual(expected)
    } finally {
      await fromTemplate.close()
      await fromScratch.close()
    }
  })

  it('a new data folder is unpacked from it, keeps what is written across a reopen, and a half-unpacked one is unpacked again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portfolio-template-'))
    try {
      let handle = await openDatabase({ dataDir }, { analyzeEveryMs: 0 })
      expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true)
      expect(existsSync(join(dataDir, 'pglite.unpacking'))).toBe(false)
      await createUser(handle.db, { username: 'kept_user', password: 'correct horse battery', fullName: 'Ana Lima' })
      await handle.close()

      handle = await openDatabase({ dataDir }, { analyzeEveryMs: 0 })
      expect(await handle.db.select({ username: users.username }).from(users)).toEqual([{ username: 'kept_user' }])
      await handle.close()

      // A crash while unpacking leaves the marker: the folder is unpacked again from the template.
      writeFileSync(join(dataDir, 'pglite.unpacking'), '')
      writeFileSync(join(dataDir, 'pglite', 'half-written'), 'x')
      handle = await openDatabase({ dataDir }, { analyzeEveryMs: 0 })
      expect(await handle.db.select({ username: users.username }).from(users)).toEqual([])
      expect(existsSync(join(dataDir, 'pglite', 'half-written'))).toBe(false)
      expect(existsSync(join(dataDir, 'pglite.unpacking'))).toBe(false)
      await handle.close()
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
