import { createHash, randomBytes, randomInt } from 'node:crypto'
import { and, count, eq, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type {
  RecoveryCodes,
  SignInSecondFactorRequest,
  TwoFactorChallenge,
  TwoFactorDisableRequest,
  TwoFactorEnrolment,
  TwoFactorStatus,
} from '@contract/two-factor'
import { CHALLENGE_TTL_MS, RECOVERY_CODE_COUNT } from '@contract/two-factor'
import type { Clock } from '../app-env'
import type { Database } from '../db/client'
import { twoFactorChallenges, twoFactorRecoveryCodes, userTwoFactor, type UserRow } from '../db/schema'
import { ApiError, badRequest, conflict, tooManyRequests, unauthorized } from '../http/errors'
import { WindowCounter, type RateLimitStore } from '../http/rate-limit'
import { verifyPassword } from './passwords'
import { base32Encode, matchTotp, newTotpSecret, otpauthUri } from './totp'
import { findUserById } from './users'

// Two-step verification (docs/product-rules.md#two-step-verification): enrolment, activation with recovery codes,
// turning it off, and the sign-in's second step. Why the secret is stored as is and how wrong codes are limited:
// docs/decisions/0020-two-factor-secrets-and-codes.md.

/** A challenge is refused after this many wrong codes (counted in the rate-limit store, for the challenge's life). */
export const CHALLENGE_MAX_WRONG_CODES = 3
/** Wrong codes for one account from any address, then its second step answers 429 until the window ends. */
export const ACCOUNT_CODE_FAILURE_LIMIT = { max: 10, windowMs: 15 * 60 * 1000 }

/** The failed sign-in count of the password step (services/auth.ts), which every code tried adds to. */
export interface LoginFailures {
  /** Counts one attempt of the username from the address; throws the lockout's 429 when the window is full. */
  count(username: string, clientAddress: string): Promise<void>
  /** A finished sign-in: the count starts again. */
  clear(username: string, clientAddress: string): Promise<void>
}

export interface TwoFactorService {
  status(userId: number): Promise<TwoFactorStatus>
  /** Whether the user's sign-in needs a second step. */
  enabled(userId: number): Promise<boolean>
  /** A new secret for `username`'s app (replacing one not confirmed yet); 409 while verification is on. */
  startEnrolment(userId: number, username: string, issuer: string): Promise<TwoFactorEnrolment>
  /** Turns verification on with a code of the pending secret and answers the recovery codes (the only time they exist in clear). */
  activate(userId: number, code: string): Promise<RecoveryCodes>
  /** Turns verification off with the password and a code (or a recovery code), both counted as sign-in attempts. */
  disable(userId: number, input: TwoFactorDisableRequest, clientAddress: string): Promise<void>
  /** The challenge a right password answers for a user with verification on. */
  challenge(userId: number): Promise<TwoFactorChallenge>
  /** The user of a valid challenge whose code is right (both then used up); 401 or 429 otherwise. */
  passChallenge(input: SignInSecondFactorRequest, clientAddress: string): Promise<UserRow>
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** Crockford's base32 alphabet (no i, l, o, u): read aloud or typed from paper without confusion. */
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'

/** A recovery code: 16 characters of 5 bits (80 bits), shown as `xxxx-xxxx-xxxx-xxxx`. */
function newRecoveryCode(): string {
  let code = ''
  for (let index = 0; index < 16; index++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]
  return code.match(/.{4}/g)!.join('-')
}

/** What is hashed of a typed recovery code: lower case, without separators, o read as 0 and i, l as 1. */
export const normalRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1')

const recoveryHash = (code: string) => sha256(`recovery\u0000${normalRecoveryCode(code)}`)

/** Thrown inside a transaction to undo what it claimed: the code was wrong. */
class WrongCode extends Error {}

export function createTwoFactorService({
  db,
  clock,
  rateLimits,
  loginFailures,
}: {
  db: Database
  clock: Clock
  rateLimits: RateLimitStore
  loginFailures: LoginFailures
}): TwoFactorService {
  const challengeFailures = new WindowCounter(rateLimits, { max: CHALLENGE_MAX_WRONG_CODES, windowMs: CHALLENGE_TTL_MS }, clock)
  const accountFailures = new WindowCounter(rateLimits, ACCOUNT_CODE_FAILURE_LIMIT, clock)
  const accountKey = (userId: number) => `two-factor-failure:${userId}`
  const now = () => new Date(clock.now())

  /** Counts a code attempt for the account from any address; 429 once it has had its 10 wrong ones. */
  async function countAccountAttempt(userId: number) {
    const wait = await accountFailures.take(accountKey(userId))
    if (wait > 0) throw tooManyRequests(wait, 'rate_limited', true)
  }

  /** Uses the app's code: its step must be after the last one used (one conditional update, so one of two at once wins). */
  async function useTotp(tx: Database, userId: number, code: string): Promise<boolean> {
    const [row] = await tx
      .select({ secret: userTwoFactor.secret, lastStep: userTwoFactor.lastStep })
      .from(userTwoFactor)
      .where(and(eq(userTwoFactor.userId, userId), isNotNull(userTwoFactor.enabledAt)))
    if (!row) return false
    const step = matchTotp(row.secret, code, clock.now(), { afterStep: row.lastStep ?? -1 })
    if (step === null) return false
    const [used] = await tx
      .update(userTwoFactor)
      .set({ lastStep: step })
      .where(and(eq(userTwoFactor.userId, userId), or(isNull(userTwoFactor.lastStep), lt(userTwoFactor.lastStep, step))))
      .returning({ userId: userTwoFactor.userId })
    return used !== undefined
  }

  /** Uses a recovery code once. */
  async function useRecoveryCode(tx: Database, userId: number, code: string): Promise<boolean> {
    const [used] = await tx
      .update(twoFactorRecoveryCodes)
      .set({ usedAt: now() })
      .where(and(eq(twoFactorRecoveryCodes.userId, userId), eq(twoFactorRecoveryCodes.codeHash, recoveryHash(code)), isNull(twoFactorRecoveryCodes.usedAt)))
      .returning({ id: twoFactorRecoveryCodes.id })
    return used !== undefined
  }

  /** Uses the code the input carries, app or recovery. */
  const useCode = (tx: Database, userId: number, input: { codigo?: string; codigoRecuperacao?: string }) =>
    input.codigo !== undefined ? useTotp(tx, userId, input.codigo) : useRecoveryCode(tx, userId, input.codigoRecuperacao ?? '')

  async function enabled(userId: number): Promise<boolean> {
    const [row] = await db
      .select({ userId: userTwoFactor.userId })
      .from(userTwoFactor)
      .where(and(eq(userTwoFactor.userId, userId), isNotNull(userTwoFactor.enabledAt)))
    return row !== undefined
  }

  /** The field a wrong code is reported on. */
  const codeField = (input: { codigo?: string }) => (input.codigo !== undefined ? 'codigo' : 'codigoRecuperacao')

  return {
    async status(userId) {
      const [row] = await db.select({ enabledAt: userTwoFactor.enabledAt }).from(userTwoFactor).where(eq(userTwoFactor.userId, userId))
      if (!row?.enabledAt) return { ativo: false, codigosRestantes: 0 }
      const [left] = await db
        .select({ n: count() })
        .from(twoFactorRecoveryCodes)
        .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)))
      return { ativo: true, codigosRestantes: left?.n ?? 0 }
    },

    enabled,

    async startEnrolment(userId, username, issuer) {
      const secret = newTotpSecret()
      // A pending secret is replaced; an active one is never touched (the update's condition), which is the 409.
      const [stored] = await db
        .insert(userTwoFactor)
        .values({ userId, secret, createdAt: now() })
        .onConflictDoUpdate({
          target: userTwoFactor.userId,
          set: { secret, createdAt: now(), lastStep: null },
          setWhere: isNull(userTwoFactor.enabledAt),
        })
        .returning({ userId: userTwoFactor.userId })
      if (!stored) throw conflict('two_factor_already_enabled')
      const segredo = base32Encode(secret)
      return { segredo, uri: otpauthUri({ secret: segredo, issuer, account: username }) }
    },

    activate: (userId, code) =>
      db.transaction(async (tx) => {
        const [row] = await tx.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId)).for('update')
        if (!row) throw conflict('two_factor_not_started')
        if (row.enabledAt) throw conflict('two_factor_already_enabled')
        const step = matchTotp(row.secret, code, clock.now())
        if (step === null) throw badRequest('two_factor_code_invalid', { codigo: 'two_factor_code_invalid' })
        await tx.update(userTwoFactor).set({ enabledAt: now(), lastStep: step }).where(eq(userTwoFactor.userId, userId))
        const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
        await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId))
        await tx.insert(twoFactorRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: recoveryHash(code) })))
        return { codigosRecuperacao: codes }
      }),

    async disable(userId, input, clientAddress) {
      const user = await findUserById(db, userId)
      if (!user) throw unauthorized('invalid_token')
      if (!(await enabled(userId))) throw conflict('two_factor_not_enabled')
      await loginFailures.count(user.username, clientAddress)
      await countAccountAttempt(userId)
      if (!(await verifyPassword(user.passwordHash, input.senha))) throw badRequest('two_factor_password_invalid', { senha: 'two_factor_password_invalid' })
      const field = codeField(input)
      try {
        await db.transaction(async (tx) => {
          if (!(await useCode(tx, userId, input))) throw new WrongCode()
          await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId))
          await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId))
          await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId))
        })
      } catch (error) {
        if (error instanceof WrongCode) throw badRequest('two_factor_code_invalid', { [field]: 'two_factor_code_invalid' })
        throw error
      }
      await loginFailures.clear(user.username, clientAddress)
      await accountFailures.reset(accountKey(userId))
    },

    async challenge(userId) {
      const token = randomBytes(32).toString('base64url')
      // The user's used and expired challenges go as a new one comes: a user never has more than a few rows.
      await db
        .delete(twoFactorChallenges)
        .where(and(eq(twoFactorChallenges.userId, userId), or(isNotNull(twoFactorChallenges.usedAt), lte(twoFactorChallenges.expiresAt, now()))))
      await db.insert(twoFactorChallenges).values({ tokenHash: sha256(token), userId, expiresAt: new Date(clock.now() + CHALLENGE_TTL_MS) })
      return { segundoFator: true, desafio: token }
    },

    async passChallenge(input, clientAddress) {
      const tokenHash = sha256(input.desafio)
      const [challenge] = await db.select().from(twoFactorChallenges).where(eq(twoFactorChallenges.tokenHash, tokenHash))
      if (!challenge || challenge.usedAt) throw unauthorized('two_factor_challenge_invalid')
      if (challenge.expiresAt.getTime() <= clock.now()) throw unauthorized('two_factor_challenge_expired')
      const challengeKey = `two-factor-challenge:${tokenHash}`
      if ((await challengeFailures.retryAfter(challengeKey)) > 0) throw unauthorized('two_factor_attempts_exhausted')
      const user = await findUserById(db, challenge.userId)
      if (!user) throw unauthorized('two_factor_challenge_invalid')
      // Counted before the code is checked, like a password (a success clears both counts).
      await loginFailures.count(user.username, clientAddress)
      await countAccountAttempt(user.id)
      const outcome = await db
        .transaction(async (tx) => {
          // The challenge is claimed and the code used in one transaction: a wrong code gives the claim back.
          const [claimed] = await tx
            .update(twoFactorChallenges)
            .set({ usedAt: now() })
            .where(and(eq(twoFactorChallenges.tokenHash, tokenHash), isNull(twoFactorChallenges.usedAt), sql`${twoFactorChallenges.expiresAt} > ${now()}`))
            .returning({ userId: twoFactorChallenges.userId })
          if (!claimed) return 'gone' as const
          if (!(await useCode(tx, user.id, input))) throw new WrongCode()
          return 'passed' as const
        })
        .catch((error: unknown) => {
          if (error instanceof WrongCode) return 'wrong' as const
          throw error
        })
      if (outcome === 'gone') throw unauthorized('two_factor_challenge_invalid')
      if (outcome === 'wrong') {
        await challengeFailures.hit(challengeKey)
        if ((await challengeFailures.retryAfter(challengeKey)) > 0) throw unauthorized('two_factor_attempts_exhausted')
        throw new ApiError(401, 'two_factor_code_invalid', { errors: { [codeField(input)]: 'two_factor_code_invalid' } })
      }
      await loginFailures.clear(user.username, clientAddress)
      await accountFailures.reset(accountKey(user.id))
      return user
    },
  }
}
