// Model-based paths of the modal machine, replayed against the real home page (tests/README.md): cards open
// the dialog; Escape, the close button and the backdrop close it; the fade timers are answered by the test.
import { afterAll, describe, expect, it } from 'vitest'
import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createTestModel } from '@xstate/graph'
import { modalMachine } from '@machines/modal.machine'
import type { ModalContext, ModalEvent } from '@machines/modal.machine'
import { projects } from '@/content/projects'
import { technologies } from '@/content/technologies'
import HomeView from '@/views/home/home-view'
import { renderApp } from '../views/support'
import { withActorCheck } from './harness'
import { reportCoverage, serializeByTransition } from './coverage'

const technology = technologies[1]!
const project = projects[0]!
const items = { [`technology:${technology.id}`]: technology.englishName, [`project:${project.id}`]: project.englishName }

const events: ModalEvent[] = Object.keys(items).map((item) => ({ type: 'modal.open', item }))

const model = createTestModel(modalMachine, {
  input: {},
  events,
  serializeState: serializeByTransition(modalMachine, (s) => s.context.item),
} as Parameters<typeof createTestModel<typeof modalMachine>>[1])
const paths = model.getShortestPaths()

// The timers are the only faked effects: the test says when a fade is over.
const logic = modalMachine.provide({
  actions: { startOpenTimer: () => {}, cancelOpenTimer: () => {}, startCloseTimer: () => {}, cancelCloseTimer: () => {} },
})

describe('modal machine × home view', () => {
  afterAll(() => {
    const coverage = reportCoverage(modalMachine, paths)
    expect(coverage.states.covered).toBe(coverage.states.total)
    expect(coverage.transitions.covered).toBe(coverage.transitions.total)
  })

  for (const [pathIndex, path] of paths.entries()) {
    it(path.description, async () => {
      const app = await renderApp({}, <HomeView modalLogic={logic} />)
      const actor = () => app.actors.byId('modal')
      const user = userEvent.setup()
      const card = (item: string) => screen.getByRole('button', { name: items[item] })
      let opener: HTMLElement | null = null
      let closes = 0

      const dialogShown = ({ context, value }: { context: ModalContext; value: unknown }) => {
        const dialog = screen.getByRole('dialog', { name: items[context.item!] })
        expect(dialog).toHaveAttribute('aria-modal', 'true')
        expect(dialog).toHaveAttribute('data-phase', String(value))
        expect(dialog.contains(document.activeElement)).toBe(true)
        expect(document.body.style.overflow).toBe('hidden')
      }
      await path.test({
        states: withActorCheck(actor, {
          closed: () => {
            expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
            expect(document.body.style.overflow).toBe('')
            // Focus is back on the card that opened the dialog.
            if (opener) expect(document.activeElement).toBe(opener)
          },
          opening: dialogShown,
          open: dialogShown,
          closing: dialogShown,
        }),
        events: {
          'modal.open': async ({ event }) => {
            opener = card((event as Extract<ModalEvent, { type: 'modal.open' }>).item)
            await user.click(opener)
          },
          // Each way of closing takes its turn: Escape, the close button, a click on the backdrop.
          'modal.close': async () => {
            const way = (pathIndex + closes++) % 3
            if (way === 0) await user.keyboard('{Escape}')
            else if (way === 1) await user.click(screen.getByRole('button', { name: 'Close' }))
            else act(() => void fireEvent.mouseDown(screen.getByTestId('modal-backdrop')))
          },
          'modal.opened': () => app.send(actor(), { type: 'modal.opened' }),
          'modal.closed': () => app.send(actor(), { type: 'modal.closed' }),
        },
      })
    })
  }
})
