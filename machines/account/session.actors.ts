// The session machine's actors (tokens and their refresh: docs/product-rules.md#accounts-and-roles): the stored
// token's check, its renewal ahead of expiry, the refresh token's revocation on logout, the API client's "session
// expired" and "role changed" signals, and the tab waking up. Tests provide fakes.
import { fromCallback, fromPromise } from 'xstate'
import type { Role } from '@contract/auth'
import { onRoleChanged, onSessionExpired } from '@/api/session-events'
import { isRenewalDue } from '@/api/token-timing'
import { storage } from '@/lib/storage'

// The API client (ofetch + zod) loads only when a token exists, so anonymous visits of public pages skip it.
const authApi = () => import('@/api/auth')

/** Who a checked token belongs to (from storage: the server's answer only says yes or no). */
export interface SessionIdentity {
  username: string | null
  role: Role | null
  /** The full name the header greets by (its first word); null when the stored session predates it. */
  fullName?: string | null
  /** A visitor's demo account: when it expires; null for every other account. */
  demoExpiresAt?: string | null
}

/** A present access token that the server accepts; an expired one gets one refresh. */
export async function checkStoredSession(): Promise<boolean> {
  if (!storage.get('accessToken')) return false
  const { refresh, validateToken } = await authApi()
  if (await validateToken()) return true
  if (!(await refresh())) return false
  return validateToken()
}

/** A call that got no answer from the server (the API client's 'network' failure). */
const isNoAnswer = (error: unknown) => error instanceof Error && (error as Error & { code?: unknown }).code === 'network'

export class NoSessionError extends Error {
  constructor() {
    super('no valid session')
  }
}

export const sessionActors = {
  /**
   * Resolves with the stored user when the token holds; rejects when there is none, it is refused or the check
   * fails. A check that gets no answer at all (offline) keeps the stored session: the pages show what the service
   * worker kept, and the server judges the token at the first call that reaches it.
   */
  checkToken: fromPromise<SessionIdentity>(async () => {
    const valid = await checkStoredSession().catch((error: unknown) => {
      if (isNoAnswer(error) && storage.get('accessToken')) return true
      throw error
    })
    if (!valid) throw new NoSessionError()
    return { username: storage.get('nomeUsuario'), role: storage.get('userRole'), fullName: storage.get('nomeCompleto'), demoExpiresAt: storage.get('demoExpiraEm') }
  }),
  /** Best effort: the local session ends whatever the server answers. */
  revokeRefreshToken: fromPromise<void, { token: string | null }>(async ({ input: { token } }) => {
    if (!token) return
    await authApi()
      .then(({ signOut }) => signOut(token))
      .catch(() => undefined)
  }),
  /** The API client's signal that a refresh failed. */
  watchExpiry: fromCallback(({ sendBack }) => onSessionExpired(() => sendBack({ type: 'session.expired' }))),
  /**
   * Renews the access token when it is (still) due: another tab, or a call of this one, may have renewed it since the
   * timer was set. Resolves 'renewed', 'notDue' or 'unreachable' (no answer: offline); rejects when the server refuses
   * the refresh token (the session has ended).
   */
  renewToken: fromPromise<'renewed' | 'notDue' | 'unreachable'>(async () => {
    if (!isRenewalDue(storage.get('accessToken'))) return 'notDue'
    const outcome = await authApi().then(({ renew }) => renew())
    if (outcome === 'refused') throw new NoSessionError()
    return outcome
  }),
  /** The API client's signal that a renewed session carries another role. */
  watchRole: fromCallback(({ sendBack }) => onRoleChanged((role) => sendBack({ type: 'session.roleChanged', role }))),
  /** The tab shown again, focused or back online: timers may have slept meanwhile (a laptop's lid, a hidden tab). */
  watchWake: fromCallback(({ sendBack }) => {
    if (typeof window === 'undefined') return undefined
    const wake = () => sendBack({ type: 'session.wake' })
    const onVisibility = () => {
      if (document.visibilityState === 'visible') wake()
    }
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('focus', wake)
    window.addEventListener('online', wake)
    return () => {
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('focus', wake)
      window.removeEventListener('online', wake)
    }
  }),
}
