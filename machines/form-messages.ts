// Messages shared by the login and sign-up machines (their validation and failure texts), as Lingui descriptors.
import { msg } from '@lingui/core/macro'

export const formMessages = {
  allFieldsRequired: msg`All fields are required!`,
  captchaRequired: msg`Please confirm the captcha!`,
  invalidCredentials: msg`Invalid username or password`,
  unexpected: msg`An unexpected error occurred. Please try again later.`,
  rateLimited: msg`Too many attempts. Please wait a few minutes and try again.`,
  fullNameLettersOnly: msg`The Full Name field must contain only letters!`,
  usernameRule: msg`The username must have 3 to 40 characters: letters, digits, dot, underscore or hyphen.`,
  passwordTooShort: msg`The password must have at least 8 characters.`,
  userExists: msg`A user with this username already exists.`,
  signUpFailed: msg`Error creating user, please try again!`,
  /** On /login right after a sign-up. */
  accountCreated: msg`Account created! Please log in.`,
}
