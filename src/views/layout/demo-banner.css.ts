import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

/** The demo's strip at the top of the page: its words and "Create my account", wrapping on a phone. */
export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  marginBottom: vars.space['4'],
  overflowWrap: 'break-word',
})

export const text = style({ margin: 0, flex: '1 1 16rem' })

export const action = style({ flex: 'none' })
