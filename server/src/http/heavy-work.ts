import type { MiddlewareHandler } from 'hono'
import type { AuthMiddleware } from '../middleware/auth'
import { conflict } from './errors'

// Heavy work off the request path (docs/architecture.md#heavy-work): a data import, a data export and a backup run
// in short chunks, and between two chunks they give way to everyone else's calls: the next chunk starts once no
// other call is in flight (or GIVE_WAY_MAX_MS later, so that heavy work still moves on a busy server). A call that
// comes while a chunk runs waits for that one chunk only.
//
// On PGlite (one process, one connection) a user's import is written in many short transactions behind a marker
// (db/import-marker.ts, docs/decisions/0010-imports-in-short-transactions.md) and an export reads in many short
// reads, so each runs `alone` for its user: that user's other calls are refused while their import runs (they
// would see half a document) and wait while their export runs (so that it reads one state of their rows).

/** The longest heavy work waits for a quiet moment between two chunks. */
export const GIVE_WAY_MAX_MS = 50

export type UserWorkKind = 'import' | 'export'

export interface HeavyWork {
  /** App middleware: counts the calls in flight, but for the heavy ones (`heavyPaths`). */
  track: MiddlewareHandler
  /** Between two chunks of heavy work: resolves once no other call is in flight, or after GIVE_WAY_MAX_MS. */
  giveWay(): Promise<void>
  /**
   * Runs `work` as the only work on the user's data (with `perUser`; else just runs it): it waits for the user's
   * calls in flight and for an earlier import or export of theirs to end. While it runs, the user's other calls
   * under `guard` answer 409 'data_import_in_progress' (an import) or wait for it to end (an export).
   */
  alone<T>(userId: number, kind: UserWorkKind, work: () => Promise<T>): Promise<T>
  /**
   * Whether heavy work is under way: a heavy call in flight (from its first byte: a 20 MiB body is read, decoded and
   * checked before its work starts) or a user's import or export running (or waiting for the user's calls to end).
   */
  busy(): boolean
  /** Runs `work` (a backup through the control socket) as heavy work: `busy()` says so while it runs. */
  during<T>(work: () => Promise<T>): Promise<T>
  /** Marks a user whose interrupted import could not be undone: their calls answer 409 until an import of theirs ends. */
  interrupted(userId: number, value: boolean): void
  /** `requireUser` that then keeps the user's call out of their import or export (paths under /v1/api/ but `heavyPaths`). */
  guard(requireUser: AuthMiddleware): AuthMiddleware
}

interface UserState {
  /** Calls of the user in flight under the guard. */
  calls: number
  /** The import or export running (or waiting for the user's calls to end). */
  work?: { kind: UserWorkKind; done: Promise<void> }
  /** Resolved when `calls` falls to 0. */
  idle?: () => void
}

/**
 * `onBusy` hears each change of `busy()`: true when heavy work starts while none ran, false when the last of it ends.
 */
export function createHeavyWork({ heavyPaths, perUser, onBusy }: { heavyPaths: readonly string[]; perUser: boolean; onBusy?: (busy: boolean) => void }): HeavyWork {
  const heavy = new Set(heavyPaths)
  let inFlight = 0
  /** Heavy calls in flight (`heavyPaths`), which `inFlight` leaves out, and backups running (`during`). */
  let heavyCalls = 0
  let waiting: Array<() => void> = []
  const quiet = () => {
    const resolved = waiting
    waiting = []
    for (const resolve of resolved) resolve()
  }

  const users = new Map<number, UserState>()
  const broken = new Set<number>()
  let working = 0
  const busy = () => working > 0 || heavyCalls > 0
  let wasBusy = false
  /** Tells `onBusy` when `busy()` changed: after each change of `heavyCalls` or `working`. */
  const changed = () => {
    if (busy() === wasBusy) return
    wasBusy = !wasBusy
    onBusy?.(wasBusy)
  }
  /** Runs `work` counted among the heavy calls. */
  async function during<T>(work: () => Promise<T>): Promise<T> {
    heavyCalls++
    changed()
    try {
      return await work()
    } finally {
      heavyCalls--
      changed()
    }
  }
  const stateOf = (userId: number) => {
    let state = users.get(userId)
    if (!state) users.set(userId, (state = { calls: 0 }))
    return state
  }
  const forget = (userId: number, state: UserState) => {
    if (state.calls === 0 && !state.work) users.delete(userId)
  }

  return {
    track: async (c, next) => {
      if (heavy.has(c.req.path)) return during(next)
      inFlight++
      try {
        await next()
      } finally {
        if (--inFlight === 0) quiet()
      }
    },

    giveWay: () =>
      new Promise<void>((resolve) => {
        const wait = () => {
          const timer = setTimeout(() => {
            waiting = waiting.filter((entry) => entry !== done)
            resolve()
          }, GIVE_WAY_MAX_MS)
          const done = () => {
            clearTimeout(timer)
            resolve()
          }
          waiting.push(done)
        }
        if (inFlight > 0) return wait()
        // Looked at again when the next piece would start: a call that came in the meantime (its request read in the
        // same turn of the event loop) goes first, instead of waiting for one more piece.
        setImmediate(() => (inFlight > 0 ? wait() : resolve()))
      }),

    async alone(userId, kind, work) {
      if (!perUser) return work()
      // One import or export of a user at a time: a second waits for the first (an import then finds data: 409),
      // but an export during an import would read half a document: 409 as the user's other calls.
      for (let running = users.get(userId)?.work; running; running = users.get(userId)?.work) {
        if (kind === 'export' && running.kind === 'import') throw conflict('data_import_in_progress')
        await running.done
      }
      if (kind === 'export' && broken.has(userId)) throw conflict('data_import_in_progress')
      const state = stateOf(userId)
      let finish!: () => void
      state.work = { kind, done: new Promise<void>((resolve) => (finish = resolve)) }
      working++
      changed()
      try {
        if (state.calls > 0) await new Promise<void>((resolve) => (state.idle = resolve))
        return await work()
      } finally {
        working--
        changed()
        state.work = undefined
        finish()
        forget(userId, state)
      }
    },

    busy,

    during,

    interrupted(userId, value) {
      if (value) broken.add(userId)
      else broken.delete(userId)
    },

    guard: (requireUser) => (c, next) =>
      requireUser(c, async () => {
        if (!perUser || heavy.has(c.req.path) || !c.req.path.startsWith('/v1/api/')) return next()
        const userId = c.var.user.id
        for (;;) {
          const running = users.get(userId)?.work
          if (running?.kind === 'import' || broken.has(userId)) throw conflict('data_import_in_progress')
          if (!running) break
          await running.done
        }
        const state = stateOf(userId)
        state.calls++
        try {
          await next()
        } finally {
          if (--state.calls === 0) {
            state.idle?.()
            state.idle = undefined
            forget(userId, state)
          }
        }
      }),
  }
}
