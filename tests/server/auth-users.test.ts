import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AuthUser } from '@server/app-env'
import { openDatabase, type DatabaseHandle, type Listen } from '@server/db/client'
import { users } from '@server/db/schema'
import { createAuthUsers, type AuthUsers } from '@server/services/auth-users'
import { authUserLookup, createUser, findAuthUser } from '@server/services/users'
import { createTestClock, openTestDatabase, uniqueUsername } from './support/test-app'

// The cache behind requireUser (server/src/services/auth-users.ts, docs/product-rules.md#accounts-and-roles): on PGlite one
// database read per user, and every change of role or username and every deletion, whatever code
// makes it, drops the cached copy before the change returns (a trigger announces it with NOTIFY).
// These tests run on an in-memory PGlite whatever DATABASE_URL says; the last block checks the
// suite's own database (on PostgreSQL nothing is cached).

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await openDatabase({ memory: true })
})
afterAll(() => handle.close())

const clock = createTestClock()

/** A cache over the test database whose loads are counted. */
function countingCache(options: { listen?: Listen; maxEntries?: number; load?: (id: number) => Promise<AuthUser | undefined> } = {}) {
  const loads: number[] = []
  const cache = createAuthUsers({
    load: (id) => {
      loads.push(id)
      return (options.load ?? ((userId) => findAuthUser(handle.db, userId)))(id)
    },
    listen: 'listen' in options ? options.listen : handle.listen,
    clock,
    maxEntries: options.maxEntries,
  })
  return { cache, loads }
}

/** The next lookup of `id` reads the database: the change was announced before it returned. */
async function reloaded(cache: AuthUsers, loads: number[], id: number) {
  const before = loads.length
  await cache.find(id)
  expect(loads.length).toBe(before + 1)
}

const newUser = async () => (await createUser(handle.db, { username: uniqueUsername(), password: 'correct horse battery', fullName: 'Ana Lima' })).id

/** Waits until the cache keeps what it loads (its LISTEN is in place). */
async function untilCaching(cache: AuthUsers, loads: number[], id: number) {
  await vi.waitFor(async () => {
    await cache.find(id)
    const before = loads.length
    await cache.find(id)
    expect(loads.length).toBe(before)
  })
}

