import { spawn, spawnSync } from 'node:child_process'
import { lstatSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FolderInUseError, lockFolder } from '@server/db/folder-lock'
import { ADMIN, backends, freshPostgres, startServer, stopServer, type ServerProcess } from '../probes/server'
import { script, signedIn, tempFolders } from './support/scripts'

// Operations, on real server processes: one opener per PGlite folder (the probe's two
// `npm start` on one DATA_DIR lost 40 of 80 acknowledged writes), `npm run user:role` effective at
// once while the server runs (on PGlite it used to change nothing), and backup under write load →
// restore into a new folder with every acknowledged row present — on PGlite, and on PostgreSQL when
// DATABASE_URL is set.

const root = join(import.meta.dirname, '../..')
const tempFolder = tempFolders()



const lockModule = join(root, 'server/src/db/folder-lock.ts')

/**
 * Node code that takes the lock of `folder` and prints `held PID` (then keeps it), or prints `refused MESSAGE` and
 * exits 3. With `withoutAddon`, fs-native-extensions fails to load in that process.
 */
function lockerCode(folder: string, { withoutAddon = false } = {}): string {
  const breakAddon = withoutAddon
    ? `const M = require('node:module'); const load = M._load; M._load = function (request, ...rest) { if (request === 'fs-native-extensions') throw new Error('no addon here'); return load.call(this, request, ...rest) };`
    : ''
  return `${breakAddon} import(${JSON.stringify(lockModule)}).then(async (m) => { try { await m.lockFolder(${JSON.stringify(folder)}); console.log('held ' + process.pid); setInterval(() => {}, 1000) } catch (e) { console.log('refused ' + e.message); process.exit(3) } })`
}

/** Runs `command` (a locker, possibly inside `unshare`) until it prints held or refused; a holder is left running. */
function locker(command: string, args: string[]) {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const outcome = new Promise<{ held: boolean; text: string }>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /^(held|refused) (.*)$/m.exec(output)
      if (match) resolve({ held: match[1] === 'held', text: match[2]! })
    })
    child.once('exit', (code) => reject(new Error(`the locker exited (${code}) without an answer:\n${output}`)))
  })
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGKILL')
    await new Promise((resolve) => child.once('exit', resolve))
  }
  return { child, outcome, stop }
}
const nodeLocker = (folder: string, options?: { withoutAddon?: boolean }) => locker(process.execPath, ['--import', 'tsx', '-e', lockerCode(folder, options)])

/** Whether this machine lets the test run `unshare args… true` (root in a container may be refused). */
function unshareAllowed(args: string[]): { allowed: boolean; reason: string } {
  const probe = spawnSync('unshare', [...args, 'true'], { encoding: 'utf8' })
  if (probe.error) return { allowed: false, reason: `no unshare here (${probe.error.message})` }
  return { allowed: probe.status === 0, reason: `unshare ${args.join(' ')} is not permitted here: ${probe.stderr.trim()}` }
}

/** Whether `mount --bind` works in a new mount namespace (it needs CAP_SYS_ADMIN there). */
function bindMountAllowed(): { allowed: boolean; reason: string } {
  const namespace = unshareAllowed(['-m'])
  if (!namespace.allowed) return namespace
  const from = tempFolder('bind-probe-')
  const to = tempFolder('bind-probe-')
  const probe = spawnSync('unshare', ['-m', 'mount', '--bind', from, to], { encoding: 'utf8' })
  return { allowed: probe.status === 0, reason: `mount --bind is not permitted here: ${probe.stderr.trim()}` }
}

/** A locker of `folder` holds it, and a second one through `second` (the same folder) is refused naming its PID. */
async function expectSecondRefused(folder: string, second: string, options?: Parameters<typeof nodeLocker>[1]) {
  const holder = nodeLocker(folder, options)
  try {
    expect((await holder.outcome).held).toBe(true)
    const other = nodeLocker(second, options)
    const outcome = await other.outcome
    await other.stop()
    expect(outcome.held).toBe(false)
    expect(outcome.text).toContain(`in use by another process (PID ${holder.child.pid})`)
  } finally {
    await holder.stop()
  }
}

