// The 'session expired' signal: the API client emits it when a refresh fails; the session machine listens.
type Listener = () => void

const listeners = new Set<Listener>()

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function emitSessionExpired(): void {
  for (const listener of [...listeners]) listener()
}
