// Build-time rendering of the public pages: the same App, machines in their initial state, for
// a visitor with no stored session, in either language. Built with `vite build --ssr` and run by
// scripts/prerender.ts; main.tsx hydrates the result. Guarded and admin pages are never rendered here.
import { renderToString } from 'react-dom/server'
import { i18n } from '@lingui/core'
import '@/styles/global.css'
import { sessionMachine } from '@machines/account/session.machine'
import { preferencesMachine } from '@machines/preferences.machine'
import { owner } from '@/content/owner'
import { loadPublicCatalog } from '@/i18n/i18n'
import type { Language } from '@/lib/storage'
import { App } from './app'
import { prerenderedPaths, routeForPath, routes, signedInAsIsPaths, untilUsedPaths } from './routes'

export { prerenderedPaths, signedInAsIsPaths, untilUsedPaths }

/** The route patterns in table order (scripts/prerender.ts pairs them with the page modules). */
export const routePatterns: readonly string[] = routes.map((route) => route.pattern)

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string
  /** The tab title the page sets (RouteView's document.title). */
  title: string
  language: Language
}

/** Renders `path` (one of prerenderedPaths) in `language` as a first visit with no stored session sees it. */
export async function renderPage(path: string, language: Language): Promise<PrerenderedPage> {
  const route = routeForPath(path)
  if (!route || route.access !== 'public' || !prerenderedPaths.includes(path)) throw new Error(`${path} is not a prerendered public page`)
  // The catalog the hydrating page loads: a public page that used another message would show its id.
  i18n.loadAndActivate({ locale: language, messages: await loadPublicCatalog(language) })
  await route.page.preload()
  const html = renderToString(
    <App
      sessionLogic={sessionMachine}
      preferencesLogic={preferencesMachine}
      // The theme is the browser's (the pre-paint script): what depends on it renders theme-neutral until hydrated.
      preferences={{ language, theme: 'light' }}
      ssrPath={path}
    />,
  )
  return { html, title: `${i18n._(route.title)} · ${owner.name}`, language }
}
