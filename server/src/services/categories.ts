import { and, eq } from 'drizzle-orm'
import type { Category, CategoryCreate, CategoryUpdate } from '@contract/category'
import type { Database } from '../db/client'
import { isReferencedRowDelete, isUniqueViolation } from '../db/errors'
import { folded } from '../db/fold'
import { budgets, categories, entries, installmentPlans, recurrences } from '../db/schema'
import { ownedBy } from '../db/scope'
import { conflict, notFound } from '../http/errors'

// Categories (docs/product-rules.md#registries-categories-bank-cards-account-holders). Every query is
// scoped to the signed-in user. One name per type (case and accents ignored, a unique index holds
// it); a category that entries use can be neither deleted nor moved to the other type.

type CategoryRow = typeof categories.$inferSelect

export const toCategory = (row: CategoryRow): Category => ({ id: row.id, nomeCategoria: row.nomeCategoria, tipoCategoria: row.tipoCategoria })

export interface CategoryService {
  /** The user's categories by name, accents and case ignored ("Água" sorts with "A"). */
  list(userId: number): Promise<Category[]>
  /** Stores a category; 409 'category_exists' when the user has the name (any case, any accents) with that type. */
  create(userId: number, input: CategoryCreate): Promise<Category>
  /** Renames or retypes one of the user's categories; 404 when not theirs, 409 on a duplicate or a retype of a used category. */
  update(userId: number, input: CategoryUpdate): Promise<Category>
  /** Deletes one of the user's categories; 404 when not theirs, 409 'category_in_use' while entries, plans or recurring series use it (its budgets go with it). */
  remove(userId: number, id: number): Promise<void>
}

/**
 * The category service over `db`.
 */
export function createCategoryService({ db }: { db: Database }): CategoryService {
  const mine = (userId: number, id: number) => and(eq(categories.id, id), ownedBy(categories, userId))
  /** Entries, installment plans (whose entries carry it) or recurring series (whose occurrences will) use the category. */
  const isUsed = async (id: number) =>
    (await db.select({ id: entries.id }).from(entries).where(eq(entries.categoriaId, id)).limit(1)).length > 0 ||
    (await db.select({ id: installmentPlans.id }).from(installmentPlans).where(eq(installmentPlans.categoriaId, id)).limit(1)).length > 0 ||
    (await db.select({ id: recurrences.id }).from(recurrences).where(eq(recurrences.categoriaId, id)).limit(1)).length > 0
  /** A budget limits an expense category: it keeps the category from becoming an income one (a delete takes its budgets along). */
  const hasBudgets = async (id: number) => (await db.select({ id: budgets.id }).from(budgets).where(eq(budgets.categoriaId, id)).limit(1)).length > 0

  /** Runs a write; the unique index's refusal is the duplicate 409. */
  const unlessDuplicate = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write()
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('category_exists')
      throw error
    }
  }

  return {
    async list(userId) {
      const rows = await db
        .select()
        .from(categories)
        .where(ownedBy(categories, userId))
        .orderBy(folded(categories.nomeCategoria), categories.nomeCategoria, categories.id)
      return rows.map(toCategory)
    },

    async create(userId, input) {
      const [row] = await unlessDuplicate(() =>
        db.insert(categories).values({ userId, nomeCategoria: input.nomeCategoria, tipoCategoria: input.tipoCategoria }).returning(),
      )
      return toCategory(row!)
    },

    async update(userId, input) {
      const [current] = await db.select().from(categories).where(mine(userId, input.id))
      if (!current) throw notFound()
      if (current.tipoCategoria !== input.tipoCategoria && ((await isUsed(input.id)) || (await hasBudgets(input.id)))) throw conflict('category_type_in_use')
      const [row] = await unlessDuplicate(() =>
        db
          .update(categories)
          .set({ nomeCategoria: input.nomeCategoria, tipoCategoria: input.tipoCategoria })
          .where(mine(userId, input.id))
          .returning(),
      )
      if (!row) throw notFound()
      return toCategory(row)
    },

    async remove(userId, id) {
      const [current] = await db.select({ id: categories.id }).from(categories).where(mine(userId, id))
      if (!current) throw notFound()
      if (await isUsed(id)) throw conflict('category_in_use')
      try {
        await db.delete(categories).where(mine(userId, id))
      } catch (error) {
        // An entry created between the check and the delete: the foreign key still refuses.
        if (isReferencedRowDelete(error)) throw conflict('category_in_use')
        throw error
      }
    },
  }
}
