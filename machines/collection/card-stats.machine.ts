// Card statistics (Admin): load every card without images and count the active ones by rarity and booster.
// A failed load shows the alert 'Error fetching pokémon data.'. Ten rarity rows, and the columns Any plus the ten
// boosters; only active cards count.
// The actor is in card-stats.actors.ts.
import { assign, setup } from 'xstate'
import { msg } from '@lingui/core/macro'
import { cardStatistics } from '@contract/card-collection'
import type { CardStatistics } from '@contract/card-collection'
import type { CardSummary } from '@contract/pokemon'
import { cardStatsActors } from './card-stats.actors'

export const cardStatsMessages = {
  fetchFailed: msg`Error fetching pokémon data.`,
}

export interface CardStatsContext {
  stats: CardStatistics
}

export type CardStatsEvent = { type: 'stats.retry' }

export const cardStatsMachine = setup({
  types: {
    context: {} as CardStatsContext,
    events: {} as CardStatsEvent,
  },
  actors: cardStatsActors,
  actions: {
    assignStats: assign((_, cards: CardSummary[]) => ({ stats: cardStatistics(cards) })),
  },
}).createMachine({
  id: 'cardStats',
  context: { stats: cardStatistics([]) },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchCards',
        src: 'fetchCards',
        onDone: { target: 'loaded', actions: { type: 'assignStats', params: ({ event }) => event.output } },
        onError: 'failure',
      },
    },
    loaded: {},
    failure: {
      on: { 'stats.retry': 'loading' },
    },
  },
})

export type CardStatsMachine = typeof cardStatsMachine
