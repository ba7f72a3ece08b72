// Replays a model path against the real view: each step's event is performed on the page (a click, typing,
// an actor's answer, a delay), then the running actor must be in the path's state (so the UI action really
// produced the event) and that state's visible checks run.
import { act, fireEvent, screen, within } from '@testing-library/react'
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

/** A path's test name from its event types alone, without their `xstate.` prefix (`done.actor.signIn`). */
export const eventTypesTitle = (path: { steps: ReadonlyArray<{ event: EventObject }> }): string =>
  pathTitle(
    path.steps.map((step) => step.event),
    (event) => event.type.replace('xstate.', ''),
  )

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

/** What a list page shows in the states every list with a modal has (bank accounts, recurring entries, installment plans). */
export interface ListPage<C> {
  /** The list's region. */
  section: () => HTMLElement
  /** Checks that the rows the context lists are on the page. */
  rows: (context: C) => void
  /** Whether the context holds rows yet (a reload keeps them on the page). */
  known: (context: C) => boolean
  /** The line the list shows in place of rows, null when it shows rows. */
  emptyLine: (context: C) => string | null
  loading: string
  /** The alert of a failed load (lists whose machine has a failure state). */
  failed?: string
}

/**
 * Loading (busy: its loading line until rows are known, else the rows kept), failure (the list's alert and Try again)
 * and browsing (not busy, no dialog, the rows or the empty line). `page` is each state's first check (showingAlert(live)).
 */
export function listPageChecks<C>(page: (model: C) => C, list: ListPage<C>) {
  return {
    loading: (model: C) => {
      const context = page(model)
      expect(list.section()).toHaveAttribute('aria-busy', 'true')
      if (list.known(context)) list.rows(context)
      else expect(within(list.section()).getByRole('status')).toHaveTextContent(list.loading)
    },
    failure: (model: C) => {
      if (list.failed === undefined) throw new Error('this list has no failure state')
      page(model)
      expect(screen.getByRole('alert')).toHaveTextContent(list.failed)
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    },
    browsing: (model: C) => {
      const context = page(model)
      expect(list.section()).toHaveAttribute('aria-busy', 'false')
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(screen.queryByRole('alertdialog')).toBeNull()
      list.rows(context)
      const empty = list.emptyLine(context)
      if (empty !== null) expect(list.section()).toHaveTextContent(empty)
    },
  }
}
