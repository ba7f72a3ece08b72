import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tokenPairSchema } from '@contract/auth'
import { twoFactorStatusSchema } from '@contract/two-factor'
import { restoreBackup, writeBackup } from '@server/db/backup'
import { twoFactorRecoveryCodes, userTwoFactor, users } from '@server/db/schema'
import { sharedTestApp, createTestApp, openTestDatabase, TEST_PASSWORD, type AuthSession } from './support/test-app'
import { codeAt, enableTwoFactor, nextCode, passwordStep, startEnrolment } from './support/two-factor'

// Two-step verification (docs/product-rules.md#two-step-verification) through the API over a real database:
// enrolment, activation, the sign-in's two steps, the challenge's life and single use, no replay of a code, recovery
// codes, wrong codes counted by the sign-in limits, turning it off, and accounts without it unchanged.

const t = sharedTestApp()

const status = async (session: AuthSession) => {
  const response = await t.request('/v1/api/usuario/2fa', { headers: session.headers })
  expect(response.status).toBe(200)
  return twoFactorStatusSchema.parse(await response.json())
}

/** The second step with a challenge and a code (or a recovery code), from `ip` when given. */
const secondStep = (desafio: string, code: { codigo?: string; codigoRecuperacao?: string }, ip?: string, language?: string) =>
  t.request('/api/auth/v1/signin/2fa', { body: { desafio, ...code }, headers: ip ? { 'x-test-ip': ip } : {}, language })

const errorOf = async (response: Response) => (await response.json()) as { code: string; message: string; errorCodes?: Record<string, string>; retryAfter?: number }

let ipCounter = 0
/** A client address no other test uses. */
const freshIp = () => `203.0.113.${++ipCounter}`

