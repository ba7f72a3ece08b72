// Message keys shared by the SPA and the API. Shared schemas use them as zod issue messages, the API
// translates them (server/src/i18n.ts) and returns them as `code`. Their texts are Lingui messages whose id is the
// key (src/i18n/field-messages.ts, src/i18n/api-messages.ts), in the catalogs both the SPA and the server read.

/** Keys a shared zod schema may put on a field (the `errors` map of an API error). */
export const fieldMessageKeys = [
  'required',
  'invalid_type',
  'invalid_value',
  'too_long',
  'invalid_username',
  'invalid_full_name',
  'password_too_short',
  // A password change: the current password is not the user's; the form's confirmation is not the new password.
  'wrong_current_password',
  'password_mismatch',
  'invalid_email',
  'invalid_price',
  'negative_price',
  'invalid_date',
  'date_out_of_range',
  'release_date_out_of_range',
  // Finance (categories, account holders, entries, installment plans).
  'category_type_required',
  'person_name_required',
  'invalid_amount',
  // Amount text that is not an amount, by its problem (docs/product-rules.md#money).
  'amount_decimals',
  'amount_grouping',
  'amount_too_large',
  'invalid_entry_status',
  'unknown_category',
  'category_type_mismatch',
  'unknown_account_holder',
  'unknown_bank_card',
  'unknown_bank_account',
  'same_bank_account',
  // Bank cards: the statement days and the last 4 digits.
  'card_days_pair',
  'invalid_card_day',
  'invalid_card_final',
  // Card statements: a statement month, a card entry's card and account.
  'invalid_month',
  'card_without_statements',
  'card_entry_account',
  // What is due: the days ahead; a statement payment above what remains.
  'due_days_range',
  'payment_over_remaining',
  'invalid_installment_count',
  'invalid_interval',
  'installment_too_small',
  'installment_count_below_paid',
  'paid_amount_positive',
  'plan_total_mismatch',
  'invalid_period',
  'period_too_many_days',
  'recurrence_start_too_old',
  'period_too_long',
  // The search over every month: 2 to 100 characters.
  'search_too_short',
  'search_too_long',
  // Planning: the projection reaches at most one year ahead.
  'projection_too_far',
  // A user's data import: the document's own rules and links.
  'unsupported_format',
  'duplicate_id',
  'unknown_installment',
  'installment_entry_mismatch',
  'invalid_installments',
  'unknown_recurrence',
  'duplicate_occurrence',
  'duplicate_budget',
  // Bank-statement import: why a row is ignored or rejected, why a CSV reading is not usable.
  'import_balance_row',
  'import_future_row',
  'import_zero_amount',
  'import_field_count',
  'import_credit_and_debit',
  'import_amount_missing',
  'import_amount_ambiguous',
  'import_card_payment_unmatched',
  'import_statement_payment_unmatched',
  'import_mapping_column',
  'import_target_required',
  'import_statement_choice',
  'import_unknown_row',
  'import_file_required',
  'import_target_mismatch',
] as const
export type FieldMessageKey = (typeof fieldMessageKeys)[number]

/** Which part of a card image file name is wrong (./card-file-name reports the first one). */
export const cardFileNameProblems = [
  'file_name_extension',
  'file_name_parts',
  'file_name_version',
  'file_name_version_number',
  'file_name_card_number',
  'file_name_card_name',
  'file_name_rarity',
  'file_name_type',
  'file_name_hp',
  'file_name_stage',
  'file_name_booster',
] as const
export type CardFileNameProblem = (typeof cardFileNameProblems)[number]

/**
 * Why the card upload rejected one file: a part of its name, or its content. The API lists
 * them per file and as the `errors` of a request that saved nothing.
 */
export const cardUploadProblemKeys = [
  ...cardFileNameProblems,
  'file_not_png',
  'file_png_invalid',
  'file_too_large',
  'file_image_too_large',
  'file_duplicate',
  'file_invalid',
] as const
export type CardUploadProblemKey = (typeof cardUploadProblemKeys)[number]

/** Codes of API error bodies (`ApiErrorBody.code`). Later resources add theirs here. */
export const apiErrorCodes = [
  'required_fields',
  'validation_failed',
  'malformed_body',
  'invalid_utf8',
  'invalid_credentials',
  // Two-step verification (docs/product-rules.md#two-step-verification): a wrong code, a challenge unknown or used,
  // expired or out of tries, turning it on or off in the wrong state, a wrong password when turning it off.
  'two_factor_code_invalid',
  'two_factor_challenge_invalid',
  'two_factor_challenge_expired',
  'two_factor_attempts_exhausted',
  'two_factor_already_enabled',
  'two_factor_not_started',
  'two_factor_not_enabled',
  'two_factor_password_invalid',
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
  'too_many_writes',
  'internal_error',
  'files_required',
  'too_many_files',
  'no_png_files',
  'no_card_saved',
  // Finance: the top message of a 400 with a missing field ('Preencha todos os campos obrigatórios.'),
  // duplicates and integrity of the registries, linked and paid entries (docs/product-rules.md#entries).
  'fill_required_fields',
  'category_exists',
  'account_holder_exists',
  'category_in_use',
  'category_type_in_use',
  'account_holder_in_use',
  'bank_card_in_use',
  'bank_account_exists',
  'bank_account_in_use',
  'entry_linked_to_installment',
  'installment_entry_delete',
  'entry_already_paid',
  // Card statements (docs/product-rules.md#card-statements).
  'statement_paid',
  'statement_nothing_to_pay',
  'pay_the_statement',
  'carry_statement_paid',
  'statement_payment_not_found',
  'carry_item_locked',
  'entry_not_on_card',
  'card_has_statement_items',
  'database_unavailable',
  // A user's data import into an account that already has data; the user's other calls while their import is written.
  'account_not_empty',
  'data_import_in_progress',
  // Bank-statement import (docs/product-rules.md#bank-statement-import): a file that cannot be read (its
  // `motivo`), too many rows, a preview confirmed twice or gone, an undo too late or over changed entries.
  'import_unreadable',
  'import_not_bank_file',
  'import_no_transactions',
  'import_unknown_layout',
  'import_charset_unknown',
  'import_too_many_rows',
  'import_already_confirmed',
  'import_expired',
  'import_undo_expired',
  'import_not_confirmed',
  'import_changed_since',
  'import_in_progress',
  // The visitor's demo (docs/product-rules.md#the-visitors-demo): too many from one address, too many live, a converter
  // call from an account that is not a demo.
  'demo_rate_limited',
  'demo_capacity',
  'not_a_demo',
  ...fieldMessageKeys,
  ...cardUploadProblemKeys,
] as const
export type ApiErrorCode = (typeof apiErrorCodes)[number]

/**
 * Every key the server translates: the error codes, the sign-up's success, and the line of a file refused for one
 * line (`{line}`, and `{reason}`: the first field's text).
 */
export const serverMessageKeys = [...apiErrorCodes, 'user_created', 'line_of_file', 'line_of_file_reason'] as const
export type ServerMessageKey = (typeof serverMessageKeys)[number]
