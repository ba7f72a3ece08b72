// Words for what a hand does: a mouse's (click, right-click, move over) where the main pointer can hover, a finger's
// (tap, touch and hold, drag) on a touch screen. Both are in the page and the CSS media features show one, so a
// prerendered page says the right words before any script runs; screen readers read the one shown.
import type { ReactNode } from 'react'
import * as styles from './pointer-words.css'

export function PointerWords({ mouse, touch }: { mouse: ReactNode; touch: ReactNode }) {
  return (
    <>
      <span className={styles.mouse}>{mouse}</span>
      <span className={styles.touch}>{touch}</span>
    </>
  )
}
