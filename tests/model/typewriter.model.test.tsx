// Model-based paths of the typewriter machine, replayed against the real typewriter intro (tests/README.md).
// The app's timer effects run under fake timers: 'typing.tick' and 'pause.elapsed' are time passing.
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen } from '@testing-library/react'
import { createTestModel } from '@xstate/graph'
import { PAUSE_MS, TYPE_DELAY_MS, typewriterMachine } from '@machines/typewriter.machine'
import type { TypewriterContext } from '@machines/typewriter.machine'
import { typewriterEffects } from '@machines/typewriter.actors'
import { TypewriterIntro } from '@/views/about/typewriter-intro'
import { renderApp } from '../views/support'
import { withActorCheck } from './harness'
import { reportCoverage, serializeByTransition } from './coverage'

// Short paragraphs keep the graph small: 3 characters each, two paragraphs.
const paragraphs = ['Oi!', 'Bye'] as const

const model = createTestModel(typewriterMachine, {
  input: { paragraphs },
  serializeState: serializeByTransition(typewriterMachine, (s) => [s.context.paragraph, s.context.chars]),
} as Parameters<typeof createTestModel<typeof typewriterMachine>>[1])
const paths = model.getShortestPaths()

const live = typewriterMachine.provide({ actions: typewriterEffects })

/** What the screen should show for a context: earlier paragraphs whole, the current one typed so far. */
const expectedText = ({ paragraph, chars }: TypewriterContext) => paragraphs.slice(0, paragraph + 1).map((text, index) => (index < paragraph ? text : text.slice(0, chars)))

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('typewriter machine × typewriter intro', () => {
  afterAll(() => {
    const coverage = reportCoverage(typewriterMachine, paths)
    expect(coverage.states.covered).toBe(coverage.states.total)
    expect(coverage.transitions.covered).toBe(coverage.transitions.total)
  })

  for (const path of paths) {
    it(path.description, async () => {
      const app = await renderApp({}, <TypewriterIntro paragraphs={paragraphs} logic={live} />)
      const actor = () => app.actors.byId('typewriter')
      const region = () => screen.getByRole('button', { name: 'Typewriter introduction' })
      const visible = (state: { context: TypewriterContext }, name: 'typing' | 'paused' | 'done') => {
        expect(region()).toHaveAttribute('data-state', name)
        expect(screen.getAllByTestId('typed-paragraph').map((p) => p.textContent)).toEqual(expectedText(state.context))
        // Screen readers always get the whole text.
        for (const text of paragraphs) expect(screen.getByText(text, { selector: 'p:not([data-testid])' })).toBeInTheDocument()
      }
      await path.test({
        states: withActorCheck(actor, {
          typing: (state) => visible(state, 'typing'),
          paused: (state) => visible(state, 'paused'),
          done: (state) => visible(state, 'done'),
        }),
        events: {
          'typing.tick': () => act(() => vi.advanceTimersByTime(TYPE_DELAY_MS)),
          'pause.elapsed': () => act(() => vi.advanceTimersByTime(PAUSE_MS)),
          'typewriter.click': () => act(() => void fireEvent.click(region())),
          'typewriter.restart': () => act(() => void fireEvent.contextMenu(region())),
        },
      })
    })
  }
})
