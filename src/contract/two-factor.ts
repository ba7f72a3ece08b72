import { z } from 'zod'
import { tokenPairSchema } from './auth'
import { requiredText } from './common'
import { CHALLENGE_TTL_MS, RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN, TOTP_CODE_PATTERN } from './two-factor-rules'

export { CHALLENGE_TTL_MS, RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN, TOTP_CODE_PATTERN }

// Two-step verification contract (docs/product-rules.md#two-step-verification): enrolment, activation with its
// recovery codes, turning it off, and the sign-in's second step. Keys are matched ignoring case by the API.

const totpCode = () => requiredText(20).regex(TOTP_CODE_PATTERN, { error: 'invalid_value' }).meta({ description: '6 digits', example: '492039' })
const recoveryCode = () =>
  requiredText(40).regex(RECOVERY_CODE_PATTERN, { error: 'invalid_value' }).meta({ description: 'One of the recovery codes', example: 'k3m9-7pqr-x2v4-hh8w' })

type OneCodeInput = { codigo?: string; codigoRecuperacao?: string }

/** Exactly one of `codigo` and `codigoRecuperacao`: with neither, `codigo` is required; with both, the recovery code is refused. */
function oneCode(value: OneCodeInput, ctx: z.RefinementCtx) {
  if (value.codigo === undefined && value.codigoRecuperacao === undefined) ctx.addIssue({ code: 'custom', path: ['codigo'], message: 'required' })
  else if (value.codigo !== undefined && value.codigoRecuperacao !== undefined) ctx.addIssue({ code: 'custom', path: ['codigoRecuperacao'], message: 'invalid_value' })
}

export const twoFactorStatusSchema = z
  .object({
    ativo: z.boolean(),
    /** Recovery codes not used yet (0 while verification is off). */
    codigosRestantes: z.number().int().min(0),
  })
  .meta({ id: 'TwoFactorStatus' })
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>

export const twoFactorEnrolmentSchema = z
  .object({
    /** The secret in base32, for typing into an authenticator app. */
    segredo: z.string().meta({ example: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }),
    /** The otpauth:// key URI the page draws as a QR code. */
    uri: z.string().meta({ example: 'otpauth://totp/example.com:ana?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=example.com&algorithm=SHA1&digits=6&period=30' }),
  })
  .meta({ id: 'TwoFactorEnrolment' })
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>

export const twoFactorActivateRequestSchema = z.object({ codigo: totpCode() }).meta({ id: 'TwoFactorActivateRequest' })
export type TwoFactorActivateRequest = z.infer<typeof twoFactorActivateRequestSchema>

export const recoveryCodesSchema = z
  .object({ codigosRecuperacao: z.array(z.string()).length(RECOVERY_CODE_COUNT) })
  .meta({ id: 'RecoveryCodes', description: 'Shown once: only their hashes are kept.' })
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>

export const twoFactorDisableRequestSchema = z
  .object({
    senha: requiredText(200, { trim: false }),
    codigo: totpCode().optional(),
    codigoRecuperacao: recoveryCode().optional(),
  })
  .superRefine(oneCode)
  .meta({ id: 'TwoFactorDisableRequest', description: 'The password and either a code of the app or a recovery code.' })
export type TwoFactorDisableRequest = z.infer<typeof twoFactorDisableRequestSchema>

export const signInSecondFactorRequestSchema = z
  .object({
    desafio: requiredText(200),
    codigo: totpCode().optional(),
    codigoRecuperacao: recoveryCode().optional(),
  })
  .superRefine(oneCode)
  .meta({ id: 'SignInSecondFactorRequest', description: 'The challenge of the password step and either a code of the app or a recovery code.' })
export type SignInSecondFactorRequest = z.infer<typeof signInSecondFactorRequestSchema>

/** The password step's answer for an account with two-step verification on: no tokens yet. */
export const twoFactorChallengeSchema = z
  .object({
    segundoFator: z.literal(true),
    /** Sent back with the code; lives 5 minutes and is used once. */
    desafio: z.string(),
  })
  .meta({ id: 'TwoFactorChallenge' })
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>

/** What `POST /api/auth/v1/signin` answers: the tokens, or the challenge of the second step. */
export const signInAnswerSchema = z.union([twoFactorChallengeSchema, tokenPairSchema]).meta({ id: 'SignInAnswer' })
export type SignInAnswer = z.infer<typeof signInAnswerSchema>
