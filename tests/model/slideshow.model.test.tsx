// Model-based paths of the slideshow machine, replayed against the real slideshow view: paths
// from getShortestPaths (xstate/graph) with the play actor's answers named as events
// (xstate.done.actor.playAudio / xstate.error.actor.playAudio, and the same for loadSlideshow, the content
// the API gives); the replay settles a held play() or load when the path says so, clicks the real buttons and
// presses the real arrow keys (the machine's own key listener).
import { afterAll, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fromCallback } from 'xstate'
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { slideshowMachine } from '@machines/site/slideshow.machine'
import type { SlideshowContext } from '@machines/site/slideshow.machine'
import type { LoadedSlideshow } from '@machines/site/slideshow.actors'
import { ApiError } from '@/api/errors'
import SlideshowView from '@/views/slideshow/slideshow-view'
import { renderApp, settle } from '../views/support'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { coveringPaths, heldActor } from './held-actors'
import { loadedSlideshow, slideshowUrls } from '../fixtures/slideshow'

const slideshow = loadedSlideshow.content
const total = slideshow.slides.length

const events = [
  { type: 'slide.next' },
  { type: 'slide.previous' },
  { type: 'mute.toggle' },
  { type: 'audio.start' },
  { type: 'retry' },
  { type: 'xstate.done.actor.loadSlideshow', output: loadedSlideshow },
  { type: 'xstate.error.actor.loadSlideshow', error: new ApiError({ status: 500, code: 'internal_error', message: 'The server failed' }) },
  { type: 'xstate.done.actor.playAudio', output: undefined },
  { type: 'xstate.error.actor.playAudio', error: new DOMException('play() failed because the user did not interact', 'NotAllowedError') },
] as const
type ModelEvent = (typeof events)[number]

// AnyStateMachine: the events include the actor's answers, which the machine's event type does not name.
const shortest = getShortestPaths<AnyStateMachine>(slideshowMachine, {
  input: {},
  events: (snapshot) => events.filter((event) => snapshot.can(event)),
  serializeState: serializeByTransition(slideshowMachine, (s: AnyMachineSnapshot) => (s.context as SlideshowContext).index),
})
const slideOf = (path: (typeof shortest)[number]) => path.steps.map(({ state }) => (state.context as SlideshowContext).index)
/** Paths that take every transition, plus the fewest that show every slide. */
const paths = coveringPaths(slideshowMachine, shortest)
const shown = new Set(paths.flatMap(slideOf))
for (const path of [...shortest].sort((a, b) => b.steps.length - a.steps.length)) {
  const fresh = slideOf(path).filter((index) => !shown.has(index))
  if (fresh.length === 0) continue
  fresh.forEach((index) => shown.add(index))
  paths.push(path)
}

const counter = () => screen.getByText(/^\d+ \/ \d+$/).textContent
const overlay = () => screen.queryByRole('button', { name: 'Play music' })

/** The slide of the context is on screen, with Previous / Next (or Start again) as the index allows. */
function slide({ index }: SlideshowContext) {
  expect(counter()).toBe(`${index + 1} / ${total}`)
  const current = slideshow.slides[index]!
  if (current.kind === 'text') expect(screen.getByText(current.text.en)).toBeInTheDocument()
  else expect(screen.getByRole('img', { name: current.caption.en })).toHaveAttribute('src', slideshowUrls[current.src])
  expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', index === 0)
  expect(screen.getByRole('button', { name: index === total - 1 ? 'Start again' : 'Next' })).toBeEnabled()
}

/** What each audio state shows, besides the slide. */
const audioChecks: Record<string, () => void> = {
  // No Mute while nothing plays.
  starting: () => {
    expect(overlay()).toBeNull()
    expect(screen.queryByRole('button', { name: /Mute music/ })).toBeNull()
  },
  playing: () => {
    expect(overlay()).toBeNull()
    expect(screen.getByRole('button', { name: 'Mute music' })).toBeEnabled()
  },
  blocked: () => {
    expect(overlay()).toBeEnabled()
    expect(screen.queryByRole('button', { name: /Mute music/ })).toBeNull()
  },
  muted: () => {
    expect(overlay()).toBeNull()
    expect(screen.getByRole('button', { name: 'Unmute music' })).toBeEnabled()
  },
}

/** Before the content is there: no slide, no music controls; a failure offers Try again. */
const contentChecks = {
  loading: () => {
    expect(screen.queryByText(/^\d+ \/ \d+$/)).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(overlay()).toBeNull()
  },
  failed: () => {
    expect(screen.getByRole('alert')).toHaveTextContent('The slideshow could not be loaded.')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled()
    expect(screen.queryByText(/^\d+ \/ \d+$/)).toBeNull()
  },
}

describe('slideshow machine × slideshow view', () => {
  afterAll(() => expectFullCoverage(slideshowMachine, paths))

  it('shows every slide', () => {
    expect(shown.size).toBe(total)
  })

  for (const path of paths) {
    it(path.steps.map((step) => step.event.type).join(' → '), async () => {
      const play = heldActor<void, { audio: () => HTMLAudioElement | null; src: string | undefined }>()
      const load = heldActor<LoadedSlideshow>()
      const logic = slideshowMachine.provide({ actors: { playAudio: play.logic, loadSlideshow: load.logic, keepUrls: fromCallback(() => {}) } })
      const app = await renderApp({ path: '/amor' }, <SlideshowView logic={logic} />)
      const actor = () => app.actors.byId('slideshow')
      const user = userEvent.setup()
      const perform: Record<ModelEvent['type'], (event: ModelEvent) => Promise<void>> = {
        'slide.next': async () => {
          const { index } = actor().getSnapshot().context as SlideshowContext
          await user.click(screen.getByRole('button', { name: index === total - 1 ? 'Start again' : 'Next' }))
        },
        // The machine's own key listener (the arrowKeys actor).
        'slide.previous': () => user.keyboard('{ArrowLeft}'),
        'mute.toggle': () => user.click(screen.getByRole('button', { name: /^(Mute|Unmute) music$/ })),
        'audio.start': () => user.click(overlay()!),
        retry: () => user.click(screen.getByRole('button', { name: 'Try again' })),
        'xstate.done.actor.loadSlideshow': (event) => settle(() => load.settle(event)),
        'xstate.error.actor.loadSlideshow': (event) => settle(() => load.settle(event)),
        'xstate.done.actor.playAudio': (event) => settle(() => play.settle(event)),
        'xstate.error.actor.playAudio': (event) => settle(() => play.settle(event)),
      }
      for (const step of path.steps) {
        const type = step.event.type as ModelEvent['type'] | 'xstate.init'
        if (type !== 'xstate.init') await perform[type](step.event as ModelEvent)
        const state = step.state as AnyMachineSnapshot & { context: SlideshowContext; value: 'loading' | 'failed' | { ready: { audio: string } } }
        expect(actor().getSnapshot().value, `after ${type}`).toEqual(state.value)
        if (typeof state.value === 'string') {
          contentChecks[state.value as keyof typeof contentChecks]()
          continue
        }
        slide(state.context)
        audioChecks[state.value.ready.audio]!()
      }
      // Every start of the music ran the play actor with the page's own element.
      expect(play.runs.map((run) => run.input.audio())).toEqual(play.runs.map(() => document.querySelector('audio')))
    })
  }
})
