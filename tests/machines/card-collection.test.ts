import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, waitFor } from 'xstate'
import { cardStatsMachine } from '@machines/collection/card-stats.machine'
import { cardStatusGridMachine, visibleCards } from '@machines/collection/card-status-grid.machine'
import type { CardStatusGridEvent } from '@machines/collection/card-status-grid.machine'
import type { ImageLoadRequest } from '@machines/collection/card-status-grid.actors'
import { ApiError } from '@/api/errors'
import type { CardSummary } from '@contract/pokemon'
import { heldActor } from '../model/held-actors'
import { cardSummary } from '../fixtures/pokemon-cards'

// The card statistics and card status grid machines.

// Only for the actors' own tests (their API calls and object URLs); the machines' tests provide actors.
vi.mock('@/api/pokemon', () => ({ listCardSummaries: vi.fn(), setCardActive: vi.fn(), fetchCardImage: vi.fn(), uploadCardImages: vi.fn() }))
const api = await import('@/api/pokemon')
const listCardSummaries = vi.mocked(api.listCardSummaries)
const setCardActive = vi.mocked(api.setCardActive)
const fetchCardImage = vi.mocked(api.fetchCardImage)

const card = cardSummary

afterEach(() => {
  listCardSummaries.mockReset()
  setCardActive.mockReset()
  fetchCardImage.mockReset()
})

