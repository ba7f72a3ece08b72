import { createRoute, z } from '@hono/zod-openapi'
import { bankCardCreateSchema, bankCardListSchema, bankCardSchema, bankCardUpdateSchema } from '@contract/bank-card'
import {
  cardStatementDetailSchema,
  cardStatementListSchema,
  statementListQuerySchema,
  statementMonthField,
  statementPaySchema,
} from '@contract/card-statement'
import { isStorableText, MAX_SERIAL_ID } from '@contract/common'
import type { AppDeps } from '../deps'
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonContent } from '../http/openapi'
import { pathInteger } from '../http/params'
import { caseInsensitive, caseInsensitiveQuery } from '../http/validation'

// Bank card endpoints (docs/product-rules.md#registries-categories-bank-cards-account-holders): list, read, search by holder, create, update,
// delete, all behind requireUser and scoped to the token's user. Every answer has the optional fields, null when unset.

const idParams = z.object({ id: pathInteger('id', MAX_SERIAL_ID, 1) })
const statementParams = z.object({
  id: pathInteger('id', MAX_SERIAL_ID, 1),
  mes: statementMonthField().openapi({ param: { name: 'mes', in: 'path' }, example: '2026-12' }),
})
const searchParams = z.object({
  holderName: z
    .string()
    .max(200, { error: 'too_long' })
    .refine(isStorableText, { error: 'invalid_value' })
    .openapi({ param: { name: 'holderName', in: 'path' }, example: 'joao' }),
})

