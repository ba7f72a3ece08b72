// The import page on top of finance.css.ts: the drop zone, the steps' cards, the situation badges (each a
// contrast-checked pair of the theme, light and dark), the filter buttons, the rows' details and the past imports
// (folded above the steps, of a fixed height).
import { globalStyle, style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { disclosureToggle, visuallyHiddenRules } from '@/styles/recipes.css'
import { motion, vars } from '@/styles/theme.css'
import { breakpoints } from '@/styles/tokens'
import { mediumTableCards, tableWrapMedium, tableWrapWide, wideTableCards } from '../finance.css'

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`
const phone = `screen and (max-width: ${breakpoints.tablet - 1}px)`

export const step = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minWidth: 0 })

export const stepHeader = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] })

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: 1.5, overflowWrap: 'break-word' })

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['5'],
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
  transition: `border-color ${motion.fast} ease, background-color ${motion.fast} ease`,
  selectors: {
    '&:focus-within': { borderColor: vars.color.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
})

export const dropText = style({ margin: 0, fontSize: vars.fontSize.sm })

/** The file and its target, past the choose step: wraps where it must. */
export const fileLine = style({ margin: 0, fontWeight: 600, color: vars.color.text, overflowWrap: 'anywhere' })

/** The chosen file's name: one line, cut with an ellipsis (its title holds it whole), so the drop zone keeps its height. */
export const fileName = style({ margin: 0, maxWidth: '100%', fontWeight: 600, color: vars.color.text, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' })

export const noFile = style([fileName, { fontWeight: 400, color: vars.color.textMuted }])

/** What was read in the file, or that it is being read: a line kept for it before any file. */
export const fileFacts = style({ minBlockSize: `calc(${vars.fontSize.sm} * 1.5)`, maxWidth: '100%' })

/** The choose step: the drop zone, then the target and the button, side by side from tablets up. */
export const chooseGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  alignItems: 'start',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center' })

export const endActions = style([actions, { justifyContent: 'flex-end' }])

/** The mapping form's fields: one column on phones, as many of 18rem as fit from tablets up (a day format's example was cut at 16rem). */
export const mappingGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  alignItems: 'start',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(18rem, 100%), 1fr))' } },
})

/** The amount's one-column-or-two choice: a line of its own, its two options side by side when they fit. */
export const mappingWhole = style({ gridColumn: '1 / -1' })

export const checkLine = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], fontSize: vars.fontSize.sm, cursor: 'pointer' })

export const situation = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    padding: `2px ${vars.space['2']}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: 600,
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
    border: '1px solid transparent',
  },
  variants: {
    tone: {
      nova: { background: vars.color.incomeSoft, color: vars.color.onIncomeSoft },
      importada: { background: vars.color.surfaceMuted, color: vars.color.text },
      excluida: { background: vars.color.surface, color: vars.color.textMuted, borderColor: vars.color.borderStrong, borderStyle: 'dashed' },
      possivelDuplicata: { background: vars.color.dangerSoft, color: vars.color.onDangerSoft },
      ignorada: { background: vars.color.surfaceMuted, color: vars.color.textMuted },
      transferencia: { background: vars.color.statusSoft, color: vars.color.onStatusSoft },
    },
  },
})

/** A reading's choices (charset, statement): toggle buttons that wrap. */
export const choiceLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'], fontSize: vars.fontSize.sm })

export const choiceLabel = style({ fontWeight: 600, color: vars.color.text })

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] })

/** A filter or reading button: pressed, it takes the primary's soft colours. */
export const toggleButton = style({
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primarySoft, color: vars.color.onPrimarySoft, borderColor: vars.color.primary },
  },
})

/** As narrow as the checkbox in the table; a card's whole line in cards. */
export const checkCell = style({
  width: '1%',
  '@media': { [phone]: { width: 'auto' } },
  '@container': { [wideTableCards]: { selectors: { [`${tableWrapWide} &`]: { width: 'auto' } } } },
})

globalStyle(`${checkCell} input[type="checkbox"]`, { width: 20, height: 20, minHeight: 20, accentColor: vars.color.primary, cursor: 'pointer' })

