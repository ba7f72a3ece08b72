import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { bookListMachine, bookListMessages } from '@machines/books/book-list.machine'
import type { BookListEvent } from '@machines/books/book-list.machine'
import { ApiError, networkError } from '@/api/errors'
import type { Book } from '@contract/book'
import { heldActor } from '../model/held-actors'

// Book list: loading → loaded | noMore | failure,
// Load more / See less, and delete with confirmation (confirming → deleting → refreshing). The machine runs
// with held actors (which ran, with which input; the test answers them); the real actors over mocked API calls.

// Faked for the real actors' own tests (their API calls) only; the machine's tests provide actors.
vi.mock('@/api/books', () => ({ fetchBookPageAndNext: vi.fn(), fetchFirstPagesAndNext: vi.fn(), deleteBook: vi.fn() }))
const api = await import('@/api/books')
const fetchBookPage = vi.mocked(api.fetchBookPageAndNext)
const fetchFirstPages = vi.mocked(api.fetchFirstPagesAndNext)
const deleteBook = vi.mocked(api.deleteBook)

const book = (code: number): Book => ({
  code,
  titulo: `Book ${code}`,
  Escritor: 'Author',
  preco: 10,
  dataLancamento: '2024-05-10T00:00:00.000Z',
  ativo: true,
})
/** Books with codes from `first` down, like the API's newest-first pages. */
const books = (first: number, count: number) => Array.from({ length: count }, (_, i) => book(first - i))

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

function start() {
  const held = {
    fetchPage: heldActor<Book[], { page: number }>(),
    fetchPages: heldActor<Book[], { pages: number }>(),
    deleteBook: heldActor<void, { code: number }>(),
  }
  const actor = createActor(
    bookListMachine.provide({ actors: { fetchPage: held.fetchPage.logic, fetchPages: held.fetchPages.logic, deleteBook: held.deleteBook.logic } }),
  ).start()
  const send = (event: BookListEvent) => actor.send(event)
  /** Answers the running actor (a page fetch, the reload or the delete). */
  const answer = async (outcome: { output: Book[] | undefined } | { error: unknown }) => {
    const id = (['fetchPage', 'fetchPages', 'deleteBook'] as const).find((name) => actor.getSnapshot().children[name])
    if (!id) throw new Error('no actor is running')
    held[id].settle({ type: id, ...outcome })
    await settled()
  }
  const inputs = {
    fetchPage: () => held.fetchPage.runs.map((run) => run.input),
    fetchPages: () => held.fetchPages.runs.map((run) => run.input),
    deleteBook: () => held.deleteBook.runs.map((run) => run.input),
  }
  return { actor, send, answer, inputs, snap: () => actor.getSnapshot() }
}

const notFound = new ApiError({ status: 404, code: 'not_found', message: 'Not found.' })
const serverError = new ApiError({ status: 500, code: 'internal_error', message: 'x' })

describe('book list machine: first page', () => {
  it('starts loading the first page', async () => {
    const { snap, inputs } = start()
    expect(snap().value).toBe('loading')
    expect(snap().hasTag('busy')).toBe(true)
    expect(inputs.fetchPage()).toEqual([{ page: 1 }])
    expect(snap().context).toMatchObject({ books: [], page: 0, noMore: false, error: null })
  })

  it('a full page (4) with a book after it is loaded: Load more is possible, See less is not', async () => {
    const { snap, answer } = start()
    // The actors ask for one more row: the fifth book says there is more, and is not shown.
    await answer({ output: books(10, 5) })
    expect(snap().value).toBe('loaded')
    expect(snap().context).toMatchObject({ page: 1, noMore: false })
    expect(snap().context.books.map((b) => b.code)).toEqual([10, 9, 8, 7])
    expect(snap().can({ type: 'page.loadMore' })).toBe(true)
    expect(snap().can({ type: 'page.seeLess' })).toBe(false)
  })

  it.each([
    ['fewer than 4 books', books(3, 3)],
    ['exactly 4 books, nothing after them', books(4, 4)],
    ['an empty page', []],
  ])('%s sets the no-more flag (one page: no See less)', async (_, page) => {
    const { snap, answer } = start()
    await answer({ output: page })
    expect(snap().value).toBe('noMore')
    expect(snap().context).toMatchObject({ noMore: true, page: 1, books: page })
    expect(snap().can({ type: 'page.loadMore' })).toBe(false)
    expect(snap().can({ type: 'page.seeLess' })).toBe(false)
  })

  it('a 404 on the first page is an empty list, not an error', async () => {
    const { snap, answer } = start()
    await answer({ error: notFound })
    expect(snap().value).toBe('noMore')
    expect(snap().context).toMatchObject({ books: [], error: null })
  })

  it('any other failure is "Error fetching books."; Try again starts over', async () => {
    const { send, snap, answer, inputs } = start()
    await answer({ error: serverError })
    expect(snap().value).toBe('failure')
    expect(snap().context.error).toBe(bookListMessages.fetchFailed)
    send({ type: 'page.retry' })
    expect(snap().value).toBe('loading')
    expect(snap().context.error).toBeNull()
    expect(inputs.fetchPage()).toEqual([{ page: 1 }, { page: 1 }])
  })

  it('ignores paging and deletes while loading', async () => {
    const { send, snap } = start()
    send({ type: 'page.loadMore' })
    send({ type: 'page.seeLess' })
    send({ type: 'book.delete', book: book(1) })
    expect(snap().value).toBe('loading')
  })
})

