// How the app's "Try the finance manager" buttons ask /experimentar to start the demo at once: a history state, which
// only a click inside the app carries (a plain link, a typed address or a crawler never starts a demo by itself).

/** The history state the buttons navigate with. */
export const DEMO_START_STATE = { demo: 'start' } as const

/** Whether this visit of /experimentar came from such a button; the state is dropped, so a reload or Back starts no other demo. */
export function takeDemoStartRequest(): boolean {
  if (typeof window === 'undefined') return false
  const state: unknown = window.history.state
  const requested = typeof state === 'object' && state !== null && (state as Record<string, unknown>).demo === DEMO_START_STATE.demo
  if (requested) window.history.replaceState(null, '')
  return requested
}
