// Shared styles of the finance pages: page frame, back link, registry form and the editable list.
import { createContainer, globalStyle, style, type StyleRule } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'
import { breakpoints } from '@/styles/tokens'

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`
/** Below this width table rows stack as cards (SPEC: works at 360 px). */
const stacked = `screen and (max-width: ${breakpoints.tablet - 1}px)`

/**
 * The room a wide table (seven columns and a row's actions: 820–870 px at least) needs. The page's and the
 * panel's padding leave it 671 px at 768 px, where it scrolled sideways: its rows are cards while its wrapper
 * is narrower than this, whatever the screen's width.
 */
export const wideTableMinWidth = 900
const wideTable = createContainer('wide-table')
/** A wide table's wrapper narrower than `wideTableMinWidth`: its rows are cards. */
export const wideTableCards = `${wideTable} (max-width: ${wideTableMinWidth - 0.02}px)`
/** A wide table's wrapper with room for every column: a table. */
export const wideTableRows = `${wideTable} (min-width: ${wideTableMinWidth}px)`

/**
 * The room a table of a few columns (bank accounts, an account's statement, a plan's installments: 600–700 px
 * with long amounts; a card statement's items with their dates on one line: about 560 px) needs. Screens from
 * 640 to 767 px leave it 543–670 px, where it scrolled sideways by up to 150 px: its rows are cards while its
 * wrapper is narrower than this.
 */
export const mediumTableMinWidth = 660
export const mediumTable = createContainer('medium-table')
/** A medium table's wrapper narrower than `mediumTableMinWidth`: its rows are cards. */
export const mediumTableCards = `${mediumTable} (max-width: ${mediumTableMinWidth - 0.02}px)`
/** A medium table's wrapper with room for every column: a table. */
export const mediumTableRows = `${mediumTable} (min-width: ${mediumTableMinWidth}px)`

/** The rules of the stacked layout: on phones, and in a wide or medium table's wrapper too narrow for its columns. */
const cards = (rules: StyleRule): StyleRule => ({ '@media': { [stacked]: rules }, '@container': { [wideTableCards]: rules, [mediumTableCards]: rules } })

// Pages fill the layout's content column (the header and footer align with it).
export const page = style({
  width: '100%',
  // At least the viewport's height: the footer starts below the fold and never jumps as the page's data come in.
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
})

// A part of the page waiting for its first answer (data-pending) keeps what follows it out of the layout: that
// comes in under it once it has its size, so nothing on screen moves.
globalStyle(`${page} > [data-pending] ~ *`, { display: 'none' })

export const back = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.primary,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  padding: `${vars.space['1']} 0`,
  selectors: { '&:hover': { textDecoration: 'underline' } },
})

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] })

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  selectors: { '&:focus': { outline: 'none' } },
})

export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  selectors: { '&:focus': { outline: 'none' } },
})

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] })

/** The create form: fields side by side from tablets up, the button at the end of the row. */
export const createForm = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  alignItems: 'end',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' } },
})

export const formActions = style({ display: 'flex', gap: vars.space['2'], justifyContent: 'flex-end' })

export const fieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0 })

export const legend = style({ padding: 0, fontSize: vars.fontSize.sm, fontWeight: 600, marginBottom: vars.space['1'] })

export const radios = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] })

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: 42,
  padding: `0 ${vars.space['3']}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.primarySoft, color: vars.color.onPrimarySoft },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-invalid="true"]': { borderColor: vars.color.danger },
  },
})

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: vars.space['3'],
})

export const searchForm = style({ display: 'flex', alignItems: 'end', gap: vars.space['2'], flex: '1 1 260px', maxWidth: 480 })

export const searchField = style({ flex: 1 })

export const select = style({ minWidth: 180 })

/** Positioned: the visually hidden "Actions" header stays inside the scrolling box (it widened the page at 768 px). */
export const tableWrap = style({ width: '100%', overflowX: 'auto', position: 'relative' })

