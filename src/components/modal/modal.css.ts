import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'
import { breakpoints } from '@/styles/tokens'

// The dialog fades in over 300 ms and its backdrop over 150 ms; both fade out in 150 ms.
// Reduced motion shortens every animation to 1 ms (global.css.ts).
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } })
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translateY(12px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
})
const sinkOut = keyframes({
  from: { opacity: 1, transform: 'none' },
  to: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
})

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: vars.space['3'],
  overflowY: 'auto',
  background: vars.color.overlay,
  animation: `${fadeIn} 150ms ease-out both`,
  '@media': { [tablet]: { alignItems: 'center', padding: vars.space['6'] } },
  selectors: { '&[data-phase="closing"]': { animation: `${fadeOut} 150ms ease-in both` } },
})

export const dialog = style({
  position: 'relative',
  width: '100%',
  maxWidth: 560,
  margin: 'auto 0',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${riseIn} 300ms cubic-bezier(0.2, 0.8, 0.2, 1) both`,
  selectors: {
    '&[data-phase="closing"]': { animation: `${sinkOut} 150ms ease-in both` },
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
})

export const wide = style({ maxWidth: 880 })

// Sticky: in a dialog taller than the screen the title and the close button stay in view while it scrolls.
export const header = style({
  position: 'sticky',
  top: `calc(-1 * ${vars.space['3']})`,
  zIndex: 1,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: `${vars.space['4']} ${vars.space['4']} ${vars.space['2']}`,
  background: vars.color.surface,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  '@media': { [tablet]: { top: `calc(-1 * ${vars.space['6']})`, padding: `${vars.space['5']} ${vars.space['5']} ${vars.space['2']}` } },
})

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  fontSize: vars.fontSize.xl,
  minWidth: 0,
  overflowWrap: 'break-word',
})

export const close = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  marginTop: -4,
  marginRight: -4,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text } },
})

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['4'],
  '@media': { [tablet]: { padding: vars.space['5'] } },
})