describe('book list machine: Load more / See less', () => {
  const loadedTwoPages = async () => {
    const list = start()
    await list.answer({ output: books(10, 5) })
    list.send({ type: 'page.loadMore' })
    return list
  }

  it('Load more asks for the next page and appends it', async () => {
    const { snap, answer, inputs } = await loadedTwoPages()
    expect(snap().value).toBe('loadingMore')
    expect(inputs.fetchPage()).toEqual([{ page: 1 }, { page: 2 }])
    expect(snap().context.books).toHaveLength(4)
    await answer({ output: books(6, 5) })
    expect(snap().value).toBe('loaded')
    expect(snap().context.page).toBe(2)
    expect(snap().context.books.map((b) => b.code)).toEqual([10, 9, 8, 7, 6, 5, 4, 3])
  })

  it('a short next page appends and switches to See less', async () => {
    const { snap, answer } = await loadedTwoPages()
    await answer({ output: books(6, 2) })
    expect(snap().value).toBe('noMore')
    expect(snap().context).toMatchObject({ page: 2, noMore: true })
    expect(snap().context.books).toHaveLength(6)
    expect(snap().can({ type: 'page.seeLess' })).toBe(true)
    expect(snap().can({ type: 'page.loadMore' })).toBe(false)
  })

  it('a full next page with nothing after it (8 books) ends the list at once: See less, no dead Load more', async () => {
    const { snap, answer } = await loadedTwoPages()
    await answer({ output: books(6, 4) })
    expect(snap().value).toBe('noMore')
    expect(snap().context).toMatchObject({ page: 2, noMore: true, endReached: false })
    expect(snap().context.books).toHaveLength(8)
    expect(snap().can({ type: 'page.loadMore' })).toBe(false)
    expect(snap().can({ type: 'page.seeLess' })).toBe(true)
  })

  it('an empty next page or a 404 (books deleted elsewhere) ends the list without adding a page', async () => {
    for (const outcome of [{ output: [] }, { error: notFound }]) {
      const { send, snap, answer } = await loadedTwoPages()
      await answer(outcome)
      expect(snap().value).toBe('noMore')
      expect(snap().context).toMatchObject({ page: 1, noMore: true, endReached: true, error: null })
      expect(snap().context.books).toHaveLength(4)
      // The list says it found the end and the control becomes See less (not a silent disappearance).
      expect(snap().can({ type: 'page.seeLess' })).toBe(true)
      expect(snap().can({ type: 'page.loadMore' })).toBe(false)
      send({ type: 'page.seeLess' })
      expect(snap().value).toBe('loading')
      expect(snap().context.endReached).toBe(false)
    }
  })

  it('another failure of Load more is "Error fetching books."', async () => {
    const { snap, answer } = await loadedTwoPages()
    await answer({ error: networkError(new TypeError('fetch failed')) })
    expect(snap().value).toBe('failure')
    expect(snap().context.error).toBe(bookListMessages.fetchFailed)
    expect(snap().context.books).toHaveLength(4)
  })

  it('See less reloads the first page only', async () => {
    const { send, snap, answer, inputs } = await loadedTwoPages()
    await answer({ output: books(6, 5) })
    send({ type: 'page.loadMore' })
    await answer({ output: books(2, 2) })
    expect(snap().value).toBe('noMore')
    expect(snap().context.page).toBe(3)
    send({ type: 'page.seeLess' })
    expect(snap().value).toBe('loading')
    expect(snap().context).toMatchObject({ books: [], page: 0, noMore: false })
    expect(inputs.fetchPage()).toEqual([{ page: 1 }, { page: 2 }, { page: 3 }, { page: 1 }])
    await answer({ output: books(10, 5) })
    expect(snap().value).toBe('loaded')
    expect(snap().context.books.map((b) => b.code)).toEqual([10, 9, 8, 7])
  })
})

