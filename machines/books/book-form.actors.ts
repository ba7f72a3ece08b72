// The book form machine's actors (the book calls of src/api/books.ts): load the book, then create or update it.
// Each calls src/api/books.ts; tests provide fakes through .provide({ actors }).
import { fromPromise } from 'xstate'
import { createBook, fetchBook, updateBook } from '@/api/books'
import type { Book, BookInput } from '@/api/books'
import { centsToAmount, parseAmountInput } from '@contract/money'

/** The form's own fields, as the user left them. */
export interface BookFormFields {
  titulo: string
  escritor: string
  /** '19,99' (normalised). */
  price: string
  /** '2024-05-10'. */
  date: string
  ativo: boolean
}

/** The body of POST/PUT v1/api/livro from a validated form (the machine saves only after validating). */
export function bookInput(fields: BookFormFields): BookInput {
  const cents = parseAmountInput(fields.price)
  if (cents === null) throw new Error('The price was not validated')
  return {
    titulo: fields.titulo.trim(),
    Escritor: fields.escritor.trim(),
    preco: centsToAmount(cents),
    dataLancamento: `${fields.date}T00:00:00.000Z`,
    ativo: fields.ativo,
  }
}

export const bookFormActors = {
  loadBook: fromPromise<Book, { id: number }>(({ input }) => fetchBook(input.id)),
  /** Creates the book (id 0) or updates book `id`. */
  saveBook: fromPromise<Book, { id: number; fields: BookFormFields }>(async ({ input }) =>
    input.id === 0 ? createBook(bookInput(input.fields)) : updateBook(input.id, bookInput(input.fields)),
  ),
}
