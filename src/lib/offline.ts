// The page's side of the offline mode: registering the service worker (src/sw/service-worker.ts) and deleting
// the API answers it kept, which the session does whenever the signed-in user changes or leaves.
import { isApiCache } from '@/sw/cache-policy'

/** Where the build writes the service worker: at the root, so that it serves every page of the origin. */
export const SERVICE_WORKER_URL = '/sw.js'

/**
 * Registers the service worker in a production build (the development server has none), once the page has
 * loaded, so that its download of the app shell never competes with the page's own. Resolves false when the
 * browser has no service workers or the page is not a secure context.
 */
export async function registerServiceWorker(): Promise<boolean> {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !window.isSecureContext) return false
  if (document.readyState !== 'complete') await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }))
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' })
  return true
}

/** Deletes every user's kept API answers (the shell stays: it holds nobody's data). */
export async function clearOfflineAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return
  const names = await caches.keys()
  await Promise.all(names.filter(isApiCache).map((name) => caches.delete(name)))
}
