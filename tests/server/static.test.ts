import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cspScriptHash, THEME_BOOTSTRAP_CSP_HASH, THEME_BOOTSTRAP_JS } from '@server/theme-bootstrap'
import { createTestApp, type TestApp } from './support/test-app'

// Serving the built SPA and the theme bootstrap script that the CSP allows by hash.

/** A build whose index.html inlines the bootstrap plus one more script (as a rewritten build might). */
const extraInlineScript = 'window.__BUILD__ = "test"'
let staticDir: string
let t: TestApp
const bigScript = `export const words = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => `word-${i % 40}`))}\n`

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'spa-dist-'))
  mkdirSync(join(staticDir, 'assets'))
  writeFileSync(
    join(staticDir, 'index.html'),
    `<!doctype html><html><head><script>${THEME_BOOTSTRAP_JS}</script><script>${extraInlineScript}</script>` +
      `<script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`,
  )
  writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), 'console.log("app")')
  // A built asset with the siblings scripts/precompress.ts writes.
  writeFileSync(join(staticDir, 'assets', 'big-abc123.js'), bigScript)
  writeFileSync(join(staticDir, 'assets', 'big-abc123.js.br'), brotliCompressSync(bigScript))
  writeFileSync(join(staticDir, 'assets', 'big-abc123.js.gz'), gzipSync(bigScript))
  writeFileSync(join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  mkdirSync(join(staticDir, 'resume'))
  writeFileSync(join(staticDir, 'resume', 'cv-en.pdf'), '%PDF-1.4 fake')
  t = await createTestApp({ staticDir })
})
afterAll(async () => {
  await t.close()
  rmSync(staticDir, { recursive: true, force: true })
})

