// Actors of the slideshow machine: the page's <audio> element (play it; play() rejecting, the autoplay
// policy's NotAllowedError, or no element yet, is an error) and the arrow keys (a subscription).
import { fromCallback, fromPromise } from 'xstate'
import type { EventObject } from 'xstate'

/** Mutes or unmutes the element (absent before the page mounts it) without losing its place. */
export function setMuted(audio: HTMLAudioElement | null, muted: boolean): void {
  if (audio) audio.muted = muted
}

export const slideshowActors = {
  /** Unmutes and plays the music; rejects when the browser refuses (autoplay) or there is no element. */
  // The element is read when the actor starts (after the page mounted it), not when the machine is created.
  playAudio: fromPromise<void, { audio: () => HTMLAudioElement | null }>(async ({ input }) => {
    const audio = input.audio()
    if (!audio) throw new Error('The page has no audio element yet')
    audio.muted = false
    await audio.play()
  }),
  /** ArrowRight / ArrowLeft on the page (without modifiers, unless something took them) move the slides. */
  arrowKeys: fromCallback<EventObject>(({ sendBack }) => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
      if (event.key === 'ArrowRight') sendBack({ type: 'slide.next' })
      else if (event.key === 'ArrowLeft') sendBack({ type: 'slide.previous' })
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }),
}
