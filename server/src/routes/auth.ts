import { createRoute, z } from '@hono/zod-openapi'
import {
  refreshRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
  tokenPairSchema,
  validateTokenResponseSchema,
} from '@contract/auth'
import { messageSchema, plainText } from '@contract/common'
import { signInAnswerSchema } from '@contract/two-factor'
import { ROLE_HEADER } from '@contract/role-header'
import type { AppDeps } from '../deps'
import { badRequest, unauthorized } from '../http/errors'
import { optionalJsonBody } from '../http/optional-body'
import { languageFromHeader, translate } from '../i18n'
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonContent } from '../http/openapi'
import { rateLimit } from '../http/rate-limit'
import { caseInsensitive, parseInput } from '../http/validation'
import { bearerToken, sameAccount } from '../services/tokens'

// Authentication endpoints (docs/product-rules.md#accounts-and-roles): sign-in, sign-up, token check, refresh, sign-out.

/** Sign-in and sign-up, 10 per minute per client address each. */
export const AUTH_RATE_LIMIT = { max: 10, windowMs: 60 * 1000 }

const signInBody = caseInsensitive(signInRequestSchema)
const signUpInput = caseInsensitive(signUpRequestSchema)
const refreshBody = caseInsensitive(refreshRequestSchema)

/** The original client's query form of sign-up (docs/product-rules.md#the-api); documentation only, parsed like the JSON body. */
const signUpQuery = z.object({
  NomeUsuario: plainText().optional(),
  Senha: plainText().optional(),
  NomeCompleto: plainText().optional(),
  Captcha: plainText().optional(),
})

export function authRoutes(deps: AppDeps) {
  const router = createRouter()
  const perClient = (name: string) =>
    rateLimit({ ...AUTH_RATE_LIMIT, store: deps.rateLimits, clock: deps.clock, key: (c) => `${name}:${deps.clientIp(c)}` })

  /** Throws 400 unless the ALTCHA payload is valid and unused (skipped with CAPTCHA=off). */
  async function requireCaptcha(payload: string | undefined) {
    if (!deps.config.captcha) return
    const verdict = await deps.captcha.verify(payload)
    if (verdict === 'missing') throw badRequest('captcha_required', { captcha: 'required' })
    if (verdict === 'invalid') throw badRequest('captcha_invalid', { captcha: 'invalid_value' })
  }

  const signIn = createRoute({
    method: 'post',
    path: '/api/auth/v1/signin',
    tags: ['Auth'],
    summary: 'Sign in with username, password and captcha',
    middleware: [perClient('signin')] as const,
    request: { body: jsonBody(signInBody) },
    responses: {
      200: jsonContent(signInAnswerSchema, 'Access and refresh tokens with the role; with two-step verification on, `{ segundoFator: true, desafio }` for POST /api/auth/v1/signin/2fa instead'),
      ...errorResponses(400, 401, 413, 415, 429),
    },
  })
  router.openapi(signIn, async (c) => {
    const input = c.req.valid('json')
    await requireCaptcha(input.captcha)
    return c.json(await deps.auth.signIn(input, deps.clientIp(c), c.req.header('user-agent')), 200)
  })

  // Documented here, parsed by hand below: the original client's query form sends no body, and clients may
  // still send a Content-Type with an empty one, which the generated JSON validator would refuse.
  router.openAPIRegistry.registerPath(
    createRoute({
      method: 'post',
      path: '/api/auth/v1',
      tags: ['Auth'],
      summary: 'Create a user (JSON body, or the same keys in the query)',
      description:
        'Keys are matched ignoring case. With an empty body (whatever its Content-Type) the keys are read from the query. The SPA sends the JSON body so that passwords never sit in a URL.',
      request: {
        query: signUpQuery,
        body: { content: { 'application/json': { schema: signUpInput } }, required: false },
      },
      responses: {
        201: jsonContent(messageSchema, 'User created'),
        ...errorResponses(400, 409, 413, 415, 429),
      },
    }),
  )
  router.post('/api/auth/v1', perClient('signup'), async (c) => {
    const input = parseInput(signUpInput, await optionalJsonBody(c, () => c.req.query()))
    await requireCaptcha(input.captcha)
    const language = languageFromHeader(c.req.header('accept-language'))
    await deps.auth.signUp(input, language)
    return c.json({ message: translate('user_created', language) }, 201)
  })

  const validateToken = createRoute({
    method: 'get',
    path: '/api/auth/v1/validate-token',
    tags: ['Auth'],
    summary: 'Check an access token',
    description: '200 `{ valid }` whenever a bearer token is present; 401 without one (no header, another scheme, or an empty token).',
    security: bearerSecurity,
    responses: {
      200: jsonContent(validateTokenResponseSchema, 'Whether the token is valid for an existing user'),
      ...errorResponses(401),
    },
  })
  router.openapi(validateToken, async (c) => {
    // 200 for a syntactically present token; no header, another scheme or an empty
    // bearer token is no token at all.
    const token = bearerToken(c.req.header('authorization'))
    if (!token) throw unauthorized('unauthorized')
    const claims = await deps.tokens.verifyAccessToken(token)
    const valid = claims !== null && sameAccount(claims, await deps.authUsers.find(claims.id, claims.sessionId))
    // A valid token's answer names the user's current role, as every signed-in answer does (middleware/role-header.ts):
    // each guarded page's check then brings a role changed since, even when the page's reads come from the cache.
    if (valid) c.header(ROLE_HEADER, (await deps.authUsers.find(claims.id))!.role)
    return c.json({ valid }, 200)
  })

  const refresh = createRoute({
    method: 'post',
    path: '/api/auth/v1/refresh',
    tags: ['Auth'],
    summary: 'Rotate a refresh token',
    description:
      'The old refresh token is revoked. Presented again within 10 s of its rotation (two tabs refreshing at once) it answers the same new refresh token with a fresh access token; presented later, or after its successor was used or revoked, it revokes its whole family.',
    request: { body: jsonBody(refreshBody) },
    responses: {
      200: jsonContent(tokenPairSchema, 'New access and refresh tokens'),
      ...errorResponses(400, 401, 413, 415),
    },
  })
  router.openapi(refresh, async (c) =>
    c.json(await deps.auth.refresh(c.req.valid('json').refreshToken, { address: deps.clientIp(c), userAgent: c.req.header('user-agent') }), 200),
  )

  const signOut = createRoute({
    method: 'post',
    path: '/api/auth/v1/signout',
    tags: ['Auth'],
    summary: 'Revoke a refresh token',
    request: { body: jsonBody(refreshBody) },
    responses: { 204: { description: 'Revoked (also when it was unknown or already revoked)' }, ...errorResponses(400, 413, 415) },
  })
  router.openapi(signOut, async (c) => {
    await deps.auth.signOut(c.req.valid('json').refreshToken)
    return c.body(null, 204)
  })

  return router
}
