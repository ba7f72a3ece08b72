import type { MiddlewareHandler } from 'hono'

// Security headers on every response, API, static file or error alike (node-server.ts adds them to
// the answers Node and the adapter give to requests the app never sees).

/** The Content-Security-Policy: same origin only, inline scripts only by hash. */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...new Set(scriptHashes)].join(' '),
    "worker-src 'self' blob:", // the ALTCHA widget solves in web workers
    "style-src 'self' 'unsafe-inline'", // vanilla-extract and the ALTCHA widget inject styles
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob:", // the private slideshow's music, fetched with the session
    "connect-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
}

/** The security headers of every answer, by name: the CSP allows inline scripts with these hashes. */
export function securityHeaderValues(scriptHashes: readonly string[]): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(scriptHashes),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}

/**
 * Sets `values` on every answer. Before the handler runs, so that the answer is built with them:
 * setting them on `c.res` afterwards made @hono/node-server rebuild every Response and stream its body.
 */
export function securityHeaders(values: Readonly<Record<string, string>>): MiddlewareHandler {
  const entries = Object.entries(values)
  return (c, next) => {
    for (const [name, value] of entries) c.header(name, value)
    return next()
  }
}
