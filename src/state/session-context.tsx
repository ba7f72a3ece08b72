// The session actor shared by the whole app (createActorContext) and its narrow selectors.
// Navigation effects are supplied here, inside the router, so the machine decides and the router moves.
import { useEffect, useMemo, useRef } from 'react'
import type { ReactNode } from 'react'
import { createActorContext } from '@xstate/react'
import { useLocation } from 'wouter'
import { sessionMachine } from '@machines/session.machine'
import type { SessionMachine } from '@machines/session.machine'
import { storage } from '@/lib/storage'
import { actorOptions } from './inspector'

export const SessionContext = createActorContext(sessionMachine)

export function SessionProvider({ logic, children }: { logic: SessionMachine; children: ReactNode }) {
  const [location, navigate] = useLocation()
  const navigateRef = useRef(navigate)
  useEffect(() => {
    navigateRef.current = navigate
  }, [navigate])
  const startPath = useRef(location).current
  // Shown in the welcome line while the app-start check runs; forgotten if the check fails.
  const storedUsername = useRef(storage.get('accessToken') ? storage.get('nomeUsuario') : null).current
  const machine = useMemo(
    () =>
      logic.provide({
        actions: {
          redirectHome: () => navigateRef.current('/'),
          redirectToLogin: () => navigateRef.current('/login'),
        },
      }),
    [logic],
  )
  return (
    <SessionContext.Provider logic={machine} options={{ ...actorOptions(), input: { path: startPath, username: storedUsername } }}>
      {children}
    </SessionContext.Provider>
  )
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
