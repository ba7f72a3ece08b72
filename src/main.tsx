// Entry point: resolve preferences, load the active catalog and the opened page, optionally attach the inspector,
// then hydrate the prerendered page when it is what this visitor's first render shows, else render.
import { createRoot, hydrateRoot } from 'react-dom/client'
import '@/styles/global.css'
import { activateLanguage } from '@/i18n/i18n'
import { setInspector } from '@/state/inspector'
import { App } from '@/app/app'
import { routeToPreload } from '@/app/routes'
import { storage } from '@/lib/storage'
import { readStoredSession } from '@/state/session-context'
import { sessionMachine } from '@machines/session.machine'
import { preferencesMachine } from '@machines/preferences.machine'
import { browserEnvironment, initialPreferences } from '@/app/start'

async function start(): Promise<void> {
  const preferences = initialPreferences(browserEnvironment())
  storage.syncLanguageCookie()
  // The catalog and the opened page's chunk at once, so the first render is the page itself. A page
  // chunk that fails to load here is loaded (and its failure shown) when it renders.
  const route = routeToPreload(window.location.pathname, { loggedIn: storage.get('accessToken') !== null, role: storage.get('userRole') })
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  // A prerendered page paints first: hydration waits for the frame after the one that shows it.
  const painted = root.dataset.prerendered ? new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))) : undefined
  await Promise.all([activateLanguage(preferences.language), route?.page.preload().catch(() => undefined), painted])

  // Watch every machine live in development: open with ?inspect or run with VITE_INSPECT=1.
  if (import.meta.env.DEV && (new URLSearchParams(window.location.search).has('inspect') || import.meta.env.VITE_INSPECT === '1')) {
    const { createBrowserInspector } = await import('@statelyai/inspect')
    setInspector(createBrowserInspector().inspect)
  }

  // Read once: the first render and the choice to hydrate see the same session, even when a token is stored
  // (another tab signing in) while the page hydrates.
  const storedSession = readStoredSession()
  const app = <App sessionLogic={sessionMachine} preferencesLogic={preferencesMachine} preferences={preferences} storedSession={storedSession} />
  // The build rendered the page for a first visit with no stored session, in the language it names; a
  // stored session, another language or a page reached with history state renders afresh over it.
  const prerendered = root.dataset.prerendered === preferences.language && !storedSession.tokenStored && window.history.state === null
  // From here React receives the clicks itself; the ones index.html kept on the prerendered buttons before
  // are given to it once it hydrates (a click on a part not yet hydrated makes React hydrate that part first).
  const early = window as Window & { appHydrating?: boolean; earlyClicks?: HTMLElement[] }
  early.appHydrating = true
  if (prerendered) {
    hydrateRoot(root, app)
    for (const button of early.earlyClicks?.splice(0) ?? []) if (button.isConnected) button.click()
  } else createRoot(root).render(app)
}

void start()
