import { vi } from 'vitest'

// Module doubles for the finance panel's side loads in tests that render the panel for something else (the
// layout, the routes, the session): every call answers nothing, so no request leaves and nothing changes.
// Used as `vi.mock('@/api/planning', async () => (await import('./pending-modules')).pendingPlanning())`.

const pending = () => vi.fn(() => new Promise<never>(() => {}))

/** '@/api/registries': the categories, cards and holders lists. */
export const pendingRegistries = () => {
  const registry = () => ({ list: pending() })
  return { bankCardsApi: registry, categoriesApi: registry, accountHoldersApi: registry }
}

/** '@/api/planning': budgets, spending by category and the projection. */
export const pendingPlanning = () => ({
  listBudgets: pending(),
  putBudget: pending(),
  deleteBudget: pending(),
  spendingByCategory: pending(),
  getProjection: pending(),
})

/** '@/api/recurrences': the recurring series. */
export const pendingRecurrences = () => ({
  listRecurrences: pending(),
  createRecurrence: pending(),
  updateRecurrence: pending(),
  deleteRecurrence: pending(),
})
