// Invoked actors whose answers a model-based replay decides (STYLE §2): each run of a held actor
// pushes a pending promise; when the path reaches `xstate.done.actor.<id>` (or `.error.`) the replay
// resolves (or rejects) the latest one with the event's output (or error).
import { fromPromise } from 'xstate'
import type { EventObject, NonReducibleUnknown } from 'xstate'

export interface Deferred<T> {
  promise: Promise<T>
  resolve: (value: T) => void
  reject: (error: unknown) => void
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** A promise actor that never answers by itself: its runs wait in `runs` (with the input each got). */
export function heldActor<T, Input = NonReducibleUnknown>() {
  const runs: Array<Deferred<T> & { input: Input }> = []
  const logic = fromPromise<T, Input>(({ input }) => {
    const run = { ...deferred<T>(), input }
    runs.push(run)
    return run.promise
  })
  return {
    logic,
    runs,
    /** Settles the latest run as `event` says: `output` resolves it, `error` rejects it. */
    settle(event: EventObject & { output?: unknown; error?: unknown }) {
      const run = runs.at(-1)
      if (!run) throw new Error(`no run of the actor is waiting for ${event.type}`)
      if ('output' in event) run.resolve(event.output as T)
      else run.reject(event.error)
    },
  }
}

/** `xstate.done.actor.<id>` / `xstate.error.actor.<id>` → `<id>`; undefined for other events. */
export function actorOfEvent(type: string): string | undefined {
  return /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(type)?.[1]
}
