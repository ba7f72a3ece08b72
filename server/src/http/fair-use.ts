import { AsyncLocalStorage } from 'node:async_hooks'
import type { Context, MiddlewareHandler } from 'hono'
import type { AuthMiddleware } from '../middleware/auth'
import { bearerToken, type TokenService } from '../services/tokens'
import { tooManyRequests } from './errors'
import { WindowCounter, type RateLimitStore } from './rate-limit'
import type { AuthEnv, Clock } from '../app-env'

// Fair use (docs/product-rules.md#limits): each user's writes to the API (POST, PUT, PATCH, DELETE on /v1/api) are
// counted per minute, so that one account cannot keep the database busy for everyone. A write that
// stores many rows (an installment plan) counts for more (`charge`). And work counts, not requests: the rows a
// call makes beside its own (a recurring series' occurrences, made by the write that creates the series or by the
// read that first asks for their months) are counted in short windows (`countCreatedRows`); once a user's window
// is spent, their writes wait for the next one. Measured with `npm run test:abuse`: one weekly series made 6,600
// rows for one write, and a flood of them took another user's p95 from 4.8 ms to 1.3 s on PGlite.

export const WRITE_WINDOW_MS = 60 * 1000
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The rows window: short, so that a spent budget is spread over the minute instead of used in one burst. */
export const CREATED_ROWS_WINDOW_MS = 10 * 1000
/** Rows a user's calls may make in one CREATED_ROWS_WINDOW_MS: 500 at the default 600 writes a minute (3,000 a minute). */
export const createdRowsPerWindow = (writesPerMinute: number) => Math.max(1, Math.ceil((writesPerMinute * 5) / 6))

/** The rows the current request made so far (AsyncLocalStorage: set by the guard around every signed-in call). */
const createdRows = new AsyncLocalStorage<{ rows: number }>()

/** Counts `rows` made by the current request beside its own row, for fair use (nothing outside a signed-in call). */
export function countCreatedRows(rows: number): void {
  const work = createdRows.getStore()
  if (work && rows > 0) work.rows += rows
}

/** A plan's writes: one per started year of installments (a 420-installment plan counts 35). */
export const planWriteWeight = (numeroParcelas: number) => Math.max(1, Math.ceil(numeroParcelas / 12))

/** A user's heavy calls (the data export and import: one document of everything) per minute: 6 at the default 600 writes. */
export const heavyCallsPerMinute = (writesPerMinute: number) => Math.max(1, Math.ceil(writesPerMinute / 100))

export interface FairUse {
  /** After requireUser on a heavy call: heavyCallsPerMinute per user, then 429 with Retry-After. */
  heavy: MiddlewareHandler<AuthEnv>
  /** `requireUser` that, on a write, then counts it against the user's minute: 429 once it is spent. */
  guard(requireUser: AuthMiddleware): AuthMiddleware
  /** Counts `weight` more writes for the user (the request itself was counted as 1 by the guard). */
  charge(userId: number, weight: number): Promise<void>
}

export function createFairUse({ store, perMinute, clock, tokens }: { store: RateLimitStore; perMinute: number; clock: Clock; tokens: TokenService }): FairUse {
  const counter = new WindowCounter(store, { windowMs: WRITE_WINDOW_MS, max: perMinute }, clock)
  const rowsCounter = new WindowCounter(store, { windowMs: CREATED_ROWS_WINDOW_MS, max: createdRowsPerWindow(perMinute) }, clock)
  const heavyCounter = new WindowCounter(store, { windowMs: WRITE_WINDOW_MS, max: heavyCallsPerMinute(perMinute) }, clock)
  const key = (userId: number) => `write:${userId}`
  const rowsKey = (userId: number) => `rows:${userId}`
  const isWrite = (c: Context) => WRITE_METHODS.has(c.req.method) && c.req.path.startsWith('/v1/api/')
  return {
    heavy: async (c, next) => {
      const wait = await heavyCounter.take(`heavy:${c.var.user.id}`)
      if (wait > 0) throw tooManyRequests(wait)
      await next()
    },
    guard: (requireUser) => async (c, next) => {
      // A user already known to be over the limit is refused on the token alone: a flood of refused
      // writes then costs no database lookup of the user (on PostgreSQL each one read the users table).
      if ((counter.refusing || rowsCounter.refusing) && isWrite(c)) {
        const token = bearerToken(c.req.header('authorization'))
        const claims = token ? await tokens.verifyAccessToken(token) : null
        const wait = claims ? Math.max(counter.knownWait(key(claims.id)), rowsCounter.knownWait(rowsKey(claims.id))) : 0
        if (wait > 0) throw tooManyRequests(wait, 'too_many_writes')
      }
      return requireUser(c, async () => {
        const userId = c.var.user.id
        if (isWrite(c)) {
          const wait = Math.max(await counter.take(key(userId)), await rowsCounter.take(rowsKey(userId), 0))
          if (wait > 0) throw tooManyRequests(wait, 'too_many_writes')
        }
        const work = { rows: 0 }
        await createdRows.run(work, next)
        // Reads are charged too (the months a read asks for may make a series' occurrences), never refused.
        if (work.rows > 0) await rowsCounter.hit(rowsKey(userId), work.rows)
      })
    },
    charge: async (userId, weight) => {
      if (weight > 0) await counter.hit(key(userId), weight)
    },
  }
}
