// `npm run test:crash`: crash safety of the real server. A write load (books created,
// updated and deleted; entries created and paid; installment plans created) runs against
// `node --import tsx server/src/index.ts` on a temp DATA_DIR (PGlite), the server is SIGKILLed in the
// middle of it, started again on the same data, and every acknowledged write must be there as
// acknowledged; the restart must be clean (healthy, no error logged). Three rounds on one data set;
// PGlite always, PostgreSQL too when DATABASE_URL is set (a fresh database on that server).
//
// Loopback only, bounded: CRASH_ROUNDS (3) rounds of CRASH_WRITERS (20) writers, each killed 3–8 s
// into its load. Prints a table per backend; exits 1 when a write is missing or a start is not clean.
import { mkdtempSync, rmSync } from 'node:fs'
import { Agent } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { backends, client, freshPostgres, ms, sleep, startServer, stopServer, type Answer, type ServerProcess } from '../probes/server'

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3)
const WRITERS = Number(process.env.CRASH_WRITERS ?? 20)
const PASSWORD = 'crash-probe-password'
/** Every date the writers use (entries on 2026-11-10, plans of up to 6 installments from 2026-11-15), within the 366 days one periodo call may span. */
const PERIOD = { start: '2026-11-01', end: '2027-10-31' }

interface BookState {
  titulo: string
  preco: number
}

/** What one user was told: rows acknowledged with their content, and what was in flight at the kill. */
interface Ledger {
  books: Map<number, BookState>
  deletedBooks: Set<number>
  entries: Map<number, { descricao: string; paid: boolean }>
  plans: Map<number, { descricao: string; parcelas: number }>
  /** Writes whose answer never came (the kill): they may or may not have happened. */
  uncertain: {
    bookTitles: Set<string>
    bookUpdates: Map<number, BookState>
    bookDeletes: Set<number>
    entryDescriptions: Set<string>
    entryPays: Set<number>
    planDescriptions: Set<string>
  }
}

interface Writer {
  username: string
  api: ReturnType<typeof client>
  categoryId: number
  holderId: number
  ledger: Ledger
}

const newLedger = (): Ledger => ({
  books: new Map(),
  deletedBooks: new Set(),
  entries: new Map(),
  plans: new Map(),
  uncertain: { bookTitles: new Set(), bookUpdates: new Map(), bookDeletes: new Set(), entryDescriptions: new Set(), entryPays: new Set(), planDescriptions: new Set() },
})

