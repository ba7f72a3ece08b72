import { createRoute, z } from '@hono/zod-openapi'
import { categoryCreateSchema, categoryListSchema, categorySchema, categoryUpdateSchema } from '@contract/category'
import { MAX_SERIAL_ID } from '@contract/common'
import type { AppDeps } from '../deps'
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonContent } from '../http/openapi'
import { pathInteger } from '../http/params'
import { caseInsensitive } from '../http/validation'

// Category endpoints (docs/product-rules.md#registries-categories-bank-cards-account-holders): list, create, update, delete, all behind
// requireUser and scoped to the token's user.

const idParams = z.object({ id: pathInteger('id', MAX_SERIAL_ID, 1) })

export function categoryRoutes(deps: AppDeps) {
  // A missing field is 'Preencha todos os campos obrigatórios.' / 'Fill in all required fields.'
  const router = createRouter({ requiredCode: 'fill_required_fields' })
  const categories = deps.services.categories
  const middleware: [AppDeps['requireUser']] = [deps.requireUser]
  const signedIn = { tags: ['Categories'], security: bearerSecurity, middleware }

  const list = createRoute({
    ...signedIn,
    method: 'get',
    path: '/v1/api/categoria',
    summary: "The user's categories",
    description: 'Sorted by name, case and accents ignored ("Água" with "A").',
    responses: { 200: jsonContent(categoryListSchema, 'The categories'), ...errorResponses(401) },
  })
  router.openapi(list, async (c) => c.json(await categories.list(c.var.user.id), 200))

  const create = createRoute({
    ...signedIn,
    method: 'post',
    path: '/v1/api/categoria',
    summary: 'Register a category',
    description:
      'Keys are matched ignoring case. `nomeCategoria` is trimmed (1–40 characters); `tipoCategoria` is `Receita` or `Despesa`. The same name (ignoring case and accents) and type twice is 409.',
    request: { body: jsonBody(caseInsensitive(categoryCreateSchema)) },
    responses: {
      201: jsonContent(categorySchema, 'The new category'),
      ...errorResponses(400, 401, 409, 413, 415),
    },
  })
  router.openapi(create, async (c) => c.json(await categories.create(c.var.user.id, c.req.valid('json')), 201))

  const update = createRoute({
    ...signedIn,
    method: 'patch',
    path: '/v1/api/categoria',
    summary: 'Rename or retype a category',
    description: 'The create body plus `id`. A category used by entries, plans, recurring series or budgets keeps its type (409); a duplicate name and type is 409.',
    request: { body: jsonBody(caseInsensitive(categoryUpdateSchema)) },
    responses: {
      200: jsonContent(categorySchema, 'The updated category'),
      ...errorResponses(400, 401, 404, 409, 413, 415),
    },
  })
  router.openapi(update, async (c) => c.json(await categories.update(c.var.user.id, c.req.valid('json')), 200))

  const remove = createRoute({
    ...signedIn,
    method: 'delete',
    path: '/v1/api/categoria/{id}',
    summary: 'Delete a category',
    description: 'A category used by financial entries, installment plans or recurring series is not deleted (409 `category_in_use`); its budgets go with it.',
    request: { params: idParams },
    responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, 404, 409) },
  })
  router.openapi(remove, async (c) => {
    await categories.remove(c.var.user.id, c.req.valid('param').id)
    return c.body(null, 204)
  })

  return router
}
