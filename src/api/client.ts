// The one HTTP client of the SPA (docs/product-rules.md#the-api): bearer token, Accept-Language, one refresh on 401.
// A token that has already expired (a tab woken from sleep) is renewed before the call rather than sent; an answer
// whose role header differs from the stored role renews the session. It never touches navigation or UI state: a
// failed refresh only emits the 'session expired' signal, a renewed role the 'role changed' one.
import { ofetch, FetchError } from 'ofetch'
import type { $Fetch } from 'ofetch'
import { i18n } from '@lingui/core'
import type { z } from 'zod'
import { storage } from '@/lib/storage'
import { tokenPairSchema } from '../contract/auth'
import type { TokenPair } from '../contract/auth'
import { ApiError, apiErrorFromResponse, invalidResponseError, networkError } from './errors'
import { ROLE_HEADER } from '../contract/role-header'
import { emitRoleChanged, emitSessionExpired } from './session-events'
import { isExpired, noteTokenReceived } from './token-timing'
import { createGetCache } from './get-cache'
import type { GetCache } from './get-cache'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface RequestOptions {
  method?: HttpMethod
  body?: Record<string, unknown> | unknown[] | FormData
  query?: Record<string, string | number | boolean | undefined>
  /** false for the anonymous calls (login, sign-up, contact send, captcha). Default true. */
  auth?: boolean
  signal?: AbortSignal
}

export const REFRESH_PATH = '/api/auth/v1/refresh'

/** What `upload` reports while the body goes out (XMLHttpRequest upload progress). */
export interface UploadOptions {
  onProgress?: (progress: { loaded: number; total: number }) => void
}

/** The part of XMLHttpRequest `upload` uses (tests pass a fake). */
export type XhrFactory = () => Pick<
  XMLHttpRequest,
  'open' | 'setRequestHeader' | 'send' | 'status' | 'responseText' | 'upload' | 'onload' | 'onerror' | 'onabort' | 'ontimeout'
> &
  Partial<Pick<XMLHttpRequest, 'getResponseHeader'>>

/** What a refresh came to: new tokens stored, the server refused the refresh token, or no usable answer (offline, 503, 429). */
export type RenewOutcome = 'renewed' | 'refused' | 'unreachable'

export interface ApiClientOptions {
  baseURL?: string
  /** Injected in tests; defaults to the global fetch. */
  fetch?: typeof globalThis.fetch
  /** Injected in tests; defaults to `new XMLHttpRequest()`. */
  xhr?: XhrFactory
  onSessionExpired?: () => void
  language?: () => string
  /** Keeps the signed-in reads of /v1/api/ for a moment (the app's client; tests' clients go without). */
  cache?: GetCache
}

export interface ApiClient {
  /** Sends a request and parses the JSON answer with `schema`. */
  request<S extends z.ZodType>(path: string, schema: S, options?: RequestOptions): Promise<z.infer<S>>
  /** Sends a request whose answer body is ignored (204, or bodies the SPA does not need). */
  send(path: string, options?: RequestOptions): Promise<void>
  /** GET a binary answer (a card image) as a Blob. */
  blob(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<Blob>
  /**
   * POST a multipart body with upload progress and parse the JSON answer with `schema`. The one call
   * on XMLHttpRequest (fetch cannot report upload progress); same token, language and refresh rules.
   */
  upload<S extends z.ZodType>(path: string, schema: S, body: FormData, options?: UploadOptions): Promise<z.infer<S>>
  /** POST /api/auth/v1/refresh once for all concurrent callers; true when new tokens were stored. */
  refreshTokens(): Promise<boolean>
  /** The same single refresh, saying whether the server refused it or could not be reached. */
  renewTokens(): Promise<RenewOutcome>
}

function currentLanguage(): string {
  return i18n.locale || storage.get('language') || 'en'
}

/** The registries' lists: read once, kept until the user writes anything (every write clears the cache). */
const REGISTRY_LISTS = new Set(['/v1/api/categoria', '/v1/api/cartao', '/v1/api/pessoaconta'])

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const fetcher: $Fetch = ofetch.create({ baseURL: options.baseURL ?? '/', retry: 0 }, options.fetch ? { fetch: options.fetch } : {})
  const language = options.language ?? currentLanguage
  const expire = options.onSessionExpired ?? emitSessionExpired
  let refreshing: Promise<RenewOutcome> | null = null