describe('enrolment and activation', () => {
  it('answers a base32 secret and its otpauth URI naming the site and the account; again, a new secret', async () => {
    const ana = await t.asUser()
    const first = await startEnrolment(t, ana)
    expect(first.segredo).toMatch(/^[A-Z2-7]{32}$/)
    expect(first.secret).toHaveLength(20)
    const uri = new URL(first.uri)
    expect(uri.protocol).toBe('otpauth:')
    expect(uri.host).toBe('totp')
    expect(decodeURIComponent(uri.pathname)).toBe(`/localhost:${ana.username}`)
    expect(Object.fromEntries(uri.searchParams)).toEqual({ secret: first.segredo, issuer: 'localhost', algorithm: 'SHA1', digits: '6', period: '30' })
    const second = await startEnrolment(t, ana)
    expect(second.segredo).not.toBe(first.segredo)
    // Still off: the sign-in answers tokens, and the page says off.
    expect(tokenPairSchema.safeParse(await t.login(ana.username)).success).toBe(true)
    expect(await status(ana)).toEqual({ ativo: false, codigosRestantes: 0 })
    // A code of the replaced secret does not turn it on; the current secret's does.
    const old = await t.request('/v1/api/usuario/2fa/ativar', { headers: ana.headers, body: { codigo: codeAt(t, first.secret) } })
    expect(old.status).toBe(400)
    const ok = await t.request('/v1/api/usuario/2fa/ativar', { headers: ana.headers, body: { codigo: codeAt(t, second.secret) } })
    expect(ok.status).toBe(200)
  })

  it('refuses a wrong code on its field (400) and turns on with the right one, answering 10 distinct recovery codes once', async () => {
    const ana = await t.asUser()
    const { secret } = await startEnrolment(t, ana)
    const wrongCode = String((Number(codeAt(t, secret)) + 1) % 1_000_000).padStart(6, '0')
    for (const codigo of [wrongCode, codeAt(t, secret, 2), codeAt(t, secret, -2)]) {
      const wrong = await t.request('/v1/api/usuario/2fa/ativar', { headers: ana.headers, body: { codigo }, language: 'pt-BR' })
      expect(wrong.status).toBe(400)
      const body = await errorOf(wrong)
      expect(body.code).toBe('two_factor_code_invalid')
      expect(body.errorCodes).toEqual({ codigo: 'two_factor_code_invalid' })
      expect(body.message).toBe('Código inválido ou já usado.')
    }
    expect((await status(ana)).ativo).toBe(false)
    // Not 6 digits: the contract's 400 before any check.
    for (const codigo of ['12345', 'abcdef', '1234567', '']) {
      const malformed = await t.request('/v1/api/usuario/2fa/ativar', { headers: ana.headers, body: { codigo } })
      expect(malformed.status).toBe(400)
      expect((await errorOf(malformed)).errorCodes?.codigo).toBeDefined()
    }
    // One step of skew is accepted (the phone's clock a little behind).
    const response = await t.request('/v1/api/usuario/2fa/ativar', { headers: ana.headers, body: { Codigo: codeAt(t, secret, -1) } })
    expect(response.status).toBe(200)
    const { codigosRecuperacao } = (await response.json()) as { codigosRecuperacao: string[] }
    expect(codigosRecuperacao).toHaveLength(10)
    expect(new Set(codigosRecuperacao).size).toBe(10)
    for (const code of codigosRecuperacao) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/)
    expect(await status(ana)).toEqual({ ativo: true, codigosRestantes: 10 })
    // Stored hashed: no code and no part of one is in the table.
    const stored = await t.db.select({ hash: twoFactorRecoveryCodes.codeHash }).from(twoFactorRecoveryCodes).innerJoin(users, eq(users.id, twoFactorRecoveryCodes.userId)).where(eq(users.username, ana.username))
    expect(stored).toHaveLength(10)
    for (const { hash } of stored) {
      expect(hash).toMatch(/^[0-9a-f]{64}$/)
      for (const code of codigosRecuperacao) expect(hash).not.toContain(code.replaceAll('-', ''))
    }
  })

  it('409 for a second enrolment or activation while on, and for an activation never started', async () => {
    const ana = await t.asUser()
    const never = await t.request('/v1/api/usuario/2fa/ativar', { headers: ana.headers, body: { codigo: '123456' } })
    expect(never.status).toBe(409)
    expect((await errorOf(never)).code).toBe('two_factor_not_started')
    const { secret } = await enableTwoFactor(t, ana)
    const again = await t.request('/v1/api/usuario/2fa', { method: 'POST', headers: ana.headers })
    expect(again.status).toBe(409)
    expect((await errorOf(again)).code).toBe('two_factor_already_enabled')
    const activateAgain = await t.request('/v1/api/usuario/2fa/ativar', { headers: ana.headers, body: { codigo: nextCode(t, secret) } })
    expect(activateAgain.status).toBe(409)
    // The secret was not replaced: its codes still sign in.
    const signedIn = await secondStep(await passwordStep(t, ana.username), { codigo: nextCode(t, secret) })
    expect(signedIn.status).toBe(200)
  })
})

