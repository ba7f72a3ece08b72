// Model-based paths of the book list machine, replayed against the real books
// list view: getShortestPaths from xstate/graph with the actors' answers named as
// xstate.done/error.actor.<fetchPage|fetchPages|deleteBook> (data that follows from the context), then
// the paths that cover every transition; the replay clicks the real buttons and settles the held actors.
import { afterAll, describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { bookListMachine } from '@machines/books/book-list.machine'
import type { BookListContext, BookListEvent } from '@machines/books/book-list.machine'
import { ApiError } from '@/api/errors'
import type { Book } from '@contract/book'
import BookListView from '@/views/books/book-list-view'
import { renderApp, settle } from '../views/support'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { actorOfEvent, coveringPaths, heldActor, type ActorDone } from './held-actors'
import { pressEscape } from './harness'

const book = (code: number): Book => ({
  code,
  titulo: `Book ${code}`,
  Escritor: 'Author',
  preco: 12.5,
  dataLancamento: '2024-05-10T00:00:00.000Z',
  ativo: code % 2 === 0,
})
/** `count` books with codes from `first` down (newest first, as the API pages them). */
const books = (first: number, count: number) => Array.from({ length: count }, (_, i) => book(first - i))

/**
 * The answers an effect may give in each state, with data that follows from the context: a first page
 * (full with the next book after it, full and last, short, empty), a next page continuing the codes, a
 * reload of the pages shown (with the next book, complete and last, or one book short). The actors ask
 * for one more row: BOOK_PAGE_SIZE + 1 books mean more. Full pages stop after page 2
 * so that the model stays finite.
 */
type Answer =
  | { type: `xstate.done.actor.${'fetchPage' | 'fetchPages'}`; output: Book[] }
  | ActorDone<{ deleteBook: undefined }>
  | { type: `xstate.error.actor.${'fetchPage' | 'fetchPages' | 'deleteBook'}`; error: unknown }

const notFound = new ApiError({ status: 404, code: 'not_found', message: 'Not found.' })
const serverError = new ApiError({ status: 500, code: 'internal_error', message: 'x' })

function answers({ context, value }: { context: BookListContext; value: unknown }): Answer[] {
  const last = context.books.at(-1)?.code ?? 101
  const page = (output: Book[]) => ({ type: 'xstate.done.actor.fetchPage', output }) as const
  const failures: Answer[] = [
    { type: 'xstate.error.actor.fetchPage', error: notFound },
    { type: 'xstate.error.actor.fetchPage', error: serverError },
  ]
  if (value === 'loading') return [page(books(100, 5)), page(books(100, 4)), page(books(100, 2)), page([]), ...failures]
  if (value === 'loadingMore') {
    const more: Answer[] = [page(books(last - 1, 4)), page(books(last - 1, 2)), page([]), ...failures]
    return context.page < 2 ? [page(books(last - 1, 5)), ...more] : more
  }
  if (value === 'refreshing') {
    const shown = 4 * context.page
    const reload = (output: Book[]) => ({ type: 'xstate.done.actor.fetchPages', output }) as const
    const rest: Answer[] = [reload(books(200, shown)), reload(books(200, shown - 1)), { type: 'xstate.error.actor.fetchPages', error: serverError }]
    return context.page < 2 ? [reload(books(200, shown + 1)), ...rest] : rest
  }
  if (value === 'deleting') return [{ type: 'xstate.done.actor.deleteBook', output: undefined }, { type: 'xstate.error.actor.deleteBook', error: serverError }]
  return []
}

/** What names a model state besides its value: everything the guards and the screen depend on. */
const project = (context: BookListContext) => [
  context.books.length,
  context.page,
  context.noMore,
  context.endReached,
  context.pendingDelete === null ? null : context.books.indexOf(context.pendingDelete),
  context.error?.id ?? null,
]

// Typed as any machine: its paths also carry the actors' answers, which are no BookListEvent.
const model: AnyStateMachine = bookListMachine
const paths = coveringPaths(
  model,
  getShortestPaths(model, {
    events: (snapshot) => {
      const context = snapshot.context as BookListContext
      const candidates: Array<BookListEvent | Answer> = [
        { type: 'page.loadMore' },
        { type: 'page.seeLess' },
        { type: 'page.retry' },
        ...(context.books[0] ? [{ type: 'book.delete', book: context.books[0] } as const] : []),
        { type: 'delete.confirm' },
        { type: 'delete.cancel' },
        ...answers(snapshot),
      ]
      // Only what the machine accepts there (See less on one page, Delete with no books: not offered).
      return candidates.filter((event) => snapshot.can(event))
    },
    serializeState: serializeByTransition(model, (s: AnyMachineSnapshot) => project(s.context as BookListContext)),
  }),
)

const describePath = (path: (typeof paths)[number]) =>
  path.steps
    .slice(1)
    .map((step) => {
      const output = 'output' in step.event && Array.isArray(step.event.output) ? ` (${step.event.output.length})` : ''
      const error = 'error' in step.event && step.event.error instanceof ApiError ? ` (${step.event.error.status})` : ''
      return `${step.event.type.replace('xstate.', '')}${output}${error}`
    })
    .join(' → ')

const cardTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent)
const alertText = () => screen.queryByRole('alert')?.textContent ?? null
const dialog = () => screen.queryByRole('alertdialog')

