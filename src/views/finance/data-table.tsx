// The finance tables' frame (entries, installment plans, bank accounts, statements, an installment plan's
// schedule): a scrolling wrapper, the column headers and the body. Rows stack as labelled cards on phones, and a
// wide or medium table's also while its wrapper is too narrow for its columns (finance.css.ts): each cell carries
// its column's name in `data-label`. A sortable column's header is a button that asks for its column (the
// caller's machine keeps the order); the sorted one carries aria-sort.
import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { visuallyHidden } from '@/styles/recipes.css'
import * as styles from './finance.css'

export interface TableSort {
  /** The index of the sorted column in `headers`. */
  column: number
  direction: 'ascending' | 'descending'
}

export interface DataTableProps {
  /** The column headers, in order. */
  headers: readonly ReactNode[]
  /** A last column of row actions, named for screen readers only. */
  actions?: boolean
  /** Columns of amounts: their headers align right, like their cells. */
  numeric?: readonly number[]
  /** A class for some column headers, by index (e.g. a column the page leaves out at some widths). */
  headerClassNames?: Readonly<Record<number, string>>
  /** Columns whose header sorts the table, the current order and what a header click asks. */
  sortable?: readonly number[]
  sort?: TableSort
  onSort?: (column: number) => void
  /** Many columns (entries, installment plans, recurring entries): the rows are cards while the wrapper is narrower than 900 px, not only on phones. */
  wide?: boolean
  /** A few columns (bank accounts, a statement, a plan's installments, a card statement's items): the rows are cards while the wrapper is narrower than 660 px, not only on phones. */
  medium?: boolean
  /** The rows. */
  children: ReactNode
}

export function DataTable({ headers, actions = false, numeric = [], headerClassNames = {}, sortable = [], sort, onSort, wide = false, medium = false, children }: DataTableProps) {
  const sized = wide ? styles.tableWrapWide : medium ? styles.tableWrapMedium : ''
  return (
    <div className={sized ? `${styles.tableWrap} ${sized}` : styles.tableWrap}>
      <table className={styles.table}>
        <thead className={styles.thead}>
          <tr>
            {headers.map((header, index) => {
              const sorted = sort?.column === index ? sort.direction : undefined
              return (
                <th key={index} scope="col" className={[styles.th, numeric.includes(index) ? styles.numeric : '', headerClassNames[index] ?? ''].filter(Boolean).join(' ')} aria-sort={sorted}>
                  {sortable.includes(index) && onSort ? (
                    <button type="button" className={styles.sortButton} onClick={() => onSort(index)}>
                      {header}
                      <span aria-hidden="true" className={sorted ? styles.sortMark : `${styles.sortMark} ${styles.sortIdle}`}>
                        {sorted === 'descending' ? '▼' : '▲'}
                      </span>
                    </button>
                  ) : (
                    header
                  )}
                </th>
              )
            })}
            {actions ? (
              <th scope="col" className={styles.th}>
                <span className={visuallyHidden}>
                  <Trans>Actions</Trans>
                </span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className={styles.tbody}>{children}</tbody>
      </table>
    </div>
  )
}
