// The top bar of every page: brand, welcome line, page jump (signed in), theme toggle, language select,
// and the login or logout button; under it, the offline banner when the browser has no network.
import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation } from 'wouter'
import { owner } from '@/content/owner'
import { paths } from '@/lib/paths'
import type { JumpEntry } from '@/lib/page'
import { isLanguage } from '@/i18n/i18n'
import { Logo } from '@/components/logo/logo'
import { ChevronDownIcon, GlobeIcon, MoonIcon, SunIcon } from '@/components/icons/icons'
import { button, visuallyHidden } from '@/styles/recipes.css'
import { useChosenLanguage, useLanguageSwitching, usePreferencesRef, useTheme } from '@/state/preferences-context'
import { useHydrated } from '@/lib/hydration'
import { useGreetingName, useIsLoggedIn, useIsStarting, useSessionRef } from '@/state/session-context'
import { AmountsToggle } from './amounts-toggle'
import { OfflineBanner } from './offline-banner'
import { PageJump } from './page-jump'
import * as styles from './header.css'

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/)
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase()
}

export function Header({ pageJump }: { pageJump: readonly JumpEntry[] }) {
  const loggedIn = useIsLoggedIn()
  // While a stored session is checked, the signed-in controls hold their places unseen: nothing moves when they come.
  const starting = useIsStarting()
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link href={paths.home} className={styles.brand}>
          <Logo initials={initialsOf(owner.name)} />
          <span className={styles.brandName}>{owner.name}</span>
        </Link>
        <Welcome />
        <div className={styles.actions}>
          {loggedIn ? (
            <>
              <PageJump entries={pageJump} />
              <AmountsToggle />
            </>
          ) : (
            <HeldPlace starting={starting}>
              <PageJump entries={pageJump} />
              <AmountsToggle />
            </HeldPlace>
          )}
          <ThemeToggle />
          <LanguageSelect />
          <SessionButton />
          <HeldPlace starting={starting}>
            <LogoutButton onClick={() => undefined} />
          </HeldPlace>
        </div>
      </div>
      <OfflineBanner />
    </header>
  )
}

/**
 * A signed-in control's place, unseen, while a stored session is checked. A prerendered page is drawn signed out, but a
 * signed-in visitor sees it too until the app draws its own: until hydrated it holds the places as well, and the
 * <html> data-session attribute (the pre-paint script) shows them or the Log in link. Its own component, so that only
 * it renders again once hydrated (the header around it does not: a language chosen before then keeps its choice).
 */
function HeldPlace({ starting, children }: { starting: boolean; children: ReactNode }) {
  const hydrated = useHydrated()
  if (hydrated && !starting) return null
  return (
    <span className={hydrated ? styles.reserved : styles.reservedWhenStored} aria-hidden="true" inert>
      {children}
    </span>
  )
}

/** Signed in (or starting with a stored session): "Hi, Maria", by the first name; signed out: "Welcome, User". */
function Welcome() {
  const firstName = useGreetingName()
  const { t } = useLingui()
  const name = t`User`
  const text = firstName ? t`Hi, ${firstName}` : t`Welcome, ${name}`
  // A long username ends in an ellipsis; the full line is in the title and read by screen readers.
  return (
    <p className={`${styles.welcome} ${styles.welcomeWhenStored}`} data-testid="welcome" title={text}>
      {text}
    </p>
  )
}

function ThemeToggle() {
  const theme = useTheme()
  const hydrated = useHydrated()
  const preferences = usePreferencesRef()
  const { t } = useLingui()
  // A prerendered page does not know the theme: until hydrated, the <html> class picks the icon and the name
  // (the other theme's is display: none, so out of the accessibility tree), which a page that loads the app
  // only on first use keeps until then.
  const label = theme === 'dark' ? t`Switch to light theme` : t`Switch to dark theme`
  return (
    <button type="button" className={styles.iconButton} {...(hydrated ? { 'aria-label': label, title: label } : {})} onClick={() => preferences.send({ type: 'theme.toggle' })}>
      {hydrated ? (
        theme === 'dark' ? (
          <SunIcon />
        ) : (
          <MoonIcon />
        )
      ) : (
        <>
          <span className={styles.inDarkTheme}>
            <SunIcon />
            <span className={visuallyHidden}>{t`Switch to light theme`}</span>
          </span>
          <span className={styles.inLightTheme}>
            <MoonIcon />
            <span className={visuallyHidden}>{t`Switch to dark theme`}</span>
          </span>
        </>
      )}
    </button>
  )
}

function LanguageSelect() {
  const language = useChosenLanguage()
  const switching = useLanguageSwitching()
  const preferences = usePreferencesRef()
  return (
    <label className={styles.language}>
      <span className={visuallyHidden}>
        <Trans>Language</Trans>
      </span>
      <GlobeIcon />
      <span className={styles.languageCode} aria-hidden="true">
        {language === 'pt-BR' ? 'PT' : 'EN'}
      </span>
      <ChevronDownIcon />
      <select
        className={styles.languageSelect}
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

function LogoutButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className={`${button({ variant: 'ghost' })} ${styles.sessionButton}`} onClick={onClick}>
      <Trans>Log out</Trans>
    </button>
  )
}

function SessionButton() {
  const loggedIn = useIsLoggedIn()
  const starting = useIsStarting()
  const session = useSessionRef()
  const [location] = useLocation()
  const hydrated = useHydrated()
  // While the app-start check runs, neither button is true yet: the spinner says what is happening.
  if (starting) return null
  if (loggedIn) return <LogoutButton onClick={() => session.send({ type: 'session.logout' })} />
  // The login page is its own Log in form: a second Log in in the bar would only repeat it.
  if (location === paths.login) return null
  return (
    <Link href={paths.login} className={`${button({ variant: 'primary' })} ${styles.sessionButton}${hydrated ? '' : ` ${styles.signedOutOnly}`}`}>
      <Trans>Log in</Trans>
    </Link>
  )
}
