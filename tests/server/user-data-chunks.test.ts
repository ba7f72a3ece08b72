import { eq, getTableName, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultRouteModules, type RouteModule } from '@server/app'
import { openDatabase, type DatabaseHandle } from '@server/db/client'
import { discardInterruptedImports, importsUnderWay, markImport, USER_DATA_TABLES } from '@server/db/import-marker'
import { categories, entries, users } from '@server/db/schema'
import { ownedBy } from '@server/db/scope'
import { createHeavyWork, type HeavyWork } from '@server/http/heavy-work'
import { prewritten } from '@server/http/json-text'
import { createRouter } from '@server/http/openapi'
import { caseInsensitive, parseInSlices } from '@server/http/validation'
import { createUserDataService, type UserDataServiceOptions } from '@server/services/user-data'
import { userDataCountsSchema, userDataImportParts, userDataSchema, type UserData, type UserDataImport } from '@contract/user-data'
import { createTestApp, createTestClock, type AuthSession, type TestApp } from './support/test-app'
import { largeDocument, withoutIds } from './support/user-data-documents'

// Heavy work off the request path (docs/architecture.md#heavy-work): a data import is written in short statements and
// an export read in pages, giving way to other calls between them. On PGlite, whose one connection a transaction
// holds for everyone, the import is many short transactions behind a mark (docs/decisions/0010-imports-in-short-transactions.md):
// other users are served between them, the importing user's own calls are refused meanwhile (409) so that no one
// sees half a document, and an import that stops midway is undone. On PostgreSQL each is one transaction.

const PATH = '/v1/api/usuario/dados'
const { document: documentSchema, checkLinks } = userDataImportParts(caseInsensitive)
/** Entries of the documents here: the first statement writes 200, so the import takes several. */
const ENTRIES = 2_500
/** Generous on a loaded 2-core machine: a call that waits for a whole import or export does not come back at all. */
const SERVED_WITHIN_MS = 20_000

async function parsed(input: unknown): Promise<UserDataImport> {
  const result = await parseInSlices(documentSchema, input, checkLinks)
  expect(result.error).toBeUndefined()
  return result.data!
}

async function userIdOf(t: TestApp, session: AuthSession): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, session.username))
  return row!.id
}

/** Rows of each of the user's data tables. */
async function rowsOf(db: DatabaseHandle['db'], userId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of USER_DATA_TABLES) {
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(table).where(ownedBy(table, userId))
    counts[getTableName(table)] = row!.count
  }
  return counts
}
const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, count) => sum + count, 0)

/** `promise`, or 'timeout' after `ms`. */
const within = <T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> =>
  Promise.race([promise, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms).unref())])

/** Whether `promise` has settled by now (after the pending callbacks ran). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false
  void promise.then(
    () => (done = true),
    () => (done = true),
  )
  await new Promise((resolve) => setTimeout(resolve, 0))
  return done
}

/** Waits for the work to pause; fails at once when it answers first. */
async function pausedOrFailed(paused: Promise<void>, work: Promise<Response>) {
  const first = await Promise.race([paused.then(() => undefined), work])
  if (first) expect.fail(`answered ${first.status} before pausing: ${await first.clone().text()}`)
}

function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { open, opened }
}

/** The service of the app's own user-data routes, with a hook after each step (set per test); the app's heavy work. */
let afterStep: UserDataServiceOptions['afterStep']
let appHeavyWork: HeavyWork | undefined
const pausable: RouteModule = (deps) => {
  appHeavyWork = deps.heavyWork
  const router = createRouter()
  const service = createUserDataService({ db: deps.db, clock: deps.clock, shortTransactions: deps.dbKind === 'pglite', heavy: deps.heavyWork, afterStep: (work, table) => afterStep?.(work, table) })
  // Outside /v1/api: the heavy work's guard leaves these alone, as it does the user-data path. The import takes
  // largeDocument(?entries) (a body here may be 64 KiB at most).
  router.post('/test/user-data', deps.requireUser, async (c) => c.json(await service.importData(c.var.user.id, await parsed(largeDocument(Number(c.req.query('entries'))))), 201))
  router.get('/test/user-data', deps.requireUser, async (c) => c.json(prewritten((await service.exportData(c.var.user.id)).json), 200))
  return router
}

