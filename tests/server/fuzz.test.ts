import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Method } from './support/finance'
import { cardFileName, createWorld, documentedOperations, operationKey, operations, pngBytes, type Operation } from './support/operations'
import { createTestApp, type AuthSession, type TestApp } from './support/test-app'

// Fuzzing: every write operation and every path and query
// parameter of /api/openapi.json gets generated input — wrong types, huge and unicode strings, NUL,
// lone surrogates, prototype keys, 1e308, nested arrays, truncated JSON, raw bytes, wrong content
// types, oversized bodies, malformed percent-encoding. Every answer must be below 500, every error
// a JSON `{ message }`, nothing may be logged as an error, and the database may change only on a 2xx
// (row counts of every table, and no row inserted or updated in any table but the refresh tokens).
//
// FUZZ_RUNS runs per operation (default 150, what `npm test` runs: about 50 s on a busy 2-core machine); `FUZZ_RUNS=10000 npm run test:fuzz`
// is the long run. FUZZ_SEED replays a failure. The answers by status are printed at the end.

const RUNS = Number(process.env.FUZZ_RUNS ?? 150)
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED)
/** Per operation: generous, the machine is shared (about 15 ms a run under load). */
const TIMEOUT_MS = Math.max(60_000, RUNS * 100)

let t: TestApp
let owner: AuthSession
let admin: AuthSession
let documented: Awaited<ReturnType<typeof documentedOperations>>
beforeAll(async () => {
  // Thousands of writes by one user within the test clock's one minute: the fair-use limit (tested in
  // fair-use.test.ts) would answer most of them 429 and hide the routes from the fuzzer.
  t = await createTestApp({ config: { writeLimitPerMinute: 1_000_000_000 } })
  ;[owner, admin] = await Promise.all([t.asUser(), t.asAdmin()])
  documented = await documentedOperations(t)
})
afterAll(async () => {
  const lines = [...answers].map(([key, statuses]) => {
    const runs = [...statuses.values()].reduce((sum, n) => sum + n, 0)
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ')
    return `${key.padEnd(48)} ${String(runs).padStart(6)}  ${byStatus}`
  })
  const total = new Map<number, number>()
  for (const statuses of answers.values()) for (const [status, n] of statuses) total.set(status, (total.get(status) ?? 0) + n)
  const runs = [...total.values()].reduce((sum, n) => sum + n, 0)
  console.info(
    [`[fuzz] ${RUNS} runs per operation, ${answers.size} operations, ${runs} requests`, ...lines, `${'total'.padEnd(48)} ${String(runs).padStart(6)}  ${[...total].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(' ')}`].join('\n'),
  )
  await t.close()
})

/** Answers by status per operation, printed at the end. */
const answers = new Map<string, Map<number, number>>()

// ---------------------------------------------------------------------------------------------
// Generated values

/** Text that has broken parsers, validators and queries elsewhere. */
const nastyStrings = fc.constantFrom(
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  '\ufeff',
  '\u202etxt.png',
  "'; drop table books; --",
  "' or '1'='1",
  '"\\',
  '${jndi:ldap://127.0.0.1/x}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '%s%n',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e308',
  '1e-400',
  '0x10',
  '+1',
  '01',
  '1.0',
  '1.005',
  ' 12 ',
  '12,50',
  '9'.repeat(400),
  '2024-02-30',
  '2024-13-01',
  '0000-01-01',
  '9999-12-31T23:59:59.999Z',
  '10000-01-01',
  '2024-05-10T25:00:00Z',
  '2024-05-10T10:00:00+99:00',
  'Receita',
  'Despesa',
  'Pago',
  'A Pagar',
  'Cancelado',
  'Admin',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
)

const loneSurrogateText = fc.string({ unit: fc.integer({ min: 0xd7f0, max: 0xe010 }).map((code) => String.fromCharCode(code)), maxLength: 20 })

/** Strings of 201 to 70,000 characters (free texts hold 200; the body limit is 64 KiB). */
const hugeString = fc
  .tuple(fc.integer({ min: 201, max: 70_000 }), fc.constantFrom('x', 'á', '😀', '\ud800', ' ', '.', '1', 'a.'))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)))

const hugeNumbers = fc.constantFrom(1e308, -1e308, 5e-324, -0, 2 ** 31, 2 ** 31 - 1, 2 ** 53 + 2, -1, 0, 0.1 + 0.2, 12.345, 1e21, 99999999999.99, 420, 421)

