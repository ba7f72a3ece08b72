import { createHash, createHmac, randomBytes } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'
import { roleSchema } from '@contract/auth'
import type { AuthUser, Clock } from '../app-env'

// Access and refresh tokens: a 15-minute HS256 JWT with claims sub, name, role, sk (the user row's session
// key, which requireUser compares: see sameAccount) and sid (the session: its refresh-token family, which requireUser
// checks is still live: docs/decisions/0022-access-tokens-name-their-session.md), and an opaque 30-day refresh
// token stored only as its sha256.

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000

/** What a verified access token says: its user as of issue, and the session (refresh-token family) it belongs to. */
export interface AccessClaims extends AuthUser {
  sessionId: string
}

/** A session id as the database writes a family id (a UUID): anything else in a token names no session. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export interface TokenService {
  /** An access token of `user` for the session `sessionId` (its refresh tokens' family). */
  issueAccessToken(user: AuthUser, sessionId: string): Promise<string>
  /** The token's claims, or null when the token is malformed, forged, expired or names no session. */
  verifyAccessToken(token: string): Promise<AccessClaims | null>
  /**
   * The refresh token that replaces `refreshToken` when it is rotated. Derived with the secret, so
   * that a second refresh with the same token (another tab, another API process) can answer the
   * same successor during the grace window without the successor being stored anywhere.
   */
  successorRefreshToken(refreshToken: string): string
}

/**
 * Signs and verifies access tokens with the app's secret and clock.
 */
export function createTokenService({
  secret,
  clock,
  accessTokenTtlSeconds = ACCESS_TOKEN_TTL_SECONDS,
}: {
  secret: string
  clock: Clock
  /** How long an access token lives (ACCESS_TOKEN_TTL_SECONDS; 15 minutes by default). */
  accessTokenTtlSeconds?: number
}): TokenService {
  const key = new TextEncoder().encode(secret)
  return {
    successorRefreshToken: (refreshToken) =>
      createHmac('sha256', secret).update(`refresh-rotation\u0000${refreshToken}`).digest('base64url'),
    issueAccessToken(user, sessionId) {
      const issuedAt = Math.floor(clock.now() / 1000)
      return new SignJWT({ name: user.username, role: user.role, sk: user.sessionKey, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + accessTokenTtlSeconds)
        .sign(key)
    },
    async verifyAccessToken(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          // A token without an expiry would be valid forever: it is refused.
          requiredClaims: ['exp', 'iat', 'sub', 'sid'],
          currentDate: new Date(clock.now()),
        })
        const id = Number(payload.sub)
        const role = roleSchema.safeParse(payload.role)
        const sid = payload.sid
        if (!Number.isSafeInteger(id) || typeof payload.name !== 'string' || typeof payload.sk !== 'string' || !role.success) return null
        if (typeof sid !== 'string' || !SESSION_ID.test(sid)) return null
        return { id, username: payload.name, role: role.data, sessionKey: payload.sk, sessionId: sid }
      } catch {
        return null
      }
    },
  }
}

/**
 * Whether a verified token's claims still name `user`, the row its id loads: the same session key. A restore
 * can hand a token's id to a new person, and draws new keys for everyone (db/backup.ts), so an old token
 * then names nobody; its name claim alone would not do (a new account may take the same username).
 */
export const sameAccount = (claims: AuthUser, user: AuthUser | undefined): user is AuthUser => user !== undefined && user.sessionKey === claims.sessionKey

/** A new opaque refresh token (256 random bits, base64url). */
export const newRefreshToken = () => randomBytes(32).toString('base64url')

/** What the database keeps of a refresh token. */
export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i)
  return match?.[1]
}
