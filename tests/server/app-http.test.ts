import { createRoute, z } from '@hono/zod-openapi'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { defaultRouteModules, JSON_BODY_LIMIT, type RouteModule } from '@server/app'
import { users } from '@server/db/schema'
import { ApiError, badRequest, notFound, unauthorized } from '@server/http/errors'
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonContent } from '@server/http/openapi'
import { caseInsensitive } from '@server/http/validation'
import { THEME_BOOTSTRAP_CSP_HASH } from '@server/theme-bootstrap'
import { sharedTestApp } from './support/test-app'

// The application shell: error format, limits, headers, guards, health and docs.

/** Probe routes mounted only in this test app: guarded endpoints and a failing one. */
const probeRoutes: RouteModule = (deps) => {
  const router = createRouter()
  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/test/me',
      security: bearerSecurity,
      middleware: [deps.requireUser] as const,
      responses: { 200: jsonContent(z.object({ id: z.number(), username: z.string(), role: z.string() }), 'Me'), ...errorResponses(401) },
    }),
    (c) => c.json(c.var.user, 200),
  )
  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/test/admin',
      middleware: [deps.requireAdmin] as const,
      responses: { 200: jsonContent(z.object({ ok: z.boolean() }), 'Admin only'), ...errorResponses(401, 403) },
    }),
    (c) => c.json({ ok: c.var.user.role === 'Admin' }, 200),
  )
  router.openapi(
    createRoute({
      method: 'post',
      path: '/api/test/echo',
      request: {
        body: jsonBody(caseInsensitive(z.object({ nomePessoa: z.string().max(60), idade: z.number().int().max(150).optional() }))),
      },
      responses: { 200: jsonContent(z.object({ nomePessoa: z.string() }), 'Echo'), ...errorResponses(400) },
    }),
    (c) => c.json({ nomePessoa: c.req.valid('json').nomePessoa }, 200),
  )
  router.get('/api/test/explode', () => {
    throw new Error('database password is hunter2')
  })
  return router
}

const t = sharedTestApp({ routes: [...defaultRouteModules, probeRoutes] })

describe('GET /api/health', () => {
  it('answers ok with the database kind', async () => {
    const response = await t.request('/api/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', db: t.dbKind })
    expect(['pglite', 'postgres']).toContain(t.dbKind)
  })
})

describe('security headers', () => {
  it.each(['/api/health', '/api/nope', '/api/docs', '/api/docs/', '/api/docs/init.js', '/api/openapi.json', '/api/test/me'])('are on every response (%s)', async (path) => {
    const response = await t.request(path)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain(`script-src 'self' ${THEME_BOOTSTRAP_CSP_HASH}`)
    expect(csp).toContain("worker-src 'self' blob:")
    expect(csp).toContain("style-src 'self' 'unsafe-inline'")
    expect(csp).toContain("img-src 'self' data: blob:")
    expect(csp).toContain("media-src 'self' blob:")
    expect(csp).toContain("connect-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("base-uri 'self'")
    expect(csp).toContain("form-action 'self'")
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('also on errors raised inside handlers', async () => {
    const response = await t.request('/api/test/explode')
    expect(response.status).toBe(500)
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    t.logs.length = 0
  })

  it('API answers are not cached', async () => {
    for (const path of ['/api/health', '/api/nope', '/api/test/me', '/api/openapi.json']) {
      expect((await t.request(path)).headers.get('cache-control'), path).toBe('no-store')
    }
  })
})

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api'],
    ['POST', '/api/auth/v2/signin'],
    ['GET', '/v1/api/does-not-exist'],
    ['DELETE', '/v1/api/does-not-exist/3'],
    ['GET', '/api/auth/v1/signin'],
  ])('%s %s → JSON 404', async (method, path) => {
    const response = await t.request(path, { method })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({ message: 'Not found.', code: 'not_found' })
  })

  it('translates the 404 message', async () => {
    const response = await t.request('/v1/api/nada', { language: 'pt-BR' })
    expect(await response.json()).toEqual({ message: 'Não encontrado.', code: 'not_found' })
  })

  it('negotiates the language by q-value, skipping unsupported ones', async () => {
    const response = await t.request('/v1/api/nada', { language: 'fr, pt-BR;q=0.8' })
    expect(await response.json()).toEqual({ message: 'Não encontrado.', code: 'not_found' })
  })

  it('without a built SPA, other paths are JSON 404 too', async () => {
    const response = await t.request('/livros')
    expect(response.status).toBe(404)
    expect((await response.json()).code).toBe('not_found')
  })
})

