import type { MiddlewareHandler } from 'hono'
import type { AuthEnv } from '../app-env'
import { forbidden, unauthorized } from '../http/errors'
import type { AuthUsers } from '../services/auth-users'
import { bearerToken, sameAccount, type TokenService } from '../services/tokens'

// Route guards (roles: docs/product-rules.md#accounts-and-roles). createApp builds them once and hands them to route modules as
// `deps.requireUser` / `deps.requireAdmin`; put them in a route's `middleware` and read `c.var.user`.

export type AuthMiddleware = MiddlewareHandler<AuthEnv>

/**
 * 401 unless the request carries a valid bearer access token of a user who still exists (the same account:
 * its session key, services/tokens.ts sameAccount) in a session that has not ended (signed out, ended from the
 * sessions page, by a password change); then sets `c.var.user` as the database has it now, so a changed role
 * applies at once (from the cache of services/auth-users, which the database invalidates), and `c.var.sessionId`.
 */
export function createRequireUser(tokens: TokenService, users: AuthUsers): AuthMiddleware {
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'))
    if (!token) throw unauthorized('unauthorized')
    const claims = await tokens.verifyAccessToken(token)
    const user = claims ? await users.find(claims.id, claims.sessionId) : undefined
    if (!claims || !sameAccount(claims, user)) throw unauthorized('invalid_token')
    c.set('user', user)
    c.set('sessionId', claims.sessionId)
    await next()
  }
}

/** `requireUser`, then 403 unless the user's role is Admin. */
export function createRequireAdmin(requireUser: AuthMiddleware): AuthMiddleware {
  return (c, next) =>
    requireUser(c, async () => {
      if (c.var.user.role !== 'Admin') throw forbidden()
      await next()
    })
}
