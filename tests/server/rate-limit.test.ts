import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateLimits } from '@server/db/schema'
import { clientIpResolver, clientKey, forwardedClient } from '@server/http/client-ip'
import { errorResponse, type ApiError } from '@server/http/errors'
import { databaseRateLimitStore, memoryRateLimitStore, rateLimit, RATE_LIMIT_SWEEP_MS } from '@server/http/rate-limit'
import { sharedTestApp, createTestApp, createTestClock, TEST_PASSWORD, uniqueUsername, type TestApp } from './support/test-app'

// Rate limits (docs/product-rules.md#limits): sign-in and sign-up 10/min per address, 5 failed sign-ins per
// username and address per 15 minutes, then 429 with Retry-After and a translated message; the
// client address behind proxies (TRUST_PROXY); the counts and the captcha's single use shared by
// several API processes over one database.

const t = sharedTestApp()

const fromAddress = (ip: string) => ({ 'x-test-ip': ip })
const signIn = (nomeUsuario: string, senha: string, headers: Record<string, string> = {}, language?: string) =>
  t.request('/api/auth/v1/signin', { body: { nomeUsuario, senha }, headers, language })

describe('sign-in per address', () => {
  it('allows 10 per minute, then 429 with Retry-After until the minute is over', async () => {
    const ip = '203.0.113.10'
    for (let attempt = 1; attempt <= 10; attempt++) {
      // Different usernames, so that the per-username limit is not what trips.
      expect((await signIn(uniqueUsername('nobody'), 'x', fromAddress(ip))).status, `attempt ${attempt}`).toBe(401)
    }
    const limited = await signIn(uniqueUsername('nobody'), 'x', fromAddress(ip), 'en')
    expect(limited.status).toBe(429)
    expect(await limited.json()).toEqual({ message: 'Too many attempts. Try again in a few minutes.', code: 'rate_limited' })
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)

    // Another address is not affected.
    expect((await signIn(uniqueUsername('nobody'), 'x', fromAddress('203.0.113.11'))).status).toBe(401)

    t.clock.advance(60 * 1000)
    expect((await signIn(uniqueUsername('nobody'), 'x', fromAddress(ip))).status).toBe(401)
  })

  it('answers 429 in Portuguese for pt clients', async () => {
    const ip = '203.0.113.20'
    for (let attempt = 0; attempt < 10; attempt++) await signIn(uniqueUsername('nobody'), 'x', fromAddress(ip))
    const limited = await signIn('someone', 'x', fromAddress(ip), 'pt-BR')
    expect(limited.status).toBe(429)
    expect((await limited.json()).message).toBe('Muitas tentativas. Tente novamente em alguns minutos.')
  })
})

describe('sign-up per address', () => {
  it('allows 10 per minute, then 429', async () => {
    const ip = '198.51.100.1'
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await t.request('/api/auth/v1', {
        body: { nomeUsuario: uniqueUsername(), senha: TEST_PASSWORD, nomeCompleto: 'Rate Limited' },
        headers: fromAddress(ip),
      })
      expect(response.status, `attempt ${attempt}`).toBe(201)
    }
    const limited = await t.request('/api/auth/v1', {
      body: { nomeUsuario: uniqueUsername(), senha: TEST_PASSWORD, nomeCompleto: 'Rate Limited' },
      headers: fromAddress(ip),
    })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBeTruthy()
  })
})

