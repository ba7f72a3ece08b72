// The frame of every page (SPEC §2 Layout): top bar with brand, welcome, page jump, theme, language,
// login/logout; footer with page buttons and external links.
import { useEffect, useRef } from 'react'
import type { KeyboardEvent, MouseEvent, ReactNode, RefObject } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Link, useLocation } from 'wouter'
import { owner } from '@/content/owner'
import { paths } from '@/lib/paths'
import { isLanguage } from '@/i18n/i18n'
import { Logo } from '@/components/logo/logo'
import { button, visuallyHidden } from '@/styles/recipes.css'
import { useChosenLanguage, useLanguageSwitching, usePreferencesRef, useTheme } from '@/state/preferences-context'
import { useIsLoggedIn, useIsStarting, useRole, useSessionRef, useUsername } from '@/state/session-context'
import * as styles from './layout.css'

interface JumpEntry {
  label: MessageDescriptor
  href: string
  adminOnly: boolean
}

const jumpEntries: readonly JumpEntry[] = [
  { label: msg`Home`, href: paths.home, adminOnly: false },
  { label: msg`List Books`, href: paths.livros.list, adminOnly: false },
  { label: msg`Love`, href: paths.amor, adminOnly: true },
  { label: msg`Pokemon Data Table`, href: paths.pokemon.stats, adminOnly: true },
  { label: msg`Contacts Data Table`, href: paths.listarContatos, adminOnly: true },
  { label: msg`Finances`, href: paths.financas.panel, adminOnly: false },
]

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/)
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase()
}

export function LayoutView({ children }: { children: ReactNode }) {
  return (
    <>
      <a className={styles.skipLink} href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  )
}

function Header() {
  const loggedIn = useIsLoggedIn()
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link href={paths.home} className={styles.brand}>
          <Logo initials={initialsOf(owner.name)} />
          <span className={styles.brandName}>{owner.name}</span>
        </Link>
        <Welcome />
        <div className={styles.actions}>
          {loggedIn ? <PageJump /> : null}
          <ThemeToggle />
          <LanguageSelect />
        </div>
        <div className={styles.session}>
          <SessionButton />
        </div>
      </div>
    </header>
  )
}

function Welcome() {
  const username = useUsername()
  const { t } = useLingui()
  const name = username ?? t`User`
  return (
    <p className={styles.welcome} data-testid="welcome">
      <Trans>Welcome, {name}</Trans>
    </p>
  )
}

function PageJump() {
  const role = useRole()
  const [location] = useLocation()
  const { i18n } = useLingui()
  const details = useRef<HTMLDetailsElement>(null)
  const close = () => {
    if (details.current) details.current.open = false
  }
  useDismissOnOutsidePointer(details)
  const onClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) close()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && details.current?.open) {
      close()
      details.current.querySelector('summary')?.focus()
    }
  }
  return (
    <details ref={details} className={styles.menu} onClick={onClick} onKeyDown={onKeyDown}>
      <summary className={`${button({ variant: 'secondary' })} ${styles.menuSummary}`}>
        <Trans>Go to page</Trans>
      </summary>
      <nav aria-label={i18n._(msg`Pages`)}>
        <ul className={styles.menuList}>
          {jumpEntries
            .filter((entry) => !entry.adminOnly || role === 'Admin')
            .map((entry) => (
              <li key={entry.href}>
                <Link href={entry.href} className={styles.menuLink} aria-current={location === entry.href ? 'page' : undefined}>
                  {i18n._(entry.label)}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
    </details>
  )
}

/** Closes an open <details> menu when a pointer goes down anywhere outside it, as menus do. */
function useDismissOnOutsidePointer(details: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const element = details.current
      if (element?.open && event.target instanceof Node && !element.contains(event.target)) element.open = false
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [details])
}

function ThemeToggle() {
  const theme = useTheme()
  const preferences = usePreferencesRef()
  const { t } = useLingui()
  const label = theme === 'dark' ? t`Switch to light theme` : t`Switch to dark theme`
  return (
    <button type="button" className={styles.iconButton} aria-label={label} title={label} onClick={() => preferences.send({ type: 'theme.toggle' })}>
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  )
}

function LanguageSelect() {
  const language = useChosenLanguage()
  const switching = useLanguageSwitching()
  const preferences = usePreferencesRef()
  return (
    <label>
      <span className={visuallyHidden}>
        <Trans>Language</Trans>
      </span>
      <select
        className={styles.select}
        value={language}
        aria-busy={switching || undefined}
        onChange={(event) => {
          const next = event.target.value
          if (isLanguage(next)) preferences.send({ type: 'language.select', language: next })
        }}
      >
        {/* Language names are written in their own language, as in every language picker. */}
        <option value="pt-BR" lang="pt-BR">
          Português
        </option>
        <option value="en" lang="en">
          English
        </option>
      </select>
    </label>
  )
}

function SessionButton() {
  const loggedIn = useIsLoggedIn()
  const starting = useIsStarting()
  const session = useSessionRef()
  // While the app-start check runs, neither button is true yet: the spinner says what is happening.
  if (starting) return null
  if (loggedIn) {
    return (
      <button type="button" className={button({ variant: 'ghost' })} onClick={() => session.send({ type: 'session.logout' })}>
        <Trans>Log out</Trans>
      </button>
    )
  }
  return (
    <Link href={paths.login} className={button({ variant: 'primary' })}>
      <Trans>Log in</Trans>
    </Link>
  )
}

function Footer() {
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

function MoonIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </svg>
  )
}

function SunIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  )
}
