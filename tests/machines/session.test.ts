// Session machine: the token check, login, logout, revalidation
// and expiry with fake actors through .provide({ actors }); the real actors over a mocked src/api/auth.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { sessionMachine } from '@machines/account/session.machine'
import type { SessionEmitted } from '@machines/account/session.machine'
import { NoSessionError, sessionActors } from '@machines/account/session.actors'
import type { SessionIdentity } from '@machines/account/session.actors'
import { ApiError, networkError } from '@/api/errors'
import { emitRoleChanged, emitSessionExpired } from '@/api/session-events'
import { resetTokenClock } from '@/api/token-timing'
import { storage } from '@/lib/storage'
import { heldActor } from '../model/held-actors'

// Faked for the real actors' own tests (their API calls) only; the machine's tests provide actors.
vi.mock('@/api/auth', () => ({
  validateToken: vi.fn(),
  refresh: vi.fn(),
  renew: vi.fn(),
  signOut: vi.fn(() => Promise.resolve()),
}))
const auth = await import('@/api/auth')
// The service worker's kept API answers (src/lib/offline.ts): counted here, deleted for real in tests/e2e/pwa.e2e.ts.
vi.mock('@/lib/offline', () => ({ clearOfflineAnswers: vi.fn(() => Promise.resolve()), registerServiceWorker: vi.fn() }))
const offline = await import('@/lib/offline')

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

// Every actor a test starts is stopped after it: a signed-in one left running would answer the next tests' window
// events (focus, online) with its own token renewal.
const started: Array<{ stop(): void }> = []
afterEach(() => {
  for (const actor of started.splice(0)) actor.stop()
})
const track = <A extends { stop(): void }>(actor: A): A => {
  started.push(actor)
  return actor
}

function start() {
  const checkToken = heldActor<SessionIdentity>()
  const revoked: Array<{ token: string | null }> = []
  const machine = sessionMachine.provide({
    actors: {
      checkToken: checkToken.logic,
      revokeRefreshToken: fromPromise<void, { token: string | null }>(async ({ input }) => void revoked.push(input)),
    },
  })
  const actor = track(createActor(machine, { input: {} }))
  const redirects: Array<SessionEmitted['to']> = []
  /** Every navigation as emitted (with `expired` when the session ended by itself). */
  const navigations: SessionEmitted[] = []
  actor.on('session.navigate', (event) => {
    redirects.push(event.to)
    navigations.push(event)
  })
  actor.start()
  const answer = async (identity: SessionIdentity | null) => {
    const run = checkToken.runs.at(-1)!
    if (identity) run.resolve(identity)
    else run.reject(new NoSessionError())
    await settled()
  }
  return { actor, checks: checkToken.runs, revoked, redirects, navigations, answer }
}

const login = { type: 'session.login', accessToken: 'a1', refreshToken: 'r1', role: 'Admin', username: 'ana' } as const

