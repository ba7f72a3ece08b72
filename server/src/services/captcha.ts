import { createHmac } from 'node:crypto'
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { lt } from 'drizzle-orm'
import { z } from 'zod'
import type { Clock } from '../app-env'
import type { Database } from '../db/client'
import { captchaUsed } from '../db/schema'

// Self-hosted ALTCHA v2 proof-of-work captcha for sign-in and sign-up.
// Challenges are HMAC-signed and expire after 10 minutes; a solved payload is accepted once.

export const CAPTCHA_TTL_MS = 10 * 60 * 1000
const ALGORITHM = 'PBKDF2/SHA-256'

/**
 * Work per challenge: the solver tries counters from 0 up to a secret one in [counterMin,
 * counterMax], each costing `cost` PBKDF2 iterations. Measured here (2 vCPU) for the default, 2.5M
 * iterations on average: ~0.5 s in Chromium's WebCrypto on one thread (the widget spreads it over
 * workers), ~0.5 s in Node; a slow phone takes a second or two.
 */
export interface CaptchaDifficulty {
  cost: number
  counterMin: number
  counterMax: number
}
export const defaultCaptchaDifficulty: CaptchaDifficulty = { cost: 1000, counterMin: 1000, counterMax: 4000 }

export type CaptchaVerdict = 'ok' | 'missing' | 'invalid'

export interface CaptchaService {
  createChallenge(): Promise<Challenge>
  /** Checks the widget's payload (base64 JSON `{ challenge, solution }`) and uses it up. */
  verify(payload: string | undefined): Promise<CaptchaVerdict>
}

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number(),
    }),
    signature: z.string().min(1).max(128),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
})

function decodePayload(payload: string) {
  try {
    return payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))).data
  } catch {
    return undefined
  }
}

/**
 * Issues signed ALTCHA challenges and checks solved ones exactly once (captcha_used table).
 * See docs/product-rules.md#accounts-and-roles.
 */
export function createCaptchaService(options: {
  db: Database
  /** Master secret (the JWT secret); the two HMAC keys are derived from it. */
  secret: string
  clock: Clock
  difficulty?: CaptchaDifficulty
}): CaptchaService {
  const { db, clock, difficulty = defaultCaptchaDifficulty } = options
  const derive = (purpose: string) => createHmac('sha256', options.secret).update(purpose).digest('hex')
  const hmacSignatureSecret = derive('altcha:challenge-signature')
  const hmacKeySignatureSecret = derive('altcha:key-signature')

  /** Records the challenge as used; false when it already was. Expired records are dropped on the way. */
  async function useUp(signature: string, expiresAtSeconds: number): Promise<boolean> {
    await db.delete(captchaUsed).where(lt(captchaUsed.expiresAt, new Date(clock.now())))
    const inserted = await db
      .insert(captchaUsed)
      .values({ challengeKey: signature, expiresAt: new Date(expiresAtSeconds * 1000) })
      .onConflictDoNothing()
      .returning({ key: captchaUsed.challengeKey })
    return inserted.length === 1
  }

  return {
    createChallenge: () =>
      createChallenge({
        algorithm: ALGORITHM,
        cost: difficulty.cost,
        counter: randomInt(difficulty.counterMax, difficulty.counterMin),
        deriveKey,
        expiresAt: new Date(clock.now() + CAPTCHA_TTL_MS),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }),

    async verify(payload) {
      if (!payload) return 'missing'
      const decoded = decodePayload(payload)
      if (!decoded) return 'invalid'
      const { challenge, solution } = decoded
      if (challenge.parameters.expiresAt * 1000 <= clock.now()) return 'invalid'
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }).catch(() => undefined) // a malformed challenge is just an invalid one
      if (!result?.verified) return 'invalid'
      return (await useUp(challenge.signature, challenge.parameters.expiresAt)) ? 'ok' : 'invalid'
    },
  }
}
