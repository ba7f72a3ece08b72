// The see more / see less control of the finance tables (10 rows, 10 more per see more),
// shared by the entry and installment tables, with an optional show all (2,000 rows took 200 see mores). It shows what
// the paged-table machine fragment allows (machines/paged-table.ts): the view passes `snapshot.can(...)`
// answers and sends the events. When the last see more (or show all) leaves with the focus, the focus
// goes to see less rather than to the page's body.
import { useEffect, useRef } from 'react'
import { Trans } from '@lingui/react/macro'
import { button } from '@/styles/recipes.css'
import * as styles from './finance.css'

export interface TablePagingProps {
  /** Rows on screen and rows the filters keep. */
  shown: number
  total: number
  /** `snapshot.can({ type: 'table.more' })` / `({ type: 'table.less' })`. */
  canMore: boolean
  canLess: boolean
  onMore: () => void
  onLess: () => void
  /** `snapshot.can({ type: 'table.all' })` and its event, for a table that offers show all. */
  canAll?: boolean
  onAll?: () => void
}

/** "Showing 10 of 25" with See more / Show all / See less; nothing when every row fits in the first 10. */
export function TablePaging({ shown, total, canMore, canLess, onMore, onLess, canAll = false, onAll }: TablePagingProps) {
  const less = useRef<HTMLButtonElement>(null)
  const grew = useRef(false)
  useEffect(() => {
    // The button that had the focus is gone with the last hidden rows: focus would fall to the body.
    if (grew.current && (document.activeElement === null || document.activeElement === document.body)) less.current?.focus()
    grew.current = false
  }, [shown, canMore])
  if (!canMore && !canLess) return null
  return (
    <div className={styles.paging}>
      <p className={styles.pagingCount} aria-live="polite">
        <Trans>
          Showing {shown} of {total}
        </Trans>
      </p>
      <div className={styles.pagingButtons}>
        {canMore ? (
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() => {
              grew.current = true
              onMore()
            }}
          >
            <Trans>See more</Trans>
          </button>
        ) : null}
        {canAll && onAll ? (
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() => {
              grew.current = true
              onAll()
            }}
          >
            <Trans>Show all ({total})</Trans>
          </button>
        ) : null}
        {canLess ? (
          <button ref={less} type="button" className={button({ variant: 'secondary' })} onClick={onLess}>
            <Trans>See less</Trans>
          </button>
        ) : null}
      </div>
    </div>
  )
}
