// How a carried balance reads wherever an entry is listed (docs/product-rules.md#card-statements): the unpaid
// rest of an earlier statement, named by that statement's month instead of its stored description.
import { Trans, useLingui } from '@lingui/react/macro'
import type { Entry } from '@contract/entry'
import { formatMonth } from '@/i18n/format'

/** "Balance carried from the October 2026 bill" / "Saldo anterior da fatura de outubro de 2026". */
export function CarriedBalanceLabel({ entry }: { entry: Pick<Entry, 'faturaOrigem' | 'descricao'> }) {
  const { i18n } = useLingui()
  if (entry.faturaOrigem === null) return <Trans>Balance carried from an earlier bill</Trans>
  const month = formatMonth(entry.faturaOrigem, i18n.locale)
  return <Trans>Balance carried from the {month} bill</Trans>
}
