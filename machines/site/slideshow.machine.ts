// Private slideshow (/amor, Admin): its content is loaded with the session first (texts, then the pictures and
// the music as object URLs; a failure offers Try again), then text and image slides advance with Next (and the
// arrow keys), over looping music that is playing, blocked by the browser's autoplay policy (an overlay button
// starts it) or muted. The object URLs are revoked when the page is left.
// The actors (load, keep the URLs, play the page's audio element, the arrow keys) are in slideshow.actors.ts.
import { assign, setup } from 'xstate'
import type { SlideshowContent } from '@/api/slideshow'
import { setMuted, slideshowActors } from './slideshow.actors'
import type { LoadedSlideshow } from './slideshow.actors'

export interface SlideshowInput {
  /** The page's <audio> element, once it is mounted (none: the music counts as blocked). */
  audio?: () => HTMLAudioElement | null
}

export interface SlideshowContext {
  index: number
  /** How many slides the content has (0 until it is loaded). */
  total: number
  content: SlideshowContent | null
  /** Each file address of the content → its object URL. */
  urls: Record<string, string>
  audio: () => HTMLAudioElement | null
}

export type SlideshowEvent =
  | { type: 'slide.next' }
  | { type: 'slide.previous' }
  | { type: 'audio.start' }
  | { type: 'mute.toggle' }
  | { type: 'retry' }

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
    keepContent: assign((_, loaded: LoadedSlideshow) => ({
      content: loaded.content,
      urls: loaded.urls,
      total: loaded.content.slides.length,
      index: 0,
    })),
  },
  guards: {
    hasNext: ({ context }) => context.index < context.total - 1,
    hasPrevious: ({ context }) => context.index > 0,
  },
}).createMachine({
  id: 'slideshow',
  context: ({ input }) => ({ index: 0, total: 0, content: null, urls: {}, audio: input.audio ?? (() => null) }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSlideshow',
        src: 'loadSlideshow',
        onDone: { target: 'ready', actions: { type: 'keepContent', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    failed: {
      on: { retry: 'loading' },
    },
    ready: {
      type: 'parallel',
      invoke: [
        { id: 'keepUrls', src: 'keepUrls', input: ({ context }) => ({ urls: context.urls }) },
        { id: 'arrowKeys', src: 'arrowKeys' },
      ],
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
                input: ({ context }) => ({ audio: context.audio, src: context.content ? context.urls[context.content.music] : undefined }),
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
    },
  },
})

export type SlideshowMachine = typeof slideshowMachine
