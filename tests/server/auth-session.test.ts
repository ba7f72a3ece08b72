import { eq, sql } from 'drizzle-orm'
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { refreshTokens, users } from '@server/db/schema'
import { REFRESH_GRACE_MS } from '@server/services/auth'
import { hashRefreshToken } from '@server/services/tokens'
import { sharedTestApp, TEST_PASSWORD, uniqueUsername } from './support/test-app'

// Sign-in, token check, refresh rotation with reuse detection, and sign-out.

const t = sharedTestApp()

const signIn = (body: unknown, language?: string) => t.request('/api/auth/v1/signin', { body, language })
const validate = (authorization?: string) =>
  t.request('/api/auth/v1/validate-token', { headers: authorization === undefined ? {} : { authorization } })
const refresh = (refreshToken: string) => t.request('/api/auth/v1/refresh', { body: { refreshToken } })

describe('POST /api/auth/v1/signin', () => {
  it('answers accessToken, refreshToken, role and the full name; the JWT is HS256, 15 minutes, with sub, name and role', async () => {
    const username = uniqueUsername()
    await t.signUp(username, { fullName: 'Maria Aparecida Souza' })
    const response = await signIn({ nomeUsuario: username, senha: TEST_PASSWORD })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'nomeCompleto', 'refreshToken', 'role'])
    expect(body.role).toBe('User')
    // The header greets by the first name of it.
    expect(body.nomeCompleto).toBe('Maria Aparecida Souza')

    const [user] = await t.db.select().from(users).where(eq(users.username, username))
    expect(decodeProtectedHeader(body.accessToken).alg).toBe('HS256')
    const claims = decodeJwt(body.accessToken)
    expect(claims).toMatchObject({ sub: String(user!.id), name: username, role: 'User', sk: user!.sessionKey })
    // The session it belongs to: its refresh token's family.
    const [stored] = await t.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashRefreshToken(body.refreshToken)))
    expect(claims.sid).toBe(stored!.familyId)
    expect(claims.exp! - claims.iat!).toBe(15 * 60)
    expect(body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('matches body keys ignoring case (NomeUsuario, Senha)', async () => {
    const username = uniqueUsername()
    await t.signUp(username)
    expect((await signIn({ NomeUsuario: username, SENHA: TEST_PASSWORD })).status).toBe(200)
  })

  it('carries role Admin for admins', async () => {
    const admin = await t.asAdmin()
    expect(admin.tokens.role).toBe('Admin')
    expect(decodeJwt(admin.tokens.accessToken).role).toBe('Admin')
  })

  it.each([
    ['en', 'Invalid username or password'],
    ['pt-BR', 'Usuário ou senha inválidos'],
  ])('a wrong password is 401 with a translated message (%s)', async (language, message) => {
    const username = uniqueUsername()
    await t.signUp(username)
    const response = await signIn({ nomeUsuario: username, senha: 'wrong password' }, language)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message, code: 'invalid_credentials' })
  })

  it('an unknown user is the same 401', async () => {
    const response = await signIn({ nomeUsuario: uniqueUsername('ghost'), senha: TEST_PASSWORD })
    expect(response.status).toBe(401)
    expect((await response.json()).code).toBe('invalid_credentials')
  })

  it('missing fields are 400 required_fields', async () => {
    const response = await signIn({ nomeUsuario: 'someone' }, 'pt')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: 'Todos os campos são obrigatórios!',
      code: 'required_fields',
      errors: { senha: 'Campo obrigatório' }, errorCodes: { senha: 'required' },
    })
  })

  it('stores the refresh token only as its sha256', async () => {
    const session = await t.asUser()
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashRefreshToken(session.tokens.refreshToken)))
    expect(rows).toHaveLength(1)
    const all = await t.db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens)
    expect(all.some((row) => row.hash === session.tokens.refreshToken)).toBe(false)
    expect(rows[0]!.expiresAt.getTime() - t.clock.now()).toBe(30 * 24 * 60 * 60 * 1000)
  })
})

