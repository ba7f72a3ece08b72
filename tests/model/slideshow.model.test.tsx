// Model-based paths of the slideshow machine, replayed against the real slideshow view (tests/README.md).
import { afterAll, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createTestModel } from '@xstate/graph'
import { slideshowMachine } from '@machines/slideshow.machine'
import type { SlideshowContext, SlideshowEvent } from '@machines/slideshow.machine'
import { slideshowEffects } from '@machines/slideshow.actors'
import { slideshow } from '@/content/slideshow'
import SlideshowView from '@/views/slideshow/slideshow-view'
import { renderApp } from '../views/support'
import { withActorCheck } from './harness'
import { reportCoverage, serializeByTransition } from './coverage'

const total = slideshow.slides.length

const model = createTestModel(slideshowMachine, {
  input: { total },
  events: (state) =>
    (
      [
        { type: 'slide.next' },
        { type: 'slide.previous' },
        { type: 'mute.toggle' },
        { type: 'audio.start' },
        { type: 'audio.playing' },
        { type: 'audio.blocked' },
      ] satisfies SlideshowEvent[]
    ).filter((event) => state.can(event)),
  serializeState: serializeByTransition(slideshowMachine, (s) => (s.context as SlideshowContext).index),
} as Parameters<typeof createTestModel<typeof slideshowMachine>>[1])
const paths = model.getShortestPaths()

// The audio effects are the test's (it answers audio.playing / audio.blocked); the arrow keys are the real listener.
const logic = slideshowMachine.provide({
  actions: { playAudio: () => {}, muteAudio: () => {}, unmuteAudio: () => {}, listenKeys: slideshowEffects(() => null).listenKeys },
})

const counter = () => screen.getByText(/^\d+ \/ \d+$/).textContent

describe('slideshow machine × slideshow view', () => {
  afterAll(() => {
    const coverage = reportCoverage(slideshowMachine, paths)
    expect(coverage.states.covered).toBe(coverage.states.total)
    expect(coverage.transitions.covered).toBe(coverage.transitions.total)
  })

  for (const path of paths) {
    it(path.description, async () => {
      const app = await renderApp({ path: '/amor' }, <SlideshowView logic={logic} />)
      const actor = () => app.actors.byId('slideshow')
      const user = userEvent.setup()
      /** The slide of the context is on screen, with Previous / Next (or Start again) as the index allows. */
      const slide = (state: { context: SlideshowContext }) => {
        const { index } = state.context
        expect((actor().getSnapshot().context as SlideshowContext).index).toBe(index)
        expect(counter()).toBe(`${index + 1} / ${total}`)
        const current = slideshow.slides[index]!
        if (current.kind === 'text') expect(screen.getByText(current.text.en)).toBeInTheDocument()
        else expect(screen.getByRole('img', { name: current.caption.en })).toHaveAttribute('src', current.src)
        expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', index === 0)
        expect(screen.getByRole('button', { name: index === total - 1 ? 'Start again' : 'Next' })).toBeEnabled()
      }
      const overlay = () => screen.queryByRole('button', { name: 'Play music' })
      await path.test({
        states: withActorCheck(actor, {
          'audio.starting': (state) => {
            slide(state)
            expect(overlay()).toBeNull()
            expect(screen.getByRole('button', { name: 'Mute music' })).toBeEnabled()
          },
          'audio.playing': (state) => {
            slide(state)
            expect(overlay()).toBeNull()
            expect(screen.getByRole('button', { name: 'Mute music' })).toBeEnabled()
          },
          'audio.blocked': (state) => {
            slide(state)
            expect(overlay()).toBeEnabled()
          },
          'audio.muted': (state) => {
            slide(state)
            expect(overlay()).toBeNull()
            expect(screen.getByRole('button', { name: 'Unmute music' })).toBeEnabled()
          },
        }),
        events: {
          'slide.next': async () => {
            const index = (actor().getSnapshot().context as SlideshowContext).index
            await user.click(screen.getByRole('button', { name: index === total - 1 ? 'Start again' : 'Next' }))
          },
          'slide.previous': async () => {
            await user.keyboard('{ArrowLeft}')
          },
          'mute.toggle': async () => {
            await user.click(screen.getByRole('button', { name: /^(Mute|Unmute) music$/ }))
          },
          'audio.start': async () => {
            await user.click(overlay()!)
          },
          'audio.playing': async ({ event }) => app.send(actor(), event),
          'audio.blocked': async ({ event }) => app.send(actor(), event),
        },
      })
    })
  }
})
