// Model-based paths of the carousel machine, replayed against the real project carousel (tests/README.md).
import { afterAll, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createTestModel } from '@xstate/graph'
import { carouselMachine } from '@machines/carousel.machine'
import { projects } from '@/content/projects'
import { ProjectCarousel } from '@/views/home/project-carousel'
import { renderApp } from '../views/support'
import { withActorCheck } from './harness'
import { reportCoverage } from './coverage'

const project = projects[0]!
const images = project.images
const alts = project.imageAlts.en

const model = createTestModel(carouselMachine, { input: { total: images.length } } as Parameters<typeof createTestModel<typeof carouselMachine>>[1])
const paths = model.getShortestPaths()

describe('carousel machine × project carousel', () => {
  afterAll(() => {
    const coverage = reportCoverage(carouselMachine, paths)
    expect(coverage.states.covered).toBe(coverage.states.total)
    expect(coverage.transitions.covered).toBe(coverage.transitions.total)
  })

  it('reaches every image in both zoom states', () => {
    // Paths that are prefixes of longer ones are dropped, so count every step's state.
    const reached = new Set(paths.flatMap((path) => path.steps.map(({ state }) => `${state.context.index}:${String(state.value)}`)))
    expect(reached.size).toBe(images.length * 2)
  })

  for (const path of paths) {
    it(path.description, async () => {
      const app = await renderApp({}, <ProjectCarousel images={images} alts={alts} />)
      const actor = () => app.actors.byId('carousel')
      const user = userEvent.setup()
      const imageButton = () => screen.getByRole('button', { pressed: actor().getSnapshot().matches('zoomed') })
      const visible = ({ context }: { context: { index: number; total: number } }, zoomed: boolean) => {
        expect(screen.getByTestId('carousel-counter')).toHaveTextContent(`${context.index + 1} / ${context.total}`)
        expect(screen.getByRole('button', { name: 'Previous image' })).toHaveProperty('disabled', context.index === 0)
        expect(screen.getByRole('button', { name: 'Next image' })).toHaveProperty('disabled', context.index === context.total - 1)
        const image = screen.getByRole('img')
        expect(image).toHaveAttribute('src', images[context.index])
        expect(image).toHaveAttribute('alt', alts[context.index])
        const button = image.closest('button')
        expect(button).toHaveAttribute('aria-pressed', String(zoomed))
        expect(screen.getByText(zoomed ? 'Click the image to zoom out.' : 'Click the image to zoom in.')).toBeInTheDocument()
      }
      await path.test({
        states: withActorCheck(actor, {
          normal: (state) => visible(state, false),
          zoomed: (state) => visible(state, true),
        }),
        events: {
          'carousel.next': async () => {
            await user.click(screen.getByRole('button', { name: 'Next image' }))
          },
          'carousel.prev': async () => {
            await user.click(screen.getByRole('button', { name: 'Previous image' }))
          },
          'zoom.toggle': async () => {
            await user.click(imageButton())
          },
        },
      })
    })
  }
})
