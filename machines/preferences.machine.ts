// Preferences: interface language (lazy catalog switch) and light/dark theme, both remembered.
// SPEC §4 Language/Theme, §9 (fallback English); DESIGN §6 (<html lang> follows the language).
import { assign, setup } from 'xstate'
import type { Language, Theme } from '@/lib/storage'

export interface PreferencesContext {
  language: Language
  theme: Theme
  /** The language whose catalog is loading. */
  pendingLanguage: Language | null
}

export type PreferencesEvent =
  | { type: 'language.select'; language: Language }
  | { type: 'catalog.loaded' }
  | { type: 'catalog.failed' }
  | { type: 'theme.toggle' }

export interface PreferencesInput {
  language: Language
  theme: Theme
}

export const preferencesMachine = setup({
  types: {
    context: {} as PreferencesContext,
    events: {} as PreferencesEvent,
    input: {} as PreferencesInput,
    tags: {} as 'busy',
  },
  actions: {
    // Effects: preferences.actors.ts (catalog import, Lingui activation, <html> and storage).
    loadCatalog: () => {},
    applyLanguage: () => {},
    applyTheme: () => {},
    rememberLanguage: () => {},
    rememberTheme: () => {},
    assignPending: assign(({ event }) => (event.type === 'language.select' ? { pendingLanguage: event.language } : {})),
    commitLanguage: assign(({ context }) => ({ language: context.pendingLanguage ?? context.language, pendingLanguage: null })),
    dropPending: assign({ pendingLanguage: null }),
    toggleTheme: assign(({ context }) => ({ theme: context.theme === 'dark' ? ('light' as const) : ('dark' as const) })),
  },
  guards: {
    isOtherLanguage: ({ context, event }) => event.type === 'language.select' && event.language !== context.language,
    isCurrentLanguage: ({ context, event }) => event.type === 'language.select' && event.language === context.language,
  },
}).createMachine({
  id: 'preferences',
  context: ({ input }) => ({ language: input.language, theme: input.theme, pendingLanguage: null }),
  entry: ['applyLanguage', 'applyTheme'],
  on: {
    'theme.toggle': { actions: ['toggleTheme', 'applyTheme', 'rememberTheme'] },
  },
  initial: 'ready',
  states: {
    ready: {
      on: {
        'language.select': { guard: 'isOtherLanguage', target: 'switchingLanguage', actions: 'assignPending' },
      },
    },
    switchingLanguage: {
      tags: 'busy',
      entry: 'loadCatalog',
      on: {
        // Choosing the current language again while the other one loads cancels the switch.
        'language.select': { guard: 'isCurrentLanguage', target: 'ready', actions: 'dropPending' },
        'catalog.loaded': { target: 'ready', actions: ['commitLanguage', 'applyLanguage', 'rememberLanguage'] },
        'catalog.failed': { target: 'ready', actions: 'dropPending' },
      },
    },
  },
})

export type PreferencesMachine = typeof preferencesMachine
