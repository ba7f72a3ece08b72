// `npm run bench`: API throughput and latency with autocannon against the real server (`npm run serve`
// on a fresh data dir, PGlite; again on PostgreSQL when DATABASE_URL is set), each route right after
// a bare Hono JSON route and reported as a ratio to it; cold starts; server RSS; bytes on the wire
// per encoding; and the gzip size of the JavaScript each entry page loads. Prints one table per measure.
//
// BENCH_DURATION (seconds per run, default 10) and BENCH_CONNECTIONS (default 50) tune the runs.
// The finance calls over 100,000 entries (./finance.ts); `npm run bench -- finance` runs that part only,
// `npm run bench -- start` the cold starts and the restarts through `npm start` only, `npm run bench -- public` the public pages' LCP, CLS and JS figures only,
// `npm run bench -- browser` the cold visits to the finance pages (first row, LCP, CLS, the first row's y, the server's RSS before and after) only (./finance-browser.ts), `npm run bench -- burst` the
// new connections during a load only, `npm run bench -- flood` one user's write flood against another's reads only (./flood.ts),
// `npm run bench -- statements` the card statements over 10 years of daily purchases and 50 plans only (./statements.ts),
// `npm run bench -- planning` the period and projection calls over 100,000 entries and 30 recurring series only (./planning.ts),
// `npm run bench -- import` the bank-statement preview of a 731-row OFX and the confirm of 2,000 rows only (./import.ts),
// `npm run bench -- search` the search over every month of 100,000 entries only (./search.ts),
// `npm run bench -- pages` the moves between finance pages in the browser only (./pages.ts),
// `npm run bench -- keystrokes` a keystroke's time to the next frame on the entries page's fields only (./keystrokes.ts),
// `npm run bench -- demo` the visitor's demo: its creation, its first reads, its household's write and the sweep only (./demo.ts).
import autocannon from 'autocannon'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
// @ts-expect-error plain ESM script without types
import { ensureBuild, ensureDatabaseTemplate, ensureServerBuild, serverBundle } from '../../scripts/ensure-build.mjs'
import { backends, freshPostgres, percentile, startSettings } from '../probes/server'
import { browserFigures } from './browser'
import { financeBench } from './finance'
import { financeBrowserBench } from './finance-browser'
import { floodBench } from './flood'
import { demoBench } from './demo'
import { importBench } from './import'
import { keystrokesBench } from './keystrokes'
import { pageChanges } from './pages'
import { planningBench } from './planning'
import { searchBench } from './search'
import { statementsBench } from './statements'

const root = process.cwd()
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const ADMIN = { nomeUsuario: 'bench', senha: 'bench-password-123' }

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      const port = typeof address === 'object' && address ? address.port : 0
      srv.close(() => resolve(port))
    })
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Running {
  child: ChildProcess
  base: string
  /** Milliseconds from spawn to the first healthy answer. */
  startMs: number
}

