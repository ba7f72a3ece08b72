// When the stored access token is due for renewal and when it expires, read from its own claims (iat, exp) and this
// browser's clock. The session renews it at 80 % of its lifetime, and the API client renews it before a call when it
// has already expired (a tab woken from sleep), so a normal visit never sends an expired token
// (docs/product-rules.md#accounts-and-roles). The token is read, never verified: the server judges it.

/** The share of its lifetime after which a token is renewed. */
export const RENEW_AT = 0.8

/** The longest a browser timer waits (2^31 − 1 ms); a token that cannot be read is renewed no sooner. */
export const NEVER_MS = 2 ** 31 - 1

interface TokenClaims {
  /** Issued at, in the server's seconds. */
  iat: number
  /** Expires at, in the server's seconds. */
  exp: number
}

/** This browser's clock minus the server's, learnt from the last token received (0 until one is). */
let clockOffsetMs = 0

/** The issue and expiry times of a JWT, or null for anything that is not one with both. */
export function tokenClaims(token: string | null | undefined): TokenClaims | null {
  const payload = token?.split('.')[1]
  if (!payload) return null
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='))
    const { iat, exp } = JSON.parse(json) as { iat?: unknown; exp?: unknown }
    if (typeof iat !== 'number' || typeof exp !== 'number' || !Number.isFinite(iat) || !Number.isFinite(exp) || exp <= iat) return null
    return { iat, exp }
  } catch {
    return null
  }
}

/**
 * A token has just arrived from the server (a sign-in or a refresh): its `iat` is the server's now, which gives how
 * far this browser's clock is from the server's. A clock hours off then renews on time and never in a loop.
 */
export function noteTokenReceived(token: string, now: number = Date.now()): void {
  const claims = tokenClaims(token)
  if (claims) clockOffsetMs = now - claims.iat * 1000
}

/** Forgets the learnt clock offset (tests). */
export function resetTokenClock(): void {
  clockOffsetMs = 0
}

/** When, on this browser's clock, `token` is due for renewal and when it expires; null for a token that cannot be read. */
export function tokenTimes(token: string | null | undefined): { renewAt: number; expiresAt: number } | null {
  const claims = tokenClaims(token)
  if (!claims) return null
  const lifetimeMs = (claims.exp - claims.iat) * 1000
  return { renewAt: claims.iat * 1000 + lifetimeMs * RENEW_AT + clockOffsetMs, expiresAt: claims.exp * 1000 + clockOffsetMs }
}

/** Milliseconds until `token` is due for renewal (0 when it already is; NEVER_MS when it cannot be read). */
export function msUntilRenewal(token: string | null | undefined, now: number = Date.now()): number {
  const times = tokenTimes(token)
  if (!times) return NEVER_MS
  return Math.min(NEVER_MS, Math.max(0, Math.ceil(times.renewAt - now)))
}

/** Whether `token` is due for renewal (a token that cannot be read never is). */
export function isRenewalDue(token: string | null | undefined, now: number = Date.now()): boolean {
  const times = tokenTimes(token)
  return times !== null && now >= times.renewAt
}

/**
 * Whether `token` has expired, or is within a second of it (the issue time is whole seconds, and the call takes a
 * moment to arrive): sending it would only earn a 401.
 */
export function isExpired(token: string | null | undefined, now: number = Date.now()): boolean {
  const times = tokenTimes(token)
  return times !== null && now >= times.expiresAt - 1000
}
