import { createHash } from 'node:crypto'
import { closeSync, constants, ftruncateSync, mkdirSync, openSync, readFileSync, realpathSync, unlinkSync, writeSync } from 'node:fs'
import { createRequire } from 'node:module'
import { connect, createServer, type Server } from 'node:net'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { secureDataDir } from '../data-dir'

// One opener per database folder (docs/architecture.md#data-and-processes). PGlite does not lock its folder, and two processes
// on one folder lose acknowledged writes. The lock is an open-file-description lock (Linux F_OFD_SETLK; flock on
// macOS, LockFileEx on Windows, through fs-native-extensions) on DATA_DIR/.lock: it is on the file's inode, so
// it holds across network and PID namespaces, bind mounts and other spellings of the path (two containers on one
// volume), and the kernel releases it when its process ends in any way, SIGKILL included, so no stale lock can block
// the next start. The holder writes `pid N host H` into the file for the message a refused opener prints.
// Where the addon cannot load (or the file system refuses the lock), the former lock is used: a listening Unix
// socket (abstract on Linux, a socket file in the temp folder elsewhere) whose name stands for the folder; that one
// holds only within one network namespace and one spelling of the path (docs/decisions/0001-folder-lock-in-the-folder.md).

/** The folder is held by another process (its PID when known, and its host when that is not this one's). */
export class FolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number | undefined,
    readonly host?: string,
  ) {
    const where = host && host !== hostname() ? ` on host ${host}` : ''
    super(
      `The database folder ${folder} is in use by another process${pid ? ` (PID ${pid}${where})` : ''}. ` +
        'Only one process may open it: stop that process first, or use another DATA_DIR.',
    )
    this.name = 'FolderInUseError'
  }
}

export interface FolderLock {
  readonly folder: string
  release(): Promise<void>
}

/** The socket address that stands for `folder` (resolved, so two spellings of one folder share it). */
function lockAddress(folder: string): string {
  if (process.platform === 'linux') {
    const digest = createHash('sha256').update(folder).digest('hex').slice(0, 40)
    return `\0portfolio-db-lock-${digest}`
  }
  // Elsewhere a socket file, kept short (socket paths are limited to about 100 bytes): in the temp folder.
  return join(tmpdir(), `portfolio-db-lock-${createHash('sha256').update(folder).digest('hex').slice(0, 32)}.sock`)
}

/** Listens on `address` (a socket path or abstract name): resolves once listening, rejects with the error. */
export function listenOn(server: Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening)
      reject(error)
    }
    const onListening = () => {
      server.off('error', onError)
      resolve()
    }
    server.once('error', onError)
    server.once('listening', onListening)
    server.listen(address)
  })
}

/** Asks the holder of `address` for its PID; undefined when nobody answers (a leftover socket file). */
function holderPid(address: string): Promise<{ answered: boolean; pid?: number }> {
  return new Promise((resolve) => {
    const socket = connect(address)
    let text = ''
    const done = (result: { answered: boolean; pid?: number }) => {
      socket.destroy()
      resolve(result)
    }
    socket.setTimeout(2000, () => done({ answered: true }))
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()))
    socket.on('end', () => {
      const pid = Number(/^pid (\d+)/.exec(text)?.[1])
      done({ answered: true, pid: Number.isSafeInteger(pid) ? pid : undefined })
    })
    socket.on('error', (error: NodeJS.ErrnoException) => done({ answered: error.code !== 'ECONNREFUSED' && error.code !== 'ENOENT' }))
  })
}

/** The name of the lock file in a data folder. */
export const LOCK_FILE = '.lock'

interface FileLocks {
  tryLock(fd: number): boolean
  unlock(fd: number): void
}

/** fs-native-extensions, or why it could not be loaded (then the socket lock is used). */
function loadFileLocks(): FileLocks | Error {
  try {
    const locks = createRequire(import.meta.url)('fs-native-extensions') as FileLocks
    if (typeof locks.tryLock !== 'function' || typeof locks.unlock !== 'function') return new Error('fs-native-extensions has no tryLock')
    return locks
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error))
  }
}

let fileLocks: FileLocks | Error | undefined

