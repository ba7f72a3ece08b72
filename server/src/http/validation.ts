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

/** Lets the event loop run what waits (other users' calls, timers, I/O) before the caller goes on. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

/** How much of a large array `parseInSlices` validates between yields: about 1–2 ms of zod for entries (250 were 3–5 ms, and a call that came waited for up to two such pieces). */
export const SLICE_WEIGHT = 100

/** The item schema of a field that is an array (through `.optional()`, `.default()`, `.nullable()`), if it has no checks of its own. */
function arrayItemSchema(schema: z.core.$ZodType): z.core.$ZodType | undefined {
  let current = schema
  for (;;) {
    const def = current._zod.def
    if (def.type === 'array') return def.checks?.length ? undefined : (def as z.core.$ZodArrayDef).element
    if (def.type !== 'optional' && def.type !== 'default' && def.type !== 'nullable') return undefined
    current = (def as z.core.$ZodOptionalDef).innerType
  }
}

/** What validating `item` costs, roughly: one, plus the items of the arrays it holds (a plan's installments). */
function itemWeight(item: unknown): number {
  if (!isPlainObject(item)) return 1
  let weight = 1
  for (const value of Object.values(item)) if (Array.isArray(value)) weight += value.length
  return weight
}

/**
 * `caseInsensitive(schema.superRefine(refine, { when: no issues }))`, applied a part at a time so that a large
 * document does not hold the event loop: each field in the shape's order, the items of its array in slices of
 * about SLICE_WEIGHT with `between` (a yield, or heavy work's way to other calls) between them, then `refine` on
 * the whole when every field is valid. The same schemas on the same values in the same order: the same issues
 * (paths as the whole parse gives them) and output.
 */
export async function parseInSlices<Shape extends z.core.$ZodShape>(
  schema: z.ZodObject<Shape>,
  input: unknown,
  refine?: (value: z.output<z.ZodObject<Shape>>, ctx: z.RefinementCtx<z.output<z.ZodObject<Shape>>>) => void,
  between: () => Promise<void> = yieldToEventLoop,
): Promise<z.ZodSafeParseResult<z.output<z.ZodObject<Shape>>>> {
  const whole = refine ? schema.superRefine(refine, { when: (payload) => payload.issues.length === 0 }) : schema
  // Anything but an object fails at once, as a whole.
  if (!isPlainObject(input)) return caseInsensitive(whole).safeParse(input) as z.ZodSafeParseResult<z.output<z.ZodObject<Shape>>>
  const canonicalKeys = new Map(Object.keys(schema.shape).map((key) => [key.toLowerCase(), key]))
  const document: Record<string, unknown> = Object.fromEntries(
    Object.entries(input).map(([key, value]) => [canonicalKeys.get(key.toLowerCase()) ?? key, value]),
  )
  const issues: z.core.$ZodIssue[] = []
  const output: Record<string, unknown> = {}
  let weight = 0
  const prefixed = (path: PropertyKey[], found: readonly z.core.$ZodIssue[]) => {
    for (const issue of found) issues.push({ ...issue, path: [...path, ...issue.path] })
  }
  for (const [key, field] of Object.entries(schema.shape) as Array<[string, z.core.$ZodType]>) {
    const value = document[key]
    const item = arrayItemSchema(field)
    if (item && Array.isArray(value)) {
      const items: unknown[] = []
      for (let index = 0; index < value.length; index++) {
        const result = z.safeParse(item, value[index])
        if (result.success) items.push(result.data)
        else prefixed([key, index], result.error.issues)
        weight += itemWeight(value[index])
        if (weight >= SLICE_WEIGHT) {
          weight = 0
          await between()
        }
      }
      output[key] = items
      continue
    }
    const result = z.safeParse(field, value)
    if (!result.success) prefixed([key], result.error.issues)
    else if (result.data !== undefined || key in document) output[key] = result.data
  }
  if (issues.length > 0) return { success: false, error: new z.ZodError(issues) } as z.ZodSafeParseResult<z.output<z.ZodObject<Shape>>>
  const value = output as z.output<z.ZodObject<Shape>>
  if (refine) {
    await between()
    const ctx = {
      value,
      addIssue: (issue: string | Partial<z.core.$ZodIssueCustom>) => {
        const raw = typeof issue === 'string' ? { message: issue } : issue
        issues.push({ code: 'custom', ...raw, path: raw.path ?? [] } as z.core.$ZodIssue)
      },
    } as unknown as z.RefinementCtx<z.output<z.ZodObject<Shape>>>
    refine(value, ctx)
    if (issues.length > 0) return { success: false, error: new z.ZodError(issues) } as z.ZodSafeParseResult<z.output<z.ZodObject<Shape>>>
  }
  return { success: true, data: value } as z.ZodSafeParseResult<z.output<z.ZodObject<Shape>>>
}
