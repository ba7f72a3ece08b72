// Replays model paths against the real view: after every step the running actor must be in the
// model's state (so the UI action really produced the event), then the state's visible checks run.
import { expect } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate'

export type StateChecks = Record<string, (state: AnyMachineSnapshot) => void | Promise<void>>

/** Wraps state checks so that each first compares the live actor's state value with the model's. */
export function withActorCheck(actor: () => AnyActorRef, checks: StateChecks): StateChecks {
  const compare = (state: AnyMachineSnapshot) => expect(actor().getSnapshot().value).toEqual(state.value)
  const wrapped: StateChecks = { '*': compare }
  for (const [key, check] of Object.entries(checks)) {
    wrapped[key] = async (state) => {
      compare(state)
      await check(state)
    }
  }
  return wrapped
}
