import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

/** Square, at most 220 px (about 5 px a module for an otpauth URI): large enough for a camera, small on a phone. */
export const qr = style({
  display: 'block',
  width: '100%',
  maxWidth: 220,
  aspectRatio: '1',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
})
