import { setupI18n } from '@lingui/core'
import type { I18n, Messages } from '@lingui/core'
import type { ServerMessageKey } from '@contract/messages'
import { messages as enMessages } from '../../locales/en/messages'
import { messages as ptMessages } from '../../locales/pt-BR/messages'

// The server's messages are the SPA's Lingui catalogs (locales/<locale>/messages.po, compiled by `npm run
// i18n:compile`; the ids are the keys, their texts in src/i18n/field-messages.ts and src/i18n/api-messages.ts):
// one text per key for the forms and the API (docs/decisions/0025-server-reads-the-spa-catalogs.md). The request's
// Accept-Language picks the language: the best-ranked of pt* and en*, else English.

export type Language = 'pt' | 'en'
export type MessageKey = ServerMessageKey
/** Values of a message's placeholders (`{line}` → { line: 3 }). */
export type MessageValues = Record<string, string | number>

/**
 * One Lingui instance per language, each with its own catalog, activated once here: a request never activates a
 * shared one, so two requests in different languages cannot see each other's.
 */
function instance(locale: string, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } })
}
const catalogs: Record<Language, I18n> = { pt: instance('pt-BR', ptMessages), en: instance('en', enMessages) }

/** The supported language of a language tag (pt, pt-BR, pt-PT → pt; en, en-US → en), if any. */
function supportedLanguage(tag: string): Language | undefined {
  const primary = tag.split(/[-_]/)[0]
  return primary === 'pt' || primary === 'en' ? primary : undefined
}

/**
 * Language of a request from its Accept-Language header: the supported language (pt*, en*) with
 * the highest q-value (the first listed on a tie); English when none is acceptable.
 */
export function languageFromHeader(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'en'
  const ranked = acceptLanguage
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((param) => param.trim().toLowerCase()).find((param) => param.startsWith('q='))
      return { language: supportedLanguage(tag.trim().toLowerCase()), q: q ? Number(q.slice(2)) || 0 : 1, order }
    })
    .filter((entry) => entry.language !== undefined && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
  return ranked[0]?.language ?? 'en'
}

/** The text of `key` in `language`, its placeholders filled from `values`. */
export function t(key: MessageKey, language: Language, values?: MessageValues): string {
  return catalogs[language]._(key, values)
}

/** The text of `key` in `language` (a message with no placeholders). */
export const translate = (key: MessageKey, language: Language): string => t(key, language)
