// The texts of the field message keys of the shared contract (src/contract/messages.ts): what a form shows under
// a field, whether the key came from its own validation or a 400. Each is a Lingui message whose id is its key, so
// the API's server answers with the very same catalog entry (server/src/i18n.ts); the other keys the server
// translates are in ./api-messages.ts (docs/decisions/0025-server-reads-the-spa-catalogs.md).
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { fieldMessageKeys } from '@contract/messages'
import type { FieldMessageKey } from '@contract/messages'

export const fieldMessages: Record<FieldMessageKey, MessageDescriptor> = {
  required: msg({ id: 'required', message: 'Required field' }),
  invalid_type: msg({ id: 'invalid_type', message: 'Invalid value type.' }),
  invalid_value: msg({ id: 'invalid_value', message: 'Invalid value.' }),
  too_long: msg({ id: 'too_long', message: 'Text too long.' }),
  invalid_username: msg({ id: 'invalid_username', message: 'The username must have 3 to 40 characters: letters, digits, dot, underscore or hyphen.' }),
  invalid_full_name: msg({ id: 'invalid_full_name', message: 'The Full Name field must contain only letters!' }),
  password_too_short: msg({ id: 'password_too_short', message: 'The password must have at least 8 characters.' }),
  wrong_current_password: msg({ id: 'wrong_current_password', message: 'The current password is wrong.' }),
  password_mismatch: msg({ id: 'password_mismatch', message: 'The confirmation does not match the new password.' }),
  invalid_email: msg({ id: 'invalid_email', message: 'Invalid email format' }),
  invalid_price: msg({ id: 'invalid_price', message: 'Invalid price! Use an amount from 0.01 to 999,999,999,999.99, with at most 2 decimals (e.g. 19.99).' }),
  negative_price: msg({ id: 'negative_price', message: 'Invalid price! A price cannot be negative: use an amount from 0.01 to 999,999,999,999.99 (e.g. 19.99).' }),
  invalid_date: msg({ id: 'invalid_date', message: 'Invalid date.' }),
  date_out_of_range: msg({ id: 'date_out_of_range', message: 'The date must be between 1900-01-01 and 2099-12-31.' }),
  release_date_out_of_range: msg({ id: 'release_date_out_of_range', message: 'The publication date must be between 1450-01-01 and 2099-12-31.' }),
  category_type_required: msg({ id: 'category_type_required', message: 'Category Type is required.' }),
  person_name_required: msg({ id: 'person_name_required', message: 'Fill in the person\'s name.' }),
  invalid_amount: msg({ id: 'invalid_amount', message: 'Invalid amount: use a number with at most 2 decimals.' }),
  amount_decimals: msg({ id: 'amount_decimals', message: 'Use at most 2 decimals, after the dot: 1,234.56.' }),
  amount_grouping: msg({ id: 'amount_grouping', message: 'Separate thousands in groups of 3 digits: 1,234,567.89.' }),
  amount_too_large: msg({ id: 'amount_too_large', message: 'The amount is too large: at most 999,999,999,999.99.' }),
  invalid_entry_status: msg({ id: 'invalid_entry_status', message: 'Invalid status for the type: use Pago or A Pagar for an expense, Recebido or A Receber for income.' }),
  unknown_category: msg({ id: 'unknown_category', message: 'Category not found.' }),
  category_type_mismatch: msg({ id: 'category_type_mismatch', message: 'The category must be of the same type as the entry.' }),
  unknown_account_holder: msg({ id: 'unknown_account_holder', message: 'Account holder not found.' }),
  unknown_bank_card: msg({ id: 'unknown_bank_card', message: 'Card not found.' }),
  unknown_bank_account: msg({ id: 'unknown_bank_account', message: 'Bank account not found.' }),
  same_bank_account: msg({ id: 'same_bank_account', message: 'Choose a destination account other than the source account.' }),
  card_days_pair: msg({ id: 'card_days_pair', message: 'Fill in both the closing day and the due day, or neither.' }),
  invalid_card_day: msg({ id: 'invalid_card_day', message: 'Use a day from 1 to 31.' }),
  invalid_card_final: msg({ id: 'invalid_card_final', message: 'Use the card number\'s last 4 digits.' }),
  invalid_month: msg({ id: 'invalid_month', message: 'Use a month as YYYY-MM, from 1900-01 to 2099-12.' }),
  card_without_statements: msg({ id: 'card_without_statements', message: 'This card has no closing and due days: set them on the card to put entries on it.' }),
  card_entry_account: msg({ id: 'card_entry_account', message: 'A card entry does not leave an account: the account is chosen when the bill is paid.' }),
  due_days_range: msg({ id: 'due_days_range', message: 'Choose from 1 to 60 days.' }),
  payment_over_remaining: msg({ id: 'payment_over_remaining', message: 'The payment must be more than zero and at most what is left to pay.' }),
  invalid_installment_count: msg({ id: 'invalid_installment_count', message: 'The number of installments must be a whole number from 1 to 420.' }),
  invalid_interval: msg({ id: 'invalid_interval', message: 'The interval must be 30, 15 or 7 days.' }),
  installment_too_small: msg({ id: 'installment_too_small', message: 'Each installment must be at least R$ 0.01.' }),
  installment_count_below_paid: msg({ id: 'installment_count_below_paid', message: 'The number of installments cannot be lower than the number of the highest installment already paid.' }),
  paid_amount_positive: msg({ id: 'paid_amount_positive', message: 'The amount paid must be greater than zero.' }),
  plan_total_mismatch: msg({ id: 'plan_total_mismatch', message: 'Every installment is already paid: the total must be their sum.' }),
  invalid_period: msg({ id: 'invalid_period', message: 'Invalid period: the start date is after the end date.' }),
  period_too_many_days: msg({ id: 'period_too_many_days', message: 'The period may span at most 366 days.' }),
  recurrence_start_too_old: msg({ id: 'recurrence_start_too_old', message: 'A recurring entry may start at most 2 years before today.' }),
  period_too_long: msg({ id: 'period_too_long', message: 'The period may span at most 120 months.' }),
  search_too_short: msg({ id: 'search_too_short', message: 'Type at least 2 letters to search.' }),
  search_too_long: msg({ id: 'search_too_long', message: 'The search may have at most 100 characters.' }),
  projection_too_far: msg({ id: 'projection_too_far', message: 'The projection reaches at most one year from today.' }),
  unsupported_format: msg({ id: 'unsupported_format', message: 'This file is not a data export of this site.' }),
  duplicate_id: msg({ id: 'duplicate_id', message: 'Id repeated in the file.' }),
  unknown_installment: msg({ id: 'unknown_installment', message: 'Installment not found in the file.' }),
  installment_entry_mismatch: msg({ id: 'installment_entry_mismatch', message: 'An installment has at most one entry: an expense that is paid when the installment is.' }),
  invalid_installments: msg({ id: 'invalid_installments', message: 'The installments must be numbered from 1 to the number of installments and add up to the total.' }),
  unknown_recurrence: msg({ id: 'unknown_recurrence', message: 'Recurring entry not found in the file.' }),
  duplicate_occurrence: msg({ id: 'duplicate_occurrence', message: 'A recurring entry has at most one entry per occurrence date.' }),
  duplicate_budget: msg({ id: 'duplicate_budget', message: 'Budget repeated for this category and month.' }),
  import_balance_row: msg({ id: 'import_balance_row', message: 'A balance or total row, not a movement.' }),
  import_future_row: msg({ id: 'import_future_row', message: 'A future or scheduled row: it has not happened yet.' }),
  import_zero_amount: msg({ id: 'import_zero_amount', message: 'Zero amount.' }),
  import_field_count: msg({ id: 'import_field_count', message: 'The row does not have the file\'s number of columns.' }),
  import_credit_and_debit: msg({ id: 'import_credit_and_debit', message: 'The row has both a credit and a debit amount.' }),
  import_amount_missing: msg({ id: 'import_amount_missing', message: 'The row has no amount.' }),
  import_amount_ambiguous: msg({ id: 'import_amount_ambiguous', message: 'Ambiguous amount: the decimal separator cannot be told.' }),
  import_card_payment_unmatched: msg({ id: 'import_card_payment_unmatched', message: 'A bill payment in the card\'s file: no recorded payment has this amount; import it from the account\'s statement.' }),
  import_statement_payment_unmatched: msg({ id: 'import_statement_payment_unmatched', message: 'This looks like a card bill payment, but no open bill has this amount: import the card\'s file first and then this statement again, or import the row as an expense.' }),
  import_mapping_column: msg({ id: 'import_mapping_column', message: 'Choose the file\'s date, description and amount (or credit and debit) columns.' }),
  import_target_required: msg({ id: 'import_target_required', message: 'Choose one account or one card.' }),
  import_statement_choice: msg({ id: 'import_statement_choice', message: 'This file has no such statement.' }),
  import_unknown_row: msg({ id: 'import_unknown_row', message: 'This row is not part of this import.' }),
  import_file_required: msg({ id: 'import_file_required', message: 'Choose a statement file.' }),
  import_target_mismatch: msg({ id: 'import_target_mismatch', message: 'This statement is a card\'s and an account was chosen, or the other way round: choose a destination of the statement\'s kind.' }),
}

const isFieldMessageKey = (key: string): key is FieldMessageKey => (fieldMessageKeys as readonly string[]).includes(key)

/** The text for a field's message key; a key this SPA does not know reads as an invalid value. */
export function fieldMessage(key: string | undefined): MessageDescriptor | null {
  if (key === undefined) return null
  return isFieldMessageKey(key) ? fieldMessages[key] : fieldMessages.invalid_value
}
