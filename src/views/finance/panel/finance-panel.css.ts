import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'
import { breakpoints } from '@/styles/tokens'

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`

// At least the viewport's height: the footer starts below the fold and never jumps as the sections come in.
export const page = style({ width: '100%', minHeight: '100vh', display: 'flex', flexDirection: 'column', gap: vars.space['5'] })

// A section waiting for its first answer (data-pending) keeps the ones after it out of the layout: they come in
// under it once it has its size, so nothing on screen moves (they load meanwhile, out of sight).
globalStyle(`${page} > [data-pending] ~ *`, { display: 'none' })

/** The placeholders of the sections that load beside the month overview: about one row of their content. */
export const balancesPlaceholder = style({ height: 76 })
export const statementsPlaceholder = style({ height: 72 })
export const duePlaceholder = style({ height: 120 })
export const budgetsPlaceholder = style({ height: 64 })

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] })

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'] })

export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['4'] },
    [desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
})

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] })

export const icon = style({
  width: 40,
  height: 40,
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.onPrimarySoft,
  fontSize: vars.fontSize.lg,
})

export const link = style({ justifyContent: 'flex-start' })

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: 1.5 })

/** The month overview above the buttons (this month's totals, the 6-month chart). */
export const overview = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] })

export const overviewTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  // 'novembro de 2026' starts in lower case in Portuguese.
  selectors: { '&::first-letter': { textTransform: 'uppercase' } },
})

export const totals = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})

export const total = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  minWidth: 0,
})

export const income = style({ color: vars.color.onIncomeSoft })
export const expense = style({ color: vars.color.onExpenseSoft })

export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space['2'], minWidth: 0 })

export const caption = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 600 })

/** The uPlot canvas host: full width, fixed height so that the page does not jump while it loads. */
export const chart = style({ width: '100%', minHeight: 270, color: vars.color.text, overflow: 'hidden' })

/** The chart's place while another month loads: the chart's height with its legend. */
export const chartPlaceholder = style({ height: 270 })

/** The chart's place when the months have nothing to draw. */
export const noData = style({
  margin: 0,
  padding: `${vars.space['6']} ${vars.space['4']}`,
  textAlign: 'center',
  color: vars.color.textMuted,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

export const failure = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'] })

/** The overdue banner: count, sums and the link, wrapping between parts, never inside one. */
export const overdue = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: `${vars.space['1']} ${vars.space['3']}`, margin: 0 })
export const overdueLink = style({ marginLeft: 'auto', fontWeight: 600, color: 'inherit' })

/** The cards' next statements: one link per card, its name and statement on the left, the total on the right. */
export const statements = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['2'] })

export const statement = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { boxShadow: `inset 0 0 0 1px ${vars.color.border}` },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
})

export const statementName = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], flex: '1 1 8rem', minWidth: 0 })

export const statementCard = style({ fontWeight: 600, overflowWrap: 'break-word' })

export const statementDetail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const statementTotal = style({ fontSize: vars.fontSize.lg, fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })

/** What is due: the overdue group and the due-soon group side by side on wide screens. */
export const dueGroups = style({ display: 'grid', gap: vars.space['4'], '@media': { [desktop]: { gridTemplateColumns: '1fr 1fr' } } })
export const dueGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], minWidth: 0 })
export const dueTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 })
export const dueSums = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: `${vars.space['1']} ${vars.space['3']}`, margin: 0 })
export const dueEntry = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})
export const dueMore = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })
