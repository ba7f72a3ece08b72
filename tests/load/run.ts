// `npm run test:load`: LOAD_USERS (200) users for LOAD_SECONDS (60) s against the real
// server on loopback (`node --import tsx server/src/index.ts`, fresh DATA_DIR on PGlite; again on a
// fresh PostgreSQL database when DATABASE_URL is set). Every user signs up and in beforehand, then
// loops over a mix of book and finance calls on its own keep-alive connection, with no pause:
// a page of books, create, read, update and (every other time) delete a book, the entries of a month,
// create and pay an entry, (every third time) create an installment plan and read its schedule, and
// the month summary. Meanwhile a prober opens a new connection every 200 ms and asks /api/health.
//
// Passes with 0 errors (any unexpected status or failed request), 0 lost writes (each user's rows,
// read back afterwards, are exactly its acknowledged creates minus its acknowledged deletes) and
// new-connection p99 ≤ 1 s. Prints the figures per backend; exits 1 when a target is missed.
// Bounded: the loops stop at the deadline (and after LOAD_MAX_ITERATIONS per user).
import { mkdtempSync, rmSync } from 'node:fs'
import { Agent } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { backends, client, freshPostgres, ms, percentile, sleep, startServer, stopServer, type Answer } from '../probes/server'

const USERS = Number(process.env.LOAD_USERS ?? 200)
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60)
const MAX_ITERATIONS = Number(process.env.LOAD_MAX_ITERATIONS ?? 10_000)
const NEW_CONNECTION_EVERY_MS = 200
const NEW_CONNECTION_TARGET_MS = 1_000
const PASSWORD = 'load-probe-password'
const MONTH = '?dataInicio=2026-11-01&dataFim=2026-11-30'
const QUARTER = '?dataInicio=2026-11-01&dataFim=2027-01-31'

class Unexpected extends Error {}

interface User {
  index: number
  api: ReturnType<typeof client>
  categoryId: number
  holderId: number
  books: Set<number>
  entries: Set<number>
  plans: Set<number>
}

interface Stats {
  latencies: Map<string, number[]>
  errors: Map<string, number>
  errorSamples: string[]
  operations: number
}

function record(stats: Stats, op: string, answer: Answer) {
  stats.operations++
  const list = stats.latencies.get(op) ?? []
  list.push(answer.ms)
  stats.latencies.set(op, list)
}

function fail(stats: Stats, op: string, detail: string) {
  stats.errors.set(op, (stats.errors.get(op) ?? 0) + 1)
  if (stats.errorSamples.length < 20) stats.errorSamples.push(`${op}: ${detail}`)
}

/** One call that must answer `status`; its latency is recorded under `op`. */
async function expectCall(stats: Stats, user: User, op: string, status: number, method: string, path: string, body?: unknown): Promise<Answer> {
  let answer: Answer
  try {
    answer = await user.api.call(method, path, body)
  } catch (error) {
    fail(stats, op, error instanceof Error ? error.message : String(error))
    throw new Unexpected(op)
  }
  record(stats, op, answer)
  if (answer.status !== status) {
    fail(stats, op, `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`)
    throw new Unexpected(op)
  }
  return answer
}

const address = (index: number) => `10.2.${Math.floor(index / 250)}.${(index % 250) + 1}`

async function createUser(base: string, index: number, stats: Stats): Promise<User> {
  const api = client(base, { agent: new Agent({ keepAlive: true, maxSockets: 1 }), address: address(index) })
  const user: User = { index, api, categoryId: 0, holderId: 0, books: new Set(), entries: new Set(), plans: new Set() }
  const username = `load_${index}_${Date.now().toString(36)}`
  await expectCall(stats, user, 'setup: sign-up', 201, 'POST', '/api/auth/v1', { nomeUsuario: username, senha: PASSWORD, nomeCompleto: 'Load Probe' })
  const tokens = (await expectCall(stats, user, 'setup: sign-in', 200, 'POST', '/api/auth/v1/signin', { nomeUsuario: username, senha: PASSWORD })).body as { accessToken: string }
  api.setToken(tokens.accessToken)
  user.categoryId = ((await expectCall(stats, user, 'setup: category', 201, 'POST', '/v1/api/categoria', { nomeCategoria: 'Casa', tipoCategoria: 'Despesa' })).body as { id: number }).id
  user.holderId = ((await expectCall(stats, user, 'setup: holder', 201, 'POST', '/v1/api/pessoaconta', { nomePessoa: 'Titular' })).body as { id: number }).id
  return user
}

