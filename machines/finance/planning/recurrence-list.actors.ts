// The recurring series page's actors (src/api/planning.ts, the bank accounts' and the cards' GETs): the
// series with the accounts and cards that name them, a series ended at a day or deleted, and the
// add/edit modal's machine it invokes.
import { fromPromise } from 'xstate'
import { listBankAccounts } from '@/api/bank-accounts'
import type { BankAccount } from '@/api/bank-accounts'
import { deleteRecurrence, listRecurrences } from '@/api/recurrences'
import type { Recurrence } from '@/api/recurrences'
import { bankCardsApi } from '@/api/registries'
import type { BankCard } from '@/api/registries'
import { recurrenceFormMachine } from './recurrence-form.machine'

/** The series, and the accounts and cards that name them (their failure only leaves them unnamed). */
export interface LoadedRecurrences {
  recurrences: Recurrence[]
  accounts: BankAccount[]
  cards: BankCard[]
}

export const recurrenceListActors = {
  fetchRecurrences: fromPromise<LoadedRecurrences>(async () => {
    const accounts = Promise.resolve()
      .then(() => listBankAccounts())
      .catch((): BankAccount[] => [])
    const cards = Promise.resolve()
      .then(() => bankCardsApi().list())
      .catch((): BankCard[] => [])
    const recurrences = await listRecurrences()
    return { recurrences, accounts: await accounts, cards: await cards }
  }),
  /** `aPartirDe`: end the series at that day; none: delete it with all its unpaid occurrences. */
  deleteRecurrence: fromPromise<void, { id: number; aPartirDe: string | null }>(({ input }) => deleteRecurrence(input.id, input.aPartirDe ?? undefined)),
  recurrenceForm: recurrenceFormMachine,
}
