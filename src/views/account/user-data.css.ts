// The user data page: two cards (download, import), a grid of counts, the import's problems.
import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'
import { breakpoints } from '@/styles/tokens'

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`

export const page = style({ width: '100%', display: 'flex', flexDirection: 'column', gap: vars.space['4'] })

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] })

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], selectors: { '&:focus': { outline: 'none' } } })

export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const sections = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  alignItems: 'start',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 })

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg })

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: 1.5 })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] })

export const result = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] })

export const resultTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600, overflowWrap: 'break-word' })

/** The counts: small tiles, two per row on a phone. */
export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const count = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
})

export const countValue = style({ fontSize: vars.fontSize.lg, fontWeight: 700, fontVariantNumeric: 'tabular-nums' })

export const countLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted })

export const problems = style({
  margin: `${vars.space['2']} 0 0`,
  paddingLeft: vars.space['4'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  fontWeight: 400,
  overflowWrap: 'break-word',
})

export const problemPlace = style({ fontWeight: 600 })

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] })

export const link = style({ color: vars.color.primary, fontWeight: 600, fontSize: vars.fontSize.sm })
