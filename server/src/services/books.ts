import { and, desc, eq } from 'drizzle-orm'
import type { Book, BookCreate, BookUpdate } from '@contract/book'
import { saoPauloMidnight } from '@contract/calendar'
import { centsToDecimal } from '@contract/money'
import type { Database } from '../db/client'
import { books } from '../db/schema'
import { ownedBy } from '../db/scope'
import { notFound } from '../http/errors'

// Books (docs/product-rules.md#books). Every query is scoped to the
// signed-in user: another user's book is simply not found. Prices stay exact decimal strings until
// the JSON answer, where numeric(14,2) becomes a number with at most 2 decimals.

type BookRow = typeof books.$inferSelect

/** The São Paulo midnight of `stored`'s UTC day: 2020-05-15T00:00:00.000-03:00 for any instant of 15 May 2020 UTC. */
const releaseDay = (stored: Date) => saoPauloMidnight(stored.getUTCFullYear(), stored.getUTCMonth() + 1, stored.getUTCDate())

export function toBook(row: BookRow): Book {
  return {
    code: row.code,
    titulo: row.titulo,
    Escritor: row.escritor,
    // "19.99" → 19.99: at most 14 significant digits, so the number prints back as the same decimal.
    preco: Number(row.preco),
    // A calendar day (the UTC day of the stored instant) is answered as that day's São Paulo midnight (docs/product-rules.md#dates).
    dataLancamento: releaseDay(row.dataLancamento).toISOString(),
    ativo: row.ativo,
  }
}

const columnsOf = (input: BookCreate) => ({
  titulo: input.titulo,
  escritor: input.Escritor,
  preco: centsToDecimal(input.preco),
  dataLancamento: input.dataLancamento,
  ativo: input.ativo,
})

export interface BookService {
  /**
   * One page of the user's books, newest first (code descending). Page 1 of no books is [];
   * a later page with nothing on it is 404, as the original API answered.
   */
  page(userId: number, size: number, page: number): Promise<Book[]>
  /** One of the user's books; 404 when it does not exist or is someone else's. */
  get(userId: number, code: number): Promise<Book>
  /** Stores a validated book for the user. */
  create(userId: number, input: BookCreate): Promise<Book>
  /** Replaces the fields of one of the user's books; 404 when it is not theirs. */
  update(userId: number, input: BookUpdate): Promise<Book>
  /** Deletes one of the user's books; 404 when it is not theirs. */
  remove(userId: number, code: number): Promise<void>
}

/**
 * The book service over `db`.
 */
export function createBookService({ db }: { db: Database }): BookService {
  const mine = (userId: number, code: number) => and(eq(books.code, code), ownedBy(books, userId))

  return {
    async page(userId, size, page) {
      const rows = await db
        .select()
        .from(books)
        .where(ownedBy(books, userId))
        .orderBy(desc(books.code))
        .limit(size)
        .offset((page - 1) * size)
      if (rows.length === 0 && page > 1) throw notFound()
      return rows.map(toBook)
    },

    async get(userId, code) {
      const [row] = await db.select().from(books).where(mine(userId, code))
      if (!row) throw notFound()
      return toBook(row)
    },

    async create(userId, input) {
      const [row] = await db
        .insert(books)
        .values({ userId, ...columnsOf(input) })
        .returning()
      return toBook(row!)
    },

    async update(userId, input) {
      const [row] = await db.update(books).set(columnsOf(input)).where(mine(userId, input.code)).returning()
      if (!row) throw notFound()
      return toBook(row)
    },

    async remove(userId, code) {
      const deleted = await db.delete(books).where(mine(userId, code)).returning({ code: books.code })
      if (deleted.length === 0) throw notFound()
    },
  }
}
