// What every routed page receives from the route table (src/app/routes.tsx), and the route data the
// layout needs (access levels, page-jump entries). Lives below the views so that views never import
// the app layer.
import type { MessageDescriptor } from '@lingui/core'
import type { Role } from '@contract/auth'

export interface PageProps {
  /** Route parameters, e.g. { livroId: '0' }. */
  params: Record<string, string | undefined>
  title: MessageDescriptor
}

/** Who may open a route: anyone, a signed-in user, or an admin. */
export type Access = 'public' | 'user' | 'admin'

/** An entry of the page-jump dropdown of the layout, with the access of the route it leads to. */
export interface JumpEntry {
  href: string
  label: MessageDescriptor
  access: Access
}

/** Whether a signed-in user of `role` may open a route of `access` (admin routes need the role Admin). */
export function isAllowed(access: Access, role: Role | null): boolean {
  return access !== 'admin' || role === 'Admin'
}
