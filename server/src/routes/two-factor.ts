import { createRoute, z } from '@hono/zod-openapi'
import { tokenPairSchema } from '@contract/auth'
import {
  recoveryCodesSchema,
  signInSecondFactorRequestSchema,
  twoFactorActivateRequestSchema,
  twoFactorDisableRequestSchema,
  twoFactorEnrolmentSchema,
  twoFactorStatusSchema,
} from '@contract/two-factor'
import type { AppDeps } from '../deps'
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonContent } from '../http/openapi'
import { rateLimit } from '../http/rate-limit'
import { caseInsensitive } from '../http/validation'
import { AUTH_RATE_LIMIT } from './auth'

// Two-step verification (docs/product-rules.md#two-step-verification): the signed-in user turns it on and off, and
// the sign-in's second step exchanges a challenge and a code for the tokens.

export const TWO_FACTOR_PATH = '/v1/api/usuario/2fa'

/** The name authenticator apps show beside the account: the site's host name as the request reached it. */
const issuerOf = (url: string) => new URL(url).hostname || 'Portfolio'

export function twoFactorRoutes(deps: AppDeps) {
  const router = createRouter()
  const twoFactor = deps.auth.twoFactor
  const middleware: [AppDeps['requireUser']] = [deps.requireUser]
  const signedIn = { tags: ['Account'], security: bearerSecurity, middleware }

  const status = createRoute({
    ...signedIn,
    method: 'get',
    path: TWO_FACTOR_PATH,
    summary: 'Whether two-step verification is on',
    responses: { 200: jsonContent(twoFactorStatusSchema, 'On or off, and the recovery codes left'), ...errorResponses(401) },
  })
  router.openapi(status, async (c) => c.json(await twoFactor.status(c.var.user.id), 200))

  const start = createRoute({
    ...signedIn,
    method: 'post',
    path: TWO_FACTOR_PATH,
    summary: 'Start turning on two-step verification',
    description:
      'Draws a new secret (RFC 6238 TOTP: SHA-1, 6 digits, 30 s) and answers it in base32 with its `otpauth://totp/` URI (issuer: the site\'s host name; account: the username) for an authenticator app. Calling it again replaces a secret not confirmed yet; while verification is on it is 409. Nothing changes for the sign-in until `/ativar`.',
    // No body is needed; one that is sent must be JSON (malformed JSON is a 400, as on every call).
    request: { body: { content: { 'application/json': { schema: z.object({}) } }, required: false } },
    responses: { 200: jsonContent(twoFactorEnrolmentSchema, 'The secret and its URI'), ...errorResponses(400, 401, 409, 413, 415, 429) },
  })
  router.openapi(start, async (c) => c.json(await twoFactor.startEnrolment(c.var.user.id, c.var.user.username, issuerOf(c.req.url)), 200))

  const activate = createRoute({
    ...signedIn,
    method: 'post',
    path: `${TWO_FACTOR_PATH}/ativar`,
    summary: 'Turn on two-step verification',
    description:
      'With a current code of the secret `POST /v1/api/usuario/2fa` answered (one step of clock skew either way), verification is on from the next sign-in, and the answer holds 10 single-use recovery codes, shown this once: only their hashes are kept. Every other session of the user ends. A wrong code is 400 `two_factor_code_invalid`; no enrolment started, or verification already on, is 409.',
    request: { body: jsonBody(caseInsensitive(twoFactorActivateRequestSchema)) },
    responses: { 200: jsonContent(recoveryCodesSchema, 'The recovery codes'), ...errorResponses(400, 401, 409, 413, 415, 429) },
  })
  router.openapi(activate, async (c) => {
    const codes = await twoFactor.activate(c.var.user.id, c.req.valid('json').codigo)
    // A change of how the account signs in ends its other sessions, as a password change does.
    await deps.services.sessions.endOthers(c.var.user.id, c.var.sessionId)
    return c.json(codes, 200)
  })

  const disable = createRoute({
    ...signedIn,
    method: 'delete',
    path: TWO_FACTOR_PATH,
    summary: 'Turn off two-step verification',
    description:
      'Needs the password and a code of the app not used before (`codigo`), or one of the recovery codes (`codigoRecuperacao`) for a lost phone. A wrong password (`two_factor_password_invalid`) or code (`two_factor_code_invalid`) is 400 on its field and counts as a failed sign-in of the username from this address (the sixth in 15 minutes is 429 with `retryAfter`). The secret and the recovery codes are deleted, and every other session of the user ends.',
    request: { body: jsonBody(caseInsensitive(twoFactorDisableRequestSchema)) },
    responses: { 204: { description: 'Off' }, ...errorResponses(400, 401, 409, 413, 415, 429) },
  })
  router.openapi(disable, async (c) => {
    await twoFactor.disable(c.var.user.id, c.req.valid('json'), deps.clientIp(c))
    await deps.services.sessions.endOthers(c.var.user.id, c.var.sessionId)
    return c.body(null, 204)
  })

  const secondStep = createRoute({
    method: 'post',
    path: '/api/auth/v1/signin/2fa',
    tags: ['Auth'],
    summary: 'Finish a sign-in with its second step',
    description:
      'The `desafio` of a sign-in answered `{ segundoFator: true }`, with a code of the app (`codigo`) or a recovery code (`codigoRecuperacao`). Answers the tokens as a sign-in does. A challenge lasts 5 minutes and is used once: unknown or used is 401 `two_factor_challenge_invalid`, late 401 `two_factor_challenge_expired`, and after 3 wrong codes 401 `two_factor_attempts_exhausted` (sign in again). A wrong or already used code is 401 `two_factor_code_invalid`. Every code tried counts as a failed sign-in of the username from this address (5 per 15 minutes, then 429 with `retryAfter`), and 10 wrong codes for one account from any address refuse its second step for 15 minutes.',
    middleware: [rateLimit({ ...AUTH_RATE_LIMIT, store: deps.rateLimits, clock: deps.clock, key: (c) => `signin-2fa:${deps.clientIp(c)}` })] as const,
    request: { body: jsonBody(caseInsensitive(signInSecondFactorRequestSchema)) },
    responses: { 200: jsonContent(tokenPairSchema, 'Access and refresh tokens with the role'), ...errorResponses(400, 401, 413, 415, 429) },
  })
  router.openapi(secondStep, async (c) =>
    c.json(await deps.auth.signInSecondStep(c.req.valid('json'), deps.clientIp(c), c.req.header('user-agent')), 200),
  )

  return router
}
