// A dialog's life cycle, so that it can fade in and out: closed → opening → open → closing → closed.
// The dialog fades in over 300 ms, its backdrop over 150 ms; states and events: docs/machines/modal.md.
import { assign, setup } from 'xstate'

/** The dialog fades in over 300 ms (its backdrop over 150 ms). */
export const MODAL_OPEN_MS = 300
/** Closing is quicker: dialog and backdrop fade out together. */
export const MODAL_CLOSE_MS = 150

export interface ModalContext {
  /** What the dialog shows (e.g. 'technology:react'); kept while it fades out. */
  item: string | null
  /** prefers-reduced-motion: the transitions take no time. */
  reducedMotion: boolean
}

export interface ModalInput {
  reducedMotion?: boolean
}

export type ModalEvent = { type: 'modal.open'; item: string } | { type: 'modal.close' }

export const modalMachine = setup({
  types: {
    context: {} as ModalContext,
    events: {} as ModalEvent,
    input: {} as ModalInput,
    tags: {} as 'visible',
  },
  // The fades (none with reduced motion); tests swap them with .provide({ delays }).
  delays: {
    fadeIn: ({ context }) => (context.reducedMotion ? 0 : MODAL_OPEN_MS),
    fadeOut: ({ context }) => (context.reducedMotion ? 0 : MODAL_CLOSE_MS),
  },
  actions: {
    assignItem: assign((_, item: string) => ({ item })),
    clearItem: assign({ item: null }),
  },
}).createMachine({
  id: 'modal',
  context: ({ input }) => ({ item: null, reducedMotion: input.reducedMotion ?? false }),
  initial: 'closed',
  states: {
    closed: {
      entry: 'clearItem',
      on: { 'modal.open': { target: 'opening', actions: { type: 'assignItem', params: ({ event }) => event.item } } },
    },
    opening: {
      tags: 'visible',
      after: { fadeIn: 'open' },
      on: { 'modal.close': 'closing' },
    },
    open: {
      tags: 'visible',
      on: { 'modal.close': 'closing' },
    },
    closing: {
      tags: 'visible',
      after: { fadeOut: 'closed' },
    },
  },
})

export type ModalMachine = typeof modalMachine
