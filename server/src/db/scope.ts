import { eq, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'

// Per-user scoping (docs/product-rules.md#accounts-and-roles). Every read, update and delete of a user's rows goes
// through `ownedBy`, so another user's id simply matches nothing and the route answers 404:
//
//   const [book] = await db.select().from(books)
//     .where(and(eq(books.code, code), ownedBy(books, user.id)))
//   if (!book) throw notFound()
//
//   await db.update(categories).set(changes).where(and(eq(categories.id, id), ownedBy(categories, user.id)))
//
// Inserts set `userId: user.id` from the token, never from the request body.

/** Condition restricting `table` to the rows of `userId`. */
export function ownedBy(table: { userId: PgColumn }, userId: number): SQL {
  return eq(table.userId, userId)
}
