// Connectivity: whether the browser has a network (the layout's offline banner), and the service worker that
// lets the app shell and the last pages viewed open without one (docs/decisions/0016-hand-made-service-worker.md).
// It starts online, as the prerendered page was drawn, and learns otherwise from the browser once running.
import { setup } from 'xstate'
import { connectivityActors } from './connectivity.actors'
import type { ConnectivityEvent } from './connectivity.actors'

export type { ConnectivityEvent }

export const connectivityMachine = setup({
  types: {
    events: {} as ConnectivityEvent,
    tags: {} as 'offline',
  },
  actors: connectivityActors,
}).createMachine({
  id: 'connectivity',
  initial: 'online',
  invoke: [
    { id: 'watchConnectivity', src: 'watchConnectivity' },
    // Never fails (connectivity.actors.ts): without a service worker the app works as before, only not offline.
    { id: 'registerServiceWorker', src: 'registerServiceWorker' },
  ],
  states: {
    online: {
      on: { 'connectivity.offline': 'offline' },
    },
    // Pages show what was kept; a change fails with the form's "needs the network" message.
    offline: {
      tags: 'offline',
      on: { 'connectivity.online': 'online' },
    },
  },
})

export type ConnectivityMachine = typeof connectivityMachine
