import { z } from 'zod'
import { entryListSchema } from './entry'
import { statementSummarySchema } from './statement-status'

// What is due (docs/product-rules.md#what-is-due): the pending entries not on a card with statements and
// the card statements to pay, overdue (before today) and due soon (today through `ate`). Card items are
// paid through their statement, so they appear here only inside it.

/** GET /v1/api/financas/a-vencer: `dias` 1–60, default 7. */
export const DUE_DAYS_DEFAULT = 7
export const DUE_DAYS_MIN = 1
export const DUE_DAYS_MAX = 60

export const dueQuerySchema = z.object({
  dias: z
    .preprocess(
      (value) => (value === undefined || value === '' ? undefined : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
      z
        .number({ error: 'invalid_value' })
        .int({ error: 'invalid_value' })
        .min(DUE_DAYS_MIN, { error: 'due_days_range' })
        .max(DUE_DAYS_MAX, { error: 'due_days_range' })
        .optional(),
    )
    .meta({ description: `Days ahead, ${DUE_DAYS_MIN}–${DUE_DAYS_MAX} (default ${DUE_DAYS_DEFAULT}): 7 is today through 6 days after it`, example: 7 }),
})
export type DueQuery = z.output<typeof dueQuerySchema>

/** A card statement with something left to pay. */
export const dueStatementSchema = statementSummarySchema
  .extend({
    cartaoId: z.number().int(),
    /** The card's nickname, else its bank's name. */
    nomeCartao: z.string(),
  })
  .meta({ id: 'DueStatement' })
export type DueStatement = z.infer<typeof dueStatementSchema>

/**
 * One group: `quantidade` and `total` are what the user must pay (A Pagar entries and statements, at what
 * remains); `aReceber` the A Receber entries; `lancamentos` lists both kinds by date (at most 500), `faturas`
 * the statements by due date.
 */
export const dueGroupSchema = z.object({
  quantidade: z.number().int(),
  total: z.number(),
  aReceber: z.object({ quantidade: z.number().int(), total: z.number() }),
  lancamentos: entryListSchema,
  faturas: z.array(dueStatementSchema),
})
export type DueGroup = z.infer<typeof dueGroupSchema>

/** GET /v1/api/financas/a-vencer: overdue (before `hoje`) and due from `hoje` through `ate` ('YYYY-MM-DD', São Paulo). */
export const dueSummarySchema = z
  .object({ hoje: z.string(), ate: z.string(), vencidos: dueGroupSchema, aVencer: dueGroupSchema })
  .meta({ id: 'DueSummary' })
export type DueSummary = z.infer<typeof dueSummarySchema>
