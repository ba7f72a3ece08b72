import type { Context } from 'hono'
import type { AuthMiddleware } from '../middleware/auth'
import { bearerToken, type TokenService } from '../services/tokens'
import { tooManyRequests } from './errors'
import { WindowCounter, type RateLimitStore } from './rate-limit'
import type { Clock } from '../app-env'

// Fair use (docs/product-rules.md#limits): each user's writes to the API (POST, PUT, PATCH, DELETE on /v1/api) are
// counted per minute, so that one account cannot keep the database busy for everyone. A write that
// stores many rows (an installment plan) counts for more (`charge`).

export const WRITE_WINDOW_MS = 60 * 1000
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** A plan's writes: one per started year of installments (a 420-installment plan counts 35). */
export const planWriteWeight = (numeroParcelas: number) => Math.max(1, Math.ceil(numeroParcelas / 12))

export interface FairUse {
  /** `requireUser` that, on a write, then counts it against the user's minute: 429 once it is spent. */
  guard(requireUser: AuthMiddleware): AuthMiddleware
  /** Counts `weight` more writes for the user (the request itself was counted as 1 by the guard). */
  charge(userId: number, weight: number): Promise<void>
}

export function createFairUse({ store, perMinute, clock, tokens }: { store: RateLimitStore; perMinute: number; clock: Clock; tokens: TokenService }): FairUse {
  const counter = new WindowCounter(store, { windowMs: WRITE_WINDOW_MS, max: perMinute }, clock)
  const key = (userId: number) => `write:${userId}`
  const isWrite = (c: Context) => WRITE_METHODS.has(c.req.method) && c.req.path.startsWith('/v1/api/')
  return {
    guard: (requireUser) => async (c, next) => {
      // A user already known to be over the limit is refused on the token alone: a flood of refused
      // writes then costs no database lookup of the user (on PostgreSQL each one read the users table).
      if (counter.refusing && isWrite(c)) {
        const token = bearerToken(c.req.header('authorization'))
        const claims = token ? await tokens.verifyAccessToken(token) : null
        const wait = claims ? counter.knownWait(key(claims.id)) : 0
        if (wait > 0) throw tooManyRequests(wait, 'too_many_writes')
      }
      return requireUser(c, async () => {
        if (isWrite(c)) {
          const wait = await counter.take(key(c.var.user.id))
          if (wait > 0) throw tooManyRequests(wait, 'too_many_writes')
        }
        await next()
      })
    },
    charge: async (userId, weight) => {
      if (weight > 0) await counter.hit(key(userId), weight)
    },
  }
}