/** Arrays nested up to 2,000 deep (JSON.stringify copes; the body parser must too). */
const deepArray = fc.integer({ min: 1, max: 2_000 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown)

/** Values of every shape, and plausible ones of the seed's type (built once per type: building is slow). */
const valuesByType = new Map<string, fc.Arbitrary<unknown>>()
function valueLike(seed: unknown): fc.Arbitrary<unknown> {
  const type = typeof seed === 'number' || typeof seed === 'string' ? typeof seed : 'other'
  const cached = valuesByType.get(type)
  if (cached) return cached
  const plausible: fc.Arbitrary<unknown>[] =
    type === 'number'
      ? [fc.integer(), fc.double(), fc.integer({ min: 1, max: 3_000 }), fc.integer({ min: 1, max: 3_000 }).map(String)]
      : type === 'string'
        ? [fc.string({ maxLength: 60 }), fc.stringMatching(/^[a-z0-9_.-]{3,20}$/), fc.date({ noInvalidDate: true }).map((d) => d.toISOString())]
        : [fc.boolean()]
  const values = fc.oneof(
    ...plausible,
    fc.constant(null),
    fc.boolean(),
    hugeNumbers,
    nastyStrings,
    fc.string({ unit: 'binary', maxLength: 200 }),
    loneSurrogateText,
    hugeString,
    fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
    deepArray,
  )
  valuesByType.set(type, values)
  return values
}

const prototypeKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__']

/** JSON text of a seed object changed in one of several ways. */
function jsonBodyText(seed: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = Object.keys(seed)
  const text = JSON.stringify(seed)
  const replaced =
    keys.length === 0
      ? fc.constant(text)
      : fc
          .array(
            fc.constantFrom(...keys).chain((key) => valueLike(seed[key]).map((value) => [key, value] as const)),
            { minLength: 1, maxLength: 3 },
          )
          .map((changes) => JSON.stringify({ ...seed, ...Object.fromEntries(changes) }))
  const removed = fc.subarray(keys).map((kept) => JSON.stringify(Object.fromEntries(kept.map((key) => [key, seed[key]]))))
  const recased = fc
    .array(fc.constantFrom('upper', 'lower', 'twice'), { minLength: keys.length, maxLength: keys.length })
    .map((ways) =>
      // Written by hand: a key given twice in different case is legal JSON that objects cannot hold.
      `{${keys
        .map((key, index) => {
          const value = JSON.stringify(seed[key])
          const way = ways[index]
          if (way === 'upper') return `${JSON.stringify(key.toUpperCase())}:${value}`
          if (way === 'lower') return `${JSON.stringify(key.toLowerCase())}:${value}`
          return `${JSON.stringify(key)}:${value},${JSON.stringify(key.toUpperCase())}:"other"`
        })
        .join(',')}}`,
    )
  const withPrototypeKeys = fc
    .subarray(prototypeKeys, { minLength: 1 })
    .map((names) => `${text.slice(0, -1)}${keys.length > 0 ? ',' : ''}${names.map((name) => `${JSON.stringify(name)}:{"role":"Admin","polluted":true}`).join(',')}}`)
  const truncated = fc.integer({ min: 0, max: Math.max(0, text.length - 1) }).map((end) => text.slice(0, end))
  const oversized = fc.integer({ min: 64 * 1024, max: 80 * 1024 }).map((size) => `${text.slice(0, -1)}${keys.length > 0 ? ',' : ''}"pad":"${'x'.repeat(size)}"}`)
  const otherJson = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null'),
    fc.constantFrom('null', '[]', '""', '0', 'true', '{}', '[{}]', '{"":""}', '\ufeff{}', '{"a":1}garbage', '{"a":1,}', "{'a':1}", '{"a":NaN}', '{"a":1e999}'),
    deepArray.map((value) => JSON.stringify(value)),
    fc.string({ unit: 'binary', maxLength: 100 }),
  )
  return fc.oneof(
    { weight: 6, arbitrary: replaced },
    { weight: 1, arbitrary: removed },
    { weight: 1, arbitrary: recased },
    { weight: 1, arbitrary: withPrototypeKeys },
    { weight: 1, arbitrary: truncated },
    { weight: 1, arbitrary: oversized },
    { weight: 2, arbitrary: otherJson },
  )
}

const contentTypes = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'APPLICATION/JSON',
      'application/merge-patch+json',
      'application/xml',
      '',
      'image/png',
    ),
  },
)

/** Percent-encoding as a browser does it: a lone surrogate becomes U+FFFD (encodeURIComponent throws). */
const encode = (text: string) => encodeURIComponent(text.replace(/\p{Cs}/gu, '\ufffd'))

