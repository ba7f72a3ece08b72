// Model-based paths of the modal machine, replayed against the real
// home page: getShortestPaths from xstate/graph with the fades' delayed events
// (xstate.after.fadeIn.modal.opening, xstate.after.fadeOut.modal.closing); cards open the dialog, Escape,
// the close button and the backdrop close it, and fake timers run each fade to its end.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen } from '@testing-library/react'
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { MODAL_CLOSE_MS, MODAL_OPEN_MS, modalMachine } from '@machines/modal.machine'
import type { ModalContext, ModalEvent } from '@machines/modal.machine'
import { projects } from '@/content/projects'
import { technologies } from '@/content/technologies'
import HomeView from '@/views/home/home-view'
import { renderApp } from '../views/support'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { coveringPaths } from './held-actors'

const technology = technologies[1]!
const project = projects[0]!
const items = { [`technology:${technology.id}`]: technology.englishName, [`project:${project.id}`]: project.englishName }

// The delayed events' exact types, as the machine names them.
const fadeIn: string = modalMachine.getStateNodeById('modal.opening').after[0]!.eventType
const fadeOut: string = modalMachine.getStateNodeById('modal.closing').after[0]!.eventType

const events: Array<ModalEvent | { type: string }> = [
  ...Object.keys(items).map((item): ModalEvent => ({ type: 'modal.open', item })),
  { type: 'modal.close' },
  { type: fadeIn },
  { type: fadeOut },
]

// Typed as any machine: its paths also carry the delayed events, which are no ModalEvent.
const model: AnyStateMachine = modalMachine
const paths = coveringPaths(
  model,
  getShortestPaths(model, {
    input: {},
    events: (snapshot) => events.filter((event) => snapshot.can(event)),
    serializeState: serializeByTransition(model, (s: AnyMachineSnapshot) => s.context.item),
  }),
)

const describePath = (path: (typeof paths)[number]) =>
  path.steps
    .slice(1)
    .map((step) => ('item' in step.event ? `${step.event.type} (${String(step.event.item)})` : step.event.type))
    .join(' → ')

describe('modal machine × home view', () => {
  afterEach(() => {
    vi.useRealTimers()
  })
  afterAll(() => expectFullCoverage(modalMachine, paths))

  for (const [pathIndex, path] of paths.entries()) {
    it(describePath(path), async () => {
      const app = await renderApp({}, <HomeView />)
      // The page is there: from now on the test says when a fade is over.
      vi.useFakeTimers()
      const actor = () => app.actors.byId('modal')
      const card = (item: string) => screen.getByRole('button', { name: items[item] })
      let opener: HTMLElement | null = null
      let closes = 0

      const dialogShown = (value: string, context: ModalContext) => {
        const dialog = screen.getByRole('dialog', { name: items[context.item!] })
        expect(dialog).toHaveAttribute('aria-modal', 'true')
        expect(dialog).toHaveAttribute('data-phase', value)
        expect(dialog.contains(document.activeElement)).toBe(true)
        expect(document.body.style.overflow).toBe('hidden')
      }
      const closed = () => {
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
        expect(document.body.style.overflow).toBe('')
        // Focus is back on the card that opened the dialog.
        if (opener) expect(document.activeElement).toBe(opener)
      }
      const perform = async (event: ModalEvent | { type: string }) => {
        if ('item' in event) {
          opener = card(event.item)
          // What a click does to a button: focus, then click.
          act(() => opener!.focus())
          act(() => void fireEvent.click(opener!))
        } else if (event.type === 'modal.close') {
          // Each way of closing takes its turn: Escape, the close button, a click on the backdrop.
          const way = (pathIndex + closes++) % 3
          if (way === 0) act(() => void fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' }))
          else if (way === 1) act(() => void fireEvent.click(screen.getByRole('button', { name: 'Close' })))
          else act(() => void fireEvent.mouseDown(screen.getByTestId('modal-backdrop')))
        } else {
          // A fade: not over one millisecond early, over on time.
          const [ms, during] = event.type === fadeIn ? [MODAL_OPEN_MS, 'opening'] : [MODAL_CLOSE_MS, 'closing']
          act(() => vi.advanceTimersByTime(ms - 1))
          expect(actor().getSnapshot().value).toBe(during)
          act(() => vi.advanceTimersByTime(1))
        }
      }
      for (const step of path.steps) {
        if (step.event.type !== 'xstate.init') await perform(step.event)
        const value = step.state.value as string
        expect(actor().getSnapshot().value, `after ${step.event.type}`).toBe(value)
        if (value === 'closed') closed()
        else dialogShown(value, step.state.context as ModalContext)
      }
    })
  }
})
