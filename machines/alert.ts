// The alert a page's machine keeps in its context after an action (saved, deleted, refused): the view shows it
// in one banner (src/components/alert-banner) until the user dismisses it or the next action replaces it.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export interface Alert {
  tone: 'success' | 'danger'
  message: MessageDescriptor
  /** The API's own reason for a refusal (a 4xx's message, already in the user's language), shown after the message. */
  detail?: string | null
}

/** The API's own reason (a 4xx's message, already in the user's language) as an alert's whole message, where ours would only repeat it. */
export const apiReason = (reason: string): MessageDescriptor => msg`${reason}`
