// Effects of the session machine (tests/README.md pattern): token check, storage, sign-out, expiry signal.
// Navigation (redirectHome/redirectToLogin) is supplied by the app's router binding.
import { storage } from '@/lib/storage'
import { onSessionExpired } from '@/api/session-events'
import { effect, listener } from './effects'
import type { SessionContext, SessionEvent } from './session.machine'

// The API client (ofetch + zod) loads only when a token exists, so anonymous visits of public pages skip it.
const authApi = () => import('@/api/auth')

/** A present access token that the server accepts; an expired one gets one refresh (DESIGN §3). */
export async function checkStoredSession(): Promise<boolean> {
  if (!storage.get('accessToken')) return false
  const { refresh, validateToken } = await authApi()
  if (await validateToken()) return true
  if (!(await refresh())) return false
  return validateToken()
}

const expiry = listener<SessionContext, SessionEvent>('session-expiry', (send) => onSessionExpired(() => send({ type: 'session.expired' })))

export const sessionEffects = {
  validateToken: effect<SessionContext, SessionEvent, boolean, SessionEvent>(
    () => checkStoredSession(),
    (valid) => (valid ? { type: 'token.valid', username: storage.get('nomeUsuario'), role: storage.get('userRole') } : { type: 'token.invalid' }),
    () => ({ type: 'token.invalid' }),
  ),
  storeSession: ({ event }: { event: SessionEvent }) => {
    if (event.type !== 'session.login') return
    storage.saveSession({ accessToken: event.accessToken, refreshToken: event.refreshToken, role: event.role, username: event.username })
  },
  clearStorage: () => storage.clearSession(),
  clearAllStorage: () => storage.clearAll(),
  revokeRefreshToken: () => {
    const token = storage.get('refreshToken')
    // Best effort: the local session ends whatever the server answers.
    if (token)
      authApi()
        .then(({ signOut }) => signOut(token))
        .catch(() => undefined)
  },
  watchExpiry: expiry.start,
  unwatchExpiry: expiry.stop,
}
