// Effects of the card status grid (SPEC §7 Card collection, DESIGN §3 image route): the list, the status
// change, the lazy images (object URLs, released when the actor stops) and the log of failures (SPEC §8).
import type { AnyActorRef } from 'xstate'
import { fetchCardImage, listCardSummaries, setCardActive } from '@/api/pokemon'
import type { CardSummary } from '@/api/pokemon'
import { toApiFailure } from '@/api/errors'
import { effect, sendIfRunning } from './effects'
import type { EffectArgs } from './effects'
import type { CardStatusGridContext, CardStatusGridEvent } from './card-status-grid.machine'

type Args = EffectArgs<CardStatusGridContext, CardStatusGridEvent>

/** Object URLs an actor made; revoked together when it stops (the page is left). */
const objectUrls = new WeakMap<AnyActorRef, string[]>()

function keepObjectUrl(self: AnyActorRef, url: string): void {
  let urls = objectUrls.get(self)
  if (!urls) {
    const list: string[] = []
    const release = () => list.splice(0).forEach((held) => URL.revokeObjectURL(held))
    self.subscribe({ complete: release, error: release })
    objectUrls.set(self, list)
    urls = list
  }
  urls.push(url)
}

export const cardStatusGridEffects = {
  fetchCards: effect<CardStatusGridContext, CardStatusGridEvent, CardSummary[], CardStatusGridEvent>(
    () => listCardSummaries(),
    (cards) => ({ type: 'cards.loaded', cards }),
    (error) => ({ type: 'cards.failed', error: toApiFailure(error) }),
  ),
  toggleCard: effect<CardStatusGridContext, CardStatusGridEvent, CardSummary, CardStatusGridEvent>(
    ({ context }) => {
      const card = context.cards.find((candidate) => candidate.id === context.pending)
      return card ? setCardActive(card.id, card.situacao !== 'A') : Promise.reject(new Error('No card to change'))
    },
    () => ({ type: 'card.toggled' }),
    (error) => ({ type: 'card.toggleFailed', error: toApiFailure(error) }),
  ),
  loadImage: ({ event, self }: Args) => {
    if (event.type !== 'image.needed') return
    const { url } = event
    const answer = (reply: CardStatusGridEvent) => sendIfRunning(self, reply)
    fetchCardImage(url).then(
      (blob) => {
        if (self.getSnapshot().status !== 'active') return
        const src = URL.createObjectURL(blob)
        keepObjectUrl(self, src)
        answer({ type: 'image.loaded', url, src })
      },
      () => answer({ type: 'image.failed', url }),
    )
  },
  logFailure: ({ event }: Args) => {
    // SPEC §8: activate/inactivate failures are only logged, with no message to the user.
    if (event.type === 'card.toggleFailed' || event.type === 'cards.failed') console.error('Card status change failed', event.error)
  },
}
