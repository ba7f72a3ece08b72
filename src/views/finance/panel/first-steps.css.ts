// The first-steps list at the top of the finance panel.
import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'] })

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space['3'] })

export const step = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'] })

export const stepText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0, flex: '1 1 16rem' })

export const stepTitle = style({ fontWeight: 600 })

export const stepHint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
