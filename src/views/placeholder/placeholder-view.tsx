// A "coming soon" page for routes whose screens are not built yet; it keeps the real layout and title.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { PageProps } from '@/lib/page'
import { paths } from '@/lib/paths'
import { badge, button, card } from '@/styles/recipes.css'
import * as styles from './placeholder.css'

export default function PlaceholderView({ title }: PageProps) {
  const { i18n } = useLingui()
  return (
    <section className={`${card({ padding: 'lg', elevated: true })} ${styles.panel}`} aria-labelledby="page-title">
      <span className={badge({ tone: 'status' })}>
        <Trans>Coming soon</Trans>
      </span>
      <h1 id="page-title">{i18n._(title)}</h1>
      <p className={styles.text}>
        <Trans>This page is being built. Please come back soon.</Trans>
      </p>
      <Link href={paths.home} className={button({ variant: 'secondary' })}>
        <Trans>Back to Home</Trans>
      </Link>
    </section>
  )
}