describe('card stats machine', () => {
  function start() {
    const fetchCards = heldActor<CardSummary[]>()
    const actor = createActor(cardStatsMachine.provide({ actors: { fetchCards: fetchCards.logic } })).start()
    return { actor, fetchCards }
  }

  it('loads the cards and counts the active ones', async () => {
    const { actor, fetchCards } = start()
    expect(actor.getSnapshot().value).toBe('loading')
    expect(fetchCards.runs).toHaveLength(1)
    fetchCards.runs[0]!.resolve([card(1, { raridade: 'CR', booster: 'Pikachu' }), card(2, { raridade: 'CR', booster: 'Pikachu', situacao: 'I' }), card(3)])
    await waitFor(actor, (s) => s.matches('loaded'))
    const { stats } = actor.getSnapshot().context
    expect(stats.counts.CR.Pikachu).toBe(1)
    expect(stats.counts['1D'].Any).toBe(1)
    expect(stats.total).toBe(2)
  })

  it('a failure waits for Try again, which loads again', async () => {
    const { actor, fetchCards } = start()
    fetchCards.runs[0]!.reject(new ApiError({ status: 500, code: 'internal_error', message: 'x' }))
    await waitFor(actor, (s) => s.matches('failure'))
    actor.send({ type: 'stats.retry' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(fetchCards.runs).toHaveLength(2)
  })

  it('its actor calls obtertodossemimagem', async () => {
    listCardSummaries.mockResolvedValueOnce([card(1)])
    const actor = createActor(cardStatsMachine).start()
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(actor.getSnapshot().context.stats.total).toBe(1)
    listCardSummaries.mockRejectedValueOnce(new ApiError({ status: 403, code: 'forbidden', message: 'Access denied.' }))
    const failing = createActor(cardStatsMachine).start()
    await waitFor(failing, (s) => s.matches('failure'))
  })
})

describe('visibleCards', () => {
  const cards = [card(1), card(2, { situacao: 'I' }), card(3, { nomeVersao: 'MythicalIsland' })]
  it('keeps one set and one situation, or all situations', () => {
    expect(visibleCards(cards, 'all', 'GeneticApex').map((c) => c.id)).toEqual([1, 2])
    expect(visibleCards(cards, 'A', 'GeneticApex').map((c) => c.id)).toEqual([1])
    expect(visibleCards(cards, 'I', 'GeneticApex').map((c) => c.id)).toEqual([2])
    expect(visibleCards(cards, 'all', 'MythicalIsland').map((c) => c.id)).toEqual([3])
  })
})

describe('card status grid machine', () => {
  function start() {
    const fetchCards = heldActor<CardSummary[]>()
    const toggleCard = heldActor<CardSummary, { card: CardSummary | null }>()
    const requested: string[] = []
    const loadImages = fromCallback<ImageLoadRequest>(({ receive }) => receive((request) => void requested.push(request.url)))
    const actor = createActor(cardStatusGridMachine.provide({ actors: { fetchCards: fetchCards.logic, toggleCard: toggleCard.logic, loadImages } })).start()
    const send = (event: CardStatusGridEvent) => actor.send(event)
    const snap = () => actor.getSnapshot()
    /** Answers the latest list request and waits for the machine to take it. */
    const list = async (cards: CardSummary[]) => {
      fetchCards.runs.at(-1)!.resolve(cards)
      await waitFor(actor, (s) => s.matches('ready'))
    }
    return { actor, fetchCards, toggleCard, requested, send, snap, list }
  }
  const failure = new ApiError({ status: 500, code: 'internal_error', message: 'x' })

  it('loads every card, newest first, filtered to the first set (version 1, descending by id)', async () => {
    const { snap, fetchCards, list } = start()
    expect(fetchCards.runs).toHaveLength(1)
    await list([card(1), card(3), card(2)])
    expect(snap().context.cards.map((c) => c.id)).toEqual([3, 2, 1])
    expect(snap().context).toMatchObject({ version: 'GeneticApex', situation: 'all' })
  })

  it('filters by situation and set; unknown values are ignored', async () => {
    const { send, snap, list } = start()
    await list([card(1)])
    send({ type: 'filter.situation', situation: 'I' })
    send({ type: 'filter.version', version: 'CelestialGuardians' })
    expect(snap().context).toMatchObject({ situation: 'I', version: 'CelestialGuardians' })
    send({ type: 'filter.version', version: 'BaseSet' as 'GeneticApex' })
    send({ type: 'filter.situation', situation: 'X' as 'A' })
    expect(snap().context).toMatchObject({ situation: 'I', version: 'CelestialGuardians' })
  })

  it('a toggle changes the shown card, then the statuses are refreshed from the server', async () => {
    const { send, snap, fetchCards, toggleCard, list, actor } = start()
    await list([card(1), card(2, { nomeVersao: 'MythicalIsland' })])
    send({ type: 'card.toggle', id: 2 })
    expect(snap().value).toBe('ready')
    send({ type: 'card.toggle', id: 1 })
    expect(snap().value).toBe('toggling')
    expect(snap().context.pending).toBe(1)
    expect(toggleCard.runs.map((run) => run.input.card?.id)).toEqual([1])
    expect(snap().can({ type: 'card.toggle', id: 1 })).toBe(false)
    toggleCard.runs[0]!.resolve(card(1, { situacao: 'I' }))
    await waitFor(actor, (s) => s.matches('refreshing'))
    expect(fetchCards.runs).toHaveLength(2)
    await list([card(1, { situacao: 'I' })])
    expect(snap().context.pending).toBeNull()
    expect(snap().context.cards[0]!.situacao).toBe('I')
  })

  it('a failed toggle or refresh is only logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { send, snap, toggleCard, fetchCards, list, actor } = start()
    await list([card(1)])
    send({ type: 'card.toggle', id: 1 })
    toggleCard.runs[0]!.reject(failure)
    await waitFor(actor, (s) => s.matches('ready'))
    expect(error).toHaveBeenCalledTimes(1)
    send({ type: 'card.toggle', id: 1 })
    toggleCard.runs[1]!.resolve(card(1))
    await waitFor(actor, (s) => s.matches('refreshing'))
    fetchCards.runs.at(-1)!.reject(new ApiError({ status: 0, code: 'network', message: 'x' }))
    await waitFor(actor, (s) => s.matches('ready'))
    expect(snap().context.cards).toHaveLength(1)
    expect(snap().context.pending).toBeNull()
    expect(error).toHaveBeenCalledTimes(2)
  })

  it('a failed first load waits for Try again', async () => {
    const { send, fetchCards, actor } = start()
    fetchCards.runs[0]!.reject(failure)
    await waitFor(actor, (s) => s.matches('failure'))
    send({ type: 'cards.retry' })
    expect(fetchCards.runs).toHaveLength(2)
  })

  it('each image URL is asked for once; its answer is kept by URL', () => {
    const { send, snap, requested } = start()
    const url = card(1).imagemUrl
    send({ type: 'image.needed', url })
    send({ type: 'image.needed', url })
    expect(requested).toEqual([url])
    expect(snap().context.images[url]).toEqual({ status: 'loading' })
    send({ type: 'image.loaded', url, src: 'blob:1' })
    expect(snap().context.images[url]).toEqual({ status: 'loaded', src: 'blob:1' })
    send({ type: 'image.loaded', url, src: 'blob:late' })
    expect(snap().context.images[url]).toEqual({ status: 'loaded', src: 'blob:1' })
    send({ type: 'image.needed', url: '/other' })
    send({ type: 'image.failed', url: '/other' })
    expect(snap().context.images['/other']).toEqual({ status: 'failed' })
  })
})

describe('card status grid actors', () => {
  it('toggleCard inactivates an active card and activates an inactive one, then the list reloads', async () => {
    listCardSummaries.mockResolvedValueOnce([card(1), card(2, { situacao: 'I' })])
    listCardSummaries.mockResolvedValueOnce([card(1, { situacao: 'I' }), card(2, { situacao: 'I' })])
    listCardSummaries.mockResolvedValueOnce([card(1, { situacao: 'I' }), card(2)])
    setCardActive.mockImplementation(async (id, active) => card(id, { situacao: active ? 'A' : 'I' }))
    const actor = createActor(cardStatusGridMachine).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'card.toggle', id: 1 })
    await waitFor(actor, (s) => s.matches('ready') && s.context.pending === null)
    actor.send({ type: 'card.toggle', id: 2 })
    await waitFor(actor, (s) => s.matches('ready') && s.context.pending === null && s.context.cards.some((c) => c.id === 2 && c.situacao === 'A'))
    expect(setCardActive.mock.calls).toEqual([
      [1, false],
      [2, true],
    ])
    actor.stop()
  })

  it('a failed status change is logged with console.error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    listCardSummaries.mockResolvedValueOnce([card(1)])
    setCardActive.mockRejectedValueOnce(new ApiError({ status: 404, code: 'not_found', message: 'Not found.' }))
    const actor = createActor(cardStatusGridMachine).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'card.toggle', id: 1 })
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Card status change failed', expect.objectContaining({ status: 404 })))
    expect(actor.getSnapshot().value).toBe('ready')
    actor.stop()
  })

  it('the image loader keeps an object URL per image and revokes them all when the actor stops', async () => {
    const created: string[] = []
    const revoked: string[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      created.push(`blob:${created.length + 1}`)
      return created.at(-1)!
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url))
    listCardSummaries.mockResolvedValueOnce([card(1), card(2)])
    fetchCardImage.mockImplementation(async (url) => {
      if (url.includes('/2/')) throw new ApiError({ status: 404, code: 'not_found', message: 'Not found.' })
      return new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' })
    })
    const actor = createActor(cardStatusGridMachine).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'image.needed', url: card(1).imagemUrl })
    actor.send({ type: 'image.needed', url: card(2).imagemUrl })
    await waitFor(actor, (s) => Object.values(s.context.images).every((image) => image.status !== 'loading'))
    expect(actor.getSnapshot().context.images).toEqual({
      [card(1).imagemUrl]: { status: 'loaded', src: 'blob:1' },
      [card(2).imagemUrl]: { status: 'failed' },
    })
    expect(fetchCardImage).toHaveBeenCalledWith(card(1).imagemUrl)
    expect(revoked).toEqual([])
    actor.stop()
    expect(revoked).toEqual(['blob:1'])
  })
})
