// Change card status (Admin): the cards of one set, filtered by situation, each with its image loaded when it
// scrolls into view and an Inactivate/Activate button; after a 200 the statuses are refreshed from the server,
// failures are only logged. Three cards per row, one set at a time (the six known ones, then any other set a
// card was uploaded under), each card A (active) or I (inactive); the grid's images load lazily from GET /v1/api/pokemon/{id}/imagem.
// The actors (list, status change, the image loader) are in card-status-grid.actors.ts.
import { assign, sendTo, setup } from 'xstate'
import { msg } from '@lingui/core/macro'
import { CARD_SETS, cardSetOptions } from '@contract/card-collection'
import type { CardSituation } from '@contract/card-collection'
import type { CardSummary } from '@contract/pokemon'
import { toApiFailure } from '@/api/errors'
import { cardStatusGridActors } from './card-status-grid.actors'

export const cardStatusMessages = {
  fetchFailed: msg`Error fetching pokémon data.`,
}

export type SituationFilter = 'all' | CardSituation

/** An image by its URL (which changes when the image is replaced): loading, loaded as an object URL, or failed. */
export type CardImage = { status: 'loading' } | { status: 'loaded'; src: string } | { status: 'failed' }

export interface CardStatusGridContext {
  /** Every card, newest first (descending by id). */
  cards: CardSummary[]
  situation: SituationFilter
  /** The page opens on version 1: the first set; any set of cardSetOptions(cards) may be chosen. */
  version: string
  /** The card whose status change is running. */
  pending: number | null
  images: Record<string, CardImage>
}

export type CardStatusGridEvent =
  | { type: 'cards.retry' }
  | { type: 'filter.situation'; situation: SituationFilter }
  | { type: 'filter.version'; version: string }
  | { type: 'card.toggle'; id: number }
  | { type: 'image.needed'; url: string }
  /** The image loader's answers (the `images` actor). */
  | { type: 'image.loaded'; url: string; src: string }
  | { type: 'image.failed'; url: string }

/** The cards the grid shows: one set, and one situation unless 'all'. */
export function visibleCards(cards: readonly CardSummary[], situation: SituationFilter, version: string): CardSummary[] {
  return cards.filter((card) => card.nomeVersao === version && (situation === 'all' || card.situacao === situation))
}

const newestFirst = (cards: readonly CardSummary[]) => [...cards].sort((a, b) => b.id - a.id)

export const cardStatusGridMachine = setup({
  types: {
    context: {} as CardStatusGridContext,
    events: {} as CardStatusGridEvent,
    tags: {} as 'busy',
  },
  actors: cardStatusGridActors,
  actions: {
    assignCards: assign((_, cards: CardSummary[]) => ({ cards: newestFirst(cards) })),
    assignSituation: assign((_, situation: SituationFilter) => ({ situation })),
    assignVersion: assign((_, version: string) => ({ version })),
    assignPending: assign((_, id: number) => ({ pending: id })),
    clearPending: assign({ pending: null }),
    markImageLoading: assign(({ context }, url: string) => ({ images: { ...context.images, [url]: { status: 'loading' } as CardImage } })),
    assignImage: assign(({ context }, { url, image }: { url: string; image: CardImage }) => ({ images: { ...context.images, [url]: image } })),
    /** The image loader fetches it and answers image.loaded / image.failed. */
    loadImage: sendTo('images', (_, url: string) => ({ type: 'image.load', url })),
    // Activate/inactivate failures are only logged, with no message to the user.
    logFailure: (_, { error }: { error: unknown }) => console.error('Card status change failed', toApiFailure(error)),
  },
  guards: {
    /** Only a card on screen can change (and one at a time: toggling states do not take the event). */
    isShownCard: ({ context }, id: number) => visibleCards(context.cards, context.situation, context.version).some((card) => card.id === id),
    isNewImage: ({ context }, url: string) => context.images[url] === undefined,
    /** Only an answer for an image being loaded counts. */
    isLoadingImage: ({ context }, url: string) => context.images[url]?.status === 'loading',
    /** One of the filter's options: a known set or a set of the loaded cards. */
    isKnownSet: ({ context }, version: string) => cardSetOptions(context.cards).includes(version),
    isSituation: (_, situation: string) => ['all', 'A', 'I'].includes(situation),
  },
}).createMachine({
  id: 'cardStatusGrid',
  context: { cards: [], situation: 'all', version: CARD_SETS[0], pending: null, images: {} },
  // Loads the grid's images while the page is open; its object URLs are released when it stops.
  invoke: { id: 'images', src: 'loadImages' },
  initial: 'loading',
  on: {
    'image.needed': {
      guard: { type: 'isNewImage', params: ({ event }) => event.url },
      actions: [
        { type: 'markImageLoading', params: ({ event }) => event.url },
        { type: 'loadImage', params: ({ event }) => event.url },
      ],
    },
    'image.loaded': {
      guard: { type: 'isLoadingImage', params: ({ event }) => event.url },
      actions: { type: 'assignImage', params: ({ event }) => ({ url: event.url, image: { status: 'loaded', src: event.src } }) },
    },
    'image.failed': {
      guard: { type: 'isLoadingImage', params: ({ event }) => event.url },
      actions: { type: 'assignImage', params: ({ event }) => ({ url: event.url, image: { status: 'failed' } }) },
    },
  },
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchCards',
        src: 'fetchCards',
        onDone: { target: 'ready', actions: { type: 'assignCards', params: ({ event }) => event.output } },
        onError: 'failure',
      },
    },
    failure: {
      on: { 'cards.retry': 'loading' },
    },
    ready: {
      on: {
        'filter.situation': {
          guard: { type: 'isSituation', params: ({ event }) => event.situation },
          actions: { type: 'assignSituation', params: ({ event }) => event.situation },
        },
        'filter.version': {
          guard: { type: 'isKnownSet', params: ({ event }) => event.version },
          actions: { type: 'assignVersion', params: ({ event }) => event.version },
        },
        'card.toggle': {
          guard: { type: 'isShownCard', params: ({ event }) => event.id },
          target: 'toggling',
          actions: { type: 'assignPending', params: ({ event }) => event.id },
        },
      },
    },
    toggling: {
      tags: 'busy',
      invoke: {
        id: 'toggleCard',
        src: 'toggleCard',
        input: ({ context }) => ({ card: context.cards.find((card) => card.id === context.pending) ?? null }),
        // After a 200 the statuses are refreshed from the server.
        onDone: 'refreshing',
        // A failure is only logged, with no message to the user.
        onError: { target: 'ready', actions: [{ type: 'logFailure', params: ({ event }) => ({ error: event.error }) }, 'clearPending'] },
      },
    },
    refreshing: {
      tags: 'busy',
      invoke: {
        id: 'refreshCards',
        src: 'fetchCards',
        onDone: { target: 'ready', actions: [{ type: 'assignCards', params: ({ event }) => event.output }, 'clearPending'] },
        onError: { target: 'ready', actions: [{ type: 'logFailure', params: ({ event }) => ({ error: event.error }) }, 'clearPending'] },
      },
    },
  },
})

export type CardStatusGridMachine = typeof cardStatusGridMachine
