// Received messages (Admin): load, client-side filters applied by Search, 5 shown and 5 more per Show more,
// Show less back to 5 (scrolling to the top), and a details dialog. A failed list is an empty list; a failed
// detail closes.
// The actors are in message-list.actors.ts; Show less emits list.backToTop for the page to scroll.
import { assign, emit, setup } from 'xstate'
import type { Contact } from '@/api/schemas/contact'
import { messageListActors } from './message-list.actors'
import { matchesText } from './paged-table'

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
}

export type MessageListEvent =
  | { type: 'filter.change'; field: MessageFilterField; value: string }
  | { type: 'filter.apply' }
  | { type: 'page.more' }
  | { type: 'page.less' }
  | { type: 'message.view'; id: number }
  | { type: 'detail.close' }

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
  },
  guards: {
    hasMore: ({ context }) => context.visible < shownCount(context),
    showsMoreThanFirstStep: ({ context }) => context.visible > MESSAGE_PAGE_SIZE,
    /** Only a message on screen can be opened. */
    isShown: ({ context }, id: number) =>
      filterMessages(context.messages, context.applied)
        .slice(0, context.visible)
        .some((message) => message.id === id),
  },
}).createMachine({
  id: 'messageList',
  context: { messages: [], draft: emptyMessageFilters, applied: emptyMessageFilters, visible: MESSAGE_PAGE_SIZE, detailId: null, detail: null },
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
              actions: { type: 'assignDetailId', params: ({ event }) => event.id },
            },
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
