import { style } from '@vanilla-extract/css'
import { motion, vars } from '@/styles/theme.css'
import { breakpoints } from '@/styles/tokens'
import { visuallyHiddenRules as hidden } from '@/styles/recipes.css'

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`
/** Below this width the brand shows its mark only (the name stays the link's accessible name). */
const phone = 'screen and (max-width: 479.98px)'
/** Below the desktop width the welcome line has no room in the bar: the page-jump menu shows it. */
const welcomeInMenu = `screen and (max-width: ${breakpoints.desktop - 0.02}px)`

// One row at every width, down to 360 px: the brand and the welcome line shrink (ellipsis), the controls never
// wrap. Sticky from tablet width up; on a phone the (one-row) header scrolls away with the page.
export const header = style({
  position: 'relative',
  zIndex: 20,
  '@media': { [tablet]: { position: 'sticky', top: 0 } },
  background: vars.color.headerBg,
  backdropFilter: 'saturate(180%) blur(12px)',
  borderBottom: `1px solid ${vars.color.border}`,
})

export const headerInner = style({
  // The phone's page-jump menu opens across the whole bar, positioned against this box.
  position: 'relative',
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  display: 'flex',
  flexWrap: 'nowrap',
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
  flex: '0 1 auto',
  minWidth: 0,
  marginRight: 'auto',
  borderRadius: vars.radius.md,
  // Where the welcome line is in the bar, it is the one that gives way to a long username.
  '@media': { [`screen and (min-width: ${breakpoints.desktop}px)`]: { flexShrink: 0 } },
})

export const brandName = style({
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  '@media': { [phone]: hidden },
})

export const welcome = style({
  flex: '0 1 auto',
  minWidth: 0,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  // Still read by screen readers where the menu shows it instead.
  '@media': { [welcomeInMenu]: hidden },
})

/** The room between the bar's controls (actions), kept between the controls a place holds too. */
const controlsGap = vars.space['2']

/** A signed-in control's place while the stored session is checked: as wide as the control(s), unseen. */
export const reserved = style({ display: 'inline-flex', alignItems: 'center', gap: controlsGap, visibility: 'hidden' })

// A prerendered page (drawn signed out) painted for a visitor with a stored session (the pre-paint script's
// `data-session="stored"` on <html>): the signed-in controls' places instead of Log in, as the app's first screen
// will have them; the welcome line waits for the app, which knows the name.
const stored = 'html[data-session="stored"]'
/** The place of a signed-in control in a prerendered page: held for a stored session, absent otherwise. */
export const reservedWhenStored = style({
  display: 'none',
  alignItems: 'center',
  gap: controlsGap,
  visibility: 'hidden',
  selectors: { [`${stored} &`]: { display: 'inline-flex' } },
})
/** The Log in link of a prerendered page: not for a stored session. */
export const signedOutOnly = style({ selectors: { [`${stored} &`]: { display: 'none' } } })
/** The welcome line of a prerendered page says "Welcome, User": unseen for a stored session until the app greets by name. */
export const welcomeWhenStored = style({ selectors: { [`${stored} #root[data-prerendered] &`]: { visibility: 'hidden' } } })

export const actions = style({
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  gap: controlsGap,
})

const control = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: 40,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  transition: `background-color ${motion.fast} ease`,
} as const

export const iconButton = style({
  ...control,
  width: 40,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
})

/** The theme toggle's icons before hydration (a prerendered page): the <html> theme class shows one. */
export const inDarkTheme = style({ display: 'contents', selectors: { 'html.theme-light &': { display: 'none' } } })
export const inLightTheme = style({ display: 'contents', selectors: { 'html.theme-dark &': { display: 'none' } } })

/** The language picker: a native select laid invisibly over a compact globe + code, so it stays a real select. */
export const language = style({
  ...control,
  position: 'relative',
  gap: vars.space['1'],
  padding: `0 ${vars.space['2']}`,
  borderColor: vars.color.borderStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:has(select:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
})

export const languageCode = style({ minWidth: '1.5em', textAlign: 'center' })

export const languageSelect = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  opacity: 0,
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
  selectors: { '&:focus-visible': { outline: 'none' } },
})

export const sessionButton = style({ flex: 'none' })
