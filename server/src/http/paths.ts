/** Paths owned by the API: never answered with the SPA page (DESIGN §3). */
export const API_PATH_PREFIXES = ['/api/', '/v1/api/'] as const

export function isApiPath(path: string): boolean {
  return path === '/api' || path === '/v1/api' || API_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))
}
