// Styles of the finance panel's planning sections: the budget bars and their inline form, the spending by
// category and the projected balance (charts with their tables). Everything wraps at 360 px.
import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'
import { breakpoints } from '@/styles/tokens'

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'] })

/** What a section covers, under its heading (the projection: from today, whatever month the panel shows). */
export const period = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['3'] })

export const budget = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], padding: vars.space['3'], borderRadius: vars.radius.md, background: vars.color.surfaceMuted, minWidth: 0 })

export const budgetHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: `${vars.space['1']} ${vars.space['3']}` })

export const budgetName = style({ fontWeight: 600, overflowWrap: 'break-word' })

export const budgetFigures = style({ fontVariantNumeric: 'tabular-nums', fontSize: vars.fontSize.sm, overflowWrap: 'break-word' })

/** The bar's track is the whole limit; the fill stops at its end past 100 %. */
export const track = style({ position: 'relative', height: 12, borderRadius: vars.radius.full, background: vars.color.surface, border: `1px solid ${vars.color.border}`, overflow: 'hidden' })

export const fill = style({ position: 'absolute', inset: 0, right: 'auto', borderRadius: vars.radius.full })

/** budgetLevel's colours: green below 80 %, amber from 80 %, red from 100 % (theme tokens, both themes). */
export const level = styleVariants({
  ok: { background: vars.color.success },
  warning: { background: vars.color.warning },
  over: { background: vars.color.danger },
})

/** The level named in text beside the bar (never colour alone). */
export const levelText = styleVariants({
  ok: { color: vars.color.success },
  warning: { color: vars.color.warning },
  over: { color: vars.color.danger },
})

export const budgetFoot = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'], fontSize: vars.fontSize.sm, fontWeight: 600 })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] })

/** The inline form: one column on phones, the amount beside the category from tablets up. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], padding: vars.space['3'], borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}`, background: vars.color.surface })

export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const formTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600, overflowWrap: 'break-word' })

export const check = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], fontSize: vars.fontSize.sm, fontWeight: 600, cursor: 'pointer' })

/** A table alternative: a disclosure under the chart; the table scrolls inside it on a phone. */
export const tableToggle = style({ fontSize: vars.fontSize.sm })

globalStyle(`${tableToggle} > summary`, { cursor: 'pointer', fontWeight: 600, color: vars.color.primary, padding: `${vars.space['1']} 0`, width: 'fit-content' })

export const tableBox = style({ maxWidth: '100%', overflowX: 'auto', maxHeight: '20rem', overflowY: 'auto', marginTop: vars.space['2'] })

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm })

export const cell = style({ padding: `${vars.space['1']} ${vars.space['2']}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left' })

export const amountCell = style([cell, { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }])

/** The projected balance's line: the SVG stretches to the width, the lowest point's dot keeps its shape. */
export const lineChart = style({ position: 'relative', width: '100%', height: 200, color: vars.color.primary })

export const lineSvg = style({ display: 'block', width: '100%', height: '100%', overflow: 'visible' })

export const lowestDot = style({
  position: 'absolute',
  width: 12,
  height: 12,
  marginLeft: -6,
  marginTop: -6,
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  border: `2px solid ${vars.color.surface}`,
})

export const axis = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space['2'], color: vars.color.textMuted, fontSize: vars.fontSize.xs })

export const lowest = style({ margin: 0, fontWeight: 600, overflowWrap: 'break-word' })

export const negative = style({ color: vars.color.onExpenseSoft })
