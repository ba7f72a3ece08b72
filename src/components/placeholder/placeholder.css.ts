import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } })

/** A shaded block holding the place of what loads: its height is the loaded content's, so nothing moves after. */
export const block = style({
  display: 'block',
  width: '100%',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

/** A line of text still to come, as tall as the text it stands for (one line box of the inherited font). */
export const line = style({
  display: 'inline-block',
  width: '7em',
  maxWidth: '100%',
  height: '1lh',
  verticalAlign: 'top',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})
