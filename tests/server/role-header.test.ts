import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { changeRole } from '@server/operations'
import { sharedTestApp, createTestApp } from './support/test-app'

// Every signed-in answer names the caller's role as the database has it now (X-User-Role), errors past the sign-in
// check included, so a page learns of `npm run user:role` at its next call (docs/decisions/0021-role-in-every-signed-in-answer.md).
// Anonymous answers and refused tokens carry no role. ACCESS_TOKEN_TTL_SECONDS sets the access token's lifetime.

const t = sharedTestApp()

const role = (response: Response) => response.headers.get('x-user-role')

describe('X-User-Role', () => {
  it("names the caller's current role on successes and errors, and changes with user:role at the next call", async () => {
    const admin = await t.asAdmin()
    const contacts = () => t.request('/v1/api/contato', { headers: admin.headers })
    const before = await contacts()
    expect(before.status).toBe(200)
    expect(role(before)).toBe('Admin')

    // The token still says Admin; the next call already answers as the database has it.
    await changeRole(t.db, admin.username, 'User')
    expect(decodeJwt(admin.tokens.accessToken).role).toBe('Admin')
    const refused = await contacts()
    expect(refused.status).toBe(403)
    expect(role(refused)).toBe('User')
    const books = await t.request('/v1/api/livro/desc/5/1', { headers: admin.headers })
    expect(books.status).toBe(200)
    expect(role(books)).toBe('User')
    // A 404 (no such book, or not yours) and a 400 say it too.
    const missing = await t.request('/v1/api/livro/999999', { headers: admin.headers })
    expect(missing.status).toBe(404)
    expect(role(missing)).toBe('User')
    const invalid = await t.request('/v1/api/livro', { headers: admin.headers, body: { titulo: '' } })
    expect(invalid.status).toBe(400)
    expect(role(invalid)).toBe('User')

    await changeRole(t.db, admin.username, 'Admin')
    const promoted = await contacts()
    expect(promoted.status).toBe(200)
    expect(role(promoted)).toBe('Admin')
  })

  it("is on the token check's answer for a valid token, so each guarded page's check brings a change", async () => {
    const user = await t.asUser()
    const check = () => t.request('/api/auth/v1/validate-token', { headers: user.headers })
    const before = await check()
    expect(await before.json()).toEqual({ valid: true })
    expect(role(before)).toBe('User')
    await changeRole(t.db, user.username, 'Admin')
    expect(role(await check())).toBe('Admin')
    const invalid = await t.request('/api/auth/v1/validate-token', { headers: { authorization: 'Bearer not.a.token' } })
    expect(await invalid.json()).toEqual({ valid: false })
    expect(role(invalid)).toBeNull()
  })

  it('is absent from anonymous answers and refused tokens', async () => {
    expect(role(await t.request('/api/health'))).toBeNull()
    const anonymous = await t.request('/v1/api/livro/desc/5/1')
    expect(anonymous.status).toBe(401)
    expect(role(anonymous)).toBeNull()
    const forged = await t.request('/v1/api/livro/desc/5/1', { headers: { authorization: 'Bearer not.a.token' } })
    expect(forged.status).toBe(401)
    expect(role(forged)).toBeNull()
  })
})

describe('ACCESS_TOKEN_TTL_SECONDS', () => {
  it('sets how long access tokens live; they are refused once it has passed', async () => {
    const short = await createTestApp({ config: { accessTokenTtlSeconds: 30 } })
    try {
      const user = await short.asUser()
      const claims = decodeJwt(user.tokens.accessToken)
      expect(claims.exp! - claims.iat!).toBe(30)
      const books = () => short.request('/v1/api/livro/desc/5/1', { headers: user.headers })
      short.clock.advance(29_000)
      expect((await books()).status).toBe(200)
      short.clock.advance(2_000)
      expect((await books()).status).toBe(401)
      const renewed = await (await short.request('/api/auth/v1/refresh', { body: { refreshToken: user.tokens.refreshToken } })).json()
      const next = decodeJwt(renewed.accessToken)
      expect(next.exp! - next.iat!).toBe(30)
    } finally {
      await short.close()
    }
  })

  it('is 15 minutes by default', async () => {
    const user = await t.asUser()
    const claims = decodeJwt(user.tokens.accessToken)
    expect(claims.exp! - claims.iat!).toBe(15 * 60)
  })
})
