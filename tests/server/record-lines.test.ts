import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { DatabaseHandle } from '@server/db/client'
import { recordLines } from '@server/db/record-lines'
import { openTestDatabase } from './support/test-app'

// The lines codec of the long lists (server/src/db/record-lines.ts) with two free texts side by side — what a
// note and a bank's description will be on entries: whatever the texts hold (quotes, '|', line breaks, the
// separators themselves, U+2028), the list decodes to the rows, and its JSON text is byte for byte what
// JSON.stringify writes of them.

let db: DatabaseHandle
beforeAll(async () => {
  db = await openTestDatabase()
})
afterAll(() => db.close())

const column = (name: string) => sql.identifier(name)
const codec = recordLines<'id' | 'nota' | 'descricaoBanco' | 'valor' | 'codigo'>([
  ['id', sql`${column('id')}`, 'int'],
  ['nota', sql`to_json(${column('nota')})`, 'json'],
  ['descricaoBanco', sql`to_json(${column('descricao_banco')})`, 'json'],
  ['valor', sql`${column('valor')}`, 'number'],
  ['codigo', sql`${column('codigo')}`, 'text'],
])

/** Characters that broke or could break a line of texts, and any other character PostgreSQL text can hold. */
const tricky = fc.oneof(
  fc.constantFrom('|', '"', '\\', '\n', '\r', '\u2028', '\u2029', '\u001f', '\u001e', '\t', '\u0001', 'é', '😀', ',', ':', '{', '}', '[', ']', '\\u007c'),
  fc.string({ minLength: 0, maxLength: 3 }),
)
const text = fc.array(tricky, { maxLength: 12 }).map((parts) => parts.join(''))
const row = fc.record({ nota: text, descricaoBanco: text, valor: fc.integer({ min: 0, max: 99_999_999 }).map((cents) => cents / 100), codigo: fc.constantFrom('A Pagar', 'Pago', null) })

it('two free texts of any content: the rows come back, and the JSON is what JSON.stringify writes', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(row, { minLength: 0, maxLength: 6 }), async (rows) => {
      const values = rows.length === 0 ? sql`select 1 as id, ''::text as nota, ''::text as descricao_banco, 0::numeric as valor, null::text as codigo where false` : sql.join(
        rows.map((r, index) => sql`select ${index + 1}::int as id, ${r.nota}::text as nota, ${r.descricaoBanco}::text as descricao_banco, ${r.valor.toFixed(2)}::numeric(14,2) as valor, ${r.codigo}::text as codigo`),
        sql` union all `,
      )
      const result = (await db.db.execute(sql`select ${codec.list(sql`${column('id')}`)} as list from (${values}) as t`)) as unknown as { rows: Array<{ list: string }> }
      const list = result.rows[0]!.list
      const expected = rows.map((r, index) => ({ id: index + 1, nota: r.nota, descricaoBanco: r.descricaoBanco, valor: r.valor, codigo: r.codigo }))
      expect(codec.decode(list)).toEqual(expected)
      expect(codec.json(list)).toBe(JSON.stringify(expected))
    }),
    { numRuns: 200 },
  )
})

it('a line with a field too many or too few is an error, never a shifted row', () => {
  expect(() => codec.decode('1\u001f"a"\u001f"b"\u001f1.00')).toThrow(/4 fields, not 5/)
  expect(() => codec.json('1\u001f"a"\u001f"b"\u001f1.00\u001fA Pagar\u001fx')).toThrow(/6 fields, not 5/)
})