/** A path segment: numbers of every shape, text, and percent-encoding that does not decode. */
const segment = fc.oneof(
  fc.integer({ min: -1e12, max: 1e12 }).map(String),
  fc.constantFrom('0', '-1', '2147483647', '2147483648', '99999999999999999999', '0x10', '0b1', '+1', '01', '1.0', '1e3', '%201', '1%20', 'NaN', 'Infinity', 'null', 'undefined'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 80 }).map(encode),
  fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%AF', '%00', '%2F', '%2e%2e', '..', '.', '%5C', 'a%ffb', '%uD800', '%ED%A0%80', "'%20or%201=1--", '%F0%9F%98%80'),
  fc.integer({ min: 100, max: 5_000 }).map((length) => 'a'.repeat(length)),
)

/** A query value, encoded or (sometimes) raw. */
const queryValue = fc.oneof(
  valueLike('text').map((value) => encode(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))),
  fc.constantFrom('', '%', '%zz', '%E0%A4%A', '%00', '2026-11-01', '2026-11-30', '2026-11-01T00:00:00-03:00', '1', 'asc', 'desc', 'id', 'ID', 'raridade'),
)

// ---------------------------------------------------------------------------------------------
// Requests

interface FuzzRequest {
  path: string
  contentType?: string
  body?: string | Uint8Array<ArrayBuffer> | FormData
}

/** Path and query of the seed call with its parameters generated. */
function pathArbitrary(template: string, seedPath: string, queryNames: readonly string[]): fc.Arbitrary<string> {
  const [seedPathname = '', seedQuery = ''] = seedPath.split('?')
  const templateSegments = template.split('/')
  const seedSegments = seedPathname.split('/')
  const parameterIndexes = templateSegments.flatMap((part, index) => (part.startsWith('{') ? [index] : []))
  const pathname =
    parameterIndexes.length === 0
      ? fc.constant(seedPathname)
      : fc
          .array(fc.option(segment, { freq: 3 }), { minLength: parameterIndexes.length, maxLength: parameterIndexes.length })
          .map((values) => {
            const parts = [...seedSegments]
            parameterIndexes.forEach((index, i) => {
              if (values[i] !== null && values[i] !== undefined) parts[index] = values[i]
            })
            return parts.join('/')
          })
  if (queryNames.length === 0) return pathname
  const seedParams = [...new URLSearchParams(seedQuery)]
  const query = fc.oneof(
    fc.constant(seedQuery),
    fc
      .array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom(...queryNames),
            fc.constantFrom(...queryNames).map((name) => name.toUpperCase()),
            fc.constantFrom('x', '__proto__', 'constructor', '', '%zz', 'id[]', 'a[b]'),
          ),
          queryValue,
        ),
        { maxLength: 5 },
      )
      .map((pairs) => [...seedParams.map(([k, v]) => `${k}=${encodeURIComponent(v)}`), ...pairs.map(([k, v]) => `${k}=${v}`)].join('&')),
    fc.array(fc.tuple(fc.constantFrom(...queryNames), queryValue), { maxLength: 4 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&')),
  )
  return fc.tuple(pathname, query).map(([path, q]) => (q === '' ? path : `${path}?${q}`))
}

function jsonRequests(template: string, seedPath: string, seedBody: unknown, queryNames: readonly string[], hasBody: boolean): fc.Arbitrary<FuzzRequest> {
  const paths = pathArbitrary(template, seedPath, queryNames)
  const seedText = seedBody === undefined ? undefined : typeof seedBody === 'string' ? seedBody : JSON.stringify(seedBody)
  if (!hasBody) return paths.map((path) => ({ path }))
  const seedObject = seedBody !== null && typeof seedBody === 'object' ? (seedBody as Record<string, unknown>) : {}
  const bodies = fc.oneof(
    { weight: 10, arbitrary: fc.tuple(jsonBodyText(seedObject), contentTypes).map(([body, contentType]) => ({ body, contentType })) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => ({ body: new Uint8Array(bytes), contentType: 'application/json' })) },
    { weight: 1, arbitrary: fc.constant({ body: undefined, contentType: undefined }) },
  )
  return fc.oneof(
    // The parameters change, the body is the seed's.
    { weight: queryNames.length > 0 || template.includes('{') ? 2 : 0, arbitrary: paths.map((path) => ({ path, body: seedText, contentType: 'application/json' })) },
    // The body changes (and sometimes the parameters too).
    { weight: 5, arbitrary: fc.tuple(fc.oneof({ weight: 3, arbitrary: fc.constant(seedPath) }, paths), bodies).map(([path, body]) => ({ path, ...body })) },
  )
}

