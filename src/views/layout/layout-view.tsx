// The frame of every page: skip link, header, the page itself and the footer; on the finance pages of a
// signed-in user, the quick add (its own chunk), whose saves mount the page again so it reads its data afresh; for
// a visitor's demo, its banner (its own chunk too).
import { Fragment, lazy, Suspense } from 'react'
import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { useLocation } from 'wouter'
import type { JumpEntry } from '@/lib/page'
import { paths } from '@/lib/paths'
import { useEntryWrites } from '@/state/finance-writes'
import { useIsLoggedIn } from '@/state/session-context'
import { Header } from './header'
import { Footer } from './footer'
import { useNavigationFocus } from './use-navigation-focus'
import * as styles from './layout.css'

const QuickAdd = lazy(() => import('@/views/finance/entries/quick-add'))
// Its own chunk (its machines check the sign-up's rules, with the contract's zod): signed-in pages only.
const DemoBanner = lazy(() => import('./demo-banner'))

/** The finance pages: the panel and every page under it. */
const isFinancePath = (path: string) => path === paths.financas.panel || path.startsWith(`${paths.financas.panel}/`)

export function LayoutView({ pageJump, children }: { pageJump: readonly JumpEntry[]; children: ReactNode }) {
  useNavigationFocus('main')
  const [path] = useLocation()
  const loggedIn = useIsLoggedIn()
  const entryWrites = useEntryWrites()
  return (
    <>
      <a className={styles.skipLink} href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <Header pageJump={pageJump} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {/* A visitor's demo: when it expires and the way to keep it (outside the page's key, like the quick add). */}
        {loggedIn ? (
          <Suspense fallback={null}>
            <DemoBanner />
          </Suspense>
        ) : null}
        <Fragment key={entryWrites}>{children}</Fragment>
        {/* In the main landmark (all content is in one), outside the page's key: it stays while the page mounts again. */}
        {loggedIn && isFinancePath(path) ? (
          <Suspense fallback={null}>
            <QuickAdd />
          </Suspense>
        ) : null}
      </main>
      <Footer />
    </>
  )
}
