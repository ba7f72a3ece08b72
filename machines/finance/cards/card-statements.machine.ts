// One credit card's statements (docs/product-rules.md#card-statements), one statement at a time: the card with its limit and its
// statement list, the open statement first (else the current month's), its items and payments, month
// navigation (also to months without items), moving an unpaid item to the previous or next statement (and
// moving it back: Undo), paying the statement from an account, wholly or partly (the pay modal, its own
// machine), and undoing one payment after a confirmation; each reloads the card and the statement.
import { assign, emit, setup } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isApiError } from '@/api/errors'
import type { BankCard, CardStatement, CardStatementDetail, Entry } from '@/api/card-statements'
import { hasStatementDays } from '@contract/bank-card'
import { addMonths, isStatementMonth } from '@contract/card-statement'
import { FIRST_USER_MONTH, LAST_USER_MONTH } from '@contract/calendar'
import type { StatementPaymentMade } from '@contract/card-statement'
import type { BankAccount } from '@contract/bank-account'
import { isCarriedBalance } from '@/lib/card-items'
import { cardStatementsActors } from './card-statements.actors'
import type { LoadedCard } from './card-statements.actors'
import type { StatementPayOutput } from './statement-pay.machine'
import type { Alert } from '../../alert'

export const cardStatementsMessages = {
  loadFailed: msg`Could not load the card's bills.`,
  notFound: msg`Card not found.`,
  statementFailed: msg({ message: 'Could not load the bill.', context: 'card' }),
  moveFailed: msg`Could not move the item.`,
  moveUndone: msg`Move undone: the item is back on its bill.`,
  paid: msg`Bill paid successfully!`,
  paidPart: msg`Payment recorded. The rest of the bill is still to pay.`,
  paymentUndone: msg`Payment undone: the money is back in the account and the bill is to be paid again.`,
  undoFailed: msg`Could not undo the payment.`,
  carryPaid: msg`The next bill, which carries this payment's unpaid rest, is already paid: undo that payment first.`,
  paymentGone: msg`This payment no longer exists: the bill was reloaded.`,
}

/** An item moved by the user: where it was and where it went (the status line offers to move it back). */
export interface LastMove {
  entryId: number
  descricao: string
  from: string
  to: string
}

export interface CardStatementsContext {
  /** The card from the route; null when the route's id is not an id. */
  cardId: number | null
  /** Today in São Paulo ('YYYY-MM-DD'): the fallback month and the payment's default day. */
  today: string
  card: BankCard | null
  statements: CardStatement[]
  /** The user's bank accounts, which name the payments' accounts (empty when they could not be loaded). */
  accounts: BankAccount[]
  /** The statement shown ('YYYY-MM', its due month); null until the list chose one. */
  month: string | null
  statement: CardStatementDetail | null
  /** Why the card or the statement is missing (failure states). */
  error: MessageDescriptor | null
  alert: Alert | null
  /** The move in flight (`undo`: moving the last move back). */
  pendingMove: { entryId: number; mes: string; undo: boolean } | null
  /** The last move done, until another action replaces it. */
  lastMove: LastMove | null
  /** The payment the user asked to undo (confirming, then undoing). */
  pendingUndo: StatementPaymentMade | null
}

export interface CardStatementsInput {
  cardId: number | null
  today: string
  /** The statement to open first ('YYYY-MM', e.g. from a link to one statement); else the default one. */
  month?: string | null
}

/** What only the page can do: after a move (or an undone payment) the button is gone, so focus goes to the statement's heading. */
export type CardStatementsEmitted = { type: 'statement.focus' }

/** -1: the previous statement; 1: the next one. */
export type MoveDirection = -1 | 1

export type CardStatementsEvent =
  | { type: 'month.previous' }
  | { type: 'month.next' }
  | { type: 'month.select'; mes: string }
  | { type: 'statement.retry' }
  | { type: 'item.move'; id: number; by: MoveDirection }
  | { type: 'move.undo' }
  | { type: 'pay.open' }
  | { type: 'payment.undo'; id: number }
  | { type: 'undo.confirm' }
  | { type: 'undo.cancel' }
  | { type: 'alert.dismiss' }

