import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../services/installment-links'
import type { Database } from './client'
import {
  accountHolders,
  bankAccounts,
  bankCards,
  books,
  budgets,
  cardStatementPayments,
  categories,
  entries,
  installmentPlans,
  recurrences,
  transfers,
  userDataImports,
} from './schema'
import { ownedBy } from './scope'

// The mark of an import under way (docs/decisions/0010-imports-in-short-transactions.md). On PGlite a user's data
// import is written in many short transactions, so that other users' queries run between them; the first one finds
// the account empty and writes this mark, the last one removes it. A mark found later is an import that stopped
// midway (the process ended): its account was empty before it, so deleting every row of the user's data undoes it
// exactly. The server does that when it opens the database, and an import does it before it starts.

/**
 * The tables of a user's data, each before the tables its rows point at: what an import writes, what makes an
 * account not empty and what undoing an import deletes. Their children go with them (installments with their
 * plan, skipped dates with their series). A kind of row added to the user-data document goes here too.
 */
export const USER_DATA_TABLES = [entries, installmentPlans, recurrences, budgets, cardStatementPayments, transfers, bankCards, bankAccounts, accountHolders, categories, books] as const

/** Marks the user's import as under way: in the transaction that found their account empty. */
export async function markImport(tx: Executor, userId: number): Promise<void> {
  await tx.insert(userDataImports).values({ userId })
}

/** The import ended: in the transaction that writes its last rows. */
export async function unmarkImport(tx: Executor, userId: number): Promise<void> {
  await tx.delete(userDataImports).where(eq(userDataImports.userId, userId))
}

/** When the user has a mark: deletes every row of their data, then the mark (run it in one transaction). Whether there was one. */
export async function discardImport(tx: Executor, userId: number): Promise<boolean> {
  const [mark] = await tx.select({ userId: userDataImports.userId }).from(userDataImports).where(eq(userDataImports.userId, userId)).for('update')
  if (!mark) return false
  for (const table of USER_DATA_TABLES) await tx.delete(table).where(ownedBy(table, userId))
  await unmarkImport(tx, userId)
  return true
}

/** Undoes every import that stopped midway (at open, before anything else runs): the users whose rows went. */
export async function discardInterruptedImports(db: Database): Promise<number[]> {
  const marks = await db.select({ userId: userDataImports.userId }).from(userDataImports).orderBy(userDataImports.userId)
  const undone: number[] = []
  for (const { userId } of marks) {
    if (await db.transaction((tx) => discardImport(tx, userId))) undone.push(userId)
  }
  return undone
}

/** Whether any import is marked as under way (tests, and a backup's check of its copy). */
export async function importsUnderWay(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(userDataImports)
  return row?.count ?? 0
}
