import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const panel = style({
  maxWidth: 640,
  margin: `${vars.space['6']} auto`,
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
})

export const badgeRow = style({ display: 'flex', justifyContent: 'center' })

export const text = style({ color: vars.color.textMuted })
