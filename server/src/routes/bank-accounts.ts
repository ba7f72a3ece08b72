import { createRoute, z } from '@hono/zod-openapi'
import {
  bankAccountCreateSchema,
  bankAccountListSchema,
  bankAccountSchema,
  bankAccountUpdateSchema,
  statementQuerySchema,
  statementSchema,
  transferCreateSchema,
  transferListQuerySchema,
  transferListSchema,
  transferSchema,
} from '@contract/bank-account'
import { MAX_SERIAL_ID } from '@contract/common'
import type { AppDeps } from '../deps'
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonContent } from '../http/openapi'
import { pathInteger } from '../http/params'
import { caseInsensitive, caseInsensitiveQuery } from '../http/validation'

// Bank account and transfer endpoints (docs/product-rules.md#bank-accounts-and-transfers): accounts with
// their balances, one account's statement, transfers between two of the user's accounts; all behind
// requireUser and scoped to the token's user.

const idParams = z.object({ id: pathInteger('id', MAX_SERIAL_ID, 1) })

const BALANCES =
  '`saldoAtual` = `saldoInicial` + settled income − settled expenses of the account (at their payment date, else their date; at `valorPago` when known) from `dataSaldoInicial` up to now, + transfers in − transfers out up to today. `saldoPrevisto` adds the movements dated after now up to the end of the current month and the pending entries (A Receber − A Pagar) dated up to then.'

export function bankAccountRoutes(deps: AppDeps) {
  const router = createRouter({ requiredCode: 'fill_required_fields' })
  const accounts = deps.services.bankAccounts
  const middleware: [AppDeps['requireUser']] = [deps.requireUser]
  const signedIn = { tags: ['Bank accounts'], security: bearerSecurity, middleware }
  const transfersTag = { ...signedIn, tags: ['Transfers'] }

  const list = createRoute({
    ...signedIn,
    method: 'get',
    path: '/v1/api/contabancaria',
    summary: "The user's bank accounts with their balances",
    description: `Archived accounts included (\`arquivada\`). Sorted by name, case and accents ignored. ${BALANCES}`,
    responses: { 200: jsonContent(bankAccountListSchema, 'The accounts'), ...errorResponses(401) },
  })
  router.openapi(list, async (c) => c.json(await accounts.list(c.var.user.id), 200))

  const get = createRoute({
    ...signedIn,
    method: 'get',
    path: '/v1/api/contabancaria/{id}',
    summary: 'One bank account with its balances',
    description: BALANCES,
    request: { params: idParams },
    responses: { 200: jsonContent(bankAccountSchema, 'The account'), ...errorResponses(400, 401, 404) },
  })
  router.openapi(get, async (c) => c.json(await accounts.get(c.var.user.id, c.req.valid('param').id), 200))

  const create = createRoute({
    ...signedIn,
    method: 'post',
    path: '/v1/api/contabancaria',
    summary: 'Register a bank account',
    description:
      'Keys are matched ignoring case. `nome` trimmed, 1–40 characters, unique per user ignoring case and accents (409 `bank_account_exists`); `saldoInicial` may be negative; `dataSaldoInicial` a day from 1900-01-01 to 2099-12-31.',
    request: { body: jsonBody(caseInsensitive(bankAccountCreateSchema)) },
    responses: { 201: jsonContent(bankAccountSchema, 'The new account'), ...errorResponses(400, 401, 409, 413, 415) },
  })
  router.openapi(create, async (c) => c.json(await accounts.create(c.var.user.id, c.req.valid('json')), 201))

  const update = createRoute({
    ...signedIn,
    method: 'patch',
    path: '/v1/api/contabancaria',
    summary: 'Update a bank account (archive it)',
    description: 'The create body plus `id`; `arquivada` left out keeps the current value.',
    request: { body: jsonBody(caseInsensitive(bankAccountUpdateSchema)) },
    responses: { 200: jsonContent(bankAccountSchema, 'The updated account'), ...errorResponses(400, 401, 404, 409, 413, 415) },
  })
  router.openapi(update, async (c) => c.json(await accounts.update(c.var.user.id, c.req.valid('json')), 200))

  const remove = createRoute({
    ...signedIn,
    method: 'delete',
    path: '/v1/api/contabancaria/{id}',
    summary: 'Delete a bank account',
    description: 'An account that entries, transfers, bill payments or recurring series use is not deleted (409 `bank_account_in_use`): archive it instead.',
    request: { params: idParams },
    responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, 404, 409) },
  })
  router.openapi(remove, async (c) => {
    await accounts.remove(c.var.user.id, c.req.valid('param').id)
    return c.body(null, 204)
  })

  const statement = createRoute({
    ...signedIn,
    method: 'get',
    path: '/v1/api/contabancaria/{id}/extrato',
    summary: "One account's statement",
    description:
      'The settled movements of the period (entries at their payment date, else their date; transfers on their day; pending entries are not movements yet) in date order, each with the balance after it; `saldoAnterior` is the balance before the period, `saldoFinal` after it. Default period: the current month (America/Sao_Paulo).',
    request: { params: idParams, query: caseInsensitiveQuery(statementQuerySchema) },
    responses: { 200: jsonContent(statementSchema, 'The statement'), ...errorResponses(400, 401, 404) },
  })
  router.openapi(statement, async (c) => c.json(await accounts.statement(c.var.user.id, c.req.valid('param').id, c.req.valid('query')), 200))

  const transferList = createRoute({
    ...transfersTag,
    method: 'get',
    path: '/v1/api/transferencia',
    summary: "The user's transfers of a period",
    description: 'Both bounds inclusive, default the current month (America/Sao_Paulo); `contaBancariaId` keeps those in or out of one account. By day, then id.',
    request: { query: caseInsensitiveQuery(transferListQuerySchema) },
    responses: { 200: jsonContent(transferListSchema, 'The transfers'), ...errorResponses(400, 401) },
  })
  router.openapi(transferList, async (c) => c.json(await accounts.transfers(c.var.user.id, c.req.valid('query')), 200))

  const transferCreate = createRoute({
    ...transfersTag,
    method: 'post',
    path: '/v1/api/transferencia',
    summary: 'Move money between two of the user’s accounts',
    description:
      'Never income or expense: month totals ignore it, both statements show it. Both accounts must be the user’s (400 `unknown_bank_account` on the field) and different (400 `same_bank_account`); `valor` > 0.',
    request: { body: jsonBody(caseInsensitive(transferCreateSchema)) },
    responses: { 201: jsonContent(transferSchema, 'The new transfer'), ...errorResponses(400, 401, 413, 415) },
  })
  router.openapi(transferCreate, async (c) => c.json(await accounts.createTransfer(c.var.user.id, c.req.valid('json')), 201))

  const transferRemove = createRoute({
    ...transfersTag,
    method: 'delete',
    path: '/v1/api/transferencia/{id}',
    summary: 'Delete a transfer',
    request: { params: idParams },
    responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, 404) },
  })
  router.openapi(transferRemove, async (c) => {
    await accounts.removeTransfer(c.var.user.id, c.req.valid('param').id)
    return c.body(null, 204)
  })

  return router
}