describe('static SPA serving', () => {
  it('serves hashed assets with a one-year immutable cache', async () => {
    const response = await t.request('/assets/index-abc123.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/javascript/)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await response.text()).toBe('console.log("app")')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('serves other files with no-cache', async () => {
    for (const path of ['/favicon.svg', '/resume/cv-en.pdf']) {
      const response = await t.request(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control'), path).toBe('no-cache')
    }
  })

  it.each(['/', '/livros', '/financas/parcelamento-mensais/3', '/pokemon/incluirPokemon', '/unknown/deep/path'])(
    'answers index.html for the client route %s',
    async (path) => {
      const response = await t.request(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expect(await response.text()).toContain('<div id="root"></div>')
    },
  )

  it.each(['/api/unknown', '/v1/api/livro-inexistente', '/api', '/API/health', '/Api/unknown', '/api%2fhealth', '/api%2Fhealth', '/V1/API/livro', '/v1%2fapi%2flivro', '/v1/API', '/api%252fhealth', '/api%5chealth', '//api/health'])('never answers the SPA for the API path %s', async (path) => {
    const response = await t.request(path)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Not found.', code: 'not_found' })
  })

  it('a missing hashed asset is a 404, not the page', async () => {
    const response = await t.request('/assets/index-missing.js')
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('<div id="root">')
  })

  it.each(['/images/nope.png', '/resume/nope.pdf', '/favicon.ico', '/music/missing.mp3', '/robots.txt', '/deep/path/app.js'])(
    'a missing file %s is a 404, not the page',
    async (path) => {
      const response = await t.request(path)
      expect(response.status).toBe(404)
      expect(await response.text()).not.toContain('<div id="root">')
    },
  )

  it('/api/docs/ redirects to the docs page (the SPA is never served under /api)', async () => {
    const response = await t.request('/api/docs/')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/api/docs')
    const page = await t.request(response.headers.get('location')!)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('swagger-ui')
  })

  it('non-GET requests to client routes are JSON 404', async () => {
    const response = await t.request('/livros', { method: 'POST' })
    expect(response.status).toBe(404)
    expect((await response.json()).code).toBe('not_found')
  })

  it('does not serve files outside the folder', async () => {
    const response = await t.request('/..%2f..%2fetc%2fpasswd')
    expect(await response.text()).not.toContain('root:')
  })

  it('the CSP allows the inline scripts of the built index.html by hash, nothing else inline', async () => {
    const csp = (await t.request('/')).headers.get('content-security-policy') ?? ''
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src')) ?? ''
    expect(scriptSrc.split(' ').sort()).toEqual(
      ["script-src", "'self'", THEME_BOOTSTRAP_CSP_HASH, cspScriptHash(extraInlineScript)].sort(),
    )
  })
})

describe('compressed files', () => {
  const body = async (response: Response) => Buffer.from(await response.arrayBuffer())
  const decoded = async (response: Response) => {
    const bytes = await body(response)
    const encoding = response.headers.get('content-encoding')
    return (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8')
  }

  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip', 'gzip'],
    ['identity', null],
  ])('a built asset with Accept-Encoding %j comes as %s', async (acceptEncoding, encoding) => {
    const response = await t.request('/assets/big-abc123.js', { headers: { 'accept-encoding': acceptEncoding } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe(encoding)
    expect(response.headers.get('content-type')).toMatch(/javascript/)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    if (encoding) expect(response.headers.get('vary')).toContain('Accept-Encoding')
    expect(await decoded(response)).toBe(bigScript)
  })

  it('without Accept-Encoding, or for a file without compressed siblings, the file as it is', async () => {
    const plain = await t.request('/assets/big-abc123.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(bigScript)
    const small = await t.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'br, gzip' } })
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(await small.text()).toBe('console.log("app")')
  })

  it.each(['/', '/livros'])('the page %s comes in the accepted encoding', async (path) => {
    const html = await (await t.request(path)).text()
    expect(html).toContain('<div id="root"></div>')
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['deflate', null],
    ] as const) {
      const response = await t.request(path, { headers: { 'accept-encoding': acceptEncoding } })
      expect(response.headers.get('content-encoding'), acceptEncoding).toBe(encoding)
      expect(response.headers.get('vary')).toBe('Accept-Encoding')
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
      expect(await decoded(response)).toBe(html)
    }
  })

  it('a missing asset is never cached, even under /assets', async () => {
    const response = await t.request('/assets/index-missing.js', { headers: { 'accept-encoding': 'br' } })
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})

describe('theme bootstrap script', () => {
  it('has the CSP hash of its exact text', () => {
    const expected = createHash('sha256').update(THEME_BOOTSTRAP_JS).digest('base64')
    expect(THEME_BOOTSTRAP_CSP_HASH).toBe(`'sha256-${expected}'`)
  })

  /** Runs the script against a minimal fake page and returns what it set on <html>. */
  function runBootstrap(options: {
    stored?: Record<string, string>
    prefersDark?: boolean
    browserLanguage?: string
    storageThrows?: boolean
  }) {
    const classes = new Set<string>(['theme-light'])
    const attributes: Record<string, string> = {}
    const documentElement = {
      lang: 'pt-BR',
      classList: {
        add: (...names: string[]) => names.forEach((name) => classes.add(name)),
        remove: (...names: string[]) => names.forEach((name) => classes.delete(name)),
      },
      setAttribute: (name: string, value: string) => void (attributes[name] = value),
    }
    const localStorage = {
      getItem: (key: string) => {
        if (options.storageThrows) throw new Error('SecurityError')
        return options.stored?.[key] ?? null
      },
    }
    const matchMedia = (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && !!options.prefersDark })
    const window = { matchMedia }
    const navigator = { language: options.browserLanguage ?? 'en-US' }
    new Function('document', 'localStorage', 'window', 'matchMedia', 'navigator', THEME_BOOTSTRAP_JS)(
      { documentElement },
      localStorage,
      window,
      matchMedia,
      navigator,
    )
    return { classes: [...classes], theme: attributes['data-theme'], lang: documentElement.lang, session: attributes['data-session'] }
  }

  it('marks a stored session, so a prerendered page drawn signed out stays hidden (global.css)', () => {
    expect(runBootstrap({ stored: { accessToken: 'token' } }).session).toBe('stored')
    expect(runBootstrap({ stored: { accessToken: '' } }).session).toBeUndefined()
    expect(runBootstrap({}).session).toBeUndefined()
  })

  it('uses the stored theme and language', () => {
    expect(runBootstrap({ stored: { theme: 'dark', language: 'en' }, browserLanguage: 'pt-BR' })).toEqual({
      classes: ['theme-dark'],
      theme: 'dark',
      lang: 'en',
    })
    expect(runBootstrap({ stored: { theme: 'light', language: 'pt-BR' }, prefersDark: true })).toEqual({
      classes: ['theme-light'],
      theme: 'light',
      lang: 'pt-BR',
    })
  })

  it('falls back to prefers-color-scheme and the browser language (pt* → pt-BR, else en)', () => {
    expect(runBootstrap({ prefersDark: true, browserLanguage: 'pt-PT' })).toEqual({ classes: ['theme-dark'], theme: 'dark', lang: 'pt-BR' })
    expect(runBootstrap({ prefersDark: false, browserLanguage: 'fr-FR' })).toEqual({ classes: ['theme-light'], theme: 'light', lang: 'en' })
  })

  it('ignores unknown stored values and unreadable storage', () => {
    expect(runBootstrap({ stored: { theme: 'purple', language: 'de' }, browserLanguage: 'pt' })).toMatchObject({ theme: 'light', lang: 'pt-BR' })
    expect(runBootstrap({ storageThrows: true, prefersDark: true })).toEqual({ classes: ['theme-dark'], theme: 'dark', lang: 'en' })
  })
})
