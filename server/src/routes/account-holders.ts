import { createRoute, z } from '@hono/zod-openapi'
import {
  accountHolderCreateSchema,
  accountHolderListSchema,
  accountHolderSchema,
  accountHolderUpdateSchema,
} from '@contract/account-holder'
import { isStorableText, MAX_SERIAL_ID } from '@contract/common'
import type { AppDeps } from '../deps'
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonContent } from '../http/openapi'
import { pathInteger } from '../http/params'
import { caseInsensitive } from '../http/validation'

// Account holder endpoints (docs/product-rules.md#registries-categories-bank-cards-account-holders): list, read, search by name,
// create, update, delete, all behind requireUser and scoped to the token's user.

const idParams = z.object({ id: pathInteger('id', MAX_SERIAL_ID, 1) })
const searchParams = z.object({
  name: z
    .string()
    .max(200, { error: 'too_long' })
    .refine(isStorableText, { error: 'invalid_value' })
    .openapi({ param: { name: 'name', in: 'path' }, example: 'joao' }),
})

export function accountHolderRoutes(deps: AppDeps) {
  const router = createRouter({ requiredCode: 'fill_required_fields' })
  const holders = deps.services.accountHolders
  const middleware: [AppDeps['requireUser']] = [deps.requireUser]
  const signedIn = { tags: ['Account holders'], security: bearerSecurity, middleware }

  const list = createRoute({
    ...signedIn,
    method: 'get',
    path: '/v1/api/pessoaconta',
    summary: "The user's account holders",
    description: 'Sorted by name (case and accents ignored).',
    responses: { 200: jsonContent(accountHolderListSchema, 'The account holders'), ...errorResponses(401) },
  })
  router.openapi(list, async (c) => c.json(await holders.list(c.var.user.id), 200))

  const search = createRoute({
    ...signedIn,
    method: 'get',
    path: '/v1/api/pessoaconta/nome/{name}',
    summary: 'Search account holders by name',
    description: 'Holders whose name contains the text, ignoring case and accents ("joao" finds "João Silva"). No match answers 404, which the original client reads as an empty list.',
    request: { params: searchParams },
    responses: { 200: jsonContent(accountHolderListSchema, 'The matching account holders'), ...errorResponses(400, 401, 404) },
  })
  router.openapi(search, async (c) => c.json(await holders.searchByName(c.var.user.id, c.req.valid('param').name), 200))

  const get = createRoute({
    ...signedIn,
    method: 'get',
    path: '/v1/api/pessoaconta/{id}',
    summary: 'One account holder',
    request: { params: idParams },
    responses: { 200: jsonContent(accountHolderSchema, 'The account holder'), ...errorResponses(400, 401, 404) },
  })
  router.openapi(get, async (c) => c.json(await holders.get(c.var.user.id, c.req.valid('param').id), 200))

  const create = createRoute({
    ...signedIn,
    method: 'post',
    path: '/v1/api/pessoaconta',
    summary: 'Register an account holder',
    description: 'Keys are matched ignoring case. `nomePessoa` is trimmed, 1–60 characters; the same name twice (ignoring case and accents) is 409.',
    request: { body: jsonBody(caseInsensitive(accountHolderCreateSchema)) },
    responses: { 201: jsonContent(accountHolderSchema, 'The new account holder'), ...errorResponses(400, 401, 409, 413, 415) },
  })
  router.openapi(create, async (c) => c.json(await holders.create(c.var.user.id, c.req.valid('json')), 201))

  const update = createRoute({
    ...signedIn,
    method: 'patch',
    path: '/v1/api/pessoaconta',
    summary: 'Rename an account holder',
    description: 'Body `{ id, nomePessoa }`; the spec client sends `{ Id, NomePessoa }` (keys are matched ignoring case).',
    request: { body: jsonBody(caseInsensitive(accountHolderUpdateSchema)) },
    responses: { 200: jsonContent(accountHolderSchema, 'The updated account holder'), ...errorResponses(400, 401, 404, 409, 413, 415) },
  })
  router.openapi(update, async (c) => c.json(await holders.update(c.var.user.id, c.req.valid('json')), 200))

  const remove = createRoute({
    ...signedIn,
    method: 'delete',
    path: '/v1/api/pessoaconta/{id}',
    summary: 'Delete an account holder',
    description: 'A person used by an installment plan is not deleted (409 `account_holder_in_use`).',
    request: { params: idParams },
    responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, 404, 409) },
  })
  router.openapi(remove, async (c) => {
    await holders.remove(c.var.user.id, c.req.valid('param').id)
    return c.body(null, 204)
  })

  return router
}