describe('folder lock', () => {
  it('refuses a second holder of a folder, naming the PID, and is free again as soon as the holder is killed', async () => {
    const folder = tempFolder('lock-')
    const holder = nodeLocker(folder)
    try {
      expect((await holder.outcome).held).toBe(true)
      // The lock is DATA_DIR/.lock, owner-only, naming its holder.
      expect(readFileSync(join(folder, '.lock'), 'utf8')).toBe(`pid ${holder.child.pid} host ${hostname()}\n`)
      expect(lstatSync(join(folder, '.lock')).mode & 0o777).toBe(0o600)
      const refused = await lockFolder(folder).then(
        () => undefined,
        (error: unknown) => error,
      )
      expect(refused).toBeInstanceOf(FolderInUseError)
      expect((refused as FolderInUseError).pid).toBe(holder.child.pid)
      expect((refused as Error).message).toContain(`in use by another process (PID ${holder.child.pid})`)
    } finally {
      await holder.stop()
    }
    // SIGKILLed: the kernel released the lock, taken again at once.
    const lock = await lockFolder(folder)
    expect(readFileSync(join(folder, '.lock'), 'utf8')).toBe(`pid ${process.pid} host ${hostname()}\n`)
    await lock.release()
    await (await lockFolder(folder)).release()
  })

  it('holds through another spelling of the folder (a symlink to it)', async () => {
    const folder = tempFolder('lock-real-')
    const link = join(tempFolder('lock-link-'), 'data')
    symlinkSync(folder, link)
    await expectSecondRefused(folder, link)
  })

  it('a second server in its own network namespace (another container on the same volume) is refused', async (context) => {
    // Before the lock moved into the folder, this second server started and served beside the first.
    const netns = unshareAllowed(['-n'])
    if (!netns.allowed) return context.skip(netns.reason)
    const dataDir = tempFolder('netns-')
    const first = await startServer({ DATA_DIR: dataDir })
    try {
      const second = spawnSync('unshare', ['-n', process.execPath, '--import', 'tsx', 'server/src/index.ts'], {
        cwd: root,
        encoding: 'utf8',
        timeout: 60_000,
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: '0', CAPTCHA: 'off', LOG_LEVEL: 'warn' },
      })
      expect(second.stdout + second.stderr).toContain(`in use by another process (PID ${first.child.pid})`)
      expect(second.status).toBe(1)
      expect((await fetch(`${first.base}/api/health`)).ok).toBe(true)
    } finally {
      await stopServer(first)
    }
  }, 120_000)

  it('is refused through a bind mount of the folder in another mount namespace', async (context) => {
    const bind = bindMountAllowed()
    if (!bind.allowed) return context.skip(bind.reason)
    const folder = tempFolder('bind-source-')
    const mountPoint = tempFolder('bind-target-')
    const holder = nodeLocker(folder)
    try {
      expect((await holder.outcome).held).toBe(true)
      const code = lockerCode(mountPoint)
      const second = locker('unshare', ['-m', 'sh', '-c', 'mount --bind "$1" "$2" && exec "$3" --import tsx -e "$4"', 'sh', folder, mountPoint, process.execPath, code])
      const outcome = await second.outcome
      await second.stop()
      expect(outcome.held).toBe(false)
      expect(outcome.text).toContain(`The database folder ${mountPoint} is in use by another process (PID ${holder.child.pid})`)
    } finally {
      await holder.stop()
    }
  })

  it('names the holder’s host when the opener runs under another hostname and PID namespace', async (context) => {
    const namespaces = unshareAllowed(['-u', '-p', '-f'])
    if (!namespaces.allowed) return context.skip(namespaces.reason)
    const folder = tempFolder('uts-')
    const holder = nodeLocker(folder)
    try {
      expect((await holder.outcome).held).toBe(true)
      const second = locker('unshare', ['-u', '-p', '-f', 'sh', '-c', 'hostname other-container && exec "$1" --import tsx -e "$2"', 'sh', process.execPath, lockerCode(folder)])
      const outcome = await second.outcome
      await second.stop()
      expect(outcome.held).toBe(false)
      expect(outcome.text).toContain(`in use by another process (PID ${holder.child.pid} on host ${hostname()})`)
    } finally {
      await holder.stop()
    }
  })

  it('never follows a symlink planted at DATA_DIR/.lock', async () => {
    const folder = tempFolder('lock-planted-')
    const victim = join(tempFolder('victim-'), 'victim')
    writeFileSync(victim, 'untouched')
    symlinkSync(victim, join(folder, '.lock'))
    await expect(lockFolder(folder)).rejects.toThrow(/\.lock is a symbolic link/)
    expect(readFileSync(victim, 'utf8')).toBe('untouched')
  })

  it('falls back to the socket lock where the addon does not load', async () => {
    const folder = tempFolder('lock-no-addon-')
    await expectSecondRefused(folder, folder, { withoutAddon: true })
  })
})

