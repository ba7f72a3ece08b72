import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

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
