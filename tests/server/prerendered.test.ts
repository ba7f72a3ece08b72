import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageLanguage } from '@server/http/prerendered'
import { THEME_BOOTSTRAP_JS } from '@server/theme-bootstrap'
import { createTestApp, type TestApp } from './support/test-app'

// The prerendered public pages: each public route answers the page of the visitor's language,
// from the stored choice (the `language` cookie) or else Accept-Language; every other route the shell.

let staticDir: string
let t: TestApp

const page = (language: string, name: string) =>
  `<!doctype html><html lang="${language}"><head><script>${THEME_BOOTSTRAP_JS}</script></head><body><div id="root" data-prerendered="${language}"><h1>${name} ${language}</h1></div></body></html>`

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'spa-prerendered-'))
  writeFileSync(join(staticDir, 'index.html'), `<!doctype html><html><head><script>${THEME_BOOTSTRAP_JS}</script></head><body><div id="root"></div></body></html>`)
  for (const language of ['pt-BR', 'en']) {
    mkdirSync(join(staticDir, 'prerendered', language), { recursive: true })
    for (const name of ['index', 'contato', 'sobre-mim']) writeFileSync(join(staticDir, 'prerendered', language, `${name}.html`), page(language, name))
    // The build's brotli sibling is what a brotli client gets (here marked, to tell it from one made at start).
    writeFileSync(join(staticDir, 'prerendered', language, 'index.html.br'), brotliCompressSync(page(language, 'index') + '<!--br-->'))
    writeFileSync(join(staticDir, 'prerendered', language, 'index.html.gz'), gzipSync(page(language, 'index')))
  }
  // A page in one language only is not served: the other language would have nothing.
  writeFileSync(join(staticDir, 'prerendered', 'en', 'agradecimentos.html'), page('en', 'agradecimentos'))
  t = await createTestApp({ staticDir })
})
afterAll(async () => {
  await t.close()
  rmSync(staticDir, { recursive: true, force: true })
})

describe('prerendered public pages', () => {
  it('answers English to Accept-Language en-US with no stored choice, and says what it varies on', async () => {
    const response = await t.request('/', { headers: { 'accept-language': 'en-US,en;q=0.9' } })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('data-prerendered="en"><h1>index en</h1>')
    expect(response.headers.get('content-language')).toBe('en')
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
  })

  it('answers the stored choice (the language cookie) over Accept-Language', async () => {
    const response = await t.request('/contato', { headers: { 'accept-language': 'en', cookie: 'theme=dark; language=pt-BR' } })
    expect(await response.text()).toContain('<h1>contato pt-BR</h1>')
    expect(response.headers.get('content-language')).toBe('pt-BR')
    const english = await t.request('/sobre-mim', { headers: { 'accept-language': 'pt-BR', cookie: 'language=en' } })
    expect(await english.text()).toContain('<h1>sobre-mim en</h1>')
  })

  it('answers Portuguese to a pt browser language, English to any other or none', async () => {
    expect(await (await t.request('/', { headers: { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.8' } })).text()).toContain('index pt-BR')
    expect(await (await t.request('/', { headers: { 'accept-language': 'fr-FR,pt;q=0.5' } })).text()).toContain('index en')
    expect(await (await t.request('/', {})).text()).toContain('index en')
  })

  it('sends the build-time brotli file to a brotli client', async () => {
    const response = await t.request('/', { headers: { 'accept-language': 'pt', 'accept-encoding': 'br' } })
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toContain('index pt-BR</h1></div></body></html><!--br-->')
  })

  it.each(['/financas', '/livros', '/listar-contatos', '/agradecimentos', '/no/such/page'])('answers the SPA shell, never a prerendered page, for %s', async (path) => {
    const response = await t.request(path, { headers: { 'accept-language': 'en' } })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<div id="root"></div>')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
  })

  it('never serves the prerendered files under their own names', async () => {
    expect((await t.request('/prerendered/en/index.html')).status).toBe(404)
  })
})

describe('pageLanguage', () => {
  it.each([
    [undefined, undefined, 'en'],
    ['language=pt-BR', 'en-US', 'pt-BR'],
    ['a=1; language=en; b=2', 'pt-BR', 'en'],
    ['language=fr', 'pt-PT', 'pt-BR'],
    [undefined, 'PT', 'pt-BR'],
    [undefined, 'en;q=0.2, pt-BR;q=0.8', 'pt-BR'],
    [undefined, 'pt;q=0, en', 'en'],
    [undefined, '*, pt', 'pt-BR'],
  ] as const)('cookie %s, Accept-Language %s → %s', (cookie, acceptLanguage, expected) => {
    expect(pageLanguage(cookie, acceptLanguage)).toBe(expected)
  })
})
