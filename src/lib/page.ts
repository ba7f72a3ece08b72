// What every routed page receives from the route table (src/app/routes.tsx), and the route data the
// layout needs (access levels, page-jump entries). Lives below the views so that views never import
// the app layer.
import type { MessageDescriptor } from '@lingui/core'
import type { Role } from '@/api/schemas/auth'

export interface PageProps {
  /** Route parameters, e.g. { livroId: '0' }. */
  params: Record<string, string | undefined>
  title: MessageDescriptor
}

/** Who may open a route (SPEC §2 route table, §6). */
export type Access = 'public' | 'user' | 'admin'

/** An entry of the page-jump dropdown (SPEC §2 Layout), with the access of the route it leads to. */
export interface JumpEntry {
  href: string
  label: MessageDescriptor
  access: Access
}

/** Whether a signed-in user of `role` may open a route of `access` (SPEC §6: admin routes need Admin). */
export function isAllowed(access: Access, role: Role | null): boolean {
  return access !== 'admin' || role === 'Admin'
}
