// Private slideshow (/amor, Admin): text and image slides advanced with Next (and the arrow keys), over looping
// music that is playing, blocked by the browser's autoplay policy (an overlay button starts it) or muted.
// SPEC §2 Slideshow, DESIGN §5 (slides and music are content), §6 (slideshow machine: slides, audio, autoplay-blocked).
import { assign, setup } from 'xstate'

export interface SlideshowInput {
  /** How many slides the content has. */
  total: number
}

export interface SlideshowContext {
  index: number
  total: number
}

export type SlideshowEvent =
  | { type: 'slide.next' }
  | { type: 'slide.previous' }
  | { type: 'audio.playing' }
  | { type: 'audio.blocked' }
  | { type: 'audio.start' }
  | { type: 'mute.toggle' }

export const slideshowMachine = setup({
  types: {
    context: {} as SlideshowContext,
    events: {} as SlideshowEvent,
    input: {} as SlideshowInput,
  },
  actions: {
    // Effects: slideshow.actors.ts. playAudio answers audio.playing or audio.blocked (the autoplay policy);
    // muteAudio / unmuteAudio silence the music without losing its place; listenKeys maps the arrow keys.
    playAudio: () => {},
    muteAudio: () => {},
    unmuteAudio: () => {},
    listenKeys: () => {},
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
  context: ({ input }) => ({ index: 0, total: Math.max(1, input.total) }),
  entry: 'listenKeys',
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
          entry: 'playAudio',
          on: {
            'audio.playing': 'playing',
            'audio.blocked': 'blocked',
            'mute.toggle': { target: 'muted', actions: 'muteAudio' },
          },
        },
        playing: {
          on: { 'mute.toggle': { target: 'muted', actions: 'muteAudio' } },
        },
        blocked: {
          on: {
            // A click is a user gesture: the browser lets play() through.
            'audio.start': 'starting',
            'mute.toggle': { target: 'muted', actions: 'muteAudio' },
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
