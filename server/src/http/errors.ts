import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ApiErrorBody } from '@contract/common'
import { languageFromHeader, t, translate, type MessageKey } from '../i18n'

// API errors (docs/product-rules.md#the-api): services and routes throw ApiError; the app's error handler turns it into
// JSON `{ message, code, errors? }` in the request's language. Codes double as message keys.

export type FieldErrors = Record<string, MessageKey>

/**
 * An answer that is not a success, thrown by services and routes. Carries no stack trace: it is an
 * expected outcome (a 401, a 404, a validation failure), never logged as a crash, and capturing the
 * stack cost several percent of CPU on every such answer.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: MessageKey,
    readonly options: { errors?: FieldErrors; headers?: Record<string, string>; linha?: number; retryAfter?: number } = {},
  ) {
    const stackTraceLimit = Error.stackTraceLimit
    Error.stackTraceLimit = 0
    super(code)
    Error.stackTraceLimit = stackTraceLimit
    this.name = 'ApiError'
  }
}

export const badRequest = (code: MessageKey, errors?: FieldErrors) => new ApiError(400, code, { errors })
export const unauthorized = (code: MessageKey = 'unauthorized') => new ApiError(401, code)
export const forbidden = () => new ApiError(403, 'forbidden')
export const notFound = (code: MessageKey = 'not_found') => new ApiError(404, code)
export const conflict = (code: MessageKey) => new ApiError(409, code)
/**
 * The body is over its limit. The connection closes after the answer: the rest of the body is
 * never read, and a connection kept alive would be dropped mid-request once the server gives up
 * draining it.
 */
export const payloadTooLarge = () => new ApiError(413, 'payload_too_large', { headers: { Connection: 'close' } })
/**
 * 429 with the wait in whole seconds as Retry-After; `inBody` repeats it as the body's `retryAfter`, for
 * answers whose client says how long (the failed sign-in lockout).
 */
export const tooManyRequests = (retryAfterSeconds: number, code: MessageKey = 'rate_limited', inBody = false) => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds))
  return new ApiError(429, code, { headers: { 'Retry-After': String(seconds) }, ...(inBody ? { retryAfter: seconds } : {}) })
}

/** The JSON response for `error`, translated for the request of `c`. */
export function errorResponse(c: Context, error: ApiError): Response {
  const language = languageFromHeader(c.req.header('accept-language'))
  const body: ApiErrorBody = { message: translate(error.code, language), code: error.code }
  if (error.options.errors) {
    // The text for people and clients that show it as is; the key for clients that translate (the SPA's forms).
    body.errors = Object.fromEntries(
      Object.entries(error.options.errors).map(([field, key]) => [field, translate(key, language)]),
    )
    body.errorCodes = { ...error.options.errors }
  }
  if (error.options.linha !== undefined) {
    // A file refused for one line: the message names it and why (the first field's reason).
    const [reason] = Object.values(error.options.errors ?? {})
    body.linha = error.options.linha
    const line = reason
      ? t('line_of_file_reason', language, { line: error.options.linha, reason: t(reason, language) })
      : t('line_of_file', language, { line: error.options.linha })
    body.message = `${body.message} ${line}`
  }
  if (error.options.retryAfter !== undefined) body.retryAfter = error.options.retryAfter
  // Never cached, whatever a middleware prepared for a success (e.g. the static files' max-age).
  c.header('Cache-Control', 'no-store')
  for (const [name, value] of Object.entries(error.options.headers ?? {})) c.header(name, value)
  return c.json(body, error.status)
}
