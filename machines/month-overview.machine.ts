// The month overview of the finance panel: this month's income, expenses and balance and the last six
// months of income vs expenses, from GET /v1/api/lancamento/resumo-mensal; beside it, for the whole life of
// the panel, the overdue entries of every month (GET /v1/api/lancamento/vencidos), whose
// failure only hides their banner; and the bank accounts with their current balances (GET
// /v1/api/contabancaria), whose failure only hides them. What the totals count: docs/product-rules.md#entries.
import { assign, setup } from 'xstate'
import type { BankAccount } from '@/api/schemas/bank-account'
import type { MonthSummary, OverdueSummary } from '@/api/schemas/entry'
import { monthBounds, monthsEnding } from '@/lib/month'
import type { MonthKey } from '@/lib/month'
import { monthOverviewActors } from './month-overview.actors'

/** The chart covers the current month and the five before it. */
export const OVERVIEW_MONTHS = 6

/** The period the overview asks for: the first day of the oldest month to the last day of the current one. */
export function overviewPeriod(month: MonthKey): { dataInicio: string; dataFim: string } {
  const months = monthsEnding(month, OVERVIEW_MONTHS)
  return { dataInicio: monthBounds(months[0]!).from, dataFim: monthBounds(month).to }
}

/** The summary of `month`, or zeros when the answer has none. */
export function summaryOf(months: readonly MonthSummary[], month: MonthKey): MonthSummary {
  return months.find((summary) => summary.mes === month) ?? { mes: month, receitas: 0, despesas: 0, saldo: 0, aPagar: 0, aReceber: 0 }
}

export interface MonthOverviewContext {
  /** The current month. */
  month: MonthKey
  /** Oldest first, one per month of the period. */
  months: MonthSummary[]
  /** Overdue entries over all months; null until known (or when their load failed). */
  overdue: OverdueSummary | null
  /** The user's bank accounts (archived ones too); null until known (or when their load failed). */
  accounts: BankAccount[] | null
}

export type MonthOverviewEvent = { type: 'summary.retry' }

export const monthOverviewMachine = setup({
  types: {
    context: {} as MonthOverviewContext,
    events: {} as MonthOverviewEvent,
    input: {} as { month: MonthKey },
    tags: {} as 'busy',
  },
  actors: monthOverviewActors,
  actions: {
    assignMonths: assign((_, months: MonthSummary[]) => ({ months })),
    clearMonths: assign({ months: [] as MonthSummary[] }),
    assignOverdue: assign((_, overdue: OverdueSummary) => ({ overdue })),
    clearOverdue: assign({ overdue: null }),
    assignAccounts: assign((_, accounts: BankAccount[]) => ({ accounts })),
    clearAccounts: assign({ accounts: null }),
  },
}).createMachine({
  id: 'monthOverview',
  context: ({ input }) => ({ month: input.month, months: [], overdue: null, accounts: null }),
  // The overdue banner and the account balances load beside the overview, whatever its state; a failure
  // leaves no banner, no balances.
  invoke: [
    {
      id: 'fetchOverdue',
      src: 'fetchOverdue',
      onDone: { actions: { type: 'assignOverdue', params: ({ event }) => event.output } },
      onError: { actions: 'clearOverdue' },
    },
    {
      id: 'fetchAccounts',
      src: 'fetchAccounts',
      onDone: { actions: { type: 'assignAccounts', params: ({ event }) => event.output } },
      onError: { actions: 'clearAccounts' },
    },
  ],
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchSummary',
        src: 'fetchSummary',
        input: ({ context }) => overviewPeriod(context.month),
        onDone: { target: 'ready', actions: { type: 'assignMonths', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: 'clearMonths' },
      },
    },
    ready: {},
    failed: {
      on: { 'summary.retry': 'loading' },
    },
  },
})

export type MonthOverviewMachine = typeof monthOverviewMachine
