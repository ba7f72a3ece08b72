// Effects of the book form machine (SPEC §7 Books): load the book, then create or update it,
// answered with book.loaded / book.loadFailed and book.saved / book.saveFailed.
import { createBook, fetchBook, updateBook } from '@/api/books'
import type { Book, BookInput } from '@/api/books'
import { effect } from './effects'
import { toApiFailure } from '@/api/errors'
import { centsToAmount, parsePrice } from '@/api/schemas/money'
import type { BookFormContext, BookFormEvent } from './book-form.machine'

/** The body of POST/PUT v1/api/livro from a validated form (the machine saves only after validating). */
export function bookInput(context: BookFormContext): BookInput {
  const cents = parsePrice(context.price)
  if (cents === null) throw new Error('The price was not validated')
  return {
    titulo: context.titulo.trim(),
    Escritor: context.escritor.trim(),
    preco: centsToAmount(cents),
    dataLancamento: `${context.date}T00:00:00.000Z`,
    ativo: context.ativo,
  }
}

export const bookFormEffects = {
  fetchBook: effect<BookFormContext, BookFormEvent, Book, BookFormEvent>(
    ({ context }) => fetchBook(context.id),
    (book) => ({ type: 'book.loaded', book }),
    (error) => ({ type: 'book.loadFailed', error: toApiFailure(error) }),
  ),
  saveBook: effect<BookFormContext, BookFormEvent, Book, BookFormEvent>(
    ({ context }) => (context.id === 0 ? createBook(bookInput(context)) : updateBook(context.id, bookInput(context))),
    (book) => ({ type: 'book.saved', book }),
    (error) => ({ type: 'book.saveFailed', error: toApiFailure(error) }),
  ),
}
