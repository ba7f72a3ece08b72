// An API client over a fake server: answers `respond(call)` and records every call (path, method, body).
import { createApiClient } from '@/api/client'

export interface Call {
  method: string
  path: string
  body: unknown
}

/** A client over a fake server that answers `respond(path)` and records every call. */
export function fakeClient(respond: (call: Call) => { status: number; body?: unknown }) {
  const calls: Call[] = []
  const client = createApiClient({
    baseURL: 'http://test',
    language: () => 'en',
    onSessionExpired: () => {},
    fetch: async (input, init) => {
      const request = new Request(input, init)
      const text = await request.text()
      const call = { method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined }
      calls.push(call)
      const answer = respond(call)
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      })
    },
  })
  return { client, calls }
}
