import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const mark = style({ width: 36, height: 36, flexShrink: 0 })
export const tile = style({ fill: vars.color.primary })
export const letters = style({ fill: vars.color.onPrimary, fontSize: 16, fontWeight: 700, fontFamily: vars.font.heading, letterSpacing: '-0.02em' })
