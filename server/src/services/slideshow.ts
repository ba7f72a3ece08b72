import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { SLIDESHOW_PATH } from '@contract/slideshow'
import type { SlideshowContent } from '@contract/slideshow'
import type { PrivateSlideshow } from '../content/slideshow'

// The private slideshow's files: only the ones its content names (no other path can be asked for), each
// addressed as name.<hash>.ext so an Admin's browser may keep it for a year; the hash is read again when the
// file changes on disk (size or modification time).

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
}

/** The hex digits of the file hash in a file's address. */
const HASH_LENGTH = 16

export interface SlideshowFile {
  bytes: Uint8Array<ArrayBuffer>
  type: string
  /** Its content hash, also the ETag's value. */
  hash: string
  /** Whether the address named the current hash (so the answer never changes). */
  hashed: boolean
}

export function createSlideshowService(content: PrivateSlideshow, dir: string) {
  const names = new Set([content.music, ...content.slides.flatMap((slide) => (slide.kind === 'image' ? [slide.file] : []))])
  const known = new Map<string, { size: number; mtimeMs: number; hash: string; bytes: Uint8Array<ArrayBuffer> }>()

  async function load(name: string) {
    const path = join(dir, name)
    const info = await stat(path)
    const cached = known.get(name)
    if (cached && cached.size === info.size && cached.mtimeMs === info.mtimeMs) return cached
    const buffer = await readFile(path)
    const bytes = new Uint8Array(buffer.byteLength)
    bytes.set(buffer)
    const entry = { size: info.size, mtimeMs: info.mtimeMs, hash: createHash('sha256').update(bytes).digest('hex').slice(0, HASH_LENGTH), bytes }
    known.set(name, entry)
    return entry
  }

  /** praia.webp → /api/slideshow/files/praia.<hash>.webp */
  async function address(name: string): Promise<string> {
    const { hash } = await load(name)
    const ext = extname(name)
    return `${SLIDESHOW_PATH}/files/${name.slice(0, -ext.length)}.${hash}${ext}`
  }

  return {
    /** The texts, with the current address of every file. */
    async content(): Promise<SlideshowContent> {
      const slides = await Promise.all(
        content.slides.map(async (slide) =>
          slide.kind === 'text' ? slide : { kind: 'image' as const, src: await address(slide.file), caption: slide.caption },
        ),
      )
      return { music: await address(content.music), slides }
    },
    /** A file by its address's last segment (name.<hash>.ext, or name.ext); undefined when there is none. */
    async file(segment: string): Promise<SlideshowFile | undefined> {
      const hashed = new RegExp(`^(.+)\\.([0-9a-f]{${HASH_LENGTH}})(\\.[a-z0-9]+)$`).exec(segment)
      const name = hashed ? `${hashed[1]}${hashed[3]}` : segment
      const type = TYPES[extname(name).toLowerCase()]
      if (!names.has(name) || !type) return undefined
      const entry = await load(name)
      // An old hash names content that is gone: the page asks for the texts again.
      if (hashed && hashed[2] !== entry.hash) return undefined
      return { bytes: entry.bytes, type, hash: entry.hash, hashed: hashed !== null }
    },
  }
}

export type SlideshowService = ReturnType<typeof createSlideshowService>
