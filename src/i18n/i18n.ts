// Lingui activation: the two locales, language resolution (stored, else a pt* browser language → Portuguese,
// else English) and lazy catalogs.
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

export async function activateLanguage(language: Language): Promise<void> {
  i18n.loadAndActivate({ locale: language, messages: await loadCatalog(language) })
}

export { i18n }
