import { style } from '@vanilla-extract/css'
import { motion, vars } from '@/styles/theme.css'

export const carousel = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] })

export const frame = style({
  position: 'relative',
  // Zoomed, a finger drag pans the image instead of scrolling the dialog.
  selectors: { '&[data-zoomed="true"]': { touchAction: 'none' } },
  overflow: 'hidden',
  aspectRatio: '16 / 10',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
})

export const imageButton = style({
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'zoom-in',
  selectors: {
    '&[data-zoomed="true"]': { cursor: 'zoom-out' },
    '&:focus-visible': { outlineOffset: -3 },
  },
})

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: `transform ${motion.slow} ease, transform-origin ${motion.fast} ease-out`,
  // Scaled about the pan point (its transform-origin): 0% shows the left/top edge, 100% the right/bottom.
  selectors: { [`${imageButton}[data-zoomed="true"] &`]: { transform: 'scale(2)' } },
})

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['4'],
})

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  transition: `background-color ${motion.fast} ease`,
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: vars.color.surfaceMuted },
    '&[aria-disabled="true"]': { opacity: 0.4, cursor: 'not-allowed' },
  },
})

export const counter = style({
  minWidth: '4.5rem',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 600,
  color: vars.color.textMuted,
})

export const hint = style({ textAlign: 'center', fontSize: vars.fontSize.xs, color: vars.color.textMuted })
