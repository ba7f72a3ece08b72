import { createRoute } from '@hono/zod-openapi'
import { captchaChallengeSchema, captchaModeSchema } from '@contract/captcha'
import type { AppDeps } from '../deps'
import { createRouter, jsonContent } from '../http/openapi'

// ALTCHA challenges for the login and sign-up widgets (self-hosted proof of work, no third-party service).

export function captchaRoutes(deps: AppDeps) {
  const router = createRouter()

  const challenge = createRoute({
    method: 'get',
    path: '/api/captcha/challenge',
    tags: ['Auth'],
    summary: 'A new ALTCHA proof-of-work challenge (valid 10 minutes, usable once)',
    responses: { 200: jsonContent(captchaChallengeSchema, 'An HMAC-signed PBKDF2/SHA-256 challenge') },
  })
  router.openapi(challenge, async (c) => {
    c.header('Cache-Control', 'no-store')
    const created = await deps.captcha.createChallenge()
    return c.json({ parameters: created.parameters, signature: created.signature ?? '' }, 200)
  })

  const mode = createRoute({
    method: 'get',
    path: '/api/captcha/mode',
    tags: ['Auth'],
    summary: 'Whether sign-in and sign-up need a captcha (off only when the server runs with CAPTCHA=off)',
    responses: { 200: jsonContent(captchaModeSchema, '`on`: send a solved challenge with the form; `off`: the forms go without one') },
  })
  router.openapi(mode, (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({ captcha: deps.config.captcha ? ('on' as const) : ('off' as const) }, 200)
  })

  return router
}
