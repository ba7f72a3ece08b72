import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { ROLE_HEADER } from '@contract/role-header'

// CORS: CORS_ORIGINS lets a front end on another origin call the API. Same origin stays
// the default: with no origin listed the API sends no CORS header at all. A request from an origin
// that is not listed is served as if CORS did not exist (its preflight is the API's 404), so the
// browser refuses the answer to the page.

/** The methods the API's routes use. */
export const CORS_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
/** What the SPA and the spec's client send besides the CORS-safelisted headers. */
export const CORS_HEADERS = ['Authorization', 'Content-Type', 'Accept-Language'] as const
/** Preflights are cached for 10 minutes. */
const MAX_AGE_SECONDS = 600

/** The middleware for the API paths, or null when no origin is listed (nothing to do). */
export function corsForOrigins(origins: readonly string[]): MiddlewareHandler | null {
  if (origins.length === 0) return null
  const allowed = new Set(origins)
  const listed = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: [...CORS_METHODS],
    allowHeaders: [...CORS_HEADERS],
    // The 429 and 503 answers say when to retry; signed-in answers name the caller's current role.
    exposeHeaders: ['Retry-After', ROLE_HEADER],
    maxAge: MAX_AGE_SECONDS,
  })
  return (c, next) => {
    const origin = c.req.header('origin')
    if (origin !== undefined && allowed.has(origin)) return listed(c, next)
    // Whether the answer carries CORS headers depends on Origin: shared caches must keep them apart.
    c.header('Vary', 'Origin', { append: true })
    return next()
  }
}
