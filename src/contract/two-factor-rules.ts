// The rules of two-step verification's codes (docs/product-rules.md#two-step-verification), importable without zod: the
// login page checks a code's form before it has loaded the API client.

/** A one-time code as the app shows it: 6 digits (the SPA drops spaces before sending). */
export const TOTP_CODE_PATTERN = /^\d{6}$/
/** A recovery code: 16 letters and digits, in groups of 4 with or without hyphens or spaces. */
export const RECOVERY_CODE_PATTERN = /^[0-9a-z]{4}(?:[- ]?[0-9a-z]{4}){3}$/i
/** Recovery codes handed out when verification is turned on. */
export const RECOVERY_CODE_COUNT = 10
/** How long a sign-in's challenge waits for its code. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000

/** The SPA's code field: spaces and hyphens people type or paste dropped ("123 456" is 123456). */
export const compactCode = (text: string) => text.replace(/[\s-]/g, '')

/** Whether a sign-in's answer is the challenge of a second step rather than the tokens. */
export const isChallenge = (answer: object): answer is { segundoFator: true; desafio: string } => 'segundoFator' in answer && answer.segundoFator === true
