import { lstatSync, mkdirSync, statSync, type Stats } from 'node:fs'
import { join } from 'node:path'

// DATA_DIR holds what lets a process act as the owner: the JWT secret (whoever knows it signs tokens as any user,
// Admin included), the control socket the owner's scripts trust (run/control.sock) and the database. A folder that
// another local user created (DATA_DIR=/tmp/portfolio, say, made by them first) or can write into would let them
// plant a secret of their own or a fake control socket. So the server and the scripts refuse, before reading
// anything in it, a DATA_DIR, `run/` or `jwt-secret` that this process's user does not own, a folder other users
// may write into, a secret other users may read, and a symbolic link at `run/` or `jwt-secret`. DATA_DIR itself may
// be a symbolic link when the link belongs to this user (or root) and its target passes the same checks.

/** DATA_DIR, or something in it, could have been planted or changed by another user. */
export class UnsafeDataDirError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UnsafeDataDirError'
  }
}

const mode = (info: Stats) => `mode ${(info.mode & 0o777).toString(8).padStart(4, '0')}`

const WHY = 'another user could have planted a JWT secret or a control socket there'

function lstatOrUndefined(path: string): Stats | undefined {
  try {
    return lstatSync(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

/** Refuses a folder that is not `uid`'s, or that group or others may write into. */
function checkFolder(path: string, info: Stats, uid: number, name: string): void {
  if (!info.isDirectory()) throw new UnsafeDataDirError(`${name} ${path} is not a folder.`)
  if (info.uid !== uid) {
    throw new UnsafeDataDirError(
      `${name} ${path} belongs to another user (uid ${info.uid}; this process runs as uid ${uid}): refusing to use it, since ${WHY}. ` +
        `Use a folder this user owns (or chown it to uid ${uid} if you trust what is in it).`,
    )
  }
  if ((info.mode & 0o022) !== 0) {
    throw new UnsafeDataDirError(
      `${name} ${path} may be written by other users (${mode(info)}): refusing to use it, since ${WHY}. ` +
        `Run chmod go-w ${path} (0700 is best) if you trust what is in it, or use another folder.`,
    )
  }
}

/**
 * Creates DATA_DIR when missing (mode 0700) and refuses it (UnsafeDataDirError) when it, its `run/` folder or its
 * `jwt-secret` could have been planted or changed by another user. Nothing to check where there are no user ids
 * (Windows).
 */
export function secureDataDir(dataDir: string): void {
  const uid = process.getuid?.()
  if (uid === undefined) return
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const link = lstatSync(dataDir)
  if (link.isSymbolicLink() && link.uid !== uid && link.uid !== 0) {
    throw new UnsafeDataDirError(
      `DATA_DIR ${dataDir} is a symbolic link that belongs to another user (uid ${link.uid}): refusing to follow it, since ${WHY}. Use the folder's own path.`,
    )
  }
  checkFolder(dataDir, statSync(dataDir), uid, 'DATA_DIR')

  const run = join(dataDir, 'run')
  const runInfo = lstatOrUndefined(run)
  if (runInfo?.isSymbolicLink()) throw new UnsafeDataDirError(`${run} is a symbolic link: refusing to follow it, since ${WHY}. Remove it (the server makes the folder).`)
  if (runInfo) checkFolder(run, runInfo, uid, 'The control folder')

  const secret = join(dataDir, 'jwt-secret')
  const secretInfo = lstatOrUndefined(secret)
  if (!secretInfo) return
  if (secretInfo.isSymbolicLink()) throw new UnsafeDataDirError(`${secret} is a symbolic link: refusing to follow it, since ${WHY}. Remove it (a new secret is made).`)
  if (!secretInfo.isFile()) throw new UnsafeDataDirError(`${secret} is not a file.`)
  if (secretInfo.uid !== uid) {
    throw new UnsafeDataDirError(
      `${secret} belongs to another user (uid ${secretInfo.uid}; this process runs as uid ${uid}): refusing to use it, since whoever wrote it can sign tokens as any user. Remove it (a new secret is made; everyone signs in again).`,
    )
  }
  if ((secretInfo.mode & 0o077) !== 0) {
    throw new UnsafeDataDirError(
      `${secret} may be read or written by other users (${mode(secretInfo)}), and whoever knows it can sign tokens as any user: run chmod 600 ${secret}, or remove it if others may have read it (a new secret is made; everyone signs in again).`,
    )
  }
}

/** Refuses a control folder (DATA_DIR/run) or socket that another user made or may replace. */
export function checkControlFolder(dataDir: string): void {
  const uid = process.getuid?.()
  if (uid === undefined) return
  const run = join(dataDir, 'run')
  const info = lstatOrUndefined(run)
  if (!info) return
  if (info.isSymbolicLink()) throw new UnsafeDataDirError(`${run} is a symbolic link: refusing to follow it, since ${WHY}. Remove it (the server makes the folder).`)
  checkFolder(run, info, uid, 'The control folder')
  const socket = lstatOrUndefined(join(run, 'control.sock'))
  if (socket && (socket.isSymbolicLink() || socket.uid !== uid)) {
    throw new UnsafeDataDirError(`${join(run, 'control.sock')} was not made by this user (uid ${socket.uid}): refusing to send it anything, since ${WHY}.`)
  }
}
