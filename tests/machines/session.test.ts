import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { sessionMachine } from '@machines/session.machine'
import { sessionEffects } from '@machines/session.actors'
import { emitSessionExpired } from '@/api/session-events'
import { storage } from '@/lib/storage'

vi.mock('@/api/auth', () => ({
  validateToken: vi.fn(),
  refresh: vi.fn(),
  signOut: vi.fn(() => Promise.resolve()),
}))
const auth = await import('@/api/auth')

function start(overrides: Record<string, () => void> = {}) {
  const calls: string[] = []
  const spy = (name: string) => () => void calls.push(name)
  const machine = sessionMachine.provide({
    actions: {
      validateToken: spy('validateToken'),
      revokeRefreshToken: spy('revokeRefreshToken'),
      redirectHome: spy('redirectHome'),
      redirectToLogin: spy('redirectToLogin'),
      storeSession: sessionEffects.storeSession,
      clearStorage: sessionEffects.clearStorage,
      clearAllStorage: sessionEffects.clearAllStorage,
      watchExpiry: sessionEffects.watchExpiry,
      unwatchExpiry: sessionEffects.unwatchExpiry,
      ...overrides,
    },
  })
  const actor = createActor(machine, { input: { path: '/livros' } }).start()
  return { actor, calls }
}

const login = { type: 'session.login', accessToken: 'a1', refreshToken: 'r1', role: 'Admin', username: 'ana' } as const

describe('session machine', () => {
  afterEach(() => vi.clearAllMocks())

  it('greets with the stored username while the app-start check runs', () => {
    const actor = createActor(sessionMachine, { input: { path: '/', username: 'ana' } }).start()
    expect(actor.getSnapshot().value).toBe('validating')
    expect(actor.getSnapshot().context.username).toBe('ana')
    actor.send({ type: 'token.invalid' })
    expect(actor.getSnapshot().context.username).toBeNull()
  })

  it('starts by validating the stored token', () => {
    const { actor, calls } = start()
    expect(actor.getSnapshot().value).toBe('validating')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(calls).toEqual(['validateToken'])
  })

  it('a valid token authenticates with the stored role and validates the start page', () => {
    const { actor } = start()
    actor.send({ type: 'token.valid', username: 'ana', role: 'User' })
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toEqual({ authenticated: 'active' })
    expect(snapshot.context).toMatchObject({ username: 'ana', role: 'User', validatedPath: '/livros' })
  })

  it('an invalid token clears the session keys but keeps the preferences', () => {
    storage.saveSession({ accessToken: 'a', refreshToken: 'r', role: 'User', username: 'ana' })
    storage.set('theme', 'dark')
    const { actor } = start()
    actor.send({ type: 'token.invalid' })
    expect(actor.getSnapshot().value).toBe('anonymous')
    expect(storage.get('accessToken')).toBeNull()
    expect(storage.get('nomeUsuario')).toBeNull()
    expect(storage.get('theme')).toBe('dark')
  })

  it('login stores tokens, role and username', () => {
    const { actor } = start()
    actor.send({ type: 'token.invalid' })
    actor.send(login)
    expect(actor.getSnapshot().matches('authenticated')).toBe(true)
    expect(actor.getSnapshot().context.role).toBe('Admin')
    expect([storage.get('accessToken'), storage.get('refreshToken'), storage.get('userRole'), storage.get('nomeUsuario')]).toEqual(['a1', 'r1', 'Admin', 'ana'])
  })

  it('logout revokes the refresh token, clears storage and goes home', () => {
    const { actor, calls } = start()
    actor.send({ type: 'token.invalid' })
    actor.send(login)
    storage.set('language', 'en')
    storage.set('theme', 'dark')
    actor.send({ type: 'session.logout' })
    // SPEC §2: logout clears local storage, the preferences included.
    expect(Object.keys(localStorage)).toEqual([])
    expect(actor.getSnapshot().value).toBe('anonymous')
    expect(actor.getSnapshot().context.username).toBeNull()
    expect(calls.slice(-2)).toEqual(['revokeRefreshToken', 'redirectHome'])
    expect(storage.get('accessToken')).toBeNull()
  })

  it('each guarded page revalidates; an invalid answer ends the session and redirects to /login', () => {
    const { actor, calls } = start()
    actor.send({ type: 'token.valid', username: 'ana', role: 'User' })
    actor.send({ type: 'session.pageLeft' })
    expect(actor.getSnapshot().context.validatedPath).toBeNull()
    actor.send({ type: 'session.revalidate', path: '/financas' })
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'revalidating' })
    expect(calls.filter((c) => c === 'validateToken')).toHaveLength(2)
    actor.send({ type: 'token.valid', username: 'ana', role: 'User' })
    expect(actor.getSnapshot().context.validatedPath).toBe('/financas')
    actor.send({ type: 'session.revalidate', path: '/livros' })
    actor.send({ type: 'token.invalid' })
    expect(actor.getSnapshot().value).toBe('anonymous')
    expect(calls.at(-1)).toBe('redirectToLogin')
  })

  it("the client's session-expired signal ends an authenticated session only", () => {
    const { actor, calls } = start()
    emitSessionExpired()
    expect(actor.getSnapshot().value).toBe('validating')
    actor.send({ type: 'token.valid', username: 'ana', role: 'User' })
    storage.saveSession({ accessToken: 'a', refreshToken: 'r' })
    emitSessionExpired()
    expect(actor.getSnapshot().value).toBe('anonymous')
    expect(calls.at(-1)).toBe('redirectToLogin')
    expect(storage.get('accessToken')).toBeNull()
    // Unsubscribed on leaving 'authenticated': a second signal changes nothing.
    emitSessionExpired()
    expect(calls.filter((c) => c === 'redirectToLogin')).toHaveLength(1)
  })
})