/** Why the lock in the folder is not used in this process (the addon did not load), or undefined when it is. */
export function fileLockUnavailable(): Error | undefined {
  fileLocks ??= loadFileLocks()
  return fileLocks instanceof Error ? fileLocks : undefined
}

/** `pid N host H` as the holder wrote it; undefined parts when the file is empty (a holder that just took it). */
function readHolder(path: string): { pid?: number; host?: string } {
  let text = ''
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    return {}
  }
  const pid = Number(/^pid (\d+)/.exec(text)?.[1])
  const host = /\bhost (\S+)/.exec(text)?.[1]
  return { pid: Number.isSafeInteger(pid) && pid > 0 ? pid : undefined, host }
}

/** Errors of a file system that has no such locks (some network or FUSE mounts): the socket lock is used there. */
const UNSUPPORTED = new Set(['ENOLCK', 'EOPNOTSUPP', 'ENOTSUP', 'EINVAL', 'ENOSYS'])

/** The lock in the folder; undefined when this file system does not take it. */
async function lockWithFile(folder: string, locks: FileLocks): Promise<FolderLock | undefined> {
  const path = join(folder, LOCK_FILE)
  // Never through a symlink planted at the name (O_NOFOLLOW); owner-only; Node opens with O_CLOEXEC, so
  // child processes do not inherit the lock.
  let fd: number
  try {
    fd = openSync(path, constants.O_RDWR | constants.O_CREAT | (constants.O_NOFOLLOW ?? 0), 0o600)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOOP') throw new Error(`${path} is a symbolic link, which the lock never follows: remove it (nothing else may be there).`)
    throw error
  }
  let locked: boolean
  try {
    locked = locks.tryLock(fd)
  } catch (error) {
    closeSync(fd)
    if (UNSUPPORTED.has((error as NodeJS.ErrnoException).code ?? '')) return undefined
    throw error
  }
  if (!locked) {
    closeSync(fd)
    // The holder writes its description right after taking the lock: wait a moment for it.
    let holder = readHolder(path)
    for (let attempt = 0; holder.pid === undefined && attempt < 10; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      holder = readHolder(path)
    }
    throw new FolderInUseError(folder, holder.pid, holder.host)
  }
  try {
    ftruncateSync(fd, 0)
    writeSync(fd, `pid ${process.pid} host ${hostname()}\n`, 0)
  } catch (error) {
    locks.unlock(fd)
    closeSync(fd)
    throw error
  }
  let released = false
  return {
    folder,
    release: async () => {
      if (released) return
      released = true
      // The description stays in the file: only a holder of the lock is ever named from it.
      locks.unlock(fd)
      closeSync(fd)
    },
  }
}

/**
 * Takes the lock of the data folder `folder` (created if missing, mode 0700) for this process, or throws
 * FolderInUseError naming the PID of the process that holds it. A folder another user made or may write into is
 * refused first (UnsafeDataDirError, ../data-dir.ts).
 */
export async function lockFolder(folderPath: string): Promise<FolderLock> {
  secureDataDir(folderPath)
  mkdirSync(folderPath, { recursive: true })
  const folder = realpathSync(folderPath)
  fileLocks ??= loadFileLocks()
  if (!(fileLocks instanceof Error)) {
    const lock = await lockWithFile(folder, fileLocks)
    if (lock) return lock
  }
  return lockWithSocket(folder)
}

/** The fallback lock: a listening socket named after the folder (see the top of this file). */
async function lockWithSocket(folder: string): Promise<FolderLock> {
  const address = lockAddress(folder)
  const server = createServer((socket) => socket.end(`pid ${process.pid}\n`))
  server.unref() // the lock must never keep the process alive by itself
  for (let attempt = 0; ; attempt++) {
    try {
      await listenOn(server, address)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
      const holder = await holderPid(address)
      // A socket file left by a crashed holder (not on Linux): nobody listens, so it is replaced.
      if (!holder.answered && !address.startsWith('\0') && attempt === 0) {
        unlinkSync(address)
        continue
      }
      throw new FolderInUseError(folder, holder.pid)
    }
  }
  let released = false
  return {
    folder,
    release: () =>
      new Promise<void>((resolve) => {
        if (released) return resolve()
        released = true
        server.close(() => resolve())
      }),
  }
}
