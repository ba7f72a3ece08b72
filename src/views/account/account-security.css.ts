// The password change and sessions pages: a heading, a narrow form card, and the sessions as cards that stack on a
// phone and sit two to a row from the tablet width.
import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'
import { breakpoints } from '@/styles/tokens'

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`

export const page = style({ width: '100%', display: 'flex', flexDirection: 'column', gap: vars.space['4'] })

/** A live region waiting for its message: there from the start (so it is announced), it takes no gap while empty. */
export const liveRegion = style({ selectors: { '&:empty': { marginTop: `calc(-1 * ${vars.space['4']})` } } })

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] })

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], selectors: { '&:focus': { outline: 'none' } } })

export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: 1.5, maxWidth: '60ch' })

export const formCard = style({ width: '100%', maxWidth: 480, display: 'flex', flexDirection: 'column', gap: vars.space['4'] })

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] })

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] })

export const quiet = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const sessions = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const session = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 })

/** The session of this browser: its edge in the primary colour, so it stands apart without relying on colour alone (its badge says it). */
export const current = style({ borderColor: vars.color.primary, boxShadow: `inset 4px 0 0 ${vars.color.primary}` })

export const device = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'], margin: 0, fontSize: vars.fontSize.md })

export const deviceName = style({ fontWeight: 600, overflowWrap: 'break-word' })

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  margin: 0,
  fontSize: vars.fontSize.sm,
})

export const term = style({ color: vars.color.textMuted })

export const detail = style({ margin: 0, overflowWrap: 'break-word', fontVariantNumeric: 'tabular-nums' })

export const actions = style({ display: 'flex', justifyContent: 'flex-end' })
