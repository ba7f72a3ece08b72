// One bank account's statement, a month at a time: the balance before the month, its settled movements
// (entries, transfers, card statement payments) with the running balance, the balance after; month
// navigation from 1900-01 to 2099-12; the transfer modal (its own machine) and the deletion of a
// transfer after a confirmation reload the statement. docs/product-rules.md#bank-accounts-and-transfers.
import { assign, setup } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isApiError } from '@/api/errors'
import type { BankAccount, Movement, Statement } from '@contract/bank-account'
import { FIRST_USER_MONTH, LAST_USER_MONTH } from '@contract/calendar'
import { saoPauloDay, monthBounds, shiftMonth } from '@/lib/month'
import type { MonthKey } from '@/lib/month'
import { accountStatementActors } from './account-statement.actors'
import type { LoadedStatement } from './account-statement.actors'
import { transferAccounts } from './transfer-form.machine'
import type { TransferFormOutput } from './transfer-form.machine'
import type { Alert } from '../../alert'

export const accountStatementMessages = {
  loadFailed: msg`Could not load the statement.`,
  notFound: msg`Bank account not found.`,
  transferred: msg`Transfer recorded successfully!`,
  transferDeleted: msg`Transfer deleted successfully!`,
  failed: msg`Error processing operation.`,
}

export interface AccountStatementContext {
  /** The account from the route; null when the route's id is not an id. */
  accountId: number | null
  month: MonthKey
  /** Every account of the user (the title names this one; the transfer form offers those not archived). */
  accounts: BankAccount[]
  statement: Statement | null
  /** Why the statement is missing (failure state). */
  error: MessageDescriptor | null
  pendingDelete: Movement | null
  alert: Alert | null
}

export interface AccountStatementInput {
  accountId: number | null
  /** The month to show first (the current one, São Paulo). */
  month: MonthKey
}

export type AccountStatementEvent =
  | { type: 'month.previous' }
  | { type: 'month.next' }
  | { type: 'statement.retry' }
  | { type: 'transfer.open' }
  | { type: 'transfer.delete'; id: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'alert.dismiss' }

/** The account the statement is of, once loaded. */
export const statementAccount = (context: Pick<AccountStatementContext, 'accounts' | 'accountId'>): BankAccount | null =>
  context.accounts.find((account) => account.id === context.accountId) ?? null

const findTransfer = (context: AccountStatementContext, id: number) => context.statement?.movimentos.find((movement) => movement.tipo === 'transferencia' && movement.id === id) ?? null
/** A 404 (no such account of this user) says so; any other failure is a failed load. */
const loadError = (error: unknown): MessageDescriptor =>
  isApiError(error) && error.status === 404 ? accountStatementMessages.notFound : accountStatementMessages.loadFailed
const movementId = ({ event }: { event: { id: number } }) => ({ id: event.id })

