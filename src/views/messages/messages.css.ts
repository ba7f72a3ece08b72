import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

/** A table on wide screens, stacked cards below 768 px. */
const narrow = 'screen and (max-width: 767.98px)'

export const page = style({
  maxWidth: 1100,
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  selectors: { '&:focus': { outline: 'none' } },
})

export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  alignItems: 'end',
  '@media': {
    'screen and (min-width: 640px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto' },
  },
})

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  '@media': { [narrow]: { display: 'block' } },
})

export const headRow = style({ '@media': { [narrow]: { display: 'none' } } })

export const headCell = style({
  textAlign: 'left',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `2px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontWeight: 600,
  whiteSpace: 'nowrap',
})

export const body = style({ '@media': { [narrow]: { display: 'flex', flexDirection: 'column', gap: vars.space['3'] } } })

export const row = style({
  '@media': {
    [narrow]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr)',
      gap: vars.space['1'],
      padding: vars.space['4'],
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      background: vars.color.surface,
      boxShadow: vars.shadow.sm,
    },
  },
})

export const cell = style({
  padding: `${vars.space['3']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  overflowWrap: 'break-word',
  '@media': {
    [narrow]: {
      display: 'grid',
      gridTemplateColumns: '6.5rem minmax(0, 1fr)',
      gap: vars.space['2'],
      padding: 0,
      border: 'none',
    },
  },
})

// On a card each value carries its column name.
globalStyle(`${cell}[data-label]::before`, {
  '@media': { [narrow]: { content: 'attr(data-label)', color: vars.color.textMuted, fontWeight: 600 } },
})

export const actionCell = style([cell, { textAlign: 'right', '@media': { [narrow]: { display: 'block', textAlign: 'left', paddingTop: vars.space['2'] } } }])

/** View and Delete side by side, at the row's end (at the card's start when stacked). */
export const rowActions = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space['2'] })

export const name = style({ fontWeight: 600 })

export const paging = style({ display: 'flex', justifyContent: 'center', gap: vars.space['3'], paddingTop: vars.space['2'] })

export const empty = style({ textAlign: 'center', color: vars.color.textMuted, padding: vars.space['6'] })

export const detail = style({ margin: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: `${vars.space['2']} ${vars.space['4']}` })

export const detailLabel = style({ color: vars.color.textMuted, fontWeight: 600 })

export const detailValue = style({ margin: 0, overflowWrap: 'break-word' })

export const messageText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'break-word', lineHeight: 1.6 })