/** The card upload: multipart with generated file names, contents and field names, or no multipart at all. */
function uploadRequests(seedPath: string): fc.Arbitrary<FuzzRequest> {
  const fileName = fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 1, max: 2_000 }).map((n) => cardFileName(5_000 + n)) },
    nastyStrings,
    fc.string({ unit: 'binary', maxLength: 120 }),
    fc.constantFrom('../../x.png', 'C:\\fakepath\\GeneticApex_1_001_A_1D_Grass_70_Basic_Any.png', 'GeneticApex_1_001_A_9X_Grass_70_Basic_Any.png', '.png', ''),
    hugeString.map((name) => `${name.slice(0, 5_000)}.png`),
  )
  const bytes = fc.oneof(
    { weight: 4, arbitrary: fc.constant(pngBytes(96)) },
    fc.uint8Array({ maxLength: 300 }),
    fc.constant(new Uint8Array()),
    fc.constant(Uint8Array.from([0x89, 0x50, 0x4e])),
  )
  const part = fc.record({
    field: fc.constantFrom('files', 'files', 'files', 'files', 'files', 'FILES', 'file', 'files[]', '__proto__'),
    name: fileName,
    bytes,
    asText: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
  })
  const multipart = fc.array(part, { maxLength: 4 }).map((parts) => {
    const form = new FormData()
    for (const p of parts) {
      if (p.asText) form.append(p.field, p.name)
      else form.append(p.field, new File([new Uint8Array(p.bytes)], p.name, { type: 'image/png' }))
    }
    return { path: seedPath, body: form } satisfies FuzzRequest
  })
  const notMultipart = fc
    .tuple(fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), fc.constantFrom('{}', '--x\r\n', '--x--')), contentTypes)
    .map(([body, contentType]) => ({ path: seedPath, body, contentType }) satisfies FuzzRequest)
  const badBoundary = fc.string({ maxLength: 200 }).map((body) => ({ path: seedPath, body: `--b\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\n${body}`, contentType: 'multipart/form-data; boundary=b' }))
  return fc.oneof({ weight: 6, arbitrary: multipart }, { weight: 2, arbitrary: notMultipart }, { weight: 1, arbitrary: badBoundary })
}

// ---------------------------------------------------------------------------------------------
// The invariants

/** Every table. A row written (inserted or updated) by a transaction carries that transaction's id as `xmin`. */
const TABLES = [
  'users',
  'refresh_tokens',
  'captcha_used',
  'books',
  'contacts',
  'categories',
  'bank_cards',
  'account_holders',
  'installment_plans',
  'monthly_installments',
  'entries',
  'pokemon_cards',
  'user_two_factor',
  'two_factor_recovery_codes',
  'two_factor_challenges',
] as const
/** A refresh token reused after the grace window is revoked by a 401: counted, not frozen. */
const FROZEN_TABLES = TABLES.filter((table) => table !== 'refresh_tokens')

async function queryRow<Row>(query: ReturnType<typeof sql>): Promise<Row> {
  return ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows[0]!
}

