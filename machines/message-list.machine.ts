// Received messages (Admin): load, client-side filters applied by Search, 5 shown and 5 more per Show more,
// Show less back to 5 (scrolling to the top), and a details dialog. SPEC §2 Received messages, §4 Message
// list, §5 Message list filters, §8 (a failed list is an empty list; a failed detail closes), §9 (5 per step).
import { assign, setup } from 'xstate'
import type { Contact } from '@/api/schemas/contact'
import type { ApiFailure } from '@/api/errors'

/** SPEC §9: 5 at first, 5 more per step. */
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
 * SPEC §5: the name is a case-insensitive substring; the start date is inclusive from its local midnight;
 * the end date is inclusive through the end of that day (before the next local midnight).
 */
export function filterMessages(messages: readonly Contact[], filters: MessageFilters): Contact[] {
  const name = filters.name.trim().toLocaleLowerCase()
  const from = localDay(filters.from)
  const until = localDay(filters.to, 1)
  return messages.filter((message) => {
    if (name && !message.nome.toLocaleLowerCase().includes(name)) return false
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
  | { type: 'messages.loaded'; messages: Contact[] }
  | { type: 'messages.failed'; error: ApiFailure }
  | { type: 'filter.change'; field: MessageFilterField; value: string }
  | { type: 'filter.apply' }
  | { type: 'page.more' }
  | { type: 'page.less' }
  | { type: 'message.view'; id: number }
  | { type: 'message.loaded'; message: Contact }
  | { type: 'message.failed'; error: ApiFailure }
  | { type: 'detail.close' }

const shownCount = (context: MessageListContext) => filterMessages(context.messages, context.applied).length

export const messageListMachine = setup({
  types: {
    context: {} as MessageListContext,
    events: {} as MessageListEvent,
    tags: {} as 'busy',
  },
  actions: {
    // Effects: message-list.actors.ts. fetchMessages loads the list; fetchMessage loads `context.detailId`.
    fetchMessages: () => {},
    fetchMessage: () => {},
    // The view's: Show less brings the list's top back into view.
    scrollToTop: () => {},
    assignMessages: assign(({ event }) => (event.type === 'messages.loaded' ? { messages: event.messages } : {})),
    clearMessages: assign({ messages: [] }),
    assignDraft: assign(({ context, event }) => (event.type === 'filter.change' ? { draft: { ...context.draft, [event.field]: event.value } } : {})),
    applyFilters: assign(({ context }) => ({ applied: { ...context.draft }, visible: MESSAGE_PAGE_SIZE })),
    showMore: assign(({ context }) => ({ visible: context.visible + MESSAGE_PAGE_SIZE })),
    showLess: assign({ visible: MESSAGE_PAGE_SIZE }),
    assignDetailId: assign(({ event }) => (event.type === 'message.view' ? { detailId: event.id } : {})),
    assignDetail: assign(({ event }) => (event.type === 'message.loaded' ? { detail: event.message } : {})),
    clearDetail: assign({ detailId: null, detail: null }),
  },
  guards: {
    hasMore: ({ context }) => context.visible < shownCount(context),
    showsMoreThanFirstStep: ({ context }) => context.visible > MESSAGE_PAGE_SIZE,
    /** Only a message on screen can be opened. */
    isShown: ({ context, event }) =>
      event.type === 'message.view' &&
      filterMessages(context.messages, context.applied)
        .slice(0, context.visible)
        .some((message) => message.id === event.id),
    /** A late answer for another message is not this one's detail. */
    isRequested: ({ context, event }) => event.type === 'message.loaded' && event.message.id === context.detailId,
  },
}).createMachine({
  id: 'messageList',
  context: { messages: [], draft: emptyMessageFilters, applied: emptyMessageFilters, visible: MESSAGE_PAGE_SIZE, detailId: null, detail: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      entry: 'fetchMessages',
      on: {
        'messages.loaded': { target: 'ready', actions: 'assignMessages' },
        // SPEC §8: a failed list fetch is an empty list.
        'messages.failed': { target: 'ready', actions: 'clearMessages' },
      },
    },
    ready: {
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            'filter.change': { actions: 'assignDraft' },
            'filter.apply': { actions: 'applyFilters' },
            'page.more': { guard: 'hasMore', actions: 'showMore' },
            'page.less': { guard: 'showsMoreThanFirstStep', actions: ['showLess', 'scrollToTop'] },
            'message.view': { guard: 'isShown', target: 'loadingDetail', actions: 'assignDetailId' },
          },
        },
        loadingDetail: {
          tags: 'busy',
          entry: 'fetchMessage',
          on: {
            'message.loaded': { guard: 'isRequested', target: 'detail', actions: 'assignDetail' },
            // SPEC §8: a failed detail closes.
            'message.failed': { target: 'browsing', actions: 'clearDetail' },
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