describe('GET /api/auth/v1/validate-token', () => {
  it('is 401 without an Authorization header', async () => {
    const response = await validate()
    expect(response.status).toBe(401)
    expect((await response.json()).code).toBe('unauthorized')
  })

  it('is { valid: true } for a fresh token', async () => {
    const session = await t.asUser()
    const response = await validate(session.headers.authorization)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ valid: true })
  })

  it.each(['Basic dXNlcjpwYXNz', 'Basic abc', 'Bearer', 'Bearer ', 'Bearer    ', ''])(
    'is 401 without a bearer token: %j',
    async (header) => {
      const response = await validate(header)
      expect(response.status).toBe(401)
      expect(await response.json()).toMatchObject({ code: 'unauthorized' })
    },
  )

  it.each(['Bearer not-a-jwt', 'bearer a.b.c'])('is { valid: false } for %j', async (header) => {
    const response = await validate(header)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ valid: false })
  })

  it('is { valid: false } for a token signed with another secret', async () => {
    const forged = await new SignJWT({ name: 'x', role: 'Admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('another secret that is long enough!!'))
    expect(await (await validate(`Bearer ${forged}`)).json()).toEqual({ valid: false })
  })

  // Times from the test clock, which other tests move.
  const issuedAt = () => Math.floor(t.clock.now() / 1000)
  /** A token with these claims, issued now for 15 minutes and signed with the app's secret. */
  const signed = (claims: Record<string, unknown>, sub: string) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuedAt(issuedAt())
      .setExpirationTime(issuedAt() + 15 * 60)
      .sign(new TextEncoder().encode(t.config.jwtSecret))
  it.each([
    ['exp', (jwt: SignJWT) => jwt.setIssuedAt(issuedAt())],
    ['iat', (jwt: SignJWT) => jwt.setExpirationTime(issuedAt() + 15 * 60)],
  ])('is { valid: false } for a validly signed token without %s', async (_, claims) => {
    const session = await t.asUser()
    const { sub, sk, sid } = decodeJwt(session.tokens.accessToken)
    const token = await claims(new SignJWT({ name: session.username, role: 'User', sk, sid }).setProtectedHeader({ alg: 'HS256' }).setSubject(sub!)).sign(
      new TextEncoder().encode(t.config.jwtSecret),
    )
    expect(await (await validate(`Bearer ${token}`)).json()).toEqual({ valid: false })
    const guarded = await t.request('/v1/api/livro/desc/4/1', { headers: { authorization: `Bearer ${token}` } })
    expect(guarded.status).toBe(401)
    // The same claims with both present are accepted: only the missing claim is refused.
    const complete = await signed({ name: session.username, role: 'User', sk, sid }, sub!)
    expect(await (await validate(`Bearer ${complete}`)).json()).toEqual({ valid: true })
  })

  it('is { valid: false } for a validly signed token whose session key is not the user row\'s', async () => {
    const session = await t.asUser()
    const { sub, sid } = decodeJwt(session.tokens.accessToken)
    const other = await signed({ name: session.username, role: 'User', sk: '00000000-0000-4000-8000-000000000000', sid }, sub!)
    expect(await (await validate(`Bearer ${other}`)).json()).toEqual({ valid: false })
    expect((await t.request('/v1/api/livro/desc/4/1', { headers: { authorization: `Bearer ${other}` } })).status).toBe(401)
    // A new session key (what a restore draws) ends the user's live tokens at once.
    expect((await t.request('/v1/api/livro/desc/4/1', { headers: session.headers })).status).toBe(200)
    await t.db.update(users).set({ sessionKey: sql`gen_random_uuid()` }).where(eq(users.username, session.username))
    expect((await t.request('/v1/api/livro/desc/4/1', { headers: session.headers })).status).toBe(401)
  })

  it('is { valid: false } once the token has expired (15 minutes)', async () => {
    const session = await t.asUser()
    t.clock.advance(14 * 60 * 1000)
    expect(await (await validate(session.headers.authorization)).json()).toEqual({ valid: true })
    t.clock.advance(2 * 60 * 1000)
    expect(await (await validate(session.headers.authorization)).json()).toEqual({ valid: false })
  })

  it('is { valid: false } when the user no longer exists', async () => {
    const session = await t.asUser()
    await t.db.delete(users).where(eq(users.username, session.username))
    expect(await (await validate(session.headers.authorization)).json()).toEqual({ valid: false })
  })
})

