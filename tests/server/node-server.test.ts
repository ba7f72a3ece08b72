import type { Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appSecurityHeaders } from '@server/app'
import { listen } from '@server/http/node-server'
import { createTestApp, type TestApp } from './support/test-app'

// The Node HTTP server of `npm start` (server/src/http/node-server.ts): requests Node rejects before
// the app sees them still get the API's JSON error body.

let t: TestApp
let server: Server
let base: string
let port: number
beforeAll(async () => {
  t = await createTestApp()
  const info = await new Promise<AddressInfo>((resolve) => {
    server = listen({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0, headers: appSecurityHeaders(undefined) }, resolve)
  })
  port = info.port
  base = `http://127.0.0.1:${port}`
})
afterAll(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
  await t.close()
})

/** Sends raw bytes and returns everything the server answered before closing. */
function rawRequest(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text))
    let answer = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk) => (answer += chunk))
    socket.on('end', () => resolve(answer))
    socket.on('close', () => resolve(answer))
    socket.on('error', reject)
  })
}

const splitAnswer = (answer: string) => {
  const [head = '', body = ''] = answer.split('\r\n\r\n')
  return { statusLine: head.split('\r\n')[0], head: head.toLowerCase(), body }
}

/** The app's security headers, in a lower-cased raw head. */
function expectSecurityHeaders(head: string) {
  expect(head).toContain("content-security-policy: default-src 'self'")
  expect(head).toContain('x-content-type-options: nosniff')
  expect(head).toContain('x-frame-options: deny')
  expect(head).toContain('referrer-policy: strict-origin-when-cross-origin')
  expect(head).toContain('cross-origin-opener-policy: same-origin')
}

describe('requests Node rejects', () => {
  it('a 20 KB Authorization header is 431 with a JSON body', async () => {
    const response = await fetch(`${base}/v1/api/contato`, { headers: { authorization: `Bearer ${'x'.repeat(20 * 1024)}` } })
    expect(response.status).toBe(431)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({ message: 'The request headers are too large.', code: 'headers_too_large' })
  })

  it('a malformed request line is 400 with a JSON body', async () => {
    const { statusLine, head, body } = splitAnswer(await rawRequest('NOT A REQUEST\r\n\r\n'))
    expect(statusLine).toBe('HTTP/1.1 400 Bad Request')
    expect(head).toContain('content-type: application/json; charset=utf-8')
    expect(head).toContain('x-content-type-options: nosniff')
    expect(JSON.parse(body)).toEqual({ message: 'Bad request.', code: 'bad_request' })
    expectSecurityHeaders(head)
  })

  it('an oversized header over a raw socket: 431, Content-Length matching the body', async () => {
    const answer = await rawRequest(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'y'.repeat(20 * 1024)}\r\n\r\n`)
    const { statusLine, head, body } = splitAnswer(answer)
    expect(statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large')
    expect(head).toContain(`content-length: ${Buffer.byteLength(body)}`)
    expect(JSON.parse(body).code).toBe('headers_too_large')
    expectSecurityHeaders(head)
  })

  it('a HEAD with oversized headers is 431 without a body', async () => {
    const answer = await rawRequest(`HEAD /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'y'.repeat(20 * 1024)}\r\n\r\n`)
    const { statusLine, head, body } = splitAnswer(answer)
    expect(statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large')
    expectSecurityHeaders(head)
    expect(head).toContain('connection: close')
    expect(body).toBe('')
  })

  it('ordinary requests are served as before', async () => {
    const response = await fetch(`${base}/api/health`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', db: t.dbKind })
  })
})

describe('a body over the limit', () => {
  it('is 413 with Connection: close, and the server closes the connection right after the answer', async () => {
    const head = 'POST /api/auth/v1/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 70000\r\n\r\n'
    const socket = connect(port, '127.0.0.1', () => socket.write(`${head}{"nomeUsuario":"${'a'.repeat(1000)}`))
    let answer = ''
    let answeredAt = 0
    socket.setEncoding('utf8')
    socket.on('data', (chunk) => {
      answeredAt ||= Date.now()
      answer += chunk
    })
    // Node's drain timeout would drop a kept-alive connection 500 ms later; a closing one ends at once.
    await new Promise<void>((resolve, reject) => {
      socket.on('end', resolve)
      socket.on('close', () => resolve())
      socket.on('error', reject)
    })
    const { statusLine, head: answerHead, body } = splitAnswer(answer)
    expect(statusLine).toBe('HTTP/1.1 413 Payload Too Large')
    expect(answerHead).toContain('connection: close')
    expect(answerHead).not.toContain('keep-alive')
    expect(JSON.parse(body).code).toBe('payload_too_large')
    expect(Date.now() - answeredAt).toBeLessThan(400)
  })
})

