// The month overview of the finance panel: the viewed month's income, expenses and balance and the six
// months of income vs expenses up to it, from GET /v1/api/lancamento/resumo-mensal; the month moves back and
// forth (and back to the current one), each move loading that month afresh; beside it, for the whole life of
// the panel, what is overdue and due in the next 7 days (GET /v1/api/financas/a-vencer), whose failure only
// hides its section; the bank accounts with their current balances (GET /v1/api/contabancaria) and the
// credit cards' next statements to pay (GET /v1/api/cartao), whose failures only hide them. What the totals
// count: docs/product-rules.md#entries; statements and what is due: docs/product-rules.md#card-statements.
import { assign, setup } from 'xstate'
import { FIRST_USER_MONTH, LAST_USER_MONTH } from '@contract/calendar'
import type { BankAccount } from '@contract/bank-account'
import type { BankCard } from '@contract/bank-card'
import type { MonthSummary } from '@contract/entry'
import type { DueSummary } from '@contract/due'
import { monthBounds, monthsEnding, shiftMonth } from '@/lib/month'
import type { MonthKey } from '@/lib/month'
import { monthOverviewActors } from './month-overview.actors'

/** The chart covers the viewed month and the five before it. */
export const OVERVIEW_MONTHS = 6

/** The months the panel may show: the chart's period stays within the days a user's dates may take (docs/product-rules.md#dates). */
export const FIRST_VIEWED_MONTH = shiftMonth(FIRST_USER_MONTH, OVERVIEW_MONTHS - 1)
export const LAST_VIEWED_MONTH = LAST_USER_MONTH

/** The period the overview asks for: the first day of the oldest month to the last day of the viewed one. */
export function overviewPeriod(month: MonthKey): { dataInicio: string; dataFim: string } {
  const months = monthsEnding(month, OVERVIEW_MONTHS)
  return { dataInicio: monthBounds(months[0]!).from, dataFim: monthBounds(month).to }
}

/** The summary of `month`, or zeros when the answer has none. */
export function summaryOf(months: readonly MonthSummary[], month: MonthKey): MonthSummary {
  return months.find((summary) => summary.mes === month) ?? { mes: month, receitas: 0, despesas: 0, saldo: 0, aPagar: 0, aReceber: 0 }
}

/** A card with a statement to pay next: the earliest unpaid closed or overdue one, else the open one. */
export type CardWithStatement = BankCard & { proximaFatura: NonNullable<BankCard['proximaFatura']> }

const hasStatement = (card: BankCard): card is CardWithStatement => card.proximaFatura !== null

/** The cards with a statement to pay next, the one due first first (then by id, so that the order is stable). */
export function nextStatements(cards: readonly BankCard[]): CardWithStatement[] {
  return cards.filter(hasStatement).sort((a, b) => a.proximaFatura.dataVencimento.localeCompare(b.proximaFatura.dataVencimento) || a.id - b.id)
}

export interface MonthOverviewContext {
  /** The viewed month (the budgets and the spending by category below follow it). */
  month: MonthKey
  /** The current month, where the panel starts and where 'back to the current month' returns. */
  currentMonth: MonthKey
  /** Oldest first, one per month of the period. */
  months: MonthSummary[]
  /** What is overdue (all months) and due in the next days; null until known (or when its load failed). */
  due: DueSummary | null
  /** The user's bank accounts (archived ones too); null until known (or when their load failed). */
  accounts: BankAccount[] | null
  /** The cards with a statement to pay next, by due date (nextStatements); null until known (or when their load failed). */
  statementCards: CardWithStatement[] | null
  /** Which of the three loads beside the overview have answered (with their data or a failure): the panel keeps their place until then. */
  answered: { due: boolean; accounts: boolean; cards: boolean }
}

export type MonthOverviewEvent = { type: 'summary.retry' } | { type: 'month.previous' } | { type: 'month.next' } | { type: 'month.current' }

export const monthOverviewMachine = setup({
  types: {
    context: {} as MonthOverviewContext,
    events: {} as MonthOverviewEvent,
    /** The current month. */
    input: {} as { month: MonthKey },
    tags: {} as 'busy',
  },
  actors: monthOverviewActors,
  actions: {
    assignMonths: assign((_, months: MonthSummary[]) => ({ months })),
    clearMonths: assign({ months: [] as MonthSummary[] }),
    assignDue: assign(({ context }, due: DueSummary) => ({ due, answered: { ...context.answered, due: true } })),
    clearDue: assign(({ context }) => ({ due: null, answered: { ...context.answered, due: true } })),
    assignAccounts: assign(({ context }, accounts: BankAccount[]) => ({ accounts, answered: { ...context.answered, accounts: true } })),
    clearAccounts: assign(({ context }) => ({ accounts: null, answered: { ...context.answered, accounts: true } })),
    assignCards: assign(({ context }, cards: BankCard[]) => ({ statementCards: nextStatements(cards), answered: { ...context.answered, cards: true } })),
    clearCards: assign(({ context }) => ({ statementCards: null, answered: { ...context.answered, cards: true } })),
    moveMonth: assign(({ context }, by: number) => ({ month: shiftMonth(context.month, by) })),
    showCurrentMonth: assign(({ context }) => ({ month: context.currentMonth })),
  },
  guards: {
    hasPreviousMonth: ({ context }) => context.month > FIRST_VIEWED_MONTH,
    hasNextMonth: ({ context }) => context.month < LAST_VIEWED_MONTH,
    awayFromCurrentMonth: ({ context }) => context.month !== context.currentMonth,
  },
}).createMachine({
  id: 'monthOverview',
  context: ({ input }) => ({ month: input.month, currentMonth: input.month, months: [], due: null, accounts: null, statementCards: null, answered: { due: false, accounts: false, cards: false } }),
  // What is due, the account balances and the cards' next statements load beside the overview, whatever
  // its state; a failure leaves no due list, no balances, no statements.
  invoke: [
    {
      id: 'fetchDue',
      src: 'fetchDue',
      onDone: { actions: { type: 'assignDue', params: ({ event }) => event.output } },
      onError: { actions: 'clearDue' },
    },
    {
      id: 'fetchAccounts',
      src: 'fetchAccounts',
      onDone: { actions: { type: 'assignAccounts', params: ({ event }) => event.output } },
      onError: { actions: 'clearAccounts' },
    },
    {
      id: 'fetchCards',
      src: 'fetchCards',
      onDone: { actions: { type: 'assignCards', params: ({ event }) => event.output } },
      onError: { actions: 'clearCards' },
    },
  ],
  // Whatever the state, another month is loaded afresh: entering 'loading' again invokes a new fetchSummary
  // (the one in flight stops, so a late answer for the month left cannot land).
  on: {
    'month.previous': { guard: 'hasPreviousMonth', target: '.loading', actions: { type: 'moveMonth', params: -1 } },
    'month.next': { guard: 'hasNextMonth', target: '.loading', actions: { type: 'moveMonth', params: 1 } },
    'month.current': { guard: 'awayFromCurrentMonth', target: '.loading', actions: 'showCurrentMonth' },
  },
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
