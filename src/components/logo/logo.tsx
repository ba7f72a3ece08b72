// The brand mark: a rounded monogram drawn inline so it follows the theme colours.
import * as styles from './logo.css'

export function Logo({ initials }: { initials: string }) {
  return (
    <svg className={styles.mark} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="11" className={styles.tile} />
      <text x="50%" y="54%" dominantBaseline="middle" textAnchor="middle" className={styles.letters}>
        {initials}
      </text>
    </svg>
  )
}
