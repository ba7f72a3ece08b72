import type { Context } from 'hono'
import { z } from 'zod'
import { fieldMessageKeys, type FieldMessageKey } from '@contract/messages'
import { isPlainObject } from '@contract/objects'
import type { MessageKey } from '../i18n'
import { ApiError, errorResponse, type FieldErrors } from './errors'

// Request validation: keys matched ignoring case (the original client sends both `NomePessoa` and `nomePessoa`) and zod failures as 400 with per-field errors.

/**
 * Wraps an object schema so that incoming keys match its keys ignoring case, as ASP.NET did:
 * `{ NomePessoa }`, `{ nomepessoa }` and `{ nomePessoa }` all parse as `nomePessoa`. Use it for every
 * request body and query schema; path params need not.
 */
export function caseInsensitive<Shape extends z.core.$ZodShape, Config extends z.core.$ZodObjectConfig>(
  schema: z.ZodObject<Shape, Config>,
) {
  const canonicalKeys = new Map(Object.keys(schema.shape).map((key) => [key.toLowerCase(), key]))
  return z.preprocess((input) => {
    if (!isPlainObject(input)) return input
    return Object.fromEntries(
      Object.entries(input).map(([key, value]) => [canonicalKeys.get(key.toLowerCase()) ?? key, value]),
    )
  }, schema)
}

/**
 * `caseInsensitive` for a query schema (`request.query` of a route): typed as the pipe OpenAPIHono
 * accepts there, documented with the object's keys, validated with keys matched ignoring case.
 */
export function caseInsensitiveQuery<Shape extends z.core.$ZodShape, Config extends z.core.$ZodObjectConfig>(
  schema: z.ZodObject<Shape, Config>,
) {
  return caseInsensitive(schema) as unknown as z.ZodPipe<z.ZodType<unknown>, z.ZodObject<Shape, Config>>
}

const fieldKeys = new Set<string>(fieldMessageKeys)

/** The message key of one zod issue: the schema's own key, else one derived from the issue kind. */
function issueKey(issue: z.core.$ZodIssue): FieldMessageKey {
  if (fieldKeys.has(issue.message)) return issue.message as FieldMessageKey
  if (issue.code === 'invalid_type') return issue.message.endsWith('received undefined') ? 'required' : 'invalid_type'
  // 'Text too long' only for texts: a number over its maximum is just an invalid value.
  if (issue.code === 'too_big' && issue.origin === 'string') return 'too_long'
  return 'invalid_value'
}

/**
 * A 400 ApiError for a failed parse. `errors` maps each field (dotted path) to its first message;
 * the top message is `requiredCode` ('required_fields', or the finance forms' 'fill_required_fields')
 * when a field's message is 'required', else the first one.
 */
export function validationError(error: z.ZodError, requiredCode: MessageKey = 'required_fields'): ApiError {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.')
    if (field && !(field in errors)) errors[field] = issueKey(issue)
  }
  // Only what the fields report counts: a later issue of a field (zod may check the length of a
  // non-string, e.g. `[]`) must not make the top message 'required_fields'.
  const fieldKeys = Object.values(errors)
  const code: MessageKey = fieldKeys.includes('required') ? requiredCode : (fieldKeys[0] ?? 'validation_failed')
  return new ApiError(400, code, Object.keys(errors).length > 0 ? { errors } : {})
}

/** Parses `input` with `schema` or throws the 400 ApiError (for inputs validated inside a handler). */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown, requiredCode?: MessageKey): z.output<Schema> {
  const result = schema.safeParse(input)
  if (!result.success) throw validationError(result.error, requiredCode)
  return result.data
}

/**
 * An OpenAPIHono `defaultHook`: a failed request validation answers 400 with field errors, never 500;
 * a missing field makes the top message `requiredCode`.
 */
export function validationHookWith(requiredCode: MessageKey = 'required_fields') {
  return (result: { success: true } | { success: false; error: z.ZodError }, c: Context) => {
    if (!result.success) return errorResponse(c, validationError(result.error, requiredCode))
  }
}

/** The default hook: a missing field is 'required_fields' ('All fields are required!'). */
export const validationHook = validationHookWith()
