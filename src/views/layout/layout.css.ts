import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'
import { breakpoints } from '@/styles/tokens'

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`

export const skipLink = style({
  position: 'absolute',
  left: vars.space['3'],
  top: -100,
  zIndex: 100,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space['3'] } },
})

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${vars.space['5']} ${vars.space['3']}`,
  '@media': { [tablet]: { padding: `${vars.space['6']} ${vars.space['5']}` } },
})

/** The offline banner: a full-width strip under the header, its text centred and free to wrap on a phone. */
export const offlineBanner = style({
  margin: 0,
  borderRadius: 0,
  textAlign: 'center',
  overflowWrap: 'break-word',
  padding: `${vars.space['2']} ${vars.space['3']}`,
})
