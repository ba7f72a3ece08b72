// The finance tables' frame (entries, installment plans, an installment plan's schedule): a scrolling
// wrapper, the column headers and the body. Rows stack as labelled cards below 768 px (finance.css.ts):
// each cell carries its column's name in `data-label`.
import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { visuallyHidden } from '@/styles/recipes.css'
import * as styles from './finance.css'

export interface DataTableProps {
  /** The column headers, in order. */
  headers: readonly ReactNode[]
  /** A last column of row actions, named for screen readers only. */
  actions?: boolean
  /** The rows. */
  children: ReactNode
}

export function DataTable({ headers, actions = false, children }: DataTableProps) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead className={styles.thead}>
          <tr>
            {headers.map((header, index) => (
              <th key={index} scope="col" className={styles.th}>
                {header}
              </th>
            ))}
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
