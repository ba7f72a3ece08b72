// The app's mount, in its own chunk: React DOM, the App with its machines (XState), the router and the
// layout. main.tsx imports it once the catalog and the opened page are in (and, on a prerendered page,
// after the page has painted from its HTML), so nothing here is parsed or run before the first paint.
import { useLayoutEffect } from 'react'
import type { ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { setInspector } from '@/state/inspector'
import { App } from '@/app/app'
import { hydratesPrerendered } from '@/app/start'
import { readStoredSession } from '@/state/session-context'
import { sessionMachine } from '@machines/account/session.machine'
import { preferencesMachine } from '@machines/preferences.machine'
import type { PreferencesInput } from '@machines/preferences.machine'

/** Hydrates the prerendered page when it is what this visitor's first render shows, else renders. */
export async function mount(root: HTMLElement, preferences: PreferencesInput): Promise<void> {
  // Watch every machine live in development: open with ?inspect or run with VITE_INSPECT=1.
  if (import.meta.env.DEV && (new URLSearchParams(window.location.search).has('inspect') || import.meta.env.VITE_INSPECT === '1')) {
    const { createBrowserInspector } = await import('@statelyai/inspect')
    setInspector(createBrowserInspector().inspect)
  }

  // Read once: the first render and the choice to hydrate see the same session, even when a token is stored
  // (another tab signing in) while the page hydrates.
  const storedSession = readStoredSession()
  const app = <App sessionLogic={sessionMachine} preferencesLogic={preferencesMachine} preferences={preferences} storedSession={storedSession} />
  const prerendered = hydratesPrerendered(root, preferences.language, storedSession.tokenStored)
  // From here React receives the clicks itself; the ones index.html kept on the prerendered buttons before, the
  // options chosen in its selects and the forms' submit buttons pressed, are given to it once it hydrates (a click on
  // a part not yet hydrated makes React hydrate that part first).
  const early = window as Window & {
    appHydrating?: boolean
    earlyClicks?: HTMLElement[]
    earlyChoices?: [HTMLSelectElement, string][]
    earlySubmits?: HTMLElement[]
  }
  early.appHydrating = true
  // From here the page is the app's, whatever language it switches to (global.css hides a prerendered page whose
  // language is not the document's).
  const drawn = root.dataset.prerendered !== undefined
  const adopt = () => {
    delete root.dataset.prerendered
    delete root.dataset.signedInAsIs
  }
  if (prerendered) {
    adopt()
    hydrateRoot(root, app)
    for (const button of early.earlyClicks?.splice(0) ?? []) if (button.isConnected) button.click()
    for (const [select, value] of early.earlyChoices?.splice(0) ?? []) {
      if (!select.isConnected) continue
      select.value = value
      select.dispatchEvent(new Event('change', { bubbles: true }))
    }
    for (const submitter of early.earlySubmits?.splice(0) ?? []) if (submitter.isConnected) submitter.click()
  } else {
    // React replaces the prerendered page in the commit that draws the app's first screen, so a signed-in visitor's
    // public page stays painted until then, never a blank frame (global.css kept it hidden only where it differs:
    // another language, the sign-in forms); the page is the app's from that commit on.
    createRoot(root).render(drawn ? <AfterFirstCommit run={adopt}>{app}</AfterFirstCommit> : app)
  }
}

/** Runs `run` once, in the commit that first puts `children` in the page (before that frame is painted). */
function AfterFirstCommit({ run, children }: { run: () => void; children: ReactNode }) {
  useLayoutEffect(run, [run])
  return children
}
