// The access token's timing (src/api/token-timing.ts) and the API client's renewals: an expired token is renewed
// before a call instead of being sent (one refresh for every waiting call), a refused renewal ends the session without
// sending the call, and an answer naming another role than the stored one renews the session and signals the role.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { createApiClient } from '@/api/client'
import { onRoleChanged } from '@/api/session-events'
import { isExpired, isRenewalDue, msUntilRenewal, NEVER_MS, noteTokenReceived, resetTokenClock, tokenTimes } from '@/api/token-timing'
import { storage } from '@/lib/storage'

/** A token the browser can read: issued at `iat` (seconds), living `lifetime` seconds; the signature is not checked. */
function jwt(iat: number, lifetime: number, extra: object = {}): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '7', name: 'ana', iat, exp: iat + lifetime, ...extra })}.c2lnbmF0dXJl`
}

const nowSeconds = () => Math.floor(Date.now() / 1000)

afterEach(() => {
  resetTokenClock()
  vi.restoreAllMocks()
})

describe('token timing', () => {
  it('is due for renewal at 80 % of its lifetime and expired a second before its end', () => {
    const token = jwt(1_000_000, 900)
    expect(tokenTimes(token)).toEqual({ renewAt: (1_000_000 + 720) * 1000, expiresAt: (1_000_000 + 900) * 1000 })
    expect(msUntilRenewal(token, 1_000_000_000)).toBe(720_000)
    expect(msUntilRenewal(token, (1_000_000 + 800) * 1000)).toBe(0)
    expect(isRenewalDue(token, (1_000_000 + 719) * 1000)).toBe(false)
    expect(isRenewalDue(token, (1_000_000 + 720) * 1000)).toBe(true)
    expect(isExpired(token, (1_000_000 + 898) * 1000)).toBe(false)
    expect(isExpired(token, (1_000_000 + 899) * 1000)).toBe(true)
  })

  it('never renews or calls expired what it cannot read', () => {
    for (const token of [null, '', 'opaque', 'a.b.c', `x.${btoa('{"iat":5}')}.y`, jwt(100, 0)]) {
      expect(tokenTimes(token)).toBeNull()
      expect(msUntilRenewal(token, 0)).toBe(NEVER_MS)
      expect(isRenewalDue(token, Number.MAX_SAFE_INTEGER)).toBe(false)
      expect(isExpired(token, Number.MAX_SAFE_INTEGER)).toBe(false)
    }
  })

  it("follows the server's clock, learnt from the last token received: a browser an hour ahead renews on time", () => {
    const serverNow = 2_000_000
    const browserNow = (serverNow + 3600) * 1000
    const token = jwt(serverNow, 900)
    // Before any token arrived, the browser's clock is taken as the server's: the token looks expired.
    expect(isExpired(token, browserNow)).toBe(true)
    noteTokenReceived(token, browserNow)
    expect(isExpired(token, browserNow)).toBe(false)
    expect(msUntilRenewal(token, browserNow)).toBe(720_000)
  })
})

interface Call {
  path: string
  authorization: string | null
}

/** A fake server: refreshes answer `refreshed()`; other calls answer 200 with the role header `role()`, or 401 for an expired token. */
function server(options: { refreshed?: () => Response; role?: () => string | null } = {}) {
  const calls: Call[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers)
    const path = new URL(String(input)).pathname
    calls.push({ path, authorization: headers.get('Authorization') })
    if (path === '/api/auth/v1/refresh') {
      return options.refreshed?.() ?? Response.json({ accessToken: jwt(nowSeconds(), 900), refreshToken: 'ref-2', role: 'User' })
    }
    const token = headers.get('Authorization')?.slice('Bearer '.length)
    if (isExpired(token, Date.now() + 1000)) return Response.json({ message: 'expired' }, { status: 401 })
    const role = options.role?.()
    return Response.json({ ok: true }, { headers: role ? { 'X-User-Role': role } : {} })
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls }
}

const ok = z.object({ ok: z.boolean() })

describe('API client: renewals', () => {
  it('renews an expired token before the call, once for every waiting call, and never sends it', async () => {
    storage.saveSession({ accessToken: jwt(nowSeconds() - 1000, 900), refreshToken: 'ref-1', role: 'User' })
    const api = server()
    const expired = vi.fn()
    const client = createApiClient({ baseURL: 'http://api.test', fetch: api.fetch, onSessionExpired: expired })
    expect(await Promise.all([client.request('/a', ok), client.request('/b', ok)])).toEqual([{ ok: true }, { ok: true }])
    expect(api.calls.map((call) => call.path)).toEqual(['/api/auth/v1/refresh', '/a', '/b'])
    const renewed = `Bearer ${storage.get('accessToken')}`
    expect(api.calls.slice(1).map((call) => call.authorization)).toEqual([renewed, renewed])
    expect(storage.get('refreshToken')).toBe('ref-2')
    expect(expired).not.toHaveBeenCalled()
  })

  it('a token still alive is sent as it is', async () => {
    const token = jwt(nowSeconds() - 100, 900)
    storage.saveSession({ accessToken: token, refreshToken: 'ref-1', role: 'User' })
    const api = server()
    await createApiClient({ baseURL: 'http://api.test', fetch: api.fetch }).request('/a', ok)
    expect(api.calls).toEqual([{ path: '/a', authorization: `Bearer ${token}` }])
  })

  it('a refused renewal ends the session with a 401 and does not send the call', async () => {
    storage.saveSession({ accessToken: jwt(nowSeconds() - 1000, 900), refreshToken: 'revoked', role: 'User' })
    const api = server({ refreshed: () => Response.json({ message: 'revoked' }, { status: 401 }) })
    const expired = vi.fn()
    const client = createApiClient({ baseURL: 'http://api.test', fetch: api.fetch, onSessionExpired: expired })
    await expect(client.request('/a', ok)).rejects.toMatchObject({ status: 401 })
    expect(api.calls.map((call) => call.path)).toEqual(['/api/auth/v1/refresh'])
    expect(expired).toHaveBeenCalledTimes(1)
  })

  it('says what a renewal came to: renewed, refused, or unreachable (offline, a 503)', async () => {
    storage.saveSession({ accessToken: jwt(nowSeconds(), 900), refreshToken: 'ref-1', role: 'User' })
    expect(await createApiClient({ baseURL: 'http://api.test', fetch: server().fetch }).renewTokens()).toBe('renewed')
    const refusing = server({ refreshed: () => Response.json({ message: 'revoked' }, { status: 401 }) })
    expect(await createApiClient({ baseURL: 'http://api.test', fetch: refusing.fetch }).renewTokens()).toBe('refused')
    const offline = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch
    expect(await createApiClient({ baseURL: 'http://api.test', fetch: offline }).renewTokens()).toBe('unreachable')
    const outage = server({ refreshed: () => Response.json({ message: 'database unavailable' }, { status: 503 }) })
    expect(await createApiClient({ baseURL: 'http://api.test', fetch: outage.fetch }).renewTokens()).toBe('unreachable')
    expect(storage.get('refreshToken')).toBe('ref-2')
  })

  it('an answer naming another role renews the session once and signals the new role; the same role does nothing', async () => {
    storage.saveSession({ accessToken: jwt(nowSeconds(), 900), refreshToken: 'ref-1', role: 'Admin' })
    let role = 'Admin'
    const api = server({ role: () => role, refreshed: () => Response.json({ accessToken: jwt(nowSeconds(), 900, { role: 'User' }), refreshToken: 'ref-2', role: 'User' }) })
    const roles: string[] = []
    const stop = onRoleChanged((next) => roles.push(next))
    const client = createApiClient({ baseURL: 'http://api.test', fetch: api.fetch })
    await client.request('/a', ok)
    expect(api.calls.map((call) => call.path)).toEqual(['/a'])
    role = 'User'
    await Promise.all([client.request('/b', ok), client.request('/c', ok)])
    await vi.waitFor(() => expect(roles).toEqual(['User']))
    expect(api.calls.filter((call) => call.path === '/api/auth/v1/refresh')).toHaveLength(1)
    expect(storage.get('userRole')).toBe('User')
    await client.request('/d', ok)
    expect(api.calls.filter((call) => call.path === '/api/auth/v1/refresh')).toHaveLength(1)
    stop()
  })

  it('a refused call (403) that names another role renews too', async () => {
    storage.saveSession({ accessToken: jwt(nowSeconds(), 900), refreshToken: 'ref-1', role: 'Admin' })
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      if (String(input).endsWith('/refresh')) return Response.json({ accessToken: jwt(nowSeconds(), 900), refreshToken: 'ref-2', role: 'User' })
      return Response.json({ message: 'forbidden' }, { status: 403, headers: { 'X-User-Role': 'User' } })
    }) as unknown as typeof globalThis.fetch
    const roles: string[] = []
    const stop = onRoleChanged((next) => roles.push(next))
    await expect(createApiClient({ baseURL: 'http://api.test', fetch }).request('/v1/api/contato', ok)).rejects.toMatchObject({ status: 403 })
    await vi.waitFor(() => expect(roles).toEqual(['User']))
    stop()
  })
})
