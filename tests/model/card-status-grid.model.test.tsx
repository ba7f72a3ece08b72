// Model-based paths of the card status grid machine, replayed against the real change-status view (tests/README.md).
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createTestModel } from '@xstate/graph'
import { cardStatusGridMachine, visibleCards } from '@machines/card-status-grid.machine'
import type { CardStatusGridContext, CardStatusGridEvent } from '@machines/card-status-grid.machine'
import type { CardSummary } from '@/api/schemas/pokemon'
import CardStatusView from '@/views/cards/card-status-view'
import { renderApp } from '../views/support'
import { withActorCheck } from './harness'
import { reportCoverage, serializeByTransition } from './coverage'

const card = (id: number, situacao: 'A' | 'I', nomeVersao: string): CardSummary => ({
  id,
  nomePokemon: `Card${id}`,
  situacao,
  nomeVersao,
  numeroVersao: 1,
  numeroCarta: String(id).padStart(3, '0'),
  raridade: '1D',
  tipo: 'Grass',
  hp: 50,
  estagio: 'Basic',
  booster: 'Any',
  imagemUrl: `/v1/api/pokemon/${id}/imagem?v=a`,
})
const sample = [card(1, 'A', 'GeneticApex'), card(2, 'I', 'GeneticApex'), card(3, 'A', 'MythicalIsland')]
/** The server's list after one card changed status. */
const flipped = (cards: readonly CardSummary[], id: number | null) =>
  cards.map((c) => (c.id === id ? { ...c, situacao: c.situacao === 'A' ? ('I' as const) : ('A' as const) } : c))
const isSample = (cards: readonly CardSummary[]) => cards.length === sample.length && cards.every((c) => sample.some((s) => s.id === c.id && s.situacao === c.situacao))

const shown = (context: CardStatusGridContext) => visibleCards(context.cards, context.situation, context.version)

/** Everything the guards and the screen depend on. */
const project = (context: CardStatusGridContext) => [
  context.cards.map((c) => `${c.id}${c.situacao}`).join(','),
  context.situation,
  context.version,
  context.pending,
  Object.entries(context.images).map(([url, image]) => `${url}:${image.status}`),
]

const model = createTestModel(cardStatusGridMachine, {
  events: (state) => {
    const { context } = state as unknown as { context: CardStatusGridContext }
    const first = shown(context)[0]
    const noImages = Object.keys(context.images).length === 0
    const loadingUrl = Object.entries(context.images).find(([, image]) => image.status === 'loading')?.[0]
    // Kept finite: filters and one status change on the sample list before any image; one image's life
    // with the default filters.
    const fresh = noImages && isSample(context.cards)
    const candidates: CardStatusGridEvent[] = [
      { type: 'cards.loaded', cards: context.pending === null ? sample : flipped(context.cards, context.pending) },
      { type: 'cards.failed', error: { status: 500, code: 'internal_error' } },
      { type: 'cards.retry' },
      ...(noImages ? [{ type: 'filter.situation', situation: context.situation === 'all' ? 'I' : 'all' } as const] : []),
      ...(noImages ? [{ type: 'filter.version', version: context.version === 'GeneticApex' ? 'MythicalIsland' : 'GeneticApex' } as const] : []),
      ...(first && fresh ? [{ type: 'card.toggle', id: first.id } as const] : []),
      { type: 'card.toggled' },
      { type: 'card.toggleFailed', error: { status: 500, code: 'internal_error' } },
      ...(first && noImages && context.situation === 'all' && context.version === 'GeneticApex' && isSample(context.cards)
        ? [{ type: 'image.needed', url: first.imagemUrl } as const]
        : []),
      ...(loadingUrl ? [{ type: 'image.loaded', url: loadingUrl, src: 'blob:card-image' } as const, { type: 'image.failed', url: loadingUrl } as const] : []),
    ]
    return candidates.filter((event) => state.can(event))
  },
  serializeState: serializeByTransition(cardStatusGridMachine, (s) => project(s.context as CardStatusGridContext)),
} as Parameters<typeof createTestModel<typeof cardStatusGridMachine>>[1])
const paths = model.getShortestPaths()

const logic = cardStatusGridMachine.provide({ actions: { fetchCards: () => {}, toggleCard: () => {}, loadImage: () => {}, logFailure: () => {} } })

