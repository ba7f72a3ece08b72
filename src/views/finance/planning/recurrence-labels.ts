// Labels of the recurring series' enums: the API keeps the Portuguese values, the screen translates them
// (docs/product-rules.md#recurring-entries).
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RecurrenceFrequency, WeekendAdjustment } from '@contract/recurrence'

export const frequencyLabels: Record<RecurrenceFrequency, MessageDescriptor> = {
  Mensal: msg`Monthly`,
  Quinzenal: msg`Every 15 days`,
  Semanal: msg`Weekly`,
  Anual: msg`Yearly`,
}

export const weekendAdjustmentLabels: Record<WeekendAdjustment, MessageDescriptor> = {
  Nenhum: msg`Keep the day`,
  Antecipar: msg`Business day before`,
  Adiar: msg`Business day after`,
}
