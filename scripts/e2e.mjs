// End-to-end run: builds the SPA and the server if needed, starts the real server as `npm start` does
// (`node server/build/index.mjs`)
// on a free port over a fresh data dir with the captcha ON, waits for /api/health, runs the Playwright
// suites (tests/e2e, Debian's /usr/bin/chromium) and stops the server.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { ensureBuild, ensureDatabaseTemplate, ensureServerBuild, serverBundle } from './ensure-build.mjs'

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })

ensureBuild()
await ensureServerBuild()
await ensureDatabaseTemplate()
const port = await freePort()
const dataDir = mkdtempSync(join(tmpdir(), 'portfolio-e2e-'))
const adminPassword = randomBytes(12).toString('base64url')
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: adminPassword,
  CAPTCHA: 'on',
  LOG_LEVEL: 'warn',
  // The tests' own API calls (sign-up and sign-in of each test's user, tests/e2e/support/api.ts) come as from a
  // proxy with a client address of their own, so that seeding 30 users in a minute never meets the per-client
  // limit of the sign-in and sign-up; the browser's requests carry no X-Forwarded-For and keep 127.0.0.1's.
  TRUST_PROXY: '1',
}
delete env.DATABASE_URL

const server = spawn('node', ['--enable-source-maps', serverBundle], { env, stdio: ['ignore', 'inherit', 'inherit'] })
const baseUrl = `http://127.0.0.1:${port}`

async function waitForHealth(deadline) {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`)
    try {
      const res = await fetch(`${baseUrl}/api/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('server did not become healthy in time')
}

let code = 1
try {
  const started = Date.now()
  await waitForHealth(Date.now() + 60_000)
  console.info(`[e2e] server ready at ${baseUrl} in ${Date.now() - started} ms`)
  const args = ['vitest', 'run', '--config', 'tests/e2e/vitest.config.ts', ...process.argv.slice(2)]
  const runner = spawn('npx', args, {
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_ADMIN_USERNAME: 'admin', E2E_ADMIN_PASSWORD: adminPassword },
  })
  code = await new Promise((resolve) => runner.on('exit', (c) => resolve(c ?? 1)))
} catch (error) {
  console.error(`[e2e] ${error.message}`)
} finally {
  server.kill('SIGTERM')
  await new Promise((r) => (server.exitCode !== null ? r() : server.on('exit', r)))
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(code)
