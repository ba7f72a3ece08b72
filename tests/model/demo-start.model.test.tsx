// Model-based paths of the demo-start machine, replayed against the real /experimentar page: getShortestPaths from
// xstate/graph for both ways in (opened by its address; started by the app's button, autoStart), with the server's
// captcha setting and the demo call's answers named as events; the replay drives the captcha widget, clicks Start,
// answers the held calls, and every state asserts what the page shows (and, started, the session and the panel).
import { afterAll, describe, expect, it } from 'vitest'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AnyMachineSnapshot, AnyStateMachine, EventObject, StateValue } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { demoStartMachine } from '@machines/demo/demo-start.machine'
import type { DemoStartEvent, StartedDemo } from '@machines/demo/demo-start.machine'
import { ApiError } from '@/api/errors'
import DemoStartView from '@/views/auth/demo-start-view'
import { renderApp, settle } from '../views/support'
import { heldCaptchaMode, possibleWithCaptchaMode } from './auth-form'
import type { StateChecks } from './harness'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { coveringPaths, heldActor, actorErrors } from './held-actors'

const started: StartedDemo = { accessToken: 'a.b.c', refreshToken: 'r', role: 'User', nomeCompleto: 'Visitante', demo: { expiraEm: '2026-12-06T15:00:00.000Z' }, username: 'demo-a1b2c3' }
type ModelEvent = DemoStartEvent | { type: 'xstate.done.actor.startDemo'; output: StartedDemo } | { type: 'xstate.error.actor.startDemo'; error: unknown }

const apiError = (status: number, code: string) => new ApiError({ status, code, message: 'x' })
const events: ModelEvent[] = [
  { type: 'captcha.on' },
  { type: 'captcha.off' },
  { type: 'captcha.verified', payload: 'captcha-ok' },
  { type: 'captcha.reset' },
  { type: 'demo.start' },
  { type: 'xstate.done.actor.startDemo', output: started },
  ...actorErrors('startDemo', [apiError(429, 'demo_rate_limited'), apiError(503, 'demo_capacity'), apiError(404, 'not_found'), apiError(400, 'captcha_invalid'), apiError(500, 'internal_error')]),
]

/**
 * What can really happen: the server answers its captcha setting once (while the page asks), and the page of a
 * server without the demo has no widget left to verify or reset.
 */
const possibleOnThePage = (snapshot: AnyMachineSnapshot, event: ModelEvent) =>
  (event.type === 'captcha.on' || event.type === 'captcha.off' ? snapshot.matches({ captchaMode: 'asking' }) : true) &&
  !(snapshot.matches({ flow: 'unavailable' }) && (event.type === 'captcha.verified' || event.type === 'captcha.reset'))

// Typed as any machine: its paths also carry the demo call's answers, which are no DemoStartEvent.
const model: AnyStateMachine = demoStartMachine
const pathsFor = (autoStart: boolean) =>
  coveringPaths(
    model,
    getShortestPaths(model, {
      input: { autoStart },
      events: (snapshot) => events.filter((event) => snapshot.can(event) && possibleWithCaptchaMode(snapshot, event) && possibleOnThePage(snapshot, event)),
      serializeState: serializeByTransition(model, (s: AnyMachineSnapshot) => [s.context.error?.id ?? null, s.context.captcha]),
    }),
  ).map((path) => ({ ...path, autoStart }))
const paths = [...pathsFor(false), ...pathsFor(true)]

/** 'flow.idle' → { flow: 'idle' }, for snapshot.matches. */
const stateValueOf = (key: string): StateValue => {
  const parts = key.split('.')
  return parts.slice(0, -1).reduceRight<StateValue>((inner, part) => ({ [part]: inner }), parts.at(-1)!)
}

const describePath = (path: (typeof paths)[number]) =>
  `${path.autoStart ? '[from the button] ' : ''}${
    path.steps
      .slice(1)
      .map((step) => step.event.type.replace('xstate.', ''))
      .join(' → ') || 'initial state'
  }`

function dispatchCaptcha(state: 'verified' | 'expired', payload: string | null) {
  const widget = document.querySelector('altcha-widget')!
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }))
  })
}

/** The error line says the context's error (in English), or there is none. */
function errorLine(state: AnyMachineSnapshot) {
  const error = state.context.error as { message?: string } | null
  expect(screen.queryByRole('alert')?.textContent ?? null).toBe(error?.message ?? null)
}

