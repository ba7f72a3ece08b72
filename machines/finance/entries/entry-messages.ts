// The texts of the entries page and its modals (failures, successes and the date range), shared by the
// entry table, the entry form and the mark-as-paid machines.
import { msg } from '@lingui/core/macro'

/** The texts of every save, delete and pay. */
export const entryMessages = {
  failed: msg`Error processing operation.`,
  succeeded: msg`Operation completed successfully!`,
  invalidPeriod: msg`Invalid period: the start date is after the end date.`,
  /** The date range of docs/product-rules.md#dates (the API answers date_out_of_range with the same text). */
  dateOutOfRange: msg`The date must be between 1900-01-01 and 2099-12-31.`,
  /** A period covers at most 366 days: the API answers a longer one with period_too_many_days (same text). */
  periodTooLong: msg`The period may span at most 366 days.`,
  /** A card statement's item is paid through its statement (the API's pay_the_statement). */
  payTheStatement: msg`This is an item of a card bill: pay the bill instead.`,
  /** The export with transfers and statement payments could not load them: no file is written. */
  exportFailed: msg`Could not load the transfers and bill payments to export.`,
}
