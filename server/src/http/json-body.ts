import type { MiddlewareHandler } from 'hono'
import { ApiError } from './errors'

// JSON request bodies as the client wrote them (bad input is 400, never 500; money is exact:
// docs/product-rules.md#money). Two
// things are lost once JSON.parse has run, so they are settled on the raw body first:
// - bytes that are not UTF-8: Request.text() replaces them with U+FFFD, which would then be stored;
// - the digits of a number: 19.999999999999999999 parses as 20, 1e-400 as 0, both valid amounts.
// Every route reads its JSON body through c.req.json() / c.req.text(), which take the text cached
// here (Hono's bodyCache), so the check covers every body the API parses.

/** A JSON string (with its escapes) or a JSON number token; strings are matched so that digits inside them are skipped. */
const STRING_OR_NUMBER = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.(\d+))?(?:[eE]([+-]?\d+))?/g

/** Any amount, quantity or id validator refuses it: not an integer, and more than 2 decimals. */
export const TOO_PRECISE_NUMBER = '0.001'

/** Decimal places of a JSON number token's exact value, trailing zeros ignored: 1.500 → 1, 1e-3 → 3, 150e-2 → 1. */
export function decimalPlaces(token: string): number {
  const match = /^-?(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(token)
  if (!match) return 0
  const [, whole = '', fraction = '', exponent = '0'] = match
  const digits = `${whole}${fraction}`.replace(/0+$/, '')
  if (/^0*$/.test(digits)) return 0
  const trailingZeros = whole.length + fraction.length - digits.length
  // value = digits × 10^(exponent − fraction length + trailing zeros removed)
  const scale = Number(exponent) - fraction.length + trailingZeros
  return scale >= 0 ? 0 : -scale
}

/**
 * The JSON text with every number token of more than 2 decimals replaced by TOO_PRECISE_NUMBER.
 * Money fields are the API's only non-integer inputs and take at most 2 decimals, so such a number is
 * never valid where it appears: replaced before JSON.parse can round it to a valid value
 * (19.999999999999999999 → 20), it fails its field's own check (invalid_amount, invalid_price, …).
 * Texts inside strings are untouched.
 */
export function refuseTooPreciseNumbers(text: string): string {
  if (!/[.eE]/.test(text)) return text
  return text.replace(STRING_OR_NUMBER, (token: string) =>
    token.startsWith('"') || decimalPlaces(token) <= 2 ? token : TOO_PRECISE_NUMBER,
  )
}

/** A body longer than this is scanned in slices of this many characters, the event loop free between them. */
export const SCAN_SLICE_CHARS = 64 * 1024

/**
 * refuseTooPreciseNumbers of a large body (a user's data document is up to 20 MiB, a one-pass scan of which held
 * the event loop about 0.45 s): the same rewrite, yielding to the event loop after each slice it scans.
 */
export async function refuseTooPreciseNumbersInSlices(
  text: string,
  sliceChars = SCAN_SLICE_CHARS,
  between: () => Promise<void> = () => new Promise((resolve) => setImmediate(resolve)),
): Promise<string> {
  if (text.length <= sliceChars || !/[.eE]/.test(text)) return refuseTooPreciseNumbers(text)
  const pattern = new RegExp(STRING_OR_NUMBER.source, 'g')
  const parts: string[] = []
  let kept = 0
  let pause = sliceChars
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const token = match[0]
    if (!token.startsWith('"') && decimalPlaces(token) > 2) {
      parts.push(text.slice(kept, match.index), TOO_PRECISE_NUMBER)
      kept = match.index + token.length
    }
    if (pattern.lastIndex >= pause) {
      pause = pattern.lastIndex + sliceChars
      await between()
    }
  }
  parts.push(text.slice(kept))
  return parts.join('')
}

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i

/** Bytes of a body decoded between two yields. */
const DECODE_SLICE_BYTES = 256 * 1024

/**
 * The UTF-8 text of a request body as its chunks arrive, with `between` after each DECODE_SLICE_BYTES; undefined
 * unless it is UTF-8 (the rest is still read, so that the answer reaches the client). Reading the body whole first
 * (Request.arrayBuffer) took a 20 MiB body's last chunks in one turn of the event loop: 20–40 ms that every other
 * call waited.
 */
async function decodeAsItArrives(body: ReadableStream<Uint8Array>, between: () => Promise<void>): Promise<string | undefined> {
  // In stream mode the decoder keeps a character cut by a chunk's end for the next chunk.
  const decoder = new TextDecoder('utf-8', { fatal: true })
  const parts: string[] = []
  let valid = true
  const decode = (chunk?: Uint8Array) => {
    if (!valid) return
    try {
      parts.push(chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode())
    } catch {
      valid = false
    }
  }
  const reader = body.getReader()
  let sincePause = 0
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    decode(read.value)
    sincePause += read.value.byteLength
    if (sincePause >= DECODE_SLICE_BYTES) {
      sincePause = 0
      await between()
    }
  }
  decode()
  return valid ? parts.join('') : undefined
}

/**
 * For a request with a JSON body: 400 `invalid_utf8` unless its bytes are UTF-8, then the text with
 * too precise numbers refused (above), cached for c.req.json() and c.req.text(). Runs after the body
 * limit. A large body (a data import) is decoded as it arrives and scanned in slices, with `between` (heavy work's way to other
 * calls: docs/architecture.md#heavy-work) after each.
 */
export function exactJsonBody(between?: () => Promise<void>): MiddlewareHandler {
  const pause = between ?? (() => new Promise<void>((resolve) => setImmediate(resolve)))
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || !c.req.raw.body) return next()
    const mediaType = c.req.header('content-type')?.split(';')[0]?.trim() ?? ''
    if (!JSON_MEDIA_TYPE.test(mediaType)) return next()
    // A body over its limit fails the read (the body limit's 413), not the decoding.
    const text = await decodeAsItArrives(c.req.raw.body, pause)
    if (text === undefined) throw new ApiError(400, 'invalid_utf8')
    // Hono's body cache holds promises (its .d.ts says the values); c.req.json() parses this text.
    c.req.bodyCache.text = Promise.resolve(await refuseTooPreciseNumbersInSlices(text, SCAN_SLICE_CHARS, pause)) as unknown as string
    return next()
  }
}