describe('one opener per PGlite folder', () => {
  it('a second server on one DATA_DIR exits non-zero naming the first one’s PID, and no acknowledged write is lost', async () => {
    const dataDir = tempFolder('two-servers-')
    const first = await startServer({ DATA_DIR: dataDir })
    let acknowledged = 0
    try {
      const second = await startServer({ DATA_DIR: dataDir }, { timeoutMs: 60_000 }).then(
        (server) => server,
        (error: unknown) => error as Error,
      )
      expect(second).toBeInstanceOf(Error)
      expect((second as Error).message).toMatch(/server exited \(1\)/)
      expect((second as Error).message).toContain(`in use by another process (PID ${first.child.pid})`)

      const { api } = await signedIn(first, ADMIN, '10.1.0.1')
      for (let index = 0; index < 40; index++) {
        const created = await api.call('POST', '/v1/api/categoria', { nomeCategoria: `c${index}`, tipoCategoria: 'Despesa' })
        if (created.status === 201) acknowledged += 1
      }
    } finally {
      await stopServer(first)
    }
    expect(acknowledged).toBe(40)
    const again = await startServer({ DATA_DIR: dataDir })
    try {
      const { api } = await signedIn(again, ADMIN, '10.1.0.2')
      expect(((await api.call('GET', '/v1/api/categoria')).body as unknown[]).length).toBe(40)
    } finally {
      await stopServer(again)
    }
  }, 120_000)
})

describe('a data folder that cannot hold the control socket', () => {
  it('still serves (with a warning), and the scripts say to stop the server first', async () => {
    // Unix socket paths are limited to about 100 bytes: DATA_DIR/run/control.sock cannot be made here.
    const dataDir = join(tempFolder('long-'), 'd'.repeat(100))
    const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' })
    try {
      expect(server.output()).toContain('No control socket in')
      const { api } = await signedIn(server, ADMIN, '10.4.0.1')
      expect((await api.call('GET', '/v1/api/categoria')).status).toBe(200)
      const role = await script('user-role', [ADMIN.nomeUsuario, 'User'], { DATA_DIR: dataDir })
      expect(role.code).toBe(1)
      expect(role.output).toContain(`in use by another process (PID ${server.child.pid})`)
      expect(role.output).toContain('no control socket')
    } finally {
      await stopServer(server)
    }
  }, 120_000)
})

