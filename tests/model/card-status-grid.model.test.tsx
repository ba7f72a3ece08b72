// Model-based paths of the card status grid machine, replayed against the real change-status view:
// paths from getShortestPaths (xstate/graph) with the actors' answers named as events (fetchCards,
// refreshCards, toggleCard) and the image loader's answers (image.loaded / image.failed); the replay settles
// held actors, answers through a loader the test holds, reveals image frames, selects and clicks.
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fromCallback } from 'xstate'
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { cardStatusGridMachine, visibleCards } from '@machines/collection/card-status-grid.machine'
import type { CardStatusGridContext, CardStatusGridEvent } from '@machines/collection/card-status-grid.machine'
import type { ImageLoadRequest } from '@machines/collection/card-status-grid.actors'
import { ApiError } from '@/api/errors'
import type { CardSummary } from '@contract/pokemon'
import CardStatusView from '@/views/cards/card-status-view'
import { renderApp, settle } from '../views/support'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { coveringPaths, heldActor } from './held-actors'

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

const failure = new ApiError({ status: 500, code: 'internal_error', message: 'x' })

/** The user's events and the actors' answers the state can take, one or two samples of each. */
function candidates(context: CardStatusGridContext): AnyEventObject[] {
  const first = shown(context)[0]
  const noImages = Object.keys(context.images).length === 0
  const loadingUrl = Object.entries(context.images).find(([, image]) => image.status === 'loading')?.[0]
  // Kept finite: filters and one status change on the sample list before any image; one image's life
  // with the default filters.
  const fresh = noImages && isSample(context.cards)
  const pendingCard = context.cards.find((c) => c.id === context.pending)
  return [
    { type: 'xstate.done.actor.fetchCards', output: sample },
    { type: 'xstate.error.actor.fetchCards', error: failure },
    { type: 'xstate.done.actor.refreshCards', output: flipped(context.cards, context.pending) },
    { type: 'xstate.error.actor.refreshCards', error: new ApiError({ status: 0, code: 'network', message: 'x' }) },
    { type: 'cards.retry' },
    ...(noImages ? [{ type: 'filter.situation', situation: context.situation === 'all' ? 'I' : 'all' }] : []),
    ...(noImages ? [{ type: 'filter.version', version: context.version === 'GeneticApex' ? 'MythicalIsland' : 'GeneticApex' }] : []),
    ...(first && fresh ? [{ type: 'card.toggle', id: first.id }] : []),
    ...(pendingCard ? [{ type: 'xstate.done.actor.toggleCard', output: flipped([pendingCard], pendingCard.id)[0] }] : []),
    { type: 'xstate.error.actor.toggleCard', error: failure },
    ...(first && noImages && context.situation === 'all' && context.version === 'GeneticApex' && isSample(context.cards)
      ? [{ type: 'image.needed', url: first.imagemUrl }]
      : []),
    ...(loadingUrl ? [{ type: 'image.loaded', url: loadingUrl, src: 'blob:card-image' }, { type: 'image.failed', url: loadingUrl }] : []),
  ]
}

