import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressDir } from '../../scripts/precompress'
import { COMPRESS_JSON_MIN_BYTES, piecesStream, preferredEncoding, STREAM_GIVE_WAY_BYTES } from '@server/http/compression'
import { createTestApp, type TestApp } from './support/test-app'
import { largeDocument } from './support/user-data-documents'

// Compression: built files get .br/.gz siblings at build time, JSON answers of at
// least COMPRESS_JSON_MIN_BYTES go compressed to clients that accept it.

describe('preferredEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['deflate', undefined],
    ['identity', undefined],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['gzip;q=0.5, *;q=0', 'gzip'],
    ['br; q=0.1, gzip; q=0.9', 'gzip'],
    ['gzip;q=0.8, br;q=0.8', 'br'],
  ])('%j → %s', (header, encoding) => {
    expect(preferredEncoding(header)).toBe(encoding)
  })
})

describe('JSON answers', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const decode = (bytes: Buffer, encoding: string | null) =>
    (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8')

  it('a large one (the OpenAPI document) comes compressed in the accepted encoding', async () => {
    const plain = await (await t.request('/api/openapi.json')).text()
    expect(Buffer.byteLength(plain)).toBeGreaterThan(COMPRESS_JSON_MIN_BYTES)
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['deflate', null],
    ] as const) {
      const response = await t.request('/api/openapi.json', { headers: { 'accept-encoding': acceptEncoding } })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-encoding'), acceptEncoding).toBe(encoding)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
      const bytes = Buffer.from(await response.arrayBuffer())
      if (encoding) {
        expect(response.headers.get('vary')).toContain('Accept-Encoding')
        expect(bytes.length).toBeLessThan(Buffer.byteLength(plain) / 3)
      }
      expect(JSON.parse(decode(bytes, encoding))).toEqual(JSON.parse(plain))
    }
  })

  it('a large list of books comes compressed, with its status', async () => {
    const session = await t.asUser()
    for (let i = 0; i < 20; i++) {
      const created = await t.request('/v1/api/livro', {
        body: { titulo: `Livro ${i}`, Escritor: 'Machado de Assis', preco: 19.99, dataLancamento: '2024-05-10' },
        headers: session.headers,
      })
      expect(created.status).toBe(201)
    }
    const response = await t.request('/v1/api/livro/desc/50/1', { headers: { ...session.headers, 'accept-encoding': 'gzip' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(JSON.parse(decode(Buffer.from(await response.arrayBuffer()), 'gzip'))).toHaveLength(20)
  })

  it('a user’s data export, written in pieces, streams them: each encoding gives the same document', async () => {
    const session = await t.asUser()
    const document = largeDocument(1_200)
    expect((await t.request('/v1/api/usuario/dados', { body: document, headers: session.headers })).status).toBe(201)
    const texts: string[] = []
    for (const [acceptEncoding, encoding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await t.request('/v1/api/usuario/dados', { headers: { ...session.headers, 'accept-encoding': acceptEncoding } })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-encoding'), acceptEncoding).toBe(encoding)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="portfolio-financas-/)
      texts.push(decode(Buffer.from(await response.arrayBuffer()), encoding))
    }
    expect(texts[1]).toBe(texts[0])
    expect(texts[2]).toBe(texts[0])
    const exported = JSON.parse(texts[0]!) as { lancamentos: Array<{ descricao: string }> }
    // 1,200 entries and the plan's 3: three pages of the export, joined with their commas.
    expect(exported.lancamentos).toHaveLength(1_203)
    expect(new Set(exported.lancamentos.map((entry) => entry.descricao)).size).toBeGreaterThan(1_000)
  })

  it('small answers and errors go as they are', async () => {
    for (const path of ['/api/health', '/api/nope']) {
      const response = await t.request(path, { headers: { 'accept-encoding': 'br, gzip' } })
      expect(response.headers.get('content-encoding'), path).toBeNull()
      expect(typeof (await response.json())).toBe('object')
    }
  })
})

describe('piecesStream', () => {
  // A socket on the loopback takes every write at once: a stream whose pieces are all ready went out in one run of
  // callbacks, and a 20 MiB export held the event loop 50–60 ms.
  it('gives way to the event loop while its pieces go out, and sends them all in order', async () => {
    const pieces = Array.from({ length: 40 }, (_, index) => `${index}`.padEnd(64 * 1024, '.'))
    expect(pieces.join('').length).toBeGreaterThan(4 * STREAM_GIVE_WAY_BYTES)
    const reader = piecesStream(pieces, undefined).getReader()
    // Turns of the event loop while the chunks are read: an immediate that sets itself again each turn.
    let turns = 0
    let next = setImmediate(function turn() {
      turns++
      next = setImmediate(turn)
    })
    const chunks: Buffer[] = []
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(Buffer.from(read.value))
    } finally {
      clearImmediate(next)
    }
    expect(Buffer.concat(chunks).toString()).toBe(pieces.join(''))
    // At least one turn per STREAM_GIVE_WAY_BYTES sent.
    expect(turns).toBeGreaterThanOrEqual(Math.floor(pieces.join('').length / STREAM_GIVE_WAY_BYTES) - 1)
  })
})

describe('precompressDir (the build step)', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'))
    mkdirSync(join(dir, 'assets'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('writes brotli and gzip siblings of the compressible files worth it, and nothing else', async () => {
    const script = `export const list = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `item ${i % 30}`))}\n`
    writeFileSync(join(dir, 'assets', 'app-1.js'), script)
    writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>text</p>'.repeat(200)}`)
    writeFileSync(join(dir, 'assets', 'tiny.css'), 'a{color:red}')
    writeFileSync(join(dir, 'photo.png'), Buffer.alloc(4096, 7))
    expect(await precompressDir(dir)).toBe(2)
    expect(readdirSync(dir, { recursive: true }).map(String).sort()).toEqual(
      ['assets', 'assets/app-1.js', 'assets/app-1.js.br', 'assets/app-1.js.gz', 'assets/tiny.css', 'index.html', 'index.html.br', 'index.html.gz', 'photo.png'].sort(),
    )
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'app-1.js.br'))).toString()).toBe(script)
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'app-1.js.gz'))).toString()).toBe(script)
  })
})
