import { gunzipSync } from 'node:zlib'
import { and, eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { entryListSchema } from '@contract/entry'
import { entries, users } from '@server/db/schema'
import { entryList, entryListJson, entryListText, todayStart } from '@server/services/entries'
import { financeApi } from './support/finance'
import { createTestApp, createTestClock, type AuthSession, type TestApp } from './support/test-app'

// A period's entry list is written as JSON text straight from the database's lines (services/entries.ts,
// entryListJson), not as objects then JSON.stringify: it must be the very text JSON.stringify wrote of the
// decoded entries, whatever a description holds, with `vencido` worked out from today.

const NOW = Date.parse('2026-11-15T12:30:00Z')
let t: TestApp
let api: ReturnType<typeof financeApi>
let ana: AuthSession
let userId: number
let categoryId: number
beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock(NOW) })
  api = financeApi(t)
  ana = await t.asUser('ana-json')
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, ana.username))
  userId = row!.id
  categoryId = (await api.createCategory(ana, { nomeCategoria: 'Casa', tipoCategoria: 'Despesa' })).id
})
afterAll(() => t.close())

const NOVEMBER = '/v1/api/lancamento/periodo?dataInicio=2026-11-01&dataFim=2026-11-30'

/** The stored November entries as entryList decodes them (the objects the answer used to be made of). */
async function decodedNovember() {
  const [row] = await t.db
    .select({ list: entryListText })
    .from(entries)
    .where(and(eq(entries.userId, userId), sql`${entries.dataLancamento} >= '2026-11-01T03:00:00Z' and ${entries.dataLancamento} < '2026-12-01T03:00:00Z'`))
  return { text: row!.list, decoded: entryList(row!.list, todayStart(NOW)) }
}

describe('the period answer as JSON text', () => {
  it('is JSON.stringify of the decoded entries, byte for byte, whatever the descriptions hold, compressed or not', async () => {
    // Quotes, backslashes, the line separator '|', line breaks, control characters, accents, emoji, U+2028.
    const tricky = fc.string({ unit: fc.constantFrom('a', 'Ç', 'ã', '"', '\\', '|', '\n', '\r', '\t', '\u0001', '\u001f', '\b', '\f', '\u007f', '\u2028', '😀', ' ', '{', '}', ','), minLength: 1, maxLength: 30 })
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ descricao: tricky, day: fc.integer({ min: 1, max: 30 }), paid: fc.boolean(), cents: fc.integer({ min: 1, max: 99_999_999_99 }) }), { minLength: 1, maxLength: 8 }), async (rows) => {
        await t.db.delete(entries).where(eq(entries.userId, userId))
        await t.db.insert(entries).values(
          rows.map(({ descricao, day, paid, cents }) => ({
            userId,
            dataLancamento: new Date(Date.UTC(2026, 10, day, 15, 7, 9, 123)),
            descricao,
            valor: (cents / 100).toFixed(2),
            tipoLancamento: 'Despesa' as const,
            categoriaId: categoryId,
            situacao: paid ? ('Pago' as const) : ('A Pagar' as const),
            valorPago: paid ? (cents / 100).toFixed(2) : null,
            dataPagamento: paid ? new Date(Date.UTC(2026, 10, day, 18)) : null,
          })),
        )
        const { text, decoded } = await decodedNovember()
        const expected = JSON.stringify(decoded)
        expect(entryListJson(text, todayStart(NOW))).toBe(expected)
        const plain = await t.request(NOVEMBER, { headers: ana.headers })
        expect(plain.status).toBe(200)
        expect(plain.headers.get('content-type')).toMatch(/^application\/json/)
        expect(plain.headers.get('content-encoding')).toBeNull()
        expect(await plain.text()).toBe(expected)
        const gzipped = await t.request(NOVEMBER, { headers: { ...ana.headers, 'accept-encoding': 'gzip' } })
        const body = gzipped.headers.get('content-encoding') === 'gzip' ? gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString() : await gzipped.text()
        expect(body).toBe(expected)
        const parsed = entryListSchema.parse(JSON.parse(body))
        expect(parsed.map((entry) => entry.descricao)).toEqual(decoded.map((entry) => entry.descricao))
      }),
      { numRuns: 25 },
    )
  })

  it('answers vencido for pending entries dated before today in São Paulo, to the millisecond', async () => {
    await t.db.delete(entries).where(eq(entries.userId, userId))
    const midnight = Date.parse('2026-11-15T03:00:00Z') // 15 Nov, 00:00 in São Paulo
    const entry = (at: number, situacao: 'A Pagar' | 'Pago', descricao: string) => ({
      userId,
      dataLancamento: new Date(at),
      descricao,
      valor: '10.00',
      tipoLancamento: 'Despesa' as const,
      categoriaId: categoryId,
      situacao,
      valorPago: situacao === 'Pago' ? '10.00' : null,
      dataPagamento: situacao === 'Pago' ? new Date(at) : null,
    })
    await t.db.insert(entries).values([entry(midnight - 1, 'A Pagar', 'last ms of yesterday'), entry(midnight, 'A Pagar', 'today'), entry(midnight - 86_400_000, 'Pago', 'paid yesterday')])
    const list = entryListSchema.parse(await (await t.request(NOVEMBER, { headers: ana.headers })).json())
    expect(Object.fromEntries(list.map((row) => [row.descricao, row.vencido]))).toEqual({ 'last ms of yesterday': true, today: false, 'paid yesterday': false })
    // Its place among the keys is the contract's: after dataPagamento.
    const [first] = JSON.parse(await (await t.request(NOVEMBER, { headers: ana.headers })).text()) as Record<string, unknown>[]
    const keys = Object.keys(first!)
    expect(keys.indexOf('vencido')).toBe(keys.indexOf('dataPagamento') + 1)
  })

  it('answers [] for a period without entries, and for an end before the default start (this month)', async () => {
    await t.db.delete(entries).where(eq(entries.userId, userId))
    expect(await (await t.request(NOVEMBER, { headers: ana.headers })).text()).toBe('[]')
    expect(await (await t.request('/v1/api/lancamento/periodo?dataFim=2026-10-01', { headers: ana.headers })).text()).toBe('[]')
  })
})
