// Styles of the bank account pages (the accounts, a statement, their modals) on top of finance.css.ts.
import { globalStyle, style, type CSSProperties } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'
import { breakpoints } from '@/styles/tokens'
import { actions, mediumTable, mediumTableCards, mediumTableMinWidth, mediumTableRows, tableWrapMedium, tableWrapWide, wideTableCards } from '../finance.css'

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`
const phone = `screen and (max-width: ${breakpoints.tablet - 1}px)`
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`

export const headerRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space['3'] })

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['3'] })

export const toggle = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], fontSize: vars.fontSize.sm, fontWeight: 600, cursor: 'pointer' })

/**
 * Cards of a wide or medium table (finance.css.ts) on a tablet-wide screen whose wrapper is too narrow for the
 * columns: the rule applies there as on phones, over the tablet rule whatever order the two conditions load in.
 */
const inCards = (rule: CSSProperties) => ({
  [wideTableCards]: { selectors: { [`${tableWrapWide} &`]: rule } },
  [mediumTableCards]: { selectors: { [`${tableWrapMedium} &`]: rule } },
})

/** Amounts: tabular digits on one line, right-aligned in the table. */
export const money = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  fontWeight: 600,
  '@media': { [tablet]: { textAlign: 'right' } },
  '@container': inCards({ textAlign: 'start' }),
})

/** A cell of amounts: right-aligned in the table (tablets up), like its header; at the start in cards. */
export const moneyCell = style({ '@media': { [tablet]: { textAlign: 'right' } }, '@container': inCards({ textAlign: 'start' }) })

export const income = style({ color: vars.color.onIncomeSoft })
export const expense = style({ color: vars.color.onExpenseSoft })

/** The totals and balances above and below a table: cards side by side, one per line on phones. */
export const totals = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' } },
})

export const total = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

export const totalLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.04em' })

export const totalValue = style({ fontSize: vars.fontSize.lg, fontWeight: 700, fontVariantNumeric: 'tabular-nums', overflowWrap: 'break-word' })

/** The modal forms: one column on phones, two from tablets up. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] })

export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const wide = style({ '@media': { [tablet]: { gridColumn: '1 / -1' } } })

export const buttons = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space['2'] })

/**
 * An account's four actions (a recurring entry's two): on one line in a card, as at 360 px ("Excluir" wrapped
 * alone; buttons 8 px from their text, 4 px apart); two by two in the table on tablets (three ragged lines at
 * 768 px); one line from 1024 px ("Excluir" wrapped alone beside a name with room to spare).
 */
export const rowActions = style({
  '@media': {
    // Over the shared `actions` style's 8 px, whatever order the two files' rules load in.
    [phone]: { selectors: { [`${actions}&`]: { gap: vars.space['1'] } } },
    [tablet]: { selectors: { [`${actions}&`]: { display: 'inline-grid', gridTemplateColumns: 'repeat(2, auto)' } } },
    [desktop]: { selectors: { [`${actions}&`]: { display: 'inline-flex', flexWrap: 'nowrap' } } },
  },
  '@container': {
    [wideTableCards]: { selectors: { [`${tableWrapWide} ${actions}&`]: { display: 'inline-flex', gap: vars.space['1'] } } },
    [mediumTableCards]: { selectors: { [`${tableWrapMedium} ${actions}&`]: { display: 'inline-flex', gap: vars.space['1'] } } },
  },
})
globalStyle(`${rowActions} > :is(a, button)`, {
  '@media': { [phone]: { paddingInline: vars.space['2'] } },
  '@container': { [wideTableCards]: { paddingInline: vars.space['2'] }, [mediumTableCards]: { paddingInline: vars.space['2'] } },
})

/** A transfer's other account, after its kind. */
export const counterpart = style({ display: 'block', marginTop: vars.space['1'], color: vars.color.textMuted, fontSize: vars.fontSize.xs })

/** A statement's date never breaks (at 768 px "1 de / nov. / de / 2026" took four lines). */
export const nowrap = style({ whiteSpace: 'nowrap' })

/** In the table a statement's description keeps a word like "apartamento" whole (it broke as "apartame / nto" at 768 px). */
export const descriptionCell = style({ '@media': { [tablet]: { minWidth: '7.5rem' } }, '@container': inCards({ minWidth: 'auto' }) })

/** The statement's table in a wrapper at most this wide (768 px screens: 671 px): the kind goes under the description. */
const narrowStatement = `${mediumTable} (min-width: ${mediumTableMinWidth}px) and (max-width: 759.98px)`

/**
 * The statement's panel: in the table its cells are 6 px apart on each side, not 12 (the table was 698 px in a
 * 671 px panel at 768 px, "Excluir" cut off).
 */
export const statementPanel = style({})
globalStyle(`${statementPanel} :is(th, td)`, { '@container': { [mediumTableRows]: { paddingInline: `calc(${vars.space['1']} * 1.5)` } } })

/** The kind column (header and cells): left out of a narrower table, where the kind is read under the description. */
export const kindColumn = style({ '@container': { [narrowStatement]: { display: 'none' } } })

/** The kind under the description in a narrower table (cards have its own labelled line, a wider table its column). */
export const kindUnder = style({
  display: 'none',
  marginTop: vars.space['1'],
  fontWeight: 400,
  '@container': { [narrowStatement]: { display: 'block' } },
})

/** The accounts list's panel: in the table its cells are 6 px apart on each side, not 12, room for a name's longest word. */
export const accountsPanel = style({})
globalStyle(`${accountsPanel} :is(th, td)`, { '@container': { [mediumTableRows]: { paddingInline: `calc(${vars.space['1']} * 1.5)` } } })

/** In the table an account's name keeps a word like "Personnalité" whole (it broke as "Personnali / té" at 768 px). */
export const nameCell = style({ '@media': { [tablet]: { minWidth: '7.5rem' } }, '@container': inCards({ minWidth: 'auto' }) })
