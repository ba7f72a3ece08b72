import { randomBytes, randomInt } from 'node:crypto'
import { and, asc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm'
import { dayKey } from '@contract/calendar'
import type { DemoConvertRequest } from '@contract/demo'
import type { Clock } from '../app-env'
import type { Database } from '../db/client'
import { isUniqueViolation } from '../db/errors'
import { USER_DATA_TABLES } from '../db/import-marker'
import { bankImports, importKeys, users, type UserRow } from '../db/schema'
import { ApiError, badRequest, conflict } from '../http/errors'
import { yieldToEventLoop } from '../http/validation'
import type { Language } from '../i18n'
import type { Logger } from '../logger'
import { householdCounts, planHousehold, writeHousehold } from './demo-household'
import { hashPassword } from './passwords'
import { findUserByUsername } from './users'

// The visitor's demo accounts (docs/product-rules.md#the-visitors-demo): made with a household's finances, turned into
// ordinary accounts, and deleted with every row they own once they expire.

/** Keeps two creations from both taking the last free place (PostgreSQL: several processes; PGlite runs one at a time anyway). */
const DEMO_LOCK_KEY = 727_002
/** Expired demos deleted per transaction: each holds about 1,650 entries (PGlite waits for the whole transaction). */
export const DEMO_SWEEP_BATCH = 2
/** How often the server looks for expired demos. */
export const DEMO_SWEEP_EVERY_MS = 60 * 1000

/** What a demo account's tables hold besides the user-data tables: the bank imports' previews and keys. */
const DEMO_ROW_TABLES = [importKeys, bankImports, ...USER_DATA_TABLES] as const

/** A demo's username: `demo-` and 6 letters or digits (36^6 ≈ 2.2 billion). */
export function demoUsername(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789'
  return `demo-${[...randomBytes(6)].map((byte) => alphabet[byte % alphabet.length]).join('')}`
}

/** The full name the header greets a demo by. */
const DEMO_FULL_NAME: Record<Language, string> = { pt: 'Visitante', en: 'Visitor' }

/** A password hash nothing verifies against (not argon2's format): a demo has no password until it is converted. */
const NO_PASSWORD = '!demo'

export interface DemoCreated {
  user: UserRow
  /** The household's rows by kind (logs, tests, the bench). */
  counts: ReturnType<typeof householdCounts>
}

export interface DemoService {
  /**
   * A new demo account with the household of a random seed on today, named in `language`, in one transaction;
   * 503 'demo_capacity' (Retry-After: until the first live demo expires) when `maxAccounts` demos live.
   */
  create(language: Language): Promise<DemoCreated>
  /**
   * Turns the demo `userId` into an ordinary account with the sign-up's fields, keeping its rows: 409 'user_exists'
   * for a name another account has, 400 'not_a_demo' when it is not a demo.
   */
  convert(userId: number, input: DemoConvertRequest): Promise<UserRow>
  /** Deletes the expired demos with every row they own, DEMO_SWEEP_BATCH a transaction; how many went. */
  sweep(): Promise<number>
}

export interface DemoServiceOptions {
  db: Database
  clock: Clock
  ttlHours: number
  maxAccounts: number
  /** Between two batches of the sweep (the app's way to other calls); default: a turn of the event loop. */
  between?: () => Promise<void>
}

/** The demo service over `db`. */
export function createDemoService({ db, clock, ttlHours, maxAccounts, between = yieldToEventLoop }: DemoServiceOptions): DemoService {
  return {
    async create(language) {
      const now = clock.now()
      const plan = planHousehold({ seed: randomInt(2 ** 31), today: dayKey(new Date(now)), language })
      const user = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK_KEY})`)
        const [live] = await tx
          .select({ count: sql<number>`count(*)::int`, first: sql<number | null>`(extract(epoch from min(${users.demoExpiraEm})) * 1000)::float8` })
          .from(users)
          .where(gt(users.demoExpiraEm, new Date(now)))
        if ((live?.count ?? 0) >= maxAccounts) {
          const wait = live?.first == null ? 60 : Math.max(1, Math.ceil((Number(live.first) - now) / 1000))
          throw new ApiError(503, 'demo_capacity', { headers: { 'Retry-After': String(wait) } })
        }
        let created: UserRow | undefined
        // A drawn name another account has (once in billions): draw again.
        for (let attempt = 0; !created && attempt < 5; attempt += 1) {
          ;[created] = await tx
            .insert(users)
            .values({ username: demoUsername(), passwordHash: NO_PASSWORD, fullName: DEMO_FULL_NAME[language], demoExpiraEm: new Date(now + ttlHours * 3_600_000) })
            .onConflictDoNothing()
            .returning()
        }
        if (!created) throw new Error('No free demo username after 5 draws')
        await writeHousehold(tx, created.id, plan)
        return created
      })
      return { user, counts: householdCounts(plan) }
    },

    async convert(userId, input) {
      const [current] = await db.select({ demo: users.demoExpiraEm }).from(users).where(eq(users.id, userId))
      if (!current?.demo) throw badRequest('not_a_demo')
      const taken = await findUserByUsername(db, input.nomeUsuario)
      if (taken && taken.id !== userId) throw conflict('user_exists')
      const passwordHash = await hashPassword(input.senha)
      try {
        const [user] = await db
          .update(users)
          .set({ username: input.nomeUsuario, passwordHash, fullName: input.nomeCompleto, demoExpiraEm: null })
          .where(and(eq(users.id, userId), isNotNull(users.demoExpiraEm)))
          .returning()
        if (!user) throw badRequest('not_a_demo')
        return user
      } catch (error) {
        // Two accounts taking one name at once: the unique index decides.
        if (isUniqueViolation(error)) throw conflict('user_exists')
        throw error
      }
    },

    async sweep() {
      let removed = 0
      for (;;) {
        const now = new Date(clock.now())
        const expired = and(isNotNull(users.demoExpiraEm), lte(users.demoExpiraEm, now))
        // Nothing to do costs one probe of the demos' index, outside any transaction.
        const [any] = await db.select({ id: users.id }).from(users).where(expired).limit(1)
        if (!any) return removed
        const count = await db.transaction(async (tx) => {
          // Locked, so that a demo converted meanwhile is either converted first (no longer expired here) or waits.
          const batch = await tx.select({ id: users.id }).from(users).where(expired).orderBy(asc(users.demoExpiraEm)).limit(DEMO_SWEEP_BATCH).for('update', { skipLocked: true })
          if (batch.length === 0) return 0
          const ids = batch.map((row) => row.id)
          // Each table before the tables its rows point at (db/import-marker.ts); the refresh tokens go with the user.
          for (const table of DEMO_ROW_TABLES) await tx.delete(table).where(inArray(table.userId, ids))
          await tx.delete(users).where(inArray(users.id, ids))
          return ids.length
        })
        removed += count
        if (count === 0) return removed
        await between()
      }
    },
  }
}

/**
 * Runs the sweep every `everyMs` on the server's timer (never two at once); a failure is logged and the next tick
 * tries again. Returns the function that stops it.
 */
export function startDemoSweeper(service: Pick<DemoService, 'sweep'>, { everyMs = DEMO_SWEEP_EVERY_MS, logger }: { everyMs?: number; logger: Logger }): () => void {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    service
      .sweep()
      .then((removed) => {
        if (removed > 0) logger.info(`Deleted ${removed} expired demo account${removed === 1 ? '' : 's'} with their data`)
      })
      .catch((error: unknown) => logger.warn('Deleting expired demo accounts failed', { error: error instanceof Error ? error.message : String(error) }))
      .finally(() => {
        running = false
      })
  }, everyMs).unref()
  return () => clearInterval(timer)
}
