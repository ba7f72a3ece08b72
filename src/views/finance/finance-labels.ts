// Labels of the finance enums (SPEC §3, §9): the API keeps the Portuguese values, the screen translates them.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CategoryType } from '@/api/schemas/finance'

export const categoryTypeLabels: Record<CategoryType, MessageDescriptor> = {
  Receita: msg`Income`,
  Despesa: msg`Expense`,
}

export const categoryTypeOptions = [
  { value: 'Receita', label: categoryTypeLabels.Receita },
  { value: 'Despesa', label: categoryTypeLabels.Despesa },
] as const
