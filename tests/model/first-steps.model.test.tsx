// Model-based paths of the first-steps machine, replayed against the real list of the finance panel
// (FirstSteps): getShortestPaths (xstate/graph) with the progress read as xstate.done/error.actor.loadProgress,
// settled on a held actor. Two models: a user who never dismissed the list, and one who did (checking →
// hidden at once); coverage counts both.
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import type { AnyMachineSnapshot } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { dismissFirstSteps, firstStepsDismissed } from '@machines/finance/panel/first-steps.actors'
import type { FirstStepsProgress } from '@machines/finance/panel/first-steps.actors'
import { firstStepsMachine, pendingSteps } from '@machines/finance/panel/first-steps.machine'
import type { FirstStepsContext, FirstStepsEvent } from '@machines/finance/panel/first-steps.machine'
import { FirstSteps } from '@/views/finance/panel/first-steps'
import { renderApp, settle } from '../views/support'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { coveringPaths, heldActor } from './held-actors'
import { replay } from './harness'

type ModelEvent = FirstStepsEvent | { type: 'xstate.done.actor.loadProgress'; output: FirstStepsProgress } | { type: 'xstate.error.actor.loadProgress'; error: unknown }

const fresh: FirstStepsProgress = { account: false, card: false, import: false, budget: false }
const halfway: FirstStepsProgress = { account: true, card: false, import: true, budget: false }
const done: FirstStepsProgress = { account: true, card: true, import: true, budget: true }
const titles = {
  account: 'Add your bank account with its real balance',
  card: 'Add your credit card with its closing and due days',
  import: 'Import a bank statement',
  budget: 'Set a budget',
}
const links = { account: ['Add an account', '/financas/contas'], card: ['Add a card', '/financas/cadastrar-cartao'], import: ['Import a statement', '/financas/importar'], budget: ['Set a budget', '#budgets-title'] }

const project = (snapshot: AnyMachineSnapshot) => [(snapshot.context as FirstStepsContext).progress]

const events: ModelEvent[] = [
  { type: 'xstate.done.actor.loadProgress', output: fresh },
  { type: 'xstate.done.actor.loadProgress', output: halfway },
  { type: 'xstate.done.actor.loadProgress', output: done },
  { type: 'xstate.error.actor.loadProgress', error: new Error('offline') },
  { type: 'steps.dismiss' },
]

const models = [
  { name: 'never dismissed', username: 'ana', dismissedBefore: false },
  { name: 'dismissed before', username: 'bia', dismissedBefore: true },
].map((model) => {
  const machine = firstStepsMachine.provide({ guards: { wasDismissed: () => model.dismissedBefore } })
  const paths = coveringPaths(
    machine,
    getShortestPaths(machine, {
      input: { username: model.username, month: '2026-12' },
      events: (snapshot) => events.filter((event) => snapshot.can(event as FirstStepsEvent)) as FirstStepsEvent[],
      serializeState: serializeByTransition(machine, project),
    }),
  )
  return { ...model, paths }
})

afterEach(() => localStorage.clear())

describe('first steps machine × the panel list', () => {
  afterAll(() => expectFullCoverage(firstStepsMachine, models.flatMap((model) => model.paths)))

  for (const { name, username, dismissedBefore, paths } of models) {
    describe(name, () => {
      for (const path of paths) {
        const steps = path.steps.map(({ event }) => event.type as string).filter((step) => step !== 'xstate.init')
        it(steps.join(' → ') || 'opens', async () => {
          if (dismissedBefore) dismissFirstSteps(username)
          const loadProgress = heldActor<FirstStepsProgress, { month: string }>()
          const logic = firstStepsMachine.provide({ actors: { loadProgress: loadProgress.logic } })
          const app = await renderApp({ path: '/financas' }, <FirstSteps logic={logic} username={username} month="2026-12" />)
          const region = () => screen.queryByRole('region', { name: 'First steps' })
          const checks: Record<string, (state: AnyMachineSnapshot) => void> = {
            loading: () => {
              expect(region()).toBeNull()
              expect(loadProgress.runs.at(-1)!.input).toEqual({ month: '2026-12' })
            },
            shown: (state) => {
              const pending = pendingSteps((state.context as FirstStepsContext).progress)
              const items = within(region()!).getAllByRole('listitem')
              expect(items.map((item) => item.querySelector('span span')?.textContent)).toEqual(pending.map((step) => titles[step]))
              pending.forEach((step, index) => expect(within(items[index]!).getByRole('link', { name: links[step][0] })).toHaveAttribute('href', links[step][1]))
            },
            hidden: () => {
              expect(region()).toBeNull()
              // Dismissed by this user, or never: a finished or failed list is not remembered.
              expect(firstStepsDismissed(username)).toBe(dismissedBefore || steps.includes('steps.dismiss'))
            },
          }
          const perform = (event: ModelEvent): Promise<void> =>
            event.type === 'steps.dismiss'
              ? settle(() => fireEvent.click(within(region()!).getByRole('button', { name: 'Hide these steps' })))
              : settle(() => loadProgress.settle(event))
          await replay(path, () => app.actors.byId('firstSteps'), perform, (state) => checks[state.value as string]!(state))
        })
      }
    })
  }
})