async function iteration(stats: Stats, user: User, i: number) {
  const book = { titulo: `Livro ${i}`, Escritor: 'Autora', preco: 10 + (i % 90), dataLancamento: '2024-05-10' }
  await expectCall(stats, user, 'GET books page', 200, 'GET', '/v1/api/livro/desc/4/1')
  const code = ((await expectCall(stats, user, 'POST book', 201, 'POST', '/v1/api/livro', book)).body as { code: number }).code
  user.books.add(code)
  await expectCall(stats, user, 'GET book', 200, 'GET', `/v1/api/livro/${code}`)
  await expectCall(stats, user, 'PUT book', 200, 'PUT', '/v1/api/livro', { code, ...book, titulo: `Livro ${i} (2ª ed.)` })
  if (i % 2 === 1) {
    await expectCall(stats, user, 'DELETE book', 204, 'DELETE', `/v1/api/livro/${code}`)
    user.books.delete(code)
  }
  await expectCall(stats, user, 'GET entries of a month', 200, 'GET', `/v1/api/lancamento/periodo${MONTH}`)
  const entry = { dataLancamento: '2026-11-10T10:00:00-03:00', descricao: `Conta ${i}`, valor: 12.34, tipoLancamento: 'Despesa', categoriaId: user.categoryId, situacao: 'A Pagar' }
  const entryId = ((await expectCall(stats, user, 'POST entry', 201, 'POST', '/v1/api/lancamento', entry)).body as { id: number }).id
  user.entries.add(entryId)
  await expectCall(stats, user, 'PUT pay entry', 200, 'PUT', `/v1/api/lancamento/${entryId}/pagar`, { valorPago: 12.34, dataPagamento: '2026-11-12' })
  if (i % 3 === 0) {
    const plan = { descricao: `Plano ${i}`, valorTotal: 300, numeroParcelas: 3, dataPrimeiraParcela: '2026-11-20', pessoaContaId: user.holderId }
    const planId = ((await expectCall(stats, user, 'POST plan', 201, 'POST', '/v1/api/parcelamento', plan)).body as { id: number }).id
    user.plans.add(planId)
    const schedule = (await expectCall(stats, user, 'GET plan schedule', 200, 'GET', `/v1/api/parcelamento/${planId}/mensais`)).body as unknown[]
    if (schedule.length !== 3) fail(stats, 'GET plan schedule', `${schedule.length} installments of 3`)
  }
  await expectCall(stats, user, 'GET month summary', 200, 'GET', `/v1/api/lancamento/resumo-mensal${QUARTER}`)
}

async function runUser(stats: Stats, user: User, deadline: number) {
  for (let i = 0; i < MAX_ITERATIONS && Date.now() < deadline; i++) {
    try {
      await iteration(stats, user, i)
    } catch (error) {
      if (!(error instanceof Unexpected)) throw error
      // Counted; the user goes on with its next iteration.
    }
  }
}

/** A new connection every NEW_CONNECTION_EVERY_MS until the deadline: connect + GET /api/health. */
async function probeNewConnections(base: string, deadline: number, stats: Stats): Promise<number[]> {
  const latencies: number[] = []
  const probes: Promise<void>[] = []
  let index = 0
  while (Date.now() < deadline) {
    const api = client(base, { agent: false, address: `10.3.0.${(index++ % 250) + 1}` })
    probes.push(
      api.call('GET', '/api/health').then(
        (answer) => {
          latencies.push(answer.ms)
          if (answer.status !== 200) fail(stats, 'new connection: GET /api/health', String(answer.status))
        },
        (error: unknown) => fail(stats, 'new connection: GET /api/health', error instanceof Error ? error.message : String(error)),
      ),
    )
    await sleep(NEW_CONNECTION_EVERY_MS)
  }
  await Promise.all(probes)
  return latencies
}