describe('book list machine × books list view', () => {
  afterAll(() => expectFullCoverage(bookListMachine, paths))

  for (const path of paths) {
    it(describePath(path), async () => {
      const held = {
        fetchPage: heldActor<Book[], { page: number }>(),
        fetchPages: heldActor<Book[], { pages: number }>(),
        deleteBook: heldActor<void, { code: number }>(),
      }
      const logic = bookListMachine.provide({ actors: { fetchPage: held.fetchPage.logic, fetchPages: held.fetchPages.logic, deleteBook: held.deleteBook.logic } })
      const app = await renderApp({ path: '/livros' }, <BookListView logic={logic} />)
      const actor = () => app.actors.byId('bookList')
      const click = (element: HTMLElement) => settle(() => fireEvent.click(element))
      // The model merges states with the same projection, so its snapshot may carry other sample books:
      // the screen is compared with the live actor, whose projection must equal the model's.
      const live = (state: { context: BookListContext }): { context: BookListContext } => {
        const { context } = actor().getSnapshot() as { context: BookListContext }
        expect(project(context)).toEqual(project(state.context))
        return { context }
      }
      /** The cards on screen are exactly the books in the context, in order. */
      const cardsMatch = ({ context }: { context: BookListContext }) => {
        expect(cardTitles()).toEqual(context.books.map((b) => b.titulo))
      }
      const listIdle = (state: { context: BookListContext }, status: string | null = null) => {
        cardsMatch(state)
        expect(dialog()).toBeNull()
        if (status === null) expect(screen.queryByRole('status')).toBeNull()
        else expect(screen.getByRole('status')).toHaveTextContent(status)
        expect(alertText()).toBe(state.context.error?.message ?? null)
        for (const button of screen.queryAllByRole('button', { name: /^Delete “/ })) expect(button).toBeEnabled()
      }
      const checks: Record<string, (state: { context: BookListContext }) => void> = {
        loading: () => {
          expect(screen.getByRole('status')).toHaveTextContent('Loading books…')
          expect(cardTitles()).toEqual([])
          expect(screen.queryByRole('button', { name: /Load more|See less/ })).toBeNull()
        },
        loaded: (state) => {
          listIdle(live(state))
          expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled()
          expect(screen.queryByRole('button', { name: 'See less' })).toBeNull()
        },
        loadingMore: (state) => {
          cardsMatch(live(state))
          expect(screen.getByRole('button', { name: 'Loading…' })).toHaveAttribute('aria-disabled', 'true')
          for (const button of screen.getAllByRole('button', { name: /^Delete “/ })) expect(button).toBeDisabled()
        },
        noMore: (model) => {
          const state = live(model)
          // A Load more that found nothing says so, and See less is offered even on one page.
          listIdle(state, state.context.endReached ? 'No more books.' : null)
          expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
          if (state.context.page > 1 || state.context.endReached) expect(screen.getByRole('button', { name: 'See less' })).toBeEnabled()
          else expect(screen.queryByRole('button', { name: 'See less' })).toBeNull()
          if (state.context.books.length === 0) expect(screen.getByText('No books yet. Register the first one!')).toBeInTheDocument()
        },
        confirming: (model) => {
          const state = live(model)
          cardsMatch(state)
          const open = dialog()!
          expect(open).toHaveAccessibleName('Delete book?')
          expect(open).toHaveTextContent(`Do you really want to delete “${state.context.pendingDelete!.titulo}”?`)
          expect(within(open).getByRole('button', { name: 'Delete' })).toBeEnabled()
          expect(within(open).getByRole('button', { name: 'Cancel' })).toHaveFocus()
        },
        deleting: (state) => {
          cardsMatch(live(state))
          expect(within(dialog()!).getByRole('button', { name: 'Deleting…' })).toBeDisabled()
          expect(within(dialog()!).getByRole('button', { name: 'Cancel' })).toBeDisabled()
        },
        refreshing: (state) => {
          cardsMatch(live(state))
          expect(dialog()).toHaveAttribute('aria-busy', 'true')
          expect(within(dialog()!).getByRole('button', { name: 'Deleting…' })).toBeDisabled()
        },
        failure: (state) => {
          cardsMatch(live(state))
          expect(alertText()).toContain('Error fetching books.')
          expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled()
          expect(screen.queryByText('No books yet. Register the first one!')).toBeNull()
        },
      }
      const perform: Record<string, (event: EventObject) => Promise<void>> = {
        'page.loadMore': () => click(screen.getByRole('button', { name: 'Load more' })),
        'page.seeLess': () => click(screen.getByRole('button', { name: 'See less' })),
        'page.retry': () => click(screen.getByRole('button', { name: 'Try again' })),
        // The model's sample book may differ from the live one at the same position: click the live one.
        'book.delete': () => click(screen.getByRole('button', { name: `Delete “${(actor().getSnapshot().context as BookListContext).books[0]!.titulo}”` })),
        'delete.confirm': () => click(within(dialog()!).getByRole('button', { name: 'Delete' })),
        'delete.cancel': async () => {
          pressEscape()
        },
      }
      for (const step of path.steps) {
        const event = step.event
        const id = actorOfEvent(event.type) as keyof typeof held | undefined
        if (id) await settle(() => held[id].settle(event))
        else if (event.type !== 'xstate.init') await perform[event.type]!(event)
        expect(actor().getSnapshot().value, `after ${event.type}`).toEqual(step.state.value)
        checks[step.state.value as string]!(step.state as { context: BookListContext })
      }
    })
  }
})
