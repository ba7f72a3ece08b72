// Recurring series page: the user's series with their next occurrence, the add/edit modal (its own
// machine), and the removal after a choice: end the series at a day (its unpaid occurrences from then go)
// or delete it with all its unpaid occurrences. The rules: docs/product-rules.md#recurring-entries.
import { assign, setup } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { toApiFailure } from '@/api/errors'
import type { ApiFailure } from '@/api/errors'
import type { BankAccount } from '@contract/bank-account'
import type { BankCard } from '@contract/bank-card'
import { calendarDayField } from '@contract/calendar'
import type { Recurrence } from '@contract/recurrence'
import { saoPauloDay } from '@/lib/month'
import { recurrenceListActors } from './recurrence-list.actors'
import type { LoadedRecurrences } from './recurrence-list.actors'
import type { RecurrenceFormOutput } from './recurrence-form.machine'
import type { Alert } from '../../alert'
import { whenOffline } from '../../network-messages'

export const recurrenceListMessages = {
  loadFailed: msg`Could not load the recurring entries.`,
  created: msg`Recurring entry created successfully!`,
  updated: msg`Recurring entry updated successfully!`,
  ended: msg`Recurring entry ended.`,
  deleted: msg`Recurring entry deleted successfully!`,
  failed: msg`Error processing operation.`,
}

/** The removal being confirmed: the series, and the day it would end at (today by default). */
export interface PendingRemoval {
  recurrence: Recurrence
  endDay: string
  /** Whether the confirmed removal ends the series (true) or deletes it (false); null until confirmed. */
  ending: boolean | null
}

export interface RecurrenceListContext {
  /** Today ('YYYY-MM-DD', São Paulo). */
  today: string
  recurrences: Recurrence[]
  /** The user's accounts and cards (they name the series); empty when their load failed. */
  accounts: BankAccount[]
  cards: BankCard[]
  /** The series the open modal edits (null: it creates one). */
  formRecurrence: Recurrence | null
  pending: PendingRemoval | null
  alert: Alert | null
}

export interface RecurrenceListInput {
  /** Today; the machine reads the clock when none is given. */
  today?: string
}

export type RecurrenceListEvent =
  | { type: 'recurrence.add' }
  | { type: 'recurrence.edit'; id: number }
  | { type: 'recurrence.delete'; id: number }
  | { type: 'remove.endDay'; value: string }
  | { type: 'remove.end' }
  | { type: 'remove.all' }
  | { type: 'remove.cancel' }
  | { type: 'alert.dismiss' }
  | { type: 'list.retry' }

const isCalendarDay = (value: string) => calendarDayField().safeParse(value).success
const findSeries = (context: RecurrenceListContext, id: number) => context.recurrences.find((recurrence) => recurrence.id === id) ?? null
const recurrenceId = ({ event }: { event: { id: number } }) => ({ id: event.id })

