// Labels of the installment enums: the API keeps the Portuguese values, the screen translates them.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { InstallmentInterval, PlanStatus } from '@contract/finance'
import type { BadgeVariants } from '@/styles/recipes.css'

export const planStatusLabels: Record<PlanStatus, MessageDescriptor> = {
  Ativo: msg`Active`,
  Concluido: msg`Completed`,
  Cancelado: msg`Cancelled`,
  Pendente: msg`Pending`,
  Suspenso: msg`Suspended`,
}

export const planStatusTones: Record<PlanStatus, NonNullable<BadgeVariants>['tone']> = {
  Ativo: 'status',
  Concluido: 'income',
  Cancelado: 'expense',
  Pendente: 'neutral',
  Suspenso: 'neutral',
}

export const intervalLabels: Record<InstallmentInterval, MessageDescriptor> = {
  30: msg`Monthly (same day each month)`,
  15: msg`Biweekly (15 days)`,
  7: msg`Weekly (7 days)`,
}
