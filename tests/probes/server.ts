import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { request as httpRequest, type Agent } from 'node:http'
import { createServer } from 'node:net'
import { join } from 'node:path'

// The real server as a child process for the crash and load probes: started with
// `node --import tsx server/src/index.ts` (so the child's PID is the server's), on 127.0.0.1 only,
// CAPTCHA off, rate limits keyed on X-Forwarded-For (TRUST_PROXY) so that each simulated user has an
// address of its own, and no per-user write limit unless the caller sets WRITE_LIMIT_PER_MINUTE (the
// crash probe's writers write as fast as the server answers). Plus a small HTTP client that times every request, and percentiles.

export { freshPostgres } from '../server/support/fresh-postgres'

export const HOST = '127.0.0.1'
export const ADMIN = { nomeUsuario: 'probe-admin', senha: 'probe-admin-password' }

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, HOST, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export interface ServerProcess {
  child: ChildProcess
  base: string
  /** Milliseconds from spawn to the first healthy answer. */
  startMs: number
  /** Everything the process wrote (stdout and stderr). */
  output: () => string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

/**
 * The environment and Node flags `npm start` runs the server with (package.json's start script,
 * `exec env NAME=value node --flag scripts/start.mjs`), for probes that measure what a deployment sees.
 */
export function startSettings(): { env: Record<string, string>; nodeArgs: string[] } {
  const { scripts } = JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8')) as { scripts: Record<string, string> }
  const [, settings = '', flags = ''] = /^exec env ((?:\S+=\S+ )*)node ((?:--\S+ )*)scripts\/start\.mjs$/.exec(scripts.start!) ?? []
  const env = Object.fromEntries(settings.trim().split(' ').filter(Boolean).map((pair) => pair.split('=') as [string, string]))
  return { env, nodeArgs: flags.trim().split(' ').filter(Boolean) }
}

/**
 * Starts the server on `port` (default: a free one) of the loopback and waits until /api/health answers 200. With
 * `asStarted`, Node runs it with `npm start`'s memory settings (startSettings).
 */
export async function startServer(env: Record<string, string>, options: { port?: number; timeoutMs?: number; asStarted?: boolean } = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort())
  const timeoutMs = options.timeoutMs ?? 180_000
  const started = Date.now()
  const settings = options.asStarted ? startSettings() : { env: {}, nodeArgs: [] }
  const child = spawn(process.execPath, [...settings.nodeArgs, '--import', 'tsx', 'server/src/index.ts'], {
    env: {
      ...settings.env,
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'warn',
      WRITE_LIMIT_PER_MINUTE: '1000000000',
      ...env,
      HOST,
      PORT: String(port),
      CAPTCHA: 'off',
      TRUST_PROXY: 'true',
      ADMIN_USERNAME: ADMIN.nomeUsuario,
      ADMIN_PASSWORD: ADMIN.senha,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  const base = `http://${HOST}:${port}`
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before answering:\n${output}`)
    try {
      if ((await fetch(`${base}/api/health`)).ok) break
    } catch {
      /* not listening yet */
    }
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL')
      throw new Error(`server did not answer within ${timeoutMs} ms:\n${output}`)
    }
    await sleep(25)
  }
  return { child, base, startMs: Date.now() - started, output: () => output, exited }
}

/** SIGTERM, then SIGKILL after 15 s; resolves once the process has exited. */
export async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return
  server.child.kill('SIGTERM')
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000)
  await server.exited
  clearTimeout(timer)
}


export interface Answer {
  status: number
  body: unknown
  ms: number
}

export interface ClientOptions {
  /** One keep-alive connection per client (a simulated user), or a new connection per request. */
  agent: Agent | false
  /** X-Forwarded-For: the client's own address for the rate limits. */
  address: string
  timeoutMs?: number
}

/**
 * JSON over node:http: `call(method, path, body?)` resolves with the status, the parsed body and
 * the milliseconds from sending to the last byte; a network failure or timeout rejects.
 */
export function client(base: string, options: ClientOptions) {
  let token: string | undefined
  const call = (method: string, path: string, body?: unknown): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body))
      const headers: Record<string, string> = { 'x-forwarded-for': options.address, accept: 'application/json' }
      if (payload) {
        headers['content-type'] = 'application/json'
        headers['content-length'] = String(payload.length)
      }
      if (token) headers.authorization = `Bearer ${token}`
      const started = performance.now()
      const req = httpRequest(`${base}${path}`, { method, headers, agent: options.agent, timeout: options.timeoutMs ?? 120_000 }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString()
          let parsed: unknown = text
          try {
            parsed = text === '' ? undefined : JSON.parse(text)
          } catch {
            /* not JSON: keep the text */
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, ms: performance.now() - started })
        })
        res.on('error', reject)
      })
      req.on('timeout', () => req.destroy(new Error(`timeout after ${options.timeoutMs ?? 120_000} ms: ${method} ${path}`)))
      req.on('error', reject)
      req.end(payload)
    })
  return {
    call,
    setToken: (value: string) => void (token = value),
  }
}

/** The `p`-th percentile (0–100) of `values` (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

export const ms = (value: number) => (Number.isNaN(value) ? '–' : value >= 100 ? `${Math.round(value)}` : value.toFixed(1))

/** The backends to probe: PGlite on a temp DATA_DIR always, PostgreSQL too when DATABASE_URL is set. */
export function backends(): Array<'PGlite' | 'PostgreSQL'> {
  return process.env.DATABASE_URL ? ['PGlite', 'PostgreSQL'] : ['PGlite']
}
