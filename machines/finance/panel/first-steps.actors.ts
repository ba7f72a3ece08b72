// The first-steps list's actor: what the user has done so far, read from their data (bank accounts, cards,
// statement imports, the month's budgets) in four GETs; tests provide fakes. And where the list's dismissal is kept.
import { fromPromise } from 'xstate'
import { listBankAccounts } from '@/api/bank-accounts'
import { listImports } from '@/api/bank-import'
import { listBudgets } from '@/api/planning'
import { bankCardsApi } from '@/api/registries'
import { hasStatementDays } from '@contract/bank-card'
import { storage } from '@/lib/storage'

export const firstSteps = ['account', 'card', 'import', 'budget'] as const
export type FirstStep = (typeof firstSteps)[number]
/** Which steps are done. */
export type FirstStepsProgress = Record<FirstStep, boolean>

/** The panel's list was dismissed by `username` on this device. */
export function firstStepsDismissed(username: string): boolean {
  return username !== '' && storage.get('financas.primeirosPassos') === `dispensado:${username}`
}

export function dismissFirstSteps(username: string): void {
  if (username !== '') storage.set('financas.primeirosPassos', `dispensado:${username}`)
}

export const firstStepsActors = {
  /** An account (any, archived too), a card with closing and due days, an import, a budget in `month` ('YYYY-MM'). */
  loadProgress: fromPromise<FirstStepsProgress, { month: string }>(async ({ input }) => {
    const [accounts, cards, imports, budgets] = await Promise.all([listBankAccounts(), bankCardsApi().list(), listImports(), listBudgets(input.month)])
    return { account: accounts.length > 0, card: cards.some(hasStatementDays), import: imports.length > 0, budget: budgets.length > 0 }
  }),
}
