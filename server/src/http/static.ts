import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, Env, Hono, MiddlewareHandler } from 'hono'
import { cspScriptHash } from '../theme-bootstrap'
import { preferredEncoding, precompressedText } from './compression'
import type { Encoding } from './compression'
import { isApiPath } from './paths'
import { loadPrerenderedPages, pageLanguage } from './prerendered'

// The built SPA, served by the API process itself: hashed assets cached for a year, everything else revalidated, and
// index.html for any other GET without a file extension, so that client routes (/livros,
// /financas/...) load the app while a missing file is a 404. Files come in brotli or gzip when the
// client accepts it: the build writes .br and .gz next to them (scripts/precompress.ts), and the page
// itself is compressed once at start. The public routes get their prerendered page in the visitor's
// language (./prerendered.ts), every other client route the shell.

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Serves `staticDir` on `app`; register after the API routes and their JSON 404. */
export function registerStatic<E extends Env>(app: Hono<E>, staticDir: string) {
  const indexFile = join(staticDir, 'index.html')
  const indexHtml = existsSync(indexFile) ? precompressedText(readFileSync(indexFile, 'utf8')) : undefined
  const prerendered = loadPrerenderedPages(join(staticDir, 'prerendered'))
  const files = serveStatic({ root: staticDir, precompressed: true })

  /** An HTML page from memory, in the best encoding the client accepts. */
  const html = (c: Context<E>, bodies: Record<Encoding | 'identity', Uint8Array<ArrayBuffer>>, vary: string) => {
    const encoding = preferredEncoding(c.req.header('accept-encoding'))
    c.header('Cache-Control', 'no-cache')
    c.header('Vary', vary)
    if (encoding) c.header('Content-Encoding', encoding)
    c.header('Content-Type', 'text/html; charset=UTF-8')
    return c.body(bodies[encoding ?? 'identity'])
  }
  /** The route's prerendered page in the visitor's language, else the SPA shell. */
  const page = (c: Context<E>) => {
    const variants = prerendered.get(c.req.path)
    if (!variants) return html(c, indexHtml!, 'Accept-Encoding')
    const language = pageLanguage(c.req.header('cookie'), c.req.header('accept-language'))
    c.header('Content-Language', language)
    return html(c, variants[language], 'Accept-Encoding, Accept-Language, Cookie')
  }

  app.use('/assets/*', withCacheControl(IMMUTABLE), files)
  // A missing hashed asset is a 404, not the HTML page under a script's name.
  app.get('/assets/*', (c) => c.notFound())
  // The prerendered files are the public routes' answers, never pages of their own.
  app.get('/prerendered/*', (c) => c.notFound())
  if (indexHtml) app.get('/', page)
  app.use('*', withCacheControl('no-cache'), files)
  if (indexHtml === undefined) return
  app.get('*', (c, next) => {
    if (isApiPath(c.req.path)) return next()
    // A missing file (/images/nope.png, /favicon.ico) is a 404: client routes have no extension.
    if (hasFileExtension(c.req.path)) return c.notFound()
    return page(c)
  })
}

/** Whether the last segment of `path` names a file: `name.ext`. */
export const hasFileExtension = (path: string) => /\.[^./]+$/.test(path.slice(path.lastIndexOf('/') + 1))

/**
 * Sets Cache-Control for the handlers after it (serveStatic sets none). Before they run, like every
 * header here (server/README); an error answer replaces it with no-store.
 */
function withCacheControl(value: string): MiddlewareHandler {
  return (c, next) => {
    c.header('Cache-Control', value)
    return next()
  }
}

/** CSP hashes of the inline scripts of the built index.html (the theme bootstrap as actually shipped). */
export function inlineScriptHashes(staticDir: string | undefined): string[] {
  const indexFile = staticDir && join(staticDir, 'index.html')
  if (!indexFile || !existsSync(indexFile)) return []
  const html = readFileSync(indexFile, 'utf8')
  return [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((match) => match[1] ?? '')
    .filter((script) => script.trim() !== '')
    .map(cspScriptHash)
}
