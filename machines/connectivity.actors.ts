// The connectivity machine's actors: the browser's online/offline signal, and the service worker's
// registration (src/lib/offline.ts). Tests provide fakes.
import { fromCallback, fromPromise } from 'xstate'
import { registerServiceWorker } from '@/lib/offline'

/** What the browser's signal tells the connectivity machine. */
export type ConnectivityEvent = { type: 'connectivity.online' } | { type: 'connectivity.offline' }

export const connectivityActors = {
  /** Says offline at once when the browser already is, then follows its online and offline events. */
  watchConnectivity: fromCallback<ConnectivityEvent>(({ sendBack }) => {
    if (typeof window === 'undefined') return undefined
    const online = () => sendBack({ type: 'connectivity.online' })
    const offline = () => sendBack({ type: 'connectivity.offline' })
    if (navigator.onLine === false) offline()
    window.addEventListener('online', online)
    window.addEventListener('offline', offline)
    return () => {
      window.removeEventListener('online', online)
      window.removeEventListener('offline', offline)
    }
  }),
  /** Best effort: without a service worker the app works as before, only not offline. */
  registerServiceWorker: fromPromise<boolean>(() => registerServiceWorker().catch(() => false)),
}
