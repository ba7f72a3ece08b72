// Styles of a card's statements page on top of finance.css.ts and bank-accounts.css.ts: the limit bar,
// the strip of statements, the statement's facts and the pay modal's note.
import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'
import { breakpoints } from '@/styles/tokens'

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`

export const limit = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] })

/** The limit used as a bar: the track is the whole limit. */
export const bar = style({
  position: 'relative',
  height: 12,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
})

export const barFill = style({ position: 'absolute', inset: 0, right: 'auto', background: vars.color.primary, borderRadius: vars.radius.full })

/** Over the limit (or at it): the bar reads as an expense. */
export const barFillOver = style({ background: vars.color.danger })

/** The statements with items and the open one: a row of buttons that scrolls sideways on a phone. */
export const strip = style({
  display: 'flex',
  gap: vars.space['2'],
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space['1']} ${vars.space['1']} ${vars.space['2']}`,
  overflowX: 'auto',
})

export const stripButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  minWidth: 120,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  textAlign: 'left',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="true"]': { borderColor: vars.color.primary, boxShadow: `inset 0 0 0 1px ${vars.color.primary}` },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
})

export const stripMonth = style({ fontWeight: 600, whiteSpace: 'nowrap', selectors: { '&::first-letter': { textTransform: 'uppercase' } } })
export const stripTotal = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })

/** The statement's heading row: its status and the pay button. */
export const statementHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['3'] })

export const statementTitle = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'], selectors: { '&:focus': { outline: 'none' } } })

/**
 * Closing, due, total, left to pay: one per row on phones (two broke "R$ 11.579,56" after its comma and the
 * dates over two lines at 360 px), two per row from 640 to 1023 px, one row wider (four in a row broke
 * "R$ 11.579,56" after its fifth digit from 640 to 768 px).
 */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
})

export const itemNote = style({ display: 'block', marginTop: vars.space['1'], color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: 400 })

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const payAmount = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700, fontVariantNumeric: 'tabular-nums' })

/** The payments made toward the statement, under its items. */
export const payments = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], marginTop: vars.space['4'] })
export const paymentsTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 })

/** "Moved to the … statement — Undo": one line, the button beside the text. */
export const moveStatus = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})

/** A row's "Move to the … statement": its words wrap in a narrow column instead of widening the table. */
export const moveButton = style({ whiteSpace: 'normal', maxWidth: '10rem', textAlign: 'center', lineHeight: 1.25 })
