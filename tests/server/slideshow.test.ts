import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { slideshowSchema } from '@contract/slideshow'
import type { SlideshowContent } from '@contract/slideshow'
import { slideshowDir } from '@server/paths'
import { sharedTestApp, sharedAdminAndUser } from './support/test-app'

// The private slideshow's texts, pictures and music: only an Admin gets them (401 without a session, 404 for a
// User, as if nothing were there), privately cached for long when the address carries the file's hash.

const t = sharedTestApp()
const { admin, user } = sharedAdminAndUser(t)
let content: SlideshowContent
beforeAll(async () => {
  const answer = await t.request('/api/slideshow', { headers: admin.headers })
  expect(answer.status).toBe(200)
  content = slideshowSchema.parse(await answer.json())
})

const imageUrl = () => content.slides.flatMap((slide) => (slide.kind === 'image' ? [slide.src] : []))[0]!
/** Each kind: the texts, a picture, the music. */
const kinds = () =>
  [
    ['texts', '/api/slideshow', /^application\/json/],
    ['image', imageUrl(), /^image\/webp$/],
    ['music', content.music, /^audio\/mpeg$/],
  ] as const

describe('who may have it', () => {
  it('anonymous: 401 for each kind (and a garbage token too)', async () => {
    for (const [kind, url] of kinds()) {
      expect((await t.request(url)).status, kind).toBe(401)
      expect((await t.request(url, { headers: { authorization: 'Bearer nope' } })).status, kind).toBe(401)
    }
  })

  it('a User: 404 for each kind, the same answer as an address that does not exist', async () => {
    for (const [kind, url] of kinds()) {
      const answer = await t.request(url, { headers: user.headers })
      expect(answer.status, kind).toBe(404)
      expect(((await answer.json()) as { code: string }).code, kind).toBe('not_found')
    }
  })

  it('an Admin: 200 with the content type, never cacheable by a shared cache', async () => {
    for (const [kind, url, type] of kinds()) {
      const answer = await t.request(url, { headers: admin.headers })
      expect(answer.status, kind).toBe(200)
      expect(answer.headers.get('content-type'), kind).toMatch(type)
      expect(answer.headers.get('cache-control'), kind).toMatch(/^private,/)
      expect(answer.headers.get('cache-control'), kind).not.toMatch(/public|s-maxage/)
    }
  })
})

describe('the files', () => {
  it('hashed names are kept a year (immutable) and are the files on disk', async () => {
    for (const [kind, url, file] of [
      ['image', imageUrl(), 'praia.webp'],
      ['music', content.music, 'loop.mp3'],
    ] as const) {
      expect(url, kind).toMatch(/^\/api\/slideshow\/files\/[a-z]+\.[0-9a-f]{16}\.(webp|mp3)$/)
      const answer = await t.request(url, { headers: admin.headers })
      expect(answer.headers.get('cache-control'), kind).toBe('private, max-age=31536000, immutable')
      expect(Buffer.from(await answer.arrayBuffer()).equals(readFileSync(join(slideshowDir, file))), kind).toBe(true)
    }
  })

  it('the texts and an unhashed name are revalidated with an ETag (304 when unchanged)', async () => {
    for (const url of ['/api/slideshow', '/api/slideshow/files/praia.webp']) {
      const answer = await t.request(url, { headers: admin.headers })
      expect(answer.status, url).toBe(200)
      expect(answer.headers.get('cache-control'), url).toBe('private, no-cache')
      const etag = answer.headers.get('etag')!
      expect(etag, url).toMatch(/^"[0-9a-f]+"$/)
      const again = await t.request(url, { headers: { ...admin.headers, 'if-none-match': etag } })
      expect(again.status, url).toBe(304)
    }
  })

  it('only the files the slideshow names: a stale hash, another file or a path outside is 404', async () => {
    for (const url of [
      '/api/slideshow/files/praia.0000000000000000.webp',
      '/api/slideshow/files/slideshow.ts',
      '/api/slideshow/files/..%2F..%2Fpackage.json',
      '/api/slideshow/files/nothing.webp',
    ]) {
      expect((await t.request(url, { headers: admin.headers })).status, url).toBe(404)
    }
  })

  it('the texts are both languages of every slide', () => {
    expect(content.slides.some((slide) => slide.kind === 'text')).toBe(true)
    for (const slide of content.slides) {
      const text = slide.kind === 'text' ? slide.text : slide.caption
      expect(text['pt-BR'].length).toBeGreaterThan(0)
      expect(text.en.length).toBeGreaterThan(0)
    }
  })
})
