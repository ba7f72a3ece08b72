// Session: validates the stored token at app start (none stored: anonymous at once) and on every guarded page, logs in, logs out, expires.
// Only the app-start check holds a guarded page (a spinner; public pages show at once); a guarded page opened later
// shows at once while its check runs in the background, and a refused token then ends the session and goes to /login.
// Signed in, it renews the access token at 80 % of its lifetime (and when the tab wakes past that), so no call sends an
// expired one, and takes the role the API client reports when the server names another (npm run user:role).
// The session is the one source of the token and the role: docs/product-rules.md#accounts-and-roles.
import { assertEvent, assign, emit, setup, spawnChild } from 'xstate'
import { isRenewalDue, msUntilRenewal, noteTokenReceived } from '@/api/token-timing'
import type { Role } from '@contract/auth'
import { clearOfflineAnswers } from '@/lib/offline'
import { storage } from '@/lib/storage'
import { sessionActors } from './session.actors'
import type { SessionIdentity } from './session.actors'

export interface SessionContext {
  username: string | null
  /** The user's full name, when known: the header greets by its first word. */
  fullName: string | null
  role: Role | null
  /** When the signed-in visitor's demo account expires (ISO date-time); null for every other account. */
  demoExpiresAt: string | null
  /** Whether a token was stored when the app started: without one there is nothing to check. */
  tokenStored: boolean
}

export type SessionEvent =
  | {
      type: 'session.login'
      accessToken: string
      refreshToken: string
      role: Role
      username: string
      fullName?: string | undefined
      /** A visitor's demo account: when it expires (docs/product-rules.md#the-visitors-demo). */
      demoExpiresAt?: string | undefined
    }
  | { type: 'session.logout' }
  | { type: 'session.expired' }
  /** A guarded page was opened: its token check runs in the background (one already running covers it). */
  | { type: 'session.revalidate' }
  /** The tab became visible, got the focus or came back online: a token due for renewal meanwhile is renewed now. */
  | { type: 'session.wake' }
  /** The API client renewed the session and the server named another role (a change made while the page was open). */
  | { type: 'session.roleChanged'; role: Role }

/** What the session tells the router (src/state/session-context.tsx): the machine decides, the router moves. */
export type SessionEmitted = { type: 'session.navigate'; to: '/' | '/login'; /** The session ended by itself: the login page says so. */ expired?: true }

