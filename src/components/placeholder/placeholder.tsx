// The place of content still loading: a shaded block of the loaded content's height (or a line of text), hidden
// from assistive technology, with a visually hidden status that says what is loading. Never a figure.
import type { ReactNode } from 'react'
import { visuallyHidden } from '@/styles/recipes.css'
import * as styles from './placeholder.css'

/** A block `height` px tall (or as its class sizes it), announced as `label`. */
export function Placeholder({ label, height, className }: { label: ReactNode; height?: number; className?: string }) {
  return (
    <div data-placeholder="">
      <span role="status" className={visuallyHidden}>
        {label}
      </span>
      <span aria-hidden="true" className={`${styles.block} ${className ?? ''}`} style={height === undefined ? undefined : { height }} />
    </div>
  )
}

/** A value still to come inside a line of text: as tall as that line, no figure in it. */
export function PlaceholderLine() {
  return <span aria-hidden="true" className={styles.line} />
}
