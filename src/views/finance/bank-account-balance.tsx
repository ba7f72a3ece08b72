// Balances of the bank account pages and the finance panel: a negative balance reads as an expense.
import type { ReactNode } from 'react'
import * as own from './bank-accounts.css'

/** A balance's tone class: negative reads as an expense, zero or more as income. */
export const balanceTone = (amount: number) => (amount < 0 ? own.expense : own.income)

/** One labelled amount of a totals list. */
export function Total({ label, value, tone }: { label: ReactNode; value: string; tone: string }) {
  return (
    <li className={own.total}>
      <span className={own.totalLabel}>{label}</span>
      <span className={`${own.totalValue} ${tone}`}>{value}</span>
    </li>
  )
}
