// Model-based paths of the card statistics machine, replayed against the real statistics view (tests/README.md).
import { afterAll, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createTestModel } from '@xstate/graph'
import { cardStatsMachine } from '@machines/card-stats.machine'
import type { CardStatsContext, CardStatsEvent } from '@machines/card-stats.machine'
import type { CardSummary } from '@/api/schemas/pokemon'
import CardStatsView from '@/views/cards/card-stats-view'
import { renderApp } from '../views/support'
import { withActorCheck } from './harness'
import { reportCoverage, serializeByTransition } from './coverage'

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

const model = createTestModel(cardStatsMachine, {
  events: (state) =>
    (
      [
        { type: 'cards.loaded', cards: sample },
        { type: 'cards.loaded', cards: [] },
        { type: 'cards.failed', error: { status: 500, code: 'internal_error' } },
        { type: 'stats.retry' },
      ] satisfies CardStatsEvent[]
    ).filter((event) => state.can(event)),
  serializeState: serializeByTransition(cardStatsMachine, (s) => (s.context as CardStatsContext).stats.total),
} as Parameters<typeof createTestModel<typeof cardStatsMachine>>[1])
const paths = model.getShortestPaths()

const logic = cardStatsMachine.provide({ actions: { fetchCards: () => {} } })

describe('card stats machine × card statistics view', () => {
  afterAll(() => {
    const coverage = reportCoverage(cardStatsMachine, paths)
    expect(coverage.states.covered).toBe(coverage.states.total)
    expect(coverage.transitions.covered).toBe(coverage.transitions.total)
  })

  for (const path of paths) {
    it(path.description, async () => {
      const app = await renderApp({ path: '/pokemon' }, <CardStatsView logic={logic} />)
      const actor = () => app.actors.byId('cardStats')
      await path.test({
        states: withActorCheck(actor, {
          loading: () => {
            expect(screen.getByRole('status')).toHaveTextContent('Loading statistics…')
            expect(screen.queryByRole('table')).toBeNull()
          },
          loaded: (state) => {
            const { stats } = state.context as CardStatsContext
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
        }),
        events: {
          'stats.retry': async () => {
            await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
          },
          'cards.loaded': async ({ event }) => app.send(actor(), event),
          'cards.failed': async ({ event }) => app.send(actor(), event),
        },
      })
    })
  }
})
