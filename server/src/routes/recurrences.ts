import { createRoute, z } from '@hono/zod-openapi'
import { MAX_SERIAL_ID } from '@contract/common'
import {
  recurrenceCreateSchema,
  recurrenceDeleteQuerySchema,
  recurrenceListSchema,
  recurrenceSchema,
  recurrenceUpdateSchema,
} from '@contract/recurrence'
import type { AppDeps } from '../deps'
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonContent } from '../http/openapi'
import { pathInteger } from '../http/params'
import { caseInsensitive, caseInsensitiveQuery } from '../http/validation'

// Recurring series (docs/product-rules.md#recurring-entries), over services/recurrences.ts; behind requireUser and
// scoped to the token's user.

const idParams = z.object({ id: pathInteger('id', MAX_SERIAL_ID, 1) })

const OCCURRENCES =
  'Occurrences are entries (A Pagar / A Receber) with `recorrenciaId` and `dataOcorrencia`, one per series and date, existing from `dataInicio` through the later of today + 12 months and the end of any period a read asks for (never past `dataFim`, never more than 5 years ahead). Monthly on day 29–31 clamps to the month’s last day and returns to its day; yearly on 29 Feb falls on 28 Feb in common years; Quinzenal adds 15 days, Semanal 7; `Antecipar`/`Adiar` move a Saturday, Sunday or national holiday (fixed and Easter-based: Carnaval Monday and Tuesday, Sexta-feira Santa, Corpus Christi) to the business day before / after.'

export function recurrenceRoutes(deps: AppDeps) {
  const router = createRouter({ requiredCode: 'fill_required_fields' })
  const { recurrences } = deps.services
  const middleware: [AppDeps['requireUser']] = [deps.requireUser]
  const recurring = { tags: ['Recurring entries'], security: bearerSecurity, middleware }

  const list = createRoute({
    ...recurring,
    method: 'get',
    path: '/v1/api/recorrencia',
    summary: "The user's recurring series",
    description: `By description, case ignored; each with its next occurrence from today (\`proximaOcorrencia\`, null when none is left or the series is paused). ${OCCURRENCES}`,
    responses: { 200: jsonContent(recurrenceListSchema, 'The series'), ...errorResponses(401) },
  })
  router.openapi(list, async (c) => c.json(await recurrences.list(c.var.user.id), 200))

  const create = createRoute({
    ...recurring,
    method: 'post',
    path: '/v1/api/recorrencia',
    summary: 'Create a recurring series and its occurrences',
    description: `The category (optional) must be one of the user’s of the series’ type, the account and the card (optional; a card with bill days, and then no account) the user’s: else 400 on the field. ${OCCURRENCES}`,
    request: { body: jsonBody(caseInsensitive(recurrenceCreateSchema)) },
    responses: { 201: jsonContent(recurrenceSchema, 'The new series'), ...errorResponses(400, 401, 413, 415) },
  })
  router.openapi(create, async (c) => c.json(await recurrences.create(c.var.user.id, c.req.valid('json')), 201))

  const update = createRoute({
    ...recurring,
    method: 'put',
    path: '/v1/api/recorrencia',
    summary: 'Change a recurring series from a day on',
    description:
      'The create body plus `id` and `aPartirDe` (default today): the unpaid occurrences from that day that the user never edited are made again from the new fields; earlier, paid and edited ones stay.',
    request: { body: jsonBody(caseInsensitive(recurrenceUpdateSchema)) },
    responses: { 200: jsonContent(recurrenceSchema, 'The series'), ...errorResponses(400, 401, 404, 413, 415) },
  })
  router.openapi(update, async (c) => c.json(await recurrences.update(c.var.user.id, c.req.valid('json')), 200))

  const remove = createRoute({
    ...recurring,
    method: 'delete',
    path: '/v1/api/recorrencia/{id}',
    summary: 'End or delete a recurring series',
    description:
      'With `aPartirDe` the series ends the day before and its unpaid occurrences from that day go. Without it the series goes with all its unpaid occurrences, edited or not. Paid occurrences always stay, as ordinary entries.',
    request: { params: idParams, query: caseInsensitiveQuery(recurrenceDeleteQuerySchema) },
    responses: { 204: { description: 'Done' }, ...errorResponses(400, 401, 404) },
  })
  router.openapi(remove, async (c) => {
    await recurrences.remove(c.var.user.id, c.req.valid('param').id, c.req.valid('query'))
    return c.body(null, 204)
  })

  return router
}
