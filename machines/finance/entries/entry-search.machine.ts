// The search box of the entries page (docs/product-rules.md#entries): what is typed is searched over every month
// after a pause (or at once with Enter), 20 results a page with "more", the newest pointed at and the arrows moving
// through them, Enter or a click opens the chosen entry's month, Escape closes the list. The actor is in entry-search.actors.ts.
import { assign, emit, setup } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Entry } from '@contract/entry'
import { isSearchable, normalizeSearch, SEARCH_MIN_LENGTH } from '@contract/entry-search'
import { saoPauloDay } from '@/lib/month'
import { entrySearchActors } from './entry-search.actors'
import type { SearchInput, SearchPage } from './entry-search.actors'

export const entrySearchMessages = {
  /** A failed search: 'Não foi possível buscar.' */
  failed: msg`Could not search. Try again.`,
  /** A next page that failed: the results stay. */
  moreFailed: msg`Could not load more results. Try again.`,
}

/** Milliseconds of quiet after the last keystroke before the search goes out. */
export const SEARCH_DELAY_MS = 300

export interface EntrySearchContext {
  /** What the box holds. */
  text: string
  /** The text of the results shown (normalized). */
  query: string
  /** The last page loaded (1-based). */
  page: number
  results: Entry[]
  hasMore: boolean
  /** The result the arrows point at (-1: none). */
  highlighted: number
  error: MessageDescriptor | null
}

export type EntrySearchEvent =
  | { type: 'search.change'; text: string }
  | { type: 'search.enter' }
  | { type: 'search.more' }
  | { type: 'search.retry' }
  | { type: 'search.close' }
  | { type: 'results.next' }
  | { type: 'results.previous' }
  | { type: 'results.choose'; id: number }

/** Told to the view, which owns the location: open the month of an entry (its São Paulo day's) and point at it. */
export type EntrySearchEmitted = { type: 'search.open'; entry: Entry; month: string }

/** The month ('YYYY-MM') an entry is listed in: its São Paulo day's. */
export const monthOfEntry = (entry: Pick<Entry, 'dataLancamento'>) => saoPauloDay(entry.dataLancamento).slice(0, 7)

/** Too few characters to search: what the box says while idle with text in it. */
export const tooShort = (text: string) => normalizeSearch(text).length > 0 && normalizeSearch(text).length < SEARCH_MIN_LENGTH

