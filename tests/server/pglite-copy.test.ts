import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeBackup } from '@server/db/backup'
import { openDatabase, type Database, type DatabaseHandle } from '@server/db/client'

// A backup of a serving PGlite on disk reads a copy made as PostgreSQL makes a base backup
// (docs/decisions/0004-backup-reads-a-copy.md): the files are copied while the database goes on serving, and the copy,
// opened, replays the WAL written meanwhile. Writers run all through the copy: they must go on while it is made, and
// the copy must hold each of their transactions whole or not at all, and everything committed before it began.

const rowsOf = async <T>(db: Pick<Database, 'execute'>, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows

let dataDir: string
let handle: DatabaseHandle
let userId: number
let categoryId: number
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portfolio-copy-'))
  handle = await openDatabase({ dataDir }, { analyzeEveryMs: 0 })
  ;[{ id: userId }] = await rowsOf<{ id: number }>(handle.db, sql`insert into users (username, password_hash, full_name) values ('copia', 'x', 'Copia') returning id`) as [{ id: number }]
  ;[{ id: categoryId }] = await rowsOf<{ id: number }>(
    handle.db,
    sql`insert into categories (user_id, nome_categoria, tipo_categoria) values (${userId}, 'Casa', 'Despesa') returning id`,
  ) as [{ id: number }]
  // Pages enough for a copy that takes a while (about 60 MB).
  await handle.db.execute(sql`insert into entries (user_id, data_lancamento, descricao, valor, tipo_lancamento, situacao, categoria_id)
    select ${userId}, now() - (g || ' hours')::interval, 'Antes ' || g || ' no mercado do bairro', 10 + g % 500, 'Despesa', 'Pago', ${categoryId} from generate_series(1, 120000) g`)
}, 120_000)
afterAll(async () => {
  await handle.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('the copy of a serving PGlite folder', () => {
  it('is made while writers go on, and holds each of their transactions whole', { timeout: 300_000 }, async () => {
    let writing = true
    let committed = 0
    const committedAt: number[] = []
    // Each transaction writes two entries with one description and moves an amount from one to the other's total.
    const writer = async (id: number) => {
      for (let n = 0; writing; n++) {
        await handle.db.transaction(async (tx) => {
          for (const valor of ['7.00', '3.00']) {
            await tx.execute(sql`insert into entries (user_id, data_lancamento, descricao, valor, tipo_lancamento, situacao, categoria_id)
              values (${userId}, now(), ${`par ${id}-${n}`}, ${valor}, 'Despesa', 'A Pagar', ${categoryId})`)
          }
          await tx.execute(sql`update entries set valor = valor + 1 where user_id = ${userId} and descricao = ${`Antes ${1 + ((id * 7919 + n) % 120000)} no mercado do bairro`}`)
        })
        committed++
        committedAt.push(performance.now())
      }
    }
    const writers = [1, 2, 3].map(writer)
    await new Promise((resolve) => setTimeout(resolve, 200))
    const before = committed
    const began = performance.now()
    const copy = await handle.snapshot!()
    const ended = performance.now()
    writing = false
    await Promise.all(writers)
    try {
      // The database served while the copy was made.
      const during = committedAt.filter((at) => at > began && at < ended).length
      expect(during, `writes committed during the ${Math.round(ended - began)} ms copy`).toBeGreaterThan(0)
      // Every pair whole; everything committed before the copy began, nothing more than what was committed by its end.
      const pairs = await rowsOf<{ descricao: string; n: number; total: string }>(
        copy.db,
        sql`select descricao, count(*)::int as n, sum(valor)::text as total from entries where descricao like 'par %' group by descricao`,
      )
      expect(pairs.filter((pair) => pair.n !== 2 || pair.total !== '10.00')).toEqual([])
      expect(pairs.length).toBeGreaterThanOrEqual(before)
      expect(pairs.length).toBeLessThanOrEqual(committed)
      // The copy is the database as it was when the files were copied, not when the copy was asked for: writes of
      // the copy's own time are in it (a copy taken while the database is held has none: at most the 3 in flight).
      expect(pairs.length - before, 'writes committed while the files were copied').toBeGreaterThanOrEqual(5)
      const [{ bumps }] = (await rowsOf<{ bumps: number }>(
        copy.db,
        sql`select (sum(valor) - sum(10 + (substring(descricao from 'Antes (\\d+)')::int % 500)))::int as bumps from entries where descricao like 'Antes %'`,
      )) as [{ bumps: number }]
      expect(bumps).toBe(pairs.length)
      // A backup of the copy is whole.
      const file = join(dataDir, 'copy.backup.gz')
      const counts = await writeBackup(copy.db, file)
      expect(counts.entries).toBe(120000 + 2 * pairs.length)
      expect(readdirSync(dataDir).filter((name) => name.startsWith('pglite.copy-'))).toHaveLength(1)
    } finally {
      await copy.close()
    }
    expect(readdirSync(dataDir).filter((name) => name.startsWith('pglite.copy-'))).toEqual([])
  })
})