describe('sign-in with two-step verification on', () => {
  it('the password answers a challenge and no tokens; the challenge and a code answer the tokens of a sign-in', async () => {
    const ana = await t.asUser()
    const { secret } = await enableTwoFactor(t, ana)
    const first = await t.request('/api/auth/v1/signin', { body: { nomeUsuario: ana.username.toUpperCase(), senha: TEST_PASSWORD } })
    expect(first.status).toBe(200)
    const challenge = (await first.json()) as Record<string, unknown>
    expect(Object.keys(challenge).sort()).toEqual(['desafio', 'segundoFator'])
    expect(challenge.segundoFator).toBe(true)
    expect(challenge.desafio).toMatch(/^[\w-]{43}$/)
    // A wrong password is still the plain 401.
    const wrongPassword = await t.request('/api/auth/v1/signin', { body: { nomeUsuario: ana.username, senha: 'not the password' } })
    expect(wrongPassword.status).toBe(401)
    expect((await errorOf(wrongPassword)).code).toBe('invalid_credentials')

    const response = await secondStep(challenge.desafio as string, { codigo: nextCode(t, secret) })
    expect(response.status, await response.clone().text()).toBe(200)
    const tokens = tokenPairSchema.parse(await response.json())
    expect(tokens.role).toBe('User')
    expect(tokens.nomeCompleto).toBe('Test User')
    // Real tokens: a guarded call works, and the refresh token rotates.
    expect((await t.request('/v1/api/usuario/2fa', { headers: { authorization: `Bearer ${tokens.accessToken}` } })).status).toBe(200)
    const refreshed = await t.request('/api/auth/v1/refresh', { body: { refreshToken: tokens.refreshToken } })
    expect(refreshed.status).toBe(200)
  })

  it('a challenge is used once', async () => {
    const ana = await t.asUser()
    const { secret } = await enableTwoFactor(t, ana)
    const desafio = await passwordStep(t, ana.username)
    expect((await secondStep(desafio, { codigo: nextCode(t, secret) })).status).toBe(200)
    const reused = await secondStep(desafio, { codigo: nextCode(t, secret) })
    expect(reused.status).toBe(401)
    expect((await errorOf(reused)).code).toBe('two_factor_challenge_invalid')
    const unknown = await secondStep('x'.repeat(43), { codigo: nextCode(t, secret) })
    expect(unknown.status).toBe(401)
    expect((await errorOf(unknown)).code).toBe('two_factor_challenge_invalid')
  })

  it('a challenge lasts 5 minutes', async () => {
    const ana = await t.asUser()
    const { secret } = await enableTwoFactor(t, ana)
    const late = await passwordStep(t, ana.username)
    const inTime = await passwordStep(t, ana.username)
    t.clock.advance(4 * 60 * 1000 + 59 * 1000)
    expect((await secondStep(inTime, { codigo: codeAt(t, secret) })).status).toBe(200)
    t.clock.advance(2 * 1000)
    const expired = await secondStep(late, { codigo: nextCode(t, secret) }, undefined, 'en')
    expect(expired.status).toBe(401)
    const body = await errorOf(expired)
    expect(body.code).toBe('two_factor_challenge_expired')
    expect(body.message).toBe('The time to enter the code ran out. Sign in again.')
  })

  it('a code is accepted once: no replay within its window, not even with a new challenge; nor a code of an earlier step', async () => {
    const ana = await t.asUser()
    const { secret } = await enableTwoFactor(t, ana)
    const code = nextCode(t, secret)
    expect((await secondStep(await passwordStep(t, ana.username), { codigo: code })).status).toBe(200)
    const replay = await secondStep(await passwordStep(t, ana.username), { codigo: code })
    expect(replay.status).toBe(401)
    const body = await errorOf(replay)
    expect(body.code).toBe('two_factor_code_invalid')
    expect(body.errorCodes).toEqual({ codigo: 'two_factor_code_invalid' })
    // The step before the one used is inside the window, but earlier: refused too.
    const earlier = await secondStep(await passwordStep(t, ana.username), { codigo: codeAt(t, secret, -1) })
    expect(earlier.status).toBe(401)
    // The next step's code works.
    expect((await secondStep(await passwordStep(t, ana.username), { codigo: codeAt(t, secret, 1) })).status).toBe(200)
  })

  it('the code that turned verification on cannot sign in', async () => {
    const ana = await t.asUser()
    const { secret } = await startEnrolment(t, ana)
    const code = codeAt(t, secret)
    expect((await t.request('/v1/api/usuario/2fa/ativar', { headers: ana.headers, body: { codigo: code } })).status).toBe(200)
    expect((await secondStep(await passwordStep(t, ana.username), { codigo: code })).status).toBe(401)
  })

  it('one code sent twice at once signs in once', async () => {
    const ana = await t.asUser()
    const { secret } = await enableTwoFactor(t, ana)
    const code = nextCode(t, secret)
    const [a, b] = await Promise.all([passwordStep(t, ana.username), passwordStep(t, ana.username)])
    const answers = await Promise.all([secondStep(a, { codigo: code }), secondStep(b, { codigo: code })])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401])
  })

  it('a recovery code signs in once, in any case and with or without its hyphens; the codes left are counted', async () => {
    const ana = await t.asUser()
    const { recoveryCodes } = await enableTwoFactor(t, ana)
    const [first, second] = recoveryCodes as [string, string]
    const ok = await secondStep(await passwordStep(t, ana.username), { codigoRecuperacao: first.toUpperCase() })
    expect(ok.status).toBe(200)
    expect(tokenPairSchema.safeParse(await ok.json()).success).toBe(true)
    const again = await secondStep(await passwordStep(t, ana.username), { codigoRecuperacao: first })
    expect(again.status).toBe(401)
    expect((await errorOf(again)).errorCodes).toEqual({ codigoRecuperacao: 'two_factor_code_invalid' })
    expect((await secondStep(await passwordStep(t, ana.username), { codigoRecuperacao: second.replaceAll('-', ' ') })).status).toBe(200)
    expect(await status(ana)).toEqual({ ativo: true, codigosRestantes: 8 })
    // Another user's recovery code is not this user's.
    const bia = await t.asUser()
    const biaCodes = await enableTwoFactor(t, bia)
    expect((await secondStep(await passwordStep(t, ana.username), { codigoRecuperacao: biaCodes.recoveryCodes[0]! })).status).toBe(401)
  })

  it('needs exactly one of the code and the recovery code, and a challenge (400)', async () => {
    const ana = await t.asUser()
    const { secret, recoveryCodes } = await enableTwoFactor(t, ana)
    const desafio = await passwordStep(t, ana.username)
    for (const body of [{ desafio }, { desafio, codigo: nextCode(t, secret), codigoRecuperacao: recoveryCodes[0] }, { codigo: nextCode(t, secret) }, { desafio, codigoRecuperacao: 'not a code' }]) {
      const response = await t.request('/api/auth/v1/signin/2fa', { body })
      expect(response.status, JSON.stringify(body)).toBe(400)
    }
    // None of them used the challenge.
    expect((await secondStep(desafio, { codigo: nextCode(t, secret) })).status).toBe(200)
  })
})