export interface SessionInput {
  /** The stored username, shown in the welcome line while the app-start check runs (the layout's header). */
  username?: string | null
  /** The stored full name, for the same greeting. */
  fullName?: string | null
  /**
   * Whether a token is stored (default true). Without one the app starts anonymous with no check, so a
   * prerendered public page is what the first render shows.
   */
  tokenStored?: boolean
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
      // A sign-in replaces the whole session: another user's full name must not stay behind.
      storage.clearSession()
      storage.saveSession({
        accessToken: event.accessToken,
        refreshToken: event.refreshToken,
        role: event.role,
        username: event.username,
        fullName: event.fullName,
        demoExpiresAt: event.demoExpiresAt,
      })
    },
    clearStorage: () => storage.clearSession(),
    // The sign-in's token has just come from the server: its issue time gives this browser's clock offset.
    noteTokenReceived: ({ event }) => {
      assertEvent(event, 'session.login')
      noteTokenReceived(event.accessToken)
    },
    assignRole: assign(({ event }) => {
      assertEvent(event, 'session.roleChanged')
      return { role: event.role }
    }),
    // The API answers the service worker kept for offline reading belong to the user who leaves (or is replaced):
    // deleted whenever the session ends or a sign-in starts one, so nobody reads another's cached data.
    forgetOfflineAnswers: () => void clearOfflineAnswers().catch(() => undefined),
    // Read before clearStorage removes it; the revocation outlives the transition.
    revokeRefreshToken: spawnChild('revokeRefreshToken', { input: () => ({ token: storage.get('refreshToken') }) }),
    redirectHome: emit({ type: 'session.navigate', to: '/' } as const),
    redirectToLogin: emit({ type: 'session.navigate', to: '/login' } as const),
    redirectToLoginExpired: emit({ type: 'session.navigate', to: '/login', expired: true } as const),
    assignIdentity: assign((_, identity: SessionIdentity) => ({
      username: identity.username,
      role: identity.role,
      fullName: identity.fullName ?? null,
      demoExpiresAt: identity.demoExpiresAt ?? null,
    })),
    assignLogin: assign(({ event }) => {
      assertEvent(event, 'session.login')
      return { username: event.username, role: event.role, fullName: event.fullName?.trim() ? event.fullName : null, demoExpiresAt: event.demoExpiresAt ?? null }
    }),
    forgetUser: assign({ username: null, role: null, fullName: null, demoExpiresAt: null }),
  },
  guards: {
    hasStoredToken: ({ context }) => context.tokenStored,
    renewalDue: () => isRenewalDue(storage.get('accessToken')),
    renewalUnreachable: ({ event }) => (event as { output?: unknown }).output === 'unreachable',
  },
  delays: {
    // At 80 % of the stored token's lifetime (at once when that has passed; never for a token that cannot be read).
    tokenRenewal: () => msUntilRenewal(storage.get('accessToken')),
    // No answer from the server (offline): try again a little later, or as soon as the network is back.
    renewalRetry: 30_000,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ username: input.username ?? null, fullName: input.fullName ?? null, role: null, demoExpiresAt: null, tokenStored: input.tokenStored ?? true }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasStoredToken', target: 'validating' }, { target: 'anonymous' }],
    },
    // The app-start check (a spinner meanwhile); it also stands for the page the app opens on.
    validating: {
      tags: 'busy',
      invoke: {
        id: 'checkToken',
        src: 'checkToken',
        onDone: { target: 'authenticated', actions: { type: 'assignIdentity', params: ({ event }) => event.output } },
        onError: { target: 'anonymous', actions: ['clearStorage', 'forgetOfflineAnswers'] },
      },
    },
    anonymous: {
      entry: 'forgetUser',
      on: {
        'session.login': { target: 'authenticated', actions: ['storeSession', 'noteTokenReceived', 'assignLogin', 'forgetOfflineAnswers'] },
      },
    },
    authenticated: {
      initial: 'active',
      invoke: [
        { id: 'watchExpiry', src: 'watchExpiry' },
        { id: 'watchRole', src: 'watchRole' },
        { id: 'watchWake', src: 'watchWake' },
      ],
      on: {
        // Logout clears the session's keys; language and theme are the browser's preferences and stay, as they
        // do when a session expires (the public pages are read in them too).
        'session.logout': { target: 'anonymous', actions: ['revokeRefreshToken', 'clearStorage', 'forgetOfflineAnswers', 'redirectHome'] },
        'session.expired': { target: 'anonymous', actions: ['clearStorage', 'forgetOfflineAnswers', 'redirectToLoginExpired'] },
        'session.login': { target: '.active', actions: ['storeSession', 'noteTokenReceived', 'assignLogin', 'forgetOfflineAnswers'] },
        // The menu and the guards follow at once: a page the new role may not open leaves for / (its guard).
        'session.roleChanged': { actions: 'assignRole' },
      },
      states: {
        active: {
          after: { tokenRenewal: 'renewing' },
          on: {
            'session.revalidate': { target: 'revalidating' },
            'session.wake': { guard: 'renewalDue', target: 'renewing' },
          },
        },
        // The access token is renewed ahead of its expiry, in the background; a refused refresh token ends the session.
        renewing: {
          invoke: {
            id: 'renewToken',
            src: 'renewToken',
            onDone: [{ guard: 'renewalUnreachable', target: 'renewalDeferred' }, { target: 'active' }],
            onError: { target: '#session.anonymous', actions: ['clearStorage', 'forgetOfflineAnswers', 'redirectToLoginExpired'] },
          },
        },
        // Offline: the token stays (the pages show what the service worker kept) until the server can be asked again.
        renewalDeferred: {
          after: { renewalRetry: 'renewing' },
          on: {
            'session.wake': { target: 'renewing' },
            'session.revalidate': { target: 'revalidating' },
          },
        },
        // Each guarded page's check, in the background: the page stays; a refusal leaves for /login.
        revalidating: {
          invoke: {
            id: 'checkToken',
            src: 'checkToken',
            onDone: { target: 'active', actions: { type: 'assignIdentity', params: ({ event }) => event.output } },
            onError: { target: '#session.anonymous', actions: ['clearStorage', 'forgetOfflineAnswers', 'redirectToLoginExpired'] },
          },
        },
      },
    },
  },
})

export type SessionMachine = typeof sessionMachine
