// Click-driven typewriter intro of the About Me page: types paragraphs one character at a time.
// A click completes the paragraph or advances, a right-click restarts; 18 ms per character, 400 ms pause.
import { assign, setup } from 'xstate'

/** Typing speed, per character. */
export const TYPE_DELAY_MS = 18
/** Pause after a paragraph before the next one starts. */
export const PAUSE_MS = 400

export interface TypewriterContext {
  paragraphs: readonly string[]
  /** Index of the paragraph being typed (or the last one, when done). */
  paragraph: number
  /** Characters of that paragraph shown so far. */
  chars: number
  /** prefers-reduced-motion: every paragraph is shown at once. */
  reducedMotion: boolean
}

export interface TypewriterInput {
  paragraphs: readonly string[]
  reducedMotion?: boolean
}

export type TypewriterEvent = { type: 'typewriter.click' } | { type: 'typewriter.restart' }

const lengthOf = (context: TypewriterContext, paragraph = context.paragraph) => context.paragraphs[paragraph]?.length ?? 0
const isLast = (context: TypewriterContext) => context.paragraph >= context.paragraphs.length - 1

export const typewriterMachine = setup({
  types: {
    context: {} as TypewriterContext,
    events: {} as TypewriterEvent,
    input: {} as TypewriterInput,
  },
  delays: {
    typeDelay: TYPE_DELAY_MS,
    pauseDelay: PAUSE_MS,
  },
  actions: {
    typeOne: assign(({ context }) => ({ chars: context.chars + 1 })),
    completeParagraph: assign(({ context }) => ({ chars: lengthOf(context) })),
    startNextParagraph: assign(({ context }) => ({ paragraph: context.paragraph + 1, chars: 0 })),
    rewind: assign({ paragraph: 0, chars: 0 }),
    showAll: assign(({ context }) => {
      const last = Math.max(0, context.paragraphs.length - 1)
      return { paragraph: last, chars: lengthOf(context, last) }
    }),
  },
  guards: {
    reducedMotion: ({ context }) => context.reducedMotion,
    /** The next character is the paragraph's last one. */
    typesLastChar: ({ context }) => context.chars + 1 >= lengthOf(context),
    isLastParagraph: ({ context }) => isLast(context),
    isLastParagraphEnd: ({ context }) => isLast(context) && context.chars + 1 >= lengthOf(context),
  },
}).createMachine({
  id: 'typewriter',
  context: ({ input }) => ({ paragraphs: input.paragraphs, paragraph: 0, chars: 0, reducedMotion: input.reducedMotion ?? false }),
  initial: 'typing',
  on: {
    // A transition to a child always exits and re-enters it, so typing restarts its delay too.
    'typewriter.restart': { target: '.typing', actions: 'rewind' },
  },
  states: {
    typing: {
      always: { guard: 'reducedMotion', target: 'done', actions: 'showAll' },
      after: {
        // One character per delay; re-entering `typing` starts the next delay.
        typeDelay: [
          { guard: 'isLastParagraphEnd', target: 'done', actions: 'typeOne' },
          { guard: 'typesLastChar', target: 'paused', actions: 'typeOne' },
          { target: 'typing', reenter: true, actions: 'typeOne' },
        ],
      },
      on: {
        'typewriter.click': [
          { guard: 'isLastParagraph', target: 'done', actions: 'completeParagraph' },
          { target: 'paused', actions: 'completeParagraph' },
        ],
      },
    },
    paused: {
      after: {
        pauseDelay: { target: 'typing', actions: 'startNextParagraph' },
      },
      on: {
        'typewriter.click': { target: 'typing', actions: 'startNextParagraph' },
      },
    },
    done: {},
  },
})

export type TypewriterMachine = typeof typewriterMachine
