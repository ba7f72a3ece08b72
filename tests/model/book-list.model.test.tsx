// Model-based paths of the book list machine, replayed against the real books list view (tests/README.md).
import { afterAll, describe, expect, it } from 'vitest'
import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createTestModel } from '@xstate/graph'
import { bookListMachine } from '@machines/book-list.machine'
import type { BookListContext, BookListEvent } from '@machines/book-list.machine'
import type { Book } from '@/api/schemas/book'
import BookListView from '@/views/books/book-list-view'
import { renderApp } from '../views/support'
import { withActorCheck } from './harness'
import { reportCoverage, serializeByTransition } from './coverage'

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
 * (full, short, empty), a next page continuing the codes, a reload of the pages shown (complete or one
 * book short). Full pages stop after page 2 so that the model stays finite.
 */
function answers({ context, value }: { context: BookListContext; value: unknown }): BookListEvent[] {
  const last = context.books.at(-1)?.code ?? 101
  const failures: BookListEvent[] = [
    { type: 'page.failed', error: { status: 404, code: 'not_found' } },
    { type: 'page.failed', error: { status: 500, code: 'internal_error' } },
  ]
  if (value === 'loading') {
    return [{ type: 'page.loaded', books: books(100, 4) }, { type: 'page.loaded', books: books(100, 2) }, { type: 'page.loaded', books: [] }, ...failures]
  }
  if (value === 'loadingMore') {
    const more: BookListEvent[] = [{ type: 'page.loaded', books: books(last - 1, 2) }, { type: 'page.loaded', books: [] }, ...failures]
    return context.page < 2 ? [{ type: 'page.loaded', books: books(last - 1, 4) }, ...more] : more
  }
  if (value === 'refreshing') {
    const shown = 4 * context.page
    const reload: BookListEvent[] = [{ type: 'page.loaded', books: books(200, shown - 1) }, failures[1]!]
    return context.page < 2 ? [{ type: 'page.loaded', books: books(200, shown) }, ...reload] : reload
  }
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

const model = createTestModel(bookListMachine, {
  events: (state) => {
    const candidates: BookListEvent[] = [
      { type: 'page.loadMore' },
      { type: 'page.seeLess' },
      { type: 'page.retry' },
      ...(state.context.books[0] ? [{ type: 'book.delete', book: state.context.books[0] } as const] : []),
      { type: 'delete.confirm' },
      { type: 'delete.cancel' },
      { type: 'book.deleted' },
      { type: 'book.deleteFailed', error: { status: 500, code: 'internal_error' } },
      ...answers(state),
    ]
    // Only what the machine accepts there. createTestModel still adds a bare `{ type }` for every event
    // type the state handles (See less on one page, Delete with no books): the replay checks that the
    // screen offers no such action.
    return candidates.filter((event) => state.can(event))
  },
  serializeState: serializeByTransition(bookListMachine, (s) => project(s.context as BookListContext)),
} as Parameters<typeof createTestModel<typeof bookListMachine>>[1])
const paths = model.getShortestPaths()

// The API calls are the faked effects: the test answers them with the result events.
const logic = bookListMachine.provide({ actions: { fetchPage: () => {}, fetchPages: () => {}, deleteBook: () => {} } })

const cardTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent)
const alertText = () => screen.queryByRole('alert')?.textContent ?? null
const dialog = () => screen.queryByRole('alertdialog')

describe('book list machine × books list view', () => {
  afterAll(() => {
    const coverage = reportCoverage(bookListMachine, paths)
    expect(coverage.states.covered).toBe(coverage.states.total)
    expect(coverage.transitions.covered).toBe(coverage.transitions.total)
  })

  for (const path of paths) {
    it(path.description, async () => {
      const app = await renderApp({ path: '/livros' }, <BookListView logic={logic} />)
      const actor = () => app.actors.byId('bookList')
      const user = userEvent.setup()
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
      await path.test({
        states: withActorCheck(actor, {
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
            // Issue 10 §16: a Load more that found nothing says so, and See less is offered even on one page.
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
        }),
        events: {
          'page.loadMore': async () => {
            await user.click(screen.getByRole('button', { name: 'Load more' }))
          },
          'page.seeLess': async ({ event }) => {
            if (actor().getSnapshot().can(event)) await user.click(screen.getByRole('button', { name: 'See less' }))
            else expect(screen.queryByRole('button', { name: 'See less' })).toBeNull()
          },
          'page.retry': async () => {
            await user.click(screen.getByRole('button', { name: 'Try again' }))
          },
          'book.delete': async ({ event }) => {
            // The model's sample book may differ from the live one at the same position: click the live one.
            const { book: target } = event as Partial<BookListEvent & { type: 'book.delete' }>
            const books = (actor().getSnapshot().context as BookListContext).books
            if (!target) {
              expect(books).toEqual([])
              expect(screen.queryByRole('button', { name: /^Delete “/ })).toBeNull()
              return
            }
            await user.click(screen.getByRole('button', { name: `Delete “${books[0]!.titulo}”` }))
          },
          'delete.confirm': async () => {
            await user.click(within(dialog()!).getByRole('button', { name: 'Delete' }))
          },
          'delete.cancel': async () => {
            act(() => {
              fireEvent.keyDown(document, { key: 'Escape' })
            })
          },
          'page.loaded': async ({ event }) => {
            await app.send(actor(), event)
          },
          'page.failed': async ({ event }) => {
            await app.send(actor(), event)
          },
          'book.deleted': async ({ event }) => {
            await app.send(actor(), event)
          },
          'book.deleteFailed': async ({ event }) => {
            await app.send(actor(), event)
          },
        },
      })
    })
  }
})
