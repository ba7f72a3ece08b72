import { keyframes, style } from '@vanilla-extract/css'
import { motion, vars } from '@/styles/theme.css'

const fadeIn = keyframes({ from: { opacity: 0, transform: 'translateY(6px)' }, to: { opacity: 1, transform: 'none' } })

export const page = style({
  maxWidth: 880,
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
})

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['3'] })

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'] })

// One height for every slide, so Previous and Next stay where they are between text and image slides:
// the slide fills what the play bar leaves, the image shrinks to fit.
export const stage = style({
  position: 'relative',
  height: 'min(70vh, 560px)',
  minHeight: 320,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: `linear-gradient(160deg, ${vars.color.primarySoft} 0%, ${vars.color.surface} 70%)`,
  boxShadow: vars.shadow.md,
  overflow: 'hidden',
})

export const slide = style({
  margin: 0,
  width: '100%',
  flex: '1 1 auto',
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['4'],
  textAlign: 'center',
  animation: `${fadeIn} ${motion.slow} ease-out`,
})

export const text = style({
  margin: 0,
  maxWidth: '32ch',
  fontFamily: vars.font.heading,
  fontSize: 'clamp(1.4rem, 4vw, 2.2rem)',
  lineHeight: 1.35,
  color: vars.color.text,
})

export const image = style({
  width: '100%',
  flex: '1 1 0',
  minHeight: 0,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
})

export const caption = style({ margin: 0, maxWidth: '48ch', color: vars.color.textMuted, fontSize: vars.fontSize.md, lineHeight: 1.5 })

export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['3'] })

export const counter = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', fontSize: vars.fontSize.sm })

/** The play bar when the browser blocks autoplay: above the slide, never over its text. */
export const overlay = style({
  flex: '0 0 auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
})