// AnyStateMachine: the events include the actors' answers, which the machine's event type does not name.
const paths = coveringPaths(
  cardStatusGridMachine,
  getShortestPaths<AnyStateMachine>(cardStatusGridMachine, {
    events: (snapshot) => candidates(snapshot.context as CardStatusGridContext).filter((event) => snapshot.can(event)),
    serializeState: serializeByTransition(cardStatusGridMachine, (s: AnyMachineSnapshot) => project(s.context as CardStatusGridContext)),
  }),
)

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
  afterAll(() => expectFullCoverage(cardStatusGridMachine, paths))

  for (const path of paths) {
    it(path.steps.map((step) => step.event.type).join(' → '), async () => {
      const fetchCards = heldActor<CardSummary[]>()
      const toggleCard = heldActor<CardSummary, { card: CardSummary | null }>()
      /** The image loader: records what it is asked, answers when the path says so. */
      const loader = { requested: [] as string[], answer: null as ((event: CardStatusGridEvent) => void) | null }
      const loadImages = fromCallback<ImageLoadRequest>(({ sendBack, receive }) => {
        loader.answer = sendBack
        receive((request) => void loader.requested.push(request.url))
      })
      const logic = cardStatusGridMachine.provide({ actors: { fetchCards: fetchCards.logic, toggleCard: toggleCard.logic, loadImages } })
      const app = await renderApp({ path: '/pokemon/alterarsituacao' }, <CardStatusView logic={logic} />)
      const actor = () => app.actors.byId('cardStatusGrid')
      const user = userEvent.setup()
      const live = (context: CardStatusGridContext): CardStatusGridContext => {
        const current = (actor().getSnapshot() as { context: CardStatusGridContext }).context
        expect(project(current)).toEqual(project(context))
        return current
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
      const checks: Record<string, (context: CardStatusGridContext) => void> = {
        loading: () => {
          expect(screen.getByRole('status')).toHaveTextContent('Loading cards…')
          expect(titles()).toEqual([])
        },
        failure: () => {
          expect(screen.getByRole('alert')).toHaveTextContent('Error fetching pokémon data.')
          expect(titles()).toEqual([])
        },
        ready: (context) => {
          grid(live(context), false)
          expect(screen.getByLabelText('Situation')).toBeEnabled()
          expect(screen.queryByRole('alert')).toBeNull()
        },
        toggling: (context) => {
          const current = live(context)
          grid(current, true)
          expect(within(articleOf(`Card${current.pending}`)).getByRole('button')).toHaveTextContent('Saving…')
          // The status change runs for the card the user clicked.
          expect(toggleCard.runs.at(-1)!.input.card?.id).toBe(current.pending)
        },
        refreshing: (context) => {
          grid(live(context), true)
          expect(screen.getByLabelText('Situation')).toBeDisabled()
        },
      }
      const perform = async (event: AnyEventObject) => {
        const payload = event as Partial<{ situation: string; version: string; id: number; url: string }>
        switch (event.type) {
          case 'filter.situation':
            return user.selectOptions(screen.getByLabelText('Situation'), payload.situation!)
          case 'filter.version':
            return user.selectOptions(screen.getByLabelText('Set'), payload.version!)
          case 'card.toggle':
            return user.click(within(articleOf(`Card${payload.id}`)).getByRole('button', { name: /^(Inactivate|Activate) / }))
          case 'cards.retry':
            return user.click(screen.getByRole('button', { name: 'Try again' }))
          case 'image.needed': {
            const target = sample.find((c) => c.imagemUrl === payload.url)!
            const frame = [...observed.keys()].find((element) => articleOf(target.nomePokemon).contains(element))
            expect(frame, 'the card image frame waits to be seen').toBeDefined()
            reveal(frame!)
            expect(loader.requested.at(-1)).toBe(payload.url)
            return
          }
          case 'image.loaded':
          case 'image.failed':
            return settle(() => loader.answer!(event as CardStatusGridEvent))
          case 'xstate.done.actor.toggleCard':
            return settle(() => toggleCard.settle(event))
          case 'xstate.error.actor.toggleCard':
          case 'xstate.error.actor.refreshCards': {
            // A failed change or refresh is only logged.
            const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
            await settle(() => (event.type === 'xstate.error.actor.toggleCard' ? toggleCard : fetchCards).settle(event))
            expect(logged).toHaveBeenCalledWith('Card status change failed', expect.objectContaining({ status: expect.any(Number) }))
            logged.mockRestore()
            return
          }
          default:
            // fetchCards and refreshCards run the same fetchCards actor.
            return settle(() => fetchCards.settle(event))
        }
      }
      for (const step of path.steps) {
        if (step.event.type !== 'xstate.init') await perform(step.event)
        expect(actor().getSnapshot().value, `after ${step.event.type}`).toEqual(step.state.value)
        checks[step.state.value as string]!(step.state.context as CardStatusGridContext)
      }
    })
  }
})
