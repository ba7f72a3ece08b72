// Replays a model path against the real view: each step's event is performed on the page (a click, typing,
// an actor's answer, a delay), then the running actor must be in the path's state (so the UI action really
// produced the event) and that state's visible checks run.
import { act, fireEvent } from '@testing-library/react'
import { expect } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject, StateValue } from 'xstate'
import type { Alert } from '@machines/alert'
import { expectAlertShown } from '../support/screen-text'

/** What each state shows, by state key. */
export type StateChecks = Record<string, (state: AnyMachineSnapshot) => void | Promise<void>>

interface PathLike<S extends { value: StateValue }, E extends EventObject> {
  steps: ReadonlyArray<{ state: S; event: E }>
}

export async function replay<S extends { value: StateValue }, E extends EventObject>(
  path: PathLike<S, E>,
  actor: () => AnyActorRef,
  perform: (event: E) => Promise<unknown>,
  check: (state: S, event: E) => void | Promise<void>,
): Promise<void> {
  for (const step of path.steps) {
    if (step.event.type !== 'xstate.init') await perform(step.event)
    expect(actor().getSnapshot().value, `after ${step.event.type}`).toEqual(step.state.value)
    await check(step.state, step.event)
  }
}

/** A state value as the key of a checks table: 'loaded', or '{"ready":"browsing"}' for a nested one. */
export const stateKey = (value: StateValue): string => (typeof value === 'string' ? value : JSON.stringify(value))

/** The running actor's snapshot, after checking that it shows what the model's state holds (`project` of both is equal). */
export function liveSnapshot(actor: () => AnyActorRef, project: (snapshot: AnyMachineSnapshot) => unknown, model: unknown): AnyMachineSnapshot {
  const snapshot = actor().getSnapshot() as AnyMachineSnapshot
  expect(project(snapshot)).toEqual(project({ context: model } as AnyMachineSnapshot))
  return snapshot
}

/**
 * A path's test name: its events but the init, joined by arrows, each as `label` names it or else by its type
 * ('initial state' for none).
 */
export function pathTitle<E extends EventObject>(events: readonly EventObject[], label: (event: E) => string | undefined = () => undefined): string {
  return (
    events
      .filter((event) => event.type !== 'xstate.init')
      .map((event) => label(event as E) ?? event.type)
      .join(' → ') || 'initial state'
  )
}

/** `live(model)` after checking that the page shows the machine's alert (or none): what each state of a page checks first. */
export const showingAlert =
  <C extends { alert: Alert | null }>(live: (model: C) => C) =>
  (model: C): C => {
    const context = live(model)
    expectAlertShown(context.alert)
    return context
  }

/** Escape pressed on the page (a dialog's cancel). */
export const pressEscape = () =>
  act(() => {
    fireEvent.keyDown(document, { key: 'Escape' })
  })