describe('book list machine: delete', () => {
  const loaded = async (page = books(10, 5)) => {
    const list = start()
    await list.answer({ output: page })
    return list
  }

  it('asks for confirmation; cancel goes back without deleting', async () => {
    const { send, snap, inputs } = await loaded()
    send({ type: 'book.delete', book: book(9) })
    expect(snap().value).toBe('confirming')
    expect(snap().context.pendingDelete?.code).toBe(9)
    send({ type: 'delete.cancel' })
    expect(snap().value).toBe('loaded')
    expect(snap().context.pendingDelete).toBeNull()
    expect(inputs.deleteBook()).toEqual([])
  })

  it('only a book on screen can be deleted', async () => {
    const { send, snap } = await loaded()
    send({ type: 'book.delete', book: book(99) })
    expect(snap().value).toBe('loaded')
    expect(snap().context.pendingDelete).toBeNull()
  })

  it('cancel from a list without more pages goes back to noMore', async () => {
    const { send, snap } = await loaded(books(3, 3))
    send({ type: 'book.delete', book: book(2) })
    send({ type: 'delete.cancel' })
    expect(snap().value).toBe('noMore')
  })

  it('confirm deletes, then reloads the pages shown', async () => {
    const { send, snap, answer, inputs } = await loaded()
    send({ type: 'book.delete', book: book(9) })
    send({ type: 'delete.confirm' })
    expect(snap().value).toBe('deleting')
    expect(snap().hasTag('busy')).toBe(true)
    expect(inputs.deleteBook()).toEqual([{ code: 9 }])
    send({ type: 'delete.cancel' })
    expect(snap().value).toBe('deleting')
    await answer({ output: undefined })
    expect(snap().value).toBe('refreshing')
    // The dialog stays open (busy) until the list shows the deletion.
    expect(snap().context.pendingDelete?.code).toBe(9)
    expect(inputs.fetchPages()).toEqual([{ pages: 1 }])
    // The next book moves up into the first page.
    await answer({ output: [book(10), book(8), book(7), book(6), book(5)] })
    expect(snap().value).toBe('loaded')
    expect(snap().context.pendingDelete).toBeNull()
    expect(snap().context.books.map((b) => b.code)).toEqual([10, 8, 7, 6])
  })

  it('a reload of full pages with no book after them ends the list', async () => {
    const { send, snap, answer } = await loaded()
    send({ type: 'book.delete', book: book(9) })
    send({ type: 'delete.confirm' })
    await answer({ output: undefined })
    await answer({ output: [book(10), book(8), book(7), book(6)] })
    expect(snap().value).toBe('noMore')
    expect(snap().can({ type: 'page.loadMore' })).toBe(false)
  })

  it('a reload that brings back fewer books than the pages shown ends the list', async () => {
    const { send, snap, answer } = await loaded()
    send({ type: 'page.loadMore' })
    await answer({ output: books(6, 1) })
    expect(snap().context.page).toBe(2)
    send({ type: 'book.delete', book: book(6) })
    send({ type: 'delete.confirm' })
    await answer({ output: undefined })
    await answer({ output: books(10, 4) })
    expect(snap().value).toBe('noMore')
    expect(snap().context).toMatchObject({ page: 1, noMore: true })
    expect(snap().context.books).toHaveLength(4)
  })

  it('a failed delete is "Error deleting book." and keeps the list; the next action clears it', async () => {
    const { send, snap, answer } = await loaded()
    send({ type: 'book.delete', book: book(9) })
    send({ type: 'delete.confirm' })
    await answer({ error: serverError })
    expect(snap().value).toBe('loaded')
    expect(snap().context.error).toBe(bookListMessages.deleteFailed)
    expect(snap().context.pendingDelete).toBeNull()
    expect(snap().context.books).toHaveLength(4)
    send({ type: 'page.loadMore' })
    expect(snap().context.error).toBeNull()
  })

  it('a failed delete from noMore stays in noMore', async () => {
    const { send, snap, answer } = await loaded(books(2, 2))
    send({ type: 'book.delete', book: book(1) })
    send({ type: 'delete.confirm' })
    await answer({ error: notFound })
    expect(snap().value).toBe('noMore')
    expect(snap().context.error).toBe(bookListMessages.deleteFailed)
  })

  it('a failed reload after a delete is "Error fetching books."', async () => {
    const { send, snap, answer } = await loaded()
    send({ type: 'book.delete', book: book(9) })
    send({ type: 'delete.confirm' })
    await answer({ output: undefined })
    await answer({ error: serverError })
    expect(snap().value).toBe('failure')
    expect(snap().context.error).toBe(bookListMessages.fetchFailed)
    expect(snap().context.pendingDelete).toBeNull()
  })
})

