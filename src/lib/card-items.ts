// What kind of card item an entry is (docs/product-rules.md#card-statements): an item of a card with
// statements is paid through its statement, never on its own; a carried balance is the unpaid rest of an
// earlier statement — debt, not an expense — which the user neither edits, moves nor deletes.
import type { Entry } from '@contract/entry'

/** An item on a statement of a card with statement days (it names its statement's month). */
export const isStatementItem = (entry: Partial<Pick<Entry, 'faturaMes' | 'cartaoId'>>): boolean => entry.faturaMes != null && entry.cartaoId != null

/** The unpaid rest of an earlier statement carried into this one. */
export const isCarriedBalance = (entry: Partial<Pick<Entry, 'tipoItem'>>): boolean => entry.tipoItem === 'saldoAnterior'
