// The statement a card purchase lands in, as the entry forms show it live (docs/product-rules.md#card-statements):
// the card's statement calendar of the shared contract decides, the rule is never spelled here.
import type { BankCard } from '@contract/bank-card'
import { cardStatementCalendar } from '@contract/card-statement'
import { FIRST_USER_DAY, LAST_USER_DAY } from '@contract/calendar'
import { daysInMonth } from '@contract/days'

/** A statement named by the month of its due date ('YYYY-MM') and that due date ('YYYY-MM-DD'). */
export interface PurchaseStatement {
  mes: string
  dataVencimento: string
}

/** Whether `text` is a real day 'YYYY-MM-DD' a user may enter. */
function isEnteredDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) && text >= FIRST_USER_DAY && text <= LAST_USER_DAY
}

/** An edited card item as saved: its card, its São Paulo day and the statement it is on (the user may have moved it). */
export interface KeptStatement {
  cartaoId: number | null
  day: string
  faturaMes: string | null
}

/**
 * The statement an expense bought on `dataLancamento` ('YYYY-MM-DD') on the card `cartaoId` (a select's value)
 * goes on; null when it is not an expense, no card with statement days is chosen, or the day is not a valid
 * one yet. An edited item that keeps its card and day keeps its statement (`kept`), as the API does.
 */
export function purchaseStatement(
  cards: readonly Pick<BankCard, 'id' | 'diaFechamento' | 'diaVencimento'>[],
  values: { cartaoId: string; tipoLancamento: string; dataLancamento: string },
  kept: KeptStatement | null = null,
): PurchaseStatement | null {
  if (values.tipoLancamento !== 'Despesa' || values.cartaoId === '' || !isEnteredDay(values.dataLancamento)) return null
  const card = cards.find((candidate) => String(candidate.id) === values.cartaoId)
  if (!card || card.diaFechamento === null || card.diaVencimento === null) return null
  const calendar = cardStatementCalendar(card.diaFechamento, card.diaVencimento)
  const keeps = kept !== null && kept.faturaMes !== null && kept.cartaoId === card.id && kept.day === values.dataLancamento
  const mes = keeps ? kept.faturaMes! : calendar.statementOfPurchase(values.dataLancamento)
  return { mes, dataVencimento: calendar.statementDates(mes).dataVencimento }
}