describe('failed sign-ins per username and address', () => {
  it('after 5 failures from one address the username is locked there for 15 minutes, even with the right password', async () => {
    const username = uniqueUsername()
    await t.signUp(username)
    const attacker = fromAddress('192.0.2.66')
    for (let failure = 1; failure <= 5; failure++) {
      expect((await signIn(username, 'wrong password', attacker)).status, `failure ${failure}`).toBe(401)
    }
    const locked = await signIn(username.toUpperCase(), TEST_PASSWORD, attacker, 'pt')
    expect(locked.status).toBe(429)
    expect((await locked.json()).code).toBe('rate_limited')
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60)

    t.clock.advance(15 * 60 * 1000)
    expect((await signIn(username, TEST_PASSWORD, attacker)).status).toBe(200)
  })

  it('the lockout says how long it lasts: retryAfter in the body, the seconds of Retry-After', async () => {
    const username = uniqueUsername()
    await t.signUp(username)
    const attacker = fromAddress('192.0.2.67')
    for (let failure = 1; failure <= 5; failure++) await signIn(username, 'wrong password', attacker)
    const locked = await signIn(username, TEST_PASSWORD, attacker)
    expect(locked.status).toBe(429)
    const body = (await locked.json()) as { retryAfter?: unknown }
    expect(body.retryAfter).toBe(Number(locked.headers.get('retry-after')))
    expect(body.retryAfter).toBe(15 * 60)
    // Five minutes later the answer says ten.
    t.clock.advance(5 * 60 * 1000)
    const later = await signIn(username, TEST_PASSWORD, attacker)
    expect(((await later.json()) as { retryAfter?: unknown }).retryAfter).toBe(10 * 60)
    t.clock.advance(10 * 60 * 1000)
    expect((await signIn(username, TEST_PASSWORD, attacker)).status).toBe(200)
  })

  it('a stranger cannot lock the owner out: failures elsewhere do not count against the owner\'s address', async () => {
    const username = uniqueUsername()
    await t.signUp(username)
    for (let failure = 1; failure <= 5; failure++) {
      expect((await signIn(username, 'wrong password', fromAddress('192.0.2.77'))).status).toBe(401)
    }
    for (let failure = 1; failure <= 5; failure++) {
      expect((await signIn(username, 'wrong password', fromAddress(`198.51.100.${failure}`))).status).toBe(401)
    }
    expect((await signIn(username, 'wrong password', fromAddress('192.0.2.77'))).status).toBe(429)
    expect((await signIn(username, TEST_PASSWORD, fromAddress('203.0.113.99'))).status).toBe(200)
  })

  it('30 wrong passwords at once from one address: 5 are checked (401), the other 25 answer 429 with Retry-After', async () => {
    // Counting after the check let every attempt in flight pass it: the per-address limit's 10 were all checked.
    const username = uniqueUsername()
    await t.signUp(username)
    const attacker = fromAddress('192.0.2.99')
    const answers = await Promise.all(Array.from({ length: 30 }, () => signIn(username, 'wrong password', attacker)))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(25)
    for (const answer of answers.filter((one) => one.status === 429)) {
      expect(Number(answer.headers.get('retry-after')), 'Retry-After').toBeGreaterThan(0)
      expect(((await answer.json()) as { code: string }).code).toBe('rate_limited')
    }
    for (const answer of answers.filter((one) => one.status === 401)) expect(((await answer.json()) as { code: string }).code).toBe('invalid_credentials')
    // The owner's right password from there is refused too until the window ends.
    t.clock.advance(60 * 1000)
    expect((await signIn(username, TEST_PASSWORD, attacker)).status).toBe(429)
  })

  it('a successful sign-in clears the failure count of its address', async () => {
    const username = uniqueUsername()
    await t.signUp(username)
    const owner = fromAddress('192.0.2.88')
    for (let failure = 0; failure < 4; failure++) await signIn(username, 'wrong password', owner)
    expect((await signIn(username, TEST_PASSWORD, owner)).status).toBe(200)
    for (let failure = 0; failure < 4; failure++) {
      expect((await signIn(username, 'wrong password', owner)).status).toBe(401)
    }
    expect((await signIn(username, TEST_PASSWORD, owner)).status).toBe(200)
  })
})

describe('rateLimit middleware (for other routes, e.g. contact: 5/min)', () => {
  it('limits per key with its own window', async () => {
    const clock = createTestClock()
    const app = new Hono()
    app.onError((error, c) => errorResponse(c, error as ApiError))
    const store = memoryRateLimitStore(clock)
    app.post('/send', rateLimit({ windowMs: 60_000, max: 5, store, clock, key: (c) => c.req.header('x-key') ?? '' }), (c) => c.text('sent'))
    const send = (key: string) => app.request('/send', { method: 'POST', headers: { 'x-key': key } })

    for (let i = 0; i < 5; i++) expect((await send('a')).status).toBe(200)
    const limited = await send('a')
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('60')
    expect((await send('b')).status).toBe(200)
    clock.advance(30_000)
    expect((await send('a')).headers.get('retry-after')).toBe('30')
    clock.advance(30_000)
    expect((await send('a')).status).toBe(200)
  })
})

