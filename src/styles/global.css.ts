// Global element styles: box model, typography, focus ring, links, reduced motion.
import { globalStyle } from '@vanilla-extract/css'
import { breakpoints } from './tokens'
import { motion, vars } from './theme.css'

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  // The scrollbar's room is kept from the first paint: a prerendered page painted before its whole HTML
  // is parsed would otherwise narrow (and rewrap, shifting the picture) when the scrollbar appears. Phones
  // draw their scrollbars over the page; a narrow desktop window keeps its width for the content.
  '@media': { [`screen and (min-width: ${breakpoints.tablet}px)`]: { scrollbarGutter: 'stable' } },
})

globalStyle('body', {
  margin: 0,
  minWidth: 320,
  minHeight: '100vh',
  background: vars.color.bg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.55,
  WebkitFontSmoothing: 'antialiased',
  transition: `background-color ${motion.normal} ease, color ${motion.normal} ease`,
})

globalStyle('#root', { minHeight: '100vh', display: 'flex', flexDirection: 'column' })
// A prerendered page the app will not hydrate stays hidden until the app draws its own first screen (src/app/mount.tsx):
// the visitor has another language than the page's, or a stored session on a page drawn for the signed out (the sign-in
// forms). The other public pages are the same for a signed-in visitor: they stay painted, the header's user area
// holding the signed-in controls' places (src/views/layout/header.tsx).
globalStyle(
  'html[data-session="stored"] #root[data-prerendered]:not([data-signed-in-as-is]), html[lang="en"] #root[data-prerendered="pt-BR"], html[lang="pt-BR"] #root[data-prerendered="en"]',
  { visibility: 'hidden' },
)

globalStyle('h1, h2, h3, h4', { fontFamily: vars.font.heading, lineHeight: 1.2, margin: 0, letterSpacing: '-0.01em' })
globalStyle('h1', { fontSize: vars.fontSize['2xl'], fontWeight: 700 })
globalStyle('h2', { fontSize: vars.fontSize.xl, fontWeight: 650 })
globalStyle('p', { margin: 0 })

globalStyle('a', { color: vars.color.primary, textUnderlineOffset: '0.18em' })
globalStyle('a:hover', { textDecorationThickness: '2px' })

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' })

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: 2,
})

// What takes focus only programmatically (tabindex=-1) is a reading start, not a control: the page heading
// after a navigation (layout/use-navigation-focus.ts), a table heading after See less, the main area after
// the skip link (its ring drew two long bars down the page). No ring.
globalStyle('[tabindex="-1"]:focus', { outline: 'none' })

globalStyle('::selection', { background: vars.color.primarySoft, color: vars.color.onPrimarySoft })

globalStyle('img, svg', { display: 'block', maxWidth: '100%' })

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '1ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '1ms !important',
      scrollBehavior: 'auto',
    },
  },
})
