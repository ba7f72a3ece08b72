import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'
import { breakpoints } from '@/styles/tokens'

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`

export const page = style({ width: '100%', display: 'flex', flexDirection: 'column', gap: vars.space['5'] })

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] })

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'] })

export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['4'] },
    [desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
})

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] })

export const icon = style({
  width: 40,
  height: 40,
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.onPrimarySoft,
  fontSize: vars.fontSize.lg,
})

export const link = style({ justifyContent: 'flex-start' })

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: 1.5 })
