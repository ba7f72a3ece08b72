// The API client's signals to the session machine: 'session expired' when a refresh fails, 'role changed' when a
// renewed session brings another role than the one stored (a change made by `npm run user:role`). The machine listens.
import type { Role } from '../contract/auth'

type Listener = () => void
type RoleListener = (role: Role) => void

const listeners = new Set<Listener>()
const roleListeners = new Set<RoleListener>()

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function emitSessionExpired(): void {
  for (const listener of [...listeners]) listener()
}

export function onRoleChanged(listener: RoleListener): () => void {
  roleListeners.add(listener)
  return () => {
    roleListeners.delete(listener)
  }
}

export function emitRoleChanged(role: Role): void {
  for (const listener of [...roleListeners]) listener(role)
}
