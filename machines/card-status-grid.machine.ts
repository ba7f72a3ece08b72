// Change card status (Admin): the cards of one set, filtered by situation, each with its image loaded when it
// scrolls into view and an Inactivate/Activate button; after a 200 the statuses are refreshed from the server,
// failures are only logged. SPEC §2 Change card status, §4 Card, §7 Card collection, §8 (failures only logged),
// §9 (3 per row, six sets, A/I); DESIGN §3 (GET /v1/api/pokemon/{id}/imagem for lazy grid images).
import { assign, setup } from 'xstate'
import { msg } from '@lingui/core/macro'
import { CARD_SETS } from '@/api/schemas/card-collection'
import type { CardSet, CardSituation } from '@/api/schemas/card-collection'
import type { CardSummary } from '@/api/schemas/pokemon'
import type { ApiFailure } from '@/api/errors'

export const cardStatusMessages = {
  fetchFailed: msg`Error fetching pokémon data.`,
}

export type SituationFilter = 'all' | CardSituation

/** An image by its URL (which changes when the image is replaced): loading, loaded as an object URL, or failed. */
export type CardImage = { status: 'loading' } | { status: 'loaded'; src: string } | { status: 'failed' }

export interface CardStatusGridContext {
  /** Every card, newest first (SPEC §7: descending by id). */
  cards: CardSummary[]
  situation: SituationFilter
  /** SPEC §7 asks for version 1 first: the first set. */
  version: CardSet
  /** The card whose status change is running. */
  pending: number | null
  images: Record<string, CardImage>
}

export type CardStatusGridEvent =
  | { type: 'cards.loaded'; cards: CardSummary[] }
  | { type: 'cards.failed'; error: ApiFailure }
  | { type: 'cards.retry' }
  | { type: 'filter.situation'; situation: SituationFilter }
  | { type: 'filter.version'; version: CardSet }
  | { type: 'card.toggle'; id: number }
  | { type: 'card.toggled' }
  | { type: 'card.toggleFailed'; error: ApiFailure }
  | { type: 'image.needed'; url: string }
  | { type: 'image.loaded'; url: string; src: string }
  | { type: 'image.failed'; url: string }

/** The cards the grid shows: one set, and one situation unless 'all'. */
export function visibleCards(cards: readonly CardSummary[], situation: SituationFilter, version: CardSet): CardSummary[] {
  return cards.filter((card) => card.nomeVersao === version && (situation === 'all' || card.situacao === situation))
}

const newestFirst = (cards: readonly CardSummary[]) => [...cards].sort((a, b) => b.id - a.id)

export const cardStatusGridMachine = setup({
  types: {
    context: {} as CardStatusGridContext,
    events: {} as CardStatusGridEvent,
    tags: {} as 'busy',
  },
  actions: {
    // Effects: card-status-grid.actors.ts. fetchCards loads the list; toggleCard activates or inactivates
    // `context.pending`; loadImage loads `event.url`; logFailure logs a failed status change or refresh.
    fetchCards: () => {},
    toggleCard: () => {},
    loadImage: () => {},
    logFailure: () => {},
    assignCards: assign(({ event }) => (event.type === 'cards.loaded' ? { cards: newestFirst(event.cards) } : {})),
    assignSituation: assign(({ event }) => (event.type === 'filter.situation' ? { situation: event.situation } : {})),
    assignVersion: assign(({ event }) => (event.type === 'filter.version' ? { version: event.version } : {})),
    assignPending: assign(({ event }) => (event.type === 'card.toggle' ? { pending: event.id } : {})),
    clearPending: assign({ pending: null }),
    markImageLoading: assign(({ context, event }) =>
      event.type === 'image.needed' ? { images: { ...context.images, [event.url]: { status: 'loading' } as CardImage } } : {},
    ),
    assignImage: assign(({ context, event }) => {
      if (event.type === 'image.loaded') return { images: { ...context.images, [event.url]: { status: 'loaded', src: event.src } as CardImage } }
      if (event.type === 'image.failed') return { images: { ...context.images, [event.url]: { status: 'failed' } as CardImage } }
      return {}
    }),
  },
  guards: {
    /** Only a card on screen can change (and one at a time: toggling states do not take the event). */
    isShownCard: ({ context, event }) =>
      event.type === 'card.toggle' && visibleCards(context.cards, context.situation, context.version).some((card) => card.id === event.id),
    isNewImage: ({ context, event }) => event.type === 'image.needed' && typeof event.url === 'string' && context.images[event.url] === undefined,
    /** Only an answer for an image being loaded counts. */
    isLoadingImage: ({ context, event }) =>
      (event.type === 'image.loaded' || event.type === 'image.failed') && context.images[event.url]?.status === 'loading',
    isKnownSet: ({ event }) => event.type === 'filter.version' && (CARD_SETS as readonly string[]).includes(event.version),
    isSituation: ({ event }) => event.type === 'filter.situation' && ['all', 'A', 'I'].includes(event.situation),
  },
}).createMachine({
  id: 'cardStatusGrid',
  context: { cards: [], situation: 'all', version: CARD_SETS[0], pending: null, images: {} },
  initial: 'loading',
  on: {
    'image.needed': { guard: 'isNewImage', actions: ['markImageLoading', 'loadImage'] },
    'image.loaded': { guard: 'isLoadingImage', actions: 'assignImage' },
    'image.failed': { guard: 'isLoadingImage', actions: 'assignImage' },
  },
  states: {
    loading: {
      tags: 'busy',
      entry: 'fetchCards',
      on: {
        'cards.loaded': { target: 'ready', actions: 'assignCards' },
        'cards.failed': 'failure',
      },
    },
    failure: {
      on: { 'cards.retry': 'loading' },
    },
    ready: {
      on: {
        'filter.situation': { guard: 'isSituation', actions: 'assignSituation' },
        'filter.version': { guard: 'isKnownSet', actions: 'assignVersion' },
        'card.toggle': { guard: 'isShownCard', target: 'toggling', actions: 'assignPending' },
      },
    },
    toggling: {
      tags: 'busy',
      entry: 'toggleCard',
      on: {
        // SPEC §4: after a 200 the statuses are refreshed from the server.
        'card.toggled': 'refreshing',
        // SPEC §8: only logged.
        'card.toggleFailed': { target: 'ready', actions: ['logFailure', 'clearPending'] },
      },
    },
    refreshing: {
      tags: 'busy',
      entry: 'fetchCards',
      on: {
        'cards.loaded': { target: 'ready', actions: ['assignCards', 'clearPending'] },
        'cards.failed': { target: 'ready', actions: ['logFailure', 'clearPending'] },
      },
    },
  },
})

export type CardStatusGridMachine = typeof cardStatusGridMachine
