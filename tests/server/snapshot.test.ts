import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeBackup } from '@server/db/backup'
import type { Database, DatabaseHandle } from '@server/db/client'
import { openTestDatabase } from './support/test-app'

// A backup of a serving PGlite reads a copy (docs/decisions/0004): taken between transactions, the same instant for
// every table, in a thread of its own, so the serving database goes on while the copy is read.

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await openTestDatabase()
})
afterAll(() => handle.close())

const count = async (db: Database, name: string) =>
  ((await db.execute(sql`select count(*)::int as n from categories where nome_categoria = ${name}`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n

describe('snapshot', () => {
  it('PostgreSQL has none (its backup is one repeatable-read transaction on a connection of its own)', () => {
    if (handle.kind === 'postgres') expect(handle.snapshot).toBeUndefined()
    else expect(typeof handle.snapshot).toBe('function')
  })

  it('waits for an open transaction to end, holds what was committed then, and nothing written after', async () => {
    if (handle.kind === 'postgres') return
    const [user] = ((await handle.db.execute(sql`insert into users (username, password_hash, full_name) values ('snap', 'x', 'Snap') returning id`)) as unknown as {
      rows: Array<{ id: number }>
    }).rows
    const insert = (db: Pick<Database, 'execute'>, name: string) =>
      db.execute(sql`insert into categories (user_id, nome_categoria, tipo_categoria) values (${user!.id}, ${name}, 'Despesa')`)
    await insert(handle.db, 'antes')

    // A transaction that has written and not yet committed when the copy is asked for.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let wrote!: () => void
    const written = new Promise<void>((resolve) => (wrote = resolve))
    const transaction = handle.db.transaction(async (tx) => {
      await insert(tx, 'na transação')
      wrote()
      await held
    })
    await written
    let copied = false
    const copying = handle.snapshot!().then((copy) => {
      copied = true
      return copy
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(copied).toBe(false)
    release()
    await transaction
    const copy = await copying
    try {
      await insert(handle.db, 'depois')
      expect(await count(copy.db, 'antes')).toBe(1)
      expect(await count(copy.db, 'na transação')).toBe(1)
      expect(await count(copy.db, 'depois')).toBe(0)
      expect(await count(handle.db, 'depois')).toBe(1)
      // The serving database answers while the copy is read whole.
      const file = join(tmpdir(), `snapshot-test-${process.pid}.backup.gz`)
      const reading = writeBackup(copy.db, file)
      expect(await count(handle.db, 'antes')).toBe(1)
      const counts = await reading
      rmSync(file, { force: true })
      expect(counts.categories).toBeGreaterThanOrEqual(2)
    } finally {
      await copy.close()
    }
  })
})
