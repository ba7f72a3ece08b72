import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importPreviewSchema, importResultSchema } from '@contract/bank-import'
import { addCalendarDays } from '@contract/days'
import { entryListSchema } from '@contract/entry'
import { financeApi } from './support/finance'
import { createTestApp, createTestClock, type AuthSession, type TestApp } from './support/test-app'

// The import key rule holds for any statement (docs/product-rules.md#bank-statement-import): a bank's statement cut
// into overlapping exports (date ranges, as banks export them), imported in any order with the default actions,
// leaves every real movement exactly once — identical purchases on one day, repeated and missing FITIDs included.

interface Movement {
  day: number
  cents: number
  memo: string
  fitid: string | null
}

const START = '2026-03-01'

function ofx(rows: readonly Movement[]): string {
  const body = rows
    .map((row) => {
      const amount = `${row.cents < 0 ? '-' : ''}${Math.floor(Math.abs(row.cents) / 100)}.${String(Math.abs(row.cents) % 100).padStart(2, '0')}`
      return `<STMTTRN>\n<TRNTYPE>OTHER\n<DTPOSTED>${addCalendarDays(START, row.day).replace(/-/g, '')}\n<TRNAMT>${amount}\n${row.fitid === null ? '' : `<FITID>${row.fitid}\n`}<MEMO>${row.memo}\n</STMTTRN>`
    })
    .join('\n')
  return `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<STMTRS>\n<BANKACCTFROM>\n<ACCTID>1\n</BANKACCTFROM>\n<BANKTRANLIST>\n${body}\n</BANKTRANLIST>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n`
}

const movement = fc
  .record({
    day: fc.integer({ min: 0, max: 9 }),
    cents: fc.constantFrom(-1600, -1600, -2599, -10000, 250000, 1),
    memo: fc.constantFrom('CINE ESTRELA', 'Cine Estrela', 'PADARIA SÃO JOÃO', 'PIX RECEBIDO', 'IOF'),
    // The bank's id: often missing, sometimes "0" (untrusted), sometimes shared by a day's rows (Inter: one value a
    // day, never the same value on two days), else its own.
    fitid: fc.oneof(fc.constant(null), fc.constant('0'), fc.constantFrom('D1', 'D2', 'D3'), fc.uuid()),
  })
  .map((row) => (row.fitid !== null && /^D\d$/.test(row.fitid) ? { ...row, fitid: `${row.fitid}-${row.day}` } : row))

let t: TestApp
let api: ReturnType<typeof financeApi>

beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock(Date.parse('2026-04-15T12:00:00Z')), config: { writeLimitPerMinute: 1_000_000_000 } })
  api = financeApi(t)
})
afterAll(() => t.close())

async function importFile(session: AuthSession, accountId: number, content: string) {
  const form = new FormData()
  form.append('arquivo', new File([new TextEncoder().encode(content)], 'extrato.ofx'))
  form.append('contaBancariaId', String(accountId))
  const response = await t.app.request('/v1/api/importacao', { method: 'POST', body: form, headers: session.headers })
  const text = await response.text()
  expect(response.status, text).toBe(201)
  const preview = importPreviewSchema.parse(JSON.parse(text))
  await api.expectStatus(api.call(session, 'POST', `/v1/api/importacao/${preview.id}/confirmar`, {}), 200, importResultSchema)
}

describe('import keys over overlapping exports', () => {
  it('every real movement once, whatever the cuts and the order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(movement, { minLength: 1, maxLength: 25 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 })), { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        async (draft, cuts, whole) => {
          // The bank lists a day's movements in one order in every export; a statement is sorted by day.
          const statement = [...draft].sort((a, b) => a.day - b.day)
          const windows = [...cuts.map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const), ...(whole ? [[0, 9] as const] : [])]
          // Every day is in some export (else a movement is simply not in any file).
          const covered = new Set(windows.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, index) => from + index)))
          const real = statement.filter((row) => covered.has(row.day))
          const session = await t.asUser()
          const account = await api.createAccount(session, { nome: 'Conta', tipo: 'Corrente', saldoInicial: 0, dataSaldoInicial: '2026-01-01' })
          // An export of days without movements is no file (400 import_no_transactions): the bank has nothing to give.
          const exports = windows.map(([from, to]) => statement.filter((row) => row.day >= from && row.day <= to)).filter((rows) => rows.length > 0)
          for (const rows of exports) await importFile(session, account.id, ofx(rows))
          // And the first export once more: nothing new.
          if (exports[0]) await importFile(session, account.id, ofx(exports[0]))
          const written = await api.expectStatus(api.call(session, 'GET', `/v1/api/lancamento/periodo?dataInicio=${START}&dataFim=${addCalendarDays(START, 9)}`), 200, entryListSchema)
          const seen = written.map((entry) => `${entry.dataLancamento.slice(0, 10)}|${entry.tipoLancamento === 'Receita' ? '' : '-'}${Math.round(entry.valor * 100)}|${entry.importacao!.descricaoBanco}`).sort()
          const expected = real.map((row) => `${addCalendarDays(START, row.day)}|${row.cents}|${row.memo}`).sort()
          expect(seen).toEqual(expected)
        },
      ),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 12) },
    )
  })
})
