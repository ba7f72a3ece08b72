import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const wrapper = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
  padding: vars.space['7'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})

export const ring = style({
  width: 36,
  height: 36,
  borderRadius: '50%',
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s !important', animationIterationCount: 'infinite !important' } },
})
