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

export const AUTH_USER_CHANNEL = 'auth_user_changed'

export interface AuthUsers {
  /** The user as the database has it, or undefined when there is no such user. */
  find(id: number): Promise<AuthUser | undefined>
  /** Drops the cached copy of a user (e.g. at sign-out), so that the next lookup reads the database. */
  forget(id: number): void
  /** Stops listening; lookups read the database from then on. */
  close(): Promise<void>
}

export interface AuthUsersOptions {
  /** Reads one user from the database. */
  load(id: number): Promise<AuthUser | undefined>
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
  const entries = new Map<number, { user: AuthUser | undefined; loadedAt: number }>()
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
    async find(id) {
      const cached = listening ? entries.get(id) : undefined
      if (cached && clock.now() - cached.loadedAt < maxAgeMs) return cached.user
      const startedAt = epoch
      const user = await load(id)
      if (listening && epoch === startedAt) {
        entries.delete(id)
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!)
        entries.set(id, { user, loadedAt: clock.now() })
      }
      return user
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
