import { spawnSync } from 'node:child_process'
import { chmodSync, chownSync, lstatSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig, resolveJwtSecret } from '@server/config'
import { secureDataDir, UnsafeDataDirError } from '@server/data-dir'
import { lockFolder } from '@server/db/folder-lock'
import { startServer, stopServer } from '../probes/server'
import { script, tempFolders } from './support/scripts'

// A DATA_DIR another local user made or may write into is refused by the server and the owner's scripts before
// anything in it is read: its jwt-secret would let that user sign tokens as any user (an Admin token, forged),
// and its run/control.sock would answer the scripts (a fake "backup written"). The folder, run/ and jwt-secret
// must belong to the process's user, the folders must not be writable by group or others, the secret not readable
// by them, and run/ or jwt-secret must not be symbolic links. The tests run as root, which owns whatever it
// makes: "another user" is nobody (65534), by chown.

const NOBODY = 65534
const isRoot = process.getuid?.() === 0
const notRoot = 'not root: chown to another user needs root'
const tempFolder = tempFolders()

/** chown -R `path` to `uid`, without following symbolic links. */
function chownTree(path: string, uid: number): void {
  const chown = spawnSync('chown', ['-R', '-h', `${uid}:${uid}`, path], { encoding: 'utf8' })
  if (chown.status !== 0) throw new Error(`chown ${path}: ${chown.stderr}`)
}

/** A folder as another user would plant it: a JWT secret they know, and DATA_DIR and everything in it theirs. */
function plantedFolder(): { dataDir: string; secret: string } {
  const dataDir = join(tempFolder('planted-'), 'data')
  mkdirSync(dataDir, { mode: 0o700 })
  const secret = 'planted-by-another-user-'.padEnd(48, 'x')
  writeFileSync(join(dataDir, 'jwt-secret'), `${secret}\n`, { mode: 0o600 })
  return { dataDir, secret }
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'started',
    (error: unknown) => (error as Error).message,
  )
}


describe('a DATA_DIR planted by another local user', () => {
  it('the server refuses a DATA_DIR another user owns, with their jwt-secret in it', async (context) => {
    if (!isRoot) return context.skip(notRoot)
    const { dataDir } = plantedFolder()
    chownTree(dataDir, NOBODY)
    const message = await refusal(startServer({ DATA_DIR: dataDir }, { timeoutMs: 60_000 }))
    expect(message).toMatch(/server exited \(1\)/)
    expect(message).toContain(`Server failed to start: DATA_DIR ${dataDir} belongs to another user (uid ${NOBODY}; this process runs as uid 0)`)
    // Nothing was made in it.
    expect(() => lstatSync(join(dataDir, 'pglite'))).toThrow()
    expect(() => lstatSync(join(dataDir, '.lock'))).toThrow()
  }, 90_000)

  it('the server refuses a DATA_DIR that other users may write into (0777)', async () => {
    const dataDir = join(tempFolder('open-'), 'data')
    mkdirSync(dataDir)
    chmodSync(dataDir, 0o777)
    const message = await refusal(startServer({ DATA_DIR: dataDir }, { timeoutMs: 60_000 }))
    expect(message).toMatch(/server exited \(1\)/)
    expect(message).toContain(`DATA_DIR ${dataDir} may be written by other users (mode 0777)`)
    expect(message).toContain(`chmod go-w ${dataDir}`)
  }, 90_000)

  it('a fresh folder works: made 0700, with an owner-only jwt-secret', async () => {
    const dataDir = join(tempFolder('fresh-'), 'nested', 'data')
    const server = await startServer({ DATA_DIR: dataDir })
    try {
      expect((await fetch(`${server.base}/api/health`)).ok).toBe(true)
      expect(statSync(dataDir).mode & 0o777).toBe(0o700)
      expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600)
      expect(statSync(join(dataDir, 'run')).mode & 0o777).toBe(0o700)
    } finally {
      await stopServer(server)
    }
  }, 120_000)

  it('npm run db:backup refuses a planted folder whose fake control socket would answer', async (context) => {
    if (!isRoot) return context.skip(notRoot)
    const { dataDir } = plantedFolder()
    // The planter holds the folder's lock and listens on run/control.sock, answering every request.
    const lock = await lockFolder(dataDir)
    mkdirSync(join(dataDir, 'run'), { mode: 0o700 })
    let asked = 0
    const fake: Server = createServer((socket) => {
      asked += 1
      socket.resume() // read the request to its end, so that the connection closes
      socket.end(`${JSON.stringify({ ok: true, pid: 4242, message: 'Backup written (not really).' })}\n`)
    })
    await new Promise<void>((resolve) => fake.listen(join(dataDir, 'run', 'control.sock'), resolve))
    chownTree(dataDir, NOBODY)
    try {
      const backupFile = join(tempFolder('backup-'), 'b.gz')
      const backup = await script('db-backup', [backupFile], { DATA_DIR: dataDir })
      expect(backup.output.trim()).toBe(
        `DATA_DIR ${dataDir} belongs to another user (uid ${NOBODY}; this process runs as uid 0): refusing to use it, since another user could have planted a JWT secret or a control socket there. ` +
          `Use a folder this user owns (or chown it to uid 0 if you trust what is in it).`,
      )
      expect(backup.code).toBe(1)
      expect(asked).toBe(0)
    } finally {
      await new Promise((resolve) => fake.close(resolve))
      await lock.release()
    }
  }, 60_000)
})