function suite(name: string, open: () => Promise<DatabaseHandle | undefined>) {
  describe(name, () => {
    let t: TestApp
    let database: DatabaseHandle | undefined
    beforeAll(async () => {
      database = await open()
      t = await createTestApp({
        clock: createTestClock(Date.parse('2026-11-15T12:30:00Z')),
        config: { writeLimitPerMinute: 1_000_000_000 },
        routes: [...defaultRouteModules, pausable],
        ...(database ? { database } : {}),
      })
    })
    afterAll(async () => {
      await t.close()
      await database?.close()
    })

    const get = (session: AuthSession, path: string, language = 'en') => t.request(path, { headers: session.headers, language })
    const exportOf = async (session: AuthSession): Promise<UserData> => {
      const response = await get(session, PATH)
      const text = await response.text()
      expect(response.status, text).toBe(200)
      return userDataSchema.parse(JSON.parse(text))
    }
    const pglite = () => t.dbKind === 'pglite'

    it("serves another user's call between the import's statements", { timeout: 120_000 }, async () => {
      const [importer, other] = [await t.asUser(), await t.asUser()]
      await t.request('/v1/api/categoria', { headers: other.headers, body: { nomeCategoria: 'Casa', tipoCategoria: 'Despesa' } })
      let statements = 0
      let served: Response | 'timeout' | undefined
      const service = createUserDataService({
        db: t.db,
        clock: t.clock,
        shortTransactions: pglite(),
        heavy: createHeavyWork({ heavyPaths: [], perUser: pglite() }),
        afterStep: async (_work, table) => {
          // In the middle of the entries: the other user's call must come back before the import goes on.
          if (table === 'entries' && ++statements === 2) served = await within(get(other, '/v1/api/categoria'), SERVED_WITHIN_MS)
        },
      })
      const counts = await service.importData(await userIdOf(t, importer), await parsed(largeDocument(ENTRIES)))
      expect(counts).toMatchObject({ lancamentos: ENTRIES + 3, mensais: 3, recorrencias: 1 })
      expect(statements).toBeGreaterThan(2)
      expect(served, 'the other user waited for the whole import').not.toBe('timeout')
      expect((served as Response).status).toBe(200)
      expect(((await (served as Response).json()) as Array<{ nomeCategoria: string }>).map((row) => row.nomeCategoria)).toEqual(['Casa'])
    })

    it("the user's own calls during their import never see half of it", { timeout: 120_000 }, async () => {
      const [importer, other] = [await t.asUser(), await t.asUser()]
      const paused = gate()
      const resume = gate()
      let statements = 0
      afterStep = async (work, table) => {
        if (work === 'import' && table === 'entries' && ++statements === 2) {
          paused.open()
          await resume.opened
        }
      }
      try {
        const importing = t.request(`/test/user-data?entries=${ENTRIES}`, { method: 'POST', headers: importer.headers })
        await pausedOrFailed(paused.opened, importing)
        const again = t.request(PATH, { method: 'POST', headers: importer.headers, body: largeDocument(3) })
        if (pglite()) {
          // Written in short transactions: the user's calls are refused until the import ends (translated).
          for (const [language, message] of [
            ['pt-BR', 'Seus dados estão sendo importados: tente de novo em instantes.'],
            ['en', 'Your data is being imported: try again in a moment.'],
          ] as const) {
            const refused = await within(get(importer, '/v1/api/categoria', language), SERVED_WITHIN_MS)
            expect(refused === 'timeout' ? refused : refused.status).toBe(409)
            expect(await (refused as Response).json()).toEqual({ code: 'data_import_in_progress', message })
          }
          expect((await get(importer, `/v1/api/lancamento/periodo?dataInicio=2026-01-01&dataFim=2026-12-31`)).status).toBe(409)
          expect((await t.request('/v1/api/categoria', { headers: importer.headers, body: { nomeCategoria: 'Nova', tipoCategoria: 'Despesa' } })).status).toBe(409)
          expect((await get(importer, PATH)).status).toBe(409)
        } else {
          // One transaction: the user reads their account as it was, empty.
          expect(await (await get(importer, '/v1/api/categoria')).json()).toEqual([])
          expect((await exportOf(importer)).lancamentos).toEqual([])
        }
        // Another user is served meanwhile.
        const served = await within(get(other, '/v1/api/categoria'), SERVED_WITHIN_MS)
        expect(served === 'timeout' ? served : served.status).toBe(200)
        // A second import of the user waits for the first, then finds the account has data.
        expect(await settled(again)).toBe(false)
        resume.open()
        const imported = await importing
        expect(imported.status, await imported.clone().text()).toBe(201)
        expect(userDataCountsSchema.parse(await imported.json())).toMatchObject({ lancamentos: ENTRIES + 3 })
        const second = await again
        expect([second.status, ((await second.json()) as { code: string }).code]).toEqual([409, 'account_not_empty'])
        // Afterwards the user's calls are answered, over the whole document.
        const after = await get(importer, '/v1/api/categoria')
        expect(after.status).toBe(200)
        expect(((await after.json()) as unknown[]).length).toBe(2)
        expect((await exportOf(importer)).lancamentos).toHaveLength(ENTRIES + 3)
      } finally {
        afterStep = undefined
        resume.open()
      }
    })

    it("an export is one state of the user's rows while they write", { timeout: 120_000 }, async () => {
      const [owner, other] = [await t.asUser(), await t.asUser()]
      const service = createUserDataService({ db: t.db, clock: t.clock, shortTransactions: pglite() })
      await service.importData(await userIdOf(t, owner), await parsed(largeDocument(ENTRIES)))
      const [category] = (await (await get(owner, '/v1/api/categoria')).json()) as Array<{ id: number }>
      const paused = gate()
      const resume = gate()
      let pages = 0
      afterStep = async (work) => {
        if (work === 'export' && ++pages === 1) {
          paused.open()
          await resume.opened
        }
      }
      try {
        const exporting = t.request('/test/user-data', { headers: owner.headers })
        await pausedOrFailed(paused.opened, exporting)
        const write = t.request('/v1/api/lancamento', {
          headers: owner.headers,
          body: { descricao: 'Durante a exportação', valor: 5, dataLancamento: '2026-11-10', tipoLancamento: 'Despesa', situacao: 'A Pagar', categoriaId: category!.id },
        })
        await new Promise((resolve) => setTimeout(resolve, 300))
        // PGlite reads the export in short reads: the user's write waits for it. PostgreSQL reads one snapshot: it need not.
        expect(await settled(write)).toBe(!pglite())
        const served = await within(get(other, '/v1/api/categoria'), SERVED_WITHIN_MS)
        expect(served === 'timeout' ? served : served.status).toBe(200)
        resume.open()
        const exported = await exporting
        expect(exported.status).toBe(200)
        const document = userDataSchema.parse(await exported.json())
        expect(document.lancamentos).toHaveLength(ENTRIES + 3)
        expect(document.lancamentos.map((entry) => entry.id)).toEqual([...document.lancamentos.map((entry) => entry.id)].sort((a, b) => a - b))
        expect((await write).status).toBe(201)
        expect((await exportOf(owner)).lancamentos).toHaveLength(ENTRIES + 4)
      } finally {
        afterStep = undefined
        resume.open()
      }
    })

    /** An import of `userId` that fails after its second statement of entries; the statements it wrote. */
    const importStoppedMidway = async (userId: number) => {
      let statements = 0
      const failing = createUserDataService({
        db: t.db,
        clock: t.clock,
        shortTransactions: pglite(),
        afterStep: (_work, table) => {
          if (table === 'entries' && ++statements === 2) throw new Error('stopped midway')
        },
      })
      await expect(failing.importData(userId, await parsed(largeDocument(ENTRIES)))).rejects.toThrow('stopped midway')
      return statements
    }

    it('an import that fails midway leaves the account empty, unmarked and usable', { timeout: 120_000 }, async () => {
      const session = await t.asUser()
      const userId = await userIdOf(t, session)
      expect(await importStoppedMidway(userId)).toBe(2)
      expect(total(await rowsOf(t.db, userId))).toBe(0)
      expect(await importsUnderWay(t.db)).toBe(0)
      expect(await (await get(session, '/v1/api/categoria')).json()).toEqual([])
      const response = await t.request(PATH, { method: 'POST', headers: session.headers, body: largeDocument(ENTRIES) })
      expect(response.status, await response.clone().text()).toBe(201)
    })

    it('an import that fails midway into a new account puts its default categories back', { timeout: 120_000 }, async () => {
      const session = await t.asUser(undefined, { defaultCategories: true, language: 'en' })
      const userId = await userIdOf(t, session)
      const namesOf = async () => ((await (await get(session, '/v1/api/categoria')).json()) as Array<{ nomeCategoria: string; tipoCategoria: string }>).map((row) => `${row.tipoCategoria} ${row.nomeCategoria}`).sort()
      const defaults = await namesOf()
      expect(defaults).toHaveLength(21)
      expect(defaults).toContain('Despesa Groceries')
      await importStoppedMidway(userId)
      expect(await namesOf()).toEqual(defaults)
      expect(await importsUnderWay(t.db)).toBe(0)
    })

    it('round trip of a document written in many statements: export, import, export give the same data', { timeout: 120_000 }, async () => {
      const [first, second] = [await t.asUser(), await t.asUser()]
      const imported = await t.request(PATH, { method: 'POST', headers: first.headers, body: largeDocument(ENTRIES) })
      expect(userDataCountsSchema.parse(await imported.json())).toEqual({
        livros: 1, categorias: 2, cartoes: 1, pessoas: 1, contasBancarias: 2, transferencias: 1, pagamentosFatura: 0, lancamentos: ENTRIES + 3, parcelamentos: 1, mensais: 3, recorrencias: 1, orcamentos: 1,
      })
      const exported = await exportOf(first)
      expect(exported.lancamentos).toHaveLength(ENTRIES + 3)
      expect(exported.lancamentos.filter((entry) => entry.cartaoId !== null)).toHaveLength(Math.floor((ENTRIES - 2) / 6) + 1)
      const again = await t.request(PATH, { method: 'POST', headers: second.headers, body: exported })
      expect(again.status, await again.clone().text()).toBe(201)
      expect(withoutIds(await exportOf(second))).toEqual(withoutIds(exported))
    })
  })
}

