// The financial entries page: month navigation, summary cards, filter bar, toolbar and the modals' forms.
// The table itself uses the shared finance table styles (finance.css.ts: rows stack as cards below 768 px).
import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'
import { breakpoints } from '@/styles/tokens'

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`

/** Phones: the month on its own row above the two buttons (one row would overflow 360 px); wider: one row. */
export const monthNav = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gridTemplateAreas: '"month month" "previous next"',
  alignItems: 'center',
  gap: vars.space['2'],
  '@media': {
    [tablet]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto', gridTemplateAreas: '"previous month next"' },
  },
})

export const monthPrevious = style({ gridArea: 'previous', justifySelf: 'start' })
export const monthNext = style({ gridArea: 'next', justifySelf: 'end' })

export const monthLabel = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.lg,
  gridArea: 'month',
  // 'novembro de 2026' starts in lower case in Portuguese; the heading shows it capitalised.
  selectors: { '&::first-letter': { textTransform: 'uppercase' } },
})

export const period = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 400 })

export const summary = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [desktop]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
})

export const summaryNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

/** The order of the stacked rows on phones; from tablets up the column headers sort. */
export const sortSelect = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  flexBasis: '100%',
  '@media': { [tablet]: { display: 'none' } },
})
export const sortLabel = style({ fontSize: vars.fontSize.sm, fontWeight: 600 })

export const summaryCard = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 })

export const summaryLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.04em' })

export const summaryValue = style({ fontSize: vars.fontSize.lg, fontWeight: 700, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' })

export const income = style({ color: vars.color.onIncomeSoft })
export const expense = style({ color: vars.color.onExpenseSoft })

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  alignItems: 'end',
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
})

export const filterActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  '@media': { [tablet]: { gridColumn: '1 / -1', justifyContent: 'flex-end' } },
})

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'] })

export const toolbarActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] })

export const amount = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', fontWeight: 600 })

export const form = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['3'], '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } })

export const wide = style({ '@media': { [tablet]: { gridColumn: '1 / -1' } } })

export const categoryRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space['2'] })

export const grow = style({ flex: 1, minWidth: 0 })

export const formActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space['2'], '@media': { [tablet]: { gridColumn: '1 / -1' } } })

export const payFor = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

/** Money and dates never break inside (issue 19: "R$ 79.207,6 / 9" at 360 px). */
export const nowrap = style({ whiteSpace: 'nowrap' })

/** A settled entry paid at another amount: what was paid, and below it the amount billed or expected. */
export const paidAmount = style({ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end', lineHeight: 1.3 })
export const originalAmount = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: 400 })

export const badges = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space['1'] })

/** The overdue banner (DESIGN §9.5): a disclosure over the list of overdue entries. */
export const overdue = style({ display: 'block' })
export const overdueSummary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
})
export const overdueToggle = style({
  marginLeft: 'auto',
  textDecoration: 'underline',
  fontWeight: 600,
  selectors: { [`${overdue}[open] &`]: { textDecoration: 'none' } },
})
export const overdueList = style({ listStyle: 'none', margin: `${vars.space['3']} 0 0`, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['2'] })
export const overdueItem = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  '@media': { [tablet]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto auto' } },
})
/** Phones: the actions on their own row under date, name and amount. */
export const overdueActions = style({ gridColumn: '1 / -1', justifyContent: 'flex-end', '@media': { [tablet]: { gridColumn: 'auto' } } })
export const overdueName = style({ overflowWrap: 'anywhere', fontWeight: 600 })
export const overdueMore = style({ margin: `${vars.space['2']} 0 0`, fontSize: vars.fontSize.sm })
