// Entry point: resolve preferences, then load the active catalog, the opened page and the app's mount
// (src/app/mount.tsx: React DOM, the App, its machines) at once, and hydrate or render. A prerendered page
// runs this only once it has painted from its HTML (index.html's inline script), and preloads the rest.
import '@/styles/global.css'
import { activateLanguage } from '@/i18n/i18n'
import { routeToPreload } from '@/app/routes'
import { storage } from '@/lib/storage'
import { browserEnvironment, initialPreferences } from '@/app/start'

async function start(): Promise<void> {
  const preferences = initialPreferences(browserEnvironment())
  storage.syncLanguageCookie()
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  // The mount first, so its styles are linked before the page's (the cascade order of the build's CSS).
  const app = import('@/app/mount')
  // The catalog and the opened page's chunk at once, so the first render is the page itself: every message for a
  // guarded or admin page, the public pages' ones otherwise. A page chunk that fails to load here is loaded (and
  // its failure shown) when it renders.
  const route = routeToPreload(window.location.pathname, { loggedIn: storage.get('accessToken') !== null, role: storage.get('userRole') })
  const [{ mount }] = await Promise.all([app, activateLanguage(preferences.language, { full: route !== undefined && route.access !== 'public' }), route?.page.preload().catch(() => undefined)])
  await mount(root, preferences)
}

void start()
