// Typed calls of a credit card's statements (src/contract/card-statement.ts, docs/product-rules.md#card-statements):
// the card itself, its statement list, one statement with its items, paying a statement from an account,
// and moving one card item to another statement. Every answer is parsed with the shared zod schemas.
import { api } from './client'
import type { ApiClient } from './client'
import { bankCardSchema } from '../contract/bank-card'
import type { BankCard } from '../contract/bank-card'
import { cardStatementDetailSchema, cardStatementListSchema } from '../contract/card-statement'
import type { CardStatement, CardStatementDetail, StatementStatus } from '../contract/card-statement'
import { entrySchema } from '../contract/entry'
import type { Entry } from '../contract/entry'

export type { BankCard, CardStatement, CardStatementDetail, Entry, StatementStatus }

/** A range of statement months ('YYYY-MM', both optional: the API's default is 3 before the open one to 12 after). */
export interface StatementRange {
  de?: string
  ate?: string
}

/** What the pay form sends: the account the payment leaves, the payment day 'YYYY-MM-DD' and, for a partial payment, the amount. */
export interface StatementPayment {
  contaBancariaId: number
  dataPagamento: string
  /** Omitted: all that remains. */
  valor?: number
}

const CARDS = '/v1/api/cartao'
const statementPath = (cardId: number, mes: string) => `${CARDS}/${cardId}/faturas/${encodeURIComponent(mes)}`

/** GET /v1/api/cartao/{id}: the card with its days, limit and the limit used. */
export function getCard(cardId: number, client: ApiClient = api): Promise<BankCard> {
  return client.request(`${CARDS}/${cardId}`, bankCardSchema)
}

/** GET /v1/api/cartao/{id}/faturas?de&ate: the statements with items and the open one, by month (409 `card_without_statements`). */
export function listStatements(cardId: number, range: StatementRange = {}, client: ApiClient = api): Promise<CardStatement[]> {
  const query: Record<string, string> = {}
  if (range.de) query.de = range.de
  if (range.ate) query.ate = range.ate
  return client.request(`${CARDS}/${cardId}/faturas`, cardStatementListSchema, { query })
}

/** GET /v1/api/cartao/{id}/faturas/{mes}: one statement (any month, also one without items) with its items. */
export function getStatement(cardId: number, mes: string, client: ApiClient = api): Promise<CardStatementDetail> {
  return client.request(statementPath(cardId, mes), cardStatementDetailSchema)
}

/**
 * POST /v1/api/cartao/{id}/faturas/{mes}/pagar: pays what remains, or `valor` of it (400 `payment_over_remaining`,
 * 409 `statement_nothing_to_pay`).
 */
export function payStatement(cardId: number, mes: string, body: StatementPayment, client: ApiClient = api): Promise<CardStatementDetail> {
  return client.request(`${statementPath(cardId, mes)}/pagar`, cardStatementDetailSchema, {
    method: 'POST',
    body: { contaBancariaId: body.contaBancariaId, dataPagamento: body.dataPagamento, ...(body.valor === undefined ? {} : { valor: body.valor }) },
  })
}

/** DELETE /v1/api/cartao/{id}/faturas/{mes}/pagamentos/{pagamentoId}: undoes one payment (409 `carry_statement_paid`, 404 `statement_payment_not_found`). */
export function undoStatementPayment(cardId: number, mes: string, pagamentoId: number, client: ApiClient = api): Promise<void> {
  return client.send(`${statementPath(cardId, mes)}/pagamentos/${pagamentoId}`, { method: 'DELETE' })
}

/** PATCH /v1/api/lancamento/{id}/fatura: one card item to another statement of its card (409 `statement_paid`, `entry_already_paid`, `entry_not_on_card`). */
export function moveToStatement(entryId: number, mes: string, client: ApiClient = api): Promise<Entry> {
  return client.request(`/v1/api/lancamento/${entryId}/fatura`, entrySchema, { method: 'PATCH', body: { mes } })
}
