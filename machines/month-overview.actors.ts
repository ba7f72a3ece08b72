// The month overview's actor (docs/product-rules.md#entries: the month's totals): the summaries of a period, from
// GET /v1/api/lancamento/resumo-mensal; tests provide a fake instead.
import { fromPromise } from 'xstate'
import { listBankAccounts } from '@/api/bank-accounts'
import type { BankAccount } from '@/api/bank-accounts'
import { fetchMonthSummary, listOverdue } from '@/api/entries'
import type { EntryPeriod, MonthSummary, OverdueSummary } from '@/api/entries'

export const monthOverviewActors = {
  /** One summary per month of the period (the machine asks for the last six months). */
  fetchSummary: fromPromise<MonthSummary[], EntryPeriod>(({ input }) => fetchMonthSummary(input)),
  /** The overdue entries of every month: pending ones dated before today. */
  fetchOverdue: fromPromise<OverdueSummary>(async () => listOverdue()),
  /** The bank accounts with their balances (the panel shows those not archived). */
  fetchAccounts: fromPromise<BankAccount[]>(async () => listBankAccounts()),
}
