import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Env, Hono, MiddlewareHandler } from 'hono'
import { cspScriptHash } from '../theme-bootstrap'
import { isApiPath } from './paths'

// The built SPA (DESIGN §1): hashed assets cached for a year, everything else revalidated, and
// index.html for any other GET without a file extension, so that client routes (/livros,
// /financas/...) load the app while a missing file is a 404.

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Serves `staticDir` on `app`; register after the API routes and their JSON 404. */
export function registerStatic<E extends Env>(app: Hono<E>, staticDir: string) {
  const indexFile = join(staticDir, 'index.html')
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined

  app.use('/assets/*', withCacheControl(IMMUTABLE), serveStatic({ root: staticDir }))
  // A missing hashed asset is a 404, not the HTML page under a script's name.
  app.get('/assets/*', (c) => c.notFound())
  app.use('*', withCacheControl('no-cache'), serveStatic({ root: staticDir }))
  if (indexHtml === undefined) return
  app.get('*', (c, next) => {
    if (isApiPath(c.req.path)) return next()
    // A missing file (/images/nope.png, /favicon.ico) is a 404: client routes have no extension.
    if (hasFileExtension(c.req.path)) return c.notFound()
    c.header('Cache-Control', 'no-cache')
    return c.html(indexHtml)
  })
}

/** Whether the last segment of `path` names a file: `name.ext`. */
export const hasFileExtension = (path: string) => /\.[^./]+$/.test(path.slice(path.lastIndexOf('/') + 1))

/** Sets Cache-Control on the successful answer of the handlers after it (serveStatic sets none). */
function withCacheControl(value: string): MiddlewareHandler {
  return async (c, next) => {
    await next()
    if (c.res.ok) c.res.headers.set('Cache-Control', value)
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
