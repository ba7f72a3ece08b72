// The month navigation of the finance pages (the entries, the panel, an account's statement, a card's statements):
// the month as a heading between its previous and next buttons, and where a page offers it the way back to the
// current month. The page's machine decides what is offered and what a button does; this lays it out and, going
// back, moves the keyboard to the month.
import { useRef } from 'react'
import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { button } from '@/styles/recipes.css'
import * as styles from './month-nav.css'

export interface MonthNavProps {
  /** The navigation's accessible name ("Month", "Statement month"). */
  label: string
  /** The heading's content: the month's name (and what the page adds under it). Read out when it changes. */
  month: ReactNode
  /** The heading's id, for a section that it names. */
  headingId?: string
  canPrevious: boolean
  canNext: boolean
  onPrevious: () => void
  onNext: () => void
  /** The buttons' texts when they move by something else than a month (a card's statements). */
  previousText?: ReactNode
  nextText?: ReactNode
  /**
   * Back to the current month, offered while `canCurrent`. Given, the heading can take focus: the button goes with
   * the move, and the keyboard lands on the month it brought back.
   */
  onCurrent?: () => void
  canCurrent?: boolean
}

export function MonthNav({ label, month, headingId, canPrevious, canNext, onPrevious, onNext, previousText, nextText, onCurrent, canCurrent = false }: MonthNavProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  const buttonClass = button({ variant: 'secondary', size: 'sm' })
  return (
    <nav className={styles.nav} aria-label={label}>
      <button type="button" className={`${buttonClass} ${styles.previous}`} disabled={!canPrevious} onClick={onPrevious}>
        <span aria-hidden="true">‹</span> {previousText ?? <Trans>Previous month</Trans>}
      </button>
      <h2 id={headingId} ref={heading} tabIndex={onCurrent ? -1 : undefined} className={styles.month} aria-live="polite">
        {month}
      </h2>
      <button type="button" className={`${buttonClass} ${styles.next}`} disabled={!canNext} onClick={onNext}>
        {nextText ?? <Trans>Next month</Trans>} <span aria-hidden="true">›</span>
      </button>
      {onCurrent && canCurrent ? (
        <button
          type="button"
          className={`${buttonClass} ${styles.current}`}
          onClick={() => {
            onCurrent()
            heading.current?.focus()
          }}
        >
          <Trans>Back to the current month</Trans>
        </button>
      ) : null}
    </nav>
  )
}
