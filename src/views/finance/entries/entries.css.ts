// The financial entries page: the period under the month, summary cards, filter bar, toolbar and the modals' forms.
// The table itself uses the shared finance table styles (finance.css.ts: its rows are cards while its panel is
// narrower than the eight columns need).
import { createContainer, globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'
import { breakpoints } from '@/styles/tokens'
import { actions, page, wideTableMinWidth } from '../finance.css'
import { host as searchHost } from './entry-search.css'

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`
const phone = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`

// Phones: the page's parts 12 px apart, not 16 (with ten of them, the first entries come 40 px higher).
globalStyle(`${page}${searchHost}`, { '@media': { [phone]: { gap: vars.space['3'] } } })

/** Under the month (src/components/month-nav) when the period is not a whole month. */
export const period = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 400 })

/**
 * Phones: a compact summary, income, expenses and balance on one line and what is to pay and to receive on a second
 * (five stacked cards pushed the first entry below a 740 px screen).
 */
export const summary = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  gap: vars.space['1'],
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['3'] },
    [desktop]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
})

/** Phones: the page's title a size smaller ("Lançamentos financeiros" took two lines). */
export const title = style({ '@media': { [phone]: { fontSize: vars.fontSize.xl } } })

/** The page's description under its title: left out on phones, where its three lines came before any entry. */
export const subtitle = style({ '@media': { [phone]: { display: 'none' } } })

export const summaryNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

const tableContainer = createContainer('entries-table')

/**
 * The table's panel (its content is as wide as the table's wrapper) with room for the eight columns; narrower (phones,
 * 768 px screens) the rows are cards, as the shared table's wrapper decides (finance.css.ts).
 */
const fullTable = `${tableContainer} (min-width: ${wideTableMinWidth}px)`
/**
 * A table in a panel at most this wide (the 1024 px screen's 927 px panel; 1280 px gives 1,118): the account
 * goes under the description and a row's actions stack, so the table fits without scrolling sideways (eight
 * columns and three actions were ~1,080 px).
 */
const narrowTable = `${tableContainer} (min-width: ${wideTableMinWidth}px) and (max-width: 1109.98px)`

/** The order of the stacked rows (cards); in the table the column headers sort. */
export const sortSelect = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  flexBasis: '100%',
  '@container': { [fullTable]: { display: 'none' } },
})
export const sortLabel = style({ fontSize: vars.fontSize.sm, fontWeight: 600 })
// Phones: the label beside its select, one line.
globalStyle(`${sortSelect}`, { '@media': { [phone]: { flexDirection: 'row', alignItems: 'center', gap: vars.space['2'] } } })
globalStyle(`${sortSelect} > select`, { '@media': { [phone]: { flex: 1, minWidth: 0 } } })

export const summaryCard = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-start',
  gap: 0,
  minWidth: 0,
  // Phones: a third of the line each for income, expenses and balance, half each for to pay and to receive; the
  // card is a container, so that its amount's size follows its width.
  gridColumn: 'span 2',
  containerType: 'inline-size',
  // With card({ padding: 'none' }): compact on phones, the card's 16 px from tablets up.
  padding: `${vars.space['1']} ${vars.space['2']}`,
  selectors: { '&:nth-child(n + 4)': { gridColumn: 'span 3' } },
  // From tablets up 8 × 12 px, not 16 (77 px high cards, with the closed filters, left the first entry at 596 px of 800).
  '@media': { [tablet]: { gap: vars.space['1'], padding: `${vars.space['2']} ${vars.space['3']}`, selectors: { '&:nth-child(n + 4)': { gridColumn: 'auto' } }, gridColumn: 'auto' } },
})

export const summaryLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  lineHeight: 1.3,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
})

/**
 * A money value never breaks ("R$ 79.207,6 / 9" at 360 px): on phones it takes the size its card's width allows
 * ("R$ 2.019.603,00" in a third of 360 px), from tablets up the large one.
 */
export const summaryValue = style({
  fontSize: `clamp(0.6875rem, 12.5cqi, ${vars.fontSize.md})`,
  lineHeight: 1.3,
  fontWeight: 700,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  '@media': { [tablet]: { fontSize: vars.fontSize.lg } },
})

