// The messages between the server and the PGlite thread (pglite-thread.ts ⇄ pglite-worker.ts).

export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params?: unknown[]; rowMode?: 'array' | 'object'; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'unlisten'; channel: string }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' }

export type WorkerMessage =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: SerializedError }
  | { notify: string; payload: string }
  | { ready: true }
  | { ready: false; error: SerializedError }

/** An error's message and its plain-data properties (SQLSTATE `code`, `constraint`, ...), which a clone would drop. */
export interface SerializedError {
  name: string
  message: string
  stack?: string
  props: Record<string, unknown>
}

export interface WorkerOptions {
  /** A PGlite data folder; none: in memory. */
  folder?: string
  /** In memory: start from this template tar (template.ts). */
  template?: Uint8Array
}

const isPlainData = (value: unknown): boolean =>
  value === null ||
  ['string', 'number', 'boolean', 'bigint', 'undefined'].includes(typeof value) ||
  (Array.isArray(value) && value.every(isPlainData))

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), props: {} }
  const props = Object.fromEntries(Object.entries(error).filter(([, value]) => isPlainData(value)))
  return { name: error.name, message: error.message, stack: error.stack, props }
}

export function deserializeError({ name, message, stack, props }: SerializedError): Error {
  const error = Object.assign(new Error(message), props)
  error.name = name
  if (stack) error.stack = stack
  return error
}
