// A card statement's status (docs/product-rules.md#card-statements), apart from ./card-statement.ts so the
// card contract can name it without importing the statement calendar (which imports the card's day limits).

/** Aberta (before its closing date), Fechada (closed, not yet due), Vencida (past due, unpaid), Paga (nothing left to pay). */
export const statementStatuses = ['Aberta', 'Fechada', 'Vencida', 'Paga'] as const
export type StatementStatus = (typeof statementStatuses)[number]
