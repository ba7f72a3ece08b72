import { parentPort, workerData } from 'node:worker_threads'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzleParsers } from './parsers'
import { serializeError, type WorkerMessage, type WorkerOptions, type WorkerRequest } from './pglite-protocol'

// The PGlite thread (pglite-thread.ts starts it): the one PGlite instance of the process, so its
// queries never block the server's event loop. Requests are handled as they come, not one after the
// other: PGlite itself queues them, and a query outside an open transaction waits for its end while
// the transaction's own queries go on.

const port = parentPort!
const post = (message: WorkerMessage) => port.postMessage(message)
const { folder, template } = workerData as WorkerOptions

/**
 * PostgreSQL's default of 128 MB of shared buffers is touched whole at start: an idle server took
 * 400–418 MB of RSS, 257–261 MB with 16 MB (32 MB: 282–293). A page not in them is read from the
 * data folder through the OS page cache, so a small pool costs little here: the finance calls over
 * 100,000 entries measured the same with 16 and 128 MB (periodo p95 30.4 vs 32.6 ms); 8 MB: idle RSS 167 → 158 MB.
 */
const SHARED_BUFFERS = '8MB'
/**
 * WAL_WITHOUT_ZEROS: a new WAL file is not filled with zeros first (PostgreSQL's wal_init_zero): PGlite runs no background writer, so
 * the statement that crossed into a new 16 MB file wrote those zeros itself, about 50 ms while every other query
 * waited (once per ~6,000 imported entries). WAL's page headers and checksums, not zeros, tell where it ends.
 */
const WAL_WITHOUT_ZEROS = 'wal_init_zero=off'
/**
 * Statistics from 9,000 sampled rows a table instead of 30,000 (PostgreSQL's default_statistics_target 100): the
 * ANALYZE that follows an import (statistics.ts) held every query 200–250 ms over 225,000 entries, 55 ms with 30.
 * A user's rows are found through indexes on their id, dates and category, which 30 buckets describe as well.
 */
const STATISTICS_TARGET = 30
/**
 * One backend, not PostgreSQL's 100: PGlite runs a single session, but the shared memory (a process slot, lock and
 * snapshot arrays per connection) is sized for max_connections at start and kept in its WebAssembly memory, which
 * never shrinks (idle RSS −3.5 MB). The lock table is that many slots times max_locks_per_transaction, so the locks
 * per slot go up from 64: a migration or a restore that touches every table still finds room.
 */
const ONE_BACKEND = [
  ...['max_connections=4', 'superuser_reserved_connections=0', 'reserved_connections=0', 'max_wal_senders=0'],
  ...['autovacuum_worker_slots=1', 'max_locks_per_transaction=256'],
]
const startParams = [
  ...PGlite.defaultStartParams,
  ...['-c', `shared_buffers=${SHARED_BUFFERS}`, '-c', WAL_WITHOUT_ZEROS, '-c', `default_statistics_target=${STATISTICS_TARGET}`],
  ...ONE_BACKEND.flatMap((setting) => ['-c', setting]),
]
/** pg_trgm: the trigram index of the entry search (migration 0017); every database of this PGlite may use it. */
const extensions = { pg_trgm }
const client = folder
  ? new PGlite(folder, { startParams, extensions })
  : new PGlite({ startParams, extensions, ...(template ? { loadDataDir: new Blob([template as Uint8Array<ArrayBuffer>]) } : {}) })
/** Open transactions: the transaction and how it ends (commit, or rollback with `false`). */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>()
const unlisteners = new Map<string, () => Promise<void>>()
let nextTransaction = 1
/** Thrown out of a transaction's callback to roll it back on request. */
const rollback = Symbol('rollback')

function target(tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return client
  const open = transactions.get(tx)
  if (!open) throw new Error('The transaction has ended')
  return open.tx
}

/** Opens a transaction and answers once it is open; it ends when an 'end' request comes. */
function begin(id: number): void {
  const tx = nextTransaction++
  let begun = false
  client
    .transaction(
      (open) =>
        new Promise<void>((resolve, reject) => {
          begun = true
          transactions.set(tx, { tx: open, end: (commit) => (commit ? resolve() : reject(rollback)) })
          post({ id, ok: true, value: tx })
        }),
    )
    .then(
      () => finish(tx, undefined),
      (error: unknown) => {
        if (begun) finish(tx, error === rollback ? undefined : error)
        else post({ id, ok: false, error: serializeError(error) })
      },
    )
}

/** The 'end' request waiting on each transaction. */
const ending = new Map<number, number>()

/** Answers the 'end' request of transaction `tx`: committed or rolled back, or why not. */
function finish(tx: number, error: unknown): void {
  transactions.delete(tx)
  const id = ending.get(tx)
  ending.delete(tx)
  if (id !== undefined) post(error === undefined ? { id, ok: true, value: null } : { id, ok: false, error: serializeError(error) })
}

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'query':
      return target(request.tx).query(request.sql, request.params, request.rowMode ? { rowMode: request.rowMode } : undefined)
    case 'exec':
      return target(request.tx).exec(request.sql)
    case 'listen': {
      if (!unlisteners.has(request.channel)) {
        unlisteners.set(request.channel, await client.listen(request.channel, (payload) => post({ notify: request.channel, payload })))
      }
      return null
    }
    case 'unlisten': {
      await unlisteners.get(request.channel)?.()
      unlisteners.delete(request.channel)
      return null
    }
    case 'dump': {
      // Between transactions (PGlite's own transaction lock), so the copy holds no transaction's half: a backup
      // reads it in a thread of its own while this one goes on serving (client.ts snapshot).
      const tar = await client._runExclusiveTransaction(() => client.dumpDataDir('none'))
      return new Uint8Array(await tar.arrayBuffer())
    }
    case 'close':
      await client.close()
      return null
    default:
      throw new Error('Unknown request')
  }
}

port.on('message', (request: WorkerRequest) => {
  if (request.op === 'begin') return begin(request.id)
  if (request.op === 'end') {
    const open = transactions.get(request.tx)
    if (!open) return post({ id: request.id, ok: false, error: serializeError(new Error('The transaction has ended')) })
    ending.set(request.tx, request.id)
    return open.end(request.commit)
  }
  handle(request).then(
    (value) => post({ id: request.id, ok: true, value }),
    (error: unknown) => post({ id: request.id, ok: false, error: serializeError(error) }),
  )
})

client.waitReady.then(
  () => {
    Object.assign(client.parsers, drizzleParsers)
    post({ ready: true })
  },
  (error: unknown) => post({ ready: false, error: serializeError(error) }),
)
