// Path coverage of a model-based test: which state nodes and transitions of the machine the replayed
// paths visit, against all of them. Logged as one table line per machine.
import { expect } from 'vitest'
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'

interface PathLike {
  steps: ReadonlyArray<{ state: unknown; event: EventObject }>
}

export interface Coverage {
  machine: string
  paths: number
  states: { covered: number; total: number; missing: string[] }
  transitions: { covered: number; total: number; missing: string[] }
}

type StateNodeLike = AnyStateMachine['root']
type TransitionLike = ReturnType<AnyStateMachine['getTransitionData']>[number]

function allNodes(node: StateNodeLike): StateNodeLike[] {
  return Object.values(node.states as Record<string, StateNodeLike>).flatMap((child) => [child, ...allNodes(child)])
}

function describeTransition(source: StateNodeLike, eventType: string, index: number, transition: TransitionLike): string {
  const targets = transition.target?.map((t) => t.id).join(',') ?? '(self)'
  return `${source.id} --${eventType}${index > 0 ? `#${index}` : ''}--> ${targets}`
}

export function pathCoverage(machine: AnyStateMachine, paths: readonly PathLike[]): Coverage {
  const nodes = allNodes(machine.root)
  const transitions = new Map<TransitionLike, string>()
  for (const node of [machine.root, ...nodes]) {
    for (const [eventType, list] of node.transitions as Map<string, TransitionLike[]>) {
      list.forEach((transition, index) => transitions.set(transition, describeTransition(node, eventType, index, transition)))
    }
  }

  const seenNodes = new Set<string>()
  const seenTransitions = new Set<TransitionLike>()
  for (const path of paths) {
    // Every path starts with the 'xstate.init' step, whose state is the initial state.
    let previous = path.steps[0]?.state as AnyMachineSnapshot
    for (const step of path.steps) {
      const state = step.state as AnyMachineSnapshot
      // Every step but the first (xstate.init) took a transition: invoked actors' answers (xstate.done.actor.*) count.
      if (step.event.type !== 'xstate.init') {
        for (const transition of machine.getTransitionData(previous, step.event)) seenTransitions.add(transition)
      }
      for (const node of state._nodes) seenNodes.add(node.id)
      previous = state
    }
  }

  // A transient state (eventless `always` only) is passed through and never rests in a snapshot: it was
  // visited when a path entered it (its parent's initial state, or a taken transition's target) and then
  // reached one of the states its `always` transitions lead to.
  const entered = new Set<string>([...seenTransitions].flatMap((transition) => (transition.target ?? []).map((target) => target.id)))
  for (const node of [machine.root, ...nodes]) {
    if (node === machine.root || seenNodes.has(node.id)) for (const target of node.initial?.target ?? []) entered.add(target.id)
  }
  for (const node of nodes) {
    const always = node.always ?? []
    const leadsToSeen = always.some((transition) => (transition.target ?? []).some((target) => seenNodes.has(target.id)))
    if (always.length > 0 && node.transitions.size === 0 && entered.has(node.id) && leadsToSeen) seenNodes.add(node.id)
  }

  const stateIds = nodes.map((node) => node.id)
  return {
    machine: machine.id,
    paths: paths.length,
    states: { covered: stateIds.filter((id) => seenNodes.has(id)).length, total: stateIds.length, missing: stateIds.filter((id) => !seenNodes.has(id)) },
    transitions: {
      covered: [...transitions.keys()].filter((t) => seenTransitions.has(t)).length,
      total: transitions.size,
      missing: [...transitions].filter(([t]) => !seenTransitions.has(t)).map(([, name]) => name),
    },
  }
}

export function formatCoverage(coverage: Coverage): string {
  const pct = (covered: number, total: number) => (total === 0 ? 100 : Math.round((covered / total) * 100))
  const line =
    `[model coverage] ${coverage.machine.padEnd(12)} paths ${String(coverage.paths).padStart(3)} | ` +
    `states ${coverage.states.covered}/${coverage.states.total} (${pct(coverage.states.covered, coverage.states.total)}%) | ` +
    `transitions ${coverage.transitions.covered}/${coverage.transitions.total} (${pct(coverage.transitions.covered, coverage.transitions.total)}%)`
  const missing = [...coverage.states.missing.map((id) => `state ${id}`), ...coverage.transitions.missing.map((name) => `transition ${name}`)]
  return missing.length ? `${line}\n  not covered: ${missing.join('; ')}` : line
}

/** Logs the coverage line (console.info is allowed by the console guard) and returns the numbers. */
export function reportCoverage(machine: AnyStateMachine, paths: readonly PathLike[]): Coverage {
  const coverage = pathCoverage(machine, paths)
  console.info(formatCoverage(coverage))
  return coverage
}

/** Logs the coverage line and fails unless the paths cover every state and every transition (the line names what is missing). */
export function expectFullCoverage(machine: AnyStateMachine, paths: readonly PathLike[]): void {
  const coverage = reportCoverage(machine, paths)
  expect(coverage.states.covered, formatCoverage(coverage)).toBe(coverage.states.total)
  expect(coverage.transitions.covered, formatCoverage(coverage)).toBe(coverage.transitions.total)
}

/**
 * A `serializeState` for createTestModel: two snapshots are the same model state when `project` gives
 * the same value (what the view shows) AND they were entered through the same transition. Shortest paths
 * then reach every (state, incoming transition) pair once: full transition coverage without replaying
 * every context variation.
 */
export function serializeByTransition(
  machine: AnyStateMachine,
  project: (snapshot: AnyMachineSnapshot) => unknown,
  /**
   * A step that takes no transition (a bare event a guard refuses) is the state it started from, instead
   * of a new model state: for machines whose guards refuse payload-less events (editable-list).
   */
  { collapseNoOps = false }: { collapseNoOps?: boolean } = {},
) {
  const seen = new WeakMap<object, string>()
  const names = new Map<TransitionLike, string>()
  for (const node of [machine.root, ...allNodes(machine.root)]) {
    for (const [eventType, list] of node.transitions as Map<string, TransitionLike[]>) {
      list.forEach((transition, index) => names.set(transition, describeTransition(node, eventType, index, transition)))
    }
  }
  return (snapshot: unknown, event: EventObject | undefined, previous?: unknown): string => {
    const state = JSON.stringify([(snapshot as AnyMachineSnapshot).value, project(snapshot as AnyMachineSnapshot)])
    if (!event || !previous) return remember(snapshot, state)
    const via = machine.getTransitionData(previous as AnyMachineSnapshot, event).map((t) => names.get(t) ?? '?')
    if (collapseNoOps && via.length === 0 && seen.has(previous as object)) return remember(snapshot, seen.get(previous as object)!)
    return remember(snapshot, `${state} via ${via.join(' & ')}`)
  }

  function remember(snapshot: unknown, key: string): string {
    if (collapseNoOps && snapshot && typeof snapshot === 'object') seen.set(snapshot, key)
    return key
  }
}
