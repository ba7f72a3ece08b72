// What the service worker (./service-worker.ts) does with each request, as plain functions the unit tests
// call: which requests it answers and how, the names of its caches, and whose API answers a cache holds.
// The policy (docs/decisions/0016-hand-made-service-worker.md):
// - the app shell (index.html, the hashed build files, icons, manifests) is precached per build version;
//   hashed files are served from the cache first (they never change), the rest from the network first;
// - a page load (navigation) goes to the network first, so a deploy is seen at once; offline it gets the
//   cached shell, which renders every route;
// - GET /v1/api/... goes to the network first and keeps the answer in the signed-in user's own cache; offline
//   that copy answers. Writes and /api/... (sign-in, tokens, captcha) never touch a cache.

/** Every cache of the service worker starts with this; other caches of the origin are not its business. */
export const CACHE_PREFIX = 'financas-'
const SHELL_PREFIX = `${CACHE_PREFIX}shell-`
const API_PREFIX = `${CACHE_PREFIX}api-`

/** How many API answers one user's cache keeps (the most recent; months, accounts, cards, categories…). */
export const API_CACHE_MAX_ENTRIES = 200

/** The cache of one build's app shell. */
export function shellCacheName(version: string): string {
  return `${SHELL_PREFIX}${version}`
}

/** The cache of one user's API answers, named by the user's id (the token's `sub`). */
export function apiCacheName(userKey: string): string {
  return `${API_PREFIX}${userKey}`
}

/** Whether `name` is a cache of API answers (any user's): sign-out and a new sign-in delete them all. */
export function isApiCache(name: string): boolean {
  return name.startsWith(API_PREFIX)
}

/** The shell caches of other builds: the new service worker deletes them once it is active. */
export function staleShellCaches(names: readonly string[], version: string): string[] {
  return names.filter((name) => name.startsWith(SHELL_PREFIX) && name !== shellCacheName(version))
}

export type RequestKind =
  /** A page load: network first, the cached shell offline. */
  | 'navigation'
  /** A hashed build file (/assets/…): cache first, the network when missing. */
  | 'asset'
  /** A precached file whose name does not change (icons, manifests): network first, the cache offline. */
  | 'shell'
  /** GET /v1/api/…: network first, the user's cached answer offline. */
  | 'api'
  /** Everything else (writes, /api/… auth calls, other origins, images and music): not touched. */
  | 'passthrough'

export interface RequestFacts {
  method: string
  url: string
  /** `Request.mode`: 'navigate' for a page load. */
  mode: string
}

/** How the service worker handles a request from pages of `origin`; `precached` lists the shell's paths. */
export function requestKind(request: RequestFacts, origin: string, precached: ReadonlySet<string>): RequestKind {
  if (request.method !== 'GET') return 'passthrough'
  let url: URL
  try {
    url = new URL(request.url)
  } catch {
    return 'passthrough'
  }
  if (url.origin !== origin) return 'passthrough'
  if (url.pathname.startsWith('/v1/api/')) return 'api'
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return 'passthrough'
  if (request.mode === 'navigate') return 'navigation'
  if (url.pathname.startsWith('/assets/')) return 'asset'
  if (precached.has(url.pathname)) return 'shell'
  return 'passthrough'
}

/**
 * The user an API request speaks for: the `sub` of its bearer token (read, not verified: it only picks the
 * cache, and the server checks the token on every call), or null without a readable token (nothing is cached).
 */
export function userKeyOfAuthorization(header: string | null): string | null {
  const token = /^Bearer ([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.[A-Za-z0-9_-]*$/.exec(header ?? '')
  if (!token) return null
  try {
    const json = atob(token[2]!.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(token[2]!.length / 4) * 4, '='))
    const claims: unknown = JSON.parse(json)
    const sub = claims && typeof claims === 'object' ? (claims as Record<string, unknown>).sub : undefined
    return typeof sub === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(sub) ? sub : null
  } catch {
    return null
  }
}

/** Whether an API answer may be kept for offline reading: a complete JSON 200 (never an error or a file). */
export function isCacheableApiAnswer(status: number, contentType: string | null): boolean {
  return status === 200 && /^application\/json\b/i.test(contentType ?? '')
}

/** The oldest entries past `max` (cache keys come oldest first: each answer is deleted before it is put back). */
export function entriesToTrim<T>(keys: readonly T[], max: number = API_CACHE_MAX_ENTRIES): T[] {
  return keys.length > max ? keys.slice(0, keys.length - max) : []
}

/** The build's version: a short hash of the precached files' names and index.html (the build computes it). */
export function isVersion(value: string): boolean {
  return /^[0-9a-f]{8,64}$/.test(value)
}

/**
 * How long a page load waits for the network before the cached shell answers (Workbox's networkTimeoutSeconds):
 * on a connection that neither answers nor fails (a weak signal, a captive portal) the app would otherwise stay
 * blank until the browser gives up, minutes later.
 */
export const NETWORK_TIMEOUT_MS = 4000

/**
 * The network's answer, or the fallback's when the network has not answered within `timeoutMs` or failed; with no
 * fallback the network's answer (or error) whenever it comes. The network's request is never cancelled.
 */
export async function networkFirst(
  network: Promise<Response>,
  fallback: () => Promise<Response | undefined>,
  timeoutMs: number,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<Response> {
  const answered = network.then(
    (response) => ({ response }),
    (error: unknown) => ({ error }),
  )
  const first = await Promise.race([answered, wait(timeoutMs).then(() => 'late' as const)])
  if (first !== 'late' && 'response' in first) return first.response
  const kept = await fallback()
  if (kept) return kept
  const outcome = await answered
  if ('response' in outcome) return outcome.response
  throw outcome.error
}
