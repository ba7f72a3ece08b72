// The footer of every page: About Me, Contact and Acknowledgements, the external profiles and the
// API documentation page.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { owner } from '@/content/owner'
import { paths } from '@/lib/paths'
import { button, visuallyHidden } from '@/styles/recipes.css'
import * as styles from './footer.css'

export function Footer() {
  const { t } = useLingui()
  const year = new Date().getFullYear()
  const external = [
    { href: owner.social.linkedin, label: 'LinkedIn', description: t`Professional network profile` },
    { href: owner.social.instagram, label: 'Instagram', description: t`Photo-sharing profile` },
    { href: owner.social.github, label: 'GitHub', description: t`Code repositories` },
  ]
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <nav aria-label={t`Site`}>
          <ul className={styles.footerGroup}>
            <li>
              <Link href={paths.sobreMim} className={button({ variant: 'secondary', size: 'sm' })}>
                <Trans>About Me</Trans>
              </Link>
            </li>
            <li>
              <Link href={paths.contato} className={button({ variant: 'secondary', size: 'sm' })}>
                <Trans>Contact</Trans>
              </Link>
            </li>
            <li>
              <Link href={paths.agradecimentos} className={button({ variant: 'secondary', size: 'sm' })}>
                <Trans>Acknowledgements</Trans>
              </Link>
            </li>
          </ul>
        </nav>
        <ul className={styles.footerGroup} aria-label={t`External links`}>
          {external.map((link) => (
            <li key={link.href}>
              <a className={styles.externalLink} href={link.href} target="_blank" rel="noopener noreferrer" title={link.description}>
                {link.label}
                <span className={visuallyHidden}>
                  {' '}
                  <Trans>(opens in a new tab)</Trans>
                </span>
              </a>
            </li>
          ))}
          <li>
            <a className={styles.externalLink} href={paths.apiDocs}>
              <Trans>API documentation</Trans>
            </a>
          </li>
        </ul>
        <p className={styles.copyright}>
          © {year} {owner.name}
        </p>
      </div>
    </footer>
  )
}
