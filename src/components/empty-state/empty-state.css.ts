// An empty table's place: what to do, and the button that does it.
import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['5'],
  textAlign: 'center',
})

export const text = style({ margin: 0, color: vars.color.textMuted, maxWidth: '40rem' })
