// The private slideshow's calls (Admin): its texts with the addresses of its files, and each file as a Blob.
// Both go with the session's token; nothing of the slideshow is a public file.
import { api } from './client'
import type { ApiClient } from './client'
import { SLIDESHOW_PATH, slideshowSchema } from '../contract/slideshow'
import type { Slide, SlideshowContent } from '../contract/slideshow'

export type { Slide, SlideshowContent }

/** GET /api/slideshow: the slides (both languages) and the music's address. */
export function fetchSlideshow(client: ApiClient = api): Promise<SlideshowContent> {
  return client.request(SLIDESHOW_PATH, slideshowSchema)
}

/** GET one of the addresses fetchSlideshow gave (a picture or the music). */
export function fetchSlideshowFile(url: string, client: ApiClient = api): Promise<Blob> {
  return client.blob(url)
}