/** An IntersectionObserver the test drives: `reveal(element)` reports that element as on screen. */
const observed = new Map<Element, IntersectionObserverCallback>()
class DrivenObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    observed.set(target, this.callback)
  }
  disconnect() {
    for (const [target, callback] of observed) if (callback === this.callback) observed.delete(target)
  }
  unobserve() {}
}
function reveal(element: Element) {
  const callback = observed.get(element)
  expect(callback, 'the image frame is observed').toBeDefined()
  act(() => callback!([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as IntersectionObserver))
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', DrivenObserver))
afterEach(() => {
  vi.unstubAllGlobals()
  observed.clear()
})

const titles = () => screen.queryAllByRole('article').map((article) => within(article).getByRole('heading').textContent)
const articleOf = (name: string) => screen.getAllByRole('article').find((article) => within(article).getByRole('heading').textContent === name)!

describe('card status grid machine × change card status view', () => {
  afterAll(() => {
    const coverage = reportCoverage(cardStatusGridMachine, paths)
    expect(coverage.states.covered).toBe(coverage.states.total)
    expect(coverage.transitions.covered).toBe(coverage.transitions.total)
  })

  for (const path of paths) {
    it(path.description, async () => {
      const app = await renderApp({ path: '/pokemon/alterarsituacao' }, <CardStatusView logic={logic} />)
      const actor = () => app.actors.byId('cardStatusGrid')
      const user = userEvent.setup()
      const live = (state: { context: CardStatusGridContext }): CardStatusGridContext => {
        const { context } = actor().getSnapshot() as { context: CardStatusGridContext }
        expect(project(context)).toEqual(project(state.context))
        return context
      }
      /** The grid shows the filtered cards, each with its status, image and button. */
      const grid = (context: CardStatusGridContext, busy: boolean) => {
        expect(screen.getByLabelText('Situation')).toHaveValue(context.situation)
        expect(screen.getByLabelText('Set')).toHaveValue(context.version)
        const cards = shown(context)
        expect(titles()).toEqual(cards.map((c) => c.nomePokemon))
        if (cards.length === 0) expect(screen.getByText('No cards of this set with this situation.')).toBeInTheDocument()
        for (const c of cards) {
          const article = within(articleOf(c.nomePokemon))
          expect(article.getByText(c.situacao === 'A' ? 'Active' : 'Inactive')).toBeInTheDocument()
          const button = article.getByRole('button', { name: `${c.situacao === 'A' ? 'Inactivate' : 'Activate'} ${c.nomePokemon}` })
          expect(button).toHaveProperty('disabled', busy)
          const image = context.images[c.imagemUrl]
          if (image?.status === 'loaded') expect(article.getByRole('img', { name: `Card ${c.nomePokemon}` })).toHaveAttribute('src', image.src)
          else expect(article.queryByRole('img')).toBeNull()
          if (image?.status === 'failed') expect(article.getByText('Image unavailable')).toBeInTheDocument()
        }
      }
      await path.test({
        states: withActorCheck(actor, {
          loading: () => {
            expect(screen.getByRole('status')).toHaveTextContent('Loading cards…')
            expect(titles()).toEqual([])
          },
          failure: () => {
            expect(screen.getByRole('alert')).toHaveTextContent('Error fetching pokémon data.')
            expect(titles()).toEqual([])
          },
          ready: (state) => {
            grid(live(state), false)
            expect(screen.getByLabelText('Situation')).toBeEnabled()
            expect(screen.queryByRole('alert')).toBeNull()
          },
          toggling: (state) => {
            const context = live(state)
            grid(context, true)
            expect(within(articleOf(`Card${context.pending}`)).getByRole('button')).toHaveTextContent('Saving…')
          },
          refreshing: (state) => {
            const context = live(state)
            grid(context, true)
            expect(screen.getByLabelText('Situation')).toBeDisabled()
          },
        }),
        events: {
          // A bare event (createTestModel adds one per handled type the model did not offer there) names no
          // card, filter or image: no click can send it, so it goes to the actor, which must refuse it.
          'filter.situation': async ({ event }) => {
            const { situation } = event as Partial<Extract<CardStatusGridEvent, { type: 'filter.situation' }>>
            if (situation === undefined) return app.send(actor(), event)
            await user.selectOptions(screen.getByLabelText('Situation'), situation)
          },
          'filter.version': async ({ event }) => {
            const { version } = event as Partial<Extract<CardStatusGridEvent, { type: 'filter.version' }>>
            if (version === undefined) return app.send(actor(), event)
            await user.selectOptions(screen.getByLabelText('Set'), version)
          },
          'card.toggle': async ({ event }) => {
            const { id } = event as Partial<Extract<CardStatusGridEvent, { type: 'card.toggle' }>>
            if (id === undefined) return app.send(actor(), event)
            await user.click(within(articleOf(`Card${id}`)).getByRole('button', { name: /^(Inactivate|Activate) / }))
          },
          'cards.retry': async () => {
            await user.click(screen.getByRole('button', { name: 'Try again' }))
          },
          'image.needed': async ({ event }) => {
            const { url } = event as Partial<Extract<CardStatusGridEvent, { type: 'image.needed' }>>
            if (url === undefined) return app.send(actor(), event)
            const target = sample.find((c) => c.imagemUrl === url)!
            const frame = [...observed.keys()].find((element) => articleOf(target.nomePokemon).contains(element))
            expect(frame, 'the card image frame waits to be seen').toBeDefined()
            reveal(frame!)
          },
          'cards.loaded': async ({ event }) => app.send(actor(), event),
          'cards.failed': async ({ event }) => app.send(actor(), event),
          'card.toggled': async ({ event }) => app.send(actor(), event),
          'card.toggleFailed': async ({ event }) => app.send(actor(), event),
          'image.loaded': async ({ event }) => app.send(actor(), event),
          'image.failed': async ({ event }) => app.send(actor(), event),
        },
      })
    })
  }
})
