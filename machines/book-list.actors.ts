// Effects of the book list machine (SPEC §7 Books): page fetches and the delete call, answered with
// page.loaded / page.failed and book.deleted / book.deleteFailed.
import { deleteBook, fetchBookPage, fetchFirstPages } from '@/api/books'
import { toApiFailure } from '@/api/errors'
import { effect } from './effects'
import type { BookListContext, BookListEvent } from './book-list.machine'

const pageFailed = (error: unknown): BookListEvent => ({ type: 'page.failed', error: toApiFailure(error) })

export const bookListEffects = {
  fetchPage: effect<BookListContext, BookListEvent, Awaited<ReturnType<typeof fetchBookPage>>, BookListEvent>(
    ({ context }) => fetchBookPage(context.page + 1),
    (books) => ({ type: 'page.loaded', books }),
    pageFailed,
  ),
  fetchPages: effect<BookListContext, BookListEvent, Awaited<ReturnType<typeof fetchFirstPages>>, BookListEvent>(
    ({ context }) => fetchFirstPages(context.page),
    (books) => ({ type: 'page.loaded', books }),
    pageFailed,
  ),
  deleteBook: effect<BookListContext, BookListEvent, void, BookListEvent>(
    ({ context }) => (context.pendingDelete ? deleteBook(context.pendingDelete.code) : Promise.reject(new Error('No book to delete'))),
    () => ({ type: 'book.deleted' }),
    (error) => ({ type: 'book.deleteFailed', error: toApiFailure(error) }),
  ),
}
