// The entries page's search over every month: the box, its status line and the list of results under it.
import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'
import { breakpoints } from '@/styles/tokens'

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`

export const search = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], maxWidth: '48rem' })

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600 })

export const status = style({ margin: 0, minHeight: '1.25rem', color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const statusError = style({ color: vars.color.onDangerSoft, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] })

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  maxHeight: '26rem',
  overflowY: 'auto',
})

export const option = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  selectors: {
    '&:last-child': { borderBottom: 'none' },
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-selected="true"]': { background: vars.color.primarySoft, color: vars.color.onPrimarySoft, outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
})

export const description = style({ fontWeight: 600, overflowWrap: 'break-word' })

/** The amount never breaks. */
export const amount = style({ fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', textAlign: 'end' })

export const details = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  // Each detail after the date starts with its own "· ".
  gap: `0 ${vars.space['1']}`,
  color: 'inherit',
  opacity: 0.85,
  fontSize: vars.fontSize.sm,
  '@media': { [tablet]: { gridColumn: '1' } },
})

export const detail = style({ whiteSpace: 'nowrap' })

export const more = style({ alignSelf: 'flex-start' })

/** The row the search opened the month for: marked until the page changes. */
export const pointed = style({
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '-3px',
  background: vars.color.primarySoft,
})
