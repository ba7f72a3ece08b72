import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, expect } from 'vitest'
import { client, type ServerProcess } from '../../probes/server'

const root = join(import.meta.dirname, '../../..')
const run = promisify(execFile)

/** Runs one of the owner's scripts (`server/scripts/<name>.ts`) with `env`; never throws on a non-zero exit. */
export async function script(name: string, args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', join(root, 'server/scripts', `${name}.ts`), ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', ...env },
    })
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` }
  }
}

/** Makes temporary folders (`mkdtemp` with `prefix`) for a file's tests; every one is removed after them. */
export function tempFolders(): (prefix: string) => string {
  const made: string[] = []
  afterAll(() => {
    for (const folder of made) rmSync(folder, { recursive: true, force: true })
  })
  return (prefix) => {
    const folder = mkdtempSync(join(tmpdir(), prefix))
    made.push(folder)
    return folder
  }
}

/** A client of a running server signed in with `credentials` from `address` (the sign-in must answer 200), and its tokens. */
export async function signedIn(server: ServerProcess, credentials: { nomeUsuario: string; senha: string }, address: string) {
  const api = client(server.base, { agent: false, address })
  const answer = await api.call('POST', '/api/auth/v1/signin', { ...credentials, captcha: '' })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  const tokens = answer.body as { accessToken: string; refreshToken: string }
  api.setToken(tokens.accessToken)
  return { api, tokens }
}