async function waitHealthy(base: string, child: ChildProcess, path = '/api/health'): Promise<void> {
  const started = Date.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${base}${path}`)).ok) return
    } catch {
      /* not yet */
    }
    if (Date.now() - started > 120_000) throw new Error('server did not start')
    await sleep(20)
  }
}

/** Starts the server as `npm start` runs it (its one-file build, its memory settings; the child's PID is the server's). */
async function startServer(env: Record<string, string>): Promise<Running> {
  const port = await freePort()
  const started = Date.now()
  const settings = startSettings()
  const child = spawn('node', [...settings.nodeArgs, serverBundle as string], {
    env: { ...process.env, ...settings.env, ...env, PORT: String(port), CAPTCHA: 'off', ADMIN_USERNAME: ADMIN.nomeUsuario, ADMIN_PASSWORD: ADMIN.senha, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  await waitHealthy(base, child)
  return { child, base, startMs: Date.now() - started }
}

/** SIGTERM, then waits until the process has exited (its data dir may be removed only then). */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
  await exited
  clearTimeout(timer)
}

/** Runs `run` against a server started with `env`, stopped after. */
async function withServer<T>(env: Record<string, string>, run: (server: Running) => Promise<T>): Promise<T> {
  const server = await startServer(env)
  try {
    return await run(server)
  } finally {
    await stopServer(server.child)
  }
}

/** Resident set size of `pid` in MB (Linux). */
function rssMb(pid: number | undefined): number {
  if (!pid) return Number.NaN
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN)
  return Math.round(kb / 1024)
}

interface Result {
  reqPerSec: number
  p50ms: number
  p99ms: number
  errors: number
}

async function measure(url: string, options: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string; expect?: number } = {}): Promise<Result> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
  })
  const expected = options.expect ?? 200
  const unexpected = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => Number(status) !== expected)
    .reduce((sum, [, stats]) => sum + (stats as { count: number }).count, 0)
  return {
    reqPerSec: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    errors: result.errors + result.timeouts + unexpected,
  }
}

/** Bytes on the wire (body only) of GET `path` with `encoding` accepted. */
function wireBytes(base: string, path: string, encoding: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { headers: { ...headers, 'accept-encoding': encoding } }, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => (bytes += chunk.length))
      res.on('end', () => resolve(bytes))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

/**
 * What `/` loads before any interaction: the page, its entry script, modulepreloads and styles (not the disabled
 * links a prerendered page keeps for styles it has inlined: the browser never fetches those).
 */
function shellFiles(html = readFileSync(join(root, 'dist/index.html'), 'utf8')): string[] {
  const tags = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\sdisabled\b/.test(tag))
  const refs = tags.flatMap((tag) => /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/.exec(tag)?.[1] ?? [])
  return ['/', ...new Set(refs)]
}

/** Bytes on the wire of `/` as an English visitor gets it (the page and the assets it names), per encoding. */
async function pageWireKb(base: string): Promise<Record<string, number>> {
  const html = await (await fetch(`${base}/`, { headers: { 'accept-language': 'en-US' } })).text()
  const files = shellFiles(html)
  const kb: Record<string, number> = {}
  for (const encoding of ['identity', 'gzip', 'br']) {
    let total = 0
    for (const path of files) total += await wireBytes(base, path, encoding, { 'accept-language': 'en-US' })
    kb[`/ on the wire, ${encoding} (KB, html + ${files.length - 1} assets)`] = Math.round(total / 102.4) / 10
  }
  return kb
}

function gzipKb(file: string): number {
  return gzipSync(readFileSync(file)).length / 1024
}


/** Milliseconds from opening a new connection (no keep-alive agent) to the end of the answer to GET `url`. */
function newConnectionTime(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const req = httpRequest(url, { agent: false }, (res) => {
      res.resume()
      res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`status ${res.statusCode}`))))
    })
    req.on('error', reject)
    req.end()
  })
}

/**
 * The connection burst: while 20 keep-alive users page books, 180 new connections open at once, each
 * asking /api/health; p50 / p99 / max of their time to the answer (ms).
 */
async function burstDuringLoad(base: string, headers: Record<string, string>): Promise<string> {
  const load = autocannon({ url: `${base}/v1/api/livro/desc/4/1`, connections: 20, duration: 6, headers })
  await sleep(2000)
  const times = await Promise.all(Array.from({ length: 180 }, () => newConnectionTime(`${base}/api/health`)))
  await load
  return [50, 99, 100].map((p) => Math.round(percentile(times, p))).join(' / ')
}

type Backend = 'PGlite' | 'PostgreSQL'

/** Runs `run` with the env of a new data dir (PGlite) or a new database on DATABASE_URL (PostgreSQL), removed after. */
async function withFreshStore<T>(label: Backend, run: (env: Record<string, string>) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portfolio-bench-'))
  const database = label === 'PostgreSQL' ? await freshPostgres(process.env.DATABASE_URL!, 'bench') : undefined
  try {
    return await run({ DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '' })
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
    await database?.drop()
  }
}

/** The bench admin's Authorization header. */
async function adminAuth(base: string): Promise<Record<string, string>> {
  const login = await fetch(`${base}/api/auth/v1/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })
  const { accessToken } = (await login.json()) as { accessToken: string }
  return { authorization: `Bearer ${accessToken}` }
}

/** Milliseconds from spawn to the first healthy answer: 5 starts on a new data dir (or database), 5 on an existing one. */
async function coldStarts(label: Backend, runs = 5): Promise<{ empty: number; existing: number }> {
  const empty: number[] = []
  const existing: number[] = []
  for (let run = 0; run < runs; run++) {
    await withFreshStore(label, async (env) => {
      for (const times of [empty, existing]) {
        const server = await startServer(env)
        times.push(server.startMs)
        await stopServer(server.child)
      }
    })
  }
  return { empty: percentile(empty, 50), existing: percentile(existing, 50) }
}

/**
 * A restart as people run it: `npm start` (its build check, then the server) on an existing data dir, from spawn to
 * the first healthy answer; the median of `runs` after a first start that makes the store. The same through
 * `node scripts/start.mjs` tells what npm adds.
 */
