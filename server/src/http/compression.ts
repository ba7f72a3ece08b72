import { Readable } from 'node:stream'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, createBrotliCompress, createGzip, gzip, gzipSync } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'
import { JsonText } from './json-text'
import { yieldToEventLoop } from './validation'

// Compressed answers. Built files are compressed at build time (scripts/precompress.ts)
// and served by serveStatic; the SPA page once at start; JSON answers of at least
// COMPRESS_JSON_MIN_BYTES as they are made, off the main thread (zlib's thread pool).

export type Encoding = 'br' | 'gzip'

/** Smaller JSON answers go as they are: compressing them saves less than it costs. */
export const COMPRESS_JSON_MIN_BYTES = 1024

/**
 * The encoding to answer with for an Accept-Encoding header: the accepted one of brotli and gzip
 * with the higher q-value (brotli on a tie), else none. `q=0` refuses an encoding; `*` stands for
 * any not named.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined
  const quality = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    quality.set(name.trim(), q === undefined ? 1 : Number(q.slice(2)) || 0)
  }
  const q = (encoding: Encoding) => quality.get(encoding) ?? quality.get('*') ?? 0
  const [br, gzip] = [q('br'), q('gzip')]
  if (br > 0 && br >= gzip) return 'br'
  return gzip > 0 ? 'gzip' : undefined
}

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
/** Brotli quality 5: about gzip's speed with a smaller result (11 is for build time). */
const BROTLI_ON_THE_FLY = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }

/** `text` compressed with `encoding`, in zlib's thread pool. */
export function compress(text: string, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? brotliAsync(text, BROTLI_ON_THE_FLY) : gzipAsync(text)
}

/** Bytes of a streamed answer between two turns of the event loop given to other calls. */
export const STREAM_GIVE_WAY_BYTES = 256 * 1024

/**
 * `pieces` as a stream of bytes, each piece encoded as its turn comes, compressed with `encoding` piece by piece
 * in zlib's thread pool when given. It gives way to the event loop every STREAM_GIVE_WAY_BYTES: a socket on the
 * loopback takes every write at once, and a 20 MiB export then went out in one run of callbacks (50–60 ms that
 * everyone else's calls waited).
 */
export function piecesStream(pieces: readonly string[], encoding: Encoding | undefined): ReadableStream<Uint8Array> {
  const bytes = Readable.from(
    (async function* () {
      let sent = 0
      for (const piece of pieces) {
        if (piece.length === 0) continue
        if (sent >= STREAM_GIVE_WAY_BYTES) {
          sent = 0
          await yieldToEventLoop()
        }
        const chunk = Buffer.from(piece)
        sent += chunk.length
        yield chunk
      }
    })(),
  )
  const body = encoding ? bytes.pipe(encoding === 'br' ? createBrotliCompress(BROTLI_ON_THE_FLY) : createGzip()) : bytes
  return Readable.toWeb(body) as ReadableStream<Uint8Array>
}

/** A text in every encoding, compressed once (for answers that never change, like the SPA page). */
export function precompressedText(text: string): Record<Encoding | 'identity', Uint8Array<ArrayBuffer>> {
  return {
    identity: new Uint8Array(Buffer.from(text)),
    br: new Uint8Array(brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
    gzip: new Uint8Array(gzipSync(text, { level: 9 })),
  }
}

/**
 * Compresses the JSON answers (c.json) of at least COMPRESS_JSON_MIN_BYTES for clients that accept
 * it. c.json is replaced for the request before the handler runs, so the answer is built
 * compressed: reading the finished response instead would take every answer off the adapter's fast path.
 * An answer already written as text (JsonText) is sent as that text, compressed or not.
 */
export function compressJson(): MiddlewareHandler {
  return (c, next) => {
    const encoding = preferredEncoding(c.req.header('accept-encoding'))
    const json = c.json as (...args: unknown[]) => Response
    const compressingJson = (object: unknown, ...rest: unknown[]) => {
      const prewrittenText = object instanceof JsonText
      if (prewrittenText && object.pieces.length > 1) {
        // A large answer in pieces: streamed (no Content-Length), compressed on the way when accepted.
        c.header('Content-Type', 'application/json')
        if (encoding) {
          c.header('Content-Encoding', encoding)
          c.header('Vary', 'Accept-Encoding', { append: true })
        }
        return (c.body as (...args: unknown[]) => Response)(piecesStream(object.pieces, encoding), ...rest)
      }
      const text = prewrittenText ? object.text : encoding ? JSON.stringify(object) : undefined
      if (text === undefined || !encoding || Buffer.byteLength(text) < COMPRESS_JSON_MIN_BYTES) {
        if (!prewrittenText) return json(object, ...rest)
        c.header('Content-Type', 'application/json')
        return (c.body as (...args: unknown[]) => Response)(text, ...rest)
      }
      return compress(text, encoding).then((compressed) => {
        c.header('Content-Encoding', encoding)
        c.header('Vary', 'Accept-Encoding', { append: true })
        c.header('Content-Type', 'application/json')
        return (c.body as (...args: unknown[]) => Response)(compressed, ...rest)
      })
    }
    c.json = compressingJson as typeof c.json
    return next()
  }
}
