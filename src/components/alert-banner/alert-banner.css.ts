import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const row = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space['3'] })

export const dismiss = style({
  border: 0,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  padding: vars.space['1'],
  borderRadius: vars.radius.sm,
})
