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

export function SessionProvider({ logic, children }: { logic: SessionMachine; children: ReactNode }) {
  // Shown in the welcome line while the app-start check runs; forgotten if the check fails.
  const tokenStored = useRef(storage.get('accessToken') !== null).current
  const storedUsername = useRef(tokenStored ? storage.get('nomeUsuario') : null).current
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
