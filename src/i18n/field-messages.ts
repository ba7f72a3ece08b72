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
  wrong_current_password: msg`The current password is wrong.`,
  password_mismatch: msg`The confirmation does not match the new password.`,
  invalid_email: msg`Invalid email format`,
  invalid_price: msg`Invalid price! Use an amount from 0.01 to 999,999,999,999.99, with at most 2 decimals (e.g. 19.99).`,
  negative_price: msg`Invalid price! A price cannot be negative: use an amount from 0.01 to 999,999,999,999.99 (e.g. 19.99).`,
  invalid_date: msg`Invalid date`,
  date_out_of_range: msg`The date must be between 1900-01-01 and 2099-12-31.`,
  release_date_out_of_range: msg`The publication date must be between 1450-01-01 and 2099-12-31.`,
  category_type_required: msg`Category Type is required.`,
  person_name_required: msg`Fill in the person's name.`,
  invalid_amount: msg`Invalid amount: use a number with at most 2 decimals.`,
  amount_decimals: msg`Use at most 2 decimals, after the dot: 1,234.56.`,
  amount_grouping: msg`Separate thousands in groups of 3 digits: 1,234,567.89.`,
  amount_too_large: msg`The amount is too large: at most 999,999,999,999.99.`,
  invalid_entry_status: msg`This status does not fit the type.`,
  unknown_category: msg`Category not found.`,
  category_type_mismatch: msg`The category must be of the same type as the entry.`,
  unknown_account_holder: msg`Account holder not found.`,
  unknown_bank_card: msg`Card not found.`,
  unknown_bank_account: msg`Bank account not found.`,
  same_bank_account: msg`Choose a destination account other than the source account.`,
  card_days_pair: msg`Fill in both the closing day and the due day, or neither.`,
  invalid_card_day: msg`Use a day from 1 to 31.`,
  invalid_month: msg`Use a month as YYYY-MM, from 1900-01 to 2099-12.`,
  card_without_statements: msg`This card has no closing and due days: set them on the card to put entries on it.`,
  card_entry_account: msg`A card entry does not leave an account: the account is chosen when the bill is paid.`,
  invalid_card_final: msg`Use the card number's last 4 digits.`,
  due_days_range: msg`Use a number of days from 1 to 60.`,
  payment_over_remaining: msg`The payment must be more than zero and at most what is left to pay.`,
  invalid_installment_count: msg`The number of installments must be a whole number from 1 to 420.`,
  invalid_interval: msg`The interval must be 30, 15 or 7 days.`,
  installment_too_small: msg`Each installment must be at least R$ 0.01.`,
  installment_count_below_paid: msg`The number of installments cannot be lower than the number of the highest installment already paid.`,
  paid_amount_positive: msg`The amount paid must be greater than zero.`,
  plan_total_mismatch: msg`Every installment is already paid: the total must be their sum.`,
  invalid_period: msg`Invalid period: the start date is after the end date.`,
  period_too_many_days: msg`The period may span at most 366 days.`,
  recurrence_start_too_old: msg`A recurring entry may start at most 2 years before today.`,
  period_too_long: msg`The period may span at most 120 months.`,
  search_too_short: msg`Type at least 2 letters to search.`,
  search_too_long: msg`The search may have at most 100 characters.`,
  projection_too_far: msg`The projection reaches at most one year from today.`,
  unsupported_format: msg`This file is not a data export of this site.`,
  duplicate_id: msg`Id repeated in the file.`,
  unknown_installment: msg`Installment not found in the file.`,
  installment_entry_mismatch: msg`An installment has at most one entry: an expense that is paid when the installment is.`,
  invalid_installments: msg`The installments must be numbered from 1 to the number of installments and add up to the total.`,
  unknown_recurrence: msg`Recurring entry not found in the file.`,
  duplicate_occurrence: msg`A recurring entry has at most one entry per occurrence date.`,
  duplicate_budget: msg`Budget repeated for this category and month.`,
  import_balance_row: msg`A balance or total row, not a movement.`,
  import_future_row: msg`A future or scheduled row: it has not happened yet.`,
  import_zero_amount: msg`Zero amount.`,
  import_field_count: msg`The row does not have the file's number of columns.`,
  import_credit_and_debit: msg`The row has both a credit and a debit amount.`,
  import_amount_missing: msg`The row has no amount.`,
  import_amount_ambiguous: msg`Ambiguous amount: the decimal separator cannot be told.`,
  import_card_payment_unmatched: msg`A bill payment in the card's file: no recorded payment has this amount; import it from the account's statement.`,
  import_statement_payment_unmatched: msg`This looks like a card bill payment, but no open bill has this amount: import the card’s file first and then this statement again, or import the row as an expense.`,
  import_mapping_column: msg`Choose the file's date, description and amount (or credit and debit) columns.`,
  import_target_required: msg`Choose one account or one card.`,
  import_statement_choice: msg`This file has no such statement.`,
  import_unknown_row: msg`This row is not part of this import.`,
  import_file_required: msg`Choose a statement file.`,
  import_target_mismatch: msg`This statement is a card's and an account was chosen, or the other way round: choose a destination of the statement's kind.`,
}

const isFieldMessageKey = (key: string): key is FieldMessageKey => (fieldMessageKeys as readonly string[]).includes(key)

/** The text for a field's message key; a key this SPA does not know reads as an invalid value. */
export function fieldMessage(key: string | undefined): MessageDescriptor | null {
  if (key === undefined) return null
  return isFieldMessageKey(key) ? fieldMessages[key] : fieldMessages.invalid_value
}
