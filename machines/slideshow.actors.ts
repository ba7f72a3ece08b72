// Effects of the slideshow machine: the page's <audio> element (play, mute) and the arrow keys. The view
// passes its element; play() rejecting (the autoplay policy, NotAllowedError) answers audio.blocked.
import { listener, sendIfRunning } from './effects'
import type { EffectArgs } from './effects'
import type { SlideshowContext, SlideshowEvent } from './slideshow.machine'

type Args = EffectArgs<SlideshowContext, SlideshowEvent>

const arrowKeys = listener<SlideshowContext, SlideshowEvent>('arrow-keys', (send) => {
  const onKey = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
    if (event.key === 'ArrowRight') send({ type: 'slide.next' })
    else if (event.key === 'ArrowLeft') send({ type: 'slide.previous' })
  }
  document.addEventListener('keydown', onKey)
  return () => document.removeEventListener('keydown', onKey)
})

/** The effects over the page's audio element (null before it mounts: then the music counts as blocked). */
export function slideshowEffects(audio: () => HTMLAudioElement | null) {
  return {
    playAudio: ({ self }: Args) => {
      const element = audio()
      if (!element) {
        sendIfRunning(self, { type: 'audio.blocked' })
        return
      }
      element.muted = false
      let playing: Promise<void>
      try {
        playing = Promise.resolve(element.play())
      } catch (error) {
        playing = Promise.reject(error)
      }
      playing.then(
        () => sendIfRunning(self, { type: 'audio.playing' }),
        () => sendIfRunning(self, { type: 'audio.blocked' }),
      )
    },
    muteAudio: () => {
      const element = audio()
      if (element) element.muted = true
    },
    unmuteAudio: () => {
      const element = audio()
      if (element) element.muted = false
    },
    listenKeys: arrowKeys.start,
  }
}