describe('the client address behind proxies (TRUST_PROXY)', () => {
  it('is the X-Forwarded-For entry the outermost trusted proxy wrote, counted from the right', () => {
    // One appending proxy: the last entry; whatever the client sent stands on its left.
    expect(forwardedClient('203.0.113.5, 127.0.0.1', 1)).toBe('127.0.0.1')
    expect(forwardedClient('198.51.100.7', 1)).toBe('198.51.100.7')
    // Two: the outer one appended the client, the inner one the outer one.
    expect(forwardedClient('forged, 198.51.100.7, 10.0.0.1', 2)).toBe('198.51.100.7')
    expect(forwardedClient('a, b, forged, 198.51.100.7, 10.0.0.1', 2)).toBe('198.51.100.7')
    // Fewer entries than proxies: every entry is a proxy's; the leftmost is the farthest one seen.
    expect(forwardedClient('10.0.0.1', 2)).toBe('10.0.0.1')
    expect(forwardedClient(' , 198.51.100.7 ,, ', 1)).toBe('198.51.100.7')
    expect(forwardedClient('', 1)).toBeUndefined()
    expect(forwardedClient(' , ', 1)).toBeUndefined()
    expect(forwardedClient('198.51.100.7', 0)).toBeUndefined()
  })

  it('keys on what one client cannot vary: no port, IPv4-mapped as IPv4, IPv6 by its /64 however written', () => {
    const table: Array<[string, string]> = [
      ['203.0.113.5', '203.0.113.5'],
      [' 203.0.113.5 ', '203.0.113.5'],
      // A port, as some proxies write it.
      ['203.0.113.5:1000', '203.0.113.5'],
      ['203.0.113.5:65535', '203.0.113.5'],
      ['[2001:db8::1]:443', '2001:db8:0:0::/64'],
      ['[2001:db8::1]', '2001:db8:0:0::/64'],
      ['[::ffff:203.0.113.5]:80', '203.0.113.5'],
      // IPv4-mapped IPv6 (a dual-stack socket's IPv4 peer) is the IPv4 address, dotted or in hex.
      ['::ffff:203.0.113.5', '203.0.113.5'],
      ['::FFFF:203.0.113.5', '203.0.113.5'],
      ['::ffff:cb00:7105', '203.0.113.5'],
      ['0:0:0:0:0:ffff:cb00:7105', '203.0.113.5'],
      ['::ffff:127.0.0.1', '127.0.0.1'],
      // IPv6: the /64, whatever the interface part, the case, leading zeros or where :: stands.
      ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
      ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
      ['2001:DB8:1:2:AbCd::9', '2001:db8:1:2::/64'],
      ['2001:0db8:0001:0002:0000:0000:0000:0001', '2001:db8:1:2::/64'],
      ['2001:db8:0:0:1::1', '2001:db8:0:0::/64'],
      ['2001:db8::', '2001:db8:0:0::/64'],
      ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
      ['fe80::1%eth0', 'fe80:0:0:0::/64'],
      ['[fe80::1%eth0]:8080', 'fe80:0:0:0::/64'],
      ['::1', '0:0:0:0::/64'],
      ['::', '0:0:0:0::/64'],
      ['64:ff9b::203.0.113.5', '64:ff9b:0:0::/64'],
      // Not an address: kept as it is.
      ['unknown', 'unknown'],
      ['example.com:80', 'example.com:80'],
      ['203.0.113.256', '203.0.113.256'],
      ['[not-an-address]:80', '[not-an-address]:80'],
    ]
    expect(table.map(([address]) => [address, clientKey(address)])).toEqual(table)
  })

  it('is the socket peer without TRUST_PROXY, and without the header', async () => {
    const app = new Hono()
    const peer = { incoming: { socket: { remoteAddress: '192.0.2.9', remotePort: 40000, remoteFamily: 'IPv4' } } }
    for (const trustProxy of [0, 1, 2]) {
      const resolve = clientIpResolver({ trustProxy })
      app.get(`/${trustProxy}`, (c) => c.text(resolve(c)))
    }
    const ask = async (path: string, header?: string) =>
      (await app.request(path, { headers: header === undefined ? {} : { 'x-forwarded-for': header } }, peer)).text()
    expect(await ask('/0', '203.0.113.1')).toBe('192.0.2.9')
    expect(await ask('/1')).toBe('192.0.2.9')
    expect(await ask('/1', '203.0.113.1, 10.0.0.2')).toBe('10.0.0.2')
    expect(await ask('/2', '203.0.113.1, 10.0.0.2')).toBe('203.0.113.1')
  })

  it("the probe's appending proxy: with TRUST_PROXY=true, wrong passwords sent as `203.0.113.<i>, 127.0.0.1` all count for 127.0.0.1", async () => {
    const proxied = await createTestApp({ config: { trustProxy: 1 }, clientIp: undefined })
    try {
      const username = uniqueUsername()
      await proxied.signUp(username)
      const statuses: number[] = []
      for (let i = 1; i <= 15; i++) {
        const response = await proxied.request('/api/auth/v1/signin', {
          body: { nomeUsuario: username, senha: 'wrong password' },
          headers: { 'x-forwarded-for': `203.0.113.${i}, 127.0.0.1` },
        })
        statuses.push(response.status)
      }
      expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(10).fill(429)])
    } finally {
      await proxied.close()
    }
  })

  it('30 wrong passwords from 1.2.3.4 with 30 ports, or from 30 addresses of one /64, count against one key', async () => {
    const proxied = await createTestApp({ config: { trustProxy: 1 }, clientIp: undefined })
    try {
      const attempts = async (username: string, address: (i: number) => string) => {
        const statuses: number[] = []
        for (let i = 0; i < 30; i++) {
          const response = await proxied.request('/api/auth/v1/signin', {
            body: { nomeUsuario: username, senha: 'wrong password' },
            headers: { 'x-forwarded-for': address(i) },
          })
          statuses.push(response.status)
        }
        return statuses
      }
      const lockedOut = [...Array<number>(5).fill(401), ...Array<number>(25).fill(429)]
      const username = uniqueUsername()
      await proxied.signUp(username)
      expect(await attempts(username, (i) => `1.2.3.4:${1000 + i}`)).toEqual(lockedOut)
      // The same address, IPv4-mapped, is the same key.
      expect((await attempts(username, () => '::ffff:1.2.3.4')).every((status) => status === 429)).toBe(true)
      // 30 addresses of one /64, in upper and lower case, with and without a port.
      const other = uniqueUsername()
      await proxied.signUp(other)
      const inOneBlock = (i: number) => (i % 2 === 0 ? `2001:db8:1:2:${((i * 4099) % 0x10000).toString(16)}::${i}` : `[2001:DB8:1:2:0:0:${i.toString(16).toUpperCase()}:1]:${40000 + i}`)
      expect(await attempts(other, inOneBlock)).toEqual(lockedOut)
      // The next /64 is another key.
      const response = await proxied.request('/api/auth/v1/signin', { body: { nomeUsuario: other, senha: 'wrong password' }, headers: { 'x-forwarded-for': '2001:db8:1:3::1' } })
      expect(response.status).toBe(401)
    } finally {
      await proxied.close()
    }
  })

  it('with 2 proxies, a forged first entry changes nothing: the limit is on the address the outer proxy saw', async () => {
    const proxied = await createTestApp({ config: { trustProxy: 2 }, clientIp: undefined })
    try {
      const attempt = (i: number) =>
        proxied.request('/api/auth/v1/signin', {
          body: { nomeUsuario: uniqueUsername('nobody'), senha: 'x' },
          headers: { 'x-forwarded-for': `198.18.0.${i}, 198.51.100.7, 10.0.0.1` },
        })
      for (let i = 1; i <= 10; i++) expect((await attempt(i)).status, `attempt ${i}`).toBe(401)
      expect((await attempt(11)).status).toBe(429)
      // Another client behind the same proxies is not affected.
      const other = await proxied.request('/api/auth/v1/signin', {
        body: { nomeUsuario: uniqueUsername('nobody'), senha: 'x' },
        headers: { 'x-forwarded-for': '198.51.100.8, 10.0.0.1' },
      })
      expect(other.status).toBe(401)
    } finally {
      await proxied.close()
    }
  })
})

