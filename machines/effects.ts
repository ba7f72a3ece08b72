// Side effects as named actions (tests/README.md): run work outside the machine, answer with ordinary events.
// Results that arrive after the actor stopped are dropped; timers and listeners are released on exit or stop.
import type { AnyActorRef, EventObject } from 'xstate'

/** The part of an action's arguments an effect uses. */
export interface EffectArgs<TContext, TEvent extends EventObject> {
  context: TContext
  event: TEvent
  self: AnyActorRef
}

export type EffectAction<TContext, TEvent extends EventObject> = (args: EffectArgs<TContext, TEvent>) => void

function isRunning(self: AnyActorRef): boolean {
  return self.getSnapshot().status === 'active'
}

/** Sends `event` to `self` unless the actor has stopped meanwhile. */
export function sendIfRunning(self: AnyActorRef, event: EventObject): void {
  if (isRunning(self)) self.send(event)
}

/**
 * One line per effect: `submitLogin: effect(({ context }) => signIn(...), (tokens) => ({ type: 'login.succeeded', ...tokens }), (error) => ({ type: 'login.failed', error }))`.
 */
export function effect<TContext, TEvent extends EventObject, TResult, TAnswer extends EventObject>(
  run: (args: { context: TContext; event: TEvent }) => Promise<TResult>,
  onDone: (result: TResult) => TAnswer,
  onError: (error: unknown) => TAnswer,
): EffectAction<TContext, TEvent> {
  return ({ context, event, self }) => {
    let work: Promise<TResult>
    try {
      work = run({ context, event })
    } catch (error) {
      work = Promise.reject(error)
    }
    work.then(
      (result) => sendIfRunning(self, onDone(result)),
      (error: unknown) => sendIfRunning(self, onError(error)),
    )
  }
}

// Cleanups of running timers/listeners, per actor and key, so that an exit action can cancel them.
const held = new WeakMap<AnyActorRef, Map<string, () => void>>()

function hold(self: AnyActorRef, key: string, cleanup: () => void): void {
  let byKey = held.get(self)
  if (!byKey) {
    const map = new Map<string, () => void>()
    held.set(self, map)
    byKey = map
    // The actor stopping releases everything it still holds.
    const release = () => {
      for (const stop of map.values()) stop()
      map.clear()
    }
    self.subscribe({ complete: release, error: release })
  }
  byKey.get(key)?.()
  byKey.set(key, cleanup)
}

function release(self: AnyActorRef, key: string): void {
  const byKey = held.get(self)
  byKey?.get(key)?.()
  byKey?.delete(key)
}

/**
 * A timer as two actions: `start` (on entry) schedules `event` after `ms`; `cancel` (on exit) clears it.
 * Used instead of `after`, which the model-based tests cannot traverse.
 */
export function timer<TContext, TEvent extends EventObject>(
  key: string,
  ms: number | ((args: { context: TContext; event: TEvent }) => number),
  event: EventObject | ((args: { context: TContext; event: TEvent }) => EventObject),
): { start: EffectAction<TContext, TEvent>; cancel: EffectAction<TContext, TEvent> } {
  return {
    start: ({ context, event: trigger, self }) => {
      const delay = typeof ms === 'function' ? ms({ context, event: trigger }) : ms
      const answer = typeof event === 'function' ? event({ context, event: trigger }) : event
      const id = setTimeout(() => {
        held.get(self)?.delete(key)
        sendIfRunning(self, answer)
      }, delay)
      hold(self, key, () => clearTimeout(id))
    },
    cancel: ({ self }) => release(self, key),
  }
}

/** A subscription to something outside the machine (an event bus, a media query) as start/stop actions. */
export function listener<TContext, TEvent extends EventObject>(
  key: string,
  subscribe: (send: (event: EventObject) => void, args: { context: TContext; event: TEvent }) => () => void,
): { start: EffectAction<TContext, TEvent>; stop: EffectAction<TContext, TEvent> } {
  return {
    start: ({ context, event, self }) => hold(self, key, subscribe((answer) => sendIfRunning(self, answer), { context, event })),
    stop: ({ self }) => release(self, key),
  }
}
