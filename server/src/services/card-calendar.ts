import { and, eq } from 'drizzle-orm'
import { dayKey } from '@contract/calendar'
import { cardStatementCalendar, type CardStatementCalendar } from '@contract/card-statement'
import { bankCards } from '../db/schema'
import { ownedBy } from '../db/scope'
import type { Executor } from './installment-links'

// A card's statement calendar and the user's card (docs/product-rules.md#card-statements): what entries, plans,
// recurring series and statements all need, in a module that imports none of them.

export type CardRow = typeof bankCards.$inferSelect

/** The statement calendar of a card with both days; null for a card without statements. */
export function calendarOf(card: Pick<CardRow, 'diaFechamento' | 'diaVencimento'>): CardStatementCalendar | null {
  return card.diaFechamento === null || card.diaVencimento === null ? null : cardStatementCalendar(card.diaFechamento, card.diaVencimento)
}

/** The cards of `rows` that have statements, each with its id and calendar (cards without statement days left out). */
export function cardCalendars<Row extends Pick<CardRow, 'id' | 'diaFechamento' | 'diaVencimento'>>(rows: readonly Row[]) {
  return rows.flatMap((row) => {
    const calendar = calendarOf(row)
    return calendar ? [{ id: row.id, calendar, row }] : []
  })
}

/** The user's card `id` (null when it is not theirs). */
export async function ownCard(executor: Executor, userId: number, id: number): Promise<CardRow | null> {
  const [card] = await executor
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.id, id), ownedBy(bankCards, userId)))
  return card ?? null
}

/** The statement a purchase of `instant` on the card falls in (the card has statements). */
export const statementOfPurchase = (calendar: CardStatementCalendar, instant: Date) => calendar.statementOfPurchase(dayKey(instant))
