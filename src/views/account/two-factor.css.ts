// The two-step verification page: one card per step, the QR code beside the key on wide screens, the recovery codes in
// two columns of monospace text.
import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'
import { breakpoints } from '@/styles/tokens'

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`

export const page = style({ width: '100%', maxWidth: 760, display: 'flex', flexDirection: 'column', gap: vars.space['4'] })

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] })

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], selectors: { '&:focus': { outline: 'none' } } })

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: 1.5 })

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 })

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, display: 'flex', alignItems: 'center', gap: vars.space['2'], flexWrap: 'wrap' })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] })

/** The QR code and the key typed by hand: one above the other on a phone, side by side from a tablet on. */
export const pairing = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  alignItems: 'start',
  '@media': { [tablet]: { gridTemplateColumns: '220px minmax(0, 1fr)' } },
})

export const steps = style({ margin: 0, paddingLeft: vars.space['5'], display: 'flex', flexDirection: 'column', gap: vars.space['2'], fontSize: vars.fontSize.sm, lineHeight: 1.5 })

export const secret = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  letterSpacing: '0.05em',
  overflowWrap: 'anywhere',
  padding: vars.space['2'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  userSelect: 'all',
})

export const codeForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], maxWidth: 360 })

export const codes = style({
  margin: 0,
  padding: vars.space['3'],
  listStyle: 'none',
  display: 'grid',
  // One code a line on a phone (a code is never broken), two columns where they fit whole.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  '@media': { 'screen and (min-width: 480px)': { gridTemplateColumns: 'repeat(2, max-content)' } },
})

export const switchButton = style({ alignSelf: 'flex-start', paddingLeft: 0, paddingRight: 0, textDecoration: 'underline' })
