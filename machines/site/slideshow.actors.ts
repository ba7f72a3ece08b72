// Actors of the slideshow machine: the content (the texts from the API, then every picture and the music as
// object URLs, fetched with the session), holding those URLs (revoked when the page is left), the page's
// <audio> element (play it; play() rejecting, the autoplay policy's NotAllowedError, or no element yet, is an
// error) and the arrow keys (a subscription).
import { fromCallback, fromPromise } from 'xstate'
import type { EventObject } from 'xstate'
import { fetchSlideshow, fetchSlideshowFile } from '@/api/slideshow'
import type { SlideshowContent } from '@/api/slideshow'

/** The slideshow with its files loaded: each file address of `content` → its object URL. */
export interface LoadedSlideshow {
  content: SlideshowContent
  urls: Record<string, string>
}

/** Mutes or unmutes the element (absent before the page mounts it) without losing its place. */
export function setMuted(audio: HTMLAudioElement | null, muted: boolean): void {
  if (audio) audio.muted = muted
}

const revokeAll = (urls: Record<string, string>) => Object.values(urls).forEach((url) => URL.revokeObjectURL(url))

export const slideshowActors = {
  /** The texts, then every picture and the music (in parallel); any failure fails the whole load. */
  loadSlideshow: fromPromise<LoadedSlideshow>(async ({ signal }) => {
    const content = await fetchSlideshow()
    const files = [content.music, ...content.slides.flatMap((slide) => (slide.kind === 'image' ? [slide.src] : []))]
    const urls: Record<string, string> = {}
    try {
      await Promise.all(
        files.map(async (file) => {
          const blob = await fetchSlideshowFile(file)
          urls[file] = URL.createObjectURL(blob)
        }),
      )
      // The page was left while the files came: nobody will revoke them later.
      if (signal.aborted) throw new Error('The slideshow was left while loading')
    } catch (error) {
      revokeAll(urls)
      throw error
    }
    return { content, urls }
  }),
  /** Holds the loaded object URLs while the slideshow shows them; revokes them all when it stops. */
  keepUrls: fromCallback<EventObject, { urls: Record<string, string> }>(({ input }) => () => revokeAll(input.urls)),
  /** Unmutes and plays the music; rejects when the browser refuses (autoplay) or there is no element. */
  // The element is read when the actor starts (after the page mounted it), not when the machine is created;
  // the music's object URL is set here, as the element may not have rendered it yet.
  playAudio: fromPromise<void, { audio: () => HTMLAudioElement | null; src: string | undefined }>(async ({ input }) => {
    const audio = input.audio()
    if (!audio) throw new Error('The page has no audio element yet')
    if (input.src && audio.getAttribute('src') !== input.src) audio.src = input.src
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
