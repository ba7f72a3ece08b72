// One map from the field message keys of the shared contract (src/api/schemas/messages.ts) to Lingui
// texts: what a form shows under a field, whether the key came from its own validation or a 400.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { fieldMessageKeys } from '@/api/schemas/messages'
import type { FieldMessageKey } from '@/api/schemas/messages'

export const fieldMessages: Record<FieldMessageKey, MessageDescriptor> = {
  required: msg`Required field`,
  invalid_type: msg`Invalid value`,
  invalid_value: msg`Invalid value`,
  too_long: msg`Too long`,
  invalid_username: msg`The username must have 3 to 40 characters: letters, digits, dot, underscore or hyphen.`,
  invalid_full_name: msg`The Full Name field must contain only letters!`,
  password_too_short: msg`The password must have at least 8 characters.`,
  invalid_email: msg`Invalid email format`,
  invalid_price: msg`Invalid price!`,
  invalid_date: msg`Invalid date`,
}

const isFieldMessageKey = (key: string): key is FieldMessageKey => (fieldMessageKeys as readonly string[]).includes(key)

/** The text for a field's message key; a key this SPA does not know reads as an invalid value. */
export function fieldMessage(key: string | undefined): MessageDescriptor | null {
  if (key === undefined) return null
  return isFieldMessageKey(key) ? fieldMessages[key] : fieldMessages.invalid_value
}
