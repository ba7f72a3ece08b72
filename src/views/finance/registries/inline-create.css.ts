// The small form a finance form opens beside a select to create its item in place.
import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const panel = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['2'],
  marginTop: vars.space['2'],
  padding: vars.space['3'],
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

export const name = style({ flex: '1 1 12rem', minWidth: 0 })



export const refusal = style({ flexBasis: '100%' })

/** "+ New …" under a select: a button that reads as the select's shortcut link. */
export const openerLink = style({
  display: 'inline-block',
  marginTop: vars.space['1'],
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.primary,
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:hover:not(:disabled)': { textDecoration: 'underline' }, '&:disabled': { cursor: 'not-allowed', opacity: 0.6 } },
})
