import type { Role } from '@contract/auth'

// Hono environment types shared by the app, its middleware and the route modules.

/** The signed-in user: a verified access token's user, as the database has it now (set by `requireUser`). */
export interface AuthUser {
  id: number
  username: string
  role: Role
  /** The user row's session key (users.session_key): an access token is this user's only while it carries it. */
  sessionKey: string
}

/** Variables every request has. */
export interface AppEnv {
  Variables: { requestId: string }
}

/** Variables of routes behind `requireUser` / `requireAdmin`: the user, and the session (refresh-token family) of the token. */
export interface AuthEnv {
  Variables: { requestId: string; user: AuthUser; sessionId: string }
}

/** Milliseconds since the epoch; injectable so tests can move time (token expiry, rate limits). */
export interface Clock {
  now(): number
}

export const systemClock: Clock = { now: () => Date.now() }
