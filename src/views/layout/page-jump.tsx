// The page-jump dropdown of the top bar: the entries the route table gives, those of admin-only routes
// shown to Admins only (docs/product-rules.md#accounts-and-roles). A <details> menu that closes on Escape, on a
// pointer outside it and after a choice.
import { useEffect, useRef } from 'react'
import type { KeyboardEvent, MouseEvent, RefObject } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { Link, useLocation } from 'wouter'
import { isAllowed } from '@/lib/page'
import type { JumpEntry } from '@/lib/page'
import { MenuIcon } from '@/components/icons/icons'
import { button } from '@/styles/recipes.css'
import { useFirstName, useRole, useUsername } from '@/state/session-context'
import * as styles from './page-jump.css'

export function PageJump({ entries }: { entries: readonly JumpEntry[] }) {
  const role = useRole()
  const username = useUsername()
  const firstName = useFirstName()
  const [location] = useLocation()
  const { i18n, t } = useLingui()
  const name = username ?? t`User`
  const details = useRef<HTMLDetailsElement>(null)
  const close = () => {
    if (details.current) details.current.open = false
  }
  useDismissOnOutsidePointer(details)
  const onClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) close()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && details.current?.open) {
      close()
      details.current.querySelector('summary')?.focus()
    }
  }
  return (
    <details ref={details} className={styles.menu} onClick={onClick} onKeyDown={onKeyDown}>
      <summary className={`${button({ variant: 'secondary' })} ${styles.menuSummary}`}>
        <MenuIcon />
        <span className={styles.menuLabel}>
          <Trans>Go to page</Trans>
        </span>
      </summary>
      <nav aria-label={i18n._(msg`Pages`)} className={styles.menuPanel}>
        {/* Where the bar has no room for its welcome line, the menu greets the user and says which account is in. */}
        <p className={styles.menuWelcome}>
          {firstName ? <span className={styles.menuGreeting}>{t`Hi, ${firstName}`}</span> : null}
          {t`Signed in as ${name}`}
        </p>
        <ul className={styles.menuList}>
          {entries
            .filter((entry) => isAllowed(entry.access, role))
            .map((entry) => (
              <li key={entry.href}>
                <Link href={entry.href} className={styles.menuLink} aria-current={location === entry.href ? 'page' : undefined}>
                  {i18n._(entry.label)}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
    </details>
  )
}

/** Closes an open <details> menu when a pointer goes down anywhere outside it, as menus do. */
function useDismissOnOutsidePointer(details: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const element = details.current
      if (element?.open && event.target instanceof Node && !element.contains(event.target)) element.open = false
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [details])
}
