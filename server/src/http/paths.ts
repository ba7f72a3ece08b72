/** Paths owned by the API: never answered with the SPA page: an unknown one is a JSON 404. */
export const API_PATH_PREFIXES = ['/api/', '/v1/api/'] as const

/** `path` percent-decoded until it no longer changes (a few rounds; malformed escapes stay as they are). */
function decodedPath(path: string): string {
  let current = path
  for (let round = 0; round < 3; round++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return current
    }
    if (next === current) return current
    current = next
  }
  return current
}

/**
 * Whether `path` belongs to the API however a client spells it: in any case, percent-encoded
 * (`/api%2fhealth`), with backslashes or doubled slashes. Such paths answer JSON, never the SPA.
 */
export function isApiPath(path: string): boolean {
  const canonical = decodedPath(path).replace(/[\\/]+/g, '/').toLowerCase()
  return canonical === '/api' || canonical === '/v1/api' || API_PATH_PREFIXES.some((prefix) => canonical.startsWith(prefix))
}
