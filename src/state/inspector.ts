// Optional inspection of every actor: @statelyai/inspect in development, a recorder in tests.
import type { InspectionEvent, Observer } from 'xstate'

type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void)

let inspect: Inspect | null = null

export function setInspector(next: Inspect | null): void {
  inspect = next
}

/** Actor options every useActorRef/Provider passes, so that all machines can be watched live. */
export function actorOptions(): { inspect?: Inspect } {
  return inspect ? { inspect } : {}
}
