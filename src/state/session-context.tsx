// The session actor shared by the whole app (createActorContext) and its narrow selectors.
// The machine emits where to go (session.navigate); the router, inside which this provider sits, moves.
import { useEffect, useRef } from 'react'
import type { ReactNode } from 'react'
import { createActorContext } from '@xstate/react'
import { useLocation, useSearch } from 'wouter'
import { sessionMachine } from '@machines/account/session.machine'
import type { SessionMachine } from '@machines/account/session.machine'
import { expiredLoginPathFor, loginPathFor } from '@/lib/return-path'
import { storage } from '@/lib/storage'
import { actorOptions } from './inspector'

export const SessionContext = createActorContext(sessionMachine)

/** What the browser had stored when the app started: whether a token, and the username shown meanwhile. */
export interface StoredSession {
  tokenStored: boolean
  username: string | null
  /** The stored full name (the greeting's first name); absent in sessions stored before it was kept. */
  fullName?: string | null
}

/** The stored session as local storage holds it now. */
export function readStoredSession(): StoredSession {
  const tokenStored = storage.get('accessToken') !== null
  return { tokenStored, username: tokenStored ? storage.get('nomeUsuario') : null, fullName: tokenStored ? storage.get('nomeCompleto') : null }
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
  const storedFullName = start.fullName ?? null
  return (
    <SessionContext.Provider logic={logic} options={{ ...actorOptions(), input: { username: storedUsername, fullName: storedFullName, tokenStored } }}>
      <SessionNavigation />
      {children}
    </SessionContext.Provider>
  )
}

/**
 * Follows the session's redirects (after logout, expiry, a refused token). To /login it names the page the
 * session ended on, so that signing in again returns there.
 */
function SessionNavigation() {
  const session = SessionContext.useActorRef()
  const [location, navigate] = useLocation()
  const search = useSearch()
  const here = search ? `${location}?${search}` : location
  const navigateRef = useRef({ navigate, here })
  useEffect(() => {
    navigateRef.current = { navigate, here }
  }, [navigate, here])
  useEffect(() => {
    const subscription = session.on('session.navigate', (event) => {
      const { navigate: go, here: from } = navigateRef.current
      go(event.to === '/login' ? (event.expired ? expiredLoginPathFor(from) : loginPathFor(from)) : event.to)
    })
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

/** The first word of the user's full name, else the username; null when nobody is signed in or starting. */
export function useGreetingName(): string | null {
  return SessionContext.useSelector((s) => firstNameOf(s.context.fullName) ?? s.context.username)
}

/** The first word of the signed-in user's full name; null when it is not known (a session stored before it was kept). */
export function useFirstName(): string | null {
  return SessionContext.useSelector((s) => firstNameOf(s.context.fullName))
}

/** The first word of a full name ("Maria" of "Maria da Silva"), or null for none. */
export function firstNameOf(fullName: string | null | undefined): string | null {
  return fullName?.trim().split(/\s+/)[0] || null
}

/** When the signed-in visitor's demo account expires (ISO date-time); null for every other account. */
export function useDemoExpiry(): string | null {
  return SessionContext.useSelector((s) => (s.matches('authenticated') ? s.context.demoExpiresAt : null))
}

export function useRole() {
  return SessionContext.useSelector((s) => s.context.role)
}
