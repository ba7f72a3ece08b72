import { vi } from 'vitest'

// Module doubles for a load that starts where no machine can be given actors (the layout's quick add, whose view
// starts its own machine): every call answers nothing, so no request leaves and nothing changes.
// Used as `vi.mock('@/api/registries', async () => (await import('./pending-modules')).pendingRegistries())`.

const pending = () => vi.fn(() => new Promise<never>(() => {}))

/** '@/api/registries': the categories, cards and holders lists. */
export const pendingRegistries = () => {
  const registry = () => ({ list: pending() })
  return { bankCardsApi: registry, categoriesApi: registry, accountHoldersApi: registry }
}
