// The month overview's actors (docs/product-rules.md#entries: the month's totals): the summaries of a period, from
// GET /v1/api/lancamento/resumo-mensal, what is overdue and due in the next days (GET /v1/api/financas/a-vencer),
// the bank accounts and the cards (their next statement); tests provide fakes instead.
import { fromPromise } from 'xstate'
import { listBankAccounts } from '@/api/bank-accounts'
import type { BankAccount } from '@/api/bank-accounts'
import { fetchMonthSummary } from '@/api/entries'
import { getDue } from '@/api/planning'
import type { DueSummary } from '@/api/planning'
import { bankCardsApi } from '@/api/registries'
import type { BankCard } from '@/api/registries'
import type { EntryPeriod, MonthSummary } from '@/api/entries'

/** The panel's "due" list looks this many days ahead (today included). */
export const DUE_PANEL_DAYS = 7

export const monthOverviewActors = {
  /** One summary per month of the period (the machine asks for the last six months). */
  fetchSummary: fromPromise<MonthSummary[], EntryPeriod>(({ input }) => fetchMonthSummary(input)),
  /** What is overdue (every month) and due in the next 7 days: entries not on a card with statements, and statements. */
  fetchDue: fromPromise<DueSummary>(async () => getDue(DUE_PANEL_DAYS)),
  /** The bank accounts with their balances (the panel shows those not archived). */
  fetchAccounts: fromPromise<BankAccount[]>(async () => listBankAccounts()),
  /** The bank cards, each with its next statement to pay (month, due date, what remains) when it has statement days. */
  fetchCards: fromPromise<BankCard[]>(async () => bankCardsApi().list()),
}
