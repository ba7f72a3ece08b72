// What a form says when its change could not reach the server: the app keeps no queue of changes made offline
// (the service worker serves reads only), so a write without network fails at once and says why.
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { ApiFailure } from '@/api/errors'

export const networkMessages = {
  needsNetwork: msg`No connection: this change needs the internet. What you typed is kept; save again once you are back online.`,
}

/** The form's failure message: "needs the network" when the request got no answer at all, else `message`. */
export function whenOffline<M extends MessageDescriptor>(failure: ApiFailure, message: M): M | MessageDescriptor {
  return failure.code === 'network' ? networkMessages.needsNetwork : message
}
