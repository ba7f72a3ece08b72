import { ROLE_HEADER } from '@contract/role-header'
import type { AuthMiddleware } from './auth'

// Every answer past `requireUser` says the caller's current role, read from the database for this request: a client
// that shows another role (a change made by `npm run user:role` while it was open) renews its session at this call
// (docs/decisions/0021-role-in-every-signed-in-answer.md). Set before the handler runs, so a 403, 404 or 429 of
// the handler or of requireAdmin carries it too.

/** `requireUser`, then the role header on the answer. */
export function announceRole(requireUser: AuthMiddleware): AuthMiddleware {
  return (c, next) =>
    requireUser(c, async () => {
      c.header(ROLE_HEADER, c.var.user.role)
      await next()
    })
}
