// The service worker's policy (src/sw/cache-policy.ts): which requests it answers and how, whose API answers a
// cache holds, what a new version deletes; and the build's shell list and version (scripts/service-worker-build.ts).
import { describe, expect, it } from 'vitest'
import {
  API_CACHE_MAX_ENTRIES,
  apiCacheName,
  entriesToTrim,
  isApiCache,
  isCacheableApiAnswer,
  networkFirst,
  requestKind,
  shellCacheName,
  staleShellCaches,
  userKeyOfAuthorization,
} from '@/sw/cache-policy'
import { shellFiles, shellVersion } from '../../scripts/service-worker-build'

const origin = 'https://app.example'
const precached = new Set(['/index.html', '/manifest.webmanifest', '/icons/icon-192.png'])
const kind = (method: string, path: string, mode = 'cors') => requestKind({ method, url: path.startsWith('http') ? path : `${origin}${path}`, mode }, origin, precached)

/** A JWT-shaped token with these claims (unsigned: the policy only reads it). */
const token = (claims: object) => `Bearer ${btoa(JSON.stringify({ alg: 'HS256' })).replace(/=+$/, '')}.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.c2lnbmF0dXJl`

describe('requestKind', () => {
  it('a page load is a navigation, whatever its path (every route renders from the shell)', () => {
    expect(kind('GET', '/financas', 'navigate')).toBe('navigation')
    expect(kind('GET', '/financas/lancamento-financeiro?mes=2026-11', 'navigate')).toBe('navigation')
    expect(kind('GET', '/', 'navigate')).toBe('navigation')
  })

  it('API reads are network first with the user cache; /api/ auth calls are never touched', () => {
    expect(kind('GET', '/v1/api/lancamento/periodo?dataInicio=2026-11-01')).toBe('api')
    expect(kind('GET', '/v1/api/categoria')).toBe('api')
    expect(kind('GET', '/api/auth/v1/validate-token')).toBe('passthrough')
    expect(kind('GET', '/api/captcha/challenge')).toBe('passthrough')
    expect(kind('GET', '/api/docs', 'navigate')).toBe('passthrough')
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('a write (%s) is never answered from a cache nor queued', (method) => {
    expect(kind(method, '/v1/api/lancamento')).toBe('passthrough')
    expect(kind(method, '/financas', 'navigate')).toBe('passthrough')
  })

  it('hashed build files are cache first; fixed-name shell files network first; the rest untouched', () => {
    expect(kind('GET', '/assets/mount-rcROuA7t.js')).toBe('asset')
    expect(kind('GET', '/manifest.webmanifest')).toBe('shell')
    expect(kind('GET', '/icons/icon-192.png')).toBe('shell')
    expect(kind('GET', '/images/avatar.svg')).toBe('passthrough')
    expect(kind('GET', '/music/loop.mp3')).toBe('passthrough')
  })

  it('another origin is never touched', () => {
    expect(kind('GET', 'https://evil.example/v1/api/categoria')).toBe('passthrough')
    expect(kind('GET', 'https://evil.example/', 'navigate')).toBe('passthrough')
  })
})

describe('whose answers a cache holds', () => {
  it('the user is the token’s sub; each user has a cache of their own', () => {
    expect(userKeyOfAuthorization(token({ sub: '42', name: 'ana', role: 'User' }))).toBe('42')
    expect(apiCacheName('42')).not.toBe(apiCacheName('43'))
  })

  it.each([
    [null],
    [''],
    ['Basic YW5hOnNlY3JldA=='],
    ['Bearer not-a-jwt'],
    [token({ name: 'no sub' })],
    [token({ sub: 42 })],
    [token({ sub: '../other' })],
    ['Bearer e30.bm90IGpzb24.c2ln'],
  ])('no readable user in %j: nothing is cached', (header) => {
    expect(userKeyOfAuthorization(header)).toBeNull()
  })

  it('sign-out deletes every user’s API cache and only those; a new version deletes the older shells', () => {
    const names = [shellCacheName('aaaa1111'), shellCacheName('bbbb2222'), apiCacheName('42'), apiCacheName('7'), 'someone-else']
    expect(names.filter(isApiCache)).toEqual([apiCacheName('42'), apiCacheName('7')])
    expect(staleShellCaches(names, 'bbbb2222')).toEqual([shellCacheName('aaaa1111')])
  })

  it('keeps complete JSON 200 answers only', () => {
    expect(isCacheableApiAnswer(200, 'application/json; charset=UTF-8')).toBe(true)
    expect(isCacheableApiAnswer(401, 'application/json')).toBe(false)
    expect(isCacheableApiAnswer(404, 'application/json')).toBe(false)
    expect(isCacheableApiAnswer(206, 'application/json')).toBe(false)
    expect(isCacheableApiAnswer(200, 'image/png')).toBe(false)
    expect(isCacheableApiAnswer(200, 'text/csv')).toBe(false)
    expect(isCacheableApiAnswer(200, null)).toBe(false)
  })

  it(`keeps the newest ${API_CACHE_MAX_ENTRIES} answers of a user`, () => {
    const keys = Array.from({ length: API_CACHE_MAX_ENTRIES + 3 }, (_, i) => `k${i}`)
    expect(entriesToTrim(keys)).toEqual(['k0', 'k1', 'k2'])
    expect(entriesToTrim(keys.slice(0, API_CACHE_MAX_ENTRIES))).toEqual([])
  })
})

describe('the build’s app shell', () => {
  it('holds index.html, the hashed scripts and styles, icons and both manifests; never maps, HTML pages or images', () => {
    const files = shellFiles(['index.html', 'assets/mount-a1.js', 'assets/app-b2.css', 'assets/mount-a1.js.map', 'assets/logo-c3.png', 'prerendered/en/index.html', 'images/avatar.svg'])
    expect(files).toContain('/index.html')
    expect(files).toContain('/assets/mount-a1.js')
    expect(files).toContain('/assets/app-b2.css')
    expect(files).toContain('/manifest.webmanifest')
    expect(files).toContain('/manifest.en.webmanifest')
    expect(files).toContain('/icons/icon-maskable-512.png')
    expect(files).not.toContain('/assets/mount-a1.js.map')
    expect(files).not.toContain('/prerendered/en/index.html')
    expect(files).not.toContain('/images/avatar.svg')
    expect(files).toEqual([...files].sort())
  })

  it('is a new version whenever a file name or index.html changes (so a deploy never keeps the old page)', () => {
    const files = shellFiles(['index.html', 'assets/mount-a1.js'])
    const version = shellVersion(files, '<html>1</html>')
    expect(version).toMatch(/^[0-9a-f]{16}$/)
    expect(shellVersion(files, '<html>1</html>')).toBe(version)
    expect(shellVersion(files, '<html>2</html>')).not.toBe(version)
    expect(shellVersion(shellFiles(['index.html', 'assets/mount-z9.js']), '<html>1</html>')).not.toBe(version)
  })
})

describe('networkFirst (page loads and shell files)', () => {
  const answer = (text: string) => new Response(text)
  /** A timer the test fires by hand: `late()` is the moment the timeout passes. */
  const manualTimer = () => {
    let fire!: () => void
    const timer = new Promise<void>((resolve) => (fire = resolve))
    return { wait: () => timer, late: () => fire() }
  }
  const never = new Promise<Response>(() => undefined)

  it("answers with the network's response when it comes in time, without reading the cache", async () => {
    let read = false
    const timer = manualTimer()
    const response = await networkFirst(Promise.resolve(answer('network')), async () => ((read = true), answer('cache')), 4000, timer.wait)
    expect(await response.text()).toBe('network')
    expect(read).toBe(false)
  })

  it('answers with the cached copy once the network is too slow', async () => {
    const timer = manualTimer()
    const pending = networkFirst(never, async () => answer('cache'), 4000, timer.wait)
    timer.late()
    expect(await (await pending).text()).toBe('cache')
  })

  it('answers with the cached copy when the network fails', async () => {
    const response = await networkFirst(Promise.reject(new TypeError('offline')), async () => answer('cache'), 4000, manualTimer().wait)
    expect(await response.text()).toBe('cache')
  })

  it('with nothing cached, waits for the network however slow, and fails as it does', async () => {
    const timer = manualTimer()
    let arrive!: (response: Response) => void
    const pending = networkFirst(new Promise<Response>((resolve) => (arrive = resolve)), async () => undefined, 4000, timer.wait)
    timer.late()
    arrive(answer('late network'))
    expect(await (await pending).text()).toBe('late network')
    await expect(networkFirst(Promise.reject(new TypeError('offline')), async () => undefined, 4000, manualTimer().wait)).rejects.toThrow('offline')
  })
})