export const entrySearchMachine = setup({
  types: {
    context: {} as EntrySearchContext,
    events: {} as EntrySearchEvent,
    emitted: {} as EntrySearchEmitted,
  },
  actors: entrySearchActors,
  delays: { typingPause: SEARCH_DELAY_MS },
  actions: {
    keepText: assign((_, params: { text: string }) => ({ text: params.text })),
    forgetResults: assign({ results: [] as Entry[], hasMore: false, highlighted: -1, error: null, page: 0, query: '' }),
    showPage: assign((_, params: { page: SearchPage; query: string }) => ({
      results: params.page.lancamentos,
      hasMore: params.page.temMais,
      page: params.page.pagina,
      query: params.query,
      // The newest result is pointed at: Enter opens it.
      highlighted: params.page.lancamentos.length > 0 ? 0 : -1,
      error: null,
    })),
    appendPage: assign(({ context }, params: { page: SearchPage }) => ({
      results: [...context.results, ...params.page.lancamentos],
      hasMore: params.page.temMais,
      page: params.page.pagina,
      error: null,
    })),
    setError: assign((_, params: { error: MessageDescriptor }) => ({ error: params.error })),
    highlightNext: assign(({ context }) => ({ highlighted: context.results.length === 0 ? -1 : (context.highlighted + 1) % context.results.length })),
    highlightPrevious: assign(({ context }) => ({
      highlighted: context.results.length === 0 ? -1 : context.highlighted <= 0 ? context.results.length - 1 : context.highlighted - 1,
    })),
    openHighlighted: emit(({ context }) => {
      const entry = context.results[context.highlighted]!
      return { type: 'search.open' as const, entry, month: monthOfEntry(entry) }
    }),
    openChosen: emit(({ context }, params: { id: number }) => {
      const entry = context.results.find((row) => row.id === params.id)!
      return { type: 'search.open' as const, entry, month: monthOfEntry(entry) }
    }),
  },
  guards: {
    searchable: (_, params: { text: string }) => isSearchable(params.text),
    hasHighlight: ({ context }) => context.highlighted >= 0 && context.highlighted < context.results.length,
    isShownResult: ({ context }, params: { id: number }) => context.results.some((row) => row.id === params.id),
    found: (_, params: { page: SearchPage }) => params.page.lancamentos.length > 0,
    textSearchable: ({ context }) => isSearchable(context.text),
    hasMore: ({ context }) => context.hasMore,
  },
}).createMachine({
  id: 'entrySearch',
  context: { text: '', query: '', page: 0, results: [], hasMore: false, highlighted: -1, error: null },
  initial: 'idle',
  // A change anywhere: too short, back to idle; else wait for the pause (a change while waiting starts it again).
  on: {
    'search.change': [
      {
        guard: { type: 'searchable', params: ({ event }) => ({ text: event.text }) },
        target: '.typing',
        reenter: true,
        actions: { type: 'keepText', params: ({ event }) => ({ text: event.text }) },
      },
      { target: '.idle', actions: [{ type: 'keepText', params: ({ event }) => ({ text: event.text }) }, 'forgetResults'] },
    ],
  },
  states: {
    idle: {
      on: { 'search.enter': { guard: 'textSearchable', target: 'searching' } },
    },
    typing: {
      after: { typingPause: 'searching' },
      on: { 'search.enter': 'searching', 'search.close': { target: 'idle', actions: 'forgetResults' } },
    },
    searching: {
      invoke: {
        id: 'searchEntries',
        src: 'searchEntries',
        input: ({ context }): SearchInput => ({ q: normalizeSearch(context.text), pagina: 1 }),
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => ({ page: event.output }) },
            target: 'results',
            actions: { type: 'showPage', params: ({ context, event }) => ({ page: event.output, query: normalizeSearch(context.text) }) },
          },
          { target: 'empty', actions: { type: 'showPage', params: ({ context, event }) => ({ page: event.output, query: normalizeSearch(context.text) }) } },
        ],
        onError: { target: 'failed', actions: { type: 'setError', params: { error: entrySearchMessages.failed } } },
      },
      on: { 'search.close': { target: 'idle', actions: 'forgetResults' } },
    },
    results: {
      initial: 'browsing',
      on: {
        'results.next': { actions: 'highlightNext' },
        'results.previous': { actions: 'highlightPrevious' },
        'results.choose': {
          guard: { type: 'isShownResult', params: ({ event }) => ({ id: event.id }) },
          target: 'idle',
          actions: [{ type: 'openChosen', params: ({ event }) => ({ id: event.id }) }, 'forgetResults'],
        },
        'search.close': { target: 'idle', actions: 'forgetResults' },
      },
      states: {
        browsing: {
          on: {
            'search.enter': { guard: 'hasHighlight', target: '#entrySearch.idle', actions: ['openHighlighted', 'forgetResults'] },
            'search.more': { guard: 'hasMore', target: 'loadingMore' },
          },
        },
        loadingMore: {
          invoke: {
            id: 'searchMore',
            src: 'searchEntries',
            input: ({ context }): SearchInput => ({ q: context.query, pagina: context.page + 1 }),
            onDone: { target: 'browsing', actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) } },
            onError: { target: 'browsing', actions: { type: 'setError', params: { error: entrySearchMessages.moreFailed } } },
          },
        },
      },
    },
    empty: {
      on: { 'search.enter': 'searching', 'search.close': { target: 'idle', actions: 'forgetResults' } },
    },
    failed: {
      on: { 'search.retry': 'searching', 'search.enter': 'searching', 'search.close': { target: 'idle', actions: 'forgetResults' } },
    },
  },
})

export type EntrySearchMachine = typeof entrySearchMachine
