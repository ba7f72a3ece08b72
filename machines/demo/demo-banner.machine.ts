// The demo banner of a visitor's demo (every signed-in page): when the demo expires and "Create my account", whose
// dialog is the demo-convert child machine; converted, it tells the view (which signs the account in afresh) and shows
// a confirmation until dismissed. docs/product-rules.md#the-visitors-demo.
import { emit, setup } from 'xstate'
import type { DoneActorEvent } from 'xstate'
import { demoConvertMachine } from './demo-convert.machine'
import type { DemoConvertOutput } from './demo-convert.machine'

export type DemoBannerEvent = { type: 'convert.open' } | { type: 'confirmation.dismiss' }

/** The converted account, for the session (the view sends it the new tokens). */
export type DemoBannerEmitted = { type: 'demo.converted'; account: NonNullable<DemoConvertOutput> }

const output = ({ event }: { event: DoneActorEvent<DemoConvertOutput> }) => event.output

export const demoBannerMachine = setup({
  types: {
    events: {} as DemoBannerEvent,
    emitted: {} as DemoBannerEmitted,
  },
  actors: { convertForm: demoConvertMachine },
  actions: {
    reportConverted: emit((_, account: NonNullable<DemoConvertOutput>) => ({ type: 'demo.converted' as const, account })),
  },
  guards: {
    isConverted: (_, output: DemoConvertOutput) => output !== null,
  },
}).createMachine({
  id: 'demoBanner',
  initial: 'banner',
  states: {
    banner: {
      on: { 'convert.open': 'converting' },
    },
    converting: {
      invoke: {
        id: 'convertForm',
        src: 'convertForm',
        onDone: [
          { guard: { type: 'isConverted', params: output }, target: 'converted', actions: { type: 'reportConverted', params: ({ event }) => event.output! } },
          { target: 'banner' },
        ],
      },
    },
    converted: {
      on: { 'confirmation.dismiss': 'dismissed' },
    },
    dismissed: {},
  },
})

export type DemoBannerMachine = typeof demoBannerMachine
