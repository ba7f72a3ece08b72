// What the app starts with: the preferences input (language, theme, hidden amounts), read once from storage and the browser.
import type { PreferencesInput } from '@machines/preferences.machine'
import { resolveInitialLanguage } from '@/i18n/i18n'
import { storage } from '@/lib/storage'

export function initialPreferences(env: { languages: readonly string[]; prefersDark: boolean }): PreferencesInput {
  return {
    language: resolveInitialLanguage(storage.get('language'), env.languages),
    theme: storage.get('theme') ?? (env.prefersDark ? 'dark' : 'light'),
    amountsHidden: storage.get('financas.valores') === 'ocultos',
  }
}

/**
 * Whether the app hydrates #root's prerendered page as it is: the build drew it for a first visit with no stored
 * session in the language it names, so a stored session, another language or a page reached with history state
 * is rendered afresh over it instead.
 */
export function hydratesPrerendered(root: HTMLElement, language: PreferencesInput['language'], tokenStored: boolean): boolean {
  return root.dataset.prerendered === language && !tokenStored && window.history.state === null
}

export function browserEnvironment(): { languages: readonly string[]; prefersDark: boolean } {
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language]
  const prefersDark = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches
  return { languages, prefersDark }
}