suite('on the test database (PGlite, or PostgreSQL with DATABASE_URL)', async () => undefined)

// What only PGlite does (short transactions behind a mark), on PGlite whatever DATABASE_URL says.
describe('an import that stopped midway (PGlite)', () => {
  let t: TestApp
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await openDatabase({ memory: true })
    t = await createTestApp({ database, clock: createTestClock(Date.parse('2026-11-15T12:30:00Z')), config: { writeLimitPerMinute: 1_000_000_000 }, routes: [...defaultRouteModules, pausable] })
  })
  afterAll(async () => {
    await t.close()
    await database.close()
  })

  /** What a stopped import leaves: its mark, a category and a few entries. */
  async function leftover(userId: number) {
    await t.db.transaction(async (tx) => {
      await markImport(tx, userId)
      const [category] = await tx.insert(categories).values({ userId, nomeCategoria: 'Metade', tipoCategoria: 'Despesa' }).returning({ id: categories.id })
      await tx.insert(entries).values(
        Array.from({ length: 3 }, (_, index) => ({ userId, descricao: `Metade ${index}`, valor: '1.00', tipoLancamento: 'Despesa' as const, situacao: 'A Pagar' as const, categoriaId: category!.id, dataLancamento: new Date('2026-11-10T12:00:00Z') })),
      )
    })
  }

  it('at open, the marked accounts are emptied and unmarked; the others are left alone', async () => {
    const [stopped, kept] = [await t.asUser(), await t.asUser()]
    const [stoppedId, keptId] = [await userIdOf(t, stopped), await userIdOf(t, kept)]
    await leftover(stoppedId)
    expect((await t.request('/v1/api/categoria', { headers: kept.headers, body: { nomeCategoria: 'Casa', tipoCategoria: 'Despesa' } })).status).toBe(201)
    expect(total(await rowsOf(t.db, stoppedId))).toBe(4)
    expect(await discardInterruptedImports(t.db)).toEqual([stoppedId])
    expect(total(await rowsOf(t.db, stoppedId))).toBe(0)
    expect(await rowsOf(t.db, keptId)).toMatchObject({ categories: 1 })
    expect(await importsUnderWay(t.db)).toBe(0)
    expect(await discardInterruptedImports(t.db)).toEqual([])
  })

  it("the user's next import deletes what a stopped one left, and yields exactly its own document", { timeout: 120_000 }, async () => {
    const [session, reference] = [await t.asUser(), await t.asUser()]
    const userId = await userIdOf(t, session)
    await leftover(userId)
    // The undo of the stopped import failed: the user's calls are refused until an import of theirs ends.
    appHeavyWork!.interrupted(userId, true)
    expect((await t.request('/v1/api/categoria', { headers: session.headers })).status).toBe(409)
    expect((await t.request(PATH, { headers: session.headers })).status).toBe(409)
    const response = await t.request(PATH, { method: 'POST', headers: session.headers, body: largeDocument(ENTRIES) })
    expect(response.status, await response.clone().text()).toBe(201)
    expect((await t.request(PATH, { method: 'POST', headers: reference.headers, body: largeDocument(ENTRIES) })).status).toBe(201)
    const [mine, theirs] = await Promise.all(
      [session, reference].map(async (user) => userDataSchema.parse(await (await t.request(PATH, { headers: user.headers })).json())),
    )
    expect(mine!.categorias.map((row) => row.nomeCategoria)).toEqual(['Mercado', 'Salário'])
    expect(withoutIds(mine!)).toEqual(withoutIds(theirs!))
    expect(await importsUnderWay(t.db)).toBe(0)
  })
})