describe('createAuthUsers', () => {
  it('reads a user from the database once, then answers from the cache', async () => {
    const id = await newUser()
    const { cache, loads } = countingCache()
    await untilCaching(cache, loads, id)
    const before = loads.length
    for (let i = 0; i < 5; i++) expect(await cache.find(id)).toMatchObject({ id, role: 'User' })
    expect(loads.length).toBe(before)
    await cache.close()
  })

  it('a changed role is read again: demotion and promotion apply at once', async () => {
    const id = await newUser()
    const { cache, loads } = countingCache()
    await untilCaching(cache, loads, id)
    await handle.db.update(users).set({ role: 'Admin' }).where(eq(users.id, id))
    await reloaded(cache, loads, id)
    expect(await cache.find(id)).toMatchObject({ role: 'Admin' })
    await handle.db.update(users).set({ role: 'User' }).where(eq(users.id, id))
    await reloaded(cache, loads, id)
    expect(await cache.find(id)).toMatchObject({ role: 'User' })
    await cache.close()
  })

  it('a renamed user is read again', async () => {
    const id = await newUser()
    const { cache, loads } = countingCache()
    await untilCaching(cache, loads, id)
    const renamed = uniqueUsername('renamed')
    await handle.db.update(users).set({ username: renamed }).where(eq(users.id, id))
    await reloaded(cache, loads, id)
    expect(await cache.find(id)).toMatchObject({ username: renamed })
    await cache.close()
  })

  it('a deleted user is gone', async () => {
    const id = await newUser()
    const { cache, loads } = countingCache()
    await untilCaching(cache, loads, id)
    await handle.db.delete(users).where(eq(users.id, id))
    await reloaded(cache, loads, id)
    expect(await cache.find(id)).toBeUndefined()
    await cache.close()
  })

  it('other changes to a user (full name, password) do not evict it', async () => {
    const id = await newUser()
    const { cache, loads } = countingCache()
    await untilCaching(cache, loads, id)
    await handle.db.update(users).set({ fullName: 'Ana Maria Lima' }).where(eq(users.id, id))
    const before = loads.length
    await cache.find(id)
    expect(loads.length).toBe(before)
    await cache.close()
  })

  it('a load that overlaps a change is answered but not kept', async () => {
    const id = await newUser()
    let changeDuringLoad = false
    const { cache, loads } = countingCache({
      load: async (userId) => {
        const user = await findAuthUser(handle.db, userId)
        if (changeDuringLoad) {
          changeDuringLoad = false
          await handle.db.update(users).set({ role: 'Admin' }).where(eq(users.id, userId))
        }
        return user
      },
    })
    await untilCaching(cache, loads, id)
    cache.forget(id)
    changeDuringLoad = true
    expect(await cache.find(id)).toMatchObject({ role: 'User' })
    expect(await cache.find(id)).toMatchObject({ role: 'Admin' })
    await cache.close()
  })

  it('forget() (sign-out) drops the cached copy', async () => {
    const id = await newUser()
    const { cache, loads } = countingCache()
    await untilCaching(cache, loads, id)
    cache.forget(id)
    const before = loads.length
    await cache.find(id)
    expect(loads.length).toBe(before + 1)
    await cache.close()
  })

  it('without announcements (not listening, or the listening connection lost) every lookup reads the database', async () => {
    const id = await newUser()
    const none = countingCache({ listen: undefined })
    for (let i = 0; i < 3; i++) await none.cache.find(id)
    expect(none.loads).toEqual([id, id, id])

    let setState: (listening: boolean) => void = () => undefined
    const controlled = countingCache({
      listen: async (_channel, _onPayload, onState) => {
        setState = onState
        onState(true)
        return async () => undefined
      },
    })
    await controlled.cache.find(id)
    await controlled.cache.find(id)
    expect(controlled.loads).toHaveLength(1)
    setState(false)
    await controlled.cache.find(id)
    await controlled.cache.find(id)
    expect(controlled.loads).toHaveLength(3)
    // Back up: what was cached before the gap is not trusted.
    setState(true)
    await controlled.cache.find(id)
    expect(controlled.loads).toHaveLength(4)
  })

  it('keeps at most maxEntries users, pushing out the oldest', async () => {
    const ids = [await newUser(), await newUser(), await newUser()]
    const { cache, loads } = countingCache({
      maxEntries: 2,
      listen: async (_channel, _onPayload, onState) => {
        onState(true)
        return async () => undefined
      },
    })
    for (const id of ids) await cache.find(id)
    await cache.find(ids[2]!)
    await cache.find(ids[1]!)
    expect(loads).toEqual(ids)
    await cache.find(ids[0]!)
    expect(loads).toEqual([...ids, ids[0]])
  })
})

describe('on the suite database (PGlite, or PostgreSQL with DATABASE_URL)', () => {
  let suiteDb: DatabaseHandle
  beforeAll(async () => {
    suiteDb = await openTestDatabase()
  })
  afterAll(() => suiteDb.close())

  it('PGlite caches; PostgreSQL, whose notifications arrive after the commit is visible, reads every time', async () => {
    const id = (await createUser(suiteDb.db, { username: uniqueUsername(), password: 'correct horse battery', fullName: 'Ana Lima' })).id
    const loads: number[] = []
    const lookup = authUserLookup(suiteDb.db)
    const cache = createAuthUsers({ load: (userId) => (loads.push(userId), lookup(userId)), listen: suiteDb.listen, clock })
    if (suiteDb.kind === 'pglite') {
      await untilCaching(cache, loads, id)
    } else {
      expect(suiteDb.listen).toBeUndefined()
      for (let i = 0; i < 3; i++) expect(await cache.find(id)).toMatchObject({ id, role: 'User' })
      expect(loads).toEqual([id, id, id])
    }
    await suiteDb.db.update(users).set({ role: 'Admin' }).where(eq(users.id, id))
    expect(await cache.find(id)).toMatchObject({ id, role: 'Admin' })
    await cache.close()
  })
})
