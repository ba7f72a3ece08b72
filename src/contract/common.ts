import { z } from 'zod'
import type { FieldMessageKey } from './messages'
import { MAX_SERIAL_ID } from './ids'

// Building blocks for request schemas. Issue messages are message keys (./messages), never prose.

const message = (key: FieldMessageKey) => ({ error: key })

/** A UTF-16 surrogate without its pair: not a character, so UTF-8 cannot encode it. */
const LONE_SURROGATE = /\p{Cs}/u

/**
 * Text the database stores as sent: no U+0000 (PostgreSQL text cannot hold it, the query would
 * fail) and no lone surrogate (it would be stored silently as U+FFFD). Every request text refuses both.
 */
export const isStorableText = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value)

/** Any request string: storable ('invalid_value', see isStorableText); a non-string is 'invalid_type'. */
export const plainText = () =>
  z.string({ error: (issue) => (issue.input == null ? 'required' : 'invalid_type') }).refine(isStorableText, message('invalid_value'))

/**
 * A string field that must be present: a missing or blank value is 'required'. Trimmed unless
 * `trim: false` (passwords keep their spaces). Over `maxLength` it is 'too_long', or `tooLong` when
 * the field has a rule message that already states its length (the username). `required` replaces
 * the message of a missing or blank value where the field has its own (the person name). The length checks
 * abort, so that patterns chained after them never run on text of any length.
 */
export function requiredText(
  maxLength: number,
  {
    trim = true,
    tooLong = 'too_long',
    required = 'required',
  }: { trim?: boolean; tooLong?: FieldMessageKey; required?: FieldMessageKey } = {},
) {
  const text = z.string({ error: (issue) => (issue.input == null ? required : 'invalid_type') })
  return (trim ? text.trim() : text)
    .min(1, { ...message(required), abort: true })
    .max(maxLength, { ...message(tooLong), abort: true })
    .refine(isStorableText, message('invalid_value'))
}

/**
 * One of `values` (trimmed text): missing or blank is 'required', other text 'invalid_value', another type
 * 'invalid_type'. An entry's type and status, an account's type.
 */
export function requiredChoice<const T extends readonly [string, ...string[]]>(values: T, meta: { description: string; example: T[number] }) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .enum(values, {
        error: (issue) => (issue.input == null || issue.input === '' ? 'required' : typeof issue.input === 'string' ? 'invalid_value' : 'invalid_type'),
      })
      .meta(meta),
  )
}

/** Largest id of a `serial` column; larger ids cannot exist (./ids.ts: importable without zod). */
export { MAX_SERIAL_ID }

/**
 * A row id in a request body or query: a positive integer, or its digits as text ("7"). Missing is
 * 'required', another type 'invalid_type', anything out of 1..MAX_SERIAL_ID 'invalid_value'.
 */
export const idField = () =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: (issue) => (issue.input == null ? 'required' : 'invalid_type') })
      .int({ error: 'invalid_value' })
      .min(1, { error: 'invalid_value' })
      .max(MAX_SERIAL_ID, { error: 'invalid_value' }),
  )

/**
 * Error body of every failed API call: `errors` maps a field to its translated message, `errorCodes`
 * the same fields to their stable message keys (src/contract/messages.ts), which clients translate.
 */
export const apiErrorSchema = z
  .object({
    message: z.string(),
    code: z.string().optional(),
    errors: z.record(z.string(), z.string()).optional(),
    errorCodes: z.record(z.string(), z.string()).optional(),
    /** The 1-based line of an uploaded file that shows why it was refused (a bank statement that cannot be read). */
    linha: z.number().int().optional(),
    /** A 429's wait in whole seconds (the Retry-After header's value): how long a locked sign-in lasts. */
    retryAfter: z.number().int().min(1).optional(),
  })
  .meta({ id: 'ApiError' })
export type ApiErrorBody = z.infer<typeof apiErrorSchema>

/** A plain `{ message }` answer (e.g. sign-up success). */
export const messageSchema = z.object({ message: z.string() }).meta({ id: 'Message' })
