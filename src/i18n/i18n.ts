// Lingui activation: the two locales, language resolution (stored, else a pt* browser language → Portuguese,
// else English) and lazy catalogs: the public pages' messages first, every message before a guarded or admin page.
import { i18n } from '@lingui/core'
import type { Messages } from '@lingui/core'
import type { Language } from '@/lib/storage'

export const languages = ['pt-BR', 'en'] as const satisfies readonly Language[]
export type { Language }

export function isLanguage(value: unknown): value is Language {
  return value === 'pt-BR' || value === 'en'
}

/** Stored choice first; otherwise Portuguese when the browser language starts with 'pt', else English. */
export function resolveInitialLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored
  const first = browserLanguages.find((lang) => lang.length > 0)
  return first?.toLowerCase().startsWith('pt') ? 'pt-BR' : 'en'
}

/** Each locale's compiled catalog is its own chunk: only the active one is downloaded. */
export async function loadCatalog(language: Language): Promise<Messages> {
  const module = language === 'pt-BR' ? await import('../../locales/pt-BR/messages') : await import('../../locales/en/messages')
  return module.messages
}

/**
 * The messages the public pages, the layout and the app shell use (locales/<locale>/public-messages.ts, written
 * by scripts/public-catalog.ts from the same .po files): what a visitor of the public pages downloads.
 */
export async function loadPublicCatalog(language: Language): Promise<Messages> {
  const module = language === 'pt-BR' ? await import('../../locales/pt-BR/public-messages') : await import('../../locales/en/public-messages')
  return module.messages
}

/** A promise React's `use` reads at once when it has settled. */
type Tracked = Promise<void> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: undefined; reason?: unknown }

/** The full catalogs loaded into i18n or on their way, by language; once one is asked for, every language loads its full one. */
const fullCatalogs = new Map<Language, Tracked>()

function loadFullCatalog(language: Language): Tracked {
  let load = fullCatalogs.get(language)
  if (!load) {
    const tracked: Tracked = loadCatalog(language).then(
      (messages) => {
        i18n.load(language, messages)
        Object.assign(tracked, { status: 'fulfilled', value: undefined })
      },
      (error: unknown) => {
        // A failed chunk is fetched again the next time a page asks for it.
        fullCatalogs.delete(language)
        Object.assign(tracked, { status: 'rejected', reason: error })
        throw error
      },
    )
    load = Object.assign(tracked, { status: 'pending' as const })
    fullCatalogs.set(language, load)
  }
  return load
}

/**
 * Loads `language`'s messages into i18n (not activating it): the public ones, or every message once a guarded or
 * admin page has asked for them (fullCatalog).
 */
export async function loadLanguage(language: Language): Promise<void> {
  if (fullCatalogs.size === 0) {
    const messages = await loadPublicCatalog(language)
    // A copy: the full catalog is merged into what i18n holds, and the module's object stays as built.
    i18n.load(language, { ...messages })
    if (fullCatalogs.size === 0) return
  }
  await loadFullCatalog(language)
}

/**
 * Every message of the active language in i18n: what a guarded or admin page waits for (React's `use`) before it
 * renders. From then on a language switch loads the other language's full catalog too.
 */
export function fullCatalog(): Promise<void> {
  return loadFullCatalog(isLanguage(i18n.locale) ? i18n.locale : 'en')
}

/** Loads and activates `language`: with every message when the page being opened is not a public one. */
export async function activateLanguage(language: Language, { full = false }: { full?: boolean } = {}): Promise<void> {
  await (full ? loadFullCatalog(language) : loadLanguage(language))
  i18n.activate(language)
}

export { i18n }
