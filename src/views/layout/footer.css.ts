import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'
import { breakpoints } from '@/styles/tokens'

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})

export const footerInner = style({
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${vars.space['5']} ${vars.space['3']}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  '@media': { [tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', padding: `${vars.space['5']} ${vars.space['5']}` } },
})

export const footerGroup = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center', margin: 0, padding: 0, listStyle: 'none' })

export const externalLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: 500,
})

export const copyright = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted })
