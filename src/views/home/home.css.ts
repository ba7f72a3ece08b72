import { style } from '@vanilla-extract/css'
import { motion, vars } from '@/styles/theme.css'
import { breakpoints } from '@/styles/tokens'

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space['7'] })

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['5'],
  padding: `${vars.space['6']} ${vars.space['4']}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: `radial-gradient(120% 140% at 0% 0%, ${vars.color.primarySoft} 0%, ${vars.color.surface} 55%)`,
  boxShadow: vars.shadow.sm,
  '@media': {
    [tablet]: { flexDirection: 'row', textAlign: 'left', alignItems: 'center', gap: vars.space['6'], padding: vars.space['7'] },
  },
})

export const avatar = style({
  flexShrink: 0,
  width: 144,
  height: 144,
  borderRadius: '50%',
  border: `4px solid ${vars.color.surface}`,
  boxShadow: vars.shadow.md,
  '@media': { [tablet]: { width: 176, height: 176 } },
})

export const heroText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], minWidth: 0 })

export const kicker = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.primary,
})

export const name = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: 800,
  letterSpacing: '-0.02em',
  '@media': { [tablet]: { fontSize: '2.75rem' } },
})

export const role = style({ fontSize: vars.fontSize.lg, fontWeight: 600, color: vars.color.text })

export const bio = style({ maxWidth: '60ch', color: vars.color.textMuted })

export const heroActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
  marginTop: vars.space['3'],
  '@media': { [tablet]: { justifyContent: 'flex-start' } },
})

export const heroLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: 48,
  padding: `0 ${vars.space['2']}`,
  fontWeight: 600,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
})

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] })

export const sectionHeading = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] })

export const sectionIntro = style({ color: vars.color.textMuted })

const cardBase = style({
  position: 'relative',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  transition: `transform ${motion.normal} ease, box-shadow ${motion.normal} ease, border-color ${motion.normal} ease`,
  selectors: {
    '&:hover': { transform: 'translateY(-3px)', boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
    '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
})

export const techGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(4, 1fr)', gap: vars.space['4'] },
    // One row when the technologies fit (eight at 1200 px), rows of equal cards otherwise.
    [desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(124px, 1fr))' },
  },
})

export const techCard = style([
  cardBase,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space['3'],
    padding: `${vars.space['5']} ${vars.space['3']}`,
  },
])

export const techIcon = style({ width: 48, height: 48, borderRadius: vars.radius.md })

export const techName = style({ fontSize: vars.fontSize.md, fontWeight: 650, textAlign: 'center' })

/** The card's button covers the whole card (the "stretched link" pattern), so the heading stays a heading. */
export const stretched = style({
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
  },
})

export const projectGrid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(2, 1fr)', gap: vars.space['5'] },
  },
})

export const projectCard = style([cardBase, { display: 'flex', flexDirection: 'column', overflow: 'hidden' }])

export const featuredCard = style({
  borderColor: vars.color.primary,
  '@media': {
    [tablet]: { gridColumn: '1 / -1', flexDirection: 'row' },
  },
})

export const thumbnail = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    [`${featuredCard} &`]: {
      '@media': { [tablet]: { width: '55%', borderBottom: 'none', borderRight: `1px solid ${vars.color.border}` } },
    },
  },
})

export const projectBody = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  padding: vars.space['4'],
  selectors: {
    [`${featuredCard} &`]: { '@media': { [tablet]: { justifyContent: 'center', padding: vars.space['6'], flex: 1 } } },
  },
})

export const featuredBadge = style({})

export const projectName = style({
  fontSize: vars.fontSize.lg,
  selectors: { [`${featuredCard} &`]: { '@media': { [tablet]: { fontSize: vars.fontSize['2xl'] } } } },
})

export const summary = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const techBadges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'], margin: 0, padding: 0, listStyle: 'none' })

export const modalIcon = style({ width: 40, height: 40, borderRadius: vars.radius.md })

export const modalText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], lineHeight: 1.65 })

export const modalActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] })

