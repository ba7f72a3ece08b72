import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'
import { breakpoints } from '@/styles/tokens'

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`

/** Phones: the month on its own row above the two buttons (one row would overflow 360 px); wider: one row. */
export const nav = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gridTemplateAreas: '"month month" "previous next"',
  alignItems: 'center',
  gap: vars.space['2'],
  '@media': {
    [tablet]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto', gridTemplateAreas: '"previous month next"' },
  },
})

export const previous = style({ gridArea: 'previous', justifySelf: 'start' })
export const next = style({ gridArea: 'next', justifySelf: 'end' })

/** 'Back to the current month' (away from it only): a row of its own below the rest, last in the tab order too. */
export const current = style({ gridColumn: '1 / -1', justifySelf: 'center' })

export const month = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.lg,
  gridArea: 'month',
  // Focus lands here when 'back to the current month' goes away; the heading needs no ring of its own.
  outline: 'none',
  // 'novembro de 2026' starts in lower case in Portuguese; the heading shows it capitalised.
  selectors: { '&::first-letter': { textTransform: 'uppercase' } },
})
