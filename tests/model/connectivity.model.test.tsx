// Model-based paths of the connectivity machine, replayed against the whole app's layout: paths from
// getShortestPaths (xstate/graph); the replay fires the browser's own offline and online events on window, and
// every state asserts the offline banner under the header (present offline, absent online).
import { afterAll, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import type { AnyStateMachine } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { connectivityMachine } from '@machines/connectivity.machine'
import type { ConnectivityEvent } from '@machines/connectivity.machine'
import { renderApp, settle } from '../views/support'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { coveringPaths } from './held-actors'

const events: ConnectivityEvent[] = [{ type: 'connectivity.offline' }, { type: 'connectivity.online' }]

const model: AnyStateMachine = connectivityMachine
const paths = coveringPaths(
  model,
  getShortestPaths(model, {
    events: (snapshot) => events.filter((event) => snapshot.can(event)),
    serializeState: serializeByTransition(model, () => null),
  }),
)

const banner = () => within(screen.getByRole('banner')).queryByText('No connection — showing the saved data; changes need the internet.')
const checks: Record<string, () => void> = {
  online: () => expect(banner()).toBeNull(),
  offline: () => expect(banner()).toHaveAttribute('role', 'status'),
}

describe('connectivity machine × layout', () => {
  afterAll(() => expectFullCoverage(connectivityMachine, paths))

  for (const path of paths) {
    it(path.steps.map((step) => step.event.type).join(' → '), async () => {
      const app = await renderApp({ path: '/sobre-mim' })
      await app.answerTokenCheck(null)
      for (const step of path.steps) {
        if (step.event.type === 'connectivity.offline') await settle(() => window.dispatchEvent(new Event('offline')))
        if (step.event.type === 'connectivity.online') await settle(() => window.dispatchEvent(new Event('online')))
        expect(app.actors.byId('connectivity').getSnapshot().value).toEqual(step.state.value)
        checks[String(step.state.value)]!()
      }
    })
  }
})
