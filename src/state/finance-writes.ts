// The signal that an entry was written outside the page's own machines (the quick add in the layout): the
// layout mounts the current page again, so every machine of the page reads its data afresh.
import { useSyncExternalStore } from 'react'

let version = 0
const listeners = new Set<() => void>()

/** Tells the layout that the user's entries changed. */
export function announceEntryWritten(): void {
  version += 1
  for (const listener of [...listeners]) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** How many entries were written this way so far: a key that changes after each. */
export function useEntryWrites(): number {
  return useSyncExternalStore(subscribe, () => version, () => 0)
}
