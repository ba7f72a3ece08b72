import type { MiddlewareHandler } from 'hono'

// Security headers on every response, API, static file or error alike.

/** The Content-Security-Policy: same origin only, inline scripts only by hash. */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...new Set(scriptHashes)].join(' '),
    "worker-src 'self' blob:", // the ALTCHA widget solves in web workers
    "style-src 'self' 'unsafe-inline'", // vanilla-extract and the ALTCHA widget inject styles
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
}

export function securityHeaders(scriptHashes: readonly string[]): MiddlewareHandler {
  const policy = contentSecurityPolicy(scriptHashes)
  return async (c, next) => {
    await next()
    const headers = c.res.headers
    headers.set('Content-Security-Policy', policy)
    headers.set('X-Content-Type-Options', 'nosniff')
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    headers.set('X-Frame-Options', 'DENY')
    headers.set('Cross-Origin-Opener-Policy', 'same-origin')
  }
}
