import { createRoute, z } from '@hono/zod-openapi'
import { MAX_SERIAL_ID } from '@contract/common'
import { contactListSchema, contactRequestSchema, contactSchema } from '@contract/contact'
import type { AppDeps } from '../deps'
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonContent } from '../http/openapi'
import { pathInteger } from '../http/params'
import { rateLimit } from '../http/rate-limit'
import { notFound } from '../http/errors'
import { caseInsensitive } from '../http/validation'

// Contact endpoints (docs/product-rules.md#contact-messages): anonymous send, admin-only reading and deleting.

/** Contact send, 5 per minute per client address. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 60 * 1000 }

const contactBody = caseInsensitive(contactRequestSchema)
const idParams = z.object({ id: pathInteger('id', MAX_SERIAL_ID, 1) })

export function contactRoutes(deps: AppDeps) {
  const router = createRouter()
  const contacts = deps.services.contacts

  const send = createRoute({
    method: 'post',
    path: '/v1/api/contato',
    tags: ['Contact'],
    summary: 'Send a contact message (anonymous)',
    description: 'Keys are matched ignoring case. `dataContato` is the server time. 5 per minute per client address.',
    middleware: [rateLimit({ ...CONTACT_RATE_LIMIT, store: deps.rateLimits, clock: deps.clock, key: (c) => `contact:${deps.clientIp(c)}` })] as const,
    request: { body: jsonBody(contactBody) },
    responses: {
      201: jsonContent(contactSchema, 'The stored message'),
      ...errorResponses(400, 413, 415, 429),
    },
  })
  router.openapi(send, async (c) => c.json(await contacts.create(c.req.valid('json')), 201))

  const list = createRoute({
    method: 'get',
    path: '/v1/api/contato',
    tags: ['Contact'],
    summary: 'Received messages, newest first (Admin)',
    security: bearerSecurity,
    middleware: [deps.requireAdmin] as const,
    responses: {
      200: jsonContent(contactListSchema, 'Every message, newest first'),
      ...errorResponses(401, 403),
    },
  })
  router.openapi(list, async (c) => c.json(await contacts.list(), 200))

  const get = createRoute({
    method: 'get',
    path: '/v1/api/contato/{id}',
    tags: ['Contact'],
    summary: 'One received message (Admin)',
    security: bearerSecurity,
    middleware: [deps.requireAdmin] as const,
    request: { params: idParams },
    responses: {
      200: jsonContent(contactSchema, 'The message'),
      ...errorResponses(400, 401, 403, 404),
    },
  })
  router.openapi(get, async (c) => c.json(await contacts.get(c.req.valid('param').id), 200))

  const remove = createRoute({
    method: 'delete',
    path: '/v1/api/contato/{id}',
    tags: ['Contact'],
    summary: 'Delete a received message (Admin)',
    description: 'Admin only. Anyone else signed in gets 404, as for an unknown id: the answer does not tell whether the message exists.',
    security: bearerSecurity,
    middleware: [deps.requireUser] as const,
    request: { params: idParams },
    responses: {
      204: { description: 'Deleted' },
      ...errorResponses(400, 401, 404),
    },
  })
  router.openapi(remove, async (c) => {
    if (c.var.user.role !== 'Admin') throw notFound()
    await contacts.remove(c.req.valid('param').id)
    return c.body(null, 204)
  })

  return router
}