/** An item still to settle (a purchase A Pagar, a credit A Receber). */
export const isUnpaidItem = (item: Entry): boolean => item.situacao === 'A Pagar' || item.situacao === 'A Receber'

/** The statement shown first: the open one, else the current month's. */
export function defaultStatementMonth(statements: readonly CardStatement[], today: string): string {
  return statements.find((statement) => statement.situacao === 'Aberta')?.mes ?? today.slice(0, 7)
}

/**
 * Where an item of the shown statement would go, or null when it may not move: the item is settled, either
 * statement is paid (the list says so for the other one; the API refuses it too), or past the calendar's ends.
 */
export function moveTarget(context: Pick<CardStatementsContext, 'statement' | 'statements'>, id: number, by: MoveDirection): string | null {
  const statement = context.statement
  if (!statement || statement.situacao === 'Paga') return null
  const item = statement.itens.find((entry) => entry.id === id)
  // A carried balance goes with its payment, never by hand (docs/product-rules.md#card-statements).
  if (!item || !isUnpaidItem(item) || isCarriedBalance(item)) return null
  const target = addMonths(statement.mes, by)
  if (!isStatementMonth(target)) return null
  return context.statements.some((listed) => listed.mes === target && listed.situacao === 'Paga') ? null : target
}

/** The account the pay dialog proposes: the card's payment account, else the one its last payment left, else none. */
export const proposedPayAccount = (card: BankCard | null): number | null => card?.contaPagamentoId ?? card?.contaUltimoPagamentoId ?? null

/** Why an undo was refused, in the user's words: the carried rest is paid, or the payment is gone. */
function undoRefusal(error: unknown): Alert {
  if (isApiError(error) && error.code === 'carry_statement_paid') return { tone: 'danger', message: cardStatementsMessages.carryPaid, detail: null }
  if (isApiError(error) && error.code === 'statement_payment_not_found') return { tone: 'danger', message: cardStatementsMessages.paymentGone, detail: null }
  return { tone: 'danger', message: cardStatementsMessages.undoFailed, detail: refusal(error) }
}

/** A 404 (no such card of this user) says so; any other failure is a failed load. */
const loadError = (error: unknown): MessageDescriptor => (isApiError(error) && error.status === 404 ? cardStatementsMessages.notFound : cardStatementsMessages.loadFailed)
const refusal = (error: unknown): string | null => (isApiError(error) && error.status === 409 && error.message ? error.message : null)
const moveParams = ({ event }: { event: { id: number; by: MoveDirection } }) => ({ id: event.id, by: event.by })

