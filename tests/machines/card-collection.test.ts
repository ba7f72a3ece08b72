import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { cardStatsMachine } from '@machines/card-stats.machine'
import { cardStatsEffects } from '@machines/card-stats.actors'
import { cardStatusGridMachine, visibleCards } from '@machines/card-status-grid.machine'
import type { CardStatusGridEvent } from '@machines/card-status-grid.machine'
import { cardStatusGridEffects } from '@machines/card-status-grid.actors'
import { ApiError } from '@/api/errors'
import type { CardSummary } from '@/api/schemas/pokemon'

// The card statistics and card status grid machines (SPEC §2, §4 Card, §7, §8; DESIGN §3 lazy images).

vi.mock('@/api/pokemon', () => ({ listCardSummaries: vi.fn(), setCardActive: vi.fn(), fetchCardImage: vi.fn(), uploadCardImages: vi.fn() }))
const api = await import('@/api/pokemon')
const listCardSummaries = vi.mocked(api.listCardSummaries)
const setCardActive = vi.mocked(api.setCardActive)
const fetchCardImage = vi.mocked(api.fetchCardImage)

const card = (id: number, overrides: Partial<CardSummary> = {}): CardSummary => ({
  id,
  nomePokemon: `Card ${id}`,
  situacao: 'A',
  nomeVersao: 'GeneticApex',
  numeroVersao: 1,
  numeroCarta: String(id).padStart(3, '0'),
  raridade: '1D',
  tipo: 'Grass',
  hp: 60,
  estagio: 'Basic',
  booster: 'Any',
  imagemUrl: `/v1/api/pokemon/${id}/imagem?v=a`,
  ...overrides,
})

afterEach(() => {
  listCardSummaries.mockReset()
  setCardActive.mockReset()
  fetchCardImage.mockReset()
})

