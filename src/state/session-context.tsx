// The session actor shared by the whole app (createActorContext) and its narrow selectors.
// The machine emits where to go (session.navigate); the router, inside which this provider sits, moves.
import { useEffect, useRef } from 'react'
import type { ReactNode } from 'react'
import { createActorContext } from '@xstate/react'
import { useLocation } from 'wouter'
import { sessionMachine } from '@machines/session.machine'
import type { SessionMachine } from '@machines/session.machine'
import { storage } from '@/lib/storage'
import { actorOptions } from './inspector'

export const SessionContext = createActorContext(sessionMachine)

/** What the browser had stored when the app started: whether a token, and the username shown meanwhile. */
export interface StoredSession {
  tokenStored: boolean
  username: string | null
}

/** The stored session as local storage holds it now. */
export function readStoredSession(): StoredSession {
  const tokenStored = storage.get('accessToken') !== null
  return { tokenStored, username: tokenStored ? storage.get('nomeUsuario') : null }
}

/**
 * `stored`: the session the app started with (read once by the entry point, so a token stored while a
 * prerendered page hydrates does not change the first render); read from storage when not given.
 */
export function SessionProvider({ logic, stored, children }: { logic: SessionMachine; stored?: StoredSession | undefined; children: ReactNode }) {
  // Shown in the welcome line while the app-start check runs; forgotten if the check fails.
  const start = useRef(stored ?? readStoredSession()).current
  const tokenStored = start.tokenStored
  const storedUsername = start.username
  return (
    <SessionContext.Provider logic={logic} options={{ ...actorOptions(), input: { username: storedUsername, tokenStored } }}>
      <SessionNavigation />
      {children}
    </SessionContext.Provider>
  )
}

/** Follows the session's redirects (after logout, expiry, a refused token). */
function SessionNavigation() {
  const session = SessionContext.useActorRef()
  const [, navigate] = useLocation()
  const navigateRef = useRef(navigate)
  useEffect(() => {
    navigateRef.current = navigate
  }, [navigate])
  useEffect(() => {
    const subscription = session.on('session.navigate', (event) => navigateRef.current(event.to))
    return () => subscription.unsubscribe()
  }, [session])
  return null
}

export const useSessionRef = SessionContext.useActorRef

export function useIsLoggedIn(): boolean {
  return SessionContext.useSelector((s) => s.matches('authenticated'))
}

export function useIsStarting(): boolean {
  return SessionContext.useSelector((s) => s.matches('validating'))
}

export function useUsername(): string | null {
  return SessionContext.useSelector((s) => s.context.username)
}

export function useRole() {
  return SessionContext.useSelector((s) => s.context.role)
}
