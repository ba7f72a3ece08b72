import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import { cardStatusGridMachine, visibleCards } from '@machines/collection/card-status-grid.machine'
import { CARD_SETS, cardSetOptions } from '@contract/card-collection'
import type { CardSummary } from '@contract/pokemon'

// The card status grid's set filter: the six known sets, then every other set a loaded card belongs to
// (a set uploaded under a new name, e.g. Eevee Grove or Promo-A).

const card = (id: number, nomeVersao: string, nomePokemon = `Card${id}`): CardSummary => ({
  id,
  nomePokemon,
  situacao: 'A',
  nomeVersao,
  numeroVersao: 7,
  numeroCarta: String(id).padStart(3, '0'),
  raridade: '1D',
  tipo: 'Colorless',
  hp: 60,
  estagio: 'Basic',
  booster: 'Any',
  imagemUrl: `/v1/api/pokemon/${id}/imagem?v=a`,
})

async function start(cards: CardSummary[]) {
  const actor = createActor(
    cardStatusGridMachine.provide({
      actors: {
        fetchCards: fromPromise(async () => cards),
        toggleCard: fromPromise(async () => cards[0]!),
        loadImages: fromCallback(() => () => {}),
      },
    }),
  ).start()
  await waitFor(actor, (snapshot) => snapshot.matches('ready'))
  return actor
}

describe('cardSetOptions', () => {
  it('lists the six sets first, then the other sets of the cards alphabetically, each once', () => {
    const cards = [card(1, 'Promo-A'), card(2, 'GeneticApex'), card(3, 'Eevee Grove'), card(4, 'Promo-A')]
    expect(cardSetOptions(cards)).toEqual([...CARD_SETS, 'Eevee Grove', 'Promo-A'])
    expect(cardSetOptions([])).toEqual([...CARD_SETS])
  })
})

describe('card status grid: sets beyond the six', () => {
  it('a set of the loaded cards can be chosen, and shows its cards (Nidoran♀, Flabébé)', async () => {
    const actor = await start([card(1, 'GeneticApex'), card(2, 'Eevee Grove', 'Flabébé'), card(3, 'Eevee Grove', 'Nidoran♀')])
    actor.send({ type: 'filter.version', version: 'Eevee Grove' })
    const { context } = actor.getSnapshot()
    expect(context.version).toBe('Eevee Grove')
    expect(visibleCards(context.cards, context.situation, context.version).map((shown) => shown.nomePokemon)).toEqual(['Nidoran♀', 'Flabébé'])
  })

  it('a set no card belongs to (and that is not one of the six) is not an option: the filter stays', async () => {
    const actor = await start([card(1, 'GeneticApex')])
    actor.send({ type: 'filter.version', version: 'Eevee Grove' })
    expect(actor.getSnapshot().context.version).toBe('GeneticApex')
    actor.send({ type: 'filter.version', version: 'MythicalIsland' })
    expect(actor.getSnapshot().context.version).toBe('MythicalIsland')
  })
})
