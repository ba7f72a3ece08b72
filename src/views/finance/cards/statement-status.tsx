// A card statement's status as a badge (docs/product-rules.md#card-statements): Open, Closed, Overdue, Paid,
// each in its tone; the statements page, the panel's next statements and due list, and the cards list share it.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { StatementStatus } from '@contract/statement-status'
import { badge } from '@/styles/recipes.css'
import type { BadgeVariants } from '@/styles/recipes.css'

export const statusLabels: Record<StatementStatus, MessageDescriptor> = {
  Aberta: msg({ message: 'Open', context: 'statement' }),
  Fechada: msg({ message: 'Closed', context: 'statement' }),
  Vencida: msg({ message: 'Overdue', context: 'statement' }),
  Paga: msg({ message: 'Paid', context: 'statement' }),
}

const statusTones: Record<StatementStatus, NonNullable<BadgeVariants>['tone']> = { Aberta: 'status', Fechada: 'neutral', Vencida: 'expense', Paga: 'income' }

export function StatusBadge({ status }: { status: StatementStatus }) {
  const { i18n } = useLingui()
  return <span className={badge({ tone: statusTones[status] })}>{i18n._(statusLabels[status])}</span>
}