describe('request bodies', () => {
  it('matches keys ignoring case through caseInsensitive()', async () => {
    for (const key of ['nomePessoa', 'NomePessoa', 'NOMEPESSOA', 'nomepessoa']) {
      const response = await t.request('/api/test/echo', { body: { [key]: 'Ana' } })
      expect(response.status, key).toBe(200)
      expect(await response.json()).toEqual({ nomePessoa: 'Ana' })
    }
  })

  it('a schema failure is 400 with per-field errors, never 500', async () => {
    const response = await t.request('/api/test/echo', { body: { NomePessoa: 'x'.repeat(61), idade: 'old' } })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: 'Text too long.',
      code: 'too_long',
      errors: { nomePessoa: 'Text too long.', idade: 'Invalid value type.' }, errorCodes: { nomePessoa: 'too_long', idade: 'invalid_type' },
    })
  })

  it('a number over its maximum is invalid_value, not too_long (that one is for texts)', async () => {
    const response = await t.request('/api/test/echo', { body: { nomePessoa: 'Ana', idade: 1000 }, language: 'en' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'Invalid value.', code: 'invalid_value', errors: { idade: 'Invalid value.' }, errorCodes: { idade: 'invalid_value' } })
  })

  it.each(['{"nomePessoa": ', '{bad json}', 'null', '[1,2]', '"text"', ''])('body %j is a 400 JSON error', async (body) => {
    const response = await t.request('/api/test/echo', { body })
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const json = await response.json()
    expect(typeof json.message).toBe('string')
    expect(['malformed_body', 'required_fields', 'validation_failed', 'invalid_type']).toContain(json.code)
  })

  it('malformed JSON is 400 malformed_body', async () => {
    const response = await t.request('/api/auth/v1/signin', { body: '{"nomeUsuario": "a",', language: 'en' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'The request body is malformed.', code: 'malformed_body' })
  })

  it('a non-JSON content type is 415 JSON', async () => {
    const response = await t.request('/api/auth/v1/signin', {
      body: 'nomeUsuario=a&senha=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(response.status).toBe(415)
    expect((await response.json()).code).toBe('unsupported_media_type')
  })

  it(`a body over ${JSON_BODY_LIMIT / 1024} KiB is 413 JSON (declared length)`, async () => {
    const body = JSON.stringify({ nomeUsuario: 'a', senha: 'x'.repeat(JSON_BODY_LIMIT) })
    const response = await t.request('/api/auth/v1/signin', {
      body,
      headers: { 'content-length': String(Buffer.byteLength(body)) },
      language: 'pt',
    })
    expect(response.status).toBe(413)
    expect(response.headers.get('connection')).toBe('close')
    expect(await response.json()).toEqual({ message: 'O conteúdo enviado é grande demais.', code: 'payload_too_large' })
  })

  it('a streamed body over the limit (no length) is 413 JSON too', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 6) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const response = await t.app.request('/api/auth/v1/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(response.headers.get('connection')).toBe('close')
    expect((await response.json()).code).toBe('payload_too_large')
  })

  it('a body just under the limit is parsed normally', async () => {
    const response = await t.request('/api/test/echo', { body: { nomePessoa: 'Ana', padding: 'x'.repeat(JSON_BODY_LIMIT - 100) } })
    expect(response.status).toBe(200)
  })
})

describe('unexpected errors', () => {
  it('are 500 with a generic translated message, logged with the request id', async () => {
    t.logs.length = 0
    const response = await t.request('/api/test/explode', { language: 'pt-BR' })
    expect(response.status).toBe(500)
    const text = await response.text()
    expect(text).not.toContain('hunter2')
    expect(JSON.parse(text)).toEqual({
      message: 'Ocorreu um erro inesperado. Tente novamente mais tarde.',
      code: 'internal_error',
    })
    const requestId = response.headers.get('x-request-id')
    expect(t.logs).toHaveLength(1)
    expect(t.logs[0]).toMatchObject({ level: 'error', fields: { requestId, path: '/api/test/explode' } })
    expect(String((t.logs[0]!.fields!.error as Error).message)).toContain('hunter2')
    t.logs.length = 0
  })
})

