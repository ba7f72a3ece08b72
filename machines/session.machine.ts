// Session: validates the stored token at app start and on every guarded page, logs in, logs out, expires.
// SPEC §2 (guards), §4 Session, §6 roles; DESIGN §3 tokens/refresh, §6 (single source of truth for role).
import { assertEvent, assign, emit, setup, spawnChild } from 'xstate'
import type { Role } from '@/api/schemas/auth'
import { storage } from '@/lib/storage'
import { sessionActors } from './session.actors'
import type { SessionIdentity } from './session.actors'

export interface SessionContext {
  username: string | null
  role: Role | null
  /** The guarded path whose token check succeeded; a guarded page renders only when it matches. */
  validatedPath: string | null
  /** The guarded path waiting for a token check. */
  pendingPath: string | null
}

export type SessionEvent =
  | { type: 'session.login'; accessToken: string; refreshToken: string; role: Role; username: string }
  | { type: 'session.logout' }
  | { type: 'session.expired' }
  | { type: 'session.revalidate'; path: string }
  | { type: 'session.pageLeft' }

/** What the session tells the router (src/state/session-context.tsx): the machine decides, the router moves. */
export type SessionEmitted = { type: 'session.navigate'; to: '/' | '/login' }

export interface SessionInput {
  /** The path the app starts on: validated by the app-start check. */
  path: string
  /** The stored username, shown in the welcome line while the app-start check runs (SPEC §2 Layout). */
  username?: string | null
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
    input: {} as SessionInput,
    tags: {} as 'busy',
  },
  actors: sessionActors,
  actions: {
    storeSession: ({ event }) => {
      assertEvent(event, 'session.login')
      storage.saveSession({ accessToken: event.accessToken, refreshToken: event.refreshToken, role: event.role, username: event.username })
    },
    clearStorage: () => storage.clearSession(),
    clearAllStorage: () => storage.clearAll(),
    // Read before clearAllStorage empties the storage; the revocation outlives the transition.
    revokeRefreshToken: spawnChild('revokeRefreshToken', { input: () => ({ token: storage.get('refreshToken') }) }),
    redirectHome: emit({ type: 'session.navigate', to: '/' } as const),
    redirectToLogin: emit({ type: 'session.navigate', to: '/login' } as const),
    assignValidated: assign(({ context }, identity: SessionIdentity) => ({ ...identity, validatedPath: context.pendingPath, pendingPath: null })),
    // A fresh sign-in proves the token: the page already shown stays validated.
    assignLogin: assign(({ event }) => {
      assertEvent(event, 'session.login')
      return { username: event.username, role: event.role }
    }),
    assignPendingPath: assign(({ event }) => {
      assertEvent(event, 'session.revalidate')
      return { pendingPath: event.path, validatedPath: null }
    }),
    forgetPage: assign({ validatedPath: null }),
    forgetUser: assign({ username: null, role: null, validatedPath: null, pendingPath: null }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ username: input.username ?? null, role: null, validatedPath: null, pendingPath: input.path }),
  initial: 'validating',
  states: {
    validating: {
      tags: 'busy',
      invoke: {
        id: 'checkToken',
        src: 'checkToken',
        onDone: { target: 'authenticated', actions: { type: 'assignValidated', params: ({ event }) => event.output } },
        onError: { target: 'anonymous', actions: 'clearStorage' },
      },
      on: {
        'session.revalidate': { actions: 'assignPendingPath' },
      },
    },
    anonymous: {
      entry: 'forgetUser',
      on: {
        'session.login': { target: 'authenticated', actions: ['storeSession', 'assignLogin'] },
      },
    },
    authenticated: {
      initial: 'active',
      invoke: { id: 'watchExpiry', src: 'watchExpiry' },
      on: {
        // SPEC §2: logout clears local storage (the preferences too: the next person at this browser starts fresh);
        // a failed token check clears only the session keys, since nobody chose to leave.
        'session.logout': { target: 'anonymous', actions: ['revokeRefreshToken', 'clearAllStorage', 'redirectHome'] },
        'session.expired': { target: 'anonymous', actions: ['clearStorage', 'redirectToLogin'] },
        'session.login': { target: '.active', actions: ['storeSession', 'assignLogin'] },
        'session.pageLeft': { actions: 'forgetPage' },
      },
      states: {
        active: {
          on: {
            'session.revalidate': { target: 'revalidating', actions: 'assignPendingPath' },
          },
        },
        revalidating: {
          tags: 'busy',
          invoke: {
            id: 'checkToken',
            src: 'checkToken',
            onDone: { target: 'active', actions: { type: 'assignValidated', params: ({ event }) => event.output } },
            onError: { target: '#session.anonymous', actions: ['clearStorage', 'redirectToLogin'] },
          },
          on: {
            'session.revalidate': { actions: 'assignPendingPath' },
          },
        },
      },
    },
  },
})

export type SessionMachine = typeof sessionMachine
