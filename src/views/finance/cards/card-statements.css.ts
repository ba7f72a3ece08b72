// Styles of a card's statements page on top of finance.css.ts and bank-accounts.css.ts: the limit bar,
// the strip of statements, the statement's facts and the pay modal's note. The limit, the strip and the facts are
// compact (labelled figures, not boxes), so that a statement's first items come high on the first screen.
import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'
import { breakpoints } from '@/styles/tokens'
import { page as financePage, panel } from '../finance.css'

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`
const phone = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`

/** Phones: the page's title a size smaller ("Faturas de Nubank · Maria" took two lines). */
export const title = style({ '@media': { [phone]: { fontSize: vars.fontSize.xl } } })

/** Phones: the page's parts 12 px apart, not 16 (as the entries page). */
export const page = style({})
globalStyle(`${financePage}${page}`, { '@media': { [phone]: { gap: vars.space['3'] } } })

/**
 * The title and the limit: one above the other, beside each other from 1024 px (the limit's own row was 99 px), both
 * at the top, so that the title stays where it is when the card's limit comes in.
 */
export const top = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  '@media': { [tablet]: { gap: vars.space['4'] }, [desktop]: { flexDirection: 'row', alignItems: 'flex-start', justifyContent: 'space-between' } },
})
globalStyle(`${top} > :last-child:not(:first-child)`, { '@media': { [desktop]: { flex: '0 1 34rem' } } })

export const limit = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], padding: `${vars.space['2']} ${vars.space['3']}` })

/**
 * The limit's three figures on one line at every width (three boxes one under the other were 307 px of a 360 px
 * phone's screen, 130 px at 1280 px).
 */
export const limitFigures = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['2'] })

/**
 * A labelled figure without a box (with bank-accounts.css.ts' label and value): a container, so that on phones an
 * amount takes the size its column allows and never breaks ("R$ 11.579,56" in a third of 360 px).
 */
export const figure = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, containerType: 'inline-size' })
// Phones: 14 px, so that a date ("10 de jan. de 2027") keeps to one line in half the statement's width.
globalStyle(`${figure} > :last-child`, { fontSize: vars.fontSize.md, '@media': { [phone]: { fontSize: vars.fontSize.sm } } })
globalStyle(`${limitFigures} > ${figure} > :last-child`, {
  whiteSpace: 'nowrap',
  overflowWrap: 'normal',
  '@media': { [phone]: { fontSize: `clamp(0.75rem, 12cqi, ${vars.fontSize.md})` } },
})

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

/** A statement in the strip: its month and status on a line, its total under them (three lines were 103 px). */
export const stripButton = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  gridTemplateAreas: '"month status" "total total"',
  justifyContent: 'start',
  alignItems: 'center',
  gap: `2px ${vars.space['2']}`,
  minWidth: 120,
  padding: `${vars.space['1']} ${vars.space['3']}`,
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

export const stripMonth = style({ gridArea: 'month', fontWeight: 600, whiteSpace: 'nowrap', selectors: { '&::first-letter': { textTransform: 'uppercase' } } })
export const stripTotal = style({ gridArea: 'total', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })
globalStyle(`${stripButton} > :last-child`, { gridArea: 'status', justifySelf: 'start' })

/**
 * The statement's heading row with its status and the pay button: as high before they come in as after (the title
 * moved 9 px down when the 40 px button came in beside it).
 */
export const statementHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['3'], minHeight: 40 })

export const statementTitle = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'], minHeight: 24, selectors: { '&:focus': { outline: 'none' } } })

/** Phones: the statement's card 12 px inside, not 16 (over the card recipe's padding, whatever order the files load in). */
export const statement = style({})
globalStyle(`${panel}${statement}`, { '@media': { [phone]: { padding: vars.space['3'] } } })

/**
 * Closing, due, total, paid and left to pay as labelled figures: two per row on phones (boxes one per row were
 * 380 px), three from 640 px, the five on one line from 1024 px.
 */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space['2']} ${vars.space['3']}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }, [desktop]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
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
