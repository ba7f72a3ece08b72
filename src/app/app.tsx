// The app shell: providers (Lingui, preferences, session), the router, the layout and guarded routes.
import { Suspense, use, useEffect } from 'react'
import type { ReactNode } from 'react'
import { I18nProvider, useLingui } from '@lingui/react'
import { i18n } from '@lingui/core'
import { Trans } from '@lingui/react/macro'
import { Redirect, Route, Router, Switch, useLocation, useSearch } from 'wouter'
import type { BaseLocationHook } from 'wouter'
import type { PreferencesInput, PreferencesMachine } from '@machines/preferences.machine'
import type { SessionMachine } from '@machines/account/session.machine'
import { Spinner } from '@/components/spinner/spinner'
import { fullCatalog } from '@/i18n/i18n'
import { owner } from '@/content/owner'
import { loginPathFor } from '@/lib/return-path'
import { ProvidedLogicProvider } from '@/state/machine-logic'
import type { ProvidedLogic } from '@/state/machine-logic'
import { PreferencesProvider } from '@/state/preferences-context'
import { SessionContext, SessionProvider, useRole, useSessionRef } from '@/state/session-context'
import type { StoredSession } from '@/state/session-context'
import { LayoutView } from '@/views/layout/layout-view'
import { ConnectivityProvider } from '@/views/layout/offline-banner'
import * as styles from './app.css'
import { startPrefetching } from './prefetch'
import { guardDecision, pageJumpEntries, paths, routeForPath, routes } from './routes'
import type { AppRoute } from './routes'

export interface AppProps {
  sessionLogic: SessionMachine
  preferencesLogic: PreferencesMachine
  preferences: PreferencesInput
  /** A wouter location hook; tests pass a memory location. */
  locationHook?: BaseLocationHook
  /** The path when rendering outside a browser (the build's prerenderer, src/app/prerender.tsx). */
  ssrPath?: string
  /** The session stored when the app started (read from storage when not given). */
  storedSession?: StoredSession
  /** Logic the pages start in place of their machines (tests provide actors); none in the product. */
  logic?: readonly ProvidedLogic[]
}

export function App(props: AppProps) {
  return (
    <AppProviders {...props}>
      <LayoutView pageJump={pageJumpEntries}>
        <AppRoutes />
      </LayoutView>
      <PagesAhead />
    </AppProviders>
  )
}

/** Lingui, preferences, router and session: everything a page needs around it. */
export function AppProviders({ sessionLogic, preferencesLogic, preferences, locationHook, ssrPath, storedSession, logic, children }: AppProps & { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <PreferencesProvider logic={preferencesLogic} input={preferences}>
        <Router {...(locationHook ? { hook: locationHook } : {})} {...(ssrPath ? { ssrPath } : {})}>
          <SessionProvider logic={sessionLogic} stored={storedSession}>
            <ConnectivityProvider>
              <ProvidedLogicProvider logic={logic}>{children}</ProvidedLogicProvider>
            </ConnectivityProvider>
          </SessionProvider>
        </Router>
      </PreferencesProvider>
    </I18nProvider>
  )
}

/** A signed-in user's pages are fetched ahead (src/app/prefetch.ts). */
function PagesAhead() {
  const role = useRole()
  useEffect(() => (role ? startPrefetching({ routes, role, routeOf: routeForPath }) : undefined), [role])
  return null
}

function AppRoutes() {
  return (
    <Switch>
      {routes.map((route) => (
        <Route key={route.pattern} path={route.pattern}>
          {(params) => <RouteView route={route} params={params} />}
        </Route>
      ))}
      <Route>
        <Redirect to={paths.home} replace />
      </Route>
    </Switch>
  )
}

function PageSpinner() {
  return <Spinner label={<Trans>Loading…</Trans>} />
}

/** What a signed-in page shows until it is drawn, as tall as the viewport. */
function PendingPage({ children }: { children: ReactNode }) {
  return <div className={styles.pendingPage}>{children}</div>
}

function RouteView({ route, params }: { route: AppRoute; params: Record<string, string | undefined> }) {
  const { i18n: active } = useLingui()
  // The document title: the page, then the site: "Livros · Helena Duarte".
  const title = `${active._(route.titleOf?.(params) ?? route.title)} · ${owner.name}`
  useEffect(() => {
    document.title = title
  }, [title])

  const Page = route.page
  if (route.access !== 'public') {
    return (
      <Guarded route={route}>
        <Suspense
          fallback={
            <PendingPage>
              <PageSpinner />
            </PendingPage>
          }
        >
          <WithFullCatalog>
            <Page params={params} title={route.title} />
          </WithFullCatalog>
        </Suspense>
      </Guarded>
    )
  }
  // A public page shows at once, the same for everyone: the app-start token check runs behind it (the header holds the
  // signed-in controls' places meanwhile).
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page params={params} title={route.title} />
    </Suspense>
  )
}

/** Renders its children once every message of the language is in (the public pages download only theirs). */
function WithFullCatalog({ children }: { children: ReactNode }) {
  use(fullCatalog())
  return children
}

/**
 * A guarded page: after the app-start check, shown at once to a signed-in user of the right role
 * (docs/product-rules.md#accounts-and-roles) while this visit's token check runs in the background; a refused
 * token leaves for /login.
 */
function Guarded({ route, children }: { route: AppRoute; children: ReactNode }) {
  const [location] = useLocation()
  const search = useSearch()
  const session = useSessionRef()
  const decision = SessionContext.useSelector((s) =>
    guardDecision(route.access, { loggedIn: s.matches('authenticated'), starting: s.hasTag('busy'), role: s.context.role }),
  )
  useEffect(() => {
    session.send({ type: 'session.revalidate' })
  }, [session, location])

  switch (decision) {
    case 'render':
      return children
    case 'toLogin':
      // The login returns here after sign-in (/login?next=…).
      return <Redirect to={loginPathFor(search ? `${location}?${search}` : location)} replace />
    case 'toHome':
      return <Redirect to={paths.home} replace />
    default:
      return (
        <PendingPage>
          <Spinner label={<Trans>Checking your session…</Trans>} />
        </PendingPage>
      )
  }
}
