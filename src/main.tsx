// Entry point: resolve preferences, then load the active catalog, the opened page and the app's mount
// (src/app/mount.tsx: React DOM, the App, its machines) at once, and hydrate or render. A prerendered page
// runs this only once it has painted from its HTML (index.html's inline script), and preloads the rest; one that
// works without the app until used (the home page) loads it on the visitor's first sign of use.
import '@/styles/global.css'
import { activateLanguage } from '@/i18n/i18n'
import { routeToPreload } from '@/app/routes'
import { storage } from '@/lib/storage'
import { browserEnvironment, hydratesPrerendered, initialPreferences } from '@/app/start'
import { firstUse } from '@/app/first-use'

async function start(): Promise<void> {
  const preferences = initialPreferences(browserEnvironment())
  storage.syncLanguageCookie()
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  const loggedIn = storage.get('accessToken') !== null
  const route = routeToPreload(window.location.pathname, { loggedIn, role: storage.get('userRole') })
  // A prerendered page the app will hydrate as it is, which works without it until used: the app comes on first use.
  if (route?.untilUsed && hydratesPrerendered(root, preferences.language, loggedIn)) await firstUse()
  // The mount first, so its styles are linked before the page's (the cascade order of the build's CSS).
  const app = import('@/app/mount')
  // The catalog and the opened page's chunk at once, so the first render is the page itself: every message for a
  // guarded or admin page, the public pages' ones otherwise. A page chunk that fails to load here is loaded (and
  // its failure shown) when it renders.
  const [{ mount }] = await Promise.all([app, activateLanguage(preferences.language, { full: route !== undefined && route.access !== 'public' }), route?.page.preload().catch(() => undefined)])
  await mount(root, preferences)
}

void start()
