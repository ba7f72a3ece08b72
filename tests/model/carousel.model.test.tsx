// Model-based paths of the carousel machine, replayed against the real project carousel: paths
// from getShortestPaths (xstate/graph), offering only the events the state takes (snapshot.can).
import { afterAll, describe, expect, it } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AnyMachineSnapshot } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { carouselMachine } from '@machines/site/carousel.machine'
import type { CarouselContext, CarouselEvent } from '@machines/site/carousel.machine'
import { projects } from '@/content/projects'
import { ProjectCarousel } from '@/views/home/project-carousel'
import { renderApp } from '../views/support'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { coveringPaths } from './held-actors'

const project = projects[0]!
const images = project.images
const alts = project.imageAlts.en

const events: CarouselEvent[] = [
  { type: 'carousel.next' },
  { type: 'carousel.prev' },
  { type: 'zoom.toggle' },
  { type: 'carousel.arrow', direction: 'left' },
  { type: 'carousel.arrow', direction: 'right' },
  { type: 'carousel.arrow', direction: 'up' },
  { type: 'carousel.arrow', direction: 'down' },
  { type: 'zoom.panTo', x: 0, y: 100 },
]
const keys = { left: 'ArrowLeft', right: 'ArrowRight', up: 'ArrowUp', down: 'ArrowDown' } as const

// A model state: the image, whether the view is centred, and the transition that led there (the pan
// values themselves are checked on screen at every step, they do not split states).
const shortest = getShortestPaths(carouselMachine, {
  input: { total: images.length },
  events: (snapshot) => events.filter((event) => snapshot.can(event)),
  serializeState: serializeByTransition(carouselMachine, (s: AnyMachineSnapshot) => {
    const { index, pan } = s.context as CarouselContext
    return [index, pan.x === 50 && pan.y === 50]
  }),
})
const shown = (path: (typeof shortest)[number]) => path.steps.map(({ state }) => `${String(state.context.index)}:${String(state.value)}`)
/** Paths that take every transition, plus the fewest that show every image in both zoom states. */
const paths = coveringPaths(carouselMachine, shortest)
const seen = new Set(paths.flatMap(shown))
for (const path of [...shortest].sort((a, b) => b.steps.length - a.steps.length)) {
  const fresh = shown(path).filter((key) => !seen.has(key))
  if (fresh.length === 0) continue
  fresh.forEach((key) => seen.add(key))
  paths.push(path)
}

describe('carousel machine × project carousel', () => {
  afterAll(() => expectFullCoverage(carouselMachine, paths))

  it('reaches every image in both zoom states', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map(({ state }) => `${state.context.index}:${String(state.value)}`)))
    expect(reached.size).toBe(images.length * 2)
  })

  for (const path of paths) {
    const name = path.steps.map(({ event }) => ('direction' in event ? `${event.type}(${String(event.direction)})` : event.type)).join(' → ')
    it(name, async () => {
      const app = await renderApp({}, <ProjectCarousel images={images} alts={alts} />)
      const actor = () => app.actors.byId('carousel')
      const user = userEvent.setup()
      const imageButton = () => screen.getByRole('button', { pressed: actor().getSnapshot().matches('zoomed') })
      const visible = ({ context }: { context: CarouselContext }, zoomed: boolean) => {
        expect(screen.getByTestId('carousel-counter')).toHaveTextContent(`${context.index + 1} / ${context.total}`)
        // Unavailable at the ends through aria-disabled: the button keeps the focus.
        const unavailable = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-disabled') === 'true'
        expect(unavailable('Previous image')).toBe(context.index === 0)
        expect(unavailable('Next image')).toBe(context.index === context.total - 1)
        const image = screen.getByRole('img')
        expect(image).toHaveAttribute('src', images[context.index])
        expect(image).toHaveAttribute('alt', alts[context.index])
        const button = image.closest('button')
        expect(button).toHaveAttribute('aria-pressed', String(zoomed))
        // The zoomed image is scaled about the live pan point (the model's snapshot may hold another
        // sample of the same model state: it has to agree on whether the view is centred); unzoomed it is centred.
        const live = (actor().getSnapshot() as { context: CarouselContext }).context
        const centred = (pan: CarouselContext['pan']) => pan.x === 50 && pan.y === 50
        expect(centred(live.pan)).toBe(centred(context.pan))
        expect(image.style.transformOrigin).toBe(`${live.pan.x}% ${live.pan.y}%`)
        if (!zoomed) expect(live.pan).toEqual({ x: 50, y: 50 })
        expect(
          screen.getByText(zoomed ? 'Move over the image (or use the arrow keys) to look around; click to zoom out.' : 'Click the image to zoom in.'),
        ).toBeInTheDocument()
        // And a finger's words, which the CSS shows on a touch screen instead.
        expect(screen.getByText(zoomed ? 'Drag across the image to look around; tap to zoom out.' : 'Tap the image to zoom in.')).toBeInTheDocument()
      }
      // happy-dom lays nothing out: the frame gets a 400×250 box for the pointer arithmetic.
      const frame = screen.getByTestId('carousel-frame')
      frame.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 250, right: 400, bottom: 250, x: 0, y: 0, toJSON: () => ({}) })
      const perform: Record<CarouselEvent['type'], (event: CarouselEvent) => Promise<void> | void> = {
        'carousel.next': () => user.click(screen.getByRole('button', { name: 'Next image' })),
        'carousel.prev': () => user.click(screen.getByRole('button', { name: 'Previous image' })),
        'zoom.toggle': () => user.click(imageButton()),
        'carousel.arrow': (event) => {
          if (event.type === 'carousel.arrow') fireEvent.keyDown(screen.getByRole('group', { name: 'Screenshots' }), { key: keys[event.direction] })
        },
        'zoom.panTo': (event) => {
          if (event.type === 'zoom.panTo') fireEvent.pointerMove(screen.getByTestId('carousel-frame'), { clientX: (event.x / 100) * 400, clientY: (event.y / 100) * 250 })
        },
      }
      for (const step of path.steps) {
        const event = step.event as CarouselEvent | { type: 'xstate.init' }
        if (event.type !== 'xstate.init') await perform[event.type](event)
        const state = step.state as AnyMachineSnapshot & { context: CarouselContext }
        expect(actor().getSnapshot().value, `after ${event.type}`).toEqual(state.value)
        visible(state, state.value === 'zoomed')
      }
    })
  }
})