/** The description cell: the bank's text, then the row's details one under the other. */
/** Its cell's width, not its content's: in a card a select's own width pushed the text past the card's edge. */
export const description = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], width: '100%', minWidth: 0, overflowWrap: 'break-word' })

export const descriptionText = style({ fontWeight: 600 })

export const detail = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs, lineHeight: 1.4 })

export const detailLink = style({ color: vars.color.primary, fontWeight: 600, marginInlineStart: vars.space['1'] })

/** A row's category: room for a category's name in the table, never wider than its card on a phone. */
export const categorySelect = style({ minWidth: 'min(10rem, 100%)', maxWidth: '16rem' })

/** A possible duplicate's link-or-import choice: as wide as its words, never wider than its cell. */
export const linkChoice = style({ width: 'auto', maxWidth: '100%', alignSelf: 'flex-start' })

/** In cards, the description's cell is a block, its label above (the grid of label and value left it a sliver at 360 px). */
export const descriptionCell = style({
  minWidth: '14rem',
  '@container': { [wideTableCards]: { selectors: { [`${tableWrapWide} &`]: { minWidth: 0 } } } },
  '@media': { [phone]: { minWidth: 0 } },
})

export const dayCell = style({ whiteSpace: 'nowrap' })

/** A past import's moment: it may wrap in a card ("5 de dez. de 2026, 03:10" was cut at 360 px). */
export const momentCell = style({ '@media': { [tablet]: { whiteSpace: 'nowrap' } }, '@container': { [mediumTableCards]: { selectors: { [`${tableWrapMedium} &`]: { whiteSpace: 'normal' } } } } })

export const reconciliation = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600, overflowWrap: 'break-word' })

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs })

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] })

export const link = style({ color: vars.color.primary, fontWeight: 600, fontSize: vars.fontSize.sm })

/** The past imports: a card above the steps, folded, that never changes its height by itself (see historyPanel). */
export const history = style({ minWidth: 0 })

/**
 * The fold's line: the chevron, the title, then the count or that they are loading, each one line however long. A
 * button inside the section's heading (aria-expanded), drawn as the heading's full-width line, not as a button.
 */
export const historyToggle = style([
  disclosureToggle({ size: 'md' }),
  { inlineSize: '100%', margin: 0, background: 'transparent', border: 0, textAlign: 'start', color: 'inherit', font: 'inherit' },
])

export const historyChevron = style({
  flex: 'none',
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  color: vars.color.textMuted,
  transition: `transform ${motion.fast} ease`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } },
})

export const historyLines = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], flex: '1 1 auto', minWidth: 0 })

/** One line, cut with an ellipsis: the line's height is the same for "Loading…" and for "12 imports, the last on …". */
export const historyLine = style({ display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' })

/** The count under the title: the body's text, not the heading's, although the heading holds it. */
export const historyNote = style([historyLine, { color: vars.color.textMuted, fontFamily: vars.font.body, fontSize: vars.fontSize.sm, fontWeight: 400, lineHeight: 1.5 }])

export const historyFailed = style({ color: vars.color.danger })

/**
 * The unfolded list: a box of one height whatever it holds (loading, an alert, one import or fifty), scrolling
 * inside, so the list read again after an import or an undo never pushes the steps below it.
 */
export const historyPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  blockSize: 'min(20rem, 50vh)',
  overflowY: 'auto',
  padding: `0 ${vars.space['4']} ${vars.space['4']}`,
  borderBlockStart: `1px solid ${vars.color.border}`,
  paddingBlockStart: vars.space['3'],
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 } },
})

export const historyMeta = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: 400 })

/** "Skip the rows": hidden until a keyboard user reaches it, then a plain link before the table. */
export const skipRows = style({
  ...visuallyHiddenRules,
  selectors: {
    '&:focus': { position: 'static', width: 'auto', height: 'auto', margin: 0, overflow: 'visible', clip: 'auto', whiteSpace: 'normal', alignSelf: 'flex-start' },
  },
})

/** Where "Skip the rows" lands: the totals, focusable by script only. */
export const rowsEnd = style({ outline: 'none' })
