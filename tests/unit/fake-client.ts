// An API client over a fake server: answers `respond(call)` and records every call, read from each request by
// `read` (by default its method, path and JSON body).
import { createApiClient } from '@/api/client'

export interface Call {
  method: string
  path: string
  body: unknown
}

/** The fake server's answer to one call. */
export interface Answer {
  status: number
  body?: unknown
}

/** A request as most calls are read: method, path and JSON body. */
export async function readCall(request: Request): Promise<Call> {
  const text = await request.text()
  return { method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined }
}

/** A client (in `language`) over a fake server that answers `respond(call)` and records every call as `read` reads it. */
export function fakeServer<C>(read: (request: Request) => Promise<C>, respond: (call: C) => Answer, language: 'en' | 'pt-BR' = 'en') {
  const calls: C[] = []
  const client = createApiClient({
    baseURL: 'http://test',
    language: () => language,
    onSessionExpired: () => {},
    fetch: async (input, init) => {
      const call = await read(new Request(input, init))
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

/** A client over a fake server that answers `respond(call)` and records every call (method, path, body). */
export const fakeClient = (respond: (call: Call) => Answer) => fakeServer(readCall, respond)
