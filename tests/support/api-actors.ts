// Promise actors a test provides to a machine in place of its API calls (`machine.provide({ actors })`): each
// answers through a vi.fn the test programs (`mockResolvedValueOnce`, `mockRejectedValueOnce`) and reads
// (`toHaveBeenCalledWith` the actor's input). No module is mocked and no request leaves.
import { vi } from 'vitest'
import { fromPromise } from 'xstate'
import type { NonReducibleUnknown } from 'xstate'

/** A promise actor answered by `answer`, a vi.fn called with the actor's input (pending until programmed). */
export function apiActor<T, Input = NonReducibleUnknown>(answer?: (input: Input) => Promise<T>) {
  const fn = vi.fn<(input: Input) => Promise<T>>(answer ?? (() => new Promise<T>(() => {})))
  return Object.assign(fn, { logic: fromPromise<T, Input>(({ input }) => fn(input)) })
}

/** A promise actor that never answers: for loads a test renders past without looking at. */
export const pendingActor = <T = never, Input = NonReducibleUnknown>() => fromPromise<T, Input>(() => new Promise<T>(() => {}))
