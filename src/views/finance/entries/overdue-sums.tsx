// How many entries are overdue over all months and their sums (docs/product-rules.md#entries): the words
// the entries page's banner and the finance panel's banner share.
import { Plural, Trans } from '@lingui/react/macro'
import type { OverdueSummary } from '@contract/entry'
import { useFormat } from '@/i18n/use-format'
import { nowrap } from './entries.css'

export function overdueCount(overdue: OverdueSummary): number {
  return overdue.aPagar.quantidade + overdue.aReceber.quantidade
}

/** "11 overdue entries", "R$ 1.665,84 to pay", "R$ 700,00 to receive" (a part with nothing overdue is left out). */
export function OverdueSums({ overdue }: { overdue: OverdueSummary }) {
  const format = useFormat()
  const toPay = format.money(overdue.aPagar.total)
  const toReceive = format.money(overdue.aReceber.total)
  const count = overdueCount(overdue)
  return (
    <>
      <strong>
        <Plural value={count} one="# overdue entry" other="# overdue entries" />
      </strong>
      {overdue.aPagar.quantidade > 0 ? (
        <span className={nowrap}>
          <Trans>{toPay} to pay</Trans>
        </span>
      ) : null}
      {overdue.aReceber.quantidade > 0 ? (
        <span className={nowrap}>
          <Trans>{toReceive} to receive</Trans>
        </span>
      ) : null}
    </>
  )
}
