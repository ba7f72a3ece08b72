// `npm run bench`: API throughput/latency with autocannon against the real server on a fresh data dir,
// the gzip size of the JavaScript each entry page loads, and the finance calls over 100,000 entries
// (./finance.ts). Prints one table per measure. `npm run bench -- finance` runs the finance part only.
import autocannon from 'autocannon'
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
// @ts-expect-error plain ESM script without types
import { ensureBuild } from '../../scripts/ensure-build.mjs'
import { financeBench } from './finance'

const root = process.cwd()

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

function gzipKb(file: string): number {
  return gzipSync(readFileSync(file)).length / 1024
}

/** JS that `/` loads before any interaction: the entry script plus its modulepreload links. */
function entryBundle(): { files: string[]; gzipKb: number } {
  const html = readFileSync(join(root, 'dist/index.html'), 'utf8')
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!)
  const files = [...new Set(refs)]
  return { files, gzipKb: files.reduce((sum, f) => sum + gzipKb(join(root, 'dist', f)), 0) }
}

async function measure(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 20, duration: 5, headers })
  return {
    reqPerSec: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

async function main() {
  ensureBuild()
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'portfolio-bench-'))
  const server = spawn('node', ['--import', 'tsx', 'server/src/index.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, CAPTCHA: 'off', ADMIN_USERNAME: 'bench', ADMIN_PASSWORD: 'bench-password-123', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  const started = Date.now()
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break
    } catch {
      /* not yet */
    }
    if (Date.now() - started > 60_000) throw new Error('server did not start')
    await new Promise((r) => setTimeout(r, 100))
  }
  const coldStartMs = Date.now() - started
  try {
    const login = await fetch(`${base}/api/auth/v1/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nomeUsuario: 'bench', senha: 'bench-password-123' }),
    })
    const { accessToken } = (await login.json()) as { accessToken: string }
    const auth = { authorization: `Bearer ${accessToken}` }
    const rows = {
      'GET /api/health': await measure(`${base}/api/health`),
      'GET / (SPA shell)': await measure(`${base}/`),
      'GET /api/auth/v1/validate-token': await measure(`${base}/api/auth/v1/validate-token`, auth),
      'GET /v1/api/livro/desc/4/1': await measure(`${base}/v1/api/livro/desc/4/1`, auth),
    }
    console.info(`\nServer cold start on a fresh data dir (PGlite initdb + migrations): ${coldStartMs} ms\n`)
    console.table(rows)
  } finally {
    server.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
  const entry = entryBundle()
  const chunks = readdirSync(join(root, 'dist/assets')).filter((f) => f.endsWith('.js'))
  const sizes = Object.fromEntries(
    chunks.map((f) => [f, { gzipKb: Number(gzipKb(join(root, 'dist/assets', f)).toFixed(1)) }]),
  )
  console.info(`\nJS loaded by / (entry + modulepreload): ${entry.gzipKb.toFixed(1)} KiB gzip (${entry.files.join(', ')})\n`)
  console.table(sizes)
}

if (process.argv.includes('finance')) {
  await financeBench(freePort)
} else {
  await main()
  await financeBench(freePort)
}