export const income = style({ color: vars.color.onIncomeSoft })
export const expense = style({ color: vars.color.onExpenseSoft })

/** The filter bar is a disclosure (closed unless the user left it open): its line names how many filters are active. */
export const filterPanel = style({ padding: 0 })
/** With disclosureToggle({ size: 'sm' }); in the primary colour while some filter is active. */
export const filterToggle = style({ fontWeight: 600, selectors: { '&[data-active]': { color: vars.color.primary } } })
export const filterChevron = style({ transition: 'transform 150ms', selectors: { [`${filterPanel}[open] &`]: { transform: 'rotate(90deg)' } } })

export const filters = style({
  padding: `0 ${vars.space['3']} ${vars.space['3']}`,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  alignItems: 'end',
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    // Seven fields: four and three from 1024 px ("Data final" sat alone on a third row).
    [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
})

export const filterActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  // From 1024 px the buttons take the fourth cell of the second row, beside the last date.
  '@media': { [tablet]: { gridColumn: '1 / -1', justifyContent: 'flex-end' }, [desktop]: { gridColumn: 'auto' } },
})

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'] })

/** Cards: the sort select on its own row, Export and New entry side by side under it. */
export const toolbarActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], flexBasis: '100%', '@container': { [fullTable]: { flexBasis: 'auto' } } })

/**
 * The table's panel: 12 px padding on phones (room for a row's three actions on one line), 16 px wider; a
 * container, so the table's columns follow the panel's width rather than the screen's.
 */
export const tablePanel = style({
  containerName: tableContainer,
  containerType: 'inline-size',
  padding: vars.space['3'],
  '@media': { [tablet]: { padding: vars.space['4'] }, [phone]: { display: 'flex', flexDirection: 'column', gap: vars.space['2'] } },
})


/** Amounts never break and, in the table, align right under their right-aligned header. */
export const amount = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', fontWeight: 600, '@container': { [fullTable]: { textAlign: 'right' } } })

export const form = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['3'], '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } })

export const wide = style({ '@media': { [tablet]: { gridColumn: '1 / -1' } } })

/** The category select and its shortcut: on phones the shortcut goes under a full-width select (it was 95 px wide). */
export const categoryRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space['2'] })

export const grow = style({ flex: '1 1 14rem', minWidth: 0 })

export const formActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space['2'], '@media': { [tablet]: { gridColumn: '1 / -1' } } })

export const payFor = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

/** Money and dates never break inside (at 360 px an amount broke as "R$ 79.207,6 / 9"). */
export const nowrap = style({ whiteSpace: 'nowrap' })

/**
 * A row's actions stay on one line ("Excluir" wrapped under "Marcar como pago"), their buttons 8 px from their
 * text on each side (the table needs the room at 1280 px). Three that cannot fit even so (Editar, Marcar como
 * recebido, Excluir at 360 px) wrap in the card, right-aligned, instead of running off its left edge; in the
 * table they never wrap, so the column keeps their width.
 */
export const rowActions = style({
  '@container': {
    // Over the shared `actions` style's wrap, whatever order the two rules load in.
    [fullTable]: { selectors: { [`${actions}&`]: { flexWrap: 'nowrap' } } },
    // A narrower table: the actions one above the other, as wide as the widest ("Marcar como recebido").
    [narrowTable]: { selectors: { [`${actions}&`]: { flexDirection: 'column', alignItems: 'stretch', gap: vars.space['1'] } } },
  },
})
globalStyle(`${rowActions} > :is(a, button)`, { paddingInline: vars.space['2'] })

/** A settled entry paid at another amount: what was paid, and below it the amount billed or expected. */
export const paidAmount = style({ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end', lineHeight: 1.3 })
export const originalAmount = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: 400 })

export const badges = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space['1'] })

