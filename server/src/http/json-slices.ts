import type { Env, HonoRequest, MiddlewareHandler } from 'hono'

// JSON.parse of a large request body a piece at a time (docs/architecture.md#heavy-work): one JSON.parse of a 20 MiB
// data import held the event loop for 60–150 ms, and everyone's calls with it. The text is scanned in slices for
// the structure of its top-level object (keys, values, and the elements of values that are arrays), then each
// value, and each array a group of elements at a time, is given to JSON.parse, with `between` after each slice and
// group. The answer is JSON.parse's: the same value (keys in the same order, the last of a repeated key, `__proto__`
// an own property), and for a text JSON.parse refuses, JSON.parse's own error (any piece that does not parse, or a
// structure that is not exactly a JSON object, hands the whole text to JSON.parse).

/** Below this, JSON.parse at once: a body of the 64 KiB most routes take parses in well under a millisecond. */
export const SLICED_PARSE_MIN_CHARS = 1024 * 1024
/** Characters scanned between two yields, and array elements parsed per JSON.parse. */
const SCAN_SLICE = 64 * 1024
const ELEMENTS_PER_PARSE = 150

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_OBJECT = 0x7b
const CLOSE_OBJECT = 0x7d
const OPEN_ARRAY = 0x5b
const CLOSE_ARRAY = 0x5d
const COMMA = 0x2c
const COLON = 0x3a

/** Only JSON's whitespace (JSON.parse refuses any other). */
const isBlank = (text: string, from: number, to: number) => /^[ \t\n\r]*$/.test(text.slice(from, to))

/** The structure the scan finds: positions in the text. */
interface Member {
  /** From after `{` or `,` to before `:`: the key with its whitespace. */
  keyFrom: number
  colon: number
  /** Before the `,` or `}` that ends the value. */
  valueTo: number
  /** When the value is an array: its `[`, its `]`, and the commas between its elements. */
  array?: { open: number; close: number; commas: number[] }
}

class NotPlain extends Error {}

/** JSON.parse(text), in pieces for a large text whose top level is an object. */
export async function parseJsonInSlices(text: string, between: () => Promise<void>): Promise<unknown> {
  if (text.length < SLICED_PARSE_MIN_CHARS) return JSON.parse(text)
  try {
    return await parsePieces(text, between)
  } catch (error) {
    if (!(error instanceof NotPlain) && !(error instanceof SyntaxError)) throw error
    // Not an object, or not valid JSON: JSON.parse says what it says of the whole.
    return JSON.parse(text)
  }
}

async function parsePieces(text: string, between: () => Promise<void>): Promise<unknown> {
  const members = await scan(text, between)
  const result: Record<string, unknown> = {}
  for (const member of members) {
    const key = JSON.parse(text.slice(member.keyFrom, member.colon)) as unknown
    if (typeof key !== 'string') throw new NotPlain()
    let value: unknown
    if (member.array) {
      if (!isBlank(text, member.colon + 1, member.array.open) || !isBlank(text, member.array.close + 1, member.valueTo)) throw new NotPlain()
      value = await parseArray(text, member.array, between)
    } else {
      value = JSON.parse(text.slice(member.colon + 1, member.valueTo))
    }
    Object.defineProperty(result, key, { value, enumerable: true, writable: true, configurable: true })
  }
  return result
}

/** The elements of an array value, ELEMENTS_PER_PARSE a JSON.parse. */
async function parseArray(text: string, { open, close, commas }: NonNullable<Member['array']>, between: () => Promise<void>): Promise<unknown[]> {
  if (commas.length === 0 && isBlank(text, open + 1, close)) return []
  // The elements' bounds: after `[` or a comma, before a comma or `]`.
  const starts = [open + 1, ...commas.map((comma) => comma + 1)]
  const ends = [...commas, close]
  const items: unknown[] = []
  for (let first = 0; first < starts.length; first += ELEMENTS_PER_PARSE) {
    const last = Math.min(first + ELEMENTS_PER_PARSE, starts.length) - 1
    // Each element must hold something: `[1,,2]` and `[1,]` are not JSON, and `[]` of a blank group would hide them.
    for (let index = first; index <= last; index++) if (isBlank(text, starts[index]!, ends[index]!)) throw new NotPlain()
    const group = JSON.parse(`[${text.slice(starts[first]!, ends[last]!)}]`) as unknown[]
    if (group.length !== last - first + 1) throw new NotPlain()
    for (const item of group) items.push(item)
    await between()
  }
  return items
}

