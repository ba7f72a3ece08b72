// A server of a test file's own, for what scripts/e2e.mjs's shared server cannot do: other settings (a short token
// lifetime, the captcha off) and owner scripts run against it (`npm run user:role` reaches it through its control
// socket). The same build (server/build/index.mjs), a fresh data folder, stopped after the file's tests.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface OwnServer {
  baseURL: string
  dataDir: string
  admin: { username: string; password: string }
  /** Runs an owner script (`user-role` for `npm run user:role`) against this server; its exit code and output. */
  script(name: string, args: readonly string[]): Promise<{ code: number; output: string }>
  stop(): Promise<void>
}

/** The project the server and its scripts come from (E2E_SERVER_ROOT: another build of it, to measure a before). */
const root = process.env.E2E_SERVER_ROOT ?? join(import.meta.dirname, '../../..')

/** A TCP port free on 127.0.0.1 right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

export async function startOwnServer(settings: Record<string, string>): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portfolio-e2e-own-'))
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  const admin = { username: 'owner', password: 'owner-password-42' }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    ...settings,
  }
  delete env.DATABASE_URL
  const server: ChildProcess = spawn(process.execPath, [join(root, 'server/build/index.mjs')], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
  const deadline = Date.now() + 60_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the test's own server exited with ${server.exitCode}`)
    if (Date.now() > deadline) throw new Error('the test’s own server did not answer in 60 s')
    const ok = await fetch(`${baseURL}/api/health`).then((response) => response.ok, () => false)
    if (ok) break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    baseURL,
    dataDir,
    admin,
    script: (name, args) =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', join(root, `server/scripts/${name}.ts`), ...args], { cwd: root, env: { ...env, LOG_LEVEL: 'warn' } })
        let output = ''
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
        child.on('exit', (code) => resolve({ code: code ?? 1, output }))
      }),
    async stop() {
      if (server.exitCode === null) {
        server.kill('SIGTERM')
        await new Promise((resolve) => server.once('exit', resolve))
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Signs in through the API (the captcha off): the tokens a sign-in leaves in local storage. */
export async function apiSignIn(server: OwnServer, username: string, password: string): Promise<{ accessToken: string; refreshToken: string; role: 'User' | 'Admin' }> {
  const response = await fetch(`${server.baseURL}/api/auth/v1/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nomeUsuario: username, senha: password, captcha: '' }),
  })
  if (response.status !== 200) throw new Error(`sign-in of ${username} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as { accessToken: string; refreshToken: string; role: 'User' | 'Admin' }
}

/** A new account (the captcha off), role User. */
export async function apiSignUp(server: OwnServer, username: string, password: string): Promise<void> {
  const response = await fetch(`${server.baseURL}/api/auth/v1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nomeUsuario: username, senha: password, nomeCompleto: 'Maria da Silva', captcha: '' }),
  })
  if (response.status !== 201) throw new Error(`sign-up of ${username} answered ${response.status}: ${await response.text()}`)
}
