// What an empty table shows instead: one sentence saying what to do, and the page's primary action beside it
// (the same event as the page's add button, or a link to the page that does it).
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { button } from '@/styles/recipes.css'
import * as styles from './empty-state.css'

export type EmptyStateAction = { label: ReactNode; onClick: () => void; disabled?: boolean } | { label: ReactNode; href: string }

export function EmptyState({ children, action }: { children: ReactNode; action?: EmptyStateAction }) {
  return (
    <div className={styles.root}>
      <p className={styles.text}>{children}</p>
      {action === undefined ? null : 'href' in action ? (
        <Link href={action.href} className={button({ variant: 'primary', size: 'sm' })}>
          {action.label}
        </Link>
      ) : (
        <button type="button" className={button({ variant: 'primary', size: 'sm' })} aria-disabled={action.disabled || undefined} onClick={() => (action.disabled ? undefined : action.onClick())}>
          {action.label}
        </button>
      )}
    </div>
  )
}
