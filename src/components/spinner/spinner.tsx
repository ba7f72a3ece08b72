// A loading indicator announced to assistive technology; the label says what is loading.
import type { ReactNode } from 'react'
import * as styles from './spinner.css'

export function Spinner({ label }: { label: ReactNode }) {
  return (
    <div className={styles.wrapper} role="status" aria-live="polite" data-spinner="">
      <span className={styles.ring} aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}
