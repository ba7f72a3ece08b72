// Private slideshow (/amor, Admin): text and image slides advanced with Next (and the arrow keys), over looping
// music that is playing, blocked by the browser's autoplay policy (an overlay button starts it) or muted.
// The slides and the music are content (src/content/).
// The actors (play the page's audio element, the arrow keys) are in slideshow.actors.ts.
import { assign, setup } from 'xstate'
import { setMuted, slideshowActors } from './slideshow.actors'

export interface SlideshowInput {
  /** How many slides the content has. */
  total: number
  /** The page's <audio> element, once it is mounted (none: the music counts as blocked). */
  audio?: () => HTMLAudioElement | null
}

export interface SlideshowContext {
  index: number
  total: number
  audio: () => HTMLAudioElement | null
}

export type SlideshowEvent =
  | { type: 'slide.next' }
  | { type: 'slide.previous' }
  | { type: 'audio.start' }
  | { type: 'mute.toggle' }

export const slideshowMachine = setup({
  types: {
    context: {} as SlideshowContext,
    events: {} as SlideshowEvent,
    input: {} as SlideshowInput,
  },
  actors: slideshowActors,
  actions: {
    muteAudio: ({ context }) => setMuted(context.audio(), true),
    unmuteAudio: ({ context }) => setMuted(context.audio(), false),
    nextSlide: assign(({ context }) => ({ index: context.index + 1 })),
    previousSlide: assign(({ context }) => ({ index: context.index - 1 })),
    firstSlide: assign({ index: 0 }),
  },
  guards: {
    hasNext: ({ context }) => context.index < context.total - 1,
    hasPrevious: ({ context }) => context.index > 0,
  },
}).createMachine({
  id: 'slideshow',
  context: ({ input }) => ({ index: 0, total: Math.max(1, input.total), audio: input.audio ?? (() => null) }),
  invoke: { id: 'arrowKeys', src: 'arrowKeys' },
  type: 'parallel',
  on: {
    // Next on the last slide starts over.
    'slide.next': [{ guard: 'hasNext', actions: 'nextSlide' }, { actions: 'firstSlide' }],
    'slide.previous': { guard: 'hasPrevious', actions: 'previousSlide' },
  },
  states: {
    audio: {
      initial: 'starting',
      states: {
        starting: {
          invoke: {
            id: 'playAudio',
            src: 'playAudio',
            input: ({ context }) => ({ audio: context.audio }),
            // A refusal is the autoplay policy (or no element yet): the overlay offers a click to play.
            onDone: 'playing',
            onError: 'blocked',
          },
        },
        playing: {
          on: { 'mute.toggle': { target: 'muted', actions: 'muteAudio' } },
        },
        // Nothing plays while starting or blocked, so there is nothing to mute.
        blocked: {
          on: {
            // A click is a user gesture: the browser lets play() through.
            'audio.start': 'starting',
          },
        },
        muted: {
          on: { 'mute.toggle': { target: 'starting', actions: 'unmuteAudio' } },
        },
      },
    },
  },
})

export type SlideshowMachine = typeof slideshowMachine
