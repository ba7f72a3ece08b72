// Whether this render runs after hydration. The build renders public pages without knowing the
// visitor's theme (only the pre-paint script does): what depends on it renders theme-neutral until then.
import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** False in the build's renderer and in the hydrating render, true afterwards and in every client render. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
