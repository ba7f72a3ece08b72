// What the visitor's demo says when it cannot start or convert (docs/product-rules.md#the-visitors-demo), as Lingui
// descriptors: the demo-start and demo-convert machines keep these, the views translate them.
import { msg } from '@lingui/core/macro'

export const demoMessages = {
  rateLimited: msg`Too many demos were started from this address. Try again in an hour.`,
  full: msg`The demo is full right now. Try again later, or create your account.`,
  unavailable: msg`The demo is not available on this server.`,
  failed: msg`Could not start the demo. Please try again.`,
  convertFailed: msg`Could not create your account. Please try again.`,
  passwordsDiffer: msg`The passwords do not match.`,
  notADemo: msg`This account is no longer a demo: it is already yours.`,
}
