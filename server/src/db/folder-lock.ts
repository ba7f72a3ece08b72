import { createHash } from 'node:crypto'
import { mkdirSync, realpathSync, unlinkSync } from 'node:fs'
import { connect, createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// One opener per database folder (docs/architecture.md#data-and-processes). PGlite does not lock its folder, and two processes
// on one folder lose acknowledged writes. The lock is a listening Unix socket: the kernel refuses a
// second bind of the same address (EADDRINUSE) and releases it when its process ends in any way,
// SIGKILL included, so no stale lock can block the next start. On Linux the socket lives in the
// abstract namespace (no file at all); elsewhere it is a socket file in the temp folder named after
// the data folder, whose leftover after a crash refuses connections and is then replaced. Whoever connects is told the holder's PID.

/** The folder is held by another process (its PID when it answered). */
export class FolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number | undefined,
  ) {
    super(
      `The database folder ${folder} is in use by another process${pid ? ` (PID ${pid})` : ''}. ` +
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

/**
 * Takes the lock of `folder` (created if missing) for this process, or throws FolderInUseError
 * naming the PID of the process that holds it.
 */
export async function lockFolder(folderPath: string): Promise<FolderLock> {
  mkdirSync(folderPath, { recursive: true })
  const folder = realpathSync(folderPath)
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