describe('book list actors (the real ones, over mocked API calls)', () => {
  const live = () => createActor(bookListMachine).start()

  it('fetchPage asks for page 1, then page 2 on Load more', async () => {
    fetchBookPage.mockReset()
    fetchBookPage.mockResolvedValueOnce(books(10, 5)).mockResolvedValueOnce(books(6, 3))
    const actor = live()
    await waitFor(actor, (s) => s.matches('loaded'))
    actor.send({ type: 'page.loadMore' })
    await waitFor(actor, (s) => s.matches('noMore'))
    expect(fetchBookPage.mock.calls.map((call) => call[0])).toEqual([1, 2])
    expect(actor.getSnapshot().context.books).toHaveLength(7)
    actor.stop()
  })

  it('a 404 ApiError of Load more is the end of the list', async () => {
    fetchBookPage.mockReset()
    fetchBookPage.mockResolvedValueOnce(books(10, 5)).mockRejectedValueOnce(new ApiError({ status: 404, code: 'not_found', message: 'Not found.' }))
    const actor = live()
    await waitFor(actor, (s) => s.matches('loaded'))
    actor.send({ type: 'page.loadMore' })
    await waitFor(actor, (s) => s.matches('noMore'))
    expect(actor.getSnapshot().context.error).toBeNull()
    actor.stop()
  })

  it('a network failure (not an ApiError) is a failure', async () => {
    fetchBookPage.mockReset()
    fetchBookPage.mockRejectedValueOnce(new TypeError('fetch failed'))
    const actor = live()
    await waitFor(actor, (s) => s.matches('failure'))
    actor.stop()
  })

  it('deleteBook deletes the pending book, then fetchPages reloads the pages shown', async () => {
    fetchBookPage.mockReset()
    fetchBookPage.mockResolvedValueOnce(books(10, 5)).mockResolvedValueOnce(books(6, 5))
    deleteBook.mockReset()
    deleteBook.mockResolvedValueOnce(undefined)
    fetchFirstPages.mockReset()
    fetchFirstPages.mockResolvedValueOnce(books(10, 7))
    const actor = live()
    await waitFor(actor, (s) => s.matches('loaded'))
    actor.send({ type: 'page.loadMore' })
    await waitFor(actor, (s) => s.matches('loaded') && s.context.page === 2)
    actor.send({ type: 'book.delete', book: book(8) })
    actor.send({ type: 'delete.confirm' })
    await waitFor(actor, (s) => s.matches('noMore'))
    expect(deleteBook).toHaveBeenCalledWith(8)
    expect(fetchFirstPages).toHaveBeenCalledWith(2)
    expect(actor.getSnapshot().context.books).toHaveLength(7)
    actor.stop()
  })

  it('drops an answer that arrives after the actor stopped', async () => {
    let resolve: (value: Book[]) => void = () => {}
    fetchBookPage.mockReset()
    fetchBookPage.mockReturnValueOnce(new Promise((r) => (resolve = r)))
    const actor = live()
    actor.stop()
    resolve(books(4, 4))
    await Promise.resolve()
    expect(actor.getSnapshot().status).toBe('stopped')
  })
})
