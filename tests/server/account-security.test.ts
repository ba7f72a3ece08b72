import { decodeJwt, SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import type { TokenPair } from '@contract/auth'
import { userSessionListSchema, type UserSession } from '@contract/user-sessions'
import { sharedTestApp, TEST_PASSWORD, uniqueUsername } from './support/test-app'

// A signed-in user's password change and sessions (docs/product-rules.md#sessions): PUT /v1/api/usuario/senha,
// GET and DELETE /v1/api/usuario/sessoes[/{id}]. A session is a sign-in (its refresh tokens' family); its access
// tokens carry its id and stop at their next request once it ends.

const t = sharedTestApp()

const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const NEW_PASSWORD = 'a new password 2026'

interface Device {
  session: TokenPair
  headers: Record<string, string>
}

let addresses = 0
/** An address no other sign-in of this file uses (sign-ins are limited to 10 a minute per address). */
const nextAddress = () => {
  addresses += 1
  return `10.${addresses >> 16}.${(addresses >> 8) & 255}.${addresses & 255}`
}

/** A sign-in of `username` from `address` with `userAgent`. */
async function signIn(username: string, { address = nextAddress(), userAgent = CHROME_LINUX, password = TEST_PASSWORD } = {}): Promise<Device> {
  const response = await t.request('/api/auth/v1/signin', { body: { nomeUsuario: username, senha: password }, headers: { 'x-test-ip': address, 'user-agent': userAgent } })
  expect(response.status, await response.clone().text()).toBe(200)
  const session = (await response.json()) as TokenPair
  return { session, headers: { authorization: `Bearer ${session.accessToken}` } }
}

/** A new user signed in twice: a laptop (Chrome on Linux) and a phone (Safari on an iPhone). */
async function twoDevices() {
  const username = uniqueUsername('sess')
  expect((await t.signUp(username)).status).toBe(201)
  const addresses = { laptop: nextAddress(), phone: nextAddress() }
  const laptop = await signIn(username, { address: addresses.laptop, userAgent: CHROME_LINUX })
  const phone = await signIn(username, { address: addresses.phone, userAgent: SAFARI_IPHONE })
  return { username, laptop, phone, addresses }
}

const sessionOf = (device: Device) => decodeJwt(device.session.accessToken).sid as string
const categories = (device: Device) => t.request('/v1/api/categoria', { headers: device.headers })
const refresh = (device: Device, headers: Record<string, string> = {}) => t.request('/api/auth/v1/refresh', { body: { refreshToken: device.session.refreshToken }, headers })

async function list(device: Device, language?: string): Promise<UserSession[]> {
  const response = await t.request('/v1/api/usuario/sessoes', { headers: device.headers, language })
  expect(response.status, await response.clone().text()).toBe(200)
  return userSessionListSchema.parse(await response.json())
}

const changePassword = (device: Device, body: unknown, options: { address?: string; language?: string } = {}) =>
  t.request('/v1/api/usuario/senha', { method: 'PUT', body, headers: { ...device.headers, ...(options.address ? { 'x-test-ip': options.address } : {}) }, language: options.language })

describe('PUT /v1/api/usuario/senha', () => {
  it('changes the password: 204, the old one no longer signs in, the new one does', async () => {
    const { username, laptop } = await twoDevices()
    expect((await changePassword(laptop, { senhaAtual: TEST_PASSWORD, novaSenha: NEW_PASSWORD })).status).toBe(204)
    const old = await t.request('/api/auth/v1/signin', { body: { nomeUsuario: username, senha: TEST_PASSWORD } })
    expect(old.status).toBe(401)
    await signIn(username, { password: NEW_PASSWORD })
  })

  it('ends every other session at once (access and refresh token) and keeps this one', async () => {
    const { laptop, phone } = await twoDevices()
    const third = await signIn(decodeJwt(laptop.session.accessToken).name as string)
    expect((await categories(phone)).status).toBe(200)
    expect((await changePassword(laptop, { SENHAATUAL: TEST_PASSWORD, novasenha: NEW_PASSWORD })).status).toBe(204)
    for (const other of [phone, third]) {
      // Its access token is refused at its next request, not 15 minutes later; its refresh fails.
      expect((await categories(other)).status).toBe(401)
      expect((await refresh(other)).status).toBe(401)
    }
    expect((await categories(laptop)).status).toBe(200)
    expect((await list(laptop)).map((session) => session.id)).toEqual([sessionOf(laptop)])
    expect((await refresh(laptop)).status).toBe(200)
  })

  it.each([
    ['en', 'The password must have at least 8 characters.'],
    ['pt-BR', 'A senha deve ter no mínimo 8 caracteres.'],
  ])('follows the sign-up rule: a short new password is 400 on novaSenha, translated (%s)', async (language, message) => {
    const { laptop } = await twoDevices()
    const response = await changePassword(laptop, { senhaAtual: TEST_PASSWORD, novaSenha: 'short' }, { language })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ errors: { novaSenha: message }, errorCodes: { novaSenha: 'password_too_short' } })
    // The same rule as the sign-up's.
    const signUp = await t.request('/api/auth/v1', { body: { nomeUsuario: uniqueUsername(), senha: 'short', nomeCompleto: 'Ana Lima' }, language })
    expect((await signUp.json()).errors.senha).toBe(message)
  })

  it('missing fields, another type or an empty body are 400 naming the fields; nothing changes', async () => {
    const { username, laptop, phone } = await twoDevices()
    const missing = await changePassword(laptop, {})
    expect(missing.status).toBe(400)
    expect((await missing.json()).errorCodes).toEqual({ senhaAtual: 'required', novaSenha: 'required' })
    const wrongType = await changePassword(laptop, { senhaAtual: 12345678, novaSenha: ['x'] })
    expect(wrongType.status).toBe(400)
    expect((await wrongType.json()).errorCodes).toEqual({ senhaAtual: 'invalid_type', novaSenha: 'invalid_type' })
    expect((await changePassword(laptop, 'not json')).status).toBe(400)
    expect((await categories(phone)).status).toBe(200)
    await signIn(username)
  })

  it.each([
    ['en', 'The current password is wrong.'],
    ['pt-BR', 'A senha atual está incorreta.'],
  ])('a wrong current password is 400 on senhaAtual, translated (%s); nothing changes', async (language, message) => {
    const { username, laptop, phone } = await twoDevices()
    const response = await changePassword(laptop, { senhaAtual: 'not my password', novaSenha: NEW_PASSWORD }, { language })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message,
      code: 'wrong_current_password',
      errors: { senhaAtual: message },
      errorCodes: { senhaAtual: 'wrong_current_password' },
    })
    expect((await categories(phone)).status).toBe(200)
    await signIn(username)
  })

  it('wrong current passwords count with the failed sign-ins of that username and address: the sixth is 429 for both', async () => {
    const { username, laptop } = await twoDevices()
    const address = nextAddress()
    for (let attempt = 0; attempt < 3; attempt++) expect((await changePassword(laptop, { senhaAtual: `wrong ${attempt}`, novaSenha: NEW_PASSWORD }, { address })).status).toBe(400)
    for (let attempt = 0; attempt < 2; attempt++) {
      const failed = await t.request('/api/auth/v1/signin', { body: { nomeUsuario: username, senha: 'wrong' }, headers: { 'x-test-ip': address } })
      expect(failed.status).toBe(401)
    }
    // Five failures: the right password is refused too, here and at the sign-in, with how long to wait.
    const locked = await changePassword(laptop, { senhaAtual: TEST_PASSWORD, novaSenha: NEW_PASSWORD }, { address, language: 'pt-BR' })
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
    expect(await locked.json()).toMatchObject({ code: 'rate_limited', retryAfter: expect.any(Number) })
    const signInLocked = await t.request('/api/auth/v1/signin', { body: { nomeUsuario: username, senha: TEST_PASSWORD }, headers: { 'x-test-ip': address } })
    expect(signInLocked.status).toBe(429)
    // Another address is not held back (a stranger cannot lock the owner out).
    expect((await changePassword(laptop, { senhaAtual: TEST_PASSWORD, novaSenha: NEW_PASSWORD }, { address: nextAddress() })).status).toBe(204)
    // After the window, the locked address may try again.
    t.clock.advance(15 * 60 * 1000 + 1000)
    await signIn(username, { address, password: NEW_PASSWORD })
  })

  it('a success clears the count of that address', async () => {
    const { laptop } = await twoDevices()
    const address = nextAddress()
    for (let attempt = 0; attempt < 4; attempt++) expect((await changePassword(laptop, { senhaAtual: 'wrong', novaSenha: NEW_PASSWORD }, { address })).status).toBe(400)
    expect((await changePassword(laptop, { senhaAtual: TEST_PASSWORD, novaSenha: NEW_PASSWORD }, { address })).status).toBe(204)
    for (let attempt = 0; attempt < 4; attempt++) expect((await changePassword(laptop, { senhaAtual: 'wrong', novaSenha: TEST_PASSWORD }, { address })).status).toBe(400)
    expect((await changePassword(laptop, { senhaAtual: NEW_PASSWORD, novaSenha: TEST_PASSWORD }, { address })).status).toBe(204)
  })

  it('changes only the caller’s password and sessions', async () => {
    const a = await twoDevices()
    const b = await twoDevices()
    expect((await changePassword(a.laptop, { senhaAtual: TEST_PASSWORD, novaSenha: NEW_PASSWORD })).status).toBe(204)
    expect((await categories(b.phone)).status).toBe(200)
    await signIn(b.username)
  })
})

