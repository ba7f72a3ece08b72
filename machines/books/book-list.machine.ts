// Book list: first page, Load more / See less paging, and delete with a confirmation dialog.
// 4 books per page, newest first; a Load more answering 404 is the end of the list.
import { assign, setup } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { BOOK_PAGE_SIZE } from '@contract/book'
import type { Book } from '@contract/book'
import { toApiFailure } from '@/api/errors'
import type { ApiFailure } from '@/api/errors'
import { bookListActors } from './book-list.actors'

export const bookListMessages = {
  fetchFailed: msg`Error fetching books.`,
  deleteFailed: msg`Error deleting book.`,
}

export interface BookListContext {
  /** The books on screen, newest first. */
  books: Book[]
  /** How many pages of BOOK_PAGE_SIZE the list shows; the next Load more asks for page + 1. */
  page: number
  /**
   * Set by a short page, an empty page or a 404, and by a full page with no book after it (the
   * actors ask for one more row, so 4 or 8 books end the list at once).
   */
  noMore: boolean
  /** A Load more found nothing more (an empty page or a 404: books deleted elsewhere); See less is offered. */
  endReached: boolean
  /** The book whose deletion waits for confirmation (or is running). */
  pendingDelete: Book | null
  error: MessageDescriptor | null
}

export type BookListEvent =
  | { type: 'page.loadMore' }
  | { type: 'page.seeLess' }
  | { type: 'page.retry' }
  | { type: 'book.delete'; book: Book }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }

/**
 * A page fetch's books (the page, then the next book when there is one: BOOK_PAGE_SIZE + 1 means more),
 * and a failure's status/code, as guard and action params.
 */
const books = ({ event }: { event: { output: Book[] } }) => event.output
const failure = ({ event }: { event: { error: unknown } }) => toApiFailure(event.error)

/** Pages needed to show `count` books (at least one: an empty list is one empty page). */
const pagesFor = (count: number) => Math.max(1, Math.ceil(count / BOOK_PAGE_SIZE))

