// Effects of the preferences machine: load a Lingui catalog, activate it, mirror choices on <html> and in storage.
import { i18n } from '@lingui/core'
import { storage } from '@/lib/storage'
import { loadCatalog } from '@/i18n/i18n'
import { effect } from './effects'
import type { PreferencesContext, PreferencesEvent } from './preferences.machine'

export const preferencesEffects = {
  loadCatalog: effect<PreferencesContext, PreferencesEvent, void, PreferencesEvent>(
    async ({ context }) => {
      const language = context.pendingLanguage
      if (!language) throw new Error('No language to load')
      i18n.load(language, await loadCatalog(language))
    },
    () => ({ type: 'catalog.loaded' }),
    () => ({ type: 'catalog.failed' }),
  ),
  applyLanguage: ({ context }: { context: PreferencesContext }) => {
    if (i18n.locale !== context.language) i18n.activate(context.language)
    document.documentElement.lang = context.language
  },
  rememberLanguage: ({ context }: { context: PreferencesContext }) => storage.set('language', context.language),
  rememberTheme: ({ context }: { context: PreferencesContext }) => storage.set('theme', context.theme),
  applyTheme: ({ context }: { context: PreferencesContext }) => {
    const root = document.documentElement.classList
    root.toggle('theme-dark', context.theme === 'dark')
    root.toggle('theme-light', context.theme === 'light')
    document.documentElement.setAttribute('data-theme', context.theme)
  },
}
