import { OpenAPIHono } from '@hono/zod-openapi'
import type { Env } from 'hono'
import type { z } from 'zod'
import { apiErrorSchema } from '@contract/common'
import type { AppEnv } from '../app-env'
import type { MessageKey } from '../i18n'
import { validationHookWith } from './validation'

// Helpers for declaring routes with @hono/zod-openapi so that each route file stays short:
//
//   const getBook = createRoute({
//     method: 'get', path: '/v1/api/livro/{code}', tags: ['Books'], security: bearerSecurity,
//     middleware: [deps.requireUser] as const,
//     request: { params: z.object({ code: z.coerce.number().int() }) },
//     responses: { 200: jsonContent(bookSchema, 'The book'), ...errorResponses(400, 401, 404) },
//   })
//   router.openapi(getBook, async (c) => c.json(await books.get(c.var.user.id, c.req.valid('param').code), 200))

/**
 * A router whose request validation failures answer 400 JSON (see ./validation). `requiredCode` is
 * the top message when a field is missing: 'required_fields' ('All fields are required!', for books
 * and sign-up) or 'fill_required_fields' ('Fill in all required fields.', for the finance pages).
 */
export function createRouter<E extends Env = AppEnv>({ requiredCode }: { requiredCode?: MessageKey } = {}) {
  return new OpenAPIHono<E>({ defaultHook: validationHookWith(requiredCode) })
}

/** A required JSON request body. */
export const jsonBody = <Schema extends z.ZodType>(schema: Schema, description?: string) => ({
  content: { 'application/json': { schema } },
  required: true,
  ...(description ? { description } : {}),
})

/** A JSON response. */
export const jsonContent = <Schema extends z.ZodType>(schema: Schema, description: string) => ({
  content: { 'application/json': { schema } },
  description,
})

const errorDescriptions = {
  400: 'Invalid input (`errors` maps each field to its message)',
  401: 'Missing, invalid or expired token, or bad credentials',
  403: 'Signed in without the required role',
  404: 'Not found, or not yours',
  409: 'Conflict with existing data',
  413: 'Request body too large',
  415: 'Unsupported content type',
  429: 'Too many requests (see Retry-After)',
  503: 'Unavailable for now (see Retry-After)',
} as const
type ErrorStatus = keyof typeof errorDescriptions

/** Documented error answers, all with the `ApiError` body. */
export function errorResponses<const Statuses extends ErrorStatus[]>(...statuses: Statuses) {
  return Object.fromEntries(
    statuses.map((status) => [status, jsonContent(apiErrorSchema, errorDescriptions[status])]),
  ) as { [Status in Statuses[number]]: ReturnType<typeof jsonContent<typeof apiErrorSchema>> }
}

/** `security` of routes behind requireUser / requireAdmin. */
export const bearerSecurity = [{ bearerAuth: [] }]