async function restarts(label: Backend, runs = 6): Promise<{ npmStart: number; startScript: number }> {
  return withFreshStore(label, async (env) => {
    const timed = async (command: string, args: string[]) => {
      const port = await freePort()
      const started = Date.now()
      const child = spawn(command, args, { env: { ...process.env, ...env, PORT: String(port), CAPTCHA: 'off', LOG_LEVEL: 'warn' }, stdio: 'ignore' })
      await waitHealthy(`http://127.0.0.1:${port}`, child)
      const ms = Date.now() - started
      await stopServer(child)
      return ms
    }
    await timed('npm', ['start'])
    const npmStart: number[] = []
    const startScript: number[] = []
    for (let run = 0; run < runs; run++) {
      npmStart.push(await timed('npm', ['start']))
      startScript.push(await timed('node', ['scripts/start.mjs']))
    }
    return { npmStart: percentile(npmStart, 50), startScript: percentile(startScript, 50) }
  })
}

/** The routes ÷ bare, cold starts, RSS, the burst, the browser figures (PGlite) and bytes on the wire of one backend. */
async function benchBackend(label: Backend, bare: string) {
  const rows: Record<string, Record<string, number | string>> = {}
  const figures: Record<string, number | string> = {}
  const starts = await coldStarts(label)
  figures['cold start, empty DATA_DIR / new database, median of 5 (ms)'] = starts.empty
  figures['cold start, existing DATA_DIR / database, median of 5 (ms)'] = starts.existing
  await withFreshStore(label, async (env) => {
    // 'POST /v1/api/livro' below is one user writing as fast as 50 connections can: the per-user
    // write limit would answer most of it 429.
    const server = await startServer({ ...env, WRITE_LIMIT_PER_MINUTE: '1000000000' })
    await sleep(2000)
    figures['RSS idle after first start (MB)'] = rssMb(server.child.pid)

    const json = { 'content-type': 'application/json' }
    const auth = await adminAuth(server.base)
    const book = JSON.stringify({ titulo: 'Dom Casmurro', Escritor: 'Machado de Assis', preco: 19.99, dataLancamento: '2024-05-10' })
    for (let i = 0; i < 20; i++) await fetch(`${server.base}/v1/api/livro`, { method: 'POST', headers: { ...json, ...auth }, body: book })

    const targets: [string, string, Parameters<typeof measure>[1]][] = [
      ['unknown /api path (JSON 404)', '/api/nope', { expect: 404 }],
      ['GET /api/health', '/api/health', {}],
      ['GET /api/auth/v1/validate-token', '/api/auth/v1/validate-token', { headers: auth }],
      ['GET /v1/api/livro/desc/4/1', '/v1/api/livro/desc/4/1', { headers: auth }],
      ['POST /v1/api/livro', '/v1/api/livro', { method: 'POST', headers: { ...json, ...auth }, body: book, expect: 201 }],
      ['GET / (SPA shell)', '/', {}],
    ]
    for (const [name, path, options] of targets) {
      const yardstick = await measure(bare)
      const result = await measure(`${server.base}${path}`, options)
      rows[name] = {
        'req/s': result.reqPerSec,
        'bare req/s': yardstick.reqPerSec,
        '÷ bare': Number((result.reqPerSec / yardstick.reqPerSec).toFixed(3)),
        'p50 ms': result.p50ms,
        'p99 ms': result.p99ms,
        errors: result.errors,
      }
    }
    figures['180 new connections at once during a 20-user load: p50 / p99 / max (ms)'] = await burstDuringLoad(server.base, auth)
    figures['RSS after the runs (MB)'] = rssMb(server.child.pid)

    const bytes: Record<string, Record<string, number>> = {}
    if (label === 'PGlite') {
      const files = shellFiles()
      const groups: Record<string, string[]> = {
        [`/ (html + ${files.length - 1} entry assets)`]: files,
        'JSON: a page of 50 books': ['/v1/api/livro/desc/50/1'],
      }
      Object.assign(figures, await browserFigures(server.base, join(root, 'dist')))
      for (const [group, paths] of Object.entries(groups)) {
        bytes[group] = {}
        for (const encoding of ['identity', 'gzip', 'br']) {
          let total = 0
          for (const path of paths) total += await wireBytes(server.base, path, encoding, auth)
          bytes[group][`${encoding} KB`] = Math.round(total / 102.4) / 10
        }
      }
    }

    await stopServer(server.child)

    console.info(`\n${label}: ${CONNECTIONS} connections, ${DURATION} s per run, each route right after the bare Hono route\n`)
    console.table(rows)
    console.table(figures)
    if (Object.keys(bytes).length > 0) {
      console.info('\nBytes on the wire by Accept-Encoding\n')
      console.table(bytes)
    }
  })
}