describe('expected errors', () => {
  it('ApiErrors (401, 404, 400 ...) capture no stack trace, and Error.stackTraceLimit is left as it was', () => {
    const limit = Error.stackTraceLimit
    for (const error of [notFound(), unauthorized(), badRequest('required_fields', { nome: 'required' }), new ApiError(409, 'user_exists')]) {
      expect(error.stack).toBe(`ApiError: ${error.code}`)
    }
    expect(Error.stackTraceLimit).toBe(limit)
    expect(new Error('unexpected').stack).toMatch(/\n\s+at /)
  })
})

describe('requireUser / requireAdmin', () => {
  it('401 without a token, 401 with a bad one', async () => {
    const none = await t.request('/api/test/me', { language: 'en' })
    expect(none.status).toBe(401)
    expect(await none.json()).toEqual({ message: 'Authentication required.', code: 'unauthorized' })
    const bad = await t.request('/api/test/me', { headers: { authorization: 'Bearer nope' } })
    expect(bad.status).toBe(401)
    expect((await bad.json()).code).toBe('invalid_token')
  })

  it('401 once the access token has expired', async () => {
    const session = await t.asUser()
    t.clock.advance(15 * 60 * 1000 + 1000)
    expect((await t.request('/api/test/me', { headers: session.headers })).status).toBe(401)
  })

  it('sets c.var.user from the token', async () => {
    const session = await t.asUser()
    const response = await t.request('/api/test/me', { headers: session.headers })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ username: session.username, role: 'User', id: expect.any(Number) })
  })

  it('requireAdmin: 401 anonymous, 403 for a User, 200 for an Admin', async () => {
    expect((await t.request('/api/test/admin')).status).toBe(401)
    const user = await t.asUser()
    const forbidden = await t.request('/api/test/admin', { headers: user.headers, language: 'pt' })
    expect(forbidden.status).toBe(403)
    expect(await forbidden.json()).toEqual({ message: 'Acesso negado.', code: 'forbidden' })
    const admin = await t.asAdmin()
    const allowed = await t.request('/api/test/admin', { headers: admin.headers })
    expect(allowed.status).toBe(200)
    expect(await allowed.json()).toEqual({ ok: true })
  })
})

