import { createHash } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { SLIDESHOW_PATH } from '@contract/slideshow'
import type { AppEnv, AuthEnv } from '../app-env'
import { slideshow } from '../content/slideshow'
import type { AppDeps } from '../deps'
import { notFound } from '../http/errors'
import { createRouter } from '../http/openapi'
import { slideshowDir } from '../paths'
import { createSlideshowService } from '../services/slideshow'
import type { SlideshowService } from '../services/slideshow'

// The private slideshow (/amor): its texts, pictures and music, only for an Admin. 401 without a valid session;
// 404 for any other role, as if nothing were here. Deliberately left out of the OpenAPI document (which anyone
// can read), like the files themselves are left out of the public build.
//
// Caching: a file asked for by its hashed name never changes, so the Admin's browser keeps it for a year
// (private: never a shared cache); the texts and unhashed names are revalidated with an ETag.

const LONG_CACHE = 'private, max-age=31536000, immutable'
const REVALIDATE = 'private, no-cache'

/** Whether the request's If-None-Match names `etag` (or *). */
const fresh = (c: Context, etag: string) =>
  (c.req.header('if-none-match') ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*')

export function slideshowRoutes(deps: AppDeps, service: SlideshowService = createSlideshowService(slideshow, slideshowDir)) {
  const router = createRouter()
  /** requireUser (401), then a 404 for anyone but an Admin. */
  const adminOrNothing: MiddlewareHandler<AppEnv> = (c, next) =>
    deps.requireUser(c as unknown as Context<AuthEnv>, async () => {
      if ((c as unknown as Context<AuthEnv>).var.user.role !== 'Admin') throw notFound()
      await next()
    })

  router.use(SLIDESHOW_PATH, adminOrNothing)
  router.use(`${SLIDESHOW_PATH}/*`, adminOrNothing)

  router.get(SLIDESHOW_PATH, async (c) => {
    const content = await service.content()
    const text = JSON.stringify(content)
    const etag = `"${createHash('sha256').update(text).digest('hex').slice(0, 16)}"`
    c.header('ETag', etag)
    c.header('Cache-Control', REVALIDATE)
    c.header('Vary', 'Authorization, Accept-Encoding')
    if (fresh(c, etag)) return c.body(null, 304)
    return c.json(content, 200)
  })

  router.get(`${SLIDESHOW_PATH}/files/:name`, async (c) => {
    const file = await service.file(c.req.param('name'))
    if (!file) throw notFound()
    const etag = `"${file.hash}"`
    c.header('ETag', etag)
    c.header('Cache-Control', file.hashed ? LONG_CACHE : REVALIDATE)
    c.header('Vary', 'Authorization')
    if (fresh(c, etag)) return c.body(null, 304)
    c.header('Content-Type', file.type)
    return c.body(file.bytes, 200)
  })

  return router
}
