// Client-side sign-up rules (docs/product-rules.md#accounts-and-roles), in the order the user sees them.
import type { MessageDescriptor } from '@lingui/core'
import { FULL_NAME_PATTERN, PASSWORD_MIN_LENGTH, USERNAME_PATTERN } from '@contract/auth'
import { formMessages } from '../form-messages'

export type SignupField = 'username' | 'password' | 'fullName'

export interface SignupFields {
  username: string
  password: string
  fullName: string
}

export interface SignupProblem {
  message: MessageDescriptor
  fields: SignupField[]
}

export function validateSignup(fields: SignupFields): SignupProblem | null {
  const username = fields.username.trim()
  const fullName = fields.fullName.trim()
  const missing = (['username', 'password', 'fullName'] as const).filter((field) =>
    field === 'password' ? fields.password === '' : (field === 'username' ? username : fullName) === '',
  )
  if (missing.length > 0) return { message: formMessages.allFieldsRequired, fields: missing }
  if (!FULL_NAME_PATTERN.test(fullName)) return { message: formMessages.fullNameLettersOnly, fields: ['fullName'] }
  if (!USERNAME_PATTERN.test(username)) return { message: formMessages.usernameRule, fields: ['username'] }
  if (fields.password.length < PASSWORD_MIN_LENGTH) return { message: formMessages.passwordTooShort, fields: ['password'] }
  return null
}
