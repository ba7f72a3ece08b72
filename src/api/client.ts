// The one HTTP client of the SPA (SPEC §7, DESIGN §3): bearer token, Accept-Language, one refresh on 401.
// It never touches navigation or UI state: a failed refresh only emits the 'session expired' signal.
import { ofetch, FetchError } from 'ofetch'
import type { $Fetch } from 'ofetch'
import { i18n } from '@lingui/core'
import type { z } from 'zod'
import { storage } from '@/lib/storage'
import { tokenPairSchema } from './schemas/auth'
import type { TokenPair } from './schemas/auth'
import { ApiError, apiErrorFromResponse, invalidResponseError, networkError } from './errors'
import { emitSessionExpired } from './session-events'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface RequestOptions {
  method?: HttpMethod
  body?: Record<string, unknown> | unknown[] | FormData
  query?: Record<string, string | number | boolean | undefined>
  /** false for the anonymous calls of SPEC §6 (login, sign-up, contact send, captcha). Default true. */
  auth?: boolean
  signal?: AbortSignal
}

export const REFRESH_PATH = '/api/auth/v1/refresh'

export interface ApiClientOptions {
  baseURL?: string
  /** Injected in tests; defaults to the global fetch. */
  fetch?: typeof globalThis.fetch
  onSessionExpired?: () => void
  language?: () => string
}

export interface ApiClient {
  /** Sends a request and parses the JSON answer with `schema`. */
  request<S extends z.ZodType>(path: string, schema: S, options?: RequestOptions): Promise<z.infer<S>>
  /** Sends a request whose answer body is ignored (204, or bodies the SPA does not need). */
  send(path: string, options?: RequestOptions): Promise<void>
  /** POST /api/auth/v1/refresh once for all concurrent callers; true when new tokens were stored. */
  refreshTokens(): Promise<boolean>
}

function currentLanguage(): string {
  return i18n.locale || storage.get('language') || 'en'
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const fetcher: $Fetch = ofetch.create({ baseURL: options.baseURL ?? '/', retry: 0 }, options.fetch ? { fetch: options.fetch } : {})
  const language = options.language ?? currentLanguage
  const expire = options.onSessionExpired ?? emitSessionExpired
  let refreshing: Promise<boolean> | null = null

  function headersFor(auth: boolean): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': language() }
    const token = auth ? storage.get('accessToken') : null
    if (token) headers.Authorization = `Bearer ${token}`
    return headers
  }

  async function raw(path: string, opts: RequestOptions): Promise<unknown> {
    try {
      return await fetcher(path, {
        method: opts.method ?? 'GET',
        body: opts.body,
        query: opts.query,
        signal: opts.signal,
        headers: headersFor(opts.auth ?? true),
      })
    } catch (error) {
      if (error instanceof FetchError && error.response) throw apiErrorFromResponse(error.response.status, error.data)
      throw networkError(error)
    }
  }

  async function doRefresh(): Promise<boolean> {
    const refreshToken = storage.get('refreshToken')
    if (!refreshToken) return false
    try {
      const answer = await raw(REFRESH_PATH, { method: 'POST', body: { refreshToken }, auth: false })
      const tokens: TokenPair = tokenPairSchema.parse(answer)
      storage.saveSession({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, role: tokens.role })
      return true
    } catch {
      return false
    }
  }

  function refreshTokens(): Promise<boolean> {
    refreshing ??= doRefresh().finally(() => {
      refreshing = null
    })
    return refreshing
  }

  async function call(path: string, opts: RequestOptions): Promise<unknown> {
    const auth = opts.auth ?? true
    try {
      return await raw(path, opts)
    } catch (error) {
      if (!auth || !(error instanceof ApiError) || error.status !== 401) throw error
      if (!(await refreshTokens())) {
        expire()
        throw error
      }
      return raw(path, opts)
    }
  }

  return {
    async request(path, schema, opts = {}) {
      const answer = await call(path, opts)
      const parsed = schema.safeParse(answer)
      if (!parsed.success) throw invalidResponseError(`Unexpected answer from ${path}: ${parsed.error.message}`)
      return parsed.data
    },
    async send(path, opts = {}) {
      await call(path, opts)
    },
    refreshTokens,
  }
}

export const api = createApiClient()
