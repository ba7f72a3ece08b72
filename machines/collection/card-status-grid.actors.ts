// Actors of the card status grid (src/api/pokemon.ts): the list, the status
// change, and the image loader, which answers with object URLs and revokes them when the page is left.
import { fromCallback, fromPromise } from 'xstate'
import { fetchCardImage, listCardSummaries, setCardActive } from '@/api/pokemon'
import type { CardSummary } from '@/api/pokemon'

/** What the image loader is asked: load this image URL. */
export interface ImageLoadRequest {
  type: 'image.load'
  url: string
}

export const cardStatusGridActors = {
  fetchCards: fromPromise<CardSummary[]>(() => listCardSummaries()),
  /** Inactivates an active card, activates an inactive one. */
  toggleCard: fromPromise<CardSummary, { card: CardSummary | null }>(({ input }) =>
    input.card ? setCardActive(input.card.id, input.card.situacao !== 'A') : Promise.reject(new Error('No card to change')),
  ),
  /** Loads each requested image as an object URL: answers image.loaded / image.failed; stops: revokes them all. */
  loadImages: fromCallback<ImageLoadRequest>(({ sendBack, receive }) => {
    const objectUrls: string[] = []
    let stopped = false
    receive(({ url }) => {
      fetchCardImage(url).then(
        (blob) => {
          if (stopped) return
          const src = URL.createObjectURL(blob)
          objectUrls.push(src)
          sendBack({ type: 'image.loaded', url, src })
        },
        () => {
          if (!stopped) sendBack({ type: 'image.failed', url })
        },
      )
    })
    return () => {
      stopped = true
      objectUrls.splice(0).forEach((src) => URL.revokeObjectURL(src))
    }
  }),
}