describe('POST /api/auth/v1/refresh', () => {
  it('rotates: a new pair, and the old refresh token is revoked and linked to its successor', async () => {
    const session = await t.asUser()
    const response = await refresh(session.tokens.refreshToken)
    expect(response.status).toBe(200)
    const next = await response.json()
    expect(next.role).toBe('User')
    // The full name the user signed up with (test-app's default), kept fresh on every rotation.
    expect(next.nomeCompleto).toBe('Test User')
    expect(next.refreshToken).not.toBe(session.tokens.refreshToken)
    expect(await (await validate(`Bearer ${next.accessToken}`)).json()).toEqual({ valid: true })

    const [old] = await t.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashRefreshToken(session.tokens.refreshToken)))
    const [current] = await t.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashRefreshToken(next.refreshToken)))
    expect(old!.revokedAt).not.toBeNull()
    expect(old!.replacedBy).toBe(current!.id)
    expect(current!.familyId).toBe(old!.familyId)
    expect(current!.revokedAt).toBeNull()
  })

  it('reuse of a rotated-out token revokes the whole family, other sessions stay valid', async () => {
    const username = uniqueUsername()
    await t.signUp(username)
    const first = await t.login(username)
    const otherDevice = await t.login(username)
    const second = await (await refresh(first.refreshToken)).json()
    const third = await (await refresh(second.refreshToken)).json()

    const reuse = await refresh(first.refreshToken)
    expect(reuse.status).toBe(401)
    expect((await reuse.json()).code).toBe('invalid_refresh_token')
    // The thief's and the owner's latest tokens of that family are both dead now.
    expect((await refresh(third.refreshToken)).status).toBe(401)
    // A separate sign-in is another family.
    expect((await refresh(otherDevice.refreshToken)).status).toBe(200)
  })

  it('two refreshes with one token at once (two tabs) both get the same new pair, which stays valid', async () => {
    const session = await t.asUser()
    const [a, b] = await Promise.all([refresh(session.tokens.refreshToken), refresh(session.tokens.refreshToken)])
    expect([a.status, b.status]).toEqual([200, 200])
    const [first, second] = [await a.json(), await b.json()]
    expect(second.refreshToken).toBe(first.refreshToken)
    expect(second.role).toBe('User')
    expect(await (await validate(`Bearer ${second.accessToken}`)).json()).toEqual({ valid: true })
    expect((await refresh(first.refreshToken)).status).toBe(200)
  })

  it(`reuse within ${REFRESH_GRACE_MS / 1000} s of the rotation answers the same refresh token; later reuse revokes the family`, async () => {
    const session = await t.asUser()
    const next = await (await refresh(session.tokens.refreshToken)).json()
    t.clock.advance(REFRESH_GRACE_MS)
    const again = await refresh(session.tokens.refreshToken)
    expect(again.status).toBe(200)
    expect((await again.json()).refreshToken).toBe(next.refreshToken)

    t.clock.advance(1)
    const late = await refresh(session.tokens.refreshToken)
    expect(late.status).toBe(401)
    expect((await late.json()).code).toBe('invalid_refresh_token')
    expect((await refresh(next.refreshToken)).status).toBe(401)
  })

  it('reuse within the window after the new token was itself rotated or signed out revokes the family', async () => {
    const session = await t.asUser()
    const second = await (await refresh(session.tokens.refreshToken)).json()
    const third = await (await refresh(second.refreshToken)).json()
    expect((await refresh(session.tokens.refreshToken)).status).toBe(401)
    expect((await refresh(third.refreshToken)).status).toBe(401)

    const other = await t.asUser()
    const next = await (await refresh(other.tokens.refreshToken)).json()
    await t.request('/api/auth/v1/signout', { body: { refreshToken: next.refreshToken } })
    expect((await refresh(other.tokens.refreshToken)).status).toBe(401)
  })

  it('answers 401 for an unknown token and 400 for a missing one', async () => {
    expect((await refresh('no-such-token')).status).toBe(401)
    const missing = await t.request('/api/auth/v1/refresh', { body: {} })
    expect(missing.status).toBe(400)
    expect((await missing.json()).errors).toHaveProperty('refreshToken')
  })

  it('answers 401 after 30 days', async () => {
    const session = await t.asUser()
    t.clock.advance(30 * 24 * 60 * 60 * 1000 + 1000)
    expect((await refresh(session.tokens.refreshToken)).status).toBe(401)
  })

  it('carries the current role (a promotion shows on the next refresh)', async () => {
    const session = await t.asUser()
    await t.db.update(users).set({ role: 'Admin' }).where(eq(users.username, session.username))
    const next = await (await refresh(session.tokens.refreshToken)).json()
    expect(next.role).toBe('Admin')
    expect(decodeJwt(next.accessToken).role).toBe('Admin')
  })

  it('matches the body key ignoring case', async () => {
    const session = await t.asUser()
    const response = await t.request('/api/auth/v1/refresh', { body: { RefreshToken: session.tokens.refreshToken } })
    expect(response.status).toBe(200)
  })
})

describe('POST /api/auth/v1/signout', () => {
  it('revokes the refresh token (204), which then no longer refreshes', async () => {
    const session = await t.asUser()
    const response = await t.request('/api/auth/v1/signout', { body: { refreshToken: session.tokens.refreshToken } })
    expect(response.status).toBe(204)
    expect((await refresh(session.tokens.refreshToken)).status).toBe(401)
  })

  it('is idempotent for unknown tokens', async () => {
    const response = await t.request('/api/auth/v1/signout', { body: { refreshToken: 'unknown' } })
    expect(response.status).toBe(204)
  })
})
