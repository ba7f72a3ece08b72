import type { AuthUser, Clock } from '../app-env'
import type { Listen } from '../db/client'

// Who the user of an access token is now (its role as of this request): requireUser asks on every signed-in
// request. On PGlite the answers come from an in-process cache that the database keeps honest: a
// trigger (migrations 0002 and 0012) announces every changed role, username or session key and every deleted user
// (and '*' when the table is truncated) on channel auth_user_changed, PGlite hands the announcement over before the changing statement
// returns, and the cache drops that user, so a demoted or deleted user loses access with the very
// next request, as before. Without such a listener (PostgreSQL, whose notifications arrive on
// another connection a moment after the commit, or before LISTEN is in place) every lookup reads
// the database.
// With a session id (every access token names one), the answer also says whether that session is still live: the
// same read checks its refresh-token family, and the cache keeps the answer per session until the user's next
// announcement, which a revoked or deleted refresh token makes too (migration 0018).

export const AUTH_USER_CHANNEL = 'auth_user_changed'

/** Sessions remembered per cached user; beyond, they are read again (a script signing in a thousand times). */
const MAX_SESSIONS_PER_USER = 64

export interface AuthUsers {
  /**
   * The user as the database has it, or undefined when there is no such user; with `sessionId`, also undefined when
   * that session (a refresh-token family) has ended.
   */
  find(id: number, sessionId?: string): Promise<AuthUser | undefined>
  /** Drops the cached copy of a user (e.g. at sign-out), so that the next lookup reads the database. */
  forget(id: number): void
  /** Stops listening; lookups read the database from then on. */
  close(): Promise<void>
}

/** A user as read for a request: with a session id, whether that session is live. */
export type LoadedAuthUser = AuthUser & { sessionLive?: boolean }

export interface AuthUsersOptions {
  /** Reads one user from the database and, given `sessionId`, whether that session is live (`sessionLive`). */
  load(id: number, sessionId?: string): Promise<LoadedAuthUser | undefined>
  /** The database's NOTIFY listener; without it nothing is cached. */
  listen?: Listen
  clock: Clock
  /** Entries beyond this many push out the oldest. */
  maxEntries?: number
  /** A safety net: an entry older than this is read again even without an announcement. */
  maxAgeMs?: number
}

/**
 * The cache of signed-in users, invalidated by the database's announcements.
 * A deleted or demoted user loses access at once.
 */
export function createAuthUsers({ load, listen, clock, maxEntries = 10_000, maxAgeMs = 5 * 60 * 1000 }: AuthUsersOptions): AuthUsers {
  /** Per user: the row, and what is known of its sessions (id → live). */
  const entries = new Map<number, { user: AuthUser | undefined; loadedAt: number; sessions: Map<string, boolean> }>()
  let listening = false
  let closed = false
  // Counts announcements and listening changes: a load that overlapped one may have read a row
  // that is already out of date, so its answer is used but not kept.
  let epoch = 0

  const stopListening = listen?.(
    AUTH_USER_CHANNEL,
    (payload) => {
      epoch += 1
      // '*': the users table was truncated (a restore, migration 0012), so no cached user is known any more.
      if (payload === '*') entries.clear()
      else entries.delete(Number(payload))
    },
    (state) => {
      epoch += 1
      listening = state && !closed
      entries.clear()
    },
  )
  // A failed LISTEN leaves the cache off; lookups still work.
  stopListening?.catch(() => undefined)

  return {
    async find(id, sessionId) {
      const cached = listening ? entries.get(id) : undefined
      const fresh = cached && clock.now() - cached.loadedAt < maxAgeMs ? cached : undefined
      if (fresh && (sessionId === undefined || fresh.sessions.has(sessionId))) {
        return sessionId === undefined || fresh.sessions.get(sessionId) ? fresh.user : undefined
      }
      const startedAt = epoch
      const loaded = await load(id, sessionId)
      const user: AuthUser | undefined = loaded && { id: loaded.id, username: loaded.username, role: loaded.role, sessionKey: loaded.sessionKey }
      const live = loaded?.sessionLive === true
      if (listening && epoch === startedAt) {
        // A user whose entry is still fresh keeps the sessions already known; a new entry starts with this one.
        const sessions = fresh?.sessions ?? new Map<string, boolean>()
        if (sessions.size >= MAX_SESSIONS_PER_USER) sessions.clear()
        if (sessionId !== undefined) sessions.set(sessionId, live)
        entries.delete(id)
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!)
        entries.set(id, { user, loadedAt: fresh?.loadedAt ?? clock.now(), sessions })
      }
      return sessionId === undefined || live ? user : undefined
    },
    forget(id) {
      epoch += 1
      entries.delete(id)
    },
    async close() {
      closed = true
      listening = false
      entries.clear()
      const stop = await stopListening?.catch(() => undefined)
      await stop?.()
    },
  }
}