describe('where the counts live', () => {
  it('in the rate_limits table on PostgreSQL, in memory on PGlite (one process)', async () => {
    await signIn(uniqueUsername('nobody'), 'x', fromAddress('192.0.2.200'))
    const rows = await t.db.select().from(rateLimits).where(eq(rateLimits.key, 'signin:192.0.2.200'))
    expect(rows).toHaveLength(t.dbKind === 'postgres' ? 1 : 0)
  })
})

describe('several API processes over one database (two apps; the rate_limits table on PGlite too)', () => {
  let first: TestApp
  let second: TestApp
  beforeAll(async () => {
    first = await createTestApp({ rateLimitStore: 'database', config: { writeLimitPerMinute: 4 } })
    second = await createTestApp({
      database: first.database,
      clock: first.clock,
      rateLimitStore: 'database',
      config: { jwtSecret: first.config.jwtSecret, writeLimitPerMinute: 4 },
    })
  })
  afterAll(async () => {
    await second.close()
    await first.close()
  })

  const signInOn = (app: TestApp, nomeUsuario: string, senha: string, ip: string) =>
    app.request('/api/auth/v1/signin', { body: { nomeUsuario, senha }, headers: fromAddress(ip) })

  it('sign-ins per address count on both together', async () => {
    const ip = '203.0.113.150'
    for (let attempt = 1; attempt <= 10; attempt++) {
      const app = attempt % 2 === 0 ? first : second
      expect((await signInOn(app, uniqueUsername('nobody'), 'x', ip)).status, `attempt ${attempt}`).toBe(401)
    }
    expect((await signInOn(first, uniqueUsername('nobody'), 'x', ip)).status).toBe(429)
    expect((await signInOn(second, uniqueUsername('nobody'), 'x', ip)).status).toBe(429)
  })

  it('failed sign-ins per username and address count on both together, and a success on one clears them for both', async () => {
    const username = uniqueUsername()
    await first.signUp(username)
    const ip = '203.0.113.151'
    for (const app of [first, second, first, second]) expect((await signInOn(app, username, 'wrong password', ip)).status).toBe(401)
    expect((await signInOn(second, username, TEST_PASSWORD, ip)).status).toBe(200)
    for (const app of [first, second, first, second, first]) expect((await signInOn(app, username, 'wrong password', ip)).status).toBe(401)
    expect((await signInOn(second, username, TEST_PASSWORD, ip)).status).toBe(429)
    expect((await signInOn(first, username, TEST_PASSWORD, ip)).status).toBe(429)
  })

  it('30 wrong passwords at once, half on each: 5 are checked in all, the rest 429', async () => {
    const username = uniqueUsername()
    await first.signUp(username)
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => signInOn(i % 2 === 0 ? first : second, username, 'wrong password', '203.0.113.152')))
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(25).fill(429)])
    expect(answers.filter((answer) => answer.status === 429).every((answer) => Number(answer.headers.get('retry-after')) > 0)).toBe(true)
  })

  it("a user's writes count on both together", async () => {
    const user = await first.asUser()
    const create = (app: TestApp, name: string) =>
      app.request('/v1/api/categoria', { body: { nomeCategoria: name, tipoCategoria: 'Despesa' }, headers: user.headers })
    for (const [index, app] of [first, second, first, second].entries()) expect((await create(app, `Categoria ${index}`)).status).toBe(201)
    expect((await create(first, 'Uma a mais')).status).toBe(429)
    expect((await create(second, 'Uma a mais')).status).toBe(429)
  })

  it('no hit is lost when both count at once', async () => {
    const stores = [databaseRateLimitStore(first.db, first.clock), databaseRateLimitStore(second.db, second.clock)]
    const key = `concurrent:${uniqueUsername()}`
    const windows = await Promise.all(Array.from({ length: 40 }, (_, i) => stores[i % 2]!.hit(key, 60_000)))
    expect(windows.map((window) => window.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1))
    expect(new Set(windows.map((window) => window.resetAt)).size).toBe(1)
    expect((await stores[0]!.peek(key))?.count).toBe(40)
  })

  it('finished windows are deleted from the table', async () => {
    const clock = createTestClock(first.clock.now())
    const store = databaseRateLimitStore(first.db, clock)
    const old = `sweep-old:${uniqueUsername()}`
    const fresh = `sweep-new:${uniqueUsername()}`
    await store.hit(old, 1000)
    clock.advance(RATE_LIMIT_SWEEP_MS + 1000)
    expect(await store.peek(old)).toBeUndefined()
    await store.hit(fresh, 1000)
    const keys = (await first.db.select({ key: rateLimits.key }).from(rateLimits).where(sql`${rateLimits.key} in (${old}, ${fresh})`)).map((row) => row.key)
    expect(keys).toEqual([fresh])
  })
})

