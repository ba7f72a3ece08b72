// The book list machine's actors: one more page, the first N pages again, the delete call.
// Each calls src/api/books.ts; tests provide fakes through .provide({ actors }).
import { fromPromise } from 'xstate'
import { deleteBook, fetchBookPageAndNext, fetchFirstPagesAndNext } from '@/api/books'
import type { Book } from '@contract/book'

export const bookListActors = {
  /** Page `page` (from 1) of BOOK_PAGE_SIZE books, and the next book when there is one (one more row). */
  fetchPage: fromPromise<Book[], { page: number }>(({ input }) => fetchBookPageAndNext(input.page)),
  /** Pages 1..`pages` at once (the reload after a delete), and the next book when there is one. */
  fetchPages: fromPromise<Book[], { pages: number }>(({ input }) => fetchFirstPagesAndNext(input.pages)),
  deleteBook: fromPromise<void, { code: number }>(({ input }) => deleteBook(input.code)),
}
