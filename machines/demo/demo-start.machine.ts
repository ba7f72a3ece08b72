// Demo start (/experimentar): the captcha as the sign-up has it, then POST /v1/api/demo; a started demo goes to the
// view, which signs it in and opens the finance panel. docs/product-rules.md#the-visitors-demo.
import { and, assign, emit, not, or, raise, setup, stateIn } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import { toApiFailure } from '@/api/errors'
import type { ApiFailure } from '@/api/errors'
import { captchaModeRegion, captchaRegion } from '../account/auth-form'
import type { AuthFormEvent } from '../account/auth-form'
import { demoMessages } from './demo-messages'
import { demoStartActors } from './demo-start.actors'
import type { StartedDemo } from './demo-start.actors'
import { formMessages } from '../form-messages'

export type { StartedDemo }

export interface DemoStartContext {
  /** The ALTCHA payload once the widget is verified. */
  captcha: string | null
  error: MessageDescriptor | null
  /** Reached by a click on the app's "Try the finance manager": the demo starts as soon as the captcha allows. */
  autoStart: boolean
}

export type DemoStartEvent = Extract<AuthFormEvent<never>, { type: `captcha.${string}` }> | { type: 'demo.start' }

export interface DemoStartInput {
  autoStart?: boolean
}

/** What the view acts on: a used captcha's widget to solve again; the demo started (sign it in, open the panel). */
export type DemoStartEmitted = { type: 'captcha.resetWidget' } | { type: 'demo.started'; demo: StartedDemo }

const failure = ({ event }: { event: { error: unknown } }) => toApiFailure(event.error)

/** Every failed start used its captcha up: it is forgotten and the widget is solved again. */
const failedWith = (message: MessageDescriptor) => [{ type: 'setError', params: { message } }, 'forgetCaptcha', 'resetCaptchaWidget'] as const

/** The start button's outcomes, the same from every state that offers it. */
const startTransitions = [
  { guard: 'captchaPending', target: '#demoStart.flow.captchaMissing', actions: { type: 'setError', params: { message: formMessages.captchaRequired } } },
  { target: '#demoStart.flow.creating', actions: 'clearError' },
] as const

export const demoStartMachine = setup({
  types: {
    context: {} as DemoStartContext,
    events: {} as DemoStartEvent,
    emitted: {} as DemoStartEmitted,
    input: {} as DemoStartInput,
    tags: {} as 'busy',
  },
  actors: demoStartActors,
  actions: {
    resetCaptchaWidget: emit({ type: 'captcha.resetWidget' } as const),
    // The captcha region's own reset (a multiple-target transition would enter the captcha-mode region again too).
    forgetCaptcha: raise({ type: 'captcha.reset' } as const),
    reportStarted: emit((_, demo: StartedDemo) => ({ type: 'demo.started' as const, demo })),
    assignCaptcha: assign((_, payload: string) => ({ captcha: payload })),
    clearCaptcha: assign({ captcha: null }),
    clearError: assign({ error: null }),
    setError: assign((_, params: { message: MessageDescriptor }) => ({ error: params.message })),
  },
  guards: {
    autoStart: ({ context }) => context.autoStart,
    captchaPending: and([stateIn('#demoStart.captcha.unverified'), not(stateIn('#demoStart.captchaMode.off'))]),
    captchaReady: or([stateIn('#demoStart.captcha.verified'), stateIn('#demoStart.captchaMode.off')]),
    isRateLimited: (_, failure: ApiFailure) => failure.status === 429,
    isFull: (_, failure: ApiFailure) => failure.code === 'demo_capacity',
    // DEMO=off: the server has no such call (JSON 404).
    isUnavailable: (_, failure: ApiFailure) => failure.status === 404,
    isCaptchaRejected: (_, failure: ApiFailure) => failure.code === 'captcha_required' || failure.code === 'captcha_invalid',
  },
}).createMachine({
  id: 'demoStart',
  type: 'parallel',
  context: ({ input }) => ({ captcha: null, error: null, autoStart: input.autoStart ?? false }),
  states: {
    flow: {
      initial: 'entering',
      states: {
        entering: {
          always: [{ guard: 'autoStart', target: 'waiting' }, { target: 'idle' }],
        },
        // Started from the app's button: on as soon as the server says no captcha, or the widget has solved it.
        // A click meanwhile (the widget failed, or is slow) asks for the captcha as a click on the page would.
        waiting: {
          always: { guard: 'captchaReady', target: 'creating', actions: 'clearError' },
          on: { 'demo.start': { target: 'captchaMissing', actions: { type: 'setError', params: { message: formMessages.captchaRequired } } } },
        },
        idle: {
          on: { 'demo.start': startTransitions },
        },
        captchaMissing: {
          on: {
            'demo.start': startTransitions,
            'captcha.verified': { target: 'idle', actions: 'clearError' },
            // The server's answer came after the click: it wants no captcha, so nothing is missing.
            'captcha.off': { target: 'idle', actions: 'clearError' },
          },
        },
        creating: {
          tags: 'busy',
          invoke: {
            id: 'startDemo',
            src: 'startDemo',
            input: ({ context }) => ({ captcha: context.captcha ?? '' }),
            onDone: { target: 'started', actions: { type: 'reportStarted', params: ({ event }) => event.output } },
            onError: [
              { guard: { type: 'isRateLimited', params: failure }, target: 'failed', actions: failedWith(demoMessages.rateLimited) },
              { guard: { type: 'isFull', params: failure }, target: 'failed', actions: failedWith(demoMessages.full) },
              { guard: { type: 'isUnavailable', params: failure }, target: 'unavailable', actions: failedWith(demoMessages.unavailable) },
              { guard: { type: 'isCaptchaRejected', params: failure }, target: 'captchaMissing', actions: failedWith(formMessages.captchaRequired) },
              { target: 'failed', actions: failedWith(demoMessages.failed) },
            ],
          },
        },
        failed: {
          on: { 'demo.start': startTransitions },
        },
        // This server runs without the demo (DEMO=off): nothing to try again; the page offers the sign-up instead.
        unavailable: {},
        started: { type: 'final' },
      },
    },
    captcha: captchaRegion,
    captchaMode: captchaModeRegion,
  },
})

export type DemoStartMachine = typeof demoStartMachine
