import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const page = style({
  display: 'flex',
  justifyContent: 'center',
  paddingTop: vars.space['4'],
})

export const panel = style({
  width: '100%',
  maxWidth: 440,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
})

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] })

export const subtitle = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] })

export const buttons = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  // On screen in the tab order: the submit button first, on top or on the left.
  '@media': { 'screen and (min-width: 420px)': { flexDirection: 'row', justifyContent: 'flex-start' } },
})

export const grow = style({ '@media': { 'screen and (min-width: 420px)': { flex: 1 } } })

export const captchaLabel = style({ fontSize: vars.fontSize.sm, fontWeight: 600, marginBottom: vars.space['1'] })

/** The second step's switch between the app's code and a recovery code: a quiet button under the field. */
export const switchButton = style({ alignSelf: 'flex-start', paddingLeft: 0, paddingRight: 0, textDecoration: 'underline' })
