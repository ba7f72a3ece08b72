import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'
import { breakpoints } from '@/styles/tokens'

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] })

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], maxWidth: '60ch' })

export const intro = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg })

const list = { margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space['4'] } as const

export const mainList = style({ ...list, gridTemplateColumns: '1fr', '@media': { [desktop]: { gridTemplateColumns: '1fr 1fr', gap: vars.space['5'] } } })

export const othersSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] })

export const othersList = style({
  ...list,
  gridTemplateColumns: '1fr',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' }, [desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
})

const cardBase = {
  display: 'flex',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
} as const

export const mainCard = style({
  ...cardBase,
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['4'],
  padding: vars.space['5'],
  background: `linear-gradient(160deg, ${vars.color.primarySoft} 0%, ${vars.color.surface} 45%)`,
  boxShadow: vars.shadow.md,
  '@media': { [tablet]: { flexDirection: 'row', alignItems: 'flex-start', textAlign: 'left', padding: vars.space['6'], gap: vars.space['5'] } },
})

export const card = style({ ...cardBase, flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: vars.space['3'], padding: vars.space['5'] })

export const mainPhoto = style({ flexShrink: 0, width: 160, height: 160, borderRadius: '50%', border: `4px solid ${vars.color.surface}`, boxShadow: vars.shadow.md })

export const photo = style({ width: 96, height: 96, borderRadius: '50%', boxShadow: vars.shadow.sm })

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] })

export const mainName = style({ fontSize: vars.fontSize['2xl'] })

export const name = style({ fontSize: vars.fontSize.lg })

export const relation = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.primary })

export const quote = style({ margin: `${vars.space['2']} 0 0`, color: vars.color.textMuted, lineHeight: 1.65 })

export const mainQuote = style({
  margin: `${vars.space['3']} 0 0`,
  paddingLeft: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: 1.6,
  color: vars.color.text,
  '@media': { [tablet]: { paddingLeft: vars.space['4'], borderLeft: `3px solid ${vars.color.primary}` } },
})
