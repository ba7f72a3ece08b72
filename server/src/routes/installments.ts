import { createRoute, z } from '@hono/zod-openapi'
import { MAX_SERIAL_ID } from '@contract/common'
import {
  installmentPlanCreateSchema,
  installmentPlanListSchema,
  installmentPlanSchema,
  installmentPlanUpdateSchema,
  monthlyInstallmentListSchema,
} from '@contract/installment'
import type { AppDeps } from '../deps'
import { planWriteWeight } from '../http/fair-use'
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonContent } from '../http/openapi'
import { pathInteger } from '../http/params'
import { caseInsensitive } from '../http/validation'

// Installment plan endpoints (docs/product-rules.md#installment-plans): list,
// create, update, delete and the monthly installments of a plan, behind requireUser and scoped to
// the token's user.

const idParams = z.object({ id: pathInteger('id', MAX_SERIAL_ID, 1) })

export function installmentPlanRoutes(deps: AppDeps) {
  const router = createRouter({ requiredCode: 'fill_required_fields' })
  const plans = deps.services.installmentPlans
  const middleware: [AppDeps['requireUser']] = [deps.requireUser]
  const signedIn = { tags: ['Installment plans'], security: bearerSecurity, middleware }

  const list = createRoute({
    ...signedIn,
    method: 'get',
    path: '/v1/api/parcelamento',
    summary: "The user's installment plans",
    description: 'Newest first (first due date, then id, descending).',
    responses: { 200: jsonContent(installmentPlanListSchema, 'The plans'), ...errorResponses(401) },
  })
  router.openapi(list, async (c) => c.json(await plans.list(c.var.user.id), 200))

  const create = createRoute({
    ...signedIn,
    method: 'post',
    path: '/v1/api/parcelamento',
    summary: 'Create an installment plan',
    description:
      'Creates the plan, its `numeroParcelas` monthly installments and, for each, an expense entry (A Pagar, no category, "<plan> (n/N)") in one transaction; a Cancelado plan gets no entries. Values split `valorTotal` to the cent (remainder on the first installments), each at least R$ 0,01. Interval 30 is calendar monthly (day clamped to the month’s end), 15 and 7 are days; the calendar is America/Sao_Paulo. `id` is ignored. Counts as one write per started year of installments against the per-minute limit.',
    request: { body: jsonBody(caseInsensitive(installmentPlanCreateSchema)) },
    responses: { 201: jsonContent(installmentPlanSchema, 'The new plan'), ...errorResponses(400, 401, 413, 415, 429) },
  })
  router.openapi(create, async (c) => {
    const input = c.req.valid('json')
    // A plan stores up to hundreds of rows: it counts one write per started year of installments
    // against the user's write limit (docs/product-rules.md#limits).
    await deps.fairUse.charge(c.var.user.id, planWriteWeight(input.numeroParcelas) - 1)
    return c.json(await plans.create(c.var.user.id, input), 201)
  })

  const update = createRoute({
    ...signedIn,
    method: 'put',
    path: '/v1/api/parcelamento',
    summary: 'Update an installment plan',
    description:
      'The create body plus `id`. Paid installments (and their entries) stay; the others are generated again from the new values: the total minus what the paid installments hold, split over the unpaid numbers. A count below the highest paid installment is 400. Cancelado removes the unpaid entries; another status brings them back. Weighs against the per-minute limit as a new plan does.',
    request: { body: jsonBody(caseInsensitive(installmentPlanUpdateSchema)) },
    responses: { 200: jsonContent(installmentPlanSchema, 'The updated plan'), ...errorResponses(400, 401, 404, 413, 415, 429) },
  })
  router.openapi(update, async (c) => {
    const input = c.req.valid('json')
    await deps.fairUse.charge(c.var.user.id, planWriteWeight(input.numeroParcelas) - 1)
    return c.json(await plans.update(c.var.user.id, input), 200)
  })

  const remove = createRoute({
    ...signedIn,
    method: 'delete',
    path: '/v1/api/parcelamento/{id}',
    summary: 'Delete an installment plan',
    description: 'Deletes the plan, its installments and their unpaid entries; paid entries stay, unlinked.',
    request: { params: idParams },
    responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, 404) },
  })
  router.openapi(remove, async (c) => {
    await plans.remove(c.var.user.id, c.req.valid('param').id)
    return c.body(null, 204)
  })

  const installments = createRoute({
    ...signedIn,
    method: 'get',
    path: '/v1/api/parcelamento/{id}/mensais',
    summary: "A plan's monthly installments",
    request: { params: idParams },
    responses: { 200: jsonContent(monthlyInstallmentListSchema, 'The installments by number'), ...errorResponses(400, 401, 404) },
  })
  router.openapi(installments, async (c) => c.json(await plans.installments(c.var.user.id, c.req.valid('param').id), 200))

  return router
}