describe('session machine', () => {
  afterEach(() => vi.clearAllMocks())

  it('greets with the stored username while the app-start check runs', async () => {
    const checkToken = heldActor<SessionIdentity>()
    const actor = track(createActor(sessionMachine.provide({ actors: { checkToken: checkToken.logic } }), { input: { username: 'ana' } })).start()
    expect(actor.getSnapshot().value).toBe('validating')
    expect(actor.getSnapshot().context.username).toBe('ana')
    checkToken.runs[0]!.reject(new NoSessionError())
    await settled()
    expect(actor.getSnapshot().context.username).toBeNull()
  })

  it('starts by checking the stored token', () => {
    const { actor, checks } = start()
    expect(actor.getSnapshot().value).toBe('validating')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(checks).toHaveLength(1)
  })

  it('a valid token authenticates with the stored role', async () => {
    const { actor, answer } = start()
    await answer({ username: 'ana', role: 'User' })
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toEqual({ authenticated: 'active' })
    expect(snapshot.context).toMatchObject({ username: 'ana', role: 'User' })
  })

  it('an invalid token clears the session keys but keeps the preferences', async () => {
    storage.saveSession({ accessToken: 'a', refreshToken: 'r', role: 'User', username: 'ana' })
    storage.set('theme', 'dark')
    const { actor, answer, redirects } = start()
    await answer(null)
    expect(actor.getSnapshot().value).toBe('anonymous')
    expect(storage.get('accessToken')).toBeNull()
    expect(storage.get('nomeUsuario')).toBeNull()
    expect(storage.get('theme')).toBe('dark')
    // At app start the page stays: its own guard decides.
    expect(redirects).toEqual([])
  })

  it('login stores tokens, role and username', async () => {
    const { actor, answer } = start()
    await answer(null)
    actor.send(login)
    expect(actor.getSnapshot().matches('authenticated')).toBe(true)
    expect(actor.getSnapshot().context.role).toBe('Admin')
    expect([storage.get('accessToken'), storage.get('refreshToken'), storage.get('userRole'), storage.get('nomeUsuario')]).toEqual(['a1', 'r1', 'Admin', 'ana'])
  })

  it('logout revokes the refresh token, clears the session from storage and goes home; language and theme stay', async () => {
    const { actor, answer, revoked, redirects } = start()
    await answer(null)
    actor.send(login)
    storage.set('language', 'pt-BR')
    storage.set('theme', 'dark')
    actor.send({ type: 'session.logout' })
    // Logout clears the session's keys; the preferences survive it.
    expect(Object.keys(localStorage).sort()).toEqual(['language', 'theme'])
    expect([storage.get('language'), storage.get('theme')]).toEqual(['pt-BR', 'dark'])
    expect(document.cookie).toContain('language=pt-BR')
    expect(actor.getSnapshot().value).toBe('anonymous')
    expect(actor.getSnapshot().context.username).toBeNull()
    await settled()
    expect(revoked).toEqual([{ token: 'r1' }])
    expect(redirects).toEqual(['/'])
  })

  it('each guarded page revalidates in the background; an invalid answer ends the session and redirects to /login', async () => {
    const { actor, answer, checks, redirects } = start()
    // The app-start check stands for the page the app opens on.
    actor.send({ type: 'session.revalidate' })
    expect(checks).toHaveLength(1)
    await answer({ username: 'ana', role: 'User' })
    actor.send({ type: 'session.revalidate' })
    const checking = actor.getSnapshot()
    expect(checking.value).toEqual({ authenticated: 'revalidating' })
    // Still signed in, and not busy: the page stays while its check runs.
    expect(checking.matches('authenticated')).toBe(true)
    expect(checking.hasTag('busy')).toBe(false)
    expect(checks).toHaveLength(2)
    // Another page while the check runs: the same check answers for it.
    actor.send({ type: 'session.revalidate' })
    expect(checks).toHaveLength(2)
    await answer({ username: 'ana', role: 'User' })
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'active' })
    expect(redirects).toEqual([])
    actor.send({ type: 'session.revalidate' })
    await answer(null)
    expect(actor.getSnapshot().value).toBe('anonymous')
    expect(storage.get('accessToken')).toBeNull()
    expect(redirects).toEqual(['/login'])
  })

  it("the client's session-expired signal ends an authenticated session only", async () => {
    const { actor, answer, redirects } = start()
    emitSessionExpired()
    expect(actor.getSnapshot().value).toBe('validating')
    await answer({ username: 'ana', role: 'User' })
    expect(actor.getSnapshot().children.watchExpiry).toBeDefined()
    storage.saveSession({ accessToken: 'a', refreshToken: 'r' })
    emitSessionExpired()
    expect(actor.getSnapshot().value).toBe('anonymous')
    expect(redirects).toEqual(['/login'])
    expect(storage.get('accessToken')).toBeNull()
    // Unsubscribed on leaving 'authenticated': a second signal changes nothing.
    emitSessionExpired()
    expect(redirects).toEqual(['/login'])
  })

  it('an expiry and a refused background check say the session expired; a logout does not', async () => {
    const expiry = start()
    await expiry.answer({ username: 'ana', role: 'User' })
    emitSessionExpired()
    expect(expiry.navigations).toEqual([{ type: 'session.navigate', to: '/login', expired: true }])
    expiry.actor.stop()

    const refused = start()
    await refused.answer({ username: 'ana', role: 'User' })
    refused.actor.send({ type: 'session.revalidate' })
    await refused.answer(null)
    expect(refused.navigations).toEqual([{ type: 'session.navigate', to: '/login', expired: true }])

    const logout = start()
    await logout.answer({ username: 'ana', role: 'User' })
    logout.actor.send({ type: 'session.logout' })
    expect(logout.navigations).toEqual([{ type: 'session.navigate', to: '/' }])
  })
})

