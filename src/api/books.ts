// Typed book calls (SPEC §7 Books); every answer is parsed with the shared zod schemas.
import { api } from './client'
import type { ApiClient } from './client'
import { ApiError } from './errors'
import { BOOK_PAGE_SIZE, bookListSchema, bookSchema } from './schemas/book'
import type { Book } from './schemas/book'

export type { Book }

/** What the book form sends (SPEC §7): `preco` a number with at most 2 decimals, `dataLancamento` ISO. */
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
 * Pages 1..count again, concatenated (the list after a delete). Stops early at a short page or a
 * 404 past the first page, which both mean the list now ends sooner.
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
