// Invoked actors whose answers a model-based replay decides: each run of a held actor
// pushes a pending promise; when the path reaches `xstate.done.actor.<id>` (or `.error.`) the replay
// resolves (or rejects) the latest one with the event's output (or error).
import { fromPromise } from 'xstate'
import type { AnyMachineSnapshot, AnyStateMachine, EventObject, NonReducibleUnknown } from 'xstate'

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

/**
 * Drops every path whose events are the start of a longer path's: replaying the longer one asserts the
 * same states on the way (what TestModel does by default, for paths from getShortestPaths).
 */
export function longestPaths<P extends { steps: ReadonlyArray<{ event: EventObject }> }>(paths: readonly P[]): P[] {
  const key = (path: P) => path.steps.map((step) => JSON.stringify(step.event))
  const byLength = [...paths].sort((a, b) => b.steps.length - a.steps.length)
  const kept: Array<{ path: P; events: string[] }> = []
  for (const path of byLength) {
    const events = key(path)
    if (!kept.some((longer) => events.every((event, index) => longer.events[index] === event))) kept.push({ path, events })
  }
  return kept.map(({ path }) => path)
}

/**
 * The fewest of `paths` (longest first) that still take every transition and visit every state the
 * whole set does: shortest paths that are prefixes of, or repeat, a kept one add nothing to replay.
 */
export function coveringPaths<P extends { steps: ReadonlyArray<{ state: unknown; event: EventObject }> }>(machine: AnyStateMachine, paths: readonly P[]): P[] {
  const seen = new Set<unknown>()
  const kept: P[] = []
  for (const path of [...paths].sort((a, b) => b.steps.length - a.steps.length)) {
    let previous = path.steps[0]?.state as AnyMachineSnapshot
    let adds = false
    for (const step of path.steps) {
      const state = step.state as AnyMachineSnapshot
      const taken = step.event.type === 'xstate.init' ? [] : machine.getTransitionData(previous, step.event)
      for (const item of [...taken, ...state._nodes]) {
        if (!seen.has(item)) {
          seen.add(item)
          adds = true
        }
      }
      previous = state
    }
    if (adds) kept.push(path)
  }
  return kept
}

/** The answers a model offers for invoked actors: `xstate.done.actor.<id>` with the output `Outputs` names for it. */
export type ActorDone<Outputs> = { [Id in keyof Outputs & string]: { type: `xstate.done.actor.${Id}`; output: Outputs[Id] } }[keyof Outputs & string]

/** `xstate.error.actor.<id>` with its error, for each of `Ids`. */
export type ActorError<Ids extends string> = { [Id in Ids]: { type: `xstate.error.actor.${Id}`; error: unknown } }[Ids]

/** Both answers of each actor: done with the output `Outputs` names for it, or an error. */
export type ActorAnswer<Outputs> = ActorDone<Outputs> | ActorError<keyof Outputs & string>

/** `xstate.error.actor.<id>` sample events, one for each of `errors`. */
export const actorErrors = <Id extends string>(id: Id, errors: readonly unknown[]) => errors.map((error) => ({ type: `xstate.error.actor.${id}` as const, error }))
