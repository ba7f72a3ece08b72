// The quick add: the round "+" at the bottom right of every finance page, its short form and the confirmation.
import { style } from '@vanilla-extract/css'
import { motion, vars } from '@/styles/theme.css'
import { breakpoints } from '@/styles/tokens'

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`

/** Above the page's content, clear of the phone's bottom edge (and its home indicator). */
export const fab = style({
  position: 'fixed',
  right: `max(${vars.space['4']}, env(safe-area-inset-right))`,
  bottom: `max(${vars.space['4']}, env(safe-area-inset-bottom))`,
  zIndex: 40,
  width: 56,
  height: 56,
  borderRadius: vars.radius.full,
  border: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.lg,
  cursor: 'pointer',
  transition: `background ${motion.fast}`,
  selectors: {
    '&:hover': { background: vars.color.primaryHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 3 },
  },
  '@media': { [tablet]: { right: vars.space['6'], bottom: vars.space['6'] } },
})

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const wide = style({ '@media': { [tablet]: { gridColumn: '1 / -1' } } })

export const typeChoice = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'center',
  flexWrap: 'wrap',
})

export const legend = style({ fontSize: vars.fontSize.sm, fontWeight: 600, marginRight: vars.space['2'], padding: 0, float: 'left' })

export const typeOption = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: `${vars.space['1']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  minHeight: 36,
  selectors: { '&:has(input:checked)': { background: vars.color.primarySoft, color: vars.color.onPrimarySoft, borderColor: vars.color.primary } },
})

export const combo = style({ position: 'relative' })

export const listbox = style({
  listStyle: 'none',
  margin: `${vars.space['1']} 0 0`,
  padding: vars.space['1'],
  position: 'absolute',
  left: 0,
  right: 0,
  zIndex: 5,
  maxHeight: 264,
  overflowY: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
})

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  overflowWrap: 'break-word',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-selected="true"]': { background: vars.color.primarySoft, color: vars.color.onPrimarySoft },
  },
})

export const optionDetail = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, selectors: { [`${option}[aria-selected="true"] &`]: { color: 'inherit' } } })

export const check = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], minHeight: 36, cursor: 'pointer' })

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space['2'], flexWrap: 'wrap', '@media': { [tablet]: { gridColumn: '1 / -1' } } })

/** The confirmation after a save: above the "+", until it fades. */
export const toast = style({
  position: 'fixed',
  left: vars.space['4'],
  right: `calc(${vars.space['4']} + 56px + ${vars.space['3']})`,
  bottom: `max(${vars.space['4']}, env(safe-area-inset-bottom))`,
  zIndex: 40,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  background: vars.color.successSoft,
  color: vars.color.onSuccessSoft,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  overflowWrap: 'break-word',
  '@media': { [tablet]: { left: 'auto', right: `calc(${vars.space['6']} + 56px + ${vars.space['3']})`, bottom: vars.space['6'], maxWidth: 420 } },
})

export const toastText = style({ flex: 1, margin: 0 })

export const toastClose = style({
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  padding: vars.space['1'],
  minWidth: 32,
  minHeight: 32,
})
