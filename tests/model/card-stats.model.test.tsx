// Model-based paths of the card statistics machine, replayed against the real statistics view:
// paths from getShortestPaths (xstate/graph) with the fetchCards actor's answers named as events; the replay
// settles a held fetchCards when the path says so and clicks the real Try again.
import { afterAll, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { cardStatsMachine } from '@machines/collection/card-stats.machine'
import type { CardStatsContext } from '@machines/collection/card-stats.machine'
import { ApiError } from '@/api/errors'
import type { CardSummary } from '@contract/pokemon'
import CardStatsView from '@/views/cards/card-stats-view'
import { renderApp, settle } from '../views/support'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { heldActor, longestPaths } from './held-actors'

const card = (id: number, raridade: string, booster: string, situacao: 'A' | 'I' = 'A'): CardSummary => ({
  id,
  nomePokemon: `Card${id}`,
  situacao,
  nomeVersao: 'GeneticApex',
  numeroVersao: 1,
  numeroCarta: String(id),
  raridade,
  tipo: 'Grass',
  hp: 50,
  estagio: 'Basic',
  booster,
  imagemUrl: `/v1/api/pokemon/${id}/imagem?v=a`,
})
const sample = [card(1, '1D', 'Any'), card(2, '1D', 'Any'), card(3, 'CR', 'Mew'), card(4, 'CR', 'Mew', 'I')]

const events = [
  { type: 'xstate.done.actor.fetchCards', output: sample },
  { type: 'xstate.done.actor.fetchCards', output: [] },
  { type: 'xstate.error.actor.fetchCards', error: new ApiError({ status: 500, code: 'internal_error', message: 'x' }) },
  { type: 'stats.retry' },
] as const
type ModelEvent = (typeof events)[number]

// AnyStateMachine: the events include the actor's answers, which the machine's event type does not name.
const paths = longestPaths(
  getShortestPaths<AnyStateMachine>(cardStatsMachine, {
    events: (snapshot) => events.filter((event) => snapshot.can(event)),
    serializeState: serializeByTransition(cardStatsMachine, (s: AnyMachineSnapshot) => (s.context as CardStatsContext).stats.total),
  }),
)

const checks: Record<string, (context: CardStatsContext) => void> = {
  loading: () => {
    expect(screen.getByRole('status')).toHaveTextContent('Loading statistics…')
    expect(screen.queryByRole('table')).toBeNull()
  },
  loaded: ({ stats }) => {
    const table = screen.getByRole('table', { name: `Active cards: ${stats.total}` })
    const totals = within(table).getAllByRole('row').at(-1)!
    expect(within(totals).getAllByRole('cell').at(-1)).toHaveTextContent(String(stats.total))
    const crown = within(table).getByRole('img', { name: 'Crown' }).closest('tr')!
    expect(within(crown).getAllByRole('cell').map((td) => td.textContent)[4]).toBe(String(stats.counts.CR.Mew))
    expect(screen.queryByRole('alert')).toBeNull()
  },
  failure: () => {
    expect(screen.getByRole('alert')).toHaveTextContent('Error fetching pokémon data.')
    expect(screen.queryByRole('table')).toBeNull()
  },
}

describe('card stats machine × card statistics view', () => {
  afterAll(() => expectFullCoverage(cardStatsMachine, paths))

  for (const path of paths) {
    it(path.steps.map((step) => step.event.type).join(' → '), async () => {
      const fetchCards = heldActor<CardSummary[]>()
      const logic = cardStatsMachine.provide({ actors: { fetchCards: fetchCards.logic } })
      const app = await renderApp({ path: '/pokemon' }, <CardStatsView logic={logic} />)
      const actor = () => app.actors.byId('cardStats')
      for (const step of path.steps) {
        const event = step.event as ModelEvent | { type: 'xstate.init' }
        if (event.type === 'stats.retry') await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
        else if (event.type !== 'xstate.init') await settle(() => fetchCards.settle(event))
        expect(actor().getSnapshot().value, `after ${event.type}`).toEqual(step.state.value)
        checks[step.state.value as string]!(step.state.context as CardStatsContext)
      }
    })
  }
})
