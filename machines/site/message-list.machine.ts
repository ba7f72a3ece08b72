// Received messages (Admin): load, client-side filters applied by Search, 5 shown and 5 more per Show more,
// Show less back to 5 (scrolling to the top), a details dialog, and delete after a confirmation dialog. A failed
// list is an empty list; a failed detail closes; a message already gone (404) leaves the list as deleted, any
// other failed delete keeps it and says so.
// The actors are in message-list.actors.ts; Show less emits list.backToTop for the page to scroll.
import { assign, emit, setup } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Contact } from '@contract/contact'
import { toApiFailure } from '@/api/errors'
import type { ApiFailure } from '@/api/errors'
import { messageListActors } from './message-list.actors'
import { matchesText } from '../paged-table'

export const messageListMessages = {
  deleteFailed: msg`Error deleting the message. Please try again.`,
}

/** 5 at first, 5 more per step. */
export const MESSAGE_PAGE_SIZE = 5

export type MessageFilterField = 'name' | 'from' | 'to'
/** Filter values as the inputs hold them: a name, and dates as `YYYY-MM-DD` (empty when not set). */
export type MessageFilters = Record<MessageFilterField, string>

export const emptyMessageFilters: MessageFilters = { name: '', from: '', to: '' }

/** Local midnight of a `YYYY-MM-DD` day, or null when the text is not a date. */
function localDay(day: string, offsetDays = 0): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return null
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + offsetDays)
  return Number.isNaN(date.getTime()) ? null : date
}

/**
 * The name is a case-insensitive substring, accents ignored like every other search ("joao" finds
 * "João"); the start date is inclusive from its local midnight;
 * the end date is inclusive through the end of that day (before the next local midnight).
 */
export function filterMessages(messages: readonly Contact[], filters: MessageFilters): Contact[] {
  const from = localDay(filters.from)
  const until = localDay(filters.to, 1)
  return messages.filter((message) => {
    if (!matchesText(message.nome, filters.name)) return false
    const at = new Date(message.dataContato)
    if (from && at < from) return false
    if (until && at >= until) return false
    return true
  })
}

export interface MessageListContext {
  /** Every message from the API, newest first. */
  messages: Contact[]
  /** What the filter inputs hold. */
  draft: MessageFilters
  /** What Search applied. */
  applied: MessageFilters
  /** How many of the filtered messages are shown. */
  visible: number
  /** The message whose details are loading or open. */
  detailId: number | null
  detail: Contact | null
  /** The message whose deletion waits for confirmation (or is running). */
  pendingDelete: Contact | null
  error: MessageDescriptor | null
}

export type MessageListEvent =
  | { type: 'filter.change'; field: MessageFilterField; value: string }
  | { type: 'filter.apply' }
  | { type: 'page.more' }
  | { type: 'page.less' }
  | { type: 'message.view'; id: number }
  | { type: 'detail.close' }
  | { type: 'message.delete'; id: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }

/** What the machine tells the page: Show less went back to the first 5, so the list's top comes into view. */
export type MessageListEmitted = { type: 'list.backToTop' }

const shownCount = (context: MessageListContext) => filterMessages(context.messages, context.applied).length