  function headersFor(auth: boolean): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': language() }
    const token = auth ? storage.get('accessToken') : null
    if (token) headers.Authorization = `Bearer ${token}`
    return headers
  }

  /**
   * A signed-in answer names the caller's role as the server has it now: another role than the stored one (changed
   * while this page was open) renews the session, whose answer stores the role and signals it.
   */
  function heardRole(auth: boolean, role: string | null | undefined): void {
    if (!auth || (role !== 'Admin' && role !== 'User') || !storage.get('accessToken') || role === storage.get('userRole')) return
    void renewTokens()
  }

  async function raw(path: string, opts: RequestOptions & { responseType?: 'json' | 'blob' }): Promise<unknown> {
    const auth = opts.auth ?? true
    try {
      const response = await fetcher.raw(path, {
        method: opts.method ?? 'GET',
        body: opts.body,
        query: opts.query,
        signal: opts.signal,
        headers: headersFor(auth),
        ...(opts.responseType === 'blob' ? { responseType: 'blob' as const } : {}),
      })
      heardRole(auth, response.headers.get(ROLE_HEADER))
      return response._data
    } catch (error) {
      if (error instanceof FetchError && error.response) {
        heardRole(auth, error.response.headers.get(ROLE_HEADER))
        throw apiErrorFromResponse(error.response.status, error.data)
      }
      throw networkError(error)
    }
  }

  async function doRefresh(): Promise<RenewOutcome> {
    const refreshToken = storage.get('refreshToken')
    if (!refreshToken) return 'refused'
    let answer: unknown
    try {
      answer = await raw(REFRESH_PATH, { method: 'POST', body: { refreshToken }, auth: false })
    } catch (error) {
      // Refused: the refresh token is unknown, revoked or expired (401), or the request is wrong. No answer, a
      // database outage (503) or a rate limit: the session may well be alive, ask again later.
      return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429 ? 'refused' : 'unreachable'
    }
    const tokens = tokenPairSchema.safeParse(answer)
    if (!tokens.success) return 'refused'
    const { accessToken, refreshToken: nextRefreshToken, role, nomeCompleto }: TokenPair = tokens.data
    const storedRole = storage.get('userRole')
    noteTokenReceived(accessToken)
    storage.saveSession({ accessToken, refreshToken: nextRefreshToken, role, fullName: nomeCompleto })
    if (storedRole !== null && storedRole !== role) emitRoleChanged(role)
    return 'renewed'
  }

  function renewTokens(): Promise<RenewOutcome> {
    refreshing ??= doRefresh().finally(() => {
      refreshing = null
    })
    return refreshing
  }

  const refreshTokens = async (): Promise<boolean> => (await renewTokens()) === 'renewed'

  /**
   * Sends once; on a 401 of an authenticated call, refreshes the tokens once and sends again. A stored token that has
   * already expired is renewed first (one refresh for every call waiting on it): it would only earn a 401.
   */
  async function withRefresh<T>(auth: boolean, send: () => Promise<T>): Promise<T> {
    if (auth && isExpired(storage.get('accessToken'))) {
      const outcome = await renewTokens()
      if (outcome === 'refused') {
        expire()
        throw new ApiError({ status: 401, code: 'unauthorized', message: 'The session has ended' })
      }
    }
    try {
      return await send()
    } catch (error) {
      if (!auth || !(error instanceof ApiError) || error.status !== 401) throw error
      if (!(await refreshTokens())) {
        expire()
        throw error
      }
      return send()
    }
  }

  const send = (path: string, opts: RequestOptions & { responseType?: 'json' | 'blob' }): Promise<unknown> =>
    withRefresh(opts.auth ?? true, () => raw(path, opts))

  const cache = options.cache
  /** A cached read: a signed-in JSON GET of the finance API, kept per user and address. */
  const cacheKey = (path: string, opts: RequestOptions & { responseType?: 'json' | 'blob' }) => {
    if (!cache || (opts.method ?? 'GET') !== 'GET' || opts.auth === false || opts.responseType === 'blob' || opts.signal || !path.startsWith('/v1/api/')) return null
    const query = Object.entries(opts.query ?? {})
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, value]) => `${name}=${String(value)}`)
      .join('&')
    return `${storage.get('nomeUsuario') ?? ''} ${path}?${query}`
  }

  async function call(path: string, opts: RequestOptions & { responseType?: 'json' | 'blob' }): Promise<unknown> {
    const key = cacheKey(path, opts)
    if (key) return cache!.get(key, () => send(path, opts), REGISTRY_LISTS.has(path) ? Number.POSITIVE_INFINITY : undefined)
    if (!cache || (opts.method ?? 'GET') === 'GET') return send(path, opts)
    // A write: what was read before it may be stale, and so is what is read while it runs.
    cache.written()
    try {
      return await send(path, opts)
    } finally {
      cache.written()
    }
  }

  const baseURL = (options.baseURL ?? '/').replace(/\/$/, '')
  const createXhr: XhrFactory = options.xhr ?? (() => new XMLHttpRequest())

  function sendWithProgress(path: string, body: FormData, opts: UploadOptions): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const request = createXhr()
      request.open('POST', `${baseURL}${path}`)
      for (const [name, value] of Object.entries(headersFor(true))) request.setRequestHeader(name, value)
      request.upload.onprogress = (event) => opts.onProgress?.({ loaded: event.loaded, total: event.total })
      request.onload = () => {
        let answer: unknown = request.responseText
        try {
          answer = request.responseText ? JSON.parse(request.responseText) : null
        } catch {
          // Not JSON (a proxy's error page): apiErrorFromResponse keeps the text.
        }
        heardRole(true, request.getResponseHeader?.(ROLE_HEADER))
        if (request.status >= 200 && request.status < 300) resolve(answer)
        else reject(apiErrorFromResponse(request.status, answer))
      }
      request.onerror = () => reject(networkError(new Error('Network error')))
      request.onabort = () => reject(networkError(new Error('Aborted')))
      request.ontimeout = () => reject(networkError(new Error('Timeout')))
      request.send(body)
    })
  }

  function parse<S extends z.ZodType>(path: string, schema: S, answer: unknown): z.infer<S> {
    const parsed = schema.safeParse(answer)
    if (!parsed.success) throw invalidResponseError(`Unexpected answer from ${path}: ${parsed.error.message}`)
    return parsed.data
  }

  return {
    async request(path, schema, opts = {}) {
      return parse(path, schema, await call(path, opts))
    },
    async send(path, opts = {}) {
      await call(path, opts)
    },
    async blob(path, opts = {}) {
      const answer = await call(path, { ...opts, responseType: 'blob' })
      if (!(answer instanceof Blob)) throw invalidResponseError(`Unexpected answer from ${path}: not binary`)
      return answer
    },
    async upload(path, schema, body, opts = {}) {
      cache?.written()
      try {
        return parse(path, schema, await withRefresh(true, () => sendWithProgress(path, body, opts)))
      } finally {
        cache?.written()
      }
    },
    refreshTokens,
    renewTokens,
  }
}

const reads = createGetCache()

export const api = createApiClient({ cache: reads })

/** Forgets the reads the app's client keeps (tests start each case without them). */
export const forgetReads = (): void => reads.clear()
