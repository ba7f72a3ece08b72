// Card statistics (Admin): load every card without images and count the active ones by rarity and booster.
// SPEC §2 Card statistics, §7 (the stats page loads the cards without images), §8 ('Error fetching pokémon
// data.' as an alert), §9 (ten rarity rows, Any + ten booster columns); DESIGN §4 (active cards count).
import { assign, setup } from 'xstate'
import { msg } from '@lingui/core/macro'
import { cardStatistics } from '@/api/schemas/card-collection'
import type { CardStatistics } from '@/api/schemas/card-collection'
import type { CardSummary } from '@/api/schemas/pokemon'
import type { ApiFailure } from '@/api/errors'

export const cardStatsMessages = {
  fetchFailed: msg`Error fetching pokémon data.`,
}

export interface CardStatsContext {
  stats: CardStatistics
}

export type CardStatsEvent =
  | { type: 'cards.loaded'; cards: CardSummary[] }
  | { type: 'cards.failed'; error: ApiFailure }
  | { type: 'stats.retry' }

export const cardStatsMachine = setup({
  types: {
    context: {} as CardStatsContext,
    events: {} as CardStatsEvent,
  },
  actions: {
    // Effect: card-stats.actors.ts answers with cards.loaded / cards.failed.
    fetchCards: () => {},
    assignStats: assign(({ event }) => (event.type === 'cards.loaded' ? { stats: cardStatistics(event.cards) } : {})),
  },
}).createMachine({
  id: 'cardStats',
  context: { stats: cardStatistics([]) },
  initial: 'loading',
  states: {
    loading: {
      entry: 'fetchCards',
      on: {
        'cards.loaded': { target: 'loaded', actions: 'assignStats' },
        'cards.failed': 'failure',
      },
    },
    loaded: {},
    failure: {
      on: { 'stats.retry': 'loading' },
    },
  },
})

export type CardStatsMachine = typeof cardStatsMachine
