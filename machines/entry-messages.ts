// The texts of the entries page and its modals (SPEC §8 Financial entries, DESIGN §9), shared by the
// entry table, the entry form and the mark-as-paid machines.
import { msg } from '@lingui/core/macro'

/** SPEC §8 Financial entries: the texts of every save, delete and pay. */
export const entryMessages = {
  failed: msg`Error processing operation.`,
  succeeded: msg`Operation completed successfully!`,
  invalidPeriod: msg`Invalid period: the start date is after the end date.`,
  /** DESIGN §9 (the API answers date_out_of_range with the same text). */
  dateOutOfRange: msg`The date must be between 1900-01-01 and 2099-12-31.`,
  /** DESIGN §9.6: the API answers a longer period with period_too_many_days (same text). */
  periodTooLong: msg`The period may span at most 366 days.`,
}