function expectStatus(answer: Answer, status: number, what: string): Answer {
  if (answer.status !== status) throw new Error(`${what}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer
}

let sequence = 0
const unique = (prefix: string) => `${prefix} ${process.pid}-${++sequence}`

async function createWriters(base: string): Promise<Writer[]> {
  return Promise.all(
    Array.from({ length: WRITERS }, async (_, index) => {
      const username = `crash_${index}_${Date.now().toString(36)}`
      const api = client(base, { agent: new Agent({ keepAlive: true, maxSockets: 1 }), address: `10.1.${Math.floor(index / 250)}.${(index % 250) + 1}` })
      expectStatus(await api.call('POST', '/api/auth/v1', { nomeUsuario: username, senha: PASSWORD, nomeCompleto: 'Crash Probe' }), 201, 'sign-up')
      const tokens = expectStatus(await api.call('POST', '/api/auth/v1/signin', { nomeUsuario: username, senha: PASSWORD }), 200, 'sign-in').body as { accessToken: string }
      api.setToken(tokens.accessToken)
      const category = expectStatus(await api.call('POST', '/v1/api/categoria', { nomeCategoria: 'Casa', tipoCategoria: 'Despesa' }), 201, 'category').body as { id: number }
      const holder = expectStatus(await api.call('POST', '/v1/api/pessoaconta', { nomePessoa: 'Titular' }), 201, 'holder').body as { id: number }
      return { username, api, categoryId: category.id, holderId: holder.id, ledger: newLedger() }
    }),
  )
}

/** One user's writes until the server dies: every 2xx goes into the ledger, the last call into `uncertain`. */
async function writeUntilKilled(writer: Writer, counts: { acknowledged: number; uncertain: number }): Promise<void> {
  const { api, ledger } = writer
  for (let step = 0; ; step++) {
    const live = [...ledger.books.keys()]
    const unpaid = [...ledger.entries].filter(([, entry]) => !entry.paid).map(([id]) => id)
    const kind = step % 6
    let pending: () => void = () => {}
    try {
      if (kind === 0 || kind === 3 || live.length === 0) {
        const book = { titulo: unique('Livro'), preco: 10 + (step % 90) }
        pending = () => ledger.uncertain.bookTitles.add(book.titulo)
        const answer = expectStatus(await api.call('POST', '/v1/api/livro', { ...book, Escritor: 'Autora', dataLancamento: '2024-05-10' }), 201, 'create book')
        ledger.books.set((answer.body as { code: number }).code, book)
      } else if (kind === 1) {
        const code = live[step % live.length]!
        const book = { titulo: unique('Editado'), preco: 5 + (step % 50) }
        pending = () => ledger.uncertain.bookUpdates.set(code, book)
        expectStatus(await api.call('PUT', '/v1/api/livro', { code, ...book, Escritor: 'Autora', dataLancamento: '2024-05-10' }), 200, 'update book')
        ledger.books.set(code, book)
      } else if (kind === 2) {
        const code = live[(step * 7) % live.length]!
        pending = () => ledger.uncertain.bookDeletes.add(code)
        expectStatus(await api.call('DELETE', `/v1/api/livro/${code}`), 204, 'delete book')
        ledger.books.delete(code)
        ledger.deletedBooks.add(code)
      } else if (kind === 4) {
        if (unpaid.length > 0 && step % 2 === 0) {
          const id = unpaid[0]!
          pending = () => ledger.uncertain.entryPays.add(id)
          expectStatus(await api.call('PUT', `/v1/api/lancamento/${id}/pagar`, { valorPago: 12.34, dataPagamento: '2026-11-20' }), 200, 'pay entry')
          ledger.entries.get(id)!.paid = true
        } else {
          const descricao = unique('Conta')
          pending = () => ledger.uncertain.entryDescriptions.add(descricao)
          const body = { dataLancamento: '2026-11-10T10:00:00-03:00', descricao, valor: 12.34, tipoLancamento: 'Despesa', categoriaId: writer.categoryId, situacao: 'A Pagar' }
          const answer = expectStatus(await api.call('POST', '/v1/api/lancamento', body), 201, 'create entry')
          ledger.entries.set((answer.body as { id: number }).id, { descricao, paid: false })
        }
      } else {
        const descricao = unique('Plano')
        const parcelas = 2 + (step % 5)
        pending = () => ledger.uncertain.planDescriptions.add(descricao)
        const body = { descricao, valorTotal: 100 * parcelas, numeroParcelas: parcelas, dataPrimeiraParcela: '2026-11-15', pessoaContaId: writer.holderId }
        const answer = expectStatus(await api.call('POST', '/v1/api/parcelamento', body), 201, 'create plan')
        ledger.plans.set((answer.body as { id: number }).id, { descricao, parcelas })
      }
      counts.acknowledged++
    } catch (error) {
      // The kill: the call in flight may or may not have happened. Anything else is a failure.
      if (error instanceof Error && /expected \d+, got/.test(error.message)) throw error
      pending()
      counts.uncertain++
      return
    }
  }
}

interface Check {
  missing: string[]
  unexpected: string[]
}

/** Everything the ledger says is there, as it says; nothing that was never written. */
async function verify(writer: Writer, check: Check): Promise<void> {
  const { api, ledger } = writer
  const books = new Map<number, { titulo: string; preco: number }>()
  for (let page = 1; ; page++) {
    const answer = await api.call('GET', `/v1/api/livro/desc/50/${page}`)
    if (answer.status === 404) break
    const rows = expectStatus(answer, 200, 'list books').body as Array<{ code: number; titulo: string; preco: number }>
    for (const row of rows) books.set(row.code, row)
    if (rows.length < 50) break
  }
  const who = writer.username
  for (const [code, expected] of ledger.books) {
    const found = books.get(code)
    const maybe = ledger.uncertain.bookUpdates.get(code)
    if (!found) {
      if (!ledger.uncertain.bookDeletes.has(code)) check.missing.push(`${who}: book ${code}`)
    } else if (!(found.titulo === expected.titulo && found.preco === expected.preco) && !(maybe && found.titulo === maybe.titulo && found.preco === maybe.preco)) {
      check.missing.push(`${who}: book ${code} reads ${JSON.stringify(found)}, acknowledged ${JSON.stringify(expected)}`)
    }
  }
  for (const code of ledger.deletedBooks) if (books.has(code)) check.unexpected.push(`${who}: deleted book ${code} is back`)
  for (const [code, row] of books) {
    if (!ledger.books.has(code)) {
      if (ledger.uncertain.bookTitles.has(row.titulo)) {
        // A create in flight at the kill that did happen: from now on it is acknowledged.
        ledger.books.set(code, { titulo: row.titulo, preco: row.preco })
        ledger.uncertain.bookTitles.delete(row.titulo)
      } else check.unexpected.push(`${who}: book ${code} was never acknowledged`)
    }
  }
  for (const code of ledger.uncertain.bookDeletes) if (!books.has(code)) ledger.books.delete(code)
  ledger.uncertain.bookDeletes.clear()
  for (const [code, maybe] of ledger.uncertain.bookUpdates) {
    const found = books.get(code)
    if (found && found.titulo === maybe.titulo) ledger.books.set(code, maybe)
  }
  ledger.uncertain.bookUpdates.clear()

  const entries = expectStatus(await api.call('GET', `/v1/api/lancamento/periodo?dataInicio=${PERIOD.start}&dataFim=${PERIOD.end}`), 200, 'entries').body as Array<{
    id: number
    descricao: string
    situacao: string
    parcelamentoMensalId: number | null
  }>
  const ownEntries = new Map(entries.filter((row) => row.parcelamentoMensalId === null).map((row) => [row.id, row]))
  for (const [id, expected] of ledger.entries) {
    const found = ownEntries.get(id)
    if (!found) check.missing.push(`${who}: entry ${id}`)
    else if (expected.paid && found.situacao !== 'Pago') check.missing.push(`${who}: entry ${id} was paid, reads ${found.situacao}`)
    else if (!expected.paid && found.situacao === 'Pago') {
      if (ledger.uncertain.entryPays.has(id)) expected.paid = true
      else check.unexpected.push(`${who}: entry ${id} is paid, never acknowledged`)
    }
  }
  ledger.uncertain.entryPays.clear()
  for (const [id, row] of ownEntries) {
    if (ledger.entries.has(id)) continue
    if (ledger.uncertain.entryDescriptions.has(row.descricao)) ledger.entries.set(id, { descricao: row.descricao, paid: row.situacao === 'Pago' })
    else check.unexpected.push(`${who}: entry ${id} was never acknowledged`)
  }
  ledger.uncertain.entryDescriptions.clear()

  const plans = expectStatus(await api.call('GET', '/v1/api/parcelamento'), 200, 'plans').body as Array<{ id: number; descricao: string; numeroParcelas: number }>
  const planEntries = entries.filter((row) => row.parcelamentoMensalId !== null)
  for (const plan of plans) {
    if (!ledger.plans.has(plan.id)) {
      if (ledger.uncertain.planDescriptions.has(plan.descricao)) ledger.plans.set(plan.id, { descricao: plan.descricao, parcelas: plan.numeroParcelas })
      else check.unexpected.push(`${who}: plan ${plan.id} was never acknowledged`)
    }
    // A plan is written in one transaction: all its installments and their entries, or nothing.
    const installments = expectStatus(await api.call('GET', `/v1/api/parcelamento/${plan.id}/mensais`), 200, 'installments').body as unknown[]
    const generated = planEntries.filter((row) => row.descricao.startsWith(`${plan.descricao} (`)).length
    if (installments.length !== plan.numeroParcelas || generated !== plan.numeroParcelas) {
      check.unexpected.push(`${who}: plan ${plan.id} has ${installments.length} installments and ${generated} entries of ${plan.numeroParcelas}`)
    }
  }
  ledger.uncertain.planDescriptions.clear()
  const planIds = new Set(plans.map((plan) => plan.id))
  for (const id of ledger.plans.keys()) if (!planIds.has(id)) check.missing.push(`${who}: plan ${id}`)
}

/** Healthy, and nothing logged at ERROR while starting (a recovery problem, a failed migration). */
function startProblems(server: ServerProcess): string[] {
  return server
    .output()
    .split('\n')
    .filter((line) => / ERROR |Server failed to start|panic|corrupt/i.test(line))
}

interface RoundFigures {
  round: number
  'writes acknowledged': number
  'in flight at the kill': number
  'killed after (ms)': number
  'restart (ms)': number
  'clean start': string
  missing: number
  unexpected: number
}

async function crashBackend(label: 'PGlite' | 'PostgreSQL'): Promise<{ rows: RoundFigures[]; problems: string[] }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portfolio-crash-'))
  const database = label === 'PostgreSQL' ? await freshPostgres(process.env.DATABASE_URL!, 'crash') : undefined
  const env = { DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '', LOG_LEVEL: 'info' }
  const rows: RoundFigures[] = []
  const problems: string[] = []
  let server = await startServer(env)
  try {
    const writers = await createWriters(server.base)
    for (let round = 1; round <= ROUNDS; round++) {
      const counts = { acknowledged: 0, uncertain: 0 }
      const load = Promise.all(writers.map((writer) => writeUntilKilled(writer, counts)))
      const killAfter = 3000 + Math.floor(Math.random() * 5000)
      await sleep(killAfter)
      server.child.kill('SIGKILL')
      await server.exited
      await load
      // The same port: the writers' clients keep their address.
      const restarted = await startServer(env, { port: Number(new URL(server.base).port) })
      server = restarted
      const check: Check = { missing: [], unexpected: [] }
      for (const writer of writers) await verify(writer, check)
      const dirty = startProblems(restarted)
      problems.push(...check.missing.map((line) => `${label} round ${round} missing: ${line}`))
      problems.push(...check.unexpected.map((line) => `${label} round ${round} unexpected: ${line}`))
      problems.push(...dirty.map((line) => `${label} round ${round} start: ${line}`))
      rows.push({
        round,
        'writes acknowledged': counts.acknowledged,
        'in flight at the kill': counts.uncertain,
        'killed after (ms)': killAfter,
        'restart (ms)': restarted.startMs,
        'clean start': dirty.length === 0 ? 'yes' : 'NO',
        missing: check.missing.length,
        unexpected: check.unexpected.length,
      })
      console.info(`${label} round ${round}: ${counts.acknowledged} writes acknowledged, ${counts.uncertain} in flight, killed after ${killAfter} ms, restarted in ${ms(restarted.startMs)} ms, ${check.missing.length} missing, ${check.unexpected.length} unexpected`)
    }
  } finally {
    await stopServer(server)
    rmSync(dataDir, { recursive: true, force: true })
    await database?.drop()
  }
  return { rows, problems }
}

const problems: string[] = []
for (const label of backends()) {
  console.info(`\n${label}: ${ROUNDS} rounds, ${WRITERS} writers, SIGKILL during the load\n`)
  const result = await crashBackend(label)
  console.table(result.rows)
  problems.push(...result.problems)
}
if (problems.length > 0) {
  console.error(`\n${problems.length} problems:\n${problems.slice(0, 50).join('\n')}`)
  process.exit(1)
}
console.info('\nEvery acknowledged write survived every kill; every restart was clean.')