export const accountStatementMachine = setup({
  types: {
    context: {} as AccountStatementContext,
    events: {} as AccountStatementEvent,
    input: {} as AccountStatementInput,
    children: {} as { fetchStatement: 'fetchStatement'; deleteTransfer: 'deleteTransfer'; transferForm: 'transferForm' },
    tags: {} as 'busy',
  },
  actors: accountStatementActors,
  actions: {
    moveMonth: assign(({ context }, { by }: { by: number }) => ({ month: shiftMonth(context.month, by) })),
    assignLoaded: assign((_, loaded: LoadedStatement) => ({ accounts: loaded.accounts, statement: loaded.statement, error: null })),
    setLoadFailed: assign((_, error: MessageDescriptor) => ({ statement: null, error })),
    assignPendingDelete: assign(({ context }, { id }: { id: number }) => ({ pendingDelete: findTransfer(context, id) })),
    clearPendingDelete: assign({ pendingDelete: null }),
    setAlert: assign((_, alert: Alert) => ({ alert })),
    clearAlert: assign({ alert: null }),
  },
  guards: {
    hasPreviousMonth: ({ context }) => context.month > FIRST_USER_MONTH,
    hasNextMonth: ({ context }) => context.month < LAST_USER_MONTH,
    /** A transfer needs two accounts that are not archived, this one among them. */
    canTransfer: ({ context }) => statementAccount(context)?.arquivada === false && transferAccounts(context.accounts).length >= 2,
    isTransfer: ({ context }, { id }: { id: number }) => findTransfer(context, id) !== null,
    hasAlert: ({ context }) => context.alert !== null,
    modalSaved: (_, outcome: TransferFormOutput['outcome']) => outcome === 'saved',
  },
}).createMachine({
  id: 'accountStatement',
  context: ({ input }) => ({ accountId: input.accountId, month: input.month, accounts: [], statement: null, error: null, pendingDelete: null, alert: null }),
  initial: 'loading',
  on: { 'alert.dismiss': { guard: 'hasAlert', actions: 'clearAlert' } },
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchStatement',
        src: 'fetchStatement',
        input: ({ context }) => {
          const { from, to } = monthBounds(context.month)
          return { accountId: context.accountId, period: { dataInicio: from, dataFim: to } }
        },
        onDone: { target: 'loaded', actions: { type: 'assignLoaded', params: ({ event }) => event.output } },
        onError: { target: 'failure', actions: { type: 'setLoadFailed', params: ({ event }) => loadError(event.error) } },
      },
    },
    loaded: {
      on: {
        // The arrows stop at the months a user's dates may take (1900-01 to 2099-12).
        'month.previous': { guard: 'hasPreviousMonth', target: 'loading', actions: ['clearAlert', { type: 'moveMonth', params: { by: -1 } }] },
        'month.next': { guard: 'hasNextMonth', target: 'loading', actions: ['clearAlert', { type: 'moveMonth', params: { by: 1 } }] },
        'transfer.open': { guard: 'canTransfer', target: 'transfer', actions: 'clearAlert' },
        'transfer.delete': { guard: { type: 'isTransfer', params: movementId }, target: 'confirming', actions: ['clearAlert', { type: 'assignPendingDelete', params: movementId }] },
      },
    },
    failure: {
      on: {
        'statement.retry': 'loading',
        'month.previous': { guard: 'hasPreviousMonth', target: 'loading', actions: { type: 'moveMonth', params: { by: -1 } } },
        'month.next': { guard: 'hasNextMonth', target: 'loading', actions: { type: 'moveMonth', params: { by: 1 } } },
      },
    },
    // The transfer modal, its own machine (transfer-form), from this account by default, dated today.
    transfer: {
      invoke: {
        id: 'transferForm',
        src: 'transferForm',
        input: ({ context }) => ({ accounts: context.accounts, from: context.accountId, today: saoPauloDay(new Date()) }),
        onDone: [
          {
            guard: { type: 'modalSaved', params: ({ event }) => event.output.outcome },
            target: 'loading',
            actions: { type: 'setAlert', params: { tone: 'success', message: accountStatementMessages.transferred } },
          },
          { target: 'loaded' },
        ],
      },
    },
    confirming: {
      on: {
        'delete.confirm': 'deleting',
        'delete.cancel': { target: 'loaded', actions: 'clearPendingDelete' },
      },
    },
    deleting: {
      tags: 'busy',
      invoke: {
        id: 'deleteTransfer',
        src: 'deleteTransfer',
        input: ({ context }) => ({ id: context.pendingDelete!.id }),
        onDone: { target: 'loading', actions: ['clearPendingDelete', { type: 'setAlert', params: { tone: 'success', message: accountStatementMessages.transferDeleted } }] },
        onError: { target: 'loaded', actions: ['clearPendingDelete', { type: 'setAlert', params: { tone: 'danger', message: accountStatementMessages.failed } }] },
      },
    },
  },
})

export type AccountStatementMachine = typeof accountStatementMachine