describe('card stats machine', () => {
  it('loads the cards and counts the active ones', () => {
    const fetchCards = vi.fn()
    const actor = createActor(cardStatsMachine.provide({ actions: { fetchCards } })).start()
    expect(actor.getSnapshot().value).toBe('loading')
    expect(fetchCards).toHaveBeenCalledTimes(1)
    actor.send({
      type: 'cards.loaded',
      cards: [card(1, { raridade: 'CR', booster: 'Pikachu' }), card(2, { raridade: 'CR', booster: 'Pikachu', situacao: 'I' }), card(3)],
    })
    expect(actor.getSnapshot().value).toBe('loaded')
    const { stats } = actor.getSnapshot().context
    expect(stats.counts.CR.Pikachu).toBe(1)
    expect(stats.counts['1D'].Any).toBe(1)
    expect(stats.total).toBe(2)
  })

  it('a failure waits for Try again, which loads again', () => {
    const fetchCards = vi.fn()
    const actor = createActor(cardStatsMachine.provide({ actions: { fetchCards } })).start()
    actor.send({ type: 'cards.failed', error: { status: 500, code: 'internal_error' } })
    expect(actor.getSnapshot().value).toBe('failure')
    actor.send({ type: 'stats.retry' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(fetchCards).toHaveBeenCalledTimes(2)
  })

  it('its effect calls obtertodossemimagem', async () => {
    listCardSummaries.mockResolvedValueOnce([card(1)])
    const actor = createActor(cardStatsMachine.provide({ actions: cardStatsEffects })).start()
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(actor.getSnapshot().context.stats.total).toBe(1)
    listCardSummaries.mockRejectedValueOnce(new ApiError({ status: 403, code: 'forbidden', message: 'Access denied.' }))
    const failing = createActor(cardStatsMachine.provide({ actions: cardStatsEffects })).start()
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
    const effects = { fetchCards: vi.fn(), toggleCard: vi.fn(), loadImage: vi.fn(), logFailure: vi.fn() }
    const actor = createActor(cardStatusGridMachine.provide({ actions: effects })).start()
    const send = (event: CardStatusGridEvent) => actor.send(event)
    return { actor, effects, send, snap: () => actor.getSnapshot() }
  }

  it('loads every card, newest first, filtered to the first set (SPEC §7: version 1, descending by id)', () => {
    const { send, snap, effects } = start()
    expect(effects.fetchCards).toHaveBeenCalledTimes(1)
    send({ type: 'cards.loaded', cards: [card(1), card(3), card(2)] })
    expect(snap().value).toBe('ready')
    expect(snap().context.cards.map((c) => c.id)).toEqual([3, 2, 1])
    expect(snap().context).toMatchObject({ version: 'GeneticApex', situation: 'all' })
  })

  it('filters by situation and set; unknown values are ignored', () => {
    const { send, snap } = start()
    send({ type: 'cards.loaded', cards: [card(1)] })
    send({ type: 'filter.situation', situation: 'I' })
    send({ type: 'filter.version', version: 'CelestialGuardians' })
    expect(snap().context).toMatchObject({ situation: 'I', version: 'CelestialGuardians' })
    send({ type: 'filter.version', version: 'BaseSet' as 'GeneticApex' })
    send({ type: 'filter.situation', situation: 'X' as 'A' })
    expect(snap().context).toMatchObject({ situation: 'I', version: 'CelestialGuardians' })
  })

  it('a toggle changes the shown card, then the statuses are refreshed from the server', () => {
    const { send, snap, effects } = start()
    send({ type: 'cards.loaded', cards: [card(1), card(2, { nomeVersao: 'MythicalIsland' })] })
    send({ type: 'card.toggle', id: 2 })
    expect(snap().value).toBe('ready')
    send({ type: 'card.toggle', id: 1 })
    expect(snap().value).toBe('toggling')
    expect(snap().context.pending).toBe(1)
    expect(effects.toggleCard).toHaveBeenCalledTimes(1)
    expect(snap().can({ type: 'card.toggle', id: 1 })).toBe(false)
    send({ type: 'card.toggled' })
    expect(snap().value).toBe('refreshing')
    expect(effects.fetchCards).toHaveBeenCalledTimes(2)
    send({ type: 'cards.loaded', cards: [card(1, { situacao: 'I' })] })
    expect(snap().value).toBe('ready')
    expect(snap().context.pending).toBeNull()
    expect(snap().context.cards[0]!.situacao).toBe('I')
  })

  it('a failed toggle or refresh is only logged (SPEC §8)', () => {
    const { send, snap, effects } = start()
    send({ type: 'cards.loaded', cards: [card(1)] })
    send({ type: 'card.toggle', id: 1 })
    send({ type: 'card.toggleFailed', error: { status: 500, code: 'internal_error' } })
    expect(snap().value).toBe('ready')
    expect(effects.logFailure).toHaveBeenCalledTimes(1)
    send({ type: 'card.toggle', id: 1 })
    send({ type: 'card.toggled' })
    send({ type: 'cards.failed', error: { status: 0, code: 'network' } })
    expect(snap().value).toBe('ready')
    expect(snap().context.cards).toHaveLength(1)
    expect(effects.logFailure).toHaveBeenCalledTimes(2)
  })

  it('a failed first load waits for Try again', () => {
    const { send, snap, effects } = start()
    send({ type: 'cards.failed', error: { status: 500, code: 'internal_error' } })
    expect(snap().value).toBe('failure')
    send({ type: 'cards.retry' })
    expect(effects.fetchCards).toHaveBeenCalledTimes(2)
  })

  it('each image URL is asked for once; its answer is kept by URL', () => {
    const { send, snap, effects } = start()
    const url = card(1).imagemUrl
    send({ type: 'image.needed', url })
    send({ type: 'image.needed', url })
    expect(effects.loadImage).toHaveBeenCalledTimes(1)
    expect(snap().context.images[url]).toEqual({ status: 'loading' })
    send({ type: 'image.loaded', url, src: 'blob:1' })
    expect(snap().context.images[url]).toEqual({ status: 'loaded', src: 'blob:1' })
    send({ type: 'image.needed', url: '/other' })
    send({ type: 'image.failed', url: '/other' })
    expect(snap().context.images['/other']).toEqual({ status: 'failed' })
  })
})

describe('card status grid effects', () => {
  it('toggleCard inactivates an active card and activates an inactive one, then the list reloads', async () => {
    listCardSummaries.mockResolvedValueOnce([card(1), card(2, { situacao: 'I' })])
    listCardSummaries.mockResolvedValueOnce([card(1, { situacao: 'I' }), card(2, { situacao: 'I' })])
    listCardSummaries.mockResolvedValueOnce([card(1, { situacao: 'I' }), card(2)])
    setCardActive.mockImplementation(async (id, active) => card(id, { situacao: active ? 'A' : 'I' }))
    const actor = createActor(cardStatusGridMachine.provide({ actions: cardStatusGridEffects })).start()
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
    const actor = createActor(cardStatusGridMachine.provide({ actions: cardStatusGridEffects })).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'card.toggle', id: 1 })
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Card status change failed', expect.objectContaining({ status: 404 })))
    expect(actor.getSnapshot().value).toBe('ready')
    actor.stop()
  })

  it('loadImage keeps an object URL per image and revokes them all when the actor stops', async () => {
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
    const actor = createActor(cardStatusGridMachine.provide({ actions: cardStatusGridEffects })).start()
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
