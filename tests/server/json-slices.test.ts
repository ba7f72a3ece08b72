import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import fc from 'fast-check'
import { Hono } from 'hono'
import { validator } from 'hono/validator'
import { describe, expect, it } from 'vitest'
import { parseJsonInSlices, releaseBody, SLICED_PARSE_MIN_CHARS, slicedJsonBody } from '@server/http/json-slices'
import { createTestApp } from './support/test-app'
import { largeDocument } from './support/user-data-documents'

// A large JSON body parsed a piece at a time must answer exactly what JSON.parse answers: the same value with its
// keys in the same order, and for any text JSON.parse refuses, a refusal (JSON.parse's SyntaxError). Texts under
// SLICED_PARSE_MIN_CHARS go to JSON.parse at once, so every text here is padded over it with a long array member.

const yields = () => new Promise<void>((resolve) => setImmediate(resolve))

/** JSON.parse's answer as text (keys in order), or its error's class. */
function reference(text: string): string {
  try {
    return `ok ${JSON.stringify(JSON.parse(text))}`
  } catch (error) {
    return `refused ${(error as Error).name}`
  }
}
async function sliced(text: string): Promise<string> {
  try {
    return `ok ${JSON.stringify(await parseJsonInSlices(text, yields))}`
  } catch (error) {
    return `refused ${(error as Error).name}`
  }
}

/** Over the threshold: a member that is a long array of small objects. */
const PADDING = `"padding": [${Array.from({ length: Math.ceil(SLICED_PARSE_MIN_CHARS / 20) }, (_, index) => `{"n": ${index}, "t": "x,]}\\"["}`).join(', ')}]`

describe('parseJsonInSlices', () => {
  it('pads every text here over the threshold', () => expect(PADDING.length).toBeGreaterThan(SLICED_PARSE_MIN_CHARS))

  it('answers JSON.parse on a large document of every kind, keys in their order', async () => {
    const text = JSON.stringify(largeDocument(12_000))
    expect(text.length).toBeGreaterThan(SLICED_PARSE_MIN_CHARS)
    const parsed = await parseJsonInSlices(text, yields)
    expect(JSON.stringify(parsed)).toBe(JSON.stringify(JSON.parse(text)))
  })

  it('answers JSON.parse on any object, spaced any way, with repeated keys and __proto__', { timeout: 120_000 }, async () => {
    const member = fc.tuple(fc.oneof(fc.string(), fc.constantFrom('__proto__', 'padding', '1', 'a')), fc.jsonValue())
    const space = fc.constantFrom('', ' ', '\n\t ', '\r\n')
    await fc.assert(
      fc.asyncProperty(fc.array(member, { maxLength: 8 }), fc.array(fc.jsonValue(), { maxLength: 30 }), space, fc.nat(9), async (members, list, gap, at) => {
        const parts = members.map(([key, value]) => `${gap}${JSON.stringify(key)}${gap}:${gap}${JSON.stringify(value, null, gap.length > 1 ? 1 : undefined)}${gap}`)
        parts.splice(Math.min(at, parts.length), 0, `${gap}"lista"${gap}:${gap}[${list.map((value) => `${gap}${JSON.stringify(value)}${gap}`).join(',')}]`, PADDING)
        const text = `${gap}{${parts.join(',')}}${gap}`
        expect(await sliced(text)).toBe(reference(text))
      }),
      { numRuns: 60 },
    )
  })

  it('refuses what JSON.parse refuses: a character changed, dropped or added anywhere', { timeout: 120_000 }, async () => {
    const base = `{"formato": "x", "lista": [1, [2, {"a": "]"}], {"b": [3]}, "\\"", null], "vazia": [], "obj": {"c": [4, 5]}, ${PADDING}, "fim": true}`
    const structural = ['{', '}', '[', ']', ',', ':', '"', '\\', ' ', 'x', '1', '\u00a0', '']
    await fc.assert(
      fc.asyncProperty(fc.nat(base.length - 1), fc.constantFrom(...structural), fc.constantFrom('replace', 'insert'), async (position, character, how) => {
        // Most positions are in the padding; half of the changes land in the first 120 characters instead.
        const place = position % 2 === 0 ? position % 120 : position
        const text = base.slice(0, place) + character + base.slice(how === 'replace' ? place + 1 : place)
        expect(await sliced(text)).toBe(reference(text))
      }),
      { numRuns: 200 },
    )
  })

  it('refuses the array and member endings a piece at a time would let through', async () => {
    for (const broken of ['"lista": [1,,2]', '"lista": [1,2,]', '"lista": [,1]', '"lista": [1] [2]', '"lista": [1}', '"a": 1 2', '"a"', ', "a": 1', '"a": 1,']) {
      const text = `{${broken}, ${PADDING}}`
      expect([broken, await sliced(text)]).toEqual([broken, reference(text)])
      expect(reference(text)).toBe('refused SyntaxError')
    }
    for (const whole of [`[${PADDING.slice(11)}`, `{${PADDING}} x`, `x{${PADDING}}`, `{${PADDING}`]) expect(await sliced(whole)).toBe(reference(whole))
  })

  it('the data import answers a large malformed body as before: 400 malformed_body', { timeout: 120_000 }, async () => {
    const t = await createTestApp({ config: { writeLimitPerMinute: 1_000_000_000 } })
    try {
      const session = await t.asUser()
      const text = JSON.stringify(largeDocument(5_000))
      expect(text.length).toBeGreaterThan(SLICED_PARSE_MIN_CHARS)
      const response = await t.request('/v1/api/usuario/dados', { method: 'POST', body: `${text.slice(0, -1)},}`, headers: session.headers, language: 'en' })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ message: 'The request body is malformed.', code: 'malformed_body' })
    } finally {
      await t.close()
    }
  })

  it('the data import decodes a large body in slices: a character cut by a slice is kept, a bad byte is 400 invalid_utf8', { timeout: 120_000 }, async () => {
    const t = await createTestApp({ config: { writeLimitPerMinute: 1_000_000_000 } })
    try {
      const send = async (bytes: Buffer) => {
        const session = await t.asUser()
        const body = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer
        return { session, response: await Promise.resolve(t.app.request('/v1/api/usuario/dados', { method: 'POST', body, headers: { ...session.headers, 'content-type': 'application/json', 'accept-language': 'en' } })) }
      }
      // The last description that starts before the first slice's end (1 MiB) becomes a run of ç (2 bytes each)
      // placed so that the slice's end falls inside one of them.
      const slice = 1024 * 1024
      const document = largeDocument(5_000) as { lancamentos: Array<{ descricao: string }> }
      const bytes = Buffer.from(JSON.stringify(document))
      const key = Buffer.from('"descricao":"')
      const start = bytes.lastIndexOf(key, slice - 20) + key.length
      expect(slice - start).toBeGreaterThan(0)
      expect(slice - start).toBeLessThan(360)
      const index = Number(/^Compra (\d+) /.exec(bytes.subarray(start, start + 20).toString())![1]) - 1
      document.lancamentos[index]!.descricao = `${(slice - start) % 2 === 0 ? 'x' : ''}${'ç'.repeat(190)} 🧾`
      const sent = Buffer.from(JSON.stringify(document))
      expect(sent[slice]! & 0xc0, 'the slice ends inside a character').toBe(0x80)
      const { session, response } = await send(sent)
      expect(response.status, await response.clone().text()).toBe(201)
      const exported = (await (await t.request('/v1/api/usuario/dados', { headers: session.headers })).json()) as { lancamentos: Array<{ descricao: string }> }
      expect(exported.lancamentos.map((entry) => entry.descricao)).toContain(document.lancamentos[index]!.descricao)

      const broken = Buffer.from(sent)
      broken[slice + 1000] = 0xff
      const refused = (await send(broken)).response
      expect(refused.status).toBe(400)
      expect(((await refused.json()) as { code: string }).code).toBe('invalid_utf8')
    } finally {
      await t.close()
    }
  })
})

