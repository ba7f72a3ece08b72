// The web app manifest, one per language (the build writes both: vite.config.ts): what a phone needs to install
// the finance manager on its home screen, opening on the finance panel, with "Add expense" as a shortcut to the
// quick add. Relative imports only: the Vite config loads this file outside the app's aliases.
import { owner } from '../content/owner'
import { lightColors } from '../styles/tokens'

export type ManifestLanguage = 'pt-BR' | 'en'

/** Where each language's manifest is served; index.html links the Portuguese one (its default language). */
export const manifestHref: Record<ManifestLanguage, string> = {
  'pt-BR': '/manifest.webmanifest',
  en: '/manifest.en.webmanifest',
}

/** The installed app opens on the finance panel. */
export const START_URL = '/financas'
/** The quick add opens over the finance panel at this address. */
export const QUICK_ADD_URL = '/financas?novo=1'

export interface ManifestIcon {
  src: string
  sizes: string
  type: 'image/png'
  purpose?: 'any' | 'maskable'
}

/** The PNGs drawn from the brand mark by scripts/content/build-app-icons.mjs. */
export const manifestIcons: readonly ManifestIcon[] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
]

const texts = {
  'pt-BR': {
    name: `Finanças · ${owner.name}`,
    shortName: 'Finanças',
    description: 'Contas, cartões, lançamentos e orçamentos da casa.',
    addExpense: 'Adicionar despesa',
    addExpenseShort: 'Despesa',
  },
  en: {
    name: `Finances · ${owner.name}`,
    shortName: 'Finances',
    description: "The household's accounts, cards, entries and budgets.",
    addExpense: 'Add expense',
    addExpenseShort: 'Expense',
  },
} as const satisfies Record<ManifestLanguage, Record<string, string>>

/** The manifest in `language`, as the JSON the browser reads. */
export function webManifest(language: ManifestLanguage) {
  const t = texts[language]
  return {
    // One app in both languages: the same id, whichever manifest installed it.
    id: START_URL,
    name: t.name,
    short_name: t.shortName,
    description: t.description,
    lang: language,
    dir: 'ltr',
    start_url: START_URL,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    // The light theme's page colour: the splash screen and the bar match the app's first frame.
    theme_color: lightColors.bg,
    background_color: lightColors.bg,
    icons: manifestIcons,
    shortcuts: [{ name: t.addExpense, short_name: t.addExpenseShort, url: QUICK_ADD_URL, icons: [manifestIcons[0]] }],
  }
}
