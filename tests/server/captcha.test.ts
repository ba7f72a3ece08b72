import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { describe, expect, it } from 'vitest'
import { captchaChallengeSchema } from '@contract/captcha'
import { captchaUsed } from '@server/db/schema'
import { sharedTestApp, TEST_PASSWORD, uniqueUsername } from './support/test-app'

// ALTCHA captcha on sign-in and sign-up: real challenges solved here the way
// the widget does, then checked for signature, expiry and single use.

const t = sharedTestApp({ config: { captcha: true } })

const fetchChallenge = async (): Promise<Challenge> => {
  const response = await t.request('/api/captcha/challenge')
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return captchaChallengeSchema.parse(await response.json())
}

/** What the widget submits: base64 of JSON { challenge, solution }. */
const encodePayload = (challenge: Challenge, solution: unknown) =>
  Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')

const solvedPayload = async () => {
  const challenge = await fetchChallenge()
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 })
  expect(solution).not.toBeNull()
  return { challenge, solution: solution!, payload: encodePayload(challenge, solution) }
}

const newUser = async () => {
  const username = uniqueUsername()
  const created = await t.request('/api/auth/v1', {
    body: { nomeUsuario: username, senha: TEST_PASSWORD, nomeCompleto: 'Captcha Tester', captcha: (await solvedPayload()).payload },
  })
  expect(created.status).toBe(201)
  return username
}

const signIn = (nomeUsuario: string, captcha: string | undefined, language?: string) =>
  t.request('/api/auth/v1/signin', { body: { nomeUsuario, senha: TEST_PASSWORD, captcha }, language })

describe('GET /api/captcha/challenge', () => {
  it('serves a signed PBKDF2/SHA-256 challenge that expires in 10 minutes', async () => {
    const challenge = await fetchChallenge()
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256')
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    expect(challenge.parameters.expiresAt! * 1000 - t.clock.now()).toBeGreaterThan(9.9 * 60 * 1000)
    expect(challenge.parameters.expiresAt! * 1000 - t.clock.now()).toBeLessThanOrEqual(10 * 60 * 1000)
    const other = await fetchChallenge()
    expect(other.parameters.nonce).not.toBe(challenge.parameters.nonce)
  })

  it('is solvable quickly (modest cost)', async () => {
    const started = performance.now()
    await solvedPayload()
    expect(performance.now() - started).toBeLessThan(5_000)
  })
})

describe('captcha on sign-in and sign-up', () => {
  it('accepts a solved challenge once; the same payload again is rejected', async () => {
    const username = await newUser()
    const { payload } = await solvedPayload()
    const first = await signIn(username, payload)
    expect(first.status).toBe(200)
    expect((await first.json()).role).toBe('User')

    const again = await signIn(username, payload, 'pt-BR')
    expect(again.status).toBe(400)
    expect(await again.json()).toMatchObject({ message: 'Confirme o captcha!', code: 'captcha_invalid' })
    expect(await t.db.select().from(captchaUsed)).not.toHaveLength(0)
  })

  it.each([
    ['en', 'Please confirm the captcha!'],
    ['pt-BR', 'Confirme o captcha!'],
  ])('a missing captcha is 400 captcha_required (%s)', async (language, message) => {
    const response = await signIn('anyone', undefined, language)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message, code: 'captcha_required' })
  })

  it('sign-up requires it too', async () => {
    const response = await t.request('/api/auth/v1', {
      body: { nomeUsuario: uniqueUsername(), senha: TEST_PASSWORD, nomeCompleto: 'No Captcha' },
      language: 'pt',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message: 'Confirme o captcha!', code: 'captcha_required' })
  })

  it('rejects garbage, a wrong solution and a tampered challenge', async () => {
    const username = await newUser()
    const { challenge, solution } = await solvedPayload()
    const attempts = {
      garbage: 'not base64 json',
      emptyObject: Buffer.from('{}').toString('base64'),
      wrongSolution: encodePayload(challenge, { ...solution, counter: solution.counter + 1, derivedKey: '00'.repeat(32) }),
      tampered: encodePayload({ ...challenge, parameters: { ...challenge.parameters, cost: 1 } }, solution),
      unsigned: encodePayload({ parameters: challenge.parameters } as Challenge, solution),
    }
    for (const [name, payload] of Object.entries(attempts)) {
      const response = await signIn(username, payload)
      expect(response.status, name).toBe(400)
      expect((await response.json()).code, name).toBe('captcha_invalid')
    }
    // None of those used the challenge up: the genuine solution still works.
    expect((await signIn(username, encodePayload(challenge, solution))).status).toBe(200)
  })

  it('rejects an expired challenge (older than 10 minutes)', async () => {
    const username = await newUser()
    const { payload } = await solvedPayload()
    t.clock.advance(10 * 60 * 1000 + 1000)
    const response = await signIn(username, payload)
    expect(response.status).toBe(400)
    expect((await response.json()).code).toBe('captcha_invalid')
  })

  it('checks the captcha before the password: a wrong captcha never reveals credentials', async () => {
    const response = await t.request('/api/auth/v1/signin', {
      body: { nomeUsuario: 'whoever', senha: 'wrong', captcha: 'bad' },
    })
    expect(response.status).toBe(400)
  })
})
