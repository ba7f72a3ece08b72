import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { getRequestListener, RequestError } from '@hono/node-server'
import type { ApiErrorBody } from '@contract/common'
import { translate, type MessageKey } from '../i18n'

// The Node HTTP server around the app (`npm start`). Requests that never reach the app get the same
// JSON error body and security headers as everything else instead of a bare status line: those Node
// cannot parse (headers over its 16 KiB limit, a malformed request line) and those the adapter cannot
// turn into a Request (a backslash in the path, a bad Host, HTTP/1.1 without Host, `OPTIONS *`,
// an absolute-form target of another scheme). Their answers are in English: the request's headers
// are unknown or untrusted.

type ErrorAnswer = { status: number; reason: string; code: MessageKey }

const clientErrors: Record<string, ErrorAnswer> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', code: 'headers_too_large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', code: 'request_timeout' },
}
const badRequest: ErrorAnswer = { status: 400, reason: 'Bad Request', code: 'bad_request' }
const internalError: ErrorAnswer = { status: 500, reason: 'Internal Server Error', code: 'internal_error' }

/** The JSON body and headers of an error answer (security headers first, as on the app's answers). */
function errorAnswer({ code }: ErrorAnswer, securityHeaders: Readonly<Record<string, string>>) {
  const body = JSON.stringify({ message: translate(code, 'en'), code } satisfies ApiErrorBody)
  const headers: Record<string, string> = {
    ...securityHeaders,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  }
  return { body, headers }
}

/**
 * The server's 'clientError' listener: a JSON `{ message, code }` (431 for oversized headers, 408
 * for a request timeout, 400 otherwise) with the security headers, written straight to the socket
 * as Node's own answer would be; no body for a HEAD request.
 */
export function answerClientError(
  error: Error & { code?: string; rawPacket?: Buffer },
  socket: Socket,
  securityHeaders: Readonly<Record<string, string>> = {},
) {
  // Nothing to answer on a dead socket, nor in the middle of another response (keep-alive).
  const busy = (socket as Socket & { _httpMessage?: unknown })._httpMessage
  if (error.code === 'ECONNRESET' || !socket.writable || busy) {
    socket.destroy()
    return
  }
  const answer = clientErrors[error.code ?? ''] ?? badRequest
  const { body, headers } = errorAnswer(answer, securityHeaders)
  // The request was not parsed; its first bytes still tell a HEAD (Node keeps the chunk it failed on,
  // which holds the request line unless the line and the headers arrived in separate packets).
  const isHead = error.rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD '
  const lines = [`HTTP/1.1 ${answer.status} ${answer.reason}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)]
  if (!isHead) lines.push(`Content-Length: ${Buffer.byteLength(body)}`)
  lines.push('Connection: close', '', isHead ? '' : body)
  socket.end(lines.join('\r\n'))
}

/** Writes an error answer on a response the adapter never built a Request for. */
function writeError(outgoing: ServerResponse, answer: ErrorAnswer, securityHeaders: Readonly<Record<string, string>>) {
  const { body, headers } = errorAnswer(answer, securityHeaders)
  outgoing.writeHead(answer.status, { ...headers, 'Content-Length': Buffer.byteLength(body) })
  outgoing.end(body) // Node drops the body of an answer to HEAD
}

export interface ListenOptions {
  fetch: (request: Request) => Response | Promise<Response>
  hostname: string
  /** Port 0 picks a free one. */
  port: number
  /** The app's security headers, also sent on the answers Node and the adapter give on their own. */
  headers?: Readonly<Record<string, string>>
}

/** Serves `fetch` on hostname:port with JSON answers to the requests the app never sees. */
export function listen(options: ListenOptions, onListening?: (info: AddressInfo) => void): Server {
  const securityHeaders = options.headers ?? {}
  const handle = getRequestListener(options.fetch, {
    // Only used for HTTP/1.0 requests, which may omit Host.
    hostname: 'localhost',
    // The adapter could not build a Request (RequestError), or the app rejected (it never should).
    errorHandler: (error) => {
      const { body, headers } = errorAnswer(error instanceof RequestError ? badRequest : internalError, securityHeaders)
      return new Response(body, { status: error instanceof RequestError ? 400 : 500, headers })
    },
  })
  // Node answers HTTP/1.1 without Host with a bare 400 of its own unless told not to; this does it in JSON.
  const server = createServer({ requireHostHeader: false }, (incoming: IncomingMessage, outgoing: ServerResponse) => {
    if (incoming.httpVersion === '1.1' && incoming.headers.host === undefined) return writeError(outgoing, badRequest, securityHeaders)
    return handle(incoming, outgoing)
  })
  server.on('clientError', (error: Error, socket: Socket) => answerClientError(error, socket, securityHeaders))
  server.listen(options.port, options.hostname, () => onListening?.(server.address() as AddressInfo))
  return server
}
