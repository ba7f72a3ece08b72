import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import * as styles from './planning.css'

// A chart's numbers as a two-column table (a label and an amount per row), under a "Show as a table"
// disclosure: the table alternative of the planning charts, whose drawing is hidden from assistive technology.

export interface ChartTableRow {
  key: string
  label: ReactNode
  amount: ReactNode
  /** Marks a negative amount. */
  negative?: boolean
}

export function ChartTable({ captionId, labelHeader, amountHeader, rows }: { captionId: string; labelHeader: ReactNode; amountHeader: ReactNode; rows: readonly ChartTableRow[] }) {
  return (
    <details className={styles.tableToggle}>
      <summary>
        <Trans>Show as a table</Trans>
      </summary>
      <div className={styles.tableBox}>
        <table className={styles.table} aria-labelledby={captionId}>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                {labelHeader}
              </th>
              <th scope="col" className={styles.amountCell}>
                {amountHeader}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className={styles.cell}>
                  {row.label}
                </th>
                <td className={`${styles.amountCell} ${row.negative ? styles.negative : ''}`}>{row.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  )
}
