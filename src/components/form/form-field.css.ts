import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '@/styles/theme.css'

export const hint = style({ marginTop: vars.space['1'], fontSize: vars.fontSize.xs, color: vars.color.textMuted })

/** A field's message under it: small in the dense forms (modals, registries), the body's size on a page form (contact). */
export const fieldError = recipe({
  base: { margin: `${vars.space['1']} 0 0`, fontWeight: 600 },
  variants: {
    size: {
      small: { fontSize: vars.fontSize.xs, color: vars.color.onDangerSoft },
      regular: { fontSize: vars.fontSize.sm, color: vars.color.danger },
    },
  },
  defaultVariants: { size: 'small' },
})
