import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '@server/db/client'
import { isDatabaseUnavailable, isUniqueViolation } from '@server/db/errors'
import { PGliteThread } from '@server/db/pglite-thread'

// PGlite in its own thread (server/src/db/pglite-thread.ts): what drizzle and the
// services rely on behaves as with PGlite in the server's thread, and the event loop stays free.

const rows = async <Row>(result: Promise<unknown>) => ((await result) as { rows: Row[] }).rows

describe('PGlite in a worker thread', () => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await openDatabase({ memory: true }, { analyzeEveryMs: 0 })
    await handle.db.execute(sql`create table probe (id int primary key, note text)`)
  })
  afterAll(() => handle.close())

  it('a statement outside an open transaction waits for its end, then sees what it committed', async () => {
    const order: string[] = []
    let outside: Promise<unknown> | undefined
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe values (1, 'in')`)
      outside = rows<{ n: number }>(handle.db.execute(sql`select count(*)::int as n from probe`)).then((result) => {
        order.push('outside')
        return result
      })
      // The outside statement is queued behind the transaction: the transaction's own statements go on.
      await new Promise((resolve) => setTimeout(resolve, 50))
      await tx.execute(sql`insert into probe values (2, 'in')`)
      order.push('transaction')
    })
    expect(await outside).toEqual([{ n: 2 }])
    expect(order).toEqual(['transaction', 'outside'])
  })

  it('a failed transaction rolls back, and its error keeps the SQLSTATE and constraint', async () => {
    const failure = await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into probe values (3, 'lost')`)
        await tx.execute(sql`insert into probe values (1, 'duplicate')`)
      })
      .catch((error: unknown) => error)
    expect(isUniqueViolation(failure)).toBe(true)
    expect((failure as { cause?: { constraint?: string } }).cause?.constraint).toBe('probe_pkey')
    expect(await rows(handle.db.execute(sql`select id from probe where id = 3`))).toEqual([])
  })

  it('nested transactions (savepoints) roll back only their part', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe values (10, 'kept')`)
      await tx.transaction(async (inner) => {
        await inner.execute(sql`insert into probe values (11, 'undone')`)
        inner.rollback()
      }).catch(() => undefined)
    })
    expect(await rows(handle.db.execute(sql`select id from probe where id >= 10 order by id`))).toEqual([{ id: 10 }])
  })

  it('a NOTIFY reaches the listener before the statement that sent it returns', async () => {
    const heard: string[] = []
    const stop = await handle.listen!('probe_channel', (payload) => heard.push(payload), () => undefined)
    await handle.db.execute(sql`select pg_notify('probe_channel', 'first')`)
    expect(heard).toEqual(['first'])
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('probe_channel', 'at commit')`)
      expect(heard).toEqual(['first'])
    })
    expect(heard).toEqual(['first', 'at commit'])
    await stop()
    await handle.db.execute(sql`select pg_notify('probe_channel', 'unheard')`)
    expect(heard).toEqual(['first', 'at commit'])
  })

  it('the event loop keeps turning while a long query runs', async () => {
    let turns = 0
    let turning = true
    const turn = () => {
      turns += 1
      if (turning) setImmediate(turn)
    }
    setImmediate(turn)
    const before = turns
    await handle.db.execute(sql`select count(*) from generate_series(1, 2000000)`)
    turning = false
    // In the server's own thread the whole query would run between two turns.
    expect(turns - before).toBeGreaterThan(10)
  })
})

describe('a closed PGlite thread', () => {
  it('refuses every statement as an unavailable database, in flight or later', async () => {
    const thread = await PGliteThread.start({})
    await thread.query('select 1')
    const inFlight = thread.query('select pg_sleep(0.2)').catch((error: unknown) => error)
    await thread.close()
    const later = await thread.query('select 1').catch((error: unknown) => error)
    expect(thread.closed).toBe(true)
    expect(isDatabaseUnavailable(later)).toBe(true)
    // The statement already sent either finished before the close or failed as unavailable.
    const settled = await inFlight
    expect(settled instanceof Error ? isDatabaseUnavailable(settled) : true).toBe(true)
  })
})