describe('session effects: validateToken', () => {
  async function check() {
    const actor = createActor(sessionMachine.provide({ actions: { validateToken: sessionEffects.validateToken } }), { input: { path: '/' } }).start()
    await vi.waitFor(() => expect(actor.getSnapshot().value).not.toBe('validating'))
    return actor.getSnapshot()
  }

  it('without a token answers token.invalid without calling the API', async () => {
    expect((await check()).value).toBe('anonymous')
    expect(auth.validateToken).not.toHaveBeenCalled()
  })

  it('with a valid token answers token.valid with the stored user and role', async () => {
    storage.saveSession({ accessToken: 'a', refreshToken: 'r', role: 'Admin', username: 'ana' })
    vi.mocked(auth.validateToken).mockResolvedValue(true)
    const snapshot = await check()
    expect(snapshot.matches('authenticated')).toBe(true)
    expect(snapshot.context).toMatchObject({ username: 'ana', role: 'Admin' })
  })

  it('refreshes once when the server says the token is no longer valid', async () => {
    storage.saveSession({ accessToken: 'old', refreshToken: 'r', role: 'User', username: 'ana' })
    vi.mocked(auth.validateToken).mockResolvedValueOnce(false).mockResolvedValueOnce(true)
    vi.mocked(auth.refresh).mockResolvedValue(true)
    expect((await check()).matches('authenticated')).toBe(true)
    expect(auth.refresh).toHaveBeenCalledTimes(1)
  })

  it('is invalid when the refresh fails or the call throws', async () => {
    storage.saveSession({ accessToken: 'old', refreshToken: 'r' })
    vi.mocked(auth.validateToken).mockResolvedValue(false)
    vi.mocked(auth.refresh).mockResolvedValue(false)
    expect((await check()).value).toBe('anonymous')
    storage.saveSession({ accessToken: 'old', refreshToken: 'r' })
    vi.mocked(auth.validateToken).mockRejectedValue(new Error('offline'))
    expect((await check()).value).toBe('anonymous')
  })
})
