// Preferences: interface language (lazy catalog switch), light/dark theme and hidden amounts, all remembered.
// The language falls back to English; <html lang> follows it. Hidden amounts: docs/product-rules.md#hidden-amounts.
import { i18n } from '@lingui/core'
import { assign, setup } from 'xstate'
import { storage } from '@/lib/storage'
import type { Language, Theme } from '@/lib/storage'
import { preferencesActors } from './preferences.actors'
import { manifestHref } from '@/lib/web-manifest'

export interface PreferencesContext {
  language: Language
  theme: Theme
  /** The user hides amounts on this device ("R$ ••••" wherever money shows). */
  amountsHidden: boolean
  /** The language whose catalog is loading. */
  pendingLanguage: Language | null
}

export type PreferencesEvent = { type: 'language.select'; language: Language } | { type: 'theme.toggle' } | { type: 'amounts.toggle' }

export interface PreferencesInput {
  language: Language
  theme: Theme
  /** Amounts hidden when the app starts (stored on this device); shown when left out. */
  amountsHidden?: boolean
}

export const preferencesMachine = setup({
  types: {
    context: {} as PreferencesContext,
    events: {} as PreferencesEvent,
    input: {} as PreferencesInput,
    tags: {} as 'busy',
  },
  actors: preferencesActors,
  actions: {
    // The active language on Lingui, <html lang> and the linked web app manifest (an app installed now is named
    // in it); the theme as a class on <html> (src/styles/theme.css.ts).
    applyLanguage: ({ context }) => {
      if (i18n.locale !== context.language) i18n.activate(context.language)
      document.documentElement.lang = context.language
      document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestHref[context.language])
    },
    applyTheme: ({ context }) => {
      const root = document.documentElement.classList
      root.toggle('theme-dark', context.theme === 'dark')
      root.toggle('theme-light', context.theme === 'light')
      document.documentElement.setAttribute('data-theme', context.theme)
    },
    rememberLanguage: ({ context }) => storage.set('language', context.language),
    rememberTheme: ({ context }) => storage.set('theme', context.theme),
    rememberAmounts: ({ context }) => storage.set('financas.valores', context.amountsHidden ? 'ocultos' : 'visiveis'),
    toggleAmounts: assign(({ context }) => ({ amountsHidden: !context.amountsHidden })),
    assignPending: assign((_, language: Language) => ({ pendingLanguage: language })),
    commitLanguage: assign(({ context }) => ({ language: context.pendingLanguage ?? context.language, pendingLanguage: null })),
    dropPending: assign({ pendingLanguage: null }),
    toggleTheme: assign(({ context }) => ({ theme: context.theme === 'dark' ? ('light' as const) : ('dark' as const) })),
  },
  guards: {
    isOtherLanguage: ({ context }, language: Language) => language !== context.language,
    isCurrentLanguage: ({ context }, language: Language) => language === context.language,
  },
}).createMachine({
  id: 'preferences',
  context: ({ input }) => ({ language: input.language, theme: input.theme, amountsHidden: input.amountsHidden ?? false, pendingLanguage: null }),
  entry: ['applyLanguage', 'applyTheme'],
  on: {
    'theme.toggle': { actions: ['toggleTheme', 'applyTheme', 'rememberTheme'] },
    'amounts.toggle': { actions: ['toggleAmounts', 'rememberAmounts'] },
  },
  initial: 'ready',
  states: {
    ready: {
      on: {
        'language.select': {
          guard: { type: 'isOtherLanguage', params: ({ event }) => event.language },
          target: 'switchingLanguage',
          actions: { type: 'assignPending', params: ({ event }) => event.language },
        },
      },
    },
    switchingLanguage: {
      tags: 'busy',
      invoke: {
        id: 'loadCatalog',
        src: 'loadCatalog',
        input: ({ context }) => ({ language: context.pendingLanguage ?? context.language }),
        onDone: { target: 'ready', actions: ['commitLanguage', 'applyLanguage', 'rememberLanguage'] },
        onError: { target: 'ready', actions: 'dropPending' },
      },
      on: {
        // Choosing the current language again while the other one loads cancels the switch.
        'language.select': { guard: { type: 'isCurrentLanguage', params: ({ event }) => event.language }, target: 'ready', actions: 'dropPending' },
      },
    },
  },
})

export type PreferencesMachine = typeof preferencesMachine
