// The entries search box's actor (GET /v1/api/lancamento/busca): one page of the entries of every month a text
// finds; tests provide a fake instead.
import { fromPromise } from 'xstate'
import { searchEntries } from '@/api/entries'
import type { EntrySearchPage } from '@contract/entry-search'

export type SearchPage = EntrySearchPage

export interface SearchInput {
  q: string
  pagina: number
}

export const entrySearchActors = {
  searchEntries: fromPromise<SearchPage, SearchInput>(({ input }) => searchEntries(input.q, input.pagina)),
}
