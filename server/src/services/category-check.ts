import { and, eq } from 'drizzle-orm'
import type { CategoryType } from '@contract/finance'
import { categories } from '../db/schema'
import { ownedBy } from '../db/scope'
import type { Executor } from './installment-links'

// The category a row names (an entry, a plan, a recurring series, a budget) must be one of the user's, of the
// row's type (docs/product-rules.md#entries): one check, one pair of field messages.

/** What is wrong with `categoryId` for a row of `type`: not one of the user's, or of the other type; null when right. */
export async function categoryProblem(executor: Executor, userId: number, categoryId: number, type: CategoryType) {
  const [category] = await executor
    .select({ tipo: categories.tipoCategoria })
    .from(categories)
    .where(and(eq(categories.id, categoryId), ownedBy(categories, userId)))
  if (!category) return 'unknown_category' as const
  return category.tipo === type ? null : ('category_type_mismatch' as const)
}
