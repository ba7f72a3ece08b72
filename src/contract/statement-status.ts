import { z } from 'zod'

// A card statement's status and summary (docs/product-rules.md#card-statements), apart from ./card-statement.ts so
// the card contract can name them without importing the statement calendar (which imports the card's day limits).

/** Aberta (before its closing date), Fechada (closed, not yet due), Vencida (past due, unpaid), Paga (nothing left to pay). */
export const statementStatuses = ['Aberta', 'Fechada', 'Vencida', 'Paga'] as const
export type StatementStatus = (typeof statementStatuses)[number]

/** A statement as the card and the due lists name it: its dates, total, what remains and status. */
export const statementSummarySchema = z.object({
  mes: z.string(),
  dataFechamento: z.string(),
  dataVencimento: z.string(),
  /** Items minus credits (settled ones at the amount really paid). */
  total: z.number(),
  /** What is still to pay: unpaid items minus unpaid credits, less the payments made toward it. */
  restante: z.number(),
  situacao: z.enum(statementStatuses),
})
