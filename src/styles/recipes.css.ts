// Component variants: button, badge, input, card, alert, disclosure toggle.
import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import type { RecipeVariants } from '@vanilla-extract/recipes'
import { motion, vars } from './theme.css'

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    minHeight: 40,
    padding: `0 ${vars.space['4']}`,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    fontWeight: 600,
    fontSize: vars.fontSize.sm,
    lineHeight: 1,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: `background-color ${motion.fast} ease, border-color ${motion.fast} ease, color ${motion.fast} ease, transform ${motion.fast} ease`,
    selectors: {
      '&:active:not(:disabled):not([aria-disabled="true"])': { transform: 'translateY(1px)' },
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.primaryHover } },
      },
      secondary: {
        background: vars.color.secondary,
        color: vars.color.onSecondary,
        borderColor: vars.color.border,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.secondaryHover } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onDanger,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.dangerHover } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.surfaceMuted } },
      },
    },
    size: {
      sm: { minHeight: 32, padding: `0 ${vars.space['3']}`, fontSize: vars.fontSize.xs },
      md: {},
      lg: { minHeight: 48, padding: `0 ${vars.space['5']}`, fontSize: vars.fontSize.md },
    },
    block: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
})
export type ButtonVariants = RecipeVariants<typeof button>

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    padding: `2px ${vars.space['2']}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: 600,
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      income: { background: vars.color.incomeSoft, color: vars.color.onIncomeSoft },
      expense: { background: vars.color.expenseSoft, color: vars.color.onExpenseSoft },
      status: { background: vars.color.statusSoft, color: vars.color.onStatusSoft },
      neutral: { background: vars.color.surfaceMuted, color: vars.color.text },
    },
  },
  defaultVariants: { tone: 'neutral' },
})
export type BadgeVariants = RecipeVariants<typeof badge>

export const input = recipe({
  base: {
    width: '100%',
    minHeight: 42,
    padding: `${vars.space['2']} ${vars.space['3']}`,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.borderStrong}`,
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.md,
    transition: `border-color ${motion.fast} ease, box-shadow ${motion.fast} ease`,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted },
      // The same 3 px ring as every button (global.css.ts), drawn as an outline so that the invalid
      // marking (border and inner shadow) never hides it: a focused red field still shows focus.
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger, boxShadow: `inset 0 0 0 1px ${vars.color.danger}` },
      '&:disabled, &[readonly]': { background: vars.color.surfaceMuted },
    },
  },
})

/**
 * A single-line input typed in over a long page (a filter, the quick add): its own layout root (layout and size
 * containment, its content one line high as it is without them), so that a keystroke lays out the input alone and
 * not the document: over 2,000 table rows that was 2–3 ms of each key at 1× CPU, 19 ms at worst. Only an input that
 * is not a flex or grid item can be a layout root (Chromium): put it in a block.
 */
export const typedInput = style({ contain: 'layout size', containIntrinsicBlockSize: '1lh' })

export const label = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  marginBottom: vars.space['1'],
})

export const card = recipe({
  base: {
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
  },
  variants: {
    padding: {
      none: {},
      md: { padding: vars.space['4'] },
      lg: { padding: vars.space['5'], '@media': { 'screen and (min-width: 640px)': { padding: vars.space['6'] } } },
    },
    elevated: { true: { boxShadow: vars.shadow.md } },
  },
  defaultVariants: { padding: 'md' },
})

export const alert = recipe({
  base: {
    padding: `${vars.space['3']} ${vars.space['4']}`,
    borderRadius: vars.radius.md,
    fontSize: vars.fontSize.sm,
    fontWeight: 500,
  },
  variants: {
    tone: {
      danger: { background: vars.color.dangerSoft, color: vars.color.onDangerSoft },
      success: { background: vars.color.successSoft, color: vars.color.onSuccessSoft },
      info: { background: vars.color.statusSoft, color: vars.color.onStatusSoft },
    },
  },
  defaultVariants: { tone: 'info' },
})

/** Hidden on screen, still read by screen readers; the rules alone serve media queries (e.g. header.css.ts). */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const

export const visuallyHidden = style(visuallyHiddenRules)

/**
 * A fold's line (a `<summary>` or a button with aria-expanded): the chevron, the title and what follows it on one
 * line, the whole line clickable. `sm` for a fold among a page's controls (the entries' filters), `md` for a card's
 * own fold (the statement import's past imports).
 */
export const disclosureToggle = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    cursor: 'pointer',
    listStyle: 'none',
    selectors: {
      '&::-webkit-details-marker': { display: 'none' },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    },
  },
  variants: {
    size: {
      sm: { gap: vars.space['2'], padding: vars.space['3'], borderRadius: vars.radius.md },
      md: { gap: vars.space['3'], padding: vars.space['4'], borderRadius: vars.radius.lg },
    },
  },
  defaultVariants: { size: 'md' },
})
