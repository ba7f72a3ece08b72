import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorResponse, type ApiError } from '../../server/src/http/errors'
import { rateLimit } from '../../server/src/http/rate-limit'
import { createTestApp, createTestClock, TEST_PASSWORD, uniqueUsername, type TestApp } from './support/test-app'

// Rate limits (DESIGN §3): sign-in and sign-up 10/min per address, 5 failed sign-ins per username
// and address per 15 minutes, then 429 with Retry-After and a translated message.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

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
    app.post('/send', rateLimit({ windowMs: 60_000, max: 5, clock, key: (c) => c.req.header('x-key') ?? '' }), (c) => c.text('sent'))
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
