import { z } from 'zod'
import { demoInfoSchema, signInRequestSchema, signUpRequestSchema, tokenPairSchema } from './auth'

// The visitor's demo (docs/product-rules.md#the-visitors-demo): POST /v1/api/demo makes a demo account full of a
// household's finances and signs it in; POST /v1/api/demo/converter turns the signed-in demo into an ordinary account
// that keeps its data. Request keys are matched ignoring case, as everywhere in the API.

/** The languages the demo's names and descriptions come in (the SPA's locales). */
export const demoLanguages = ['pt-BR', 'en'] as const
export type DemoLanguage = (typeof demoLanguages)[number]

/**
 * POST /v1/api/demo body: the captcha as the sign-up takes it (optional when the server runs with CAPTCHA=off) and the
 * language of the household's names (`idioma`; default: the request's Accept-Language).
 */
export const demoRequestSchema = z
  .object({
    captcha: signInRequestSchema.shape.captcha,
    idioma: z.enum(demoLanguages).optional().meta({ description: 'Language of the demo data; default: Accept-Language (pt* → pt-BR, else en)' }),
  })
  .meta({ id: 'DemoRequest' })
export type DemoRequest = z.infer<typeof demoRequestSchema>

/** POST /v1/api/demo answer (201): the tokens as the sign-in answers them, and when the demo expires. */
export const demoSessionSchema = tokenPairSchema.extend({ demo: demoInfoSchema }).meta({ id: 'DemoSession' })
export type DemoSession = z.infer<typeof demoSessionSchema>

/** POST /v1/api/demo/converter body: the sign-up's fields and rules, without the captcha (the caller is signed in). */
export const demoConvertRequestSchema = signUpRequestSchema.omit({ captcha: true }).meta({ id: 'DemoConvertRequest' })
export type DemoConvertRequest = z.infer<typeof demoConvertRequestSchema>

/** POST /v1/api/demo/converter answer (200): fresh tokens of the account, now an ordinary one (no `demo`). */
export const demoConvertResponseSchema = tokenPairSchema
export type DemoConvertResponse = z.infer<typeof demoConvertResponseSchema>