describe('session machine: the offline copies of API answers', () => {
  afterEach(() => vi.clearAllMocks())

  it('are deleted when a user signs in, signs out, expires or is refused, never while a session goes on', async () => {
    const { actor, answer } = start()
    await answer({ username: 'ana', role: 'User' })
    actor.send({ type: 'session.revalidate' })
    await answer({ username: 'ana', role: 'User' })
    expect(offline.clearOfflineAnswers).not.toHaveBeenCalled()
    actor.send({ type: 'session.logout' })
    expect(offline.clearOfflineAnswers).toHaveBeenCalledTimes(1)
    actor.send(login)
    expect(offline.clearOfflineAnswers).toHaveBeenCalledTimes(2)
    // Another user signing in over a live session replaces it: the first user's copies go too.
    actor.send({ ...login, username: 'bia' })
    expect(offline.clearOfflineAnswers).toHaveBeenCalledTimes(3)
    emitSessionExpired()
    expect(offline.clearOfflineAnswers).toHaveBeenCalledTimes(4)
    actor.send(login)
    actor.send({ type: 'session.revalidate' })
    await answer(null)
    expect(offline.clearOfflineAnswers).toHaveBeenCalledTimes(6)
  })

  it('are deleted when the app-start check refuses the stored token', async () => {
    const { answer } = start()
    await answer(null)
    expect(offline.clearOfflineAnswers).toHaveBeenCalledTimes(1)
  })
})

describe('session actors: checkToken', () => {
  async function check() {
    const actor = track(createActor(sessionMachine, { input: {} })).start()
    await vi.waitFor(() => expect(actor.getSnapshot().value).not.toBe('validating'))
    return actor.getSnapshot()
  }

  it('without a token is refused without calling the API', async () => {
    expect((await check()).value).toBe('anonymous')
    expect(auth.validateToken).not.toHaveBeenCalled()
  })

  it('with a valid token answers with the stored user and role', async () => {
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

  it('a check that gets no answer (offline) keeps the stored session, full name included; a server error does not', async () => {
    vi.mocked(auth.refresh).mockClear()
    storage.saveSession({ accessToken: 'a', refreshToken: 'r', role: 'User', username: 'maria.s', fullName: 'Maria da Silva' })
    vi.mocked(auth.validateToken).mockRejectedValue(networkError(new TypeError('Failed to fetch')))
    const snapshot = await check()
    expect(snapshot.matches('authenticated')).toBe(true)
    expect(snapshot.context).toMatchObject({ username: 'maria.s', role: 'User', fullName: 'Maria da Silva' })
    expect(auth.refresh).not.toHaveBeenCalled()
    expect(storage.get('accessToken')).toBe('a')

    vi.mocked(auth.validateToken).mockRejectedValue(new ApiError({ status: 500, code: 'internal_error', message: 'x' }))
    expect((await check()).value).toBe('anonymous')
    expect(storage.get('accessToken')).toBeNull()
  })

  it('logout signs the stored refresh token out on the server', async () => {
    storage.saveSession({ accessToken: 'a', refreshToken: 'r9', role: 'User', username: 'ana' })
    vi.mocked(auth.validateToken).mockResolvedValue(true)
    const actor = track(createActor(sessionMachine, { input: {} })).start()
    await vi.waitFor(() => expect(actor.getSnapshot().matches('authenticated')).toBe(true))
    actor.send({ type: 'session.logout' })
    await vi.waitFor(() => expect(auth.signOut).toHaveBeenCalledWith('r9'))
  })
})

/** An access token the browser can read: issued `age` seconds ago, living `lifetime` seconds (the signature is not checked). */
function jwt(lifetime: number, age = 0): string {
  const now = Math.floor(Date.now() / 1000)
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '')
  return `${part({ alg: 'HS256' })}.${part({ sub: '1', iat: now - age, exp: now - age + lifetime })}.signature`
}

describe('session machine: the access token renewed ahead of its expiry', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.clearAllMocks()
    resetTokenClock()
  })

  /** Signed in with a 100-second token; each renewal stores a new one, unless `answer` says otherwise. */
  async function signedIn(answer: () => Promise<'renewed' | 'notDue' | 'unreachable'> = async () => 'renewed') {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const renewals: number[] = []
    const machine = sessionMachine.provide({
      actors: {
        checkToken: fromPromise<SessionIdentity>(async () => ({ username: 'ana', role: 'User' })),
        renewToken: fromPromise(async () => {
          renewals.push(Date.now())
          const outcome = await answer()
          if (outcome === 'renewed') storage.set('accessToken', jwt(100))
          return outcome
        }),
      },
    })
    storage.saveSession({ accessToken: jwt(100), refreshToken: 'r', role: 'User', username: 'ana' })
    const actor = track(createActor(machine, { input: {} }))
    const navigations: SessionEmitted[] = []
    actor.on('session.navigate', (event) => navigations.push(event))
    actor.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'active' })
    return { actor, renewals, navigations }
  }

  it('at 80 % of its lifetime, then at 80 % of each new token’s', async () => {
    const { actor, renewals } = await signedIn()
    await vi.advanceTimersByTimeAsync(79_000)
    expect(renewals).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(renewals).toHaveLength(1)
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'active' })
    await vi.advanceTimersByTimeAsync(79_000)
    expect(renewals).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(renewals).toHaveLength(2)
    actor.stop()
  })

  it('a tab that wakes past the renewal time (timers slept) renews at once; one that wakes before does nothing', async () => {
    const { actor, renewals } = await signedIn()
    window.dispatchEvent(new Event('focus'))
    document.dispatchEvent(new Event('visibilitychange'))
    await vi.advanceTimersByTimeAsync(0)
    expect(renewals).toHaveLength(0)
    // The laptop slept through the timer: the token is now past 80 % of its life (and past its end).
    storage.set('accessToken', jwt(100, 150))
    window.dispatchEvent(new Event('focus'))
    await vi.advanceTimersByTimeAsync(0)
    expect(renewals).toHaveLength(1)
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'active' })
    actor.stop()
  })

  it('a refused refresh token ends the session, and the login says it expired', async () => {
    const { actor, navigations } = await signedIn(() => Promise.reject(new NoSessionError()))
    await vi.advanceTimersByTimeAsync(80_000)
    expect(actor.getSnapshot().value).toBe('anonymous')
    expect(storage.get('accessToken')).toBeNull()
    expect(navigations).toEqual([{ type: 'session.navigate', to: '/login', expired: true }])
  })

  it('with no answer (offline) it keeps the session and tries again 30 s later, or when the network is back', async () => {
    let online = false
    const { actor, renewals, navigations } = await signedIn(async () => {
      if (!online) return 'unreachable'
      storage.set('accessToken', jwt(100))
      return 'renewed'
    })
    await vi.advanceTimersByTimeAsync(80_000)
    expect(renewals).toHaveLength(1)
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'renewalDeferred' })
    await vi.advanceTimersByTimeAsync(30_000)
    expect(renewals).toHaveLength(2)
    online = true
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(renewals).toHaveLength(3)
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'active' })
    expect(navigations).toEqual([])
    actor.stop()
  })

  it("takes the role the API client reports, only while signed in", async () => {
    const { actor } = await signedIn()
    emitRoleChanged('Admin')
    expect(actor.getSnapshot().context.role).toBe('Admin')
    emitRoleChanged('User')
    expect(actor.getSnapshot().context.role).toBe('User')
    actor.send({ type: 'session.logout' })
    emitRoleChanged('Admin')
    expect(actor.getSnapshot().context.role).toBeNull()
  })
})

