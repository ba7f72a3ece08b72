import { globalStyle, keyframes, style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'
import { breakpoints } from '@/styles/tokens'

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`

export const page = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['5'],
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: '320px 1fr', gap: vars.space['6'] } },
})

const panelBase = {
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
} as const

export const profile = style({
  ...panelBase,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['4'],
  padding: vars.space['5'],
  textAlign: 'center',
  background: `linear-gradient(180deg, ${vars.color.primarySoft} 0, ${vars.color.surface} 140px)`,
  '@media': { [desktop]: { position: 'sticky', top: 96 } },
})

export const avatar = style({
  width: 160,
  height: 160,
  borderRadius: '50%',
  border: `4px solid ${vars.color.surface}`,
  boxShadow: vars.shadow.md,
})

export const profileText = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space['1'] })

export const name = style({ fontSize: vars.fontSize['2xl'], fontWeight: 800 })

export const role = style({ fontWeight: 600, color: vars.color.primary })

export const location = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

export const socials = style({ display: 'flex', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' })

export const social = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
})

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'], minWidth: 0 })

export const panel = style({
  ...panelBase,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['4'],
  '@media': { [tablet]: { padding: vars.space['6'] } },
})

export const typewriter = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] })

export const screen = style({
  // The reserved full text and the typed text share one grid cell: the box is as tall as the final text.
  display: 'grid',
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  cursor: 'pointer',
  userSelect: 'none',
  // A touch held down restarts the intro (typewriter-intro.tsx): no callout menu over it.
  WebkitTouchCallout: 'none',
  '@media': { [tablet]: { padding: vars.space['5'] } },
})

export const screenText = style({
  gridArea: '1 / 1',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.7,
  '@media': { [tablet]: { fontSize: vars.fontSize.md } },
})

export const reserve = style({ visibility: 'hidden' })
globalStyle(`${reserve} > p::before`, { content: 'attr(data-text)' })

const blink = keyframes({ '0%, 49%': { borderRightColor: vars.color.primary }, '50%, 100%': { borderRightColor: 'transparent' } })

/**
 * The caret: the typed text's own right border, drawn past the text without taking room (so the typed lines
 * break exactly where the reserved ones do). A box after the text moved at every character, which the
 * browser counts as a layout shift (0.0001 a visit); the border of the inline that holds the text only grows.
 */
export const caret = style({
  borderRight: `0.55em solid ${vars.color.primary}`,
  marginRight: '-0.55em',
  animation: `${blink} 1s step-end infinite`,
})

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted })

export const skills = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' })

export const skill = style({ fontSize: vars.fontSize.sm, padding: `${vars.space['1']} ${vars.space['3']}` })