describe('wrong codes and the sign-in limits', () => {
  it('a challenge is refused after 3 wrong codes, the right code included', async () => {
    const ana = await t.asUser()
    const { secret } = await enableTwoFactor(t, ana)
    const desafio = await passwordStep(t, ana.username)
    const right = nextCode(t, secret)
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0')
    const answers = []
    // Each from another address: the per-address count stays out of the way.
    for (let attempt = 0; attempt < 3; attempt++) answers.push(await errorOf(await secondStep(desafio, { codigo: wrong }, freshIp())))
    expect(answers.map((answer) => answer.code)).toEqual(['two_factor_code_invalid', 'two_factor_code_invalid', 'two_factor_attempts_exhausted'])
    const withRight = await secondStep(desafio, { codigo: right }, freshIp())
    expect(withRight.status).toBe(401)
    expect((await errorOf(withRight)).code).toBe('two_factor_attempts_exhausted')
    // A new sign-in gets a new challenge, and the code still works (it was never used).
    expect((await secondStep(await passwordStep(t, ana.username), { codigo: right }, freshIp())).status).toBe(200)
  })

  it('wrong codes count with the password as failed sign-ins of that username and address: then 429 for both steps', async () => {
    const ana = await t.asUser()
    const { secret } = await enableTwoFactor(t, ana)
    const ip = freshIp()
    const from = { 'x-test-ip': ip }
    const wrongCode = () => String((Number(codeAt(t, secret)) + 1) % 1_000_000).padStart(6, '0')
    // Attempt 1: the right password, which with verification on does not clear the count; attempts 2–4: wrong codes.
    const first = await passwordStep(t, ana.username, from)
    for (let attempt = 0; attempt < 3; attempt++) await secondStep(first, { codigo: wrongCode() }, ip)
    // Attempt 5: the password again (allowed, the fifth); attempt 6, a code, is the lockout.
    const second = await passwordStep(t, ana.username, from)
    const locked = await secondStep(second, { codigo: wrongCode() }, ip, 'pt-BR')
    expect(locked.status).toBe(429)
    const body = await errorOf(locked)
    expect(body.code).toBe('rate_limited')
    expect(body.retryAfter).toBeGreaterThan(14 * 60)
    expect(locked.headers.get('retry-after')).toBe(String(body.retryAfter))
    // The right code from that address is refused too, and so is the password step.
    expect((await secondStep(second, { codigo: nextCode(t, secret) }, ip)).status).toBe(429)
    expect((await t.request('/api/auth/v1/signin', { body: { nomeUsuario: ana.username, senha: TEST_PASSWORD }, headers: from })).status).toBe(429)
    // Another address is not locked out (a stranger cannot lock the owner out), and its success clears its own count.
    const elsewhere = freshIp()
    expect((await secondStep(await passwordStep(t, ana.username, { 'x-test-ip': elsewhere }), { codigo: nextCode(t, secret) }, elsewhere)).status).toBe(200)
    // When the window ends the locked address signs in again.
    t.clock.advance(15 * 60 * 1000)
    expect((await secondStep(await passwordStep(t, ana.username, from), { codigo: nextCode(t, secret) }, ip)).status).toBe(200)
  })

  it('a finished sign-in clears the count: the password and a right code never add up to a lockout', async () => {
    const ana = await t.asUser()
    const { secret } = await enableTwoFactor(t, ana)
    const ip = freshIp()
    for (let n = 0; n < 6; n++) {
      const response = await secondStep(await passwordStep(t, ana.username, { 'x-test-ip': ip }), { codigo: nextCode(t, secret) }, ip)
      expect(response.status).toBe(200)
    }
  })

  it('10 wrong codes for one account from any addresses refuse its second step everywhere for 15 minutes', async () => {
    const ana = await t.asUser()
    const { secret } = await enableTwoFactor(t, ana)
    const wrong = () => String((Number(codeAt(t, secret)) + 3) % 1_000_000).padStart(6, '0')
    const statuses: number[] = []
    for (let attempt = 0; attempt < 10; attempt++) {
      const ip = freshIp()
      statuses.push((await secondStep(await passwordStep(t, ana.username, { 'x-test-ip': ip }), { codigo: wrong() }, ip)).status)
    }
    expect(statuses).toEqual(Array(10).fill(401))
    const ip = freshIp()
    const desafio = await passwordStep(t, ana.username, { 'x-test-ip': ip })
    const refused = await secondStep(desafio, { codigo: nextCode(t, secret) }, ip)
    expect(refused.status).toBe(429)
    expect((await errorOf(refused)).retryAfter).toBeGreaterThan(0)
    t.clock.advance(15 * 60 * 1000)
    const later = freshIp()
    expect((await secondStep(await passwordStep(t, ana.username, { 'x-test-ip': later }), { codigo: nextCode(t, secret) }, later)).status).toBe(200)
  })
})