export function bankCardRoutes(deps: AppDeps) {
  const router = createRouter({ requiredCode: 'fill_required_fields' })
  const cards = deps.services.bankCards
  const middleware: [AppDeps['requireUser']] = [deps.requireUser]
  const signedIn = { tags: ['Bank cards'], security: bearerSecurity, middleware }

  const list = createRoute({
    ...signedIn,
    method: 'get',
    path: '/v1/api/cartao',
    summary: "The user's bank cards",
    description: 'Sorted by holder name, then bank name (case and accents ignored). Each card has its optional fields (`apelido`, `final`, `diaFechamento`, `diaVencimento`, `limite`), null when unset.',
    responses: { 200: jsonContent(bankCardListSchema, 'The cards'), ...errorResponses(401) },
  })
  router.openapi(list, async (c) => c.json(await cards.list(c.var.user.id), 200))

  const search = createRoute({
    ...signedIn,
    method: 'get',
    path: '/v1/api/cartao/usuario/{holderName}',
    summary: 'Search cards by holder name',
    description: 'Cards whose holder name contains the text, ignoring case and accents ("joao" finds "João Silva"). No match answers 404, which the original client reads as an empty list.',
    request: { params: searchParams },
    responses: { 200: jsonContent(bankCardListSchema, 'The matching cards'), ...errorResponses(400, 401, 404) },
  })
  router.openapi(search, async (c) => c.json(await cards.searchByHolder(c.var.user.id, c.req.valid('param').holderName), 200))

  const get = createRoute({
    ...signedIn,
    method: 'get',
    path: '/v1/api/cartao/{id}',
    summary: 'One bank card',
    request: { params: idParams },
    responses: { 200: jsonContent(bankCardSchema, 'The card'), ...errorResponses(400, 401, 404) },
  })
  router.openapi(get, async (c) => c.json(await cards.get(c.var.user.id, c.req.valid('param').id), 200))

  const create = createRoute({
    ...signedIn,
    method: 'post',
    path: '/v1/api/cartao',
    summary: 'Register a bank card',
    description:
      'Keys are matched ignoring case. Both names are trimmed, 1–40 characters. The same holder and bank may repeat (credit and debit): ' +
      'the optional `apelido` (trimmed, up to 40 characters) and `final` (the last 4 digits) tell them apart. ' +
      'The optional `diaFechamento` and `diaVencimento` (1–31) come together or not at all (else 400 `card_days_pair` on the missing one); ' +
      '`limite` is zero or more. Optional fields left out (or null, or blank text) are stored as null.',
    request: { body: jsonBody(caseInsensitive(bankCardCreateSchema)) },
    responses: { 201: jsonContent(bankCardSchema, 'The new card'), ...errorResponses(400, 401, 413, 415) },
  })
  router.openapi(create, async (c) => c.json(await cards.create(c.var.user.id, c.req.valid('json')), 201))

  const update = createRoute({
    ...signedIn,
    method: 'patch',
    path: '/v1/api/cartao',
    summary: 'Update a bank card',
    description:
      'The create body plus `id`. An optional field left out keeps its stored value and null clears it; ' +
      'the two days are sent together (both, both null, or neither left in the body).',
    request: { body: jsonBody(caseInsensitive(bankCardUpdateSchema)) },
    responses: { 200: jsonContent(bankCardSchema, 'The updated card'), ...errorResponses(400, 401, 404, 413, 415) },
  })
  router.openapi(update, async (c) => c.json(await cards.update(c.var.user.id, c.req.valid('json')), 200))

  const remove = createRoute({
    ...signedIn,
    method: 'delete',
    path: '/v1/api/cartao/{id}',
    summary: 'Delete a bank card',
    description: 'A card used by an installment plan, an entry, a bill payment or a recurring series is not deleted (409 `bank_card_in_use`).',
    request: { params: idParams },
    responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, 404, 409) },
  })
  router.openapi(remove, async (c) => {
    await cards.remove(c.var.user.id, c.req.valid('param').id)
    return c.body(null, 204)
  })

  // Statements (docs/product-rules.md#card-statements): a card with both statement days has them.
  const statementsApi = deps.services.cardStatements
  const statementTags = { ...signedIn, tags: ['Card bills'] }

  const statements = createRoute({
    ...statementTags,
    method: 'get',
    path: '/v1/api/cartao/{id}/faturas',
    summary: "A card's bills",
    description:
      'The bills with items from `de` to `ate` (months `YYYY-MM`, both optional: by default 3 months before the open bill to 12 after it; at most 36 months) and the open one, by month. ' +
      'Each has its closing and due dates, `total` (expense items minus credits, settled ones at the amount really paid), `aPagar` (what is left to pay), its status and item count. ' +
      'A card without bill days: 409 `card_without_statements`.',
    request: { params: idParams, query: caseInsensitiveQuery(statementListQuerySchema) },
    responses: { 200: jsonContent(cardStatementListSchema, 'The bills'), ...errorResponses(400, 401, 404, 409) },
  })
  router.openapi(statements, async (c) => c.json(await statementsApi.list(c.var.user.id, c.req.valid('param').id, c.req.valid('query')), 200))

  const statement = createRoute({
    ...statementTags,
    method: 'get',
    path: '/v1/api/cartao/{id}/faturas/{mes}',
    summary: 'One bill with its items',
    description: 'The bill due in `mes` (`YYYY-MM`) with its items (entries, by date then id). A card without bill days: 409 `card_without_statements`.',
    request: { params: statementParams },
    responses: { 200: jsonContent(cardStatementDetailSchema, 'The bill'), ...errorResponses(400, 401, 404, 409) },
  })
  router.openapi(statement, async (c) => {
    const { id, mes } = c.req.valid('param')
    return c.json(await statementsApi.get(c.var.user.id, id, mes), 200)
  })

  const payStatement = createRoute({
    ...statementTags,
    method: 'post',
    path: '/v1/api/cartao/{id}/faturas/{mes}/pagar',
    summary: 'Pay a bill from an account',
    description:
      'In one transaction, one bill payment of `valor` (default: all that remains) leaves the account `contaBancariaId` on `dataPagamento` — not an expense in the month totals: the items already are. ' +
      'Paying all that remains settles every pending item at its own amount (an installment pays its installment; a plan with none left unpaid is Concluido). ' +
      'A partial payment (0 < `valor` < `restante`) stays open toward the bill; what remains after the due date is carried into the next bill as one `saldoAnterior` item (debt, not an expense), which settles this one. ' +
      'Above what remains: 400 `payment_over_remaining`; nothing left to pay: 409 `statement_nothing_to_pay`. Interest and minimum payments are not computed.',
    request: { params: statementParams, body: jsonBody(caseInsensitive(statementPaySchema)) },
    responses: { 200: jsonContent(cardStatementDetailSchema, 'The paid bill'), ...errorResponses(400, 401, 404, 409, 413, 415) },
  })
  router.openapi(payStatement, async (c) => {
    const { id, mes } = c.req.valid('param')
    return c.json(await statementsApi.pay(c.var.user.id, id, mes, c.req.valid('json')), 200)
  })

  const undoPayment = createRoute({
    ...statementTags,
    method: 'delete',
    path: '/v1/api/cartao/{id}/faturas/{mes}/pagamentos/{pagamentoId}',
    summary: 'Undo a bill payment',
    description:
      'The money returns to the account; the bill reopens: the items the payment settled are pending again, its other payments count toward what remains, and the carry item it left in the next bill goes. ' +
      'Not a payment of this bill: 404 `statement_payment_not_found`; the carry item was paid on its own bill: 409 `carry_statement_paid` (undo that payment first).',
    request: { params: statementParams.extend({ pagamentoId: pathInteger('pagamentoId', MAX_SERIAL_ID, 1) }) },
    responses: { 200: jsonContent(cardStatementDetailSchema, 'The bill after the undo'), ...errorResponses(400, 401, 404, 409) },
  })
  router.openapi(undoPayment, async (c) => {
    const { id, mes, pagamentoId } = c.req.valid('param')
    return c.json(await statementsApi.undoPayment(c.var.user.id, id, mes, pagamentoId), 200)
  })

  return router
}
