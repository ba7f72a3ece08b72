import { style } from '@vanilla-extract/css'
import { motion, vars } from '@/styles/theme.css'
import { breakpoints } from '@/styles/tokens'

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`

export const page = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['5'],
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1.6fr) minmax(0, 1fr)', gap: vars.space['6'] } },
})

const panel = {
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
} as const

export const formPanel = style({
  ...panel,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  padding: vars.space['4'],
  boxShadow: vars.shadow.md,
  '@media': { [tablet]: { padding: vars.space['6'] } },
})

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] })

export const subtitle = style({ color: vars.color.textMuted })

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] })

export const field = style({ display: 'flex', flexDirection: 'column' })

export const textarea = style({ resize: 'vertical', minHeight: 140, lineHeight: 1.5 })

export const status = style({ selectors: { '&:empty': { display: 'none' } } })

export const aside = style({
  ...panel,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['4'],
  background: `linear-gradient(180deg, ${vars.color.primarySoft} 0, ${vars.color.surface} 160px)`,
  '@media': { [tablet]: { padding: vars.space['5'] } },
})

export const asideTitle = style({ fontSize: vars.fontSize.lg })

export const links = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' })

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `border-color ${motion.fast} ease, transform ${motion.fast} ease`,
  selectors: { '&:hover': { borderColor: vars.color.borderStrong, transform: 'translateX(2px)' } },
})

export const linkIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  flexShrink: 0,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.onPrimarySoft,
})

export const linkText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 })

export const linkName = style({ fontWeight: 650 })

export const linkNote = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const emailLine = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'break-word',
})
