// The preferences machine's actor (the language preference): load a language's Lingui catalog into i18n
// before the machine activates it. Tests provide a fake through .provide({ actors }).
import { fromPromise } from 'xstate'
import { loadLanguage } from '@/i18n/i18n'
import type { Language } from '@/lib/storage'

export const preferencesActors = {
  /**
   * Imports the catalog chunk and loads it (not activates it: the machine does, once it arrived): the public
   * pages' messages, or all of them once a guarded or admin page has needed them.
   */
  loadCatalog: fromPromise<void, { language: Language }>(({ input }) => loadLanguage(input.language)),
}
