// The service worker served at /sw.js (built by scripts/service-worker-build.ts, which fills in the build's
// version and the shell's file list). The policy and why it is hand-made: ./cache-policy.ts and
// docs/decisions/0016-hand-made-service-worker.md. Update policy: a new build is a new version; it installs
// at once (skipWaiting), takes over open pages (clients.claim) and deletes the other versions' shells.
import {
  apiCacheName,
  entriesToTrim,
  isCacheableApiAnswer,
  NETWORK_TIMEOUT_MS,
  networkFirst,
  requestKind,
  shellCacheName,
  staleShellCaches,
  userKeyOfAuthorization,
} from './cache-policy'

declare const __SW_VERSION__: string
declare const __SW_PRECACHE__: readonly string[]

/** The parts of the service worker's global scope used here (the app's TypeScript has the DOM's types only). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request
  respondWith(response: Promise<Response>): void
}
interface ServiceWorkerScope {
  readonly location: Location
  skipWaiting(): Promise<void>
  readonly clients: { claim(): Promise<void> }
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
}

const scope = self as unknown as ServiceWorkerScope
const version = __SW_VERSION__
const shell = shellCacheName(version)
const precached = new Set(__SW_PRECACHE__)
const SHELL_PAGE = '/index.html'

/** A hashed build file that an earlier version already holds is taken from there, not downloaded again. */
async function precacheOne(cache: Cache, path: string): Promise<void> {
  if (path.startsWith('/assets/')) {
    const kept = await caches.match(path)
    if (kept) return cache.put(path, kept)
  }
  const response = await fetch(path, { cache: 'no-cache' })
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  await cache.put(path, response)
}

scope.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(shell)
      await Promise.all([...precached].map((path) => precacheOne(cache, path)))
      await scope.skipWaiting()
    })(),
  )
})

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all(staleShellCaches(await caches.keys(), version).map((name) => caches.delete(name)))
      await scope.clients.claim()
    })(),
  )
})

/** The network's answer; the cached shell page when there is no network or it is too slow (every route renders from it). */
function navigation(request: Request): Promise<Response> {
  return networkFirst(fetch(request), () => caches.match(SHELL_PAGE, { cacheName: shell }), NETWORK_TIMEOUT_MS)
}

/** A hashed file never changes: the cache's copy, else the network's, kept for next time. */
async function asset(request: Request): Promise<Response> {
  const cached = await caches.match(request)
  if (cached) return cached
  const response = await fetch(request)
  if (response.ok) {
    const copy = response.clone()
    void caches.open(shell).then((cache) => cache.put(request, copy))
  }
  return response
}

/** A shell file with a fixed name: the network's, the cached one offline or when the network is too slow. */
function shellFile(request: Request): Promise<Response> {
  return networkFirst(fetch(request), () => caches.match(new URL(request.url).pathname, { cacheName: shell }), NETWORK_TIMEOUT_MS)
}

/**
 * An API read: the network's answer, kept in this user's cache; without network, this user's last answer to
 * the same address. Another user's answers are in another cache, never read here.
 */
async function apiRead(request: Request): Promise<Response> {
  const user = userKeyOfAuthorization(request.headers.get('authorization'))
  const key = request.url
  try {
    const response = await fetch(request)
    if (user && isCacheableApiAnswer(response.status, response.headers.get('content-type'))) {
      const copy = response.clone()
      void keepAnswer(apiCacheName(user), key, copy)
    }
    return response
  } catch (error) {
    const cached = user ? await (await caches.open(apiCacheName(user))).match(key) : undefined
    if (cached) return cached
    throw error
  }
}

/** Stores an answer as the newest entry and drops the oldest past the limit. */
async function keepAnswer(cacheName: string, key: string, response: Response): Promise<void> {
  const cache = await caches.open(cacheName)
  await cache.delete(key)
  await cache.put(key, response)
  for (const old of entriesToTrim(await cache.keys())) await cache.delete(old)
}

scope.addEventListener('fetch', (event) => {
  const { request } = event
  switch (requestKind(request, scope.location.origin, precached)) {
    case 'navigation':
      return event.respondWith(navigation(request))
    case 'asset':
      return event.respondWith(asset(request))
    case 'shell':
      return event.respondWith(shellFile(request))
    case 'api':
      return event.respondWith(apiRead(request))
    default:
      // Writes, sign-in and token calls, other origins: the browser's own handling, never a cached answer.
      return undefined
  }
})
