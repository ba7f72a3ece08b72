// Model-based paths of the typewriter machine, replayed against the real typewriter intro.
// The paths come from the machine with getShortestPaths (xstate/graph); its `after` delays are named as
// events (xstate.after.<delay>.<state id>) and replayed as time passing under fake timers.
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen } from '@testing-library/react'
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { PAUSE_MS, TYPE_DELAY_MS, typewriterMachine } from '@machines/site/typewriter.machine'
import type { TypewriterContext } from '@machines/site/typewriter.machine'
import { TypewriterIntro } from '@/views/about/typewriter-intro'
import { renderApp } from '../views/support'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { longestPaths } from './held-actors'

// Short paragraphs keep the graph small: 3 characters each, two paragraphs.
const paragraphs = ['Oi!', 'Bye'] as const

const typed = 'xstate.after.typeDelay.typewriter.typing'
const paused = 'xstate.after.pauseDelay.typewriter.paused'
const events = [{ type: 'typewriter.click' }, { type: 'typewriter.restart' }, { type: typed }, { type: paused }] as const
type ModelEvent = (typeof events)[number]

const paths = longestPaths(
  // AnyStateMachine: the events include the delays' events, which the machine's event type does not name.
  getShortestPaths<AnyStateMachine>(typewriterMachine, {
    input: { paragraphs },
    events: (snapshot) => events.filter((event) => snapshot.can(event)),
    serializeState: serializeByTransition(typewriterMachine, (s: AnyMachineSnapshot) => [s.context.paragraph, s.context.chars]),
  }),
)

/** What the screen should show for a context: earlier paragraphs whole, the current one typed so far. */
const expectedText = ({ paragraph, chars }: TypewriterContext) => paragraphs.slice(0, paragraph + 1).map((text, index) => (index < paragraph ? text : text.slice(0, chars)))

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('typewriter machine × typewriter intro', () => {
  afterAll(() => expectFullCoverage(typewriterMachine, paths))

  for (const path of paths) {
    const name = path.steps.map((step) => step.event.type.replace(/^xstate\.after\.(\w+)\..*$/, 'after $1')).join(' → ')
    it(name, async () => {
      const app = await renderApp({}, <TypewriterIntro paragraphs={paragraphs} />)
      const actor = () => app.actors.byId('typewriter')
      const region = () => screen.getByRole('button', { name: 'Typewriter introduction' })
      const perform: Record<ModelEvent['type'], () => void> = {
        'typewriter.click': () => void fireEvent.click(region()),
        'typewriter.restart': () => void fireEvent.contextMenu(region()),
        // Time passing: the delays the machine itself schedules.
        [typed]: () => vi.advanceTimersByTime(TYPE_DELAY_MS),
        [paused]: () => vi.advanceTimersByTime(PAUSE_MS),
      }
      for (const step of path.steps) {
        const type = step.event.type as ModelEvent['type'] | 'xstate.init'
        if (type !== 'xstate.init') act(() => perform[type]())
        const state = step.state as AnyMachineSnapshot & { context: TypewriterContext }
        expect(actor().getSnapshot().value, `after ${type}`).toEqual(state.value)
        expect(region()).toHaveAttribute('data-state', state.value)
        expect(screen.getAllByTestId('typed-paragraph').map((p) => p.textContent)).toEqual(expectedText(state.context))
        // Screen readers always get the whole text.
        for (const text of paragraphs) expect(screen.getByText(text, { selector: 'p:not([data-testid])' })).toBeInTheDocument()
      }
    })
  }
})
