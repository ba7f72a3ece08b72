import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { PGliteThread } from '@server/db/pglite-thread'
import { userDataSchema } from '@contract/user-data'
import { client, sleep, startServer, stopServer, type ServerProcess } from '../probes/server'
import { largeDocument } from './support/user-data-documents'

// A data import that the server's end stops midway (docs/decisions/0010-imports-in-short-transactions.md): on PGlite
// the import commits statement by statement behind a mark, so a SIGKILL in the middle leaves the mark and part of the
// document on disk. The next start must undo it: the account empty again and no mark, and the same document
// imported afterwards yields exactly its data. The real server on a PGlite DATA_DIR (whatever DATABASE_URL says).

const PATH = '/v1/api/usuario/dados'
const PASSWORD = 'crash-import-password'
/** Entries enough for a write of some seconds on PGlite (a document of about 14 MiB). */
const ENTRIES = 30_000

const folders: string[] = []
const servers: ServerProcess[] = []
afterAll(async () => {
  for (const server of servers) await stopServer(server)
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

async function start(dataDir: string): Promise<ServerProcess> {
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' })
  servers.push(server)
  return server
}

async function signIn(server: ServerProcess, username: string, create: boolean) {
  const api = client(server.base, { agent: false, address: '10.9.0.1', timeoutMs: 300_000 })
  if (create) expect((await api.call('POST', '/api/auth/v1', { nomeUsuario: username, senha: PASSWORD, nomeCompleto: 'Crash Import' })).status).toBe(201)
  const tokens = await api.call('POST', '/api/auth/v1/signin', { nomeUsuario: username, senha: PASSWORD })
  expect(tokens.status).toBe(200)
  api.setToken((tokens.body as { accessToken: string }).accessToken)
  return api
}

/** The mark and the user's rows of each kind as the folder holds them, read with the server stopped (no undo on open). */
async function onDisk(dataDir: string, username: string) {
  const thread = await PGliteThread.start({ folder: join(dataDir, 'pglite') })
  try {
    const count = async (query: string) => (await thread.query<{ n: number }>(query, [username])).rows[0]!.n
    const owned = (table: string) => count(`select count(*)::int as n from ${table} where user_id = (select id from users where username = $1)`)
    return {
      marks: await count('select count(*)::int as n from user_data_imports where user_id = (select id from users where username = $1)'),
      categories: await owned('categories'),
      entries: await owned('entries'),
    }
  } finally {
    await thread.close()
  }
}

describe('an import killed midway (PGlite)', () => {
  it('is undone at the next start: no rows, no mark; the same document then imports whole', { timeout: 600_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portfolio-import-crash-'))
    folders.push(dataDir)
    const username = `crash_${Date.now().toString(36)}`
    const document = largeDocument(ENTRIES)

    const first = await start(dataDir)
    const api = await signIn(first, username, true)
    const importing = api.call('POST', PATH, document).catch((error: Error) => error)
    // The user's own calls answer 409 once the mark is written: the import is in its short transactions.
    for (let tries = 0; ; tries++) {
      expect(tries, 'the import never reached its writes').toBeLessThan(3000)
      const answer = await api.call('GET', '/v1/api/categoria')
      if (answer.status === 409) break
      expect(answer.status).toBe(200)
      await sleep(10)
    }
    await sleep(500)
    first.child.kill('SIGKILL')
    await first.exited
    expect(await importing, 'the import answered before the kill').toBeInstanceOf(Error)

    // What the kill left: the mark and part of the document.
    const left = await onDisk(dataDir, username)
    expect(left.marks).toBe(1)
    expect(left.categories).toBe(2)
    expect(left.entries).toBeLessThan(ENTRIES + 3)

    const second = await start(dataDir)
    expect(second.output()).toMatch(/Data imports that stopped midway were undone/)
    const again = await signIn(second, username, false)
    const categories = await again.call('GET', '/v1/api/categoria')
    expect([categories.status, categories.body]).toEqual([200, []])
    const exported = userDataSchema.parse((await again.call('GET', PATH)).body)
    for (const kind of ['livros', 'categorias', 'cartoes', 'pessoas', 'contasBancarias', 'transferencias', 'pagamentosFatura', 'lancamentos', 'parcelamentos', 'recorrencias', 'orcamentos'] as const) {
      expect(exported[kind], kind).toEqual([])
    }

    // The same document again: all of it, once.
    const imported = await again.call('POST', PATH, document)
    expect(imported.status, JSON.stringify(imported.body).slice(0, 300)).toBe(201)
    expect(imported.body).toMatchObject({ lancamentos: ENTRIES + 3, categorias: 2, mensais: 3, recorrencias: 1 })
    const whole = userDataSchema.parse((await again.call('GET', PATH)).body)
    expect(whole.lancamentos.map((entry) => entry.descricao).sort()).toEqual((document.lancamentos as Array<{ descricao: string }>).map((entry) => entry.descricao).sort())
    await stopServer(second)

    expect(await onDisk(dataDir, username)).toMatchObject({ marks: 0, categories: 2, entries: ENTRIES + 3 })
  })
})
