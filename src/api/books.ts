// Typed book calls; every answer is parsed with the shared zod schemas.
import { api } from './client'
import type { ApiClient } from './client'
import { ApiError } from './errors'
import { BOOK_PAGE_SIZE, BOOK_PAGE_SIZE_MAX, bookListSchema, bookSchema } from '../contract/book'
import type { Book } from '../contract/book'

export type { Book }

/** What the book form sends: `preco` a number with at most 2 decimals, `dataLancamento` ISO. */
export interface BookInput {
  titulo: string
  Escritor: string
  preco: number
  dataLancamento: string
  ativo: boolean
}

/** GET v1/api/livro/desc/4/{page}: one page of 4 books, newest first; 404 past the end. */
export function fetchBookPage(page: number, client: ApiClient = api): Promise<Book[]> {
  return client.request(`/v1/api/livro/desc/${BOOK_PAGE_SIZE}/${page}`, bookListSchema)
}

export function fetchBook(id: number, client: ApiClient = api): Promise<Book> {
  return client.request(`/v1/api/livro/${id}`, bookSchema)
}

export function createBook(input: BookInput, client: ApiClient = api): Promise<Book> {
  return client.request('/v1/api/livro', bookSchema, { method: 'POST', body: { ...input } })
}

export function updateBook(code: number, input: BookInput, client: ApiClient = api): Promise<Book> {
  return client.request('/v1/api/livro', bookSchema, { method: 'PUT', body: { code, ...input } })
}

export function deleteBook(code: number, client: ApiClient = api): Promise<void> {
  return client.send(`/v1/api/livro/${code}`, { method: 'DELETE' })
}

/**
 * The book after the first `shown` ones, or none: asking for one more row tells whether Load more has anything
 * left, so the list knows its end without a dead click. The row is read from a window that starts at or before
 * the last shown book (GET v1/api/livro/desc/{size}/{page} with a size that does not divide `shown`): that page
 * exists, so a list that ends exactly there answers 200 without the row, never a 404 in the browser's console.
 */
async function bookAfter(shown: number, client: ApiClient): Promise<Book[]> {
  let size = 2
  while (shown % size === 0) size++
  const page = Math.floor(shown / size) + 1
  const skip = shown - (page - 1) * size
  try {
    return (await client.request(`/v1/api/livro/desc/${size}/${page}`, bookListSchema)).slice(skip, skip + 1)
  } catch (error) {
    // The list got shorter meanwhile (a delete elsewhere).
    if (error instanceof ApiError && error.status === 404) return []
    throw error
  }
}

/**
 * Page `page` of BOOK_PAGE_SIZE books, followed by the first book of the next page when there is one
 * (a full page may be the last). At most BOOK_PAGE_SIZE + 1 books. The extra row is
 * asked only after a full page, so a short page costs no request (and no 404 in the browser's console).
 */
export async function fetchBookPageAndNext(page: number, client: ApiClient = api): Promise<Book[]> {
  const books = await fetchBookPage(page, client)
  return books.length < BOOK_PAGE_SIZE ? books : [...books, ...(await bookAfter(page * BOOK_PAGE_SIZE, client))]
}

/**
 * Pages 1..count again, concatenated (the list after a delete), followed by the first book after them
 * when the pages are full and one exists. Stops early at a short page or a 404 past the first page,
 * which both mean the list now ends sooner.
 */
export async function fetchFirstPagesAndNext(count: number, client: ApiClient = api): Promise<Book[]> {
  // Up to the API's 50 rows, one request of page 1 (which always exists) holds them all and the next book:
  // no page past a list that got shorter, so no 404.
  const rows = Math.max(1, count) * BOOK_PAGE_SIZE + 1
  if (rows <= BOOK_PAGE_SIZE_MAX) return client.request(`/v1/api/livro/desc/${rows}/1`, bookListSchema)
  const books = await fetchFirstPages(count, client)
  return books.length < Math.max(1, count) * BOOK_PAGE_SIZE ? books : [...books, ...(await bookAfter(books.length, client))]
}

/**
 * Pages 1..count again, concatenated. Stops early at a short page or a 404 past the first page, which
 * both mean the list now ends sooner.
 */
export async function fetchFirstPages(count: number, client: ApiClient = api): Promise<Book[]> {
  const books: Book[] = []
  for (let page = 1; page <= Math.max(1, count); page++) {
    let chunk: Book[]
    try {
      chunk = await fetchBookPage(page, client)
    } catch (error) {
      if (page > 1 && error instanceof ApiError && error.status === 404) break
      throw error
    }
    books.push(...chunk)
    if (chunk.length < BOOK_PAGE_SIZE) break
  }
  return books
}
