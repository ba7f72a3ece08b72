// The see more / see less control of the finance tables (SPEC §2, §4, §9: 10 rows, 10 more per see more),
// shared by the entry and installment tables. It shows what the paged-table machine fragment allows
// (machines/paged-table.ts): the view passes `snapshot.can(...)` answers and sends the events.
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
}

/** "Showing 10 of 25" with See more / See less; nothing when every row fits in the first 10. */
export function TablePaging({ shown, total, canMore, canLess, onMore, onLess }: TablePagingProps) {
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
          <button type="button" className={button({ variant: 'secondary' })} onClick={onMore}>
            <Trans>See more</Trans>
          </button>
        ) : null}
        {canLess ? (
          <button type="button" className={button({ variant: 'secondary' })} onClick={onLess}>
            <Trans>See less</Trans>
          </button>
        ) : null}
      </div>
    </div>
  )
}
