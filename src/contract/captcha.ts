import { z } from 'zod'

// ALTCHA v2 challenge as served by GET /api/captcha/challenge (docs/product-rules.md#accounts-and-roles); the widget consumes it as is.

export const captchaChallengeSchema = z
  .object({
    parameters: z
      .object({
        algorithm: z.string(),
        nonce: z.string(),
        salt: z.string(),
        cost: z.number().int(),
        keyLength: z.number().int(),
        keyPrefix: z.string(),
        keySignature: z.string().optional(),
        expiresAt: z.number().optional(),
      })
      .loose(),
    signature: z.string(),
  })
  .meta({ id: 'CaptchaChallenge' })
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>

/** GET /api/captcha/mode: whether sign-in and sign-up need a solved captcha (the server's CAPTCHA setting). */
export const captchaModeSchema = z
  .object({ captcha: z.enum(['on', 'off']) })
  .meta({ id: 'CaptchaMode' })
export type CaptchaMode = z.infer<typeof captchaModeSchema>['captcha']
