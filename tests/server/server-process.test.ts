import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callControl, controlSocketPath } from '@server/control'
import { lockFolder } from '@server/db/folder-lock'

// `npm run serve` as a real process (server/src/index.ts): config check, PGlite in DATA_DIR, admin
// bootstrap, listening, and a clean shutdown on SIGTERM.

const entry = join(import.meta.dirname, '../../server/src/index.ts')

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const waitFor = async (pattern: RegExp, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      const match = output.match(pattern)
      if (match) return match
      if (child.exitCode !== null) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`Did not see ${pattern} in:\n${output}`)
  }
  return { child, exited, waitFor, output: () => output }
}

describe('server process', () => {
  let dataDir: string
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'server-process-'))
  })
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('starts, prints the URL and a one-time admin password, serves, and stops cleanly on SIGTERM', async () => {
    const server = startServer({ DATA_DIR: dataDir, PORT: '0', CAPTCHA: 'off' })
    try {
      const [, url] = await server.waitFor(/Listening on (http:\/\/127\.0\.0\.1:\d+)/)
      expect(server.output()).toContain('CAPTCHA=off')
      const [, username, password] = await server.waitFor(/Created admin user '([^']+)' with password: (\S+)/)

      const health = await fetch(`${url}/api/health`)
      expect(await health.json()).toEqual({ status: 'ok', db: 'pglite' })
      // Headers over Node's limit never reach the app, yet answer the API's JSON error.
      const oversized = await fetch(`${url}/api/health`, { headers: { authorization: `Bearer ${'x'.repeat(20 * 1024)}` } })
      expect(oversized.status).toBe(431)
      expect((await oversized.json()).code).toBe('headers_too_large')
      const signIn = await fetch(`${url}/api/auth/v1/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ nomeUsuario: username, senha: password }),
      })
      expect(signIn.status).toBe(200)
      expect((await signIn.json()).role).toBe('Admin')

      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(0)
      expect(server.output()).toContain('SIGTERM: shutting down')
    } finally {
      server.child.kill('SIGKILL')
    }

    // Same folder again: the admin exists, so no new password is printed.
    const again = startServer({ DATA_DIR: dataDir, PORT: '0', CAPTCHA: 'off' })
    try {
      await again.waitFor(/Listening on/)
      expect(again.output()).not.toContain('Created admin user')
      again.child.kill('SIGTERM')
      expect(await again.exited).toBe(0)
    } finally {
      again.child.kill('SIGKILL')
    }
  }, 60_000)

  it('exits with a clear message on bad configuration', async () => {
    const server = startServer({ DATA_DIR: dataDir, PORT: 'eighty', CAPTCHA: 'sometimes' })
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain('Invalid configuration')
    expect(server.output()).toContain('PORT')
    expect(server.output()).toContain('CAPTCHA')
  }, 30_000)
})

/** Whether process `pid` still exists. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function until(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return true
}

describe('npm start', () => {
  it('SIGTERM to npm (docker stop, systemd) stops the server, which frees DATA_DIR’s lock and control socket', async () => {
    // With `ensure-build && node server`, npm's SIGTERM killed the shell between them and the server kept serving.
    const dataDir = mkdtempSync(join(tmpdir(), 'npm-start-'))
    const npm = spawn('npm', ['start'], {
      cwd: join(import.meta.dirname, '../..'),
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, PORT: '0', CAPTCHA: 'off', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    npm.stdout.on('data', (chunk) => (output += chunk))
    npm.stderr.on('data', (chunk) => (output += chunk))
    const npmExited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)))
    let serverPid: number | undefined
    try {
      // A first start (or changed sources) builds the app: up to a few minutes on 2 busy cores.
      expect(await until(() => /Listening on http:\/\/127\.0\.0\.1:\d+/.test(output) || npm.exitCode !== null, 280_000), output).toBe(true)
      const url = /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)![1]!
      expect((await fetch(`${url}/api/health`)).ok).toBe(true)
      const status = await callControl(dataDir, { command: 'status' })
      serverPid = status.pid

      npm.kill('SIGTERM')
      const exitedInTime = await Promise.race([npmExited.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 10_000))])
      expect(exitedInTime, output).toBe(true)
      expect(await until(() => !alive(serverPid!), 10_000), `the server (PID ${serverPid}) still runs after npm got SIGTERM:\n${output}`).toBe(true)
      expect(output).toContain('SIGTERM: shutting down')
      expect(existsSync(controlSocketPath(dataDir))).toBe(false)
      await (await lockFolder(dataDir)).release()
    } finally {
      npm.kill('SIGKILL')
      if (serverPid && alive(serverPid)) process.kill(serverPid, 'SIGKILL')
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 320_000)
})