describe('turning it off', () => {
  it('needs the password and an unused code: each wrong one is 400 on its field; then the sign-in is one step again', async () => {
    const ana = await t.asUser()
    const { secret } = await enableTwoFactor(t, ana)
    const disable = (body: unknown, language?: string) => t.request('/v1/api/usuario/2fa', { method: 'DELETE', headers: ana.headers, body, language })

    const wrongPassword = await disable({ senha: 'not the password', codigo: nextCode(t, secret) }, 'pt-BR')
    expect(wrongPassword.status).toBe(400)
    expect(await errorOf(wrongPassword)).toMatchObject({ code: 'two_factor_password_invalid', message: 'Senha incorreta.', errorCodes: { senha: 'two_factor_password_invalid' } })
    const used = codeAt(t, secret)
    expect((await secondStep(await passwordStep(t, ana.username), { codigo: used })).status).toBe(200)
    const replayed = await disable({ senha: TEST_PASSWORD, codigo: used })
    expect(replayed.status).toBe(400)
    expect((await errorOf(replayed)).errorCodes).toEqual({ codigo: 'two_factor_code_invalid' })
    expect((await disable({ senha: TEST_PASSWORD })).status).toBe(400)
    expect((await disable({ codigo: nextCode(t, secret) })).status).toBe(400)
    expect((await status(ana)).ativo).toBe(true)

    expect((await disable({ senha: TEST_PASSWORD, codigo: nextCode(t, secret) })).status).toBe(204)
    expect(await status(ana)).toEqual({ ativo: false, codigosRestantes: 0 })
    expect(tokenPairSchema.safeParse(await t.login(ana.username)).success).toBe(true)
    const rows = await t.db.select().from(twoFactorRecoveryCodes).innerJoin(users, eq(users.id, twoFactorRecoveryCodes.userId)).where(eq(users.username, ana.username))
    expect(rows).toEqual([])
    const off = await disable({ senha: TEST_PASSWORD, codigo: nextCode(t, secret) })
    expect(off.status).toBe(409)
    expect((await errorOf(off)).code).toBe('two_factor_not_enabled')
    // It can be turned on again, with a new secret.
    const again = await enableTwoFactor(t, ana)
    expect(again.secret.equals(secret)).toBe(false)
  })

  it('takes a recovery code instead of the app’s code (a lost phone)', async () => {
    const ana = await t.asUser()
    const { recoveryCodes } = await enableTwoFactor(t, ana)
    const response = await t.request('/v1/api/usuario/2fa', { method: 'DELETE', headers: ana.headers, body: { senha: TEST_PASSWORD, codigoRecuperacao: recoveryCodes[3] } })
    expect(response.status).toBe(204)
    expect((await status(ana)).ativo).toBe(false)
  })

  it('wrong passwords and codes there count as failed sign-ins: the sixth is 429', async () => {
    const ana = await t.asUser()
    const { secret } = await enableTwoFactor(t, ana)
    const ip = freshIp()
    const disable = (body: unknown) => t.request('/v1/api/usuario/2fa', { method: 'DELETE', headers: { ...ana.headers, 'x-test-ip': ip }, body })
    for (let attempt = 0; attempt < 5; attempt++) expect((await disable({ senha: `wrong ${attempt}`, codigo: nextCode(t, secret) })).status).toBe(400)
    expect((await disable({ senha: TEST_PASSWORD, codigo: nextCode(t, secret) })).status).toBe(429)
    expect((await t.request('/api/auth/v1/signin', { body: { nomeUsuario: ana.username, senha: TEST_PASSWORD }, headers: { 'x-test-ip': ip } })).status).toBe(429)
  })
})

