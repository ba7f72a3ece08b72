import { z } from 'zod'
import { plainText, requiredText } from './common'

// Authentication contract (docs/product-rules.md#accounts-and-roles). Request keys are matched case-insensitively
// by the API, so `NomeUsuario` and `nomeUsuario` both reach `nomeUsuario`.

export const roles = ['User', 'Admin'] as const
export const roleSchema = z.enum(roles)
export type Role = z.infer<typeof roleSchema>

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,40}$/
/** Letters of any script (accents included) and spaces (full names). */
export const FULL_NAME_PATTERN = /^[\p{L}\p{M}]+(?: +[\p{L}\p{M}]+)*$/u
export const PASSWORD_MIN_LENGTH = 8

/** A password a user chooses (sign-up, a password change): at least PASSWORD_MIN_LENGTH characters, spaces kept. */
export const newPasswordField = () => requiredText(200, { trim: false }).min(PASSWORD_MIN_LENGTH, { error: 'password_too_short' })

/** The ALTCHA widget's payload: base64 of `{ challenge, solution }`. Optional when the server runs with CAPTCHA=off. */
const captchaField = plainText().max(4096, { error: 'too_long' }).optional()

export const signInRequestSchema = z
  .object({
    nomeUsuario: requiredText(40),
    senha: requiredText(200, { trim: false }),
    captcha: captchaField,
  })
  .meta({ id: 'SignInRequest' })
export type SignInRequest = z.infer<typeof signInRequestSchema>

/**
 * A visitor's demo account (docs/product-rules.md#the-visitors-demo): when it and all its data go. Present in the
 * token answers (the demo's creation, refresh) only while the account is a demo; a converted account has none.
 */
export const demoInfoSchema = z
  .object({
    expiraEm: z.iso.datetime({ offset: true }).meta({ description: 'When the demo account and every row it owns are deleted', example: '2026-12-05T15:00:00.000-03:00' }),
  })
  .meta({ id: 'DemoInfo' })
export type DemoInfo = z.infer<typeof demoInfoSchema>

export const tokenPairSchema = z
  .object({
    accessToken: z.string(),
    refreshToken: z.string(),
    role: roleSchema,
    /** The user's full name, for the header's greeting. Optional: a client or server from before it works without. */
    nomeCompleto: z.string().optional(),
    /** Only for a visitor's demo account: when it expires. Absent for every other account. */
    demo: demoInfoSchema.optional(),
  })
  .meta({ id: 'TokenPair' })
export type TokenPair = z.infer<typeof tokenPairSchema>

export const signUpRequestSchema = z
  .object({
    nomeUsuario: requiredText(40, { tooLong: 'invalid_username' }).regex(USERNAME_PATTERN, { error: 'invalid_username' }),
    senha: newPasswordField(),
    nomeCompleto: requiredText(120)
      .regex(FULL_NAME_PATTERN, { error: 'invalid_full_name' })
      // JSON Schema patterns carry no flags: state the pattern without the `/u` the generator appends.
      .meta({ pattern: FULL_NAME_PATTERN.source }),
    captcha: captchaField,
  })
  .meta({ id: 'SignUpRequest' })
export type SignUpRequest = z.infer<typeof signUpRequestSchema>

export const refreshRequestSchema = z
  .object({ refreshToken: requiredText(200) })
  .meta({ id: 'RefreshRequest' })
export type RefreshRequest = z.infer<typeof refreshRequestSchema>

export const validateTokenResponseSchema = z.object({ valid: z.boolean() }).meta({ id: 'ValidateTokenResponse' })
export type ValidateTokenResponse = z.infer<typeof validateTokenResponseSchema>