export const cardStatementsMachine = setup({
  types: {
    context: {} as CardStatementsContext,
    events: {} as CardStatementsEvent,
    input: {} as CardStatementsInput,
    children: {} as { loadCard: 'loadCard'; fetchStatement: 'fetchStatement'; moveEntry: 'moveEntry'; statementPay: 'statementPay'; undoPayment: 'undoPayment' },
    tags: {} as 'busy',
    emitted: {} as CardStatementsEmitted,
  },
  actors: cardStatementsActors,
  actions: {
    assignCard: assign(({ context }, loaded: LoadedCard) => ({
      card: loaded.card,
      statements: loaded.statements,
      accounts: loaded.accounts,
      // A reload (after a move or a payment) stays on the statement shown.
      month: context.month ?? (hasStatementDays(loaded.card) ? defaultStatementMonth(loaded.statements, context.today) : null),
      error: null,
    })),
    setLoadFailed: assign((_, error: MessageDescriptor) => ({ card: null, statement: null, error })),
    moveMonth: assign(({ context }, { by }: { by: number }) => ({ month: addMonths(context.month!, by) })),
    selectMonth: assign((_, { mes }: { mes: string }) => ({ month: mes })),
    assignStatement: assign((_, statement: CardStatementDetail) => ({ statement, error: null })),
    setStatementFailed: assign({ statement: null, error: cardStatementsMessages.statementFailed }),
    assignPendingMove: assign(({ context }, { id, by }: { id: number; by: MoveDirection }) => ({ pendingMove: { entryId: id, mes: moveTarget(context, id, by)!, undo: false } })),
    assignUndoMove: assign(({ context }) => ({ pendingMove: { entryId: context.lastMove!.entryId, mes: context.lastMove!.from, undo: true } })),
    clearPendingMove: assign({ pendingMove: null }),
    // The move done becomes the last move (Undo), unless it was the undo itself.
    recordMove: assign(({ context }) => {
      const move = context.pendingMove!
      if (move.undo) return { lastMove: null, alert: { tone: 'success' as const, message: cardStatementsMessages.moveUndone, detail: null } }
      const item = context.statement?.itens.find((entry) => entry.id === move.entryId)
      return { lastMove: { entryId: move.entryId, descricao: item?.descricao ?? '', from: context.month!, to: move.mes }, alert: null }
    }),
    clearLastMove: assign({ lastMove: null }),
    assignPendingUndo: assign(({ context }, { id }: { id: number }) => ({ pendingUndo: context.statement?.pagamentos.find((payment) => payment.id === id) ?? null })),
    clearPendingUndo: assign({ pendingUndo: null }),
    setAlert: assign((_, alert: Alert) => ({ alert })),
    clearAlert: assign({ alert: null }),
    focusStatement: emit({ type: 'statement.focus' as const }),
  },
  guards: {
    hasNoStatementDays: (_, card: BankCard) => !hasStatementDays(card),
    hasPreviousMonth: ({ context }) => context.month !== null && context.month > FIRST_USER_MONTH,
    hasNextMonth: ({ context }) => context.month !== null && context.month < LAST_USER_MONTH,
    isOtherMonth: ({ context }, { mes }: { mes: string }) => isStatementMonth(mes) && mes !== context.month,
    canMove: ({ context }, { id, by }: { id: number; by: MoveDirection }) => moveTarget(context, id, by) !== null,
    /** Something is left to settle: the API answers 409 otherwise. */
    canPay: ({ context }) => context.statement !== null && context.statement.restante > 0,
    hasLastMove: ({ context }) => context.lastMove !== null,
    isListedPayment: ({ context }, { id }: { id: number }) => context.statement?.pagamentos.some((payment) => payment.id === id) ?? false,
    hasAlert: ({ context }) => context.alert !== null,
    modalPaid: (_, outcome: StatementPayOutput['outcome']) => outcome === 'paid',
    paidInFull: (_, output: StatementPayOutput) => output.outcome === 'paid' && output.statement.restante === 0,
  },
}).createMachine({
  id: 'cardStatements',
  context: ({ input }) => ({
    cardId: input.cardId,
    today: input.today,
    card: null,
    statements: [],
    accounts: [],
    month: input.month && isStatementMonth(input.month) ? input.month : null,
    statement: null,
    error: null,
    alert: null,
    pendingMove: null,
    lastMove: null,
    pendingUndo: null,
  }),
  initial: 'loading',
  on: { 'alert.dismiss': { guard: 'hasAlert', actions: 'clearAlert' } },
  states: {
    // The card and its statement list (again after a move or a payment: totals, statuses and the limit change).
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadCard',
        src: 'loadCard',
        input: ({ context }) => ({ cardId: context.cardId }),
        onDone: [
          { guard: { type: 'hasNoStatementDays', params: ({ event }) => event.output.card }, target: 'noStatements', actions: { type: 'assignCard', params: ({ event }) => event.output } },
          { target: 'loadingStatement', actions: { type: 'assignCard', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failure', actions: { type: 'setLoadFailed', params: ({ event }) => loadError(event.error) } },
      },
    },
    failure: {
      on: { 'statement.retry': 'loading' },
    },
    // A card without closing and due days has no statements: the page says so and links to the cards.
    noStatements: {},
    loadingStatement: {
      tags: 'busy',
      invoke: {
        id: 'fetchStatement',
        src: 'fetchStatement',
        input: ({ context }) => ({ cardId: context.cardId!, mes: context.month! }),
        onDone: { target: 'viewing', actions: { type: 'assignStatement', params: ({ event }) => event.output } },
        onError: { target: 'statementFailure', actions: 'setStatementFailed' },
      },
    },
    statementFailure: {
      on: {
        'statement.retry': 'loadingStatement',
        'month.previous': { guard: 'hasPreviousMonth', target: 'loadingStatement', actions: { type: 'moveMonth', params: { by: -1 } } },
        'month.next': { guard: 'hasNextMonth', target: 'loadingStatement', actions: { type: 'moveMonth', params: { by: 1 } } },
        'month.select': { guard: { type: 'isOtherMonth', params: ({ event }) => event }, target: 'loadingStatement', actions: { type: 'selectMonth', params: ({ event }) => event } },
      },
    },
    viewing: {
      on: {
        'month.previous': { guard: 'hasPreviousMonth', target: 'loadingStatement', actions: ['clearAlert', 'clearLastMove', { type: 'moveMonth', params: { by: -1 } }] },
        'month.next': { guard: 'hasNextMonth', target: 'loadingStatement', actions: ['clearAlert', 'clearLastMove', { type: 'moveMonth', params: { by: 1 } }] },
        'month.select': {
          guard: { type: 'isOtherMonth', params: ({ event }) => event },
          target: 'loadingStatement',
          actions: ['clearAlert', 'clearLastMove', { type: 'selectMonth', params: ({ event }) => event }],
        },
        'item.move': { guard: { type: 'canMove', params: moveParams }, target: 'moving', actions: ['clearAlert', 'clearLastMove', { type: 'assignPendingMove', params: moveParams }] },
        'move.undo': { guard: 'hasLastMove', target: 'moving', actions: ['clearAlert', 'assignUndoMove'] },
        'pay.open': { guard: 'canPay', target: 'paying', actions: ['clearAlert', 'clearLastMove'] },
        'payment.undo': {
          guard: { type: 'isListedPayment', params: ({ event }) => event },
          target: 'confirmingUndo',
          actions: ['clearAlert', 'clearLastMove', { type: 'assignPendingUndo', params: ({ event }) => event }],
        },
      },
    },
    // "Undo this payment?": the money goes back to the account, the items it settled are to pay again.
    confirmingUndo: {
      on: {
        'undo.confirm': 'undoingPayment',
        'undo.cancel': { target: 'viewing', actions: 'clearPendingUndo' },
      },
    },
    undoingPayment: {
      tags: 'busy',
      invoke: {
        id: 'undoPayment',
        src: 'undoPayment',
        input: ({ context }) => ({ cardId: context.cardId!, mes: context.month!, pagamentoId: context.pendingUndo!.id }),
        onDone: {
          target: 'loading',
          actions: ['clearPendingUndo', { type: 'setAlert', params: { tone: 'success', message: cardStatementsMessages.paymentUndone, detail: null } }, 'focusStatement'],
        },
        // Whatever the refusal, the statement is read again: a payment that is gone leaves the list.
        onError: { target: 'loading', actions: ['clearPendingUndo', { type: 'setAlert', params: ({ event }) => undoRefusal(event.error) }] },
      },
    },
    moving: {
      tags: 'busy',
      invoke: {
        id: 'moveEntry',
        src: 'moveEntry',
        input: ({ context }) => ({ entryId: context.pendingMove!.entryId, mes: context.pendingMove!.mes }),
        onDone: { target: 'loading', actions: ['recordMove', 'clearPendingMove', 'focusStatement'] },
        onError: {
          target: 'viewing',
          actions: ['clearPendingMove', { type: 'setAlert', params: ({ event }) => ({ tone: 'danger', message: cardStatementsMessages.moveFailed, detail: refusal(event.error) }) }],
        },
      },
    },
    // The pay modal, its own machine (statement-pay): an account, a day (today by default) and an amount
    // (what remains by default).
    paying: {
      invoke: {
        id: 'statementPay',
        src: 'statementPay',
        input: ({ context }) => ({ cardId: context.cardId!, mes: context.month!, amount: context.statement!.restante, today: context.today, accountId: proposedPayAccount(context.card) }),
        onDone: [
          {
            guard: { type: 'paidInFull', params: ({ event }) => event.output },
            target: 'loading',
            actions: { type: 'setAlert', params: { tone: 'success', message: cardStatementsMessages.paid, detail: null } },
          },
          {
            guard: { type: 'modalPaid', params: ({ event }) => event.output.outcome },
            target: 'loading',
            actions: { type: 'setAlert', params: { tone: 'success', message: cardStatementsMessages.paidPart, detail: null } },
          },
          { target: 'viewing' },
        ],
      },
    },
  },
})

export type CardStatementsMachine = typeof cardStatementsMachine