export const messageListMachine = setup({
  types: {
    context: {} as MessageListContext,
    events: {} as MessageListEvent,
    tags: {} as 'busy',
    emitted: {} as MessageListEmitted,
  },
  actors: messageListActors,
  actions: {
    assignMessages: assign((_, messages: Contact[]) => ({ messages })),
    clearMessages: assign({ messages: [] }),
    assignDraft: assign(({ context }, { field, value }: { field: MessageFilterField; value: string }) => ({ draft: { ...context.draft, [field]: value } })),
    applyFilters: assign(({ context }) => ({ applied: { ...context.draft }, visible: MESSAGE_PAGE_SIZE })),
    showMore: assign(({ context }) => ({ visible: context.visible + MESSAGE_PAGE_SIZE })),
    showLess: assign({ visible: MESSAGE_PAGE_SIZE }),
    backToTop: emit({ type: 'list.backToTop' }),
    assignDetailId: assign((_, id: number) => ({ detailId: id })),
    assignDetail: assign((_, detail: Contact) => ({ detail })),
    clearDetail: assign({ detailId: null, detail: null }),
    assignPendingDelete: assign(({ context }, id: number) => ({ pendingDelete: context.messages.find((message) => message.id === id) ?? null })),
    clearPendingDelete: assign({ pendingDelete: null }),
    /** The deleted message leaves the list; the count shown stays at least the first 5. */
    removePendingDelete: assign(({ context }) => ({ messages: context.messages.filter((message) => message.id !== context.pendingDelete?.id) })),
    clearError: assign({ error: null }),
    setError: assign((_, message: MessageDescriptor) => ({ error: message })),
  },
  guards: {
    hasMore: ({ context }) => context.visible < shownCount(context),
    showsMoreThanFirstStep: ({ context }) => context.visible > MESSAGE_PAGE_SIZE,
    /** Only a message on screen can be opened. */
    isShown: ({ context }, id: number) =>
      filterMessages(context.messages, context.applied)
        .slice(0, context.visible)
        .some((message) => message.id === id),
    /** The message is gone already (deleted elsewhere): the list drops it like a deletion. */
    isNotFound: (_, failure: ApiFailure) => failure.status === 404,
  },
}).createMachine({
  id: 'messageList',
  context: {
    messages: [],
    draft: emptyMessageFilters,
    applied: emptyMessageFilters,
    visible: MESSAGE_PAGE_SIZE,
    detailId: null,
    detail: null,
    pendingDelete: null,
    error: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchMessages',
        src: 'fetchMessages',
        onDone: { target: 'ready', actions: { type: 'assignMessages', params: ({ event }) => event.output } },
        // A failed list fetch is an empty list.
        onError: { target: 'ready', actions: 'clearMessages' },
      },
    },
    ready: {
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            'filter.change': { actions: { type: 'assignDraft', params: ({ event }) => ({ field: event.field, value: event.value }) } },
            'filter.apply': { actions: 'applyFilters' },
            'page.more': { guard: 'hasMore', actions: 'showMore' },
            'page.less': { guard: 'showsMoreThanFirstStep', actions: ['showLess', 'backToTop'] },
            'message.view': {
              guard: { type: 'isShown', params: ({ event }) => event.id },
              target: 'loadingDetail',
              actions: ['clearError', { type: 'assignDetailId', params: ({ event }) => event.id }],
            },
            'message.delete': {
              guard: { type: 'isShown', params: ({ event }) => event.id },
              target: 'confirmingDelete',
              actions: ['clearError', { type: 'assignPendingDelete', params: ({ event }) => event.id }],
            },
          },
        },
        // The confirmation dialog: Cancel (or Escape) keeps the message.
        confirmingDelete: {
          on: {
            'delete.confirm': 'deleting',
            'delete.cancel': { target: 'browsing', actions: 'clearPendingDelete' },
          },
        },
        deleting: {
          tags: 'busy',
          invoke: {
            id: 'deleteMessage',
            src: 'deleteMessage',
            input: ({ context }) => ({ id: context.pendingDelete?.id ?? null }),
            onDone: { target: 'browsing', actions: ['removePendingDelete', 'clearPendingDelete'] },
            onError: [
              {
                guard: { type: 'isNotFound', params: ({ event }) => toApiFailure(event.error) },
                target: 'browsing',
                actions: ['removePendingDelete', 'clearPendingDelete'],
              },
              { target: 'browsing', actions: ['clearPendingDelete', { type: 'setError', params: messageListMessages.deleteFailed }] },
            ],
          },
        },
        loadingDetail: {
          tags: 'busy',
          // Closing stops the request: its late answer is never taken for another message's detail.
          invoke: {
            id: 'fetchMessage',
            src: 'fetchMessage',
            input: ({ context }) => ({ id: context.detailId }),
            onDone: { target: 'detail', actions: { type: 'assignDetail', params: ({ event }) => event.output } },
            // A failed detail closes.
            onError: { target: 'browsing', actions: 'clearDetail' },
          },
          on: {
            'detail.close': { target: 'browsing', actions: 'clearDetail' },
          },
        },
        detail: {
          on: {
            'detail.close': { target: 'browsing', actions: 'clearDetail' },
          },
        },
      },
    },
  },
})

export type MessageListMachine = typeof messageListMachine
