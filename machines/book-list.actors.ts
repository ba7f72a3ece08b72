// The book list machine's actors (SPEC §7 Books): one more page, the first N pages again, the delete call.
// Each calls src/api/books.ts; tests provide fakes through .provide({ actors }).
import { fromPromise } from 'xstate'
import { deleteBook, fetchBookPage, fetchFirstPages } from '@/api/books'
import type { Book } from '@/api/schemas/book'

export const bookListActors = {
  /** Page `page` (from 1) of BOOK_PAGE_SIZE books. */
  fetchPage: fromPromise<Book[], { page: number }>(({ input }) => fetchBookPage(input.page)),
  /** Pages 1..`pages` at once (the reload after a delete). */
  fetchPages: fromPromise<Book[], { pages: number }>(({ input }) => fetchFirstPages(input.pages)),
  deleteBook: fromPromise<void, { code: number }>(({ input }) => deleteBook(input.code)),
}
