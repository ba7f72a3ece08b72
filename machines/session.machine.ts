// Session: validates the stored token at app start and on every guarded page, logs in, logs out, expires.
// SPEC §2 (guards), §4 Session, §6 roles; DESIGN §3 tokens/refresh, §6 (single source of truth for role).
import { assign, setup } from 'xstate'
import type { Role } from '@/api/schemas/auth'

export interface SessionContext {
  username: string | null
  role: Role | null
  /** The guarded path whose token check succeeded; a guarded page renders only when it matches. */
  validatedPath: string | null
  /** The guarded path waiting for a token check. */
  pendingPath: string | null
}

export type SessionEvent =
  | { type: 'token.valid'; username: string | null; role: Role | null }
  | { type: 'token.invalid' }
  | { type: 'session.login'; accessToken: string; refreshToken: string; role: Role; username: string }
  | { type: 'session.logout' }
  | { type: 'session.expired' }
  | { type: 'session.revalidate'; path: string }
  | { type: 'session.pageLeft' }

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
    input: {} as SessionInput,
    tags: {} as 'busy',
  },
  actions: {
    // Effects: implemented in session.actors.ts (app) or by fakes (tests).
    validateToken: () => {},
    storeSession: () => {},
    clearStorage: () => {},
    clearAllStorage: () => {},
    revokeRefreshToken: () => {},
    watchExpiry: () => {},
    unwatchExpiry: () => {},
    redirectHome: () => {},
    redirectToLogin: () => {},
    assignValidated: assign(({ context, event }) =>
      event.type === 'token.valid'
        ? { username: event.username, role: event.role, validatedPath: context.pendingPath, pendingPath: null }
        : {},
    ),
    // A fresh sign-in proves the token: the page already shown stays validated.
    assignLogin: assign(({ event }) => (event.type === 'session.login' ? { username: event.username, role: event.role } : {})),
    assignPendingPath: assign(({ event }) => (event.type === 'session.revalidate' ? { pendingPath: event.path, validatedPath: null } : {})),
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
      entry: 'validateToken',
      on: {
        'token.valid': { target: 'authenticated', actions: 'assignValidated' },
        'token.invalid': { target: 'anonymous', actions: 'clearStorage' },
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
      entry: 'watchExpiry',
      exit: 'unwatchExpiry',
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
          entry: 'validateToken',
          on: {
            'token.valid': { target: 'active', actions: 'assignValidated' },
            'token.invalid': { target: '#session.anonymous', actions: ['clearStorage', 'redirectToLogin'] },
            'session.revalidate': { actions: 'assignPendingPath' },
          },
        },
      },
    },
  },
})

export type SessionMachine = typeof sessionMachine
