import { chmodSync, mkdirSync, rmSync } from 'node:fs'
import { connect, createServer, type Server } from 'node:net'
import { join } from 'node:path'
import { z } from 'zod'
import { roleSchema } from '@contract/auth'
import { checkControlFolder } from './data-dir'
import { listenOn } from './db/folder-lock'

// The running server's local control socket (docs/architecture.md#data-and-processes): with PGlite the server is the folder's one
// opener, so `npm run user:role`, `user:password`, `db:backup` and `db:restore` reach the database through it. A Unix
// socket in DATA_DIR/run (folder 0700, socket 0600): only the server's own system user can connect,
// nothing listens on the network and no credential is added. One JSON request line, one JSON answer.

export const controlRequestSchema = z.discriminatedUnion('command', [
  z.object({ command: z.literal('status') }),
  z.object({ command: z.literal('role'), username: z.string().min(1).max(40), role: roleSchema }),
  z.object({ command: z.literal('password'), username: z.string().min(1).max(40) }),
  z.object({ command: z.literal('backup'), file: z.string().min(1) }),
  z.object({ command: z.literal('restore'), file: z.string().min(1) }),
])
export type ControlRequest = z.infer<typeof controlRequestSchema>

export type ControlAnswer = { ok: true; pid: number; message: string; data?: unknown } | { ok: false; pid: number; message: string }

export type ControlHandler = (request: ControlRequest) => Promise<{ message: string; data?: unknown }>

/** The longest Unix socket path every supported system takes. */
const MAX_SOCKET_PATH_BYTES = 103

/** The socket's path for a data folder. */
export function controlSocketPath(dataDir: string): string {
  return join(dataDir, 'run', 'control.sock')
}

/**
 * Listens on the control socket of `dataDir`. Call only while holding the folder's lock
 * (db/folder-lock.ts): a socket file found there is then a leftover of a crashed holder.
 */
export async function startControlServer(dataDir: string, handle: ControlHandler): Promise<{ close(): Promise<void> }> {
  const folder = join(dataDir, 'run')
  checkControlFolder(dataDir)
  mkdirSync(folder, { recursive: true, mode: 0o700 })
  chmodSync(folder, 0o700)
  const path = controlSocketPath(dataDir)
  // Node silently shortens a longer socket path to the system's limit (108 bytes on Linux, 104 on macOS),
  // which would put the socket elsewhere with the wrong permissions.
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH_BYTES) throw new Error(`the path ${path} is longer than a Unix socket path may be (${MAX_SOCKET_PATH_BYTES} bytes)`)
  rmSync(path, { force: true })
  const server: Server = createServer((socket) => {
    let text = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      text += chunk
      const end = text.indexOf('\n')
      if (end === -1) {
        if (text.length > 64 * 1024) socket.destroy()
        return
      }
      const answer = (value: ControlAnswer) => socket.end(`${JSON.stringify(value)}\n`)
      let request: ControlRequest
      try {
        request = controlRequestSchema.parse(JSON.parse(text.slice(0, end)))
      } catch {
        answer({ ok: false, pid: process.pid, message: 'Unknown control request.' })
        return
      }
      handle(request).then(
        (result) => answer({ ok: true, pid: process.pid, ...result }),
        (error: unknown) => answer({ ok: false, pid: process.pid, message: error instanceof Error ? error.message : String(error) }),
      )
    })
    socket.on('error', () => undefined)
  })
  server.unref()
  await listenOn(server, path)
  try {
    chmodSync(path, 0o600)
  } catch (error) {
    server.close()
    throw error
  }
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        rmSync(path, { force: true })
      }),
  }
}

/** Nobody listens on the control socket (no server runs on this folder). */
export class NoControlServerError extends Error {
  constructor(path: string) {
    super(`No server answers on ${path}.`)
    this.name = 'NoControlServerError'
  }
}

/** Sends one request to the server running on `dataDir` and resolves with its answer. */
export function callControl(dataDir: string, request: ControlRequest, timeoutMs = 10 * 60_000): Promise<ControlAnswer> {
  const path = controlSocketPath(dataDir)
  return new Promise((resolve, reject) => {
    // Only to a socket this user made, in a folder no one else may write into (./data-dir.ts).
    checkControlFolder(dataDir)
    const socket = connect(path)
    let text = ''
    socket.setEncoding('utf8')
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`The server did not answer within ${timeoutMs / 1000} s.`)))
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`))
    socket.on('data', (chunk: string) => (text += chunk))
    socket.on('end', () => {
      try {
        resolve(JSON.parse(text) as ControlAnswer)
      } catch {
        reject(new Error('The server gave an unreadable answer.'))
      }
    })
    socket.on('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'ENOENT' || error.code === 'ECONNREFUSED' ? new NoControlServerError(path) : error)
    })
  })
}