/** Each user's rows read back: exactly the acknowledged creates minus the acknowledged deletes. */
async function lostWrites(users: User[]): Promise<{ lost: number; extra: number; samples: string[] }> {
  let lost = 0
  let extra = 0
  const samples: string[] = []
  const note = (line: string) => {
    if (samples.length < 20) samples.push(line)
  }
  const compare = (user: User, what: string, expected: Set<number>, found: Set<number>) => {
    for (const id of expected) {
      if (found.has(id)) continue
      lost++
      note(`user ${user.index}: ${what} ${id} missing`)
    }
    for (const id of found) {
      if (expected.has(id)) continue
      extra++
      note(`user ${user.index}: ${what} ${id} never acknowledged`)
    }
  }
  for (const user of users) {
    const books = new Set<number>()
    for (let page = 1; ; page++) {
      const answer = await user.api.call('GET', `/v1/api/livro/desc/50/${page}`)
      if (answer.status === 404) break
      if (answer.status !== 200) throw new Error(`reading back books: ${answer.status}`)
      const rows = answer.body as Array<{ code: number }>
      for (const row of rows) books.add(row.code)
      if (rows.length < 50) break
    }
    compare(user, 'book', user.books, books)
    const entries = await user.api.call('GET', `/v1/api/lancamento/periodo${MONTH}`)
    if (entries.status !== 200) throw new Error(`reading back entries: ${entries.status}`)
    const rows = entries.body as Array<{ id: number; parcelamentoMensalId: number | null; situacao: string }>
    const own = rows.filter((row) => row.parcelamentoMensalId === null)
    compare(user, 'entry', user.entries, new Set(own.map((row) => row.id)))
    for (const row of own) {
      if (row.situacao === 'Pago') continue
      lost++
      note(`user ${user.index}: entry ${row.id} lost its payment`)
    }
    const plans = await user.api.call('GET', '/v1/api/parcelamento')
    if (plans.status !== 200) throw new Error(`reading back plans: ${plans.status}`)
    compare(user, 'plan', user.plans, new Set((plans.body as Array<{ id: number }>).map((plan) => plan.id)))
  }
  return { lost, extra, samples }
}

async function loadBackend(label: 'PGlite' | 'PostgreSQL') {
  const dataDir = mkdtempSync(join(tmpdir(), 'portfolio-load-'))
  const database = label === 'PostgreSQL' ? await freshPostgres(process.env.DATABASE_URL!, 'load') : undefined
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '' })
  const stats: Stats = { latencies: new Map(), errors: new Map(), errorSamples: [], operations: 0 }
  try {
    // Sign-up and sign-in beforehand, 20 users at a time.
    const users: User[] = []
    for (let start = 0; start < USERS; start += 20) {
      users.push(...(await Promise.all(Array.from({ length: Math.min(20, USERS - start) }, (_, k) => createUser(server.base, start + k, stats)))))
    }
    const setupOperations = stats.operations
    stats.latencies.clear()

    const started = Date.now()
    const deadline = started + SECONDS * 1000
    const [newConnections] = await Promise.all([probeNewConnections(server.base, deadline, stats), ...users.map((user) => runUser(stats, user, deadline))])
    const elapsed = (Date.now() - started) / 1000
    const operations = stats.operations - setupOperations
    const check = await lostWrites(users)

    const all = [...stats.latencies.values()].flat()
    const row = (values: number[]) => ({
      calls: values.length,
      'p50 ms': ms(percentile(values, 50)),
      'p95 ms': ms(percentile(values, 95)),
      'p99 ms': ms(percentile(values, 99)),
      'max ms': ms(Math.max(...values)),
    })
    const table: Record<string, ReturnType<typeof row>> = { 'all calls': row(all) }
    for (const [op, values] of stats.latencies) table[op] = row(values)
    table['new connection: GET /api/health'] = row(newConnections)
    const errors = [...stats.errors.values()].reduce((sum, n) => sum + n, 0)
    const newConnectionP99 = percentile(newConnections, 99)

    console.info(`\n${label}: ${USERS} users, ${elapsed.toFixed(1)} s, ${operations} calls (${Math.round(operations / elapsed)}/s), ${errors} errors, ${check.lost} lost writes, ${check.extra} unacknowledged rows`)
    console.table(table)
    const verdicts = [
      [`errors ${errors}`, errors === 0],
      [`lost writes ${check.lost} (+${check.extra} never acknowledged)`, check.lost === 0 && check.extra === 0],
      [`new-connection p99 ${ms(newConnectionP99)} ms (target ≤ ${NEW_CONNECTION_TARGET_MS} ms)`, newConnectionP99 <= NEW_CONNECTION_TARGET_MS],
    ] as const
    for (const [what, ok] of verdicts) console.info(`${ok ? 'PASS' : 'FAIL'}  ${what}`)
    for (const sample of [...stats.errorSamples, ...check.samples]) console.info(`  ${sample}`)
    return verdicts.every(([, ok]) => ok)
  } finally {
    await stopServer(server)
    rmSync(dataDir, { recursive: true, force: true })
    await database?.drop()
  }
}

let passed = true
for (const label of backends()) passed = (await loadBackend(label)) && passed
if (!passed) process.exit(1)
