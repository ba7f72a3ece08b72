// Messages of two-step verification (docs/product-rules.md#two-step-verification), shared by the login machine's second
// step and the two-step verification page, as Lingui descriptors.
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { RECOVERY_CODE_PATTERN, TOTP_CODE_PATTERN, compactCode } from '@contract/two-factor-rules'

export const twoStepMessages = {
  codeFormat: msg`Enter the 6-digit code your authenticator app shows.`,
  recoveryFormat: msg`Enter one of your recovery codes: 16 letters and digits.`,
  wrongCode: msg`Wrong or already used code. Enter the code your app shows now.`,
  wrongRecoveryCode: msg`Wrong or already used recovery code.`,
  challengeExpired: msg`The 5 minutes to enter the code are over. Sign in again.`,
  challengeInvalid: msg`This sign-in step is no longer valid. Sign in again.`,
  attemptsExhausted: msg`Too many wrong codes. Sign in again.`,
  wrongPassword: msg`Wrong password.`,
  statusFailed: msg`Could not load your two-step verification. Please try again.`,
  startFailed: msg`Could not start turning on two-step verification. Please try again.`,
  saveFailed: msg`Could not save. Please try again.`,
  network: msg`No connection to the server. Check your connection and try again.`,
  turnedOn: msg`Two-step verification is on.`,
  turnedOff: msg`Two-step verification is off.`,
}

/** Whether `code` has the form of its kind: 6 digits (spaces and hyphens dropped), or a recovery code. */
export function codeHasForm(code: string, recovery: boolean): boolean {
  return recovery ? RECOVERY_CODE_PATTERN.test(code.trim()) : TOTP_CODE_PATTERN.test(compactCode(code))
}

/** The message of a code without the form of its kind. */
export const codeFormMessage = (recovery: boolean): MessageDescriptor => (recovery ? twoStepMessages.recoveryFormat : twoStepMessages.codeFormat)

/** The message of a code the server refused (wrong or used). */
export const wrongCodeMessage = (recovery: boolean): MessageDescriptor => (recovery ? twoStepMessages.wrongRecoveryCode : twoStepMessages.wrongCode)

/** What the API's code means in the field it is sent in: the app's code without its spaces, a recovery code as typed. */
export const codeField = (code: string, recovery: boolean) => (recovery ? { codigoRecuperacao: code.trim() } : { codigo: compactCode(code) })
