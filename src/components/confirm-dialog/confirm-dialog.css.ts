import { keyframes, style } from '@vanilla-extract/css'
import { motion, vars } from '@/styles/theme.css'

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const riseIn = keyframes({ from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' }, to: { opacity: 1, transform: 'none' } })

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 60,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['4'],
  background: vars.color.overlay,
  animation: `${fadeIn} ${motion.fast} ease-out both`,
})

export const dialog = style({
  width: '100%',
  maxWidth: 420,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['5'],
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${riseIn} ${motion.slow} cubic-bezier(0.2, 0.8, 0.2, 1) both`,
  selectors: { '&:focus': { outline: 'none' } },
})

export const title = style({ fontSize: vars.fontSize.lg, margin: 0 })

export const body = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'break-word' })

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  marginTop: vars.space['2'],
})
