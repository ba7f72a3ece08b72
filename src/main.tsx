// Entry point: resolve preferences, load the active catalog and the opened page, optionally attach the inspector, render.
import { createRoot } from 'react-dom/client'
import '@/styles/global.css'
import { activateLanguage } from '@/i18n/i18n'
import { setInspector } from '@/state/inspector'
import { App } from '@/app/app'
import { routeToPreload } from '@/app/routes'
import { storage } from '@/lib/storage'
import { sessionMachine } from '@machines/session.machine'
import { preferencesMachine } from '@machines/preferences.machine'
import { browserEnvironment, initialPreferences } from '@/app/start'

async function start(): Promise<void> {
  const preferences = initialPreferences(browserEnvironment())
  // The catalog and the opened page's chunk at once, so the first render is the page itself. A page
  // chunk that fails to load here is loaded (and its failure shown) when it renders.
  const route = routeToPreload(window.location.pathname, { loggedIn: storage.get('accessToken') !== null, role: storage.get('userRole') })
  await Promise.all([activateLanguage(preferences.language), route?.page.preload().catch(() => undefined)])

  // Watch every machine live in development: open with ?inspect or run with VITE_INSPECT=1.
  if (import.meta.env.DEV && (new URLSearchParams(window.location.search).has('inspect') || import.meta.env.VITE_INSPECT === '1')) {
    const { createBrowserInspector } = await import('@statelyai/inspect')
    setInspector(createBrowserInspector().inspect)
  }

  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  createRoot(root).render(
    <App sessionLogic={sessionMachine} preferencesLogic={preferencesMachine} preferences={preferences} />,
  )
}

void start()
