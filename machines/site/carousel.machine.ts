// Image carousel of a project modal: current image, counter, zoom and the zoomed image's pan.
// Previous/next are disabled at the ends, the counter reads 'n / total', a click toggles the zoom and navigating
// resets it; the zoomed image pans (follows the pointer; arrow keys while zoomed) so all of it can be read.
import { assign, setup } from 'xstate'

/** How far one arrow key moves the zoomed view, in percent of the image. */
export const PAN_STEP = 10

/** The point of the image kept in place when zoomed, in percent (50/50: the centre). */
export interface Pan {
  x: number
  y: number
}

export interface CarouselContext {
  /** Zero-based index of the shown image. */
  index: number
  total: number
  pan: Pan
}

export interface CarouselInput {
  total: number
  /** Image to start on (default 0), clamped to the range. */
  start?: number
}

export type ArrowDirection = 'left' | 'right' | 'up' | 'down'

export type CarouselEvent =
  | { type: 'carousel.next' }
  | { type: 'carousel.prev' }
  | { type: 'zoom.toggle' }
  /** An arrow key: previous/next image, or a pan step while zoomed. */
  | { type: 'carousel.arrow'; direction: ArrowDirection }
  /** The pointer over the zoomed image, in percent of the frame. */
  | { type: 'zoom.panTo'; x: number; y: number }

const centre: Pan = { x: 50, y: 50 }
const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)))
const steps: Record<ArrowDirection, Pan> = { left: { x: -PAN_STEP, y: 0 }, right: { x: PAN_STEP, y: 0 }, up: { x: 0, y: -PAN_STEP }, down: { x: 0, y: PAN_STEP } }

export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    input: {} as CarouselInput,
  },
  actions: {
    showNext: assign(({ context }) => ({ index: context.index + 1 })),
    showPrevious: assign(({ context }) => ({ index: context.index - 1 })),
    centre: assign({ pan: centre }),
    panBy: assign(({ context }, direction: ArrowDirection) => {
      const step = steps[direction]
      return { pan: { x: clamp(context.pan.x + step.x), y: clamp(context.pan.y + step.y) } }
    }),
    panTo: assign((_, point: Pan) => ({ pan: { x: clamp(point.x), y: clamp(point.y) } })),
  },
  guards: {
    hasNext: ({ context }) => context.index < context.total - 1,
    hasPrevious: ({ context }) => context.index > 0,
    isRightWithNext: ({ context }, direction: ArrowDirection) => direction === 'right' && context.index < context.total - 1,
    isLeftWithPrevious: ({ context }, direction: ArrowDirection) => direction === 'left' && context.index > 0,
    /** A pointer position the view could measure (not NaN from an unlaid-out frame). */
    isPanPoint: (_, point: Pan) => Number.isFinite(point.x) && Number.isFinite(point.y),
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({
    total: Math.max(0, input.total),
    index: Math.min(Math.max(0, input.start ?? 0), Math.max(0, input.total - 1)),
    pan: centre,
  }),
  initial: 'normal',
  // Navigating always lands on the unzoomed image.
  on: {
    'carousel.next': { guard: 'hasNext', target: '.normal', actions: 'showNext' },
    'carousel.prev': { guard: 'hasPrevious', target: '.normal', actions: 'showPrevious' },
  },
  states: {
    normal: {
      entry: 'centre',
      on: {
        'zoom.toggle': 'zoomed',
        'carousel.arrow': [
          { guard: { type: 'isLeftWithPrevious', params: ({ event }) => event.direction }, target: 'normal', actions: 'showPrevious' },
          { guard: { type: 'isRightWithNext', params: ({ event }) => event.direction }, target: 'normal', actions: 'showNext' },
        ],
      },
    },
    zoomed: {
      on: {
        'zoom.toggle': 'normal',
        // Every arrow key pans while zoomed; against an edge the view stays put (and the page does not scroll).
        'carousel.arrow': { actions: { type: 'panBy', params: ({ event }) => event.direction } },
        'zoom.panTo': {
          guard: { type: 'isPanPoint', params: ({ event }) => ({ x: event.x, y: event.y }) },
          actions: { type: 'panTo', params: ({ event }) => ({ x: event.x, y: event.y }) },
        },
      },
    },
  },
})

export type CarouselMachine = typeof carouselMachine
