// Styles of the installment pages (plans table and modal, installment detail) on top of finance.css.ts.
import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'
import { breakpoints } from '@/styles/tokens'
import { actions, mediumTable, mediumTableCards, mediumTableMinWidth, tableWrapMedium, tableWrapWide, wideTableCards, wideTableRows } from '../finance.css'

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`
const phone = `screen and (max-width: ${breakpoints.tablet - 1}px)`

export const headerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space['3'],
})

/** Description, person/account, card and status side by side from tablets up. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  alignItems: 'end',
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [desktop]: { gridTemplateColumns: 'minmax(0, 2fr) repeat(3, minmax(0, 1fr)) auto' },
  },
})

export const money = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })

/**
 * A cell of amounts or counts: right-aligned in the table (tablets up), under its right-aligned header; in a wide
 * or medium table's cards (the plans at 768 px, a plan's installments at 700 px) at the start, as on phones.
 */
export const numericCell = style({
  '@media': { [tablet]: { textAlign: 'right' } },
  // Over the tablet rule, whatever order the two conditions load in.
  '@container': {
    [wideTableCards]: { selectors: { [`${tableWrapWide} &`]: { textAlign: 'start' } } },
    [mediumTableCards]: { selectors: { [`${tableWrapMedium} &`]: { textAlign: 'start' } } },
  },
})

/** A date never breaks ("Nov / 12, / 2026" at 1024 px); on the time element, not the cell, whose stacked label may wrap. */
export const nowrap = style({ whiteSpace: 'nowrap' })

/**
 * The plans table's panel: in the table its cells are 6 px apart on each side, not 12, so seven columns and
 * "View installments" fit the 1024 px screen's 927 px panel without scrolling sideways.
 */
export const plansPanel = style({})
globalStyle(`${plansPanel} :is(th, td)`, { '@container': { [wideTableRows]: { paddingInline: `calc(${vars.space['1']} * 1.5)` } } })

/** A plan's installments as a table in a wrapper at most this wide (768 px screens: 671 px). */
const narrowSchedule = `${mediumTable} (min-width: ${mediumTableMinWidth}px) and (max-width: 759.98px)`

/**
 * A plan's installments panel: in a narrower table its cells are 6 px apart on each side, not 12, so six columns
 * with five-digit amounts and long Portuguese dates fit the 768 px screen's 671 px panel (they were 695 px).
 */
export const schedulePanel = style({})
globalStyle(`${schedulePanel} :is(th, td)`, { '@container': { [narrowSchedule]: { paddingInline: `calc(${vars.space['1']} * 1.5)` } } })

/** The plan form: one column on phones, two from tablets up. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] })

export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const wide = style({ '@media': { [tablet]: { gridColumn: '1 / -1' } } })

export const shortcut = style({
  display: 'inline-block',
  marginTop: vars.space['1'],
  color: vars.color.primary,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  selectors: { '&:hover': { textDecoration: 'underline' } },
})

export const preview = style({
  margin: 0,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.onPrimarySoft,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
})

export const previewMuted = style({
  margin: 0,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})

export const buttons = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space['2'] })

/** The detail page's progress: a line of text over a bar. */
export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] })

export const progressText = style({ margin: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' })

export const progressTrack = style({
  height: 10,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
})

export const progressFill = style({ height: '100%', background: vars.color.primary, borderRadius: vars.radius.full })

export const backButton = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  border: 0,
  background: 'transparent',
  color: vars.color.primary,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  padding: `${vars.space['1']} 0`,
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline' } },
})

/** A plan's three actions on one line at 360 px ("Delete" wrapped alone): buttons 8 px from their text, 4 px apart; in every card alike. */
const tightActions = { selectors: { [`${actions}&`]: { gap: vars.space['1'] } } }
export const rowActions = style({ '@media': { [phone]: tightActions }, '@container': { [wideTableCards]: tightActions } })
globalStyle(`${rowActions} > :is(a, button)`, { '@media': { [phone]: { paddingInline: vars.space['2'] } }, '@container': { [wideTableCards]: { paddingInline: vars.space['2'] } } })
