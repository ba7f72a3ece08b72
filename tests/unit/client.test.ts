import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { createApiClient } from '@/api/client'
import { ApiError } from '@/api/errors'
import { storage } from '@/lib/storage'

interface Call {
  url: string
  method: string
  headers: Headers
  body: unknown
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

/** A fake server: `handler` answers each request; every call is recorded. */
function fakeFetch(handler: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    }
    calls.push(call)
    return handler(call)
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls }
}

const ok = z.object({ ok: z.boolean() })

describe('API client', () => {
  afterEach(() => vi.restoreAllMocks())

  it('adds the bearer token and Accept-Language to authenticated calls only', async () => {
    storage.saveSession({ accessToken: 'tok', refreshToken: 'ref' })
    const server = fakeFetch(() => json(200, { ok: true }))
    const client = createApiClient({ baseURL: 'http://api.test', fetch: server.fetch, language: () => 'pt-BR' })
    await client.request('/v1/api/livro/1', ok)
    await client.request('/api/auth/v1/signin', ok, { method: 'POST', body: { a: 1 }, auth: false })
    expect(server.calls[0]!.headers.get('Authorization')).toBe('Bearer tok')
    expect(server.calls[0]!.headers.get('Accept-Language')).toBe('pt-BR')
    expect(server.calls[1]!.headers.get('Authorization')).toBeNull()
    expect(server.calls[1]!.body).toEqual({ a: 1 })
  })

  it('maps error bodies to ApiError with status, code, message and field errors', async () => {
    const server = fakeFetch(() => json(400, { message: 'Invalid', code: 'validation_failed', errors: { senha: 'too short' } }))
    const client = createApiClient({ baseURL: 'http://api.test', fetch: server.fetch })
    const error = await client.request('/x', ok, { auth: false }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Invalid', fieldErrors: { senha: 'too short' } })
  })

  it('derives a code from the status when the body has none, and rejects unexpected answers', async () => {
    const server = fakeFetch((call) => (call.url.endsWith('/limited') ? json(429, { message: 'slow down' }) : json(200, { nope: 1 })))
    const client = createApiClient({ baseURL: 'http://api.test', fetch: server.fetch })
    await expect(client.request('/limited', ok, { auth: false })).rejects.toMatchObject({ status: 429, code: 'rate_limited' })
    await expect(client.request('/bad', ok, { auth: false })).rejects.toMatchObject({ code: 'invalid_response' })
  })

  it('turns network failures into ApiError status 0', async () => {
    const client = createApiClient({ baseURL: 'http://api.test', fetch: (() => Promise.reject(new TypeError('offline'))) as typeof fetch })
    await expect(client.request('/x', ok)).rejects.toMatchObject({ status: 0, code: 'network' })
  })

  it('on 401 refreshes once (single flight for concurrent calls), stores the new tokens and retries', async () => {
    storage.saveSession({ accessToken: 'old', refreshToken: 'ref-1', role: 'User' })
    const server = fakeFetch((call) => {
      if (call.url.endsWith('/api/auth/v1/refresh')) return json(200, { accessToken: 'new', refreshToken: 'ref-2', role: 'Admin' })
      return call.headers.get('Authorization') === 'Bearer new' ? json(200, { ok: true }) : json(401, { message: 'expired' })
    })
    const expired = vi.fn()
    const client = createApiClient({ baseURL: 'http://api.test', fetch: server.fetch, onSessionExpired: expired })
    const answers = await Promise.all([client.request('/a', ok), client.request('/b', ok), client.request('/c', ok)])
    expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }])
    const refreshCalls = server.calls.filter((c) => c.url.endsWith('/refresh'))
    expect(refreshCalls).toHaveLength(1)
    expect(refreshCalls[0]!.body).toEqual({ refreshToken: 'ref-1' })
    expect(refreshCalls[0]!.headers.get('Authorization')).toBeNull()
    expect([storage.get('accessToken'), storage.get('refreshToken'), storage.get('userRole')]).toEqual(['new', 'ref-2', 'Admin'])
    expect(expired).not.toHaveBeenCalled()
  })

  it('when the refresh fails it signals session expiry and rethrows the 401', async () => {
    storage.saveSession({ accessToken: 'old', refreshToken: 'ref-1' })
    const server = fakeFetch((call) => (call.url.endsWith('/refresh') ? json(401, { message: 'revoked' }) : json(401, { message: 'expired' })))
    const expired = vi.fn()
    const client = createApiClient({ baseURL: 'http://api.test', fetch: server.fetch, onSessionExpired: expired })
    await expect(client.request('/a', ok)).rejects.toMatchObject({ status: 401 })
    expect(expired).toHaveBeenCalledTimes(1)
    expect(server.calls.map((c) => c.url.replace('http://api.test', ''))).toEqual(['/a', '/api/auth/v1/refresh'])
  })

  it('anonymous calls never refresh', async () => {
    const server = fakeFetch(() => json(401, { message: 'Invalid username or password', code: 'invalid_credentials' }))
    const expired = vi.fn()
    const client = createApiClient({ baseURL: 'http://api.test', fetch: server.fetch, onSessionExpired: expired })
    await expect(client.request('/api/auth/v1/signin', ok, { method: 'POST', body: {}, auth: false })).rejects.toMatchObject({ code: 'invalid_credentials' })
    expect(server.calls).toHaveLength(1)
    expect(expired).not.toHaveBeenCalled()
  })
})
