import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'
import { breakpoints } from '@/styles/tokens'
import { visuallyHiddenRules } from '@/styles/recipes.css'

/** Below this width the trigger is an icon (its label stays its accessible name). */
const compact = 'screen and (max-width: 767.98px)'
/** Below this width the panel spans the bar (positioned against the header row, not the trigger). */
const narrow = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`
const wide = `screen and (min-width: ${breakpoints.desktop}px)`

export const menu = style({ position: 'relative', '@media': { [narrow]: { position: 'static' } } })

export const menuSummary = style({
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
  '@media': { [compact]: { width: 40, padding: 0 } },
})

export const menuLabel = style({ '@media': { [compact]: visuallyHiddenRules } })

export const menuPanel = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 6px)',
  zIndex: 30,
  minWidth: 240,
  maxWidth: 'min(360px, calc(100vw - 24px))',
  padding: vars.space['2'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  '@media': { [narrow]: { left: vars.space['3'], right: vars.space['3'], top: 'calc(100% + 4px)', minWidth: 0, maxWidth: 'none' } },
})

export const menuWelcome = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  marginBottom: vars.space['1'],
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'break-word',
  '@media': { [wide]: { display: 'none' } },
})

/** "Hi, Maria" above "Signed in as …" in the menu. */
export const menuGreeting = style({ display: 'block', color: vars.color.text, fontWeight: 600 })

export const menuList = style({ margin: 0, padding: 0, listStyle: 'none' })

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
