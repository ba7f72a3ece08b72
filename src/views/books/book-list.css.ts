import { style } from '@vanilla-extract/css'
import { motion, vars } from '@/styles/theme.css'
import { breakpoints } from '@/styles/tokens'

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`
/** Four cards (one page) per row only where each card still fits a label and a price side by side. */
const wide = 'screen and (min-width: 1100px)'

// The page grid's full width (the layout's main column), like the header and every other page.
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
})

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
})

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] })

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  selectors: { '&:focus': { outline: 'none' } },
})

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
    [wide]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
})

export const bookCard = style({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  borderTop: `4px solid ${vars.color.primary}`,
  transition: `box-shadow ${motion.normal} ease, transform ${motion.normal} ease`,
  selectors: { '&:hover': { boxShadow: vars.shadow.md } },
})

export const inactiveCard = style({ borderTopColor: vars.color.borderStrong })

export const bookTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: 1.3,
  overflowWrap: 'break-word',
})

export const author = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'break-word' })

export const facts = style({
  margin: 0,
  display: 'grid',
  // The value keeps its natural width (a price never breaks); a long label wraps instead.
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space['3'],
  rowGap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  alignItems: 'center',
})

export const factLabel = style({ color: vars.color.textMuted })

export const factValue = style({ margin: 0, textAlign: 'right', fontWeight: 600, whiteSpace: 'nowrap' })

export const price = style({ fontSize: vars.fontSize.md, color: vars.color.text, fontVariantNumeric: 'tabular-nums' })

export const actions = style({
  marginTop: 'auto',
  display: 'flex',
  gap: vars.space['2'],
  paddingTop: vars.space['2'],
  borderTop: `1px solid ${vars.color.border}`,
})

export const actionButton = style({ flex: 1 })

export const deleteButton = style({ color: vars.color.textMuted, selectors: { '&:hover:not(:disabled)': { color: vars.color.text } } })

export const paging = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space['2'], paddingTop: vars.space['2'] })

/** 'No more books.' above See less when a Load more found the end. */
export const endText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['7']} ${vars.space['4']}`,
})

export const emptyIcon = style({ color: vars.color.primary })

export const emptyText = style({ margin: 0, color: vars.color.textMuted })

export const failure = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
})
