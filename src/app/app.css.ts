import { style } from '@vanilla-extract/css'

/**
 * A signed-in page not drawn yet (its session check, its chunk) holds the viewport's height, as the finance pages do
 * once drawn: the footer starts below the fold and does not jump when the page comes (0.13 of CLS at 360 px).
 */
export const pendingPage = style({ minHeight: '100vh' })
