import { z } from 'zod'

// The private slideshow (/amor, Admin): its texts and the addresses of its pictures and music, all behind the
// Admin's session (GET /api/slideshow). The addresses carry a hash of the file, so each may be kept for long.

const localized = z.object({ 'pt-BR': z.string(), en: z.string() })

export const slideSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: localized }),
  z.object({ kind: z.literal('image'), src: z.string(), caption: localized }),
])

export const slideshowSchema = z
  .object({
    /** The looping music's address (an authenticated GET). */
    music: z.string(),
    slides: z.array(slideSchema).min(1),
  })
  .meta({ id: 'Slideshow' })

export type Slide = z.infer<typeof slideSchema>
export type SlideshowContent = z.infer<typeof slideshowSchema>

/** Where the slideshow's texts are served; its files are under `${SLIDESHOW_PATH}/files/`. */
export const SLIDESHOW_PATH = '/api/slideshow'
