import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type AuthSession, type TestApp } from './support/test-app'

// CORS (docs/product-rules.md#the-api): CORS_ORIGINS lets the listed origins call the API from
// a browser; any other origin, and every origin when none is listed, gets no CORS header at all.

const LISTED = 'https://app.example.com'
const OTHER = 'https://evil.example.net'
const CORS_HEADERS = [
  'access-control-allow-origin',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-allow-credentials',
  'access-control-expose-headers',
  'access-control-max-age',
]

const corsHeadersOf = (response: Response) => CORS_HEADERS.filter((name) => response.headers.has(name))
const vary = (response: Response) => (response.headers.get('vary') ?? '').split(',').map((part) => part.trim().toLowerCase())

const preflight = (t: TestApp, path: string, origin: string, method = 'POST') =>
  t.app.request(path, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization,content-type' },
  })

describe('with CORS_ORIGINS', () => {
  let t: TestApp
  let user: AuthSession
  beforeAll(async () => {
    t = await createTestApp({ config: { corsOrigins: [LISTED, 'http://localhost:5173'] } })
    user = await t.asUser()
  })
  afterAll(() => t.close())

  it('answers the preflight of a listed origin with 204 and the allowed methods and headers, on both API prefixes', async () => {
    for (const path of ['/v1/api/lancamento', '/api/auth/v1/signin', '/v1/api/livro/7']) {
      const response = await preflight(t, path, LISTED, 'PATCH')
      expect(response.status, path).toBe(204)
      expect(response.headers.get('access-control-allow-origin')).toBe(LISTED)
      expect(response.headers.get('access-control-allow-methods')?.split(',')).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])
      expect(response.headers.get('access-control-allow-headers')?.toLowerCase().split(',')).toEqual(expect.arrayContaining(['authorization', 'content-type']))
      expect(response.headers.get('access-control-max-age')).toBe('600')
      expect(response.headers.has('access-control-allow-credentials')).toBe(false)
      expect(vary(response)).toContain('origin')
      expect(await response.text()).toBe('')
    }
  })

  it('lets a listed origin read answers, errors included, with Vary: Origin', async () => {
    const ok = await t.request('/v1/api/lancamento/periodo', { headers: { ...user.headers, origin: 'http://localhost:5173' } })
    expect(ok.status).toBe(200)
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(ok.headers.get('access-control-expose-headers')).toBe('Retry-After,X-User-Role')
    expect(ok.headers.get('x-user-role')).toBe('User')
    expect(vary(ok)).toContain('origin')
    const unauthorized = await t.request('/v1/api/lancamento/periodo', { headers: { origin: LISTED } })
    expect(unauthorized.status).toBe(401)
    expect(unauthorized.headers.get('access-control-allow-origin')).toBe(LISTED)
    const unknown = await t.request('/v1/api/nothing-here', { headers: { origin: LISTED } })
    expect(unknown.status).toBe(404)
    expect(unknown.headers.get('access-control-allow-origin')).toBe(LISTED)
  })

  it('gives an unlisted origin no CORS header: its preflight is the 404 of any unknown call, its answers carry only Vary', async () => {
    const response = await preflight(t, '/v1/api/lancamento', OTHER)
    expect(response.status).toBe(404)
    expect(corsHeadersOf(response)).toEqual([])
    // Origins are compared exactly: another scheme, port or a suffix is another origin.
    for (const origin of ['http://app.example.com', 'https://app.example.com:8443', 'https://app.example.com.evil.net', 'null']) {
      expect(corsHeadersOf(await preflight(t, '/v1/api/lancamento', origin)), origin).toEqual([])
    }
    const get = await t.request('/v1/api/lancamento/periodo', { headers: { ...user.headers, origin: OTHER } })
    expect(get.status).toBe(200)
    expect(corsHeadersOf(get)).toEqual([])
    expect(vary(get)).toContain('origin')
    const sameOrigin = await t.request('/v1/api/lancamento/periodo', { headers: user.headers })
    expect(corsHeadersOf(sameOrigin)).toEqual([])
  })

  it('leaves paths outside the API alone', async () => {
    const response = await preflight(t, '/livros', LISTED)
    expect(corsHeadersOf(response)).toEqual([])
  })
})

describe('without CORS_ORIGINS (the default)', () => {
  let t: TestApp
  let user: AuthSession
  beforeAll(async () => {
    t = await createTestApp()
    user = await t.asUser()
  })
  afterAll(() => t.close())

  it('sends no CORS header to any origin, and no Vary: Origin', async () => {
    expect(t.config.corsOrigins).toEqual([])
    const response = await preflight(t, '/v1/api/lancamento', LISTED)
    expect(response.status).toBe(404)
    expect(corsHeadersOf(response)).toEqual([])
    const get = await t.request('/v1/api/lancamento/periodo', { headers: { ...user.headers, origin: LISTED } })
    expect(get.status).toBe(200)
    expect(corsHeadersOf(get)).toEqual([])
    expect(vary(get)).not.toContain('origin')
  })
})
