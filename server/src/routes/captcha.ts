import { createRoute } from '@hono/zod-openapi'
import { captchaChallengeSchema } from '@contract/captcha'
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

  return router
}