async function prepare() {
  ensureBuild()
  await ensureServerBuild()
  await ensureDatabaseTemplate()
}

async function main() {
  await prepare()
  const barePort = await freePort()
  const bareServer = spawn('node', ['--import', 'tsx', 'tests/bench/bare-server.ts'], {
    env: { ...process.env, PORT: String(barePort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const bare = `http://127.0.0.1:${barePort}/`
  try {
    await waitHealthy(`http://127.0.0.1:${barePort}`, bareServer, '/')
    await benchBackend('PGlite', bare)
    if (process.env.DATABASE_URL) await benchBackend('PostgreSQL', bare)
  } finally {
    await stopServer(bareServer)
  }

  const entry = shellFiles().filter((file) => file.endsWith('.js'))
  const entryKb = entry.reduce((sum, file) => sum + gzipKb(join(root, 'dist', file)), 0)
  const chunks = readdirSync(join(root, 'dist/assets')).filter((f) => f.endsWith('.js'))
  const sizes = Object.fromEntries(chunks.map((f) => [f, { gzipKb: Number(gzipKb(join(root, 'dist/assets', f)).toFixed(1)) }]))
  console.info(`\nJS loaded by / (entry + modulepreload): ${entryKb.toFixed(1)} KiB gzip (${entry.join(', ')})\n`)
  console.table(sizes)
}

if (process.argv.includes('finance')) {
  await financeBench(freePort)
} else if (process.argv.includes('import')) {
  await importBench(freePort)
} else if (process.argv.includes('demo')) {
  await demoBench(freePort)
} else if (process.argv.includes('search')) {
  await searchBench(freePort)
} else if (process.argv.includes('statements')) {
  await statementsBench(freePort)
} else if (process.argv.includes('planning')) {
  await planningBench(freePort)
  await importBench(freePort)
} else if (process.argv.includes('pages')) {
  await prepare()
  await withFreshStore('PGlite', (env) => withServer(env, (server) => pageChanges(server.base)))
} else if (process.argv.includes('keystrokes')) {
  // Builds compared through KEYSTROKE_DISTS are served from their folders: dist/ is not built for them.
  if (process.env.KEYSTROKE_DISTS) {
    await ensureServerBuild()
    await ensureDatabaseTemplate()
  } else await prepare()
  await withFreshStore('PGlite', (env) => withServer({ ...env, WRITE_LIMIT_PER_MINUTE: '1000000000' }, (server) => keystrokesBench(server.base)))
} else if (process.argv.includes('browser')) {
  await prepare()
  await withFreshStore('PGlite', (env) => withServer({ ...env, WRITE_LIMIT_PER_MINUTE: '1000000000' }, (server) => financeBrowserBench(server.base, () => rssMb(server.child.pid))))
} else if (process.argv.includes('public')) {
  await prepare()
  await withFreshStore('PGlite', (env) =>
    withServer(env, async (server) => console.table({ ...(await browserFigures(server.base, join(root, 'dist'))), ...(await pageWireKb(server.base)) })),
  )
} else if (process.argv.includes('burst')) {
  await prepare()
  for (const label of backends()) {
    await withFreshStore(label, (env) =>
      withServer(env, async (server) => console.info(label, 'burst p50 / p99 / max (ms):', await burstDuringLoad(server.base, await adminAuth(server.base)))),
    )
  }
} else if (process.argv.includes('flood')) {
  await prepare()
  for (const label of backends()) {
    await withFreshStore(label, (env) =>
      withServer(env, async (server) => {
        console.info(`\n${label}: write flood (WRITE_LIMIT_PER_MINUTE=${process.env.WRITE_LIMIT_PER_MINUTE ?? 'default'})\n`)
        console.table(await floodBench(server.base))
      }),
    )
  }
} else if (process.argv.includes('start')) {
  await prepare()
  for (const label of backends()) console.info(label, await coldStarts(label), 'restart (median ms):', await restarts(label))
} else {
  await main()
  await financeBench(freePort)
  await statementsBench(freePort)
  await planningBench(freePort)
  await importBench(freePort)
  await searchBench(freePort)
  await demoBench(freePort)
}
