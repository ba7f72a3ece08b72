// Balances and totals of the bank account pages and the finance panel: a negative balance reads as an expense.
import type { ReactNode } from 'react'
import * as own from './bank-accounts.css'

/** A balance's tone class: negative reads as an expense, zero or more as income. */
export const balanceTone = (amount: number) => (amount < 0 ? own.expense : own.income)

/** One labelled amount of a totals list: in a bordered box, or in `box` (the finance panel's shaded one). */
export function Total({ label, value, tone, box = own.total }: { label: ReactNode; value: ReactNode; tone: string; box?: string }) {
  return (
    <li className={box}>
      <span className={own.totalLabel}>{label}</span>
      <span className={`${own.totalValue} ${tone}`}>{value}</span>
    </li>
  )
}
