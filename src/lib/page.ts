// What every routed page receives from the route table (src/app/routes.tsx). Lives below the views so
// that views never import the app layer.
import type { MessageDescriptor } from '@lingui/core'

export interface PageProps {
  /** Route parameters, e.g. { livroId: '0' }. */
  params: Record<string, string | undefined>
  title: MessageDescriptor
}
