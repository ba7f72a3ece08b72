import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const widget = style({
  display: 'block',
  minHeight: 58,
  vars: {
    '--altcha-color-base': vars.color.surface,
    '--altcha-color-base-content': vars.color.text,
    '--altcha-color-primary': vars.color.primary,
    '--altcha-color-primary-content': vars.color.onPrimary,
    '--altcha-border-color': vars.color.borderStrong,
    '--altcha-border-radius': vars.radius.md,
    '--altcha-max-width': '100%',
  },
})

export const invalid = style({
  vars: { '--altcha-border-color': vars.color.danger },
})