export const recurrenceListMachine = setup({
  types: {
    context: {} as RecurrenceListContext,
    events: {} as RecurrenceListEvent,
    input: {} as RecurrenceListInput | undefined,
    children: {} as { fetchRecurrences: 'fetchRecurrences'; deleteRecurrence: 'deleteRecurrence'; recurrenceForm: 'recurrenceForm' },
    tags: {} as 'busy',
  },
  actors: recurrenceListActors,
  actions: {
    assignLoaded: assign((_, loaded: LoadedRecurrences) => ({ recurrences: loaded.recurrences, accounts: loaded.accounts, cards: loaded.cards })),
    openCreate: assign({ formRecurrence: null }),
    openEdit: assign(({ context }, { id }: { id: number }) => ({ formRecurrence: findSeries(context, id) })),
    closeForm: assign({ formRecurrence: null }),
    alertSaved: assign(({ context }) => ({
      alert: { tone: 'success' as const, message: context.formRecurrence ? recurrenceListMessages.updated : recurrenceListMessages.created, detail: null },
      formRecurrence: null,
    })),
    assignPending: assign(({ context }, { id }: { id: number }) => ({ pending: { recurrence: findSeries(context, id)!, endDay: context.today, ending: null } })),
    changeEndDay: assign(({ context }, value: string) => ({ pending: context.pending && { ...context.pending, endDay: value } })),
    confirmRemoval: assign(({ context }, ending: boolean) => ({ pending: context.pending && { ...context.pending, ending } })),
    alertRemoved: assign(({ context }) => ({
      alert: { tone: 'success' as const, message: context.pending?.ending ? recurrenceListMessages.ended : recurrenceListMessages.deleted, detail: null },
      pending: null,
    })),
    clearPending: assign({ pending: null }),
    setAlert: assign((_, params: { tone: 'success' | 'danger'; message: MessageDescriptor }) => ({ alert: { ...params, detail: null } })),
    /** A refused call: the generic message plus the API's reason of a 4xx. */
    setRefused: assign((_, failure: ApiFailure) => ({
      alert: { tone: 'danger' as const, message: whenOffline(failure, recurrenceListMessages.failed), detail: failure.status >= 400 && failure.status < 500 && failure.message ? failure.message : null },
    })),
    clearAlert: assign({ alert: null }),
  },
  guards: {
    isListed: ({ context }, { id }: { id: number }) => findSeries(context, id) !== null,
    hasAlert: ({ context }) => context.alert !== null,
    /** The series ends at a valid day. */
    hasEndDay: ({ context }) => context.pending !== null && isCalendarDay(context.pending.endDay),
    modalSaved: (_, outcome: RecurrenceFormOutput['outcome']) => outcome === 'saved',
  },
}).createMachine({
  id: 'recurrenceList',
  context: ({ input }) => ({
    today: input?.today ?? saoPauloDay(new Date()),
    recurrences: [],
    accounts: [],
    cards: [],
    formRecurrence: null,
    pending: null,
    alert: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchRecurrences',
        src: 'fetchRecurrences',
        onDone: { target: 'browsing', actions: { type: 'assignLoaded', params: ({ event }) => event.output } },
        onError: { target: 'failure', actions: { type: 'setAlert', params: { tone: 'danger', message: recurrenceListMessages.loadFailed } } },
      },
      on: { 'alert.dismiss': { guard: 'hasAlert', actions: 'clearAlert' } },
    },
    failure: {
      on: { 'list.retry': { target: 'loading', actions: 'clearAlert' } },
    },
    browsing: {
      on: {
        'recurrence.add': { target: 'form', actions: ['clearAlert', 'openCreate'] },
        'recurrence.edit': { guard: { type: 'isListed', params: recurrenceId }, target: 'form', actions: ['clearAlert', { type: 'openEdit', params: recurrenceId }] },
        'recurrence.delete': { guard: { type: 'isListed', params: recurrenceId }, target: 'confirming', actions: ['clearAlert', { type: 'assignPending', params: recurrenceId }] },
        'alert.dismiss': { guard: 'hasAlert', actions: 'clearAlert' },
      },
    },
    // The add/edit modal, its own machine (recurrence-form), started with the series to edit (none: a new
    // one), today, and the accounts and cards it offers; it ends with its outcome.
    form: {
      invoke: {
        id: 'recurrenceForm',
        src: 'recurrenceForm',
        input: ({ context }) => ({ recurrence: context.formRecurrence, today: context.today, accounts: context.accounts, cards: context.cards }),
        onDone: [
          { guard: { type: 'modalSaved', params: ({ event }) => event.output.outcome }, target: 'loading', actions: 'alertSaved' },
          { target: 'browsing', actions: 'closeForm' },
        ],
        // A modal that fails to start leaves the page as it was.
        onError: { target: 'browsing', actions: ['closeForm', { type: 'setAlert', params: { tone: 'danger', message: recurrenceListMessages.failed } }] },
      },
    },
    // End the series at a day (today by default) or delete it with all its unpaid occurrences.
    confirming: {
      on: {
        'remove.endDay': { actions: { type: 'changeEndDay', params: ({ event }) => event.value } },
        'remove.end': { guard: 'hasEndDay', target: 'deleting', actions: { type: 'confirmRemoval', params: true } },
        'remove.all': { target: 'deleting', actions: { type: 'confirmRemoval', params: false } },
        'remove.cancel': { target: 'browsing', actions: 'clearPending' },
      },
    },
    deleting: {
      tags: 'busy',
      invoke: {
        id: 'deleteRecurrence',
        src: 'deleteRecurrence',
        input: ({ context }) => ({ id: context.pending!.recurrence.id, aPartirDe: context.pending!.ending ? context.pending!.endDay : null }),
        onDone: { target: 'loading', actions: 'alertRemoved' },
        onError: { target: 'browsing', actions: ['clearPending', { type: 'setRefused', params: ({ event }) => toApiFailure(event.error) }] },
      },
    },
  },
})

export type RecurrenceListMachine = typeof recurrenceListMachine
