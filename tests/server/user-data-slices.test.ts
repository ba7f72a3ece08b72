import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '@server/db/schema'
import { PACED_MAX_ROWS } from '@server/db/bulk'
import { createUserDataService } from '@server/services/user-data'
import { caseInsensitive, parseInSlices, SLICE_WEIGHT, validationError } from '@server/http/validation'
import { userDataImportParts, userDataImportSchema } from '@contract/user-data'
import { createTestApp, createTestClock, type TestApp } from './support/test-app'
import { largeDocument } from './support/user-data-documents'

// The import validates a document a slice at a time, yielding to the event loop between slices, so another
// user's call is not held while 50,000 entries are checked. The same schema applied piece by piece: every
// answer (data, issues and their order, the 400's fields) must be the whole schema's.

const PATH = '/v1/api/usuario/dados'
const whole = caseInsensitive(userDataImportSchema(caseInsensitive))
const { document: documentSchema, checkLinks } = userDataImportParts(caseInsensitive)

const documentOf = largeDocument

type Doc = Record<string, unknown> & { lancamentos: Array<Record<string, unknown>> }
const edited = (change: (doc: Doc) => void, count = 3 * SLICE_WEIGHT) => {
  const doc = structuredClone(documentOf(count)) as Doc
  change(doc)
  return doc
}

/** Inputs the sliced parse must answer exactly as the whole schema does. */
const cases: Record<string, unknown> = {
  'a valid document': documentOf(3 * SLICE_WEIGHT),
  'keys in any case, unknown keys': edited((doc) => {
    doc.LANCAMENTOS = doc.lancamentos.map((row) => ({ ...row, DESCRICAO: row.descricao, descricao: undefined, extra: 1 }))
    delete (doc as Record<string, unknown>).lancamentos
    doc.ExportadoEm = '2026-11-15T09:30:00.000-03:00'
  }),
  'absent kinds that default': edited((doc) => {
    delete doc.cartoes
    delete doc.contasBancarias
    delete doc.transferencias
    delete doc.orcamentos
    for (const row of doc.lancamentos) {
      delete row.contaBancariaId
      delete row.cartaoId
      delete row.faturaMes
    }
  }),
  'fields wrong across slices and kinds': edited((doc) => {
    doc.versao = 2
    doc.lancamentos[0]!.valor = -1
    doc.lancamentos[SLICE_WEIGHT + SLICE_WEIGHT / 2]!.categoriaId = 'x'
    delete doc.lancamentos[2 * SLICE_WEIGHT + 1]!.descricao
    doc.lancamentos[2 * SLICE_WEIGHT + 7]!.situacao = 'Recebido'
    ;(doc.categorias as Array<Record<string, unknown>>)[1]!.tipoCategoria = 'Outra'
    ;(doc.orcamentos as Array<Record<string, unknown>>)[0]!.mes = '2026-13'
  }),
  'an installment wrong inside its plan': edited((doc) => {
    const [plan] = doc.parcelamentos as Array<{ mensais: Array<Record<string, unknown>> }>
    plan!.mensais[1]!.valorParcela = 50
    plan!.mensais[2]!.situacao = 'Pago'
  }),
  'links to nothing and repeated ids': edited((doc) => {
    doc.lancamentos[SLICE_WEIGHT + 3]!.categoriaId = 70
    doc.lancamentos[2 * SLICE_WEIGHT + 9]!.id = 5
    doc.lancamentos[2 * SLICE_WEIGHT + 10]!.contaBancariaId = 44
    doc.lancamentos.at(-1)!.parcelamentoMensalId = 91
  }),
  'kinds that are not arrays': edited((doc) => {
    doc.transferencias = null
    doc.lancamentos = {} as never
    doc.parcelamentos = 'x' as never
  }),
  'a required kind missing': edited((doc) => {
    delete (doc as Record<string, unknown>).lancamentos
    delete doc.formato
  }),
  'not an object': [documentOf(2)],
  null: null,
  'a number': 42,
}