/** A wide table's wrapper: a container, so its rows turn into cards by the room the table has, not the screen's width. */
export const tableWrapWide = style({ containerName: wideTable, containerType: 'inline-size' })

/** A medium table's wrapper: a container as well, with its own smaller threshold. */
export const tableWrapMedium = style({ containerName: mediumTable, containerType: 'inline-size' })

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  ...cards({ display: 'block' }),
})

export const th = style({
  textAlign: 'left',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  color: vars.color.textMuted,
  fontWeight: 600,
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  borderBottom: `1px solid ${vars.color.border}`,
})

/** Amount columns: headers right-aligned over their right-aligned cells. */
export const numeric = style({ textAlign: 'right' })

/** A sortable header: the header's text as a button, with its direction mark. */
export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  border: 0,
  padding: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textTransform: 'inherit',
  letterSpacing: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { color: vars.color.text } },
})
export const sortMark = style({ fontSize: '0.75em' })
/** A column not sorted now: its mark faint, so the headers read as sortable. */
export const sortIdle = style({ opacity: 0.35 })

export const thead = style(cards({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0, 0, 0, 0)' }))

export const tbody = style(cards({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] }))

export const tr = style({
  borderBottom: `1px solid ${vars.color.border}`,
  ...cards({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    padding: `${vars.space['3']} ${vars.space['2']}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
  }),
})

export const editCell = style({ width: '100%' })

/** A cell that edits two fields (a card's nickname and last 4 digits; its two statement days). */
export const editCells = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'start' })

/** A row's secondary text (a card's last 4 digits beside its nickname). */
export const muted = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' })

/** Muted text that may wrap between words (a sentence in a narrow cell); its amounts keep their no-break space. */
export const mutedText = style({ color: vars.color.textMuted })

export const editingRow = style({ background: vars.color.surfaceMuted })

export const td = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  verticalAlign: 'middle',
  ...cards({
    display: 'grid',
    // The label column fits "Person/account" and "Pessoa/conta" whole (it broke as "Person/accou / nt"); in a
    // wider card (768 px) at most 11rem, the values near their labels.
    gridTemplateColumns: 'minmax(7.5rem, min(35%, 11rem)) minmax(0, 1fr)',
    gap: vars.space['2'],
    alignItems: 'center',
    justifyItems: 'start',
    padding: 0,
    selectors: {
      '&::before': { content: 'attr(data-label)', fontWeight: 600, color: vars.color.textMuted, fontSize: vars.fontSize.xs, overflowWrap: 'break-word' },
      // A cell with nothing in it (a card without nickname, statement days or limit) is no labelled empty line.
      '&:empty': { display: 'none' },
    },
  }),
})

export const actionsCell = style({
  whiteSpace: 'nowrap',
  textAlign: 'right',
  ...cards({ display: 'flex', justifyContent: 'flex-end', selectors: { '&::before': { content: 'none' } } }),
})

export const actions = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space['2'], justifyContent: 'flex-end' })

/** A registry row's Edit and Delete side by side in the table (tablets up): they stacked at 1024 and 1280 px with room to spare. */
export const nowrapActions = style({ '@media': { [tablet]: { selectors: { [`${actions}&`]: { flexWrap: 'nowrap' } } } } })

export const nameCell = style({ fontWeight: 600, overflowWrap: 'break-word' })

export const empty = style({ textAlign: 'center', color: vars.color.textMuted, padding: vars.space['5'], margin: 0 })

globalStyle(`${table} input, ${table} select`, { minHeight: 36 })

/** See more / see less under a paged table (table-paging.tsx). */
export const paging = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingTop: vars.space['2'],
})

export const pagingCount = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const pagingButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] })

/** A card row's limit cell: used of the limit, the meter, what is available, one under the other. */
export const limitCell = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 'min(9rem, 100%)' })