describe('releaseBody', () => {
  // A full collection on demand, in this test's worker.
  setFlagsFromString('--expose_gc')
  const collect = runInNewContext('gc') as () => void

  /** The import route's pieces: the sliced parse, a validator, and a handler that may let the body go. */
  async function parsedValueOutlives(release: boolean): Promise<{ alive: boolean; cached: string[]; valid: unknown }> {
    let held!: WeakRef<object>
    const hold = (value: unknown) => (held = new WeakRef((value as { padding: object[] }).padding))
    const app = new Hono()
    app.post('/import', slicedJsonBody(yields), validator('json', (value) => value), async (c) => {
      hold(c.req.valid('json'))
      if (release) releaseBody(c.req)
      // A WeakRef keeps its target to the end of the job that made it.
      await new Promise((resolve) => setTimeout(resolve, 0))
      collect()
      return c.json({ alive: held.deref() !== undefined, cached: Object.keys(c.req.bodyCache), valid: c.req.valid('json') })
    })
    const response = await app.request('/import', { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{${PADDING}}` })
    expect(response.status).toBe(200)
    return (await response.json()) as { alive: boolean; cached: string[]; valid: unknown }
  }

  it('lets the parsed body and its text go while the handler still runs', async () => {
    // Hono's validator keeps the parsed object itself to the answer: what it held is gone from it.
    expect(await parsedValueOutlives(true)).toEqual({ alive: false, cached: [], valid: {} })
  })

  it('without it, Hono holds both to the answer', async () => {
    const held = await parsedValueOutlives(false)
    expect(held.alive).toBe(true)
    expect(held.cached).toContain('text')
  })
})
