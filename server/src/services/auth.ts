import { randomUUID } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { SignInRequest, SignUpRequest, TokenPair } from '@contract/auth'
import type { PasswordChangeRequest } from '@contract/password-change'
import type { SignInSecondFactorRequest, TwoFactorChallenge } from '@contract/two-factor'
import type { Clock } from '../app-env'
import type { Database } from '../db/client'
import { refreshTokens, users, type RefreshTokenRow, type UserRow } from '../db/schema'
import { badRequest, tooManyRequests, unauthorized } from '../http/errors'
import { WindowCounter, type RateLimitStore } from '../http/rate-limit'
import type { Language } from '../i18n'
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords'
import { endSessions } from './sessions'
import { hashRefreshToken, newRefreshToken, REFRESH_TOKEN_TTL_MS, type TokenService } from './tokens'
import { createTwoFactorService, type TwoFactorService } from './two-factor'
import { createUser, findUserById, findUserByUsername } from './users'

// Sign-up, sign-in, refresh-token rotation and sign-out (docs/product-rules.md#accounts-and-roles).

/**
 * 5 failed sign-ins per username and client address per 15 minutes, then 429 for that
 * pair. Keyed on both so that a stranger cannot lock the owner out; guessing from many addresses is
 * held back by the per-address request limit and the captcha on every attempt.
 */
export const LOGIN_FAILURE_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 }

/**
 * Refresh grace: a token presented again this long after its rotation answers the same
 * successor (two tabs refreshing at once); later reuse revokes the family.
 */
export const REFRESH_GRACE_MS = 10 * 1000

/** The failed-attempt counter's key: one username (any case) from one client address. */
export const loginFailureKey = (username: string, clientAddress: string) => `login-failure:${username.toLowerCase()}\n${clientAddress}`

/** Who asked for a token: shown on the sessions page (docs/product-rules.md#sessions). */
export interface SessionClient {
  /** The client address as the rate limits key it (http/client-ip.ts). */
  address: string
  userAgent?: string
}

/** A visitor's demo account says so in its token answers, with when it goes (docs/product-rules.md#the-visitors-demo). */
const demoOf = (user: Pick<UserRow, 'demoExpiraEm'>) => (user.demoExpiraEm ? { demo: { expiraEm: user.demoExpiraEm.toISOString() } } : {})

/** What a refresh token row keeps of its client (the columns' lengths). */
const clientColumns = (client: SessionClient | undefined) =>
  client ? { address: client.address.slice(0, 64), userAgent: client.userAgent ? client.userAgent.slice(0, 400) : null } : {}

export interface AuthService {
  /** The new user starts with the default categories named in `language` (docs/product-rules.md#default-categories). */
  signUp(input: SignUpRequest, language: Language): Promise<UserRow>
  /**
   * `clientAddress` keys the failed-attempt limit together with the username; with `userAgent` it is what the
   * sessions page shows of the new session.
   */
  signIn(input: SignInRequest, clientAddress: string, userAgent?: string): Promise<TokenPair | TwoFactorChallenge>
  /** The second step of a sign-in with two-step verification on: the challenge and a code for the tokens. */
  signInSecondStep(input: SignInSecondFactorRequest, clientAddress: string, userAgent?: string): Promise<TokenPair>
  /** Two-step verification (docs/product-rules.md#two-step-verification), which shares the failed sign-in count. */
  twoFactor: TwoFactorService
  /** A new session of `user` without a password: a visitor's demo just made, or a demo just converted. */
  openSession(user: UserRow, client: SessionClient): Promise<TokenPair>
  /** `client`: who refreshes, kept as the session's last address and device. */
  refresh(refreshToken: string, client?: SessionClient): Promise<TokenPair>
  /**
   * Sets a new password when `senhaAtual` is the user's, counting a wrong one with the failed sign-ins of that
   * username and address; ends every other session of the user (docs/product-rules.md#sessions).
   */
  changePassword(userId: number, sessionId: string, input: PasswordChangeRequest, clientAddress: string): Promise<void>
  signOut(refreshToken: string): Promise<void>
}