for (const backend of backends()) {
  describe(`operations while the server runs (${backend})`, () => {
    async function serve(): Promise<{ server: ServerProcess; env: Record<string, string>; drop: () => Promise<void> }> {
      if (backend === 'PGlite') {
        const env = { DATA_DIR: tempFolder('operations-') }
        return { server: await startServer(env), env, drop: async () => undefined }
      }
      const database = await freshPostgres(process.env.DATABASE_URL!, 'operations')
      const env = { DATABASE_URL: database.url }
      return { server: await startServer(env), env, drop: database.drop }
    }

    it('npm run user:role changes the role at once, for the sessions already signed in too', async () => {
      const { server, env, drop } = await serve()
      try {
        const { api: admin } = await signedIn(server, ADMIN, '10.2.0.1')
        expect((await admin.call('GET', '/v1/api/contato')).status).toBe(200)

        const demoted = await script('user-role', [ADMIN.nomeUsuario, 'User'], env)
        expect(demoted.output).toContain(`${ADMIN.nomeUsuario} is now User. The change applies at once`)
        expect(demoted.code).toBe(0)
        // The token signed in as Admin: the next request already has the new role.
        expect((await admin.call('GET', '/v1/api/contato')).status).toBe(403)

        expect((await script('user-role', [ADMIN.nomeUsuario, 'Admin'], env)).code).toBe(0)
        expect((await admin.call('GET', '/v1/api/contato')).status).toBe(200)
        const missing = await script('user-role', ['nobody-here', 'Admin'], env)
        expect(missing.code).toBe(1)
        expect(missing.output).toContain("No user named 'nobody-here'")
      } finally {
        await stopServer(server)
        await drop()
      }
    }, 120_000)

    it('a backup taken under write load restores into a new database with every row acknowledged before it', async () => {
      const { server, env, drop } = await serve()
      const backupFile = join(tempFolder('backup-'), 'portfolio.backup.gz')
      const acknowledged: string[] = []
      let acknowledgedBeforeBackup: string[] = []
      try {
        const { api } = await signedIn(server, ADMIN, '10.3.0.1')
        const plan = await api.call('POST', '/v1/api/pessoaconta', { nomePessoa: 'Ana' })
        expect(plan.status).toBe(201)
        let writing = true
        const writer = (async () => {
          for (let index = 0; writing; index++) {
            const name = `w${index}`
            const created = await api.call('POST', '/v1/api/categoria', { nomeCategoria: name, tipoCategoria: 'Receita' })
            expect(created.status).toBe(201)
            acknowledged.push(name)
          }
        })()
        while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 20))
        acknowledgedBeforeBackup = [...acknowledged]
        const backup = await script('db-backup', [backupFile], env)
        expect(backup.output).toMatch(/Backup written to .*portfolio\.backup\.gz/)
        expect(backup.code).toBe(0)
        while (acknowledged.length < acknowledgedBeforeBackup.length + 20) await new Promise((resolve) => setTimeout(resolve, 20))
        writing = false
        await writer

        if (backend === 'PGlite') {
          const refused = await script('db-restore', [backupFile], env)
          expect(refused.code).toBe(1)
          expect(refused.output).toContain(`stop it (PID ${server.child.pid})`)
        }
      } finally {
        await stopServer(server)
        await drop()
      }

      // Restore into a new, empty database and serve it.
      const target =
        backend === 'PGlite'
          ? { env: { DATA_DIR: tempFolder('restored-') }, drop: async () => undefined }
          : await freshPostgres(process.env.DATABASE_URL!, 'restored').then((database) => ({ env: { DATABASE_URL: database.url }, drop: database.drop }))
      try {
        const restored = await script('db-restore', [backupFile], target.env)
        expect(restored.output).toContain('Restored')
        expect(restored.code).toBe(0)
        const again = await script('db-restore', [backupFile], target.env)
        expect(again.code).toBe(1)
        expect(again.output).toContain('--replace')

        const server2 = await startServer(target.env)
        try {
          const { api } = await signedIn(server2, ADMIN, '10.3.0.2')
          const names = ((await api.call('GET', '/v1/api/categoria')).body as Array<{ nomeCategoria: string }>).map((row) => row.nomeCategoria)
          for (const name of acknowledgedBeforeBackup) expect(names).toContain(name)
          // One snapshot: the writer's rows in it are a prefix of what it wrote (in writing order), nothing else.
          const written = names.map((name) => acknowledged.indexOf(name)).sort((a, b) => a - b)
          expect(written).toEqual(acknowledged.slice(0, names.length).map((_, index) => index))
          expect(names.length).toBeLessThan(acknowledged.length)
          expect(((await api.call('GET', '/v1/api/pessoaconta')).body as unknown[]).length).toBe(1)
          // New ids continue after the restored ones.
          const created = await api.call('POST', '/v1/api/categoria', { nomeCategoria: 'after restore', tipoCategoria: 'Despesa' })
          expect(created.status).toBe(201)
        } finally {
          await stopServer(server2)
        }
      } finally {
        await target.drop()
      }
    }, 180_000)
  })
}

describe('restore refuses a damaged backup', () => {
  it('a file that is not a backup, or one cut short, changes nothing', async () => {
    const dataDir = tempFolder('damaged-')
    const notBackup = join(dataDir, 'not-a-backup.gz')
    writeFileSync(notBackup, 'hello')
    const refused = await script('db-restore', [notBackup], { DATA_DIR: dataDir })
    expect(refused.code).toBe(1)
    expect(refused.output).toMatch(/not a (readable )?backup/)
  }, 60_000)
})