export const bookListMachine = setup({
  types: {
    context: {} as BookListContext,
    events: {} as BookListEvent,
    tags: {} as 'busy',
  },
  actors: bookListActors,
  actions: {
    startOver: assign({ books: [], page: 0, noMore: false, endReached: false, error: null }),
    markEndReached: assign({ endReached: true }),
    /** The first pages (a first load or a reload after a delete): they replace the list, without the next book. */
    replaceBooks: assign(({ context }, books: Book[]) => {
      const shown = books.slice(0, BOOK_PAGE_SIZE * Math.max(1, context.page))
      return { books: shown, page: pagesFor(shown.length) }
    }),
    /** One more page, without the next book: appended; an empty page adds no page. */
    appendBooks: assign(({ context }, books: Book[]) =>
      books.length === 0 ? {} : { books: [...context.books, ...books.slice(0, BOOK_PAGE_SIZE)], page: context.page + 1 },
    ),
    flagNoMore: assign({ noMore: true }),
    clearNoMore: assign({ noMore: false }),
    assignPendingDelete: assign((_, book: Book) => ({ pendingDelete: book })),
    clearPendingDelete: assign({ pendingDelete: null }),
    clearError: assign({ error: null }),
    setError: assign((_, params: { message: MessageDescriptor }) => ({ error: params.message })),
  },
  guards: {
    /** No book follows the page (the answer has no extra row): Load more would find nothing. */
    isLastPage: (_, books: Book[]) => books.length <= BOOK_PAGE_SIZE,
    isEmptyPage: (_, books: Book[]) => books.length === 0,
    /** A reload of N pages that brought back no book after them reached the end. */
    isLastReload: ({ context }, books: Book[]) => books.length <= BOOK_PAGE_SIZE * Math.max(1, context.page),
    isNotFound: (_, failure: ApiFailure) => failure.status === 404,
    hasNoMore: ({ context }) => context.noMore,
    /** Only a book on screen can be deleted. */
    isShownBook: ({ context }, book: Book) => context.books.some((shown) => shown.code === book.code),
    /** See less once more than the first page is shown, or once Load more has found the end. */
    showsSeveralPages: ({ context }) => context.page > 1 || context.endReached,
  },
}).createMachine({
  id: 'bookList',
  context: { books: [], page: 0, noMore: false, endReached: false, pendingDelete: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      entry: 'startOver',
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: { page: 1 },
        onDone: [
          { guard: { type: 'isLastPage', params: books }, target: 'noMore', actions: { type: 'replaceBooks', params: books } },
          { target: 'loaded', actions: { type: 'replaceBooks', params: books } },
        ],
        onError: [
          { guard: { type: 'isNotFound', params: failure }, target: 'noMore' },
          { target: 'failure', actions: { type: 'setError', params: { message: bookListMessages.fetchFailed } } },
        ],
      },
    },
    loaded: {
      entry: 'clearNoMore',
      on: {
        'page.loadMore': { target: 'loadingMore', actions: 'clearError' },
        'book.delete': {
          guard: { type: 'isShownBook', params: ({ event }) => event.book },
          target: 'confirming',
          actions: ['clearError', { type: 'assignPendingDelete', params: ({ event }) => event.book }],
        },
      },
    },
    loadingMore: {
      tags: 'busy',
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({ page: context.page + 1 }),
        onDone: [
          { guard: { type: 'isEmptyPage', params: books }, target: 'noMore', actions: 'markEndReached' },
          { guard: { type: 'isLastPage', params: books }, target: 'noMore', actions: { type: 'appendBooks', params: books } },
          { target: 'loaded', actions: { type: 'appendBooks', params: books } },
        ],
        // Load more answering 404 is the end of the list.
        onError: [
          { guard: { type: 'isNotFound', params: failure }, target: 'noMore', actions: 'markEndReached' },
          { target: 'failure', actions: { type: 'setError', params: { message: bookListMessages.fetchFailed } } },
        ],
      },
    },
    noMore: {
      entry: 'flagNoMore',
      on: {
        'page.seeLess': { guard: 'showsSeveralPages', target: 'loading' },
        'book.delete': {
          guard: { type: 'isShownBook', params: ({ event }) => event.book },
          target: 'confirming',
          actions: ['clearError', { type: 'assignPendingDelete', params: ({ event }) => event.book }],
        },
      },
    },
    confirming: {
      on: {
        'delete.confirm': 'deleting',
        'delete.cancel': [
          { guard: 'hasNoMore', target: 'noMore', actions: 'clearPendingDelete' },
          { target: 'loaded', actions: 'clearPendingDelete' },
        ],
      },
    },
    deleting: {
      tags: 'busy',
      invoke: {
        id: 'deleteBook',
        src: 'deleteBook',
        input: ({ context }) => ({ code: context.pendingDelete?.code ?? 0 }),
        // The pages shown are reloaded so that the next Load more starts at the right book.
        onDone: 'refreshing',
        onError: [
          {
            guard: 'hasNoMore',
            target: 'noMore',
            actions: ['clearPendingDelete', { type: 'setError', params: { message: bookListMessages.deleteFailed } }],
          },
          { target: 'loaded', actions: ['clearPendingDelete', { type: 'setError', params: { message: bookListMessages.deleteFailed } }] },
        ],
      },
    },
    refreshing: {
      tags: 'busy',
      // The dialog stays (busy) until the list shows the deletion, then focus can go to the list.
      exit: 'clearPendingDelete',
      invoke: {
        id: 'fetchPages',
        src: 'fetchPages',
        input: ({ context }) => ({ pages: context.page }),
        onDone: [
          { guard: { type: 'isLastReload', params: books }, target: 'noMore', actions: { type: 'replaceBooks', params: books } },
          { target: 'loaded', actions: { type: 'replaceBooks', params: books } },
        ],
        onError: { target: 'failure', actions: { type: 'setError', params: { message: bookListMessages.fetchFailed } } },
      },
    },
    failure: {
      on: {
        'page.retry': 'loading',
      },
    },
  },
})

export type BookListMachine = typeof bookListMachine
