import { createRoute } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { demoConvertRequestSchema, demoConvertResponseSchema, demoRequestSchema, demoSessionSchema } from '@contract/demo'
import type { AppDeps } from '../deps'
import { badRequest, tooManyRequests } from '../http/errors'
import { optionalJsonBody } from '../http/optional-body'
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonContent } from '../http/openapi'
import { WindowCounter } from '../http/rate-limit'
import { caseInsensitive, parseInput } from '../http/validation'
import { languageFromHeader, type Language } from '../i18n'
import { createDemoService } from '../services/demo'

// The visitor's demo (docs/product-rules.md#the-visitors-demo): POST /v1/api/demo makes a demo account with a
// household's finances and signs it in; POST /v1/api/demo/converter makes the signed-in demo an ordinary account.
// With DEMO=off neither exists (404, like any unknown API path).

/** Demos one client address may create: 5 an hour. */
export const DEMO_ADDRESS_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 }

const demoBody = caseInsensitive(demoRequestSchema)
const convertBody = caseInsensitive(demoConvertRequestSchema)

export function demoRoutes(deps: AppDeps) {
  const router = createRouter()
  if (!deps.config.demo.enabled) return router
  const demo = createDemoService({ db: deps.db, clock: deps.clock, ttlHours: deps.config.demo.ttlHours, maxAccounts: deps.config.demo.maxAccounts, between: deps.heavyWork.giveWay })
  const perAddress = new WindowCounter(deps.rateLimits, DEMO_ADDRESS_LIMIT, deps.clock)
  const client = (c: Context) => ({ address: deps.clientIp(c), userAgent: c.req.header('user-agent') })

  /** Throws 400 unless the ALTCHA payload is valid and unused (skipped with CAPTCHA=off): the sign-up's check. */
  async function requireCaptcha(payload: string | undefined) {
    if (!deps.config.captcha) return
    const verdict = await deps.captcha.verify(payload)
    if (verdict === 'missing') throw badRequest('captcha_required', { captcha: 'required' })
    if (verdict === 'invalid') throw badRequest('captcha_invalid', { captcha: 'invalid_value' })
  }

  // Documented here, parsed by hand below: a client may send no body at all (the captcha off, the default language).
  router.openAPIRegistry.registerPath(
    createRoute({
      method: 'post',
      path: '/v1/api/demo',
      tags: ['Demo'],
      summary: 'Create a demo account with a household’s finances and sign it in',
      description: [
        'Captcha as the sign-up; `idioma` (`pt-BR` or `en`, default from Accept-Language) names the data. The demo is an ordinary User',
        `whose account and every row go ${deps.config.demo.ttlHours} h after its creation (\`demo.expiraEm\`). At most ${DEMO_ADDRESS_LIMIT.max} per client address`,
        `per hour (429 with Retry-After) and ${deps.config.demo.maxAccounts} live demos (503 with Retry-After). The refresh answers carry \`demo\` while the account is a demo.`,
      ].join(' '),
      request: { body: { content: { 'application/json': { schema: demoBody } }, required: false } },
      responses: {
        201: jsonContent(demoSessionSchema, 'The demo is signed in: the sign-in’s tokens and when the demo expires'),
        ...errorResponses(400, 413, 415, 429, 503),
      },
    }),
  )
  router.post('/v1/api/demo', async (c) => {
    const input = parseInput(demoBody, await optionalJsonBody(c, () => ({})))
    await requireCaptcha(input.captcha)
    const wait = await perAddress.take(`demo:${deps.clientIp(c)}`)
    if (wait > 0) throw tooManyRequests(wait, 'demo_rate_limited')
    const language: Language = input.idioma === undefined ? languageFromHeader(c.req.header('accept-language')) : input.idioma === 'en' ? 'en' : 'pt'
    const { user, counts } = await demo.create(language)
    deps.logger.info('Demo account created', { userId: user.id, lancamentos: counts.lancamentos })
    const tokens = await deps.auth.openSession(user, client(c))
    return c.json({ ...tokens, demo: { expiraEm: user.demoExpiraEm!.toISOString() } }, 201)
  })

  const convert = createRoute({
    method: 'post',
    path: '/v1/api/demo/converter',
    tags: ['Demo'],
    summary: 'Turn the signed-in demo into an ordinary account that keeps its data',
    description:
      'The sign-up’s fields, rules and messages (409 `user_exists` for a taken username); no captcha, the caller is signed in. Answers new tokens of the account, without `demo`: it is never deleted. 400 `not_a_demo` when the account is not a demo.',
    security: bearerSecurity,
    middleware: [deps.requireUser] as const,
    request: { body: jsonBody(convertBody) },
    responses: {
      200: jsonContent(demoConvertResponseSchema, 'The account is an ordinary one: new tokens'),
      ...errorResponses(400, 401, 409, 413, 415, 429),
    },
  })
  router.openapi(convert, async (c) => {
    const user = await demo.convert(c.var.user.id, c.req.valid('json'))
    return c.json(await deps.auth.openSession(user, client(c)), 200)
  })

  return router
}