describe("the captcha's single use across processes", () => {
  let first: TestApp
  let second: TestApp
  beforeAll(async () => {
    first = await createTestApp({ config: { captcha: true } })
    second = await createTestApp({ database: first.database, clock: first.clock, config: { captcha: true, jwtSecret: first.config.jwtSecret } })
  })
  afterAll(async () => {
    await second.close()
    await first.close()
  })

  const solved = async (app: TestApp) => {
    const challenge = (await (await app.request('/api/captcha/challenge')).json()) as Challenge
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 })
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
  }
  const signUpOn = (app: TestApp, captcha: string) =>
    app.request('/api/auth/v1', { body: { nomeUsuario: uniqueUsername(), senha: TEST_PASSWORD, nomeCompleto: 'Captcha Tester', captcha } })

  it('a solution used on one process is refused on the other', async () => {
    const payload = await solved(first)
    expect((await signUpOn(first, payload)).status).toBe(201)
    const again = await signUpOn(second, payload)
    expect(again.status).toBe(400)
    expect(((await again.json()) as { code: string }).code).toBe('captcha_invalid')
  })

  it('of one solution sent to both at once, exactly one is accepted', async () => {
    const payload = await solved(second)
    const statuses = (await Promise.all([signUpOn(first, payload), signUpOn(second, payload)])).map((response) => response.status)
    expect(statuses.sort()).toEqual([201, 400])
  })
})