/**
 * Accounts and sessions: sign-up, sign-in with the failed-attempt limit, refresh rotation, sign-out.
 * See docs/product-rules.md#accounts-and-roles and docs/product-rules.md#limits.
 */
export function createAuthService({
  db,
  tokens,
  clock,
  rateLimits,
  forgetUser = () => undefined,
}: {
  db: Database
  tokens: TokenService
  clock: Clock
  /** Where failed sign-ins are counted (shared by the processes on one PostgreSQL). */
  rateLimits: RateLimitStore
  /** Told which user signed out (their cached copy is dropped). */
  forgetUser?: (id: number) => void
}): AuthService {
  const loginFailures = new WindowCounter(rateLimits, LOGIN_FAILURE_LIMIT, clock)

  /**
   * A new token pair; `familyId` continues a rotation chain, none starts one (a sign-in). A rotation
   * passes the refresh token to issue (the rotated one's successor) and when its session started.
   * `client` is who asked (the sessions page shows it).
   */
  async function issueTokens(
    user: UserRow,
    familyId: string = randomUUID(),
    database: Database = db,
    refreshToken = newRefreshToken(),
    client?: SessionClient,
    startedAt = new Date(clock.now()),
  ) {
    const [row] = await database
      .insert(refreshTokens)
      .values({
        userId: user.id,
        tokenHash: hashRefreshToken(refreshToken),
        familyId,
        expiresAt: new Date(clock.now() + REFRESH_TOKEN_TTL_MS),
        createdAt: new Date(clock.now()),
        startedAt,
        ...clientColumns(client),
      })
      .returning({ id: refreshTokens.id })
    const accessToken = await tokens.issueAccessToken({ id: user.id, username: user.username, role: user.role, sessionKey: user.sessionKey }, familyId)
    return { pair: { accessToken, refreshToken, role: user.role, nomeCompleto: user.fullName, ...demoOf(user) }, id: row!.id }
  }

  /**
   * The answer to a token rotated less than REFRESH_GRACE_MS ago: its successor, if that is still
   * the live token of the family, with a fresh access token. Undefined otherwise (reuse).
   */
  async function graceAnswer(stored: RefreshTokenRow, presented: string): Promise<TokenPair | undefined> {
    if (!stored.revokedAt || stored.replacedBy === null || clock.now() - stored.revokedAt.getTime() > REFRESH_GRACE_MS) return undefined
    const successor = tokens.successorRefreshToken(presented)
    const [next] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, stored.replacedBy))
    if (!next || next.tokenHash !== hashRefreshToken(successor) || next.revokedAt || next.expiresAt.getTime() <= clock.now()) return undefined
    const user = await findUserById(db, next.userId)
    if (!user) return undefined
    const accessToken = await tokens.issueAccessToken({ id: user.id, username: user.username, role: user.role, sessionKey: user.sessionKey }, next.familyId)
    return { accessToken, refreshToken: successor, role: user.role, nomeCompleto: user.fullName, ...demoOf(user) }
  }

  /** Reuse of a rotated-out token means it leaked: every token of its family stops working. */
  async function revokeFamily(familyId: string) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date(clock.now()) })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
  }

  const twoFactor = createTwoFactorService({
    db,
    clock,
    rateLimits,
    loginFailures: {
      async count(username, clientAddress) {
        const wait = await loginFailures.take(loginFailureKey(username, clientAddress))
        if (wait > 0) throw tooManyRequests(wait, 'rate_limited', true)
      },
      clear: (username, clientAddress) => loginFailures.reset(loginFailureKey(username, clientAddress)),
    },
  })

  return {
    twoFactor,

    async signInSecondStep(input, clientAddress, userAgent) {
      const user = await twoFactor.passChallenge(input, clientAddress)
      return (await issueTokens(user, undefined, undefined, undefined, { address: clientAddress, userAgent })).pair
    },

    openSession: async (user, client) => (await issueTokens(user, undefined, undefined, undefined, client)).pair,

    signUp: (input, language) =>
      createUser(db, { username: input.nomeUsuario, password: input.senha, fullName: input.nomeCompleto, defaultCategories: language }),

    async signIn({ nomeUsuario, senha }, clientAddress, userAgent) {
      const failureKey = loginFailureKey(nomeUsuario, clientAddress)
      // Each attempt is counted as a failure before its password is checked, in one atomic step of the
      // store (checking first and counting after let concurrent attempts all pass the check: 30 at once got
      // 10 guesses). A sixth attempt in the window is refused unchecked; a success clears the count.
      const wait = await loginFailures.take(failureKey)
      // The body says how long the lockout lasts, so the sign-in page can tell the user.
      if (wait > 0) throw tooManyRequests(wait, 'rate_limited', true)
      const user = await findUserByUsername(db, nomeUsuario)
      const valid = user ? await verifyPassword(user.passwordHash, senha) : await verifyAgainstDummy(senha).then(() => false)
      if (!user || !valid) throw unauthorized('invalid_credentials')
      // With two-step verification on, the password only opens the second step: the count stays until it is passed.
      if (await twoFactor.enabled(user.id)) return twoFactor.challenge(user.id)
      await loginFailures.reset(failureKey)
      return (await issueTokens(user, undefined, undefined, undefined, { address: clientAddress, userAgent })).pair
    },

    async refresh(refreshToken, client) {
      const [stored] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)))
      if (!stored) throw unauthorized('invalid_refresh_token')
      if (stored.revokedAt) {
        const again = await graceAnswer(stored, refreshToken)
        if (again) return again
        await revokeFamily(stored.familyId)
        throw unauthorized('invalid_refresh_token')
      }
      if (stored.expiresAt.getTime() <= clock.now()) throw unauthorized('invalid_refresh_token')

      const rotated = await db.transaction(async (tx) => {
        // Claim the token atomically: of two concurrent refreshes with it, one wins.
        const [claimed] = await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date(clock.now()) })
          .where(and(eq(refreshTokens.id, stored.id), isNull(refreshTokens.revokedAt)))
          .returning({ id: refreshTokens.id })
        const user = claimed && (await findUserById(tx, stored.userId))
        if (!user) return undefined
        // The session keeps its start; its device and address become the refreshing client's (when known).
        const seen = client ?? (stored.address === null ? undefined : { address: stored.address, userAgent: stored.userAgent ?? undefined })
        const next = await issueTokens(user, stored.familyId, tx, tokens.successorRefreshToken(refreshToken), seen, stored.startedAt)
        await tx.update(refreshTokens).set({ replacedBy: next.id }).where(eq(refreshTokens.id, stored.id))
        return next.pair
      })
      if (!rotated) {
        // A concurrent refresh with the same token won the claim: answer its pair.
        const [now] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, stored.id))
        const again = now && (await graceAnswer(now, refreshToken))
        if (again) return again
        await revokeFamily(stored.familyId)
        throw unauthorized('invalid_refresh_token')
      }
      return rotated
    },

    async changePassword(userId, sessionId, { senhaAtual, novaSenha }, clientAddress) {
      const user = await findUserById(db, userId)
      if (!user) throw unauthorized('invalid_token')
      // Counted like a sign-in: a stolen access token cannot be used to guess the password faster than the sign-in page.
      const failureKey = loginFailureKey(user.username, clientAddress)
      const wait = await loginFailures.take(failureKey)
      if (wait > 0) throw tooManyRequests(wait, 'rate_limited', true)
      if (!(await verifyPassword(user.passwordHash, senhaAtual))) throw badRequest('wrong_current_password', { senhaAtual: 'wrong_current_password' })
      await loginFailures.reset(failureKey)
      const passwordHash = await hashPassword(novaSenha)
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId))
        await endSessions(tx, userId, new Date(clock.now()), { except: sessionId })
      })
    },

    async signOut(refreshToken) {
      const revoked = await db
        .update(refreshTokens)
        .set({ revokedAt: new Date(clock.now()) })
        .where(and(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)), isNull(refreshTokens.revokedAt)))
        .returning({ userId: refreshTokens.userId })
      for (const { userId } of revoked) forgetUser(userId)
    },
  }
}
