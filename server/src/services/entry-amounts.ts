import { sql } from 'drizzle-orm'
import { entries } from '../db/schema'

// What an entry counts in totals and balances (docs/product-rules.md#entries): the amount really paid or
// received once settled, else the amount billed or expected.

/** A settled entry's `valorPago` when known, else its `valor`. */
export const countedAmount = sql`case when ${entries.situacao} in ('Pago', 'Recebido') and ${entries.valorPago} is not null then ${entries.valorPago} else ${entries.valor} end`
