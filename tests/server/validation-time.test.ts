import { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './support/test-app'

// Validation runs in linear time: one request is validated on the event loop, so a
// pattern that backtracks on a long input stalls every other request meanwhile. Every field of every
// shared schema gets 64 KB of adversarial text (the body limit) and must answer quickly. The bound
// is generous: linear validation of 64 KB takes about a millisecond, the backtracking e-mail
// pattern took seconds.

const BOUND_MS = 50
/** The probe size: 64,000 characters, just under the 64 KiB body limit with the other fields. */
const SIZE = 64_000

/** Inputs that make naive patterns backtrack: repeated separators, a failing last character. */
const adversarialInputs: Record<string, string> = {
  'e-mail probe (a@ + a.×n + @)': `a@${'a.'.repeat(SIZE / 2 - 2)}@`,
  'dots after an @': `a@${'.'.repeat(SIZE - 3)}a`,
  'letters then a bad character': `${'a'.repeat(SIZE - 1)}!`,
  'words then a bad character': `${'ab '.repeat(SIZE / 3 - 1)}!`,
  'spaces around a letter': `${' '.repeat(SIZE / 2)}a${' '.repeat(SIZE / 2)}`,
  'digits then a bad character': `${'1'.repeat(SIZE - 1)}x`,
  'digits and separators': `${'1.'.repeat(SIZE / 2 - 1)},`,
  'date-like repetition': `${'2024-01-01T'.repeat(SIZE / 11)}`,
  'lone surrogates': '\ud800'.repeat(SIZE),
}

const schemaModules = import.meta.glob<Record<string, unknown>>('../../src/contract/*.ts', { eager: true })

/** Every object schema the schema modules export, by `module.export` name. */
const objectSchemas = Object.entries(schemaModules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodObject] => entry[1] instanceof z.ZodObject)
    .map(([name, schema]) => [`${file.split('/').pop()}:${name}`, schema] as const),
)

/** Milliseconds of the fastest of up to three runs (only a slow first run is repeated: noise). */
function parseTime(schema: z.ZodType, input: unknown): number {
  let best = Number.POSITIVE_INFINITY
  for (let run = 0; run < 3 && best > BOUND_MS; run++) {
    const started = performance.now()
    schema.safeParse(input)
    best = Math.min(best, performance.now() - started)
  }
  return best
}

describe('every string field of every shared schema validates 64 KB in linear time', () => {
  it('finds the request schemas', () => {
    const names = objectSchemas.map(([name]) => name)
    expect(names).toEqual(
      expect.arrayContaining([
        'contact.ts:contactRequestSchema',
        'auth.ts:signInRequestSchema',
        'auth.ts:signUpRequestSchema',
        'auth.ts:refreshRequestSchema',
        'book.ts:bookCreateSchema',
        'book.ts:bookUpdateSchema',
      ]),
    )
  })

  for (const [name, schema] of objectSchemas) {
    it(name, () => {
      const slow: string[] = []
      for (const field of Object.keys(schema.shape)) {
        for (const [kind, text] of Object.entries(adversarialInputs)) {
          const ms = parseTime(schema, { [field]: text })
          if (ms > BOUND_MS) slow.push(`${field} / ${kind}: ${ms.toFixed(0)} ms`)
        }
      }
      expect(slow).toEqual([])
    })
  }
})

/** Every pattern the schema modules export (the SPA's forms test with them too). */
const patterns = Object.entries(schemaModules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, RegExp] => entry[1] instanceof RegExp)
    .map(([name, pattern]) => [`${file.split('/').pop()}:${name}`, pattern] as const),
)

describe('every exported pattern runs in linear time, whatever the length', () => {
  it('finds the patterns', () => {
    expect(patterns.map(([name]) => name)).toEqual(expect.arrayContaining(['contact.ts:EMAIL_PATTERN', 'auth.ts:USERNAME_PATTERN']))
  })

  for (const [name, pattern] of patterns) {
    it(name, () => {
      const slow = Object.entries(adversarialInputs)
        .map(([kind, text]) => [kind, parseTime(z.string().regex(pattern), text)] as const)
        .filter(([, ms]) => ms > BOUND_MS)
        .map(([kind, ms]) => `${kind}: ${ms.toFixed(0)} ms`)
      expect(slow).toEqual([])
    })
  }
})

describe('through the API', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('the 64 KB e-mail probe on POST /v1/api/contato is a prompt 400 too_long', async () => {
    const body = { nome: 'Ana', email: adversarialInputs['e-mail probe (a@ + a.×n + @)'], mensagem: 'Olá' }
    let best = Number.POSITIVE_INFINITY
    for (let run = 0; run < 3 && best > 2 * BOUND_MS; run++) {
      const started = performance.now()
      const response = await t.request('/v1/api/contato', { body, language: 'en', headers: { 'x-test-ip': `192.0.2.${200 + run}` } })
      best = Math.min(best, performance.now() - started)
      expect(response.status).toBe(400)
      expect((await response.json()).errors).toEqual({ email: 'Text too long.' })
    }
    expect(best).toBeLessThan(2 * BOUND_MS)
  })
})