describe('the other sessions', () => {
  /** Whether a session's tokens still work: its access token on a guarded call, its refresh token once. */
  const alive = async (tokens: { accessToken: string; refreshToken: string }) => {
    const call = await t.request('/v1/api/usuario/2fa', { headers: { authorization: `Bearer ${tokens.accessToken}` } })
    const refresh = await t.request('/api/auth/v1/refresh', { body: { refreshToken: tokens.refreshToken } })
    return { call: call.status, refresh: refresh.status }
  }

  it('end when verification is turned on or off; the session that did it goes on', async () => {
    const ana = await t.asUser()
    const laptop = await t.login(ana.username)
    expect(await alive(laptop)).toEqual({ call: 200, refresh: 200 })
    const phone = await t.login(ana.username)
    const { secret } = await enableTwoFactor(t, ana)
    expect(await alive(phone)).toEqual({ call: 401, refresh: 401 })
    expect((await status(ana)).ativo).toBe(true)

    const answer = await secondStep(await passwordStep(t, ana.username), { codigo: nextCode(t, secret) })
    expect(answer.status).toBe(200)
    const tablet = tokenPairSchema.parse(await answer.json())
    const off = await t.request('/v1/api/usuario/2fa', { method: 'DELETE', headers: ana.headers, body: { senha: TEST_PASSWORD, codigo: nextCode(t, secret) } })
    expect(off.status).toBe(204)
    expect(await alive(tablet)).toEqual({ call: 401, refresh: 401 })
    expect((await status(ana)).ativo).toBe(false)
  })
})

