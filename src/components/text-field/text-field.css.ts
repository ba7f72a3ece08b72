import { style } from '@vanilla-extract/css'

export const field = style({ display: 'flex', flexDirection: 'column' })

export const control = style({ position: 'relative', display: 'flex', alignItems: 'stretch' })

export const withTrailing = style({ paddingRight: '6.5rem' })

export const trailing = style({
  position: 'absolute',
  right: 4,
  top: '50%',
  transform: 'translateY(-50%)',
})
