// Styles of the bank account pages (the accounts, a statement, their modals) on top of finance.css.ts.
import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'
import { breakpoints } from '@/styles/tokens'

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`

export const headerRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space['3'] })

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['3'] })

export const toggle = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], fontSize: vars.fontSize.sm, fontWeight: 600, cursor: 'pointer' })

/** Amounts: tabular digits on one line, right-aligned in the table. */
export const money = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: 600, '@media': { [tablet]: { textAlign: 'right' } } })

/** A cell of amounts: right-aligned in the table (tablets up), like its header. */
export const moneyCell = style({ '@media': { [tablet]: { textAlign: 'right' } } })

export const income = style({ color: vars.color.onIncomeSoft })
export const expense = style({ color: vars.color.onExpenseSoft })

/** The totals and balances above and below a table: cards side by side, one per line on phones. */
export const totals = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' } },
})

export const total = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

export const totalLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.04em' })

export const totalValue = style({ fontSize: vars.fontSize.lg, fontWeight: 700, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' })

export const archivedNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: 400 })

/** The modal forms: one column on phones, two from tablets up. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] })

export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const wide = style({ '@media': { [tablet]: { gridColumn: '1 / -1' } } })

export const buttons = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space['2'] })

export const monthNav = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'] })

export const monthLabel = style({ margin: 0, fontSize: vars.fontSize.lg, textAlign: 'center', flex: '1 1 auto' })

/** A transfer's other account, after its kind. */
export const counterpart = style({ display: 'block', marginTop: vars.space['1'], color: vars.color.textMuted, fontSize: vars.fontSize.xs })
