// Bank accounts page: the accounts with their current and projected balances, the total current balance
// of those listed and the total forecast for the month's end (the projection's own figure, so the two always
// agree); archived accounts only when asked for; the add/edit modal (its own machine); archive and
// unarchive; delete after a confirmation (an account with movements is refused: the API's reason says
// to archive it). States and events: docs/machines/bank-account-list.md; the rules:
// docs/product-rules.md#bank-accounts-and-transfers.
import { assign, setup } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { toApiFailure } from '@/api/errors'
import type { ApiFailure } from '@/api/errors'
import type { BankAccount } from '@contract/bank-account'
import { amountToCents } from '@contract/money'
import { saoPauloDay } from '@/lib/month'
import { bankAccountListActors } from './bank-account-list.actors'
import type { LoadedAccounts } from './bank-account-list.actors'
import type { BankAccountFormOutput } from './bank-account-form.machine'
import type { Alert } from '../../alert'
import { whenOffline } from '../../network-messages'

export const bankAccountListMessages = {
  loadFailed: msg`Could not load the bank accounts.`,
  created: msg`Bank account created successfully!`,
  updated: msg`Bank account updated successfully!`,
  archived: msg`Bank account archived.`,
  unarchived: msg`Bank account restored.`,
  deleted: msg`Bank account deleted successfully!`,
  failed: msg`Error processing operation.`,
}

/** The accounts on screen: archived ones only when asked for. */
export function listedAccounts(accounts: readonly BankAccount[], showArchived: boolean): BankAccount[] {
  return showArchived ? [...accounts] : accounts.filter((account) => !account.arquivada)
}

/** The sum of the accounts' current and projected balances, in exact cents. */
export function balanceTotals(accounts: readonly BankAccount[]): { currentCents: number; projectedCents: number } {
  let currentCents = 0
  let projectedCents = 0
  for (const account of accounts) {
    currentCents += amountToCents(account.saldoAtual)
    projectedCents += amountToCents(account.saldoPrevisto)
  }
  return { currentCents, projectedCents }
}

export interface BankAccountListContext {
  accounts: BankAccount[]
  /** Every account's balance forecast for the end of the current month; null when unknown. */
  forecast: number | null
  showArchived: boolean
  /** The account the open modal edits (null: it creates one). */
  formAccount: BankAccount | null
  /** The account being archived or unarchived, and to which state. */
  archiving: { account: BankAccount; arquivada: boolean } | null
  pendingDelete: BankAccount | null
  alert: Alert | null
}

export type BankAccountListEvent =
  | { type: 'archived.toggle' }
  | { type: 'account.add' }
  | { type: 'account.edit'; id: number }
  | { type: 'account.archive'; id: number }
  | { type: 'account.unarchive'; id: number }
  | { type: 'account.delete'; id: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'alert.dismiss' }
  | { type: 'list.retry' }

const accountId = ({ event }: { event: { id: number } }) => ({ id: event.id })
const findListed = (context: BankAccountListContext, id: number) => listedAccounts(context.accounts, context.showArchived).find((account) => account.id === id) ?? null

