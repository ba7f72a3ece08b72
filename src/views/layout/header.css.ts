import { style } from '@vanilla-extract/css'
import { motion, vars } from '@/styles/theme.css'
import { breakpoints } from '@/styles/tokens'

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`

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
