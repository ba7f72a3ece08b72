// The frame of every page: skip link, header, the page itself and the footer.
import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import type { JumpEntry } from '@/lib/page'
import { Header } from './header'
import { Footer } from './footer'
import { useNavigationFocus } from './use-navigation-focus'
import * as styles from './layout.css'

export function LayoutView({ pageJump, children }: { pageJump: readonly JumpEntry[]; children: ReactNode }) {
  useNavigationFocus('main')
  return (
    <>
      <a className={styles.skipLink} href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <Header pageJump={pageJump} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  )
}
