import { createRoute, z } from '@hono/zod-openapi'
import { passwordChangeRequestSchema } from '@contract/password-change'
import { SESSION_ID_PATTERN, userSessionListSchema } from '@contract/user-sessions'
import type { AppDeps } from '../deps'
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonContent } from '../http/openapi'
import { caseInsensitive } from '../http/validation'

// A signed-in user's own account security (docs/product-rules.md#sessions): change the password, list the sessions
// (sign-ins) that have not ended, end one or every other. Behind requireUser, scoped to the token's user.

export const PASSWORD_PATH = '/v1/api/usuario/senha'
export const SESSIONS_PATH = '/v1/api/usuario/sessoes'

const sessionParams = z.object({
  id: z
    .string()
    .regex(SESSION_ID_PATTERN, { error: 'invalid_value' })
    .openapi({ param: { name: 'id', in: 'path' }, example: '3f1c2a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f' }),
})

export function accountSecurityRoutes(deps: AppDeps) {
  const router = createRouter()
  const sessions = deps.services.sessions
  const middleware: [AppDeps['requireUser']] = [deps.requireUser]
  const signedIn = { tags: ['Account'], security: bearerSecurity, middleware }

  const changePassword = createRoute({
    ...signedIn,
    method: 'put',
    path: PASSWORD_PATH,
    summary: 'Change the password',
    description:
      'Keys are matched ignoring case. `novaSenha` follows the sign-up rule (at least 8 characters). A wrong `senhaAtual` is 400 `wrong_current_password` on that field and counts as a failed sign-in of the username from this address: the sixth in 15 minutes is 429 with `retryAfter`, for this form and the sign-in alike. On success every other session of the user ends (their refresh tokens are revoked and their access tokens refused at once); the session of this token goes on.',
    request: { body: jsonBody(caseInsensitive(passwordChangeRequestSchema)) },
    responses: { 204: { description: 'Changed; the other sessions ended' }, ...errorResponses(400, 401, 413, 415, 429) },
  })
  router.openapi(changePassword, async (c) => {
    await deps.auth.changePassword(c.var.user.id, c.var.sessionId, c.req.valid('json'), deps.clientIp(c))
    return c.body(null, 204)
  })

  const list = createRoute({
    ...signedIn,
    method: 'get',
    path: SESSIONS_PATH,
    summary: "The user's sessions",
    description:
      'Every sign-in that has not ended (signed out, ended here, by a password change, or 30 days without use), this one first (`atual`), then the most recently used. The device is read from the User-Agent of its last token refresh, the address is where that refresh came from, and `ultimoUsoEm` is that refresh (the app refreshes every 15 minutes while in use).',
    responses: { 200: jsonContent(userSessionListSchema, 'The sessions'), ...errorResponses(401) },
  })
  router.openapi(list, async (c) => c.json(await sessions.list(c.var.user.id, c.var.sessionId), 200))

  const endOne = createRoute({
    ...signedIn,
    method: 'delete',
    path: `${SESSIONS_PATH}/{id}`,
    summary: 'End a session',
    description: "Its refresh token stops working and its access token is refused from its next request. Another user's session, one that has ended, or an unknown id is 404.",
    request: { params: sessionParams },
    responses: { 204: { description: 'Ended' }, ...errorResponses(400, 401, 404) },
  })
  router.openapi(endOne, async (c) => {
    await sessions.end(c.var.user.id, c.req.valid('param').id)
    return c.body(null, 204)
  })

  const endOthers = createRoute({
    ...signedIn,
    method: 'delete',
    path: SESSIONS_PATH,
    summary: 'End every other session',
    description: 'Every session of the user but the one of this token ends (also when there was none).',
    responses: { 204: { description: 'The other sessions ended' }, ...errorResponses(401) },
  })
  router.openapi(endOthers, async (c) => {
    await sessions.endOthers(c.var.user.id, c.var.sessionId)
    return c.body(null, 204)
  })

  return router
}
