// Message keys shared by the SPA and the API. Shared schemas use them as zod issue messages, the API
// translates them (server/src/i18n.ts) and returns them as `code`; the SPA maps them to Lingui messages.
import { cardFileNameProblems } from './card-file-name'

/** Keys a shared zod schema may put on a field (the `errors` map of an API error). */
export const fieldMessageKeys = [
  'required',
  'invalid_type',
  'invalid_value',
  'too_long',
  'invalid_username',
  'invalid_full_name',
  'password_too_short',
  'invalid_email',
  'invalid_price',
  'invalid_date',
] as const
export type FieldMessageKey = (typeof fieldMessageKeys)[number]

/**
 * Why the card upload rejected one file (DESIGN §4): a part of its name (./card-file-name), or its
 * content. The API lists them per file and as the `errors` of a request that saved nothing.
 */
export const cardUploadProblemKeys = [
  ...cardFileNameProblems,
  'file_not_png',
  'file_too_large',
  'file_duplicate',
  'file_invalid',
] as const
export type CardUploadProblemKey = (typeof cardUploadProblemKeys)[number]

/** Codes of API error bodies (`ApiErrorBody.code`). Later resources add theirs here. */
export const apiErrorCodes = [
  'required_fields',
  'validation_failed',
  'malformed_body',
  'invalid_credentials',
  'user_exists',
  'captcha_required',
  'captcha_invalid',
  'unauthorized',
  'invalid_token',
  'invalid_refresh_token',
  'forbidden',
  'not_found',
  'payload_too_large',
  'unsupported_media_type',
  'headers_too_large',
  'request_timeout',
  'bad_request',
  'rate_limited',
  'internal_error',
  'files_required',
  'too_many_files',
  'no_png_files',
  'no_card_saved',
  ...fieldMessageKeys,
  ...cardUploadProblemKeys,
] as const
export type ApiErrorCode = (typeof apiErrorCodes)[number]
