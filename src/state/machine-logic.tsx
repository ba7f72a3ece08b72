// Which logic a page starts for one of its machines: the logic it is given, else the one the app was given for that
// machine (tests provide the whole app's pages their actors this way: `machine.provide({ actors })`), else the machine.
import { createContext, use, useMemo } from 'react'
import type { ReactNode } from 'react'
import type { AnyStateMachine } from 'xstate'

/** A machine and the logic to start in its place: the same machine with implementations provided. */
export interface ProvidedLogic {
  readonly machine: AnyStateMachine
  readonly logic: AnyStateMachine
}

/** `logic` in place of `machine` wherever a page starts it (typed: only that machine's own `provide()` fits). */
export function provided<T extends AnyStateMachine>(machine: T, logic: NoInfer<T>): ProvidedLogic {
  return { machine, logic }
}

const ProvidedLogicContext = createContext<ReadonlyMap<AnyStateMachine, AnyStateMachine>>(new Map())
const none: readonly ProvidedLogic[] = []

/** Gives the pages below the logic to start in place of their machines (none: each starts its own; the last given for a machine counts). */
export function ProvidedLogicProvider({ logic = none, children }: { logic?: readonly ProvidedLogic[]; children: ReactNode }) {
  const byMachine = useMemo(() => new Map(logic.map((entry) => [entry.machine, entry.logic])), [logic])
  return <ProvidedLogicContext value={byMachine}>{children}</ProvidedLogicContext>
}

/** The logic to start for `machine`: `given` (a view's prop), else the one provided for it above, else `machine`. */
export function useLogic<T extends AnyStateMachine>(machine: T, given?: T): T {
  const byMachine = use(ProvidedLogicContext)
  return given ?? (byMachine.get(machine) as T | undefined) ?? machine
}
