import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

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

globalStyle(`${menuList} li + li`, { marginTop: 2 })