describe('secureDataDir', () => {
  const refusedWith = (dataDir: string) => {
    try {
      secureDataDir(dataDir)
    } catch (error) {
      expect(error).toBeInstanceOf(UnsafeDataDirError)
      return (error as Error).message
    }
    return 'accepted'
  }

  it('refuses a jwt-secret or run/ another user owns in a folder of this user', (context) => {
    if (!isRoot) return context.skip(notRoot)
    const secretCase = tempFolder('secret-owner-')
    writeFileSync(join(secretCase, 'jwt-secret'), 'x'.repeat(48), { mode: 0o600 })
    chownSync(join(secretCase, 'jwt-secret'), NOBODY, NOBODY)
    expect(refusedWith(secretCase)).toContain(`${join(secretCase, 'jwt-secret')} belongs to another user (uid ${NOBODY}`)

    const runCase = tempFolder('run-owner-')
    mkdirSync(join(runCase, 'run'), { mode: 0o700 })
    chownSync(join(runCase, 'run'), NOBODY, NOBODY)
    expect(refusedWith(runCase)).toContain(`The control folder ${join(runCase, 'run')} belongs to another user (uid ${NOBODY}`)
  })

  it('refuses a jwt-secret others may read, and symbolic links at jwt-secret or run/', () => {
    const readable = tempFolder('secret-mode-')
    writeFileSync(join(readable, 'jwt-secret'), 'x'.repeat(48))
    chmodSync(join(readable, 'jwt-secret'), 0o644)
    expect(refusedWith(readable)).toContain('may be read or written by other users (mode 0644)')
    expect(refusedWith(readable)).toContain(`chmod 600 ${join(readable, 'jwt-secret')}`)

    const elsewhere = join(tempFolder('elsewhere-'), 'secret')
    writeFileSync(elsewhere, 'y'.repeat(48), { mode: 0o600 })
    const linkedSecret = tempFolder('secret-link-')
    symlinkSync(elsewhere, join(linkedSecret, 'jwt-secret'))
    expect(refusedWith(linkedSecret)).toContain(`${join(linkedSecret, 'jwt-secret')} is a symbolic link`)

    const linkedRun = tempFolder('run-link-')
    symlinkSync(tempFolder('run-target-'), join(linkedRun, 'run'))
    expect(refusedWith(linkedRun)).toContain(`${join(linkedRun, 'run')} is a symbolic link`)

    const openRun = tempFolder('run-mode-')
    mkdirSync(join(openRun, 'run'))
    chmodSync(join(openRun, 'run'), 0o733)
    expect(refusedWith(openRun)).toContain('may be written by other users (mode 0733)')
  })

  it('accepts a DATA_DIR that is this user’s symbolic link to this user’s folder; refuses one to another user’s folder', () => {
    const target = tempFolder('link-target-')
    const link = join(tempFolder('link-'), 'data')
    symlinkSync(target, link)
    expect(refusedWith(link)).toBe('accepted')
    if (!isRoot) return
    chownSync(target, NOBODY, NOBODY)
    expect(refusedWith(link)).toContain(`DATA_DIR ${link} belongs to another user (uid ${NOBODY}`)
  })

  it('with PostgreSQL too, the JWT secret is never read from another user’s DATA_DIR', (context) => {
    if (!isRoot) return context.skip(notRoot)
    const { dataDir, secret } = plantedFolder()
    chownTree(dataDir, NOBODY)
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://localhost/none' })
    expect(() => resolveJwtSecret(config)).toThrow(UnsafeDataDirError)
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(secret)
  })
})
