// Pages in before they are asked for (docs/architecture.md#page-changes): a signed-in user's pages are fetched one at
// a time while the browser is idle, finance pages first, and any page as soon as a link to it is pointed at,
// touched or focused. A move to another page then waits for its data only, never for its code. A signed-out
// visitor fetches nothing ahead (public pages load only what they use).
import type { Role } from '@contract/auth'
import { isAllowed } from '@/lib/page'
import type { AppRoute } from './routes'

/** Events that tell a link is about to be followed. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const

interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number
  cancelIdleCallback?: (handle: number) => void
}

/** The guarded pages `role` may open, finance pages first, in table order. */
export function pagesAhead(routes: readonly AppRoute[], role: Role | null): AppRoute[] {
  const allowed = routes.filter((route) => route.access !== 'public' && isAllowed(route.access, role))
  const finance = (route: AppRoute) => route.pattern.startsWith('/financas')
  return [...allowed.filter(finance), ...allowed.filter((route) => !finance(route))]
}

/**
 * Starts fetching pages ahead for a signed-in `role`: `routeOf(path)` tells the page a link's path opens (or
 * none). Returns the stop function (sign-out, role change).
 */
export function startPrefetching(options: {
  routes: readonly AppRoute[]
  role: Role
  routeOf: (path: string) => AppRoute | undefined
  target?: Document
  idle?: IdleWindow
}): () => void {
  const target = options.target ?? document
  const idle: IdleWindow = options.idle ?? (window as IdleWindow)
  const queue = pagesAhead(options.routes, options.role)
  const fetched = new Set<AppRoute>()
  let stopped = false
  let handle: number | undefined

  const fetchPage = (route: AppRoute) => {
    if (fetched.has(route)) return Promise.resolve()
    fetched.add(route)
    // A chunk that fails (offline) is fetched again when the page is opened.
    return route.page.preload().catch(() => fetched.delete(route))
  }

  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null
    if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return
    const route = options.routeOf(link.pathname)
    if (route && (route.access === 'public' || isAllowed(route.access, options.role))) void fetchPage(route)
  }
  for (const type of INTENT_EVENTS) target.addEventListener(type, onIntent, { capture: true, passive: true })

  const next = () => {
    handle = undefined
    if (stopped) return
    const route = queue.find((candidate) => !fetched.has(candidate))
    if (!route) return
    void fetchPage(route).then(() => {
      if (queue.some((candidate) => !fetched.has(candidate))) schedule()
    })
  }
  // Without requestIdleCallback (Safari, test DOMs) pages come on intent only: nothing competes with the page.
  function schedule() {
    if (!stopped && idle.requestIdleCallback) handle = idle.requestIdleCallback(next, { timeout: 5000 })
  }
  schedule()

  return () => {
    stopped = true
    for (const type of INTENT_EVENTS) target.removeEventListener(type, onIntent, { capture: true })
    if (handle !== undefined) idle.cancelIdleCallback?.(handle)
  }
}