describe('accounts without two-step verification', () => {
  it('sign in exactly as before: the tokens at once, with the same keys', async () => {
    const ana = await t.asUser()
    const response = await t.request('/api/auth/v1/signin', { body: { NomeUsuario: ana.username, Senha: TEST_PASSWORD } })
    expect(response.status).toBe(200)
    expect(Object.keys((await response.json()) as object).sort()).toEqual(['accessToken', 'nomeCompleto', 'refreshToken', 'role'])
    expect(await status(ana)).toEqual({ ativo: false, codigosRestantes: 0 })
    // An enrolment never confirmed changes nothing either.
    await startEnrolment(t, ana)
    expect(tokenPairSchema.safeParse(await t.login(ana.username)).success).toBe(true)
  })

  it('have no second step to take', async () => {
    const ana = await t.asUser()
    const response = await t.request('/api/auth/v1/signin/2fa', { body: { desafio: 'a'.repeat(43), codigo: '123456' } })
    expect(response.status).toBe(401)
    expect((await errorOf(response)).code).toBe('two_factor_challenge_invalid')
    expect(ana.tokens.accessToken).toBeTruthy()
  })
})

describe('a user’s data and the backups', () => {
  it('the export carries no secret, no recovery code and no challenge; an import brings none', async () => {
    const ana = await t.asUser()
    const { secret } = await enableTwoFactor(t, ana)
    await passwordStep(t, ana.username)
    const exported = await t.request('/v1/api/usuario/dados', { headers: ana.headers })
    expect(exported.status).toBe(200)
    const text = await exported.text()
    const hashes = await t.db.select({ hash: twoFactorRecoveryCodes.codeHash }).from(twoFactorRecoveryCodes)
    for (const needle of [secret.toString('base64'), secret.toString('hex'), 'segredo', 'codigosRecuperacao', '2fa', 'desafio', ...hashes.map((row) => row.hash)]) expect(text).not.toContain(needle)
    const bia = await t.asUser()
    expect((await t.request('/v1/api/usuario/dados', { headers: bia.headers, body: text })).status).toBe(201)
    expect((await status(bia)).ativo).toBe(false)
  })

  it('a backup restored into another database, under another token key, keeps verification working', async () => {
    const ana = await t.asUser()
    const { secret, recoveryCodes } = await enableTwoFactor(t, ana)
    const folder = mkdtempSync(join(tmpdir(), 'two-factor-backup-'))
    const target = await openTestDatabase()
    try {
      const file = join(folder, 'backup.gz')
      const counts = await writeBackup(t.db, file)
      expect(counts.user_two_factor).toBeGreaterThan(0)
      expect(counts.two_factor_recovery_codes).toBeGreaterThan(0)
      await restoreBackup(target.db, file)
      const restored = await createTestApp({ database: target, clock: t.clock })
      expect(restored.config.jwtSecret).not.toBe(t.config.jwtSecret)
      const signIn = await restored.request('/api/auth/v1/signin', { body: { nomeUsuario: ana.username, senha: TEST_PASSWORD } })
      const { desafio } = (await signIn.json()) as { desafio: string }
      expect(desafio).toBeTruthy()
      const ok = await restored.request('/api/auth/v1/signin/2fa', { body: { desafio, codigo: nextCode(t, secret) } })
      expect(ok.status).toBe(200)
      const again = await restored.request('/api/auth/v1/signin', { body: { nomeUsuario: ana.username, senha: TEST_PASSWORD } })
      const recovery = await restored.request('/api/auth/v1/signin/2fa', { body: { desafio: ((await again.json()) as { desafio: string }).desafio, codigoRecuperacao: recoveryCodes[0] } })
      expect(recovery.status).toBe(200)
      // The restored row is byte for byte the secret.
      const [row] = await target.db.select({ secret: userTwoFactor.secret }).from(userTwoFactor).innerJoin(users, eq(users.id, userTwoFactor.userId)).where(eq(sql`lower(${users.username})`, ana.username.toLowerCase()))
      expect(row!.secret.equals(secret)).toBe(true)
    } finally {
      await target.close()
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
