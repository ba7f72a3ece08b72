/**
 * Portfolio content: everything personal, typed and in both languages.
 * To make the site yours, edit these files and the files under public/ (see scripts/content/README.md).
 */
import type { ContentLanguage, Localized } from './types'

export type * from './types'
export { owner } from './owner'
export { technologies } from './technologies'
export { projects } from './projects'
export { about } from './about'
export { acknowledgements } from './acknowledgements'
export { resume } from './resume'

/** The value of a Localized for a language. */
export function localized<T>(value: Localized<T>, language: ContentLanguage): T {
  return value[language]
}

/** The display name of a technology or project in a language. */
export function displayName(item: { name: string; englishName: string }, language: ContentLanguage): string {
  return language === 'en' ? item.englishName : item.name
}