/** The overdue banner: a disclosure over the list of overdue entries. */
export const overdue = style({ display: 'block' })
export const overdueSummary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
})
export const overdueToggle = style({
  marginLeft: 'auto',
  textDecoration: 'underline',
  fontWeight: 600,
  selectors: { [`${overdue}[open] &`]: { textDecoration: 'none' } },
})
export const overdueList = style({ listStyle: 'none', margin: `${vars.space['3']} 0 0`, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['2'] })
export const overdueItem = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  '@media': { [tablet]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto auto' } },
})
/** Phones: the actions on their own row under date, name and amount. */
export const overdueActions = style({ gridColumn: '1 / -1', justifyContent: 'flex-end', '@media': { [tablet]: { gridColumn: 'auto' } } })
export const overdueName = style({ overflowWrap: 'break-word', fontWeight: 600 })
export const overdueMore = style({ margin: `${vars.space['2']} 0 0`, fontSize: vars.fontSize.sm })

/**
 * The account's name, in small type; in the table its column keeps a word like "Personnalité" whole (6.5rem) and a
 * longer word breaks rather than widening the table past a row's actions at 1280 px.
 */
export const accountCell = style({
  fontSize: vars.fontSize.sm,
  overflowWrap: 'break-word',
  '@container': { [fullTable]: { minWidth: '6.5rem' }, [narrowTable]: { display: 'none' } },
})

/** The account column's header: left out with its cells in a narrower table. */
export const accountHeader = style({ '@container': { [narrowTable]: { display: 'none' } } })

/** In a narrower table the account is read under the description (cards have its own labelled line, a wider table its column). */
export const accountUnder = style({
  display: 'none',
  fontSize: vars.fontSize.sm,
  fontWeight: 400,
  color: vars.color.textMuted,
  '@container': { [narrowTable]: { display: 'block' } },
})

/**
 * An entry's note under its description, at every width (a card's too): muted, its line breaks kept, at most two
 * lines (the whole note is the line's title and is in the edit form).
 */
export const noteUnder = style({
  display: '-webkit-box',
  // A card's description cell is a grid of label and value: the note goes under the value, not under the label.
  gridColumn: 2,
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  whiteSpace: 'pre-line',
  overflowWrap: 'break-word',
  fontSize: vars.fontSize.sm,
  fontWeight: 400,
  color: vars.color.textMuted,
})

/** In the table a description keeps a word like "apartamento" whole (7.5rem) when the columns squeeze it. */
export const descriptionCell = style({ '@container': { [fullTable]: { minWidth: '7.5rem' } } })

/**
 * In the table the cells are 6 px apart on each side, not 12: eight columns, a row's widest actions and a
 * long category word ("Supermercado") fit 1280 px.
 */
globalStyle(`${tablePanel} :is(th, td)`, { '@container': { [fullTable]: { paddingInline: `calc(${vars.space['1']} * 1.5)` } } })


/** The export's option beside its button. */
export const exportOption = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], fontSize: vars.fontSize.sm })

/**
 * Phones: the toolbar's parts are the panel's own lines, so that the title, the order and New entry stay over the
 * entries while the export (its option and its button) goes under them and their paging: the first entries start
 * on a 740 px screen (the toolbar's four lines put them at 882 px).
 */
globalStyle(`${tablePanel} > ${toolbar}, ${tablePanel} ${toolbarActions}`, { '@media': { [phone]: { display: 'contents' } } })
globalStyle(`${tablePanel} ${toolbarActions} > button`, { '@media': { [phone]: { alignSelf: 'flex-start' } } })
// Phones: New entry on the title's line, not under the order (48 px more of the first entry on screen); the lines
// after them take the panel's width.
globalStyle(`${tablePanel}`, { '@media': { [phone]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' } } })
globalStyle(`${tablePanel} > :not(${toolbar}), ${tablePanel} ${toolbarActions} > *`, { '@media': { [phone]: { flexBasis: '100%', minWidth: 0 } } })
globalStyle(`${tablePanel} > ${toolbar} > h2`, { '@media': { [phone]: { flex: '1 1 0', minWidth: 0, order: -2 } } })
globalStyle(`${tablePanel} ${toolbarActions} > button:last-child`, { '@media': { [phone]: { flexBasis: 'auto', order: -1, alignSelf: 'center' } } })
globalStyle(`${tablePanel} ${toolbarActions} > ${exportOption}, ${tablePanel} ${toolbarActions} > button:not(:last-child)`, { '@media': { [phone]: { order: 1 } } })