describe('requireUser reads the user from the database', () => {
  const userId = async (username: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id
  const setRole = (username: string, role: 'User' | 'Admin') => t.db.update(users).set({ role }).where(eq(users.username, username))

  it('a validly signed token of a deleted user is 401 invalid_token on every guarded route', async () => {
    const admin = await t.asAdmin()
    await t.db.delete(users).where(eq(users.id, await userId(admin.username)))
    for (const [method, path, body] of [
      ['GET', '/api/test/me'],
      ['GET', '/v1/api/contato'],
      ['GET', '/v1/api/livro/desc/4/1'],
      ['POST', '/v1/api/livro', { titulo: 'a', Escritor: 'b', preco: 1, dataLancamento: '2024-01-01' }],
    ] as const) {
      const response = await t.request(path, { method, body, headers: admin.headers, language: 'en' })
      expect(response.status, `${method} ${path}`).toBe(401)
      expect(await response.json()).toEqual({ message: 'Invalid or expired token.', code: 'invalid_token' })
    }
    expect(t.logs.filter((line) => line.level === 'error')).toEqual([])
  })

  it('a demoted admin loses admin routes at once, with the same token', async () => {
    const admin = await t.asAdmin()
    expect((await t.request('/v1/api/contato', { headers: admin.headers })).status).toBe(200)
    await setRole(admin.username, 'User')
    expect((await t.request('/v1/api/contato', { headers: admin.headers })).status).toBe(403)
    expect((await t.request('/api/test/admin', { headers: admin.headers })).status).toBe(403)
    expect(await (await t.request('/api/test/me', { headers: admin.headers })).json()).toMatchObject({ role: 'User' })
  })

  it('a user deleted after signed-in requests (cached) is 401 at once', async () => {
    const user = await t.asUser()
    for (let i = 0; i < 3; i++) expect((await t.request('/api/test/me', { headers: user.headers })).status).toBe(200)
    await t.db.delete(users).where(eq(users.id, await userId(user.username)))
    expect((await t.request('/api/test/me', { headers: user.headers })).status).toBe(401)
    expect(await (await t.request('/api/auth/v1/validate-token', { headers: user.headers })).json()).toEqual({ valid: false })
  })

  it('a renamed user is seen under the new name at once', async () => {
    const user = await t.asUser()
    expect(await (await t.request('/api/test/me', { headers: user.headers })).json()).toMatchObject({ username: user.username })
    const renamed = `${user.username}_new`
    await t.db.update(users).set({ username: renamed }).where(eq(users.username, user.username))
    expect(await (await t.request('/api/test/me', { headers: user.headers })).json()).toMatchObject({ username: renamed })
  })

  it('a promoted user gets admin routes at once, with the same token', async () => {
    const user = await t.asUser()
    expect((await t.request('/api/test/admin', { headers: user.headers })).status).toBe(403)
    await setRole(user.username, 'Admin')
    expect((await t.request('/api/test/admin', { headers: user.headers })).status).toBe(200)
  })
})

describe('OpenAPI document and docs page', () => {
  it('/api/openapi.json is OpenAPI 3.1 with the auth paths and shared schemas', async () => {
    const response = await t.request('/api/openapi.json')
    expect(response.status).toBe(200)
    const doc = await response.json()
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.info.title).toBeTruthy()
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/v1/signin',
        '/api/auth/v1',
        '/api/auth/v1/validate-token',
        '/api/auth/v1/refresh',
        '/api/auth/v1/signout',
        '/api/captcha/challenge',
        '/api/health',
      ]),
    )
    expect(doc.paths['/api/auth/v1/signin'].post.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/SignInRequest',
    })
    expect(doc.components.schemas.SignInRequest.required).toEqual(['nomeUsuario', 'senha'])
    expect(doc.components.schemas.TokenPair.properties.role.enum).toEqual(['User', 'Admin'])
    expect(doc.paths['/api/auth/v1'].post.parameters.map((p: { name: string }) => p.name)).toEqual([
      'NomeUsuario',
      'Senha',
      'NomeCompleto',
      'Captcha',
    ])
    expect(doc.paths['/api/test/me'].get.security).toEqual([{ bearerAuth: [] }])
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' })
    expect(doc.paths['/api/auth/v1/signin'].post.responses['401'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    })
  })

  it('has no two templated paths of the same hierarchy with different parameter names (OpenAPI 3.1)', async () => {
    const doc = await (await t.request('/api/openapi.json')).json()
    const byShape = new Map<string, string[]>()
    for (const path of Object.keys(doc.paths)) {
      const shape = path.replace(/\{[^}]+\}/g, '{}')
      byShape.set(shape, [...(byShape.get(shape) ?? []), path])
    }
    expect([...byShape.values()].filter((paths) => paths.length > 1)).toEqual([])
  })

  it('documents 413 and 415 on every operation that takes a body (the 64 KiB limit applies to all)', async () => {
    const doc = await (await t.request('/api/openapi.json')).json()
    const missing: string[] = []
    for (const [path, operations] of Object.entries<Record<string, { requestBody?: unknown; responses: object }>>(doc.paths)) {
      if (path.startsWith('/api/test/')) continue
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.requestBody) continue
        for (const status of ['413', '415']) if (!(status in operation.responses)) missing.push(`${method} ${path} ${status}`)
      }
    }
    expect(missing).toEqual([])
    expect(doc.paths['/api/auth/v1/signin'].post.responses['413'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    })
  })

  it('/api/docs is an HTML page with no inline script, loading Swagger UI from this server', async () => {
    const response = await t.request('/api/docs')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await response.text()
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts.length).toBeGreaterThan(0)
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="\/api\/docs\//)
      expect(body!.trim()).toBe('')
    }
    expect(html).not.toMatch(/https?:\/\//)

    for (const [asset, type] of [
      ['/api/docs/assets/swagger-ui-bundle.js', /javascript/],
      ['/api/docs/assets/swagger-ui.css', /css/],
      ['/api/docs/init.js', /javascript/],
    ] as const) {
      const file = await t.request(asset)
      expect(file.status, asset).toBe(200)
      expect(file.headers.get('content-type'), asset).toMatch(type)
    }
    expect(await (await t.request('/api/docs/init.js')).text()).toContain("url: '/api/openapi.json'")
    expect((await t.request('/api/docs/assets/package.json')).status).toBe(404)
  })
})