describe('requests the adapter cannot turn into a Request', () => {
  it.each([
    ['a raw backslash in the path', 'GET /api\\health HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a Host with a space', 'GET /api/health HTTP/1.1\r\nHost: a b\r\n\r\n'],
    ['HTTP/1.1 without Host', 'GET /api/health HTTP/1.1\r\n\r\n'],
    ['OPTIONS *', 'OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['an absolute-form ftp:// target', 'GET ftp://x/api/health HTTP/1.1\r\nHost: x\r\n\r\n'],
  ])('%s is 400 JSON with the security headers', async (_, request) => {
    const { statusLine, head, body } = splitAnswer(await rawRequest(`${request.replace(/\r\n\r\n$/, '\r\nConnection: close\r\n\r\n')}`))
    expect(statusLine).toBe('HTTP/1.1 400 Bad Request')
    expect(head).toContain('content-type: application/json; charset=utf-8')
    expectSecurityHeaders(head)
    expect(JSON.parse(body)).toEqual({ message: 'Bad request.', code: 'bad_request' })
  })

  it('the same as HEAD: 400 without a body', async () => {
    const { statusLine, head, body } = splitAnswer(await rawRequest('HEAD /api\\health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'))
    expect(statusLine).toBe('HTTP/1.1 400 Bad Request')
    expectSecurityHeaders(head)
    expect(body).toBe('')
  })

  it('HTTP/1.0 may omit Host', async () => {
    const { statusLine, body } = splitAnswer(await rawRequest('GET /api/health HTTP/1.0\r\n\r\n'))
    expect(statusLine).toBe('HTTP/1.1 200 OK')
    expect(JSON.parse(body)).toEqual({ status: 'ok', db: t.dbKind })
  })
})

describe('a JSON body is decoded as its chunks arrive', () => {
  /** POSTs `chunks` one by one (a pause between them), as a client on a slow line sends a body. */
  const sendInChunks = (path: string, headers: Record<string, string>, chunks: Uint8Array[]) => {
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        for (const chunk of chunks) {
          controller.enqueue(chunk)
          await new Promise((resolve) => setTimeout(resolve, 20))
        }
        controller.close()
      },
    })
    return fetch(`${base}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit)
  }
  const bytes = (text: string) => new TextEncoder().encode(text)

  it('a character cut between two chunks arrives whole', async () => {
    const session = await t.asUser()
    const whole = bytes(JSON.stringify({ nomeCategoria: 'Ração', tipoCategoria: 'Despesa' }))
    // "ç" is two bytes: the first chunk ends after the first of them.
    const cut = whole.indexOf(0xc3) + 1
    const response = await sendInChunks('/v1/api/categoria', session.headers, [whole.slice(0, cut), whole.slice(cut)])
    expect(response.status).toBe(201)
    expect(((await response.json()) as { nomeCategoria: string }).nomeCategoria).toBe('Ração')
  })

  it('a byte that is not UTF-8 in a later chunk is 400 invalid_utf8, answered after the whole body', async () => {
    const session = await t.asUser()
    const start = bytes('{"nomeCategoria": "Casa')
    const filler = bytes(' '.repeat(40 * 1024))
    const response = await sendInChunks('/v1/api/categoria', session.headers, [start, filler, new Uint8Array([0xff]), bytes('", "tipoCategoria": "Despesa"}')])
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'invalid_utf8' })
  })
})
