// The entries page's search over every month: a box at the top right of the page, in the back link's row, taking no
// height of its own (at 360 px the first entry stays where it was); its status and results open over the page below.
import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'
import { breakpoints } from '@/styles/tokens'

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`

/** The page section: the box and its results are placed against it. */
export const host = style({ position: 'relative' })

/** Right of the back link (about 11rem wide in either language); a 36 px box ends before the title below it. */
export const search = style({
  position: 'absolute',
  top: 0,
  right: 0,
  left: '11.5rem',
  zIndex: 5,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  '@media': { [tablet]: { left: 'auto', width: '26rem' } },
})

export const box = style({
  minHeight: 0,
  height: '2.25rem',
  '@media': { [tablet]: { height: 'auto' } },
})

/** Over the page, one opaque panel: the status and the list span the page's width on phones, the box's from tablets up. */
export const overlay = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  marginLeft: 'calc(-11.5rem)',
  '@media': { [tablet]: { marginLeft: 0 } },
})

/** While it says something (the status line stays in the page for screen readers, empty). */
export const overlayOpen = style({
  padding: vars.space['2'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
})

export const status = style({
  margin: 0,
  padding: `0 ${vars.space['1']}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: { '&:empty': { display: 'none' } },
})

export const statusError = style({ color: vars.color.onDangerSoft, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] })

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  maxHeight: 'min(26rem, 70vh)',
  overflowY: 'auto',
})

export const option = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  selectors: {
    '&:last-child': { borderBottom: 'none' },
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-selected="true"]': { background: vars.color.primarySoft, color: vars.color.onPrimarySoft, outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
})

export const description = style({ fontWeight: 600, overflowWrap: 'break-word' })

/** The amount never breaks. */
export const amount = style({ fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', textAlign: 'end' })

export const details = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  // Each detail after the date starts with its own "· ".
  gap: `0 ${vars.space['1']}`,
  color: 'inherit',
  opacity: 0.85,
  fontSize: vars.fontSize.sm,
  '@media': { [tablet]: { gridColumn: '1' } },
})

export const detail = style({ whiteSpace: 'nowrap' })

export const more = style({ alignSelf: 'flex-start' })

/** The row the search opened the month for: marked until the page changes. */
export const pointed = style({
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '-3px',
  background: vars.color.primarySoft,
})
