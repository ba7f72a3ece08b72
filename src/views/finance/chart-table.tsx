import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import * as styles from './planning/planning.css'

// A chart's numbers as a table (a label and its amounts per row), named by the chart's caption: the table
// alternative of the finance panel's charts, whose drawing is hidden from assistive technology. ChartTable puts
// a two-column one under a "Show as a table" disclosure (the planning charts); the month overview keeps its
// four-column one for screen readers only.

export interface AmountsRow {
  key: string
  label: ReactNode
  amounts: readonly ReactNode[]
  /** Marks the row's amounts negative. */
  negative?: boolean
}

export function AmountsTable({ captionId, labelHeader, amountHeaders, rows }: { captionId: string; labelHeader: ReactNode; amountHeaders: readonly ReactNode[]; rows: readonly AmountsRow[] }) {
  return (
    <table className={styles.table} aria-labelledby={captionId}>
      <thead>
        <tr>
          <th scope="col" className={styles.cell}>
            {labelHeader}
          </th>
          {amountHeaders.map((header, index) => (
            <th key={index} scope="col" className={styles.amountCell}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={styles.cell}>
              {row.label}
            </th>
            {row.amounts.map((amount, index) => (
              <td key={index} className={`${styles.amountCell} ${row.negative ? styles.negative : ''}`}>
                {amount}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** A row of a two-column table: its one amount. */
export type ChartTableRow = Omit<AmountsRow, 'amounts'> & { amount: ReactNode }

export function ChartTable({ captionId, labelHeader, amountHeader, rows }: { captionId: string; labelHeader: ReactNode; amountHeader: ReactNode; rows: readonly ChartTableRow[] }) {
  return (
    <details className={styles.tableToggle}>
      <summary>
        <Trans>Show as a table</Trans>
      </summary>
      <div className={styles.tableBox}>
        <AmountsTable captionId={captionId} labelHeader={labelHeader} amountHeaders={[amountHeader]} rows={rows.map(({ amount, ...row }) => ({ ...row, amounts: [amount] }))} />
      </div>
    </details>
  )
}
