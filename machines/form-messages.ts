// Messages shared by the login and sign-up machines (their validation and failure texts), as Lingui descriptors.
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

export const formMessages = {
  allFieldsRequired: msg`All fields are required!`,
  captchaRequired: msg`Please confirm the captcha!`,
  invalidCredentials: msg`Invalid username or password`,
  unexpected: msg`An unexpected error occurred. Please try again later.`,
  rateLimited: msg`Too many attempts. Please wait a few minutes and try again.`,
  sessionExpired: msg`Your session expired — sign in again`,
  fullNameLettersOnly: msg`The Full Name field must contain only letters!`,
  usernameRule: msg`The username must have 3 to 40 characters: letters, digits, dot, underscore or hyphen.`,
  passwordTooShort: msg`The password must have at least 8 characters.`,
  userExists: msg`A user with this username already exists.`,
  signUpFailed: msg`Error creating user, please try again!`,
  /** On /login right after a sign-up. */
  accountCreated: msg`Account created! Please log in.`,
}

/** The failed sign-in lockout: how long it still lasts, in whole minutes (rounded up, at least 1). */
export function lockedOutFor(seconds: number): MessageDescriptor {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return minutes === 1 ? msg`Too many wrong attempts. Try again in 1 minute.` : msg`Too many wrong attempts. Try again in ${minutes} minutes.`
}
