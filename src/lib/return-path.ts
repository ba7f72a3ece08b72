// Where sign-in returns to: a guarded page opened signed out sends to /login?next=<that page>, and after
// sign-in the user lands there. The address comes from the URL, so anyone can craft it: only a path of
// this app is taken (never another origin, `//host`, a backslash trick or a control character).

/** The query parameter of /login that names the page to return to. */
export const NEXT_PARAM = 'next'
/** On the login page's address: the session ended by itself (expired or refused), which the page says. */
export const EXPIRED_PARAM = 'expirou'

const LOGIN = '/login'
const SIGN_UP = '/criar-usuario'
/** A stand-in origin: what resolves outside it was never a path of this app. */
const BASE = 'https://app.invalid'
const MAX_LENGTH = 1000

/**
 * `raw` as a path of this app (path, query and fragment, normalized), or null when it is missing, not a
 * same-origin path, or the login or sign-up page itself (a loop). `/financas`, `/financas/contas/3?mes=2026-11`
 * pass; `https://evil.example`, `//evil.example`, `/\evil.example`, `javascript:…` do not.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null
  // Only an absolute path; `//host` and `/\host` are other origins to a browser.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null
  // Browsers drop tabs and newlines inside URLs (`/\t/evil.example` is `//evil.example`).
  if ([...raw].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f || /\s/.test(char))) return null
  let url: URL
  try {
    url = new URL(raw, BASE)
  } catch {
    return null
  }
  // `/a/..//evil.example` resolves to the path `//evil.example`, which is another origin again.
  if (url.origin !== BASE || url.pathname.startsWith('//')) return null
  if (url.pathname === LOGIN || url.pathname === SIGN_UP) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** The login page that returns to `target` after sign-in (the plain login page when there is nothing to return to). */
export function loginPathFor(target: string | null | undefined): string {
  return withReturnPath(LOGIN, target)
}

/**
 * `page` (the login or sign-up page) carrying the page to return to, so that going from one to the other keeps it;
 * `page` alone when `target` is not a safe path or is home.
 */
export function withReturnPath(page: string, target: string | null | undefined): string {
  const path = safeReturnPath(target)
  return path === null || path === '/' ? page : `${page}?${NEXT_PARAM}=${encodeURIComponent(path)}`
}

/** The return path a login page's query (`?next=…`, with or without the `?`) names, if it is a safe one. */
export function returnPathOfSearch(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(NEXT_PARAM))
}

/** The login page after a session ended by itself: it says so, and signing in returns to `target`. */
export function expiredLoginPathFor(target: string | null | undefined): string {
  const path = loginPathFor(target)
  return `${path}${path.includes('?') ? '&' : '?'}${EXPIRED_PARAM}=1`
}
