// The finance panel's first-steps list: what a new user does first (an account with its real balance, a card
// with its closing and due days, a bank statement imported, a budget), each step gone once the user's data shows
// it done; the whole list gone when every step is done, or once dismissed (kept on the device for that user).
// A failed read shows no list: it is help, never in the way. The actor is in first-steps.actors.ts.
import { assign, setup } from 'xstate'
import { dismissFirstSteps, firstSteps, firstStepsActors, firstStepsDismissed } from './first-steps.actors'
import type { FirstStep, FirstStepsProgress } from './first-steps.actors'

export interface FirstStepsContext {
  username: string
  /** The month whose budgets count ('YYYY-MM'). */
  month: string
  progress: FirstStepsProgress | null
}

export interface FirstStepsInput {
  username: string
  month: string
}

export type FirstStepsEvent = { type: 'steps.dismiss' }

/** The steps still to do, in order. */
export function pendingSteps(progress: FirstStepsProgress | null): FirstStep[] {
  return progress ? firstSteps.filter((step) => !progress[step]) : []
}

export const firstStepsMachine = setup({
  types: {
    context: {} as FirstStepsContext,
    events: {} as FirstStepsEvent,
    input: {} as FirstStepsInput,
  },
  actors: firstStepsActors,
  actions: {
    assignProgress: assign((_, progress: FirstStepsProgress) => ({ progress })),
    rememberDismissed: ({ context }) => dismissFirstSteps(context.username),
  },
  guards: {
    wasDismissed: ({ context }) => firstStepsDismissed(context.username),
    allDone: (_, progress: FirstStepsProgress) => pendingSteps(progress).length === 0,
  },
}).createMachine({
  id: 'firstSteps',
  context: ({ input }) => ({ username: input.username, month: input.month, progress: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'wasDismissed', target: 'hidden' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        id: 'loadProgress',
        src: 'loadProgress',
        input: ({ context }) => ({ month: context.month }),
        onDone: [
          { guard: { type: 'allDone', params: ({ event }) => event.output }, target: 'hidden', actions: { type: 'assignProgress', params: ({ event }) => event.output } },
          { target: 'shown', actions: { type: 'assignProgress', params: ({ event }) => event.output } },
        ],
        onError: 'hidden',
      },
    },
    shown: {
      on: { 'steps.dismiss': { target: 'hidden', actions: 'rememberDismissed' } },
    },
    hidden: {},
  },
})

export type FirstStepsMachine = typeof firstStepsMachine
