// The projected balance of the finance panel: every account's balance day by day for the next 90 days and
// its lowest point, from GET /v1/api/financas/projecao; loading → ready | failed → retry. What it adds up:
// docs/product-rules.md#budgets-and-projection.
import { assign, setup } from 'xstate'
import type { Projection } from '@contract/planning'
import { projectionActors } from './projection.actors'

export interface ProjectionContext {
  /** null until known (and after a failure). */
  projection: Projection | null
}

export type ProjectionEvent = { type: 'projection.retry' }

export const projectionMachine = setup({
  types: {
    context: {} as ProjectionContext,
    events: {} as ProjectionEvent,
    tags: {} as 'busy',
  },
  actors: projectionActors,
  actions: {
    assignProjection: assign((_, projection: Projection) => ({ projection })),
    clearProjection: assign({ projection: null }),
  },
}).createMachine({
  id: 'projection',
  context: { projection: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchProjection',
        src: 'fetchProjection',
        onDone: { target: 'ready', actions: { type: 'assignProjection', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: 'clearProjection' },
      },
    },
    ready: {},
    failed: {
      on: { 'projection.retry': 'loading' },
    },
  },
})

export type ProjectionMachine = typeof projectionMachine
