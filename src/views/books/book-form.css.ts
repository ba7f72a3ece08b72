import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'
import { breakpoints } from '@/styles/tokens'

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`

export const page = style({
  maxWidth: 640,
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
})

export const back = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.primary,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  padding: `${vars.space['1']} 0`,
  selectors: { '&:hover': { textDecoration: 'underline' } },
})

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] })

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'] })

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] })

/** Price, date and status side by side from tablets up. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})

export const field = style({ display: 'flex', flexDirection: 'column' })

export const select = style({ appearance: 'auto', cursor: 'pointer' })

export const buttons = style({
  display: 'flex',
  // The primary action first, on screen as in the tab order: on top on phones, on the
  // left from tablets. Never a reversed flex direction: it would make the two orders disagree.
  flexDirection: 'column',
  gap: vars.space['2'],
  '@media': { [tablet]: { flexDirection: 'row', justifyContent: 'flex-start' } },
})

export const failure = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space['3'] })
