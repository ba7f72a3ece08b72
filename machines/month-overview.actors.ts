// The month overview's actors (docs/product-rules.md#entries: the month's totals): the summaries of a period, from
// GET /v1/api/lancamento/resumo-mensal, the overdue entries, the bank accounts and the cards (their open
// statements); tests provide fakes instead.
import { fromPromise } from 'xstate'
import { listBankAccounts } from '@/api/bank-accounts'
import type { BankAccount } from '@/api/bank-accounts'
import { fetchMonthSummary, listOverdue } from '@/api/entries'
import { bankCardsApi } from '@/api/registries'
import type { BankCard } from '@/api/registries'
import type { EntryPeriod, MonthSummary, OverdueSummary } from '@/api/entries'

export const monthOverviewActors = {
  /** One summary per month of the period (the machine asks for the last six months). */
  fetchSummary: fromPromise<MonthSummary[], EntryPeriod>(({ input }) => fetchMonthSummary(input)),
  /** The overdue entries of every month: pending ones dated before today. */
  fetchOverdue: fromPromise<OverdueSummary>(async () => listOverdue()),
  /** The bank accounts with their balances (the panel shows those not archived). */
  fetchAccounts: fromPromise<BankAccount[]>(async () => listBankAccounts()),
  /** The bank cards, each with its open statement (month, due date, total) when it has statement days. */
  fetchCards: fromPromise<BankCard[]>(async () => bankCardsApi().list()),
}
