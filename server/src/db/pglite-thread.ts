import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { QueryOptions, Results } from '@electric-sql/pglite'
import { deserializeError, type WorkerMessage, type WorkerOptions, type WorkerRequest } from './pglite-protocol'

// PGlite in a worker thread: in the server's own thread every query ran on the
// event loop, so under load new connections waited for the queries queued before them. This is the
// part of PGlite's interface drizzle-orm/pglite and client.ts use — query, exec, transaction, listen,
// close — answered by pglite-worker.ts. One thread per database, and the one opener of its folder.
//
// Notifications keep PGlite's order: the worker posts a NOTIFY's payload before the answer of the
// statement that sent it, and messages arrive in order, so a listener has run before that statement's
// caller resumes (the user cache of services/auth-users.ts relies on it).

const here = fileURLToPath(import.meta.url)
/** Next to this file: the TypeScript source (tsx, tests), or the built one next to server/build/index.mjs. */
const workerFile = join(dirname(here), here.endsWith('.ts') ? 'pglite-worker.ts' : 'pglite-worker.mjs')

export interface ThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
  exec(sql: string): Promise<Results[]>
}

export class PGliteThread implements ThreadTransaction {
  #worker: Worker
  #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
  #listeners = new Map<string, Set<(payload: string) => void>>()
  #nextId = 1
  #closed = false
  #failure: Error | undefined

  private constructor(worker: Worker) {
    this.#worker = worker
  }

  /** Starts the thread and waits until its PGlite is ready. */
  static async start(options: WorkerOptions): Promise<PGliteThread> {
    // The TypeScript source (tsx, tests) needs tsx in the thread too: under Vitest the parent has none.
    const worker = workerFile.endsWith('.ts')
      ? new Worker(
          `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(pathToFileURL(workerFile).href)}) })`,
          { eval: true, workerData: options },
        )
      : new Worker(workerFile, { workerData: options })
    const thread = new PGliteThread(worker)
    await new Promise<void>((resolve, reject) => {
      worker.on('message', (message: WorkerMessage) => {
        if ('ready' in message) {
          if (message.ready) resolve()
          else reject(deserializeError(message.error))
          return
        }
        thread.#receive(message)
      })
      worker.on('error', (error) => {
        thread.#stopped(error)
        reject(error)
      })
      worker.on('exit', (code) => {
        const error = new Error(`PGlite is closed: its thread exited (${code})`)
        thread.#stopped(error)
        reject(error)
      })
    }).catch(async (error: unknown) => {
      await worker.terminate()
      throw error
    })
    worker.unref()
    return thread
  }

  get closed(): boolean {
    return this.#closed
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    // drizzle's per-query parsers are set once in the thread (parsers.ts); functions cannot cross anyway.
    return this.#call({ op: 'query', sql, params, rowMode: options?.rowMode }) as Promise<Results<T>>
  }

  exec(sql: string): Promise<Results[]> {
    return this.#call({ op: 'exec', sql }) as Promise<Results[]>
  }

  /** Runs `callback` in a transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const tx = (await this.#call({ op: 'begin' })) as number
    const scoped: ThreadTransaction = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
        this.#call({ op: 'query', sql, params, rowMode: options?.rowMode, tx }) as Promise<Results<R>>,
      exec: (sql: string) => this.#call({ op: 'exec', sql, tx }) as Promise<Results[]>,
    }
    let result: T
    try {
      result = await callback(scoped)
    } catch (error) {
      await this.#call({ op: 'end', tx, commit: false }).catch(() => undefined)
      throw error
    }
    await this.#call({ op: 'end', tx, commit: true })
    return result
  }

  /** Calls `callback` with the payload of each NOTIFY on `channel`; resolves to a function that stops that. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let callbacks = this.#listeners.get(channel)
    if (!callbacks) {
      callbacks = new Set()
      this.#listeners.set(channel, callbacks)
      await this.#call({ op: 'listen', channel })
    }
    callbacks.add(callback)
    return async () => {
      callbacks.delete(callback)
      if (callbacks.size === 0 && this.#listeners.get(channel) === callbacks) {
        this.#listeners.delete(channel)
        await this.#call({ op: 'unlisten', channel })
      }
    }
  }

  /** The data folder as a tar (template.ts). */
  async dumpDataDir(): Promise<Uint8Array> {
    return (await this.#call({ op: 'dump' })) as Uint8Array
  }

  async close(): Promise<void> {
    if (this.#closed) return
    try {
      await this.#call({ op: 'close' })
    } finally {
      this.#stopped(new Error('PGlite is closed'))
      await this.#worker.terminate()
    }
  }

  #call(request: DistributiveOmit<WorkerRequest, 'id'>): Promise<unknown> {
    if (this.#closed) return Promise.reject(this.#failure ?? new Error('PGlite is closed'))
    const id = this.#nextId++
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject })
      // The thread keeps the process alive only while an answer is awaited.
      if (this.#pending.size === 1) this.#worker.ref()
      this.#worker.postMessage({ ...request, id })
    })
  }

  #receive(message: Exclude<WorkerMessage, { ready: boolean }>): void {
    if ('notify' in message) {
      for (const callback of this.#listeners.get(message.notify) ?? []) callback(message.payload)
      return
    }
    const pending = this.#pending.get(message.id)
    if (!pending) return
    this.#pending.delete(message.id)
    if (this.#pending.size === 0) this.#worker.unref()
    if (message.ok) pending.resolve(message.value)
    else pending.reject(deserializeError(message.error))
  }

  /** The thread is gone (closed, crashed or exited): every waiting call fails as a closed database. */
  #stopped(reason: Error): void {
    if (this.#closed) return
    this.#closed = true
    this.#failure = /^PGlite is closed/.test(reason.message) ? reason : Object.assign(new Error(`PGlite is closed: ${reason.message}`), { cause: reason })
    for (const { reject } of this.#pending.values()) reject(this.#failure)
    this.#pending.clear()
    this.#listeners.clear()
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never