/**
 * The members of the top-level object: where each key and value is, and for an array value where its elements are.
 * Throws NotPlain unless the text is one object with only JSON whitespace around it and every bracket matched.
 */
async function scan(text: string, between: () => Promise<void>): Promise<Member[]> {
  const start = text.search(/[^ \t\n\r]/)
  if (start < 0 || text.charCodeAt(start) !== OPEN_OBJECT) throw new NotPlain()
  const members: Member[] = []
  /** Open brackets, innermost last. */
  const stack: number[] = [OPEN_OBJECT]
  let keyFrom = start + 1
  let colon = -1
  let array: Member['array']
  let inString = false
  let index = start + 1
  let pause = index + SCAN_SLICE
  const endMember = (at: number) => {
    if (colon < 0) {
      // `{}` (nothing but whitespace) is the only member-less object.
      if (members.length === 0 && stack.length === 0 && isBlank(text, keyFrom, at)) return
      throw new NotPlain()
    }
    members.push({ keyFrom, colon, valueTo: at, ...(array ? { array } : {}) })
    colon = -1
    array = undefined
  }
  for (; index < text.length; index++) {
    if (index >= pause) {
      pause = index + SCAN_SLICE
      await between()
    }
    const code = text.charCodeAt(index)
    if (inString) {
      if (code === BACKSLASH) index++
      else if (code === QUOTE) inString = false
      continue
    }
    const depth = stack.length
    switch (code) {
      case QUOTE:
        inString = true
        break
      case OPEN_OBJECT:
      case OPEN_ARRAY:
        // A member's value that is an array: its elements are split at its own commas.
        if (depth === 1 && code === OPEN_ARRAY && colon >= 0 && array === undefined && isBlank(text, colon + 1, index)) array = { open: index, close: -1, commas: [] }
        stack.push(code)
        break
      case CLOSE_OBJECT:
      case CLOSE_ARRAY: {
        const opened = stack.pop()
        if (opened !== (code === CLOSE_OBJECT ? OPEN_OBJECT : OPEN_ARRAY)) throw new NotPlain()
        if (depth === 2 && array && array.close < 0 && opened === OPEN_ARRAY) array.close = index
        if (depth === 1) {
          endMember(index)
          if (!isBlank(text, index + 1, text.length)) throw new NotPlain()
          return members
        }
        break
      }
      case COMMA:
        if (depth === 1) {
          endMember(index)
          keyFrom = index + 1
        } else if (depth === 2 && array && array.close < 0) {
          array.commas.push(index)
        }
        break
      case COLON:
        if (depth === 1) {
          if (colon >= 0) throw new NotPlain()
          colon = index
        }
        break
    }
  }
  throw new NotPlain()
}

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i

/**
 * Route middleware for a route that takes a large JSON body (the data import), before its validator: for a body of
 * SLICED_PARSE_MIN_CHARS or more, c.req.json() answers parseJsonInSlices of the body's text (as http/json-body.ts
 * checked it) instead of one JSON.parse; a text JSON.parse refuses is refused the same way (400 malformed_body).
 */
export function slicedJsonBody<E extends Env>(between: () => Promise<void>): MiddlewareHandler<E> {
  return async (c, next) => {
    const mediaType = c.req.header('content-type')?.split(';')[0]?.trim() ?? ''
    if (!JSON_MEDIA_TYPE.test(mediaType) || !c.req.raw.body) return next()
    const text = await c.req.text()
    if (text.length >= SLICED_PARSE_MIN_CHARS) {
      const parsed = parseJsonInSlices(text, between)
      // Awaited by the validator; a refusal must not also be reported as unhandled meanwhile.
      parsed.catch(() => undefined)
      c.req.json = <T>() => parsed as Promise<T>
    }
    return next()
  }
}

/**
 * Lets go of a request's JSON body once its handler holds what it needs from it (its validated copy): Hono keeps the
 * body's text and slicedJsonBody's parse until the answer is sent, and the validator's frame holds the parsed value
 * as long as the handler runs, so that value is emptied in place (the request's own parse: nobody else has it). A
 * data import's 20 MiB of text and 43,000 parsed objects would otherwise stay live through its writes, for every
 * collection of that time to mark.
 */
export function releaseBody(req: HonoRequest): void {
  const parsed: unknown = req.valid('json' as never)
  if (parsed !== null && typeof parsed === 'object') for (const key of Object.keys(parsed)) Reflect.deleteProperty(parsed, key)
  req.bodyCache = {}
  // slicedJsonBody's own c.req.json (the prototype's reads the body, which is read already: it would refuse).
  Reflect.deleteProperty(req, 'json')
}