describe('session actors: renewToken', () => {
  afterEach(() => vi.clearAllMocks())

  async function renewal(): Promise<{ output?: unknown; error?: unknown }> {
    const actor = createActor(sessionActors.renewToken).start()
    return new Promise((resolve) => {
      actor.subscribe({ complete: () => resolve({ output: actor.getSnapshot().output }), error: (error) => resolve({ error }) })
    })
  }

  it('does not refresh a token that another tab or call renewed meanwhile', async () => {
    storage.saveSession({ accessToken: jwt(100), refreshToken: 'r' })
    expect(await renewal()).toEqual({ output: 'notDue' })
    expect(auth.renew).not.toHaveBeenCalled()
  })

  it('refreshes a due token; a refusal is an error, no answer is "unreachable"', async () => {
    storage.saveSession({ accessToken: jwt(100, 85), refreshToken: 'r' })
    vi.mocked(auth.renew).mockResolvedValueOnce('renewed').mockResolvedValueOnce('unreachable').mockResolvedValueOnce('refused')
    expect(await renewal()).toEqual({ output: 'renewed' })
    expect(await renewal()).toEqual({ output: 'unreachable' })
    expect((await renewal()).error).toBeInstanceOf(NoSessionError)
    expect(auth.renew).toHaveBeenCalledTimes(3)
  })
})
