// Atomic layout/spacing classes (STYLE §4), responsive from 360 px phones upwards.
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles'
import { breakpoints } from './tokens'
import { vars } from './theme.css'

const layout = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'flex', 'inline-flex', 'grid', 'block', 'inline-block'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    padding: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    margin: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    gridTemplateColumns: {
      '1': 'minmax(0, 1fr)',
      '2': 'repeat(2, minmax(0, 1fr))',
      '3': 'repeat(3, minmax(0, 1fr))',
    },
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
})

const typography = defineProperties({
  properties: {
    color: { text: vars.color.text, muted: vars.color.textMuted, primary: vars.color.primary, danger: vars.color.danger },
    fontSize: vars.fontSize,
    fontWeight: { normal: '400', medium: '500', semibold: '600', bold: '700' },
  },
})

export const sprinkles = createSprinkles(layout, typography)
export type Sprinkles = Parameters<typeof sprinkles>[0]