const issuesOf = (result: { success: boolean; error?: { issues: ReadonlyArray<{ code: string; path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map(({ code, path, message }) => ({ code, path, message }))

describe('parseInSlices answers as the whole import schema', () => {
  for (const [name, input] of Object.entries(cases)) {
    it(name, async () => {
      const expected = whole.safeParse(input)
      const actual = await parseInSlices(documentSchema, input, checkLinks)
      expect(actual.success).toBe(expected.success)
      expect(issuesOf(actual)).toEqual(issuesOf(expected))
      if (expected.success) {
        expect(actual.data).toEqual(expected.data)
        expect(JSON.stringify(actual.data)).toBe(JSON.stringify(expected.data))
      } else {
        const [mine, theirs] = [validationError(actual.error!, 'validation_failed'), validationError(expected.error, 'validation_failed')]
        expect({ code: mine.code, ...mine.options }).toEqual({ code: theirs.code, ...theirs.options })
      }
    })
  }
  it('covers failures in later slices', async () => {
    const actual = await parseInSlices(documentSchema, cases['fields wrong across slices and kinds'], checkLinks)
    expect(issuesOf(actual)?.map((issue) => issue.path.join('.'))).toEqual(
      expect.arrayContaining([`lancamentos.${SLICE_WEIGHT + SLICE_WEIGHT / 2}.categoriaId`, `lancamentos.${2 * SLICE_WEIGHT + 1}.descricao`]),
    )
  })
})

describe('a large import leaves the event loop free', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ clock: createTestClock(Date.parse('2026-11-15T12:30:00Z')), config: { writeLimitPerMinute: 1_000_000_000 } })
  })
  afterAll(() => t.close())

  // How long the loop is held is a figure of the load test (`npm run test:abuse`: another user's p95 while a 20 MiB
  // import runs), not of this suite. Here: the work is cut in pieces small enough to give way between them. Checked
  // in one block (zod over the whole document, every insert record built at once) it held the loop 480–510 ms for
  // these 40,000 entries; in slices each piece is 3–8 ms.
  const ENTRIES = 40_000

  it('validates 40,000 entries a slice at a time and writes them in paced statements, giving way between', { timeout: 120_000 }, async () => {
    const session = await t.asUser()
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, session.username))
    const input: unknown = JSON.parse(JSON.stringify(documentOf(ENTRIES)))
    let pauses = 0
    const parsed = await parseInSlices(documentSchema, input, checkLinks, async () => {
      pauses += 1
      await new Promise((resolve) => setImmediate(resolve))
    })
    expect(parsed.error).toBeUndefined()
    expect(pauses).toBeGreaterThanOrEqual(Math.floor(ENTRIES / SLICE_WEIGHT))

    const statements = new Map<string, number>()
    const service = createUserDataService({
      db: t.db,
      clock: t.clock,
      afterStep: (work, table) => void statements.set(`${work} ${table}`, (statements.get(`${work} ${table}`) ?? 0) + 1),
    })
    const counts = await service.importData(user!.id, parsed.data!)
    expect(counts).toMatchObject({ lancamentos: ENTRIES + 3, mensais: 3 })
    // Rows per statement grow to PACED_MAX_ROWS at most, each statement followed by a way for other calls.
    expect(statements.get('import entries')).toBeGreaterThanOrEqual(Math.ceil(ENTRIES / PACED_MAX_ROWS))
  })

  // Through HTTP the body is also read, scanned for too precise numbers and parsed, each as one piece of work
  // on the whole text (about 0.3 s for these 9 MiB): only the answers are checked here.
  it('imports a large document through the route', { timeout: 120_000 }, async () => {
    const session = await t.asUser()
    const response = await t.request(PATH, { method: 'POST', body: JSON.stringify(documentOf(ENTRIES)), headers: session.headers })
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ lancamentos: ENTRIES + 3, parcelamentos: 1, mensais: 3 })
  })

  it('refuses a large document naming the field in a later slice', { timeout: 120_000 }, async () => {
    const session = await t.asUser()
    const doc = documentOf(ENTRIES) as Doc
    doc.lancamentos[ENTRIES - 5_000]!.categoriaId = 70
    const response = await t.request(PATH, { method: 'POST', body: JSON.stringify(doc), headers: session.headers })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'unknown_category', errors: { [`lancamentos.${ENTRIES - 5_000}.categoriaId`]: expect.any(String) } })
  })

  it('still documents the request body in the OpenAPI document', async () => {
    const response = await t.request('/api/openapi.json')
    const openapi = (await response.json()) as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>> }
    const schema = openapi.paths[PATH]?.post?.requestBody?.content['application/json']?.schema
    expect(JSON.stringify(schema)).toContain('lancamentos')
  })
})