/** The first transaction id not yet completed: it moves only when a transaction that wrote has ended. */
const horizon = async () => BigInt((await queryRow<{ h: string }>(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as h`)).h)

/** Row counts of every table. */
const rowCounts = () => queryRow<Record<string, number>>(sql.raw(`select ${TABLES.map((table) => `(select count(*)::int from ${table}) as ${table}`).join(', ')}`))

/** The tables with a row inserted or updated by a transaction at or after `since`. */
async function writtenSince(since: bigint): Promise<string[]> {
  const row = await queryRow<Record<string, boolean>>(
    sql.raw(`select ${FROZEN_TABLES.map((table) => `exists (select 1 from ${table} where xmin::text::bigint >= ${since}) as ${table}`).join(', ')}`),
  )
  return Object.keys(row).filter((table) => row[table])
}

interface DatabaseState {
  horizon: bigint
  counts: Record<string, number>
}

/** The state last seen; counted again only when a writing transaction has ended since. */
let known: DatabaseState | undefined
async function currentState(): Promise<DatabaseState> {
  const now = await horizon()
  if (known?.horizon !== now) known = { horizon: now, counts: await rowCounts() }
  return known
}

/**
 * What changed since `before`: row counts of every table, and rows written in any table but the
 * refresh tokens. A transaction that failed and rolled back leaves nothing behind (its rows are dead).
 */
async function changesSince(before: DatabaseState): Promise<unknown> {
  const after = await currentState()
  if (after.horizon === before.horizon) return {}
  const counts = Object.fromEntries(TABLES.filter((table) => after.counts[table] !== before.counts[table]).map((table) => [table, `${before.counts[table]} → ${after.counts[table]}`]))
  const written = await writtenSince(before.horizon)
  return written.length === 0 && Object.keys(counts).length === 0 ? {} : { counts, written }
}

async function probe(key: string, method: Method, request: FuzzRequest, session: Record<string, string> | undefined): Promise<void> {
  const headers: Record<string, string> = { ...session }
  if (request.contentType) headers['content-type'] = request.contentType
  const before = await currentState()
  const logged = t.logs.length
  const response = await t.app.request(request.path, { method, headers, body: request.body })
  const text = await response.text()
  const statuses = answers.get(key) ?? new Map<number, number>()
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
  answers.set(key, statuses)

  const what = `${method} ${request.path.slice(0, 200)} → ${response.status} ${text.slice(0, 300)}`
  expect(response.status, what).toBeLessThan(500)
  expect(t.logs.slice(logged).filter((line) => line.level === 'error'), what).toEqual([])
  const success = response.status >= 200 && response.status < 300
  if (!success) {
    expect(response.headers.get('content-type'), what).toMatch(/^application\/json/)
    const body = JSON.parse(text) as { message?: unknown }
    expect(typeof body.message, what).toBe('string')
    expect((body.message as string).length, what).toBeGreaterThan(0)
    expect(await changesSince(before), `${what}: the database changed on a ${response.status}`).toEqual({})
  } else if (text !== '' && response.headers.get('content-type')?.startsWith('application/json')) {
    expect(() => JSON.parse(text), what).not.toThrow()
  }
}

// ---------------------------------------------------------------------------------------------
// The targets: every write operation, and every operation with a path or query parameter.

const isWrite = (method: string) => method !== 'GET'

/** Read operations whose only parameters are in the query (the test above checks this list against the document). */
const QUERY_READS = new Set(['GET /v1/api/lancamento/periodo', 'GET /v1/api/lancamento/por-categoria', 'GET /v1/api/orcamento', 'GET /v1/api/financas/projecao', 'GET /v1/api/financas/a-vencer', 'GET /v1/api/lancamento/resumo-mensal', 'GET /v1/api/lancamento/sugestoes', 'GET /v1/api/lancamento/busca', 'GET /v1/api/pokemon/filtrarporcriterios', 'GET /v1/api/transferencia'])
const targets = operations.filter((op) => isWrite(op.method) || op.path.includes('{') || QUERY_READS.has(operationKey(op.method, op.path)))

describe('the fuzz targets come from /api/openapi.json', () => {
  it('every write operation and every operation with parameters has a row (and a seed call) in the operations table', () => {
    const documentedTargets = documented.filter((op) => isWrite(op.method) || op.parameters.length > 0).map((op) => op.key)
    expect(targets.map((op) => operationKey(op.method, op.path)).sort()).toEqual(documentedTargets.sort())
  })
})


describe(`fuzzing (${RUNS} runs per operation)`, () => {
  it.each(targets.map((op) => [operationKey(op.method, op.path), op] as const))(
    '%s: no 5xx, every error JSON { message }, the database changes only on a 2xx',
    async (key, op: Operation) => {
      const doc = documented.find((entry) => entry.key === key)
      expect(doc, `${key} is in /api/openapi.json`).toBeDefined()
      const queryNames = doc!.parameters.filter((p) => p.in === 'query').map((p) => p.name)
      const pathNames = doc!.parameters.filter((p) => p.in === 'path').map((p) => p.name)
      expect(pathNames.every((name) => op.path.includes(`{${name}}`))).toBe(true)
      // Rows of its own, so that an earlier operation (a delete) does not decide what this one finds.
      const world = await createWorld(t, owner, admin)
      const seed = await op.call(world)
      const signedIn = op.access === 'anonymous' ? undefined : (seed.as?.headers ?? (op.access === 'admin' ? world.admin.headers : world.owner.headers))
      // The seed's own headers too: the demo's client address, so that its hourly limit holds the fuzzer to 5 demos.
      const session = seed.headers ? { ...signedIn, ...seed.headers } : signedIn
      const requests = seed.form
        ? uploadRequests(seed.path)
        : jsonRequests(op.path, seed.path, seed.body, queryNames, doc!.contentTypes.includes('application/json'))
      await fc.assert(
        fc.asyncProperty(requests, (request) => probe(key, op.method, request, session)),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      )
    },
    TIMEOUT_MS,
  )
})
