import type { AddressInfo, Socket } from 'node:net'
import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import type { ApiErrorBody } from '../../../src/api/schemas/common'
import { translate, type MessageKey } from '../i18n'

// The Node HTTP server around the app (`npm start`). Requests Node itself cannot parse (headers
// over its 16 KiB limit, a malformed request line) never reach the app; they get the same JSON
// error body as everything else instead of Node's bare status line.

const clientErrors: Record<string, { status: number; reason: string; code: MessageKey }> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', code: 'headers_too_large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', code: 'request_timeout' },
}
const badRequest = { status: 400, reason: 'Bad Request', code: 'bad_request' } as const

/**
 * The server's 'clientError' listener: a JSON `{ message, code }` (431 for oversized headers, 408
 * for a request timeout, 400 otherwise), written straight to the socket as Node's own answer would
 * be. In English: the request's headers were not parsed, so Accept-Language is unknown.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  // Nothing to answer on a dead socket, nor in the middle of another response (keep-alive).
  const busy = (socket as Socket & { _httpMessage?: unknown })._httpMessage
  if (error.code === 'ECONNRESET' || !socket.writable || busy) {
    socket.destroy()
    return
  }
  const { status, reason, code } = clientErrors[error.code ?? ''] ?? badRequest
  const body = JSON.stringify({ message: translate(code, 'en'), code } satisfies ApiErrorBody)
  socket.end(
    [
      `HTTP/1.1 ${status} ${reason}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'X-Content-Type-Options: nosniff',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  )
}

/** Serves `fetch` on hostname:port with JSON answers to unparseable requests; port 0 picks a free one. */
export function listen(
  options: { fetch: (request: Request) => Response | Promise<Response>; hostname: string; port: number },
  onListening?: (info: AddressInfo) => void,
): Server {
  const server = serve(options, onListening) as Server
  server.on('clientError', answerClientError)
  return server
}
