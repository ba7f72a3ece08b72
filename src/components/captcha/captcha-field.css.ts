import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const widget = style({
  display: 'block',
  minHeight: 58,
  selectors: {
    // Until its code loads (on the first touch of the form): the widget's frame at its height (a
    // 75 px box at every width in both languages), so nothing moves when it appears.
    '&:not(:defined)': {
      minHeight: 75,
      border: `1px solid ${vars.color.borderStrong}`,
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.surface,
      // The box and the label painted where the widget draws them (an empty frame for a second on a
      // phone looked broken); its padding is the widget's 0.75rem inside the same border.
      display: 'flex',
      alignItems: 'flex-start',
      gap: '0.5rem',
      padding: '0.75rem',
      color: vars.color.text,
      lineHeight: '22px',
    },
    '&:not(:defined)::before': {
      content: '""',
      flex: 'none',
      boxSizing: 'border-box',
      width: 22,
      height: 22,
      border: `2px solid ${vars.color.textMuted}`,
      borderRadius: 4,
      backgroundColor: vars.color.surface,
    },
    // The label, from the page's catalog; not announced (the real widget is the control).
    '&:not(:defined)::after': {
      content: 'attr(data-placeholder) / ""',
    },
  },
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

// The widget's checkbox: a box that stands out from the surface in both themes (ALTCHA
// draws a near-black box with a faint border on a dark surface) and the app's 3 px focus ring instead
// of the widget's thin 1 px outline.
globalStyle(`${widget} input[type="checkbox"]`, {
  width: 22,
  height: 22,
  border: `2px solid ${vars.color.textMuted}`,
  borderRadius: 4,
})

globalStyle(`${widget} input[type="checkbox"]:not(:checked)`, { backgroundColor: vars.color.surface })

globalStyle(`${widget} input[type="checkbox"]:focus-visible`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: 2,
})

// Verified shows its check mark at once: ALTCHA draws it with a delayed 0.6 s stroke,
// so the state first looks like a plain green square.
globalStyle(`${widget} input[type="checkbox"]:checked + svg`, {
  opacity: 1,
  strokeDashoffset: 0,
  transition: 'none',
})
