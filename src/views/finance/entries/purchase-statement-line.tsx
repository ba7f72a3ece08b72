// The live line under a card purchase's fields: the statement it goes on and that statement's due date.
import { Trans, useLingui } from '@lingui/react/macro'
import type { BankCard } from '@contract/bank-card'
import { formatIsoDay, formatMonth } from '@/i18n/format'
import { purchaseStatement } from '@/lib/purchase-statement'
import type { KeptStatement } from '@/lib/purchase-statement'

export interface PurchaseStatementLineProps {
  cards: readonly BankCard[]
  values: { cartaoId: string; tipoLancamento: string; dataLancamento: string }
  /** An edited card item as saved (it keeps its statement while its card and day stay). */
  kept?: KeptStatement | null
  className?: string
}

/** "Entra na fatura de janeiro de 2027 — vence em 10 de jan. de 2027"; nothing when no card statement applies. */
export function PurchaseStatementLine({ cards, values, kept = null, className }: PurchaseStatementLineProps) {
  const { i18n } = useLingui()
  const statement = purchaseStatement(cards, values, kept)
  if (!statement) return null
  const month = formatMonth(statement.mes, i18n.locale)
  const due = formatIsoDay(statement.dataVencimento, i18n.locale)
  return (
    <p className={className} aria-live="polite" data-testid="purchase-statement">
      <Trans>
        Goes on the {month} bill — due {due}
      </Trans>
    </p>
  )
}
