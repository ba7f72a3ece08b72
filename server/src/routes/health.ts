import { createRoute } from '@hono/zod-openapi'
import { healthSchema } from '@contract/health'
import { pingDatabase } from '../db/client'
import type { AppDeps } from '../deps'
import { createRouter, jsonContent } from '../http/openapi'

export function healthRoutes(deps: AppDeps) {
  const router = createRouter()

  const health = createRoute({
    method: 'get',
    path: '/api/health',
    tags: ['System'],
    summary: 'Liveness, with a database round trip',
    responses: { 200: jsonContent(healthSchema, 'The server and its database answer') },
  })
  router.openapi(health, async (c) => {
    await pingDatabase(deps.db)
    return c.json({ status: 'ok' as const, db: deps.dbKind }, 200)
  })

  return router
}
