// Every failed API call becomes an ApiError, so machines branch on status/code instead of transport details.
import { isPlainObject } from '@contract/objects'
import type { ApiErrorCode as ServerErrorCode } from '../contract/messages'

/** The server's codes (src/contract/messages.ts) plus what only the client can see. */
export type ApiErrorCode = ServerErrorCode | 'network' | 'invalid_response' | 'unknown'

export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly code: ApiErrorCode | (string & {})
  readonly fieldErrors: Readonly<Record<string, string>>
  /** A 429's wait in seconds, when the answer says it (the sign-in lockout). */
  readonly retryAfter: number | undefined

  constructor(init: { status: number; code: string; message: string; fieldErrors?: Record<string, string>; retryAfter?: number | undefined }) {
    super(init.message)
    this.status = init.status
    this.code = init.code
    this.fieldErrors = init.fieldErrors ?? {}
    this.retryAfter = init.retryAfter
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

interface ErrorBody {
  message?: string
  code?: string
  /** Field → translated text (for people). */
  errors?: Record<string, string>
  /** Field → message key (what the forms translate). */
  errorCodes?: Record<string, string>
  retryAfter?: number
}

const isOptionalString = (value: unknown) => value === undefined || typeof value === 'string'
const isOptionalTextMap = (value: unknown) => value === undefined || (isPlainObject(value) && Object.values(value).every((text) => typeof text === 'string'))

/**
 * The API's error body `{ message?, code?, errors?, errorCodes? }`, or nothing when any of them has another shape.
 * By hand rather than with zod: every page that can fail imports this module, and zod is 24 KB gzip.
 */
function errorBodyOf(body: unknown): ErrorBody {
  if (!isPlainObject(body)) return {}
  const { message, code, errors, errorCodes, retryAfter } = body
  if (!isOptionalString(message) || !isOptionalString(code) || !isOptionalTextMap(errors) || !isOptionalTextMap(errorCodes)) return {}
  return {
    ...(typeof retryAfter === 'number' && Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfter } : {}),
    message: message as string | undefined,
    code: code as string | undefined,
    errors: errors as Record<string, string> | undefined,
    errorCodes: errorCodes as Record<string, string> | undefined,
  }
}

const codeByStatus: Record<number, ApiErrorCode> = {
  400: 'validation_failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  429: 'rate_limited',
}

/** Builds an ApiError from an HTTP status and whatever body the server sent. */
export function apiErrorFromResponse(status: number, body: unknown): ApiError {
  const data = errorBodyOf(body)
  return new ApiError({
    status,
    code: data.code ?? codeByStatus[status] ?? 'unknown',
    message: data.message ?? (typeof body === 'string' && body ? body : `HTTP ${status}`),
    // The keys when the server sends them; an older server's texts read as unknown keys (invalid value).
    fieldErrors: data.errorCodes ?? data.errors ?? {},
    retryAfter: data.retryAfter,
  })
}

export function networkError(cause: unknown): ApiError {
  return new ApiError({ status: 0, code: 'network', message: cause instanceof Error ? cause.message : 'Network error' })
}

export function invalidResponseError(message: string): ApiError {
  return new ApiError({ status: 0, code: 'invalid_response', message })
}

/**
 * What a machine keeps of a failed call: the HTTP status (0 without an answer), the API's error code
 * and the field errors of a 400 (field → message key). Plain data, so it can sit in context and events.
 */
export interface ApiFailure {
  status: number
  code: string
  fieldErrors?: Readonly<Record<string, string>>
  /** The API's translated message (e.g. why a duplicate or a row in use was refused). */
  message?: string
  /** A 429's wait in seconds, when the answer says it. */
  retryAfter?: number
}

/** Any thrown value as an ApiFailure (`{ status: 0, code: 'unknown' }` when it is not an ApiError). */
export function toApiFailure(error: unknown): ApiFailure {
  return isApiError(error)
    ? { status: error.status, code: error.code, fieldErrors: error.fieldErrors, message: error.message, ...(error.retryAfter ? { retryAfter: error.retryAfter } : {}) }
    : { status: 0, code: 'unknown', fieldErrors: {} }
}
