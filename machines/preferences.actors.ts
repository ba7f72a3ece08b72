// The preferences machine's actor (the language preference): load a language's Lingui catalog into i18n
// before the machine activates it. Tests provide a fake through .provide({ actors }).
import { i18n } from '@lingui/core'
import { fromPromise } from 'xstate'
import { loadCatalog } from '@/i18n/i18n'
import type { Language } from '@/lib/storage'

export const preferencesActors = {
  /** Imports the catalog chunk and loads it (not activates it: the machine does, once it arrived). */
  loadCatalog: fromPromise<void, { language: Language }>(async ({ input }) => {
    i18n.load(input.language, await loadCatalog(input.language))
  }),
}