describe('GET /v1/api/usuario/sessoes', () => {
  it('lists the sign-ins: this one first, the device from the User-Agent, the address, started and last used', async () => {
    const { laptop, phone, addresses } = await twoDevices()
    const sessions = await list(laptop)
    expect(sessions).toHaveLength(2)
    const [current, other] = sessions
    expect(current).toMatchObject({ id: sessionOf(laptop), navegador: 'Chrome', sistema: 'Linux', endereco: addresses.laptop, atual: true })
    expect(other).toMatchObject({ id: sessionOf(phone), navegador: 'Safari', sistema: 'iOS', endereco: addresses.phone, atual: false })
    // Moments in São Paulo's offset, like every moment of the API.
    expect(current!.iniciadaEm).toMatch(/-03:00$/)
    expect(new Date(current!.iniciadaEm).getTime()).toBe(t.clock.now())
    expect(current!.ultimoUsoEm).toBe(current!.iniciadaEm)
    // The phone sees itself as this one.
    expect((await list(phone)).map((session) => [session.id, session.atual])).toEqual([
      [sessionOf(phone), true],
      [sessionOf(laptop), false],
    ])
  })

  it('a refresh is its last use: the start stays, the last use, address and device follow the refresh', async () => {
    const { laptop, phone } = await twoDevices()
    const [before] = (await list(phone)).filter((session) => session.id === sessionOf(laptop))
    t.clock.advance(10 * 60 * 1000)
    const refreshed = await refresh(laptop, { 'x-test-ip': '203.0.113.8', 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0' })
    expect(refreshed.status).toBe(200)
    const [after] = (await list(phone)).filter((session) => session.id === sessionOf(laptop))
    expect(after!.iniciadaEm).toBe(before!.iniciadaEm)
    expect(new Date(after!.ultimoUsoEm).getTime() - new Date(before!.ultimoUsoEm).getTime()).toBe(10 * 60 * 1000)
    expect(after).toMatchObject({ endereco: '203.0.113.8', navegador: 'Firefox', sistema: 'Windows' })
    // The new access token belongs to the same session.
    const next = (await refreshed.json()) as TokenPair
    expect(decodeJwt(next.accessToken).sid).toBe(sessionOf(laptop))
    // The most recently used comes first after this one.
    t.clock.advance(60 * 1000)
    const third = await signIn(decodeJwt(laptop.session.accessToken).name as string)
    expect((await list(phone)).map((session) => session.id)).toEqual([sessionOf(phone), sessionOf(third), sessionOf(laptop)])
  })

  it('leaves out signed-out, ended and expired sessions', async () => {
    const { username, laptop, phone } = await twoDevices()
    const signedOut = await signIn(username)
    expect((await t.request('/api/auth/v1/signout', { body: { refreshToken: signedOut.session.refreshToken } })).status).toBe(204)
    // A signed-out session's access token stops too.
    expect((await categories(signedOut)).status).toBe(401)
    expect((await list(laptop)).map((session) => session.id).sort()).toEqual([sessionOf(laptop), sessionOf(phone)].sort())
    // 30 days without a refresh: the phone's session expired; the laptop, refreshed meanwhile, goes on.
    t.clock.advance(29 * 24 * 60 * 60 * 1000)
    const refreshed = await refresh(laptop)
    expect(refreshed.status).toBe(200)
    t.clock.advance(2 * 24 * 60 * 60 * 1000)
    const renewed = await refresh({ session: (await refreshed.json()) as TokenPair, headers: {} })
    expect(renewed.status).toBe(200)
    const again = (await renewed.json()) as TokenPair
    expect((await list({ session: again, headers: { authorization: `Bearer ${again.accessToken}` } })).map((session) => session.id)).toEqual([sessionOf(laptop)])
  })

  it('a user without a known device or address is listed with nulls (a session from before they were kept)', async () => {
    const session = await t.asUser()
    const [only] = await list({ session: session.tokens, headers: session.headers })
    expect(only).toMatchObject({ navegador: null, sistema: null, atual: true })
  })

  it('lists only the caller’s sessions', async () => {
    const a = await twoDevices()
    const b = await twoDevices()
    const ids = (await list(a.laptop)).map((session) => session.id)
    expect(ids).not.toContain(sessionOf(b.laptop))
    expect(ids).not.toContain(sessionOf(b.phone))
  })
})

describe('DELETE /v1/api/usuario/sessoes/{id}', () => {
  it('ends one session: its access token is refused at once, its refresh fails, the list drops it', async () => {
    const { laptop, phone } = await twoDevices()
    const response = await t.request(`/v1/api/usuario/sessoes/${sessionOf(phone)}`, { method: 'DELETE', headers: laptop.headers })
    expect(response.status).toBe(204)
    expect((await categories(phone)).status).toBe(401)
    expect((await t.request('/api/auth/v1/validate-token', { headers: phone.headers }).then((r) => r.json()))).toEqual({ valid: false })
    expect((await refresh(phone)).status).toBe(401)
    expect((await list(laptop)).map((session) => session.id)).toEqual([sessionOf(laptop)])
    expect((await categories(laptop)).status).toBe(200)
    // Ended already: 404.
    expect((await t.request(`/v1/api/usuario/sessoes/${sessionOf(phone)}`, { method: 'DELETE', headers: laptop.headers })).status).toBe(404)
  })

  it('an id in capitals names the same session', async () => {
    const { laptop, phone } = await twoDevices()
    expect((await t.request(`/v1/api/usuario/sessoes/${sessionOf(phone).toUpperCase()}`, { method: 'DELETE', headers: laptop.headers })).status).toBe(204)
    expect((await categories(phone)).status).toBe(401)
  })

  it('another user’s session is 404 and goes on; an unknown id 404; a malformed id 400', async () => {
    const a = await twoDevices()
    const b = await twoDevices()
    const foreign = await t.request(`/v1/api/usuario/sessoes/${sessionOf(b.phone)}`, { method: 'DELETE', headers: a.laptop.headers, language: 'pt-BR' })
    expect(foreign.status).toBe(404)
    expect(await foreign.json()).toMatchObject({ code: 'not_found' })
    expect((await categories(b.phone)).status).toBe(200)
    expect((await refresh(b.phone)).status).toBe(200)
    expect((await t.request('/v1/api/usuario/sessoes/00000000-0000-4000-8000-000000000000', { method: 'DELETE', headers: a.laptop.headers })).status).toBe(404)
    const malformed = await t.request('/v1/api/usuario/sessoes/not-a-session', { method: 'DELETE', headers: a.laptop.headers })
    expect(malformed.status).toBe(400)
    expect((await malformed.json()).errorCodes).toEqual({ id: 'invalid_value' })
  })

  it('may end the caller’s own session, which then signs it out', async () => {
    const { laptop } = await twoDevices()
    expect((await t.request(`/v1/api/usuario/sessoes/${sessionOf(laptop)}`, { method: 'DELETE', headers: laptop.headers })).status).toBe(204)
    expect((await categories(laptop)).status).toBe(401)
  })
})

describe('DELETE /v1/api/usuario/sessoes', () => {
  it('ends every other session of the caller, none of anyone else’s', async () => {
    const a = await twoDevices()
    const third = await signIn(a.username)
    const b = await twoDevices()
    expect((await t.request('/v1/api/usuario/sessoes', { method: 'DELETE', headers: a.laptop.headers })).status).toBe(204)
    expect((await categories(a.phone)).status).toBe(401)
    expect((await categories(third)).status).toBe(401)
    expect((await refresh(a.phone)).status).toBe(401)
    expect((await list(a.laptop)).map((session) => session.id)).toEqual([sessionOf(a.laptop)])
    expect((await categories(b.laptop)).status).toBe(200)
    expect((await categories(b.phone)).status).toBe(200)
    // Nothing left to end: still 204.
    expect((await t.request('/v1/api/usuario/sessoes', { method: 'DELETE', headers: a.laptop.headers })).status).toBe(204)
  })
})

/** An access token for `sub` with `claims`, signed with the app's own secret, issued now for 15 minutes. */
async function signedWithAppSecret(sub: string, claims: Record<string, unknown>): Promise<string> {
  const issuedAt = Math.floor(t.clock.now() / 1000)
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 15 * 60)
    .sign(new TextEncoder().encode(t.config.jwtSecret))
}

describe('access tokens name their session', () => {
  it('a validly signed token without a session id (issued before sessions were kept) is refused; its refresh works', async () => {
    const { laptop } = await twoDevices()
    const { sub, name, role, sk } = decodeJwt(laptop.session.accessToken)
    const token = await signedWithAppSecret(sub!, { name, role, sk })
    expect((await t.request('/v1/api/categoria', { headers: { authorization: `Bearer ${token}` } })).status).toBe(401)
    expect((await refresh(laptop)).status).toBe(200)
  })

  it('a token naming another user’s live session is refused', async () => {
    const a = await twoDevices()
    const b = await twoDevices()
    const { sub, name, role, sk } = decodeJwt(a.laptop.session.accessToken)
    const token = await signedWithAppSecret(sub!, { name, role, sk, sid: sessionOf(b.laptop) })
    expect((await t.request('/v1/api/categoria', { headers: { authorization: `Bearer ${token}` } })).status).toBe(401)
  })
})
