import { createHash } from 'node:crypto'
import { lte, sql } from 'drizzle-orm'
import type { Context, MiddlewareHandler } from 'hono'
import { systemClock, type Clock } from '../app-env'
import type { Database } from '../db/client'
import { rateLimits } from '../db/schema'
import { tooManyRequests } from './errors'

// Fixed-window rate limits (docs/product-rules.md#limits). A window opens at a key's first hit and lasts
// `windowMs`. The counts live in a store: this process's memory (PGlite: one process by rule), or the
// rate_limits table, which every API process on one PostgreSQL shares (one atomic upsert per hit).

/** A key's open window: its hits so far and when it ends (ms since the epoch). */
export interface WindowState {
  count: number
  resetAt: number
}

export interface RateLimitStore {
  /** Adds `weight` hits to `key`'s open window, or opens one of `windowMs` with them; the window after. */
  hit(key: string, windowMs: number, weight?: number): Promise<WindowState>
  /** `key`'s open window, if any. */
  peek(key: string): Promise<WindowState | undefined>
  /** Closes `key`'s window. */
  reset(key: string): Promise<void>
}

export type RateLimitStoreKind = 'memory' | 'database'

/** Keys hold client addresses and usernames; a long one is stored as its hash. */
const KEY_MAX = 160
const storedKey = (key: string) => (key.length <= KEY_MAX ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`)

/** Counts in this process's memory. */
export function memoryRateLimitStore(clock: Clock = systemClock): RateLimitStore {
  const windows = new Map<string, WindowState>()
  const open = (key: string) => {
    const window = windows.get(key)
    if (window && window.resetAt <= clock.now()) {
      windows.delete(key)
      return undefined
    }
    return window
  }
  /** Drops finished windows once the map grows, so idle keys do not pile up. */
  const sweep = (now: number) => {
    if (windows.size < 10_000) return
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key)
  }
  return {
    hit(key, windowMs, weight = 1) {
      const window = open(key)
      if (window) {
        window.count += weight
        return Promise.resolve({ ...window })
      }
      const now = clock.now()
      sweep(now)
      const opened = { count: weight, resetAt: now + windowMs }
      windows.set(key, opened)
      return Promise.resolve({ ...opened })
    },
    peek: (key) => {
      const window = open(key)
      return Promise.resolve(window && { ...window })
    },
    reset: (key) => {
      windows.delete(key)
      return Promise.resolve()
    },
  }
}

/** How often a process deletes finished windows from the table. */
export const RATE_LIMIT_SWEEP_MS = 60 * 1000

/**
 * Counts in the rate_limits table: one `insert … on conflict do update` per hit, which PostgreSQL
 * runs atomically per key, so concurrent hits from several processes all count. Times come from
 * `clock` (the processes' clocks), not the database's. Finished windows are deleted at most once
 * per RATE_LIMIT_SWEEP_MS by each process.
 */
export function databaseRateLimitStore(db: Database, clock: Clock = systemClock): RateLimitStore {
  let nextSweep = 0
  async function sweep(now: number) {
    if (now < nextSweep) return
    nextSweep = now + RATE_LIMIT_SWEEP_MS
    await db.delete(rateLimits).where(lte(rateLimits.resetAt, now))
  }
  return {
    async hit(key, windowMs, weight = 1) {
      const now = clock.now()
      await sweep(now)
      // A finished window still in the table is replaced by a new one, in the same statement.
      const expired = sql`${rateLimits.resetAt} <= ${now}`
      const [row] = await db
        .insert(rateLimits)
        .values({ key: storedKey(key), hits: weight, resetAt: now + windowMs })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${expired} then excluded.hits else ${rateLimits.hits} + excluded.hits end`,
            resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ count: rateLimits.hits, resetAt: rateLimits.resetAt })
      return row!
    },
    async peek(key) {
      const [row] = await db
        .select({ count: rateLimits.hits, resetAt: rateLimits.resetAt })
        .from(rateLimits)
        .where(sql`${rateLimits.key} = ${storedKey(key)} and ${rateLimits.resetAt} > ${clock.now()}`)
      return row
    },
    async reset(key) {
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${storedKey(key)}`)
    },
  }
}

export interface WindowOptions {
  windowMs: number
  max: number
}

/** `max` hits per key in windows of `windowMs`, counted in `store`. */
export class WindowCounter {
  /**
   * Keys this process saw refused, with the end of their full window: until then `take` refuses
   * them without asking the store (a window only fills up until it ends), so that a client hammering
   * away at its limit costs no query.
   */
  private readonly refusedUntil = new Map<string, number>()

  constructor(
    private readonly store: RateLimitStore,
    private readonly options: WindowOptions,
    private readonly clock: Clock = systemClock,
  ) {}

  /** Whether this process knows of any refused key (then `knownWait` may answer non-zero). */
  get refusing(): boolean {
    return this.refusedUntil.size > 0
  }

  /** Seconds until `key` may try again as far as this process already knows (no store query), else 0. */
  knownWait(key: string): number {
    const refused = this.refusedUntil.get(key)
    const now = this.clock.now()
    return refused !== undefined && refused > now ? (refused - now) / 1000 : 0
  }

  /** Seconds until `key` may try again, or 0 while it is under the limit (counts nothing). */
  async retryAfter(key: string): Promise<number> {
    return this.wait(await this.store.peek(key), 0)
  }

  /**
   * Counts `weight` hits for `key`; the seconds to wait when the window already held `max` (the hit
   * is refused), else 0. A refused hit may be counted too, which changes nothing: the window still
   * ends when it would have.
   */
  async take(key: string, weight = 1): Promise<number> {
    const now = this.clock.now()
    const refused = this.refusedUntil.get(key)
    if (refused !== undefined) {
      if (refused > now) return (refused - now) / 1000
      this.refusedUntil.delete(key)
    }
    const window = await this.store.hit(key, this.options.windowMs, weight)
    const wait = this.wait(window, weight)
    if (wait > 0) {
      if (this.refusedUntil.size >= 10_000) for (const [other, until] of this.refusedUntil) if (until <= now) this.refusedUntil.delete(other)
      this.refusedUntil.set(key, window.resetAt)
    }
    return wait
  }

  /** Records `weight` hits for `key` without asking whether they are allowed. */
  async hit(key: string, weight = 1): Promise<void> {
    await this.store.hit(key, this.options.windowMs, weight)
  }

  reset(key: string): Promise<void> {
    return this.store.reset(key)
  }

  /** Seconds left in `window` if it held `max` before the last `weight` hits. */
  private wait(window: WindowState | undefined, weight: number): number {
    if (!window || window.count - weight < this.options.max) return 0
    return Math.max(0, window.resetAt - this.clock.now()) / 1000
  }
}

/**
 * Middleware allowing `max` requests per `windowMs` for each `key(c)` (e.g. the client address),
 * then 429 with Retry-After and the translated 'Too many attempts' message.
 */
export function rateLimit(options: WindowOptions & { store: RateLimitStore; clock?: Clock; key: (c: Context) => string }): MiddlewareHandler {
  const counter = new WindowCounter(options.store, options, options.clock)
  return async (c, next) => {
    const wait = await counter.take(options.key(c))
    if (wait > 0) throw tooManyRequests(wait)
    await next()
  }
}