describe('demo-start machine × /experimentar', () => {
  afterAll(() => expectFullCoverage(demoStartMachine, paths))

  for (const path of paths) {
    it(describePath(path), async () => {
      const captchaMode = heldCaptchaMode()
      const startDemo = heldActor<StartedDemo, { captcha: string }>()
      const logic = demoStartMachine.provide({ actors: { startDemo: startDemo.logic, captchaMode: captchaMode.logic } })
      const app = await renderApp({ path: '/experimentar' }, <DemoStartView logic={logic} autoStart={path.autoStart} />)
      await app.answerTokenCheck(null)
      const actor = () => app.actors.byId('demoStart')
      const user = userEvent.setup()
      const startButton = () => screen.queryByRole('button', { name: /^(Start the demo|Starting…)$/ })
      const checks: StateChecks = {
        'flow.idle': (state) => {
          errorLine(state)
          expect(startButton()).toHaveTextContent('Start the demo')
          expect(startButton()).not.toHaveAttribute('aria-disabled')
        },
        'flow.waiting': (state) => {
          errorLine(state)
          expect(screen.getByRole('status')).toHaveTextContent('Checking that you are not a robot…')
          expect(startButton()).toHaveTextContent('Start the demo')
          // The widget solves itself: the visitor asked with the button's click.
          if (!state.matches({ captchaMode: 'off' })) expect(document.querySelector('altcha-widget')).toHaveAttribute('auto', 'onload')
        },
        'flow.captchaMissing': (state) => {
          expect(screen.getByRole('alert')).toHaveTextContent('Please confirm the captcha!')
          if (!state.matches({ captchaMode: 'off' })) expect(document.querySelector('altcha-widget')).toHaveAttribute('data-invalid', 'true')
        },
        'flow.creating': (state) => {
          expect(screen.getByRole('status')).toHaveTextContent('Preparing your demo…')
          expect(startButton()).toHaveTextContent('Starting…')
          // The solved captcha, or none when the server wants none (then one solved before may go along).
          const sent = startDemo.runs.at(-1)!.input.captcha
          if (state.matches({ captchaMode: 'off' })) expect(['', 'captcha-ok']).toContain(sent)
          else expect(sent).toBe('captcha-ok')
        },
        'flow.failed': (state) => {
          errorLine(state)
          expect(startButton()).toHaveTextContent('Start the demo')
        },
        'flow.unavailable': () => {
          expect(screen.getByRole('alert')).toHaveTextContent('The demo is not available on this server.')
          expect(startButton()).toBeNull()
          expect(document.querySelector('altcha-widget')).toBeNull()
          expect(screen.getByRole('link', { name: 'Create User' })).toHaveAttribute('href', '/criar-usuario')
        },
        'flow.started': () => {
          expect(app.path()).toBe('/financas')
          const session = app.session().getSnapshot()
          expect(session.matches('authenticated')).toBe(true)
          expect(session.context).toMatchObject({ username: 'demo-a1b2c3', role: 'User', demoExpiresAt: '2026-12-06T15:00:00.000Z' })
          expect(localStorage.getItem('demoExpiraEm')).toBe('2026-12-06T15:00:00.000Z')
        },
        'captcha.unverified': (state) => expect(state.context.captcha).toBeNull(),
        'captcha.verified': (state) => expect(actor().getSnapshot().context.captcha).toBe(state.context.captcha),
        'captchaMode.asking': () => expect(document.querySelector('altcha-widget')).not.toBeNull(),
        'captchaMode.on': (state) => {
          if (!state.matches({ flow: 'unavailable' })) expect(document.querySelector('altcha-widget')).not.toBeNull()
        },
        'captchaMode.off': () => expect(document.querySelector('altcha-widget')).toBeNull(),
      }
      const viewEvents: Record<string, (event: EventObject) => Promise<void>> = {
        ...Object.fromEntries(Object.entries(captchaMode.viewEvents).map(([type, answer]) => [type, (event: EventObject) => answer({ event })])),
        'captcha.verified': async (event) => dispatchCaptcha('verified', (event as EventObject & { payload: string }).payload),
        'captcha.reset': async () => dispatchCaptcha('expired', null),
        'demo.start': async () => user.click(startButton()!),
      }
      for (const step of path.steps) {
        const event = step.event
        if (event.type.startsWith('xstate.') && event.type !== 'xstate.init') await settle(() => startDemo.settle(event))
        else if (event.type !== 'xstate.init') await settle(() => viewEvents[event.type]!(event))
        const state = step.state as AnyMachineSnapshot
        expect(actor().getSnapshot().value, `after ${event.type}`).toEqual(state.value)
        for (const key of Object.keys(checks).filter((key) => state.matches(stateValueOf(key)))) await checks[key]!(state)
      }
    })
  }
})
