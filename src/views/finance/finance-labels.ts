// Labels of the finance enums (SPEC §3, §9): the API keeps the Portuguese values, the screen translates them.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CategoryType, EntryStatus } from '@/api/schemas/finance'

export const categoryTypeLabels: Record<CategoryType, MessageDescriptor> = {
  Receita: msg`Income`,
  Despesa: msg`Expense`,
}

export const categoryTypeOptions = [
  { value: 'Receita', label: categoryTypeLabels.Receita },
  { value: 'Despesa', label: categoryTypeLabels.Despesa },
] as const

/** Entry statuses (SPEC §3): the API keeps Pago / A Pagar / Recebido / A Receber. */
export const entryStatusLabels: Record<EntryStatus, MessageDescriptor> = {
  Pago: msg`Paid`,
  'A Pagar': msg`To pay`,
  Recebido: msg`Received`,
  'A Receber': msg`To receive`,
}
