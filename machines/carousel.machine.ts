// Image carousel of a project modal: current image, counter and zoom.
// SPEC §2 Home (previous/next disabled at the ends, counter 'n / total', click toggles zoom, navigating resets it).
import { assign, setup } from 'xstate'

export interface CarouselContext {
  /** Zero-based index of the shown image. */
  index: number
  total: number
}

export interface CarouselInput {
  total: number
  /** Image to start on (default 0), clamped to the range. */
  start?: number
}

export type CarouselEvent = { type: 'carousel.next' } | { type: 'carousel.prev' } | { type: 'zoom.toggle' }

export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    input: {} as CarouselInput,
  },
  actions: {
    showNext: assign(({ context }) => ({ index: context.index + 1 })),
    showPrevious: assign(({ context }) => ({ index: context.index - 1 })),
  },
  guards: {
    hasNext: ({ context }) => context.index < context.total - 1,
    hasPrevious: ({ context }) => context.index > 0,
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({
    total: Math.max(0, input.total),
    index: Math.min(Math.max(0, input.start ?? 0), Math.max(0, input.total - 1)),
  }),
  initial: 'normal',
  // Navigating always lands on the unzoomed image.
  on: {
    'carousel.next': { guard: 'hasNext', target: '.normal', actions: 'showNext' },
    'carousel.prev': { guard: 'hasPrevious', target: '.normal', actions: 'showPrevious' },
  },
  states: {
    normal: { on: { 'zoom.toggle': 'zoomed' } },
    zoomed: { on: { 'zoom.toggle': 'normal' } },
  },
})

export type CarouselMachine = typeof carouselMachine
