import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'

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
