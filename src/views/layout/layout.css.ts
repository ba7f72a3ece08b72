import { globalStyle, style } from '@vanilla-extract/css'
import { motion, vars } from '@/styles/theme.css'
import { breakpoints } from '@/styles/tokens'

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`

export const skipLink = style({
  position: 'absolute',
  left: vars.space['3'],
  top: -100,
  zIndex: 100,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space['3'] } },
})

// Sticky from tablet width up; on a phone the header (up to three rows) scrolls away with the page.
export const header = style({
  position: 'relative',
  zIndex: 20,
  '@media': { [tablet]: { position: 'sticky', top: 0 } },
  background: vars.color.headerBg,
  backdropFilter: 'saturate(180%) blur(12px)',
  borderBottom: `1px solid ${vars.color.border}`,
})

export const headerInner = style({
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  '@media': { [tablet]: { padding: `${vars.space['3']} ${vars.space['5']}`, gap: vars.space['3'] } },
})

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 700,
  fontSize: vars.fontSize.md,
  marginRight: 'auto',
  minWidth: 0,
})

export const brandName = style({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' })

export const welcome = style({
  order: 10,
  flexBasis: '100%',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  '@media': { [tablet]: { order: 0, flexBasis: 'auto' } },
})

// Phone: brand and login/logout share the first row, the controls the second, the welcome line the third.
export const actions = style({
  order: 5,
  flexBasis: '100%',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexWrap: 'wrap',
  '@media': { [tablet]: { order: 0, flexBasis: 'auto' } },
})

export const session = style({ order: 1, display: 'flex', '@media': { [tablet]: { order: 0 } } })

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  transition: `background-color ${motion.fast} ease`,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
})

export const select = style({
  minHeight: 40,
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
})

export const menu = style({ position: 'relative' })

export const menuSummary = style({
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
})

export const menuList = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 6px)',
  zIndex: 30,
  minWidth: 240,
  margin: 0,
  padding: vars.space['2'],
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  // On a phone the menu is the first control of its row: open it from its left edge, below the trigger.
  '@media': { 'screen and (max-width: 420px)': { right: 'auto', left: 0, minWidth: 0, width: 'calc(100vw - 24px)', maxWidth: 320 } },
})

export const menuLink = style({
  display: 'block',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { background: vars.color.primarySoft, color: vars.color.onPrimarySoft, fontWeight: 600 },
  },
})

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${vars.space['5']} ${vars.space['3']}`,
  '@media': { [tablet]: { padding: `${vars.space['6']} ${vars.space['5']}` } },
})

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})

export const footerInner = style({
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${vars.space['5']} ${vars.space['3']}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  '@media': { [tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', padding: `${vars.space['5']} ${vars.space['5']}` } },
})

export const footerGroup = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center', margin: 0, padding: 0, listStyle: 'none' })

export const externalLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: 500,
})

export const copyright = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted })

globalStyle(`${menuList} li + li`, { marginTop: 2 })