export const bankAccountListMachine = setup({
  types: {
    context: {} as BankAccountListContext,
    events: {} as BankAccountListEvent,
    children: {} as { fetchAccounts: 'fetchAccounts'; setArchived: 'setArchived'; deleteAccount: 'deleteAccount'; bankAccountForm: 'bankAccountForm' },
    tags: {} as 'busy',
  },
  actors: bankAccountListActors,
  actions: {
    assignAccounts: assign((_, loaded: LoadedAccounts) => ({ accounts: loaded.accounts, forecast: loaded.forecast })),
    toggleArchived: assign(({ context }) => ({ showArchived: !context.showArchived })),
    openCreate: assign({ formAccount: null }),
    openEdit: assign(({ context }, { id }: { id: number }) => ({ formAccount: findListed(context, id) })),
    assignArchiving: assign(({ context }, { id, arquivada }: { id: number; arquivada: boolean }) => ({ archiving: { account: findListed(context, id)!, arquivada } })),
    alertArchived: assign(({ context }) => ({
      alert: { tone: 'success' as const, message: context.archiving?.arquivada ? bankAccountListMessages.archived : bankAccountListMessages.unarchived, detail: null },
      archiving: null,
    })),
    assignPendingDelete: assign(({ context }, { id }: { id: number }) => ({ pendingDelete: findListed(context, id) })),
    clearPending: assign({ pendingDelete: null, archiving: null }),
    alertSaved: assign(({ context }) => ({
      alert: { tone: 'success' as const, message: context.formAccount ? bankAccountListMessages.updated : bankAccountListMessages.created, detail: null },
      formAccount: null,
    })),
    closeForm: assign({ formAccount: null }),
    setAlert: assign((_, params: { tone: 'success' | 'danger'; message: MessageDescriptor }) => ({ alert: { ...params, detail: null } })),
    /** A refused call: the generic message plus the API's reason of a 409. */
    setRefused: assign((_, failure: ApiFailure) => ({
      alert: { tone: 'danger' as const, message: whenOffline(failure, bankAccountListMessages.failed), detail: failure.status === 409 && failure.message ? failure.message : null },
    })),
    clearAlert: assign({ alert: null }),
  },
  guards: {
    /** Only an account on screen can be edited, archived or deleted. */
    isListed: ({ context }, { id }: { id: number }) => findListed(context, id) !== null,
    isActive: ({ context }, { id }: { id: number }) => findListed(context, id)?.arquivada === false,
    isArchived: ({ context }, { id }: { id: number }) => findListed(context, id)?.arquivada === true,
    hasAlert: ({ context }) => context.alert !== null,
    modalSaved: (_, outcome: BankAccountFormOutput['outcome']) => outcome === 'saved',
  },
}).createMachine({
  id: 'bankAccountList',
  context: { accounts: [], forecast: null, showArchived: false, formAccount: null, archiving: null, pendingDelete: null, alert: null },
  initial: 'loading',
  // Showing or hiding the archived accounts changes no data: it works in every state.
  on: { 'archived.toggle': { actions: 'toggleArchived' } },
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchAccounts',
        src: 'fetchAccounts',
        onDone: { target: 'browsing', actions: { type: 'assignAccounts', params: ({ event }) => event.output } },
        onError: { target: 'failure', actions: { type: 'setAlert', params: { tone: 'danger', message: bankAccountListMessages.loadFailed } } },
      },
      on: { 'alert.dismiss': { guard: 'hasAlert', actions: 'clearAlert' } },
    },
    failure: {
      on: { 'list.retry': { target: 'loading', actions: 'clearAlert' } },
    },
    browsing: {
      on: {
        'account.add': { target: 'form', actions: ['clearAlert', 'openCreate'] },
        'account.edit': { guard: { type: 'isListed', params: accountId }, target: 'form', actions: ['clearAlert', { type: 'openEdit', params: accountId }] },
        'account.archive': {
          guard: { type: 'isActive', params: accountId },
          target: 'archiving',
          actions: ['clearAlert', { type: 'assignArchiving', params: ({ event }) => ({ id: event.id, arquivada: true }) }],
        },
        'account.unarchive': {
          guard: { type: 'isArchived', params: accountId },
          target: 'archiving',
          actions: ['clearAlert', { type: 'assignArchiving', params: ({ event }) => ({ id: event.id, arquivada: false }) }],
        },
        'account.delete': { guard: { type: 'isListed', params: accountId }, target: 'confirming', actions: ['clearAlert', { type: 'assignPendingDelete', params: accountId }] },
        'alert.dismiss': { guard: 'hasAlert', actions: 'clearAlert' },
      },
    },
    // The add/edit modal, its own machine (bank-account-form), started with the account to edit (none:
    // a new one) and today as a new account's opening day; it ends with its outcome.
    form: {
      invoke: {
        id: 'bankAccountForm',
        src: 'bankAccountForm',
        input: ({ context }) => ({ account: context.formAccount, today: saoPauloDay(new Date()) }),
        onDone: [
          { guard: { type: 'modalSaved', params: ({ event }) => event.output.outcome }, target: 'loading', actions: 'alertSaved' },
          { target: 'browsing', actions: 'closeForm' },
        ],
      },
    },
    archiving: {
      tags: 'busy',
      invoke: {
        id: 'setArchived',
        src: 'setArchived',
        input: ({ context }) => context.archiving!,
        onDone: { target: 'loading', actions: 'alertArchived' },
        onError: { target: 'browsing', actions: ['clearPending', { type: 'setRefused', params: ({ event }) => toApiFailure(event.error) }] },
      },
    },
    confirming: {
      on: {
        'delete.confirm': 'deleting',
        'delete.cancel': { target: 'browsing', actions: 'clearPending' },
      },
    },
    deleting: {
      tags: 'busy',
      invoke: {
        id: 'deleteAccount',
        src: 'deleteAccount',
        input: ({ context }) => ({ id: context.pendingDelete!.id }),
        onDone: { target: 'loading', actions: ['clearPending', { type: 'setAlert', params: { tone: 'success', message: bankAccountListMessages.deleted } }] },
        onError: { target: 'browsing', actions: ['clearPending', { type: 'setRefused', params: ({ event }) => toApiFailure(event.error) }] },
      },
    },
  },
})

export type BankAccountListMachine = typeof bankAccountListMachine
