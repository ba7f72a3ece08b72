import { createRoute } from '@hono/zod-openapi'
import { ENTRY_SUGGESTIONS_MAX, ENTRY_SUGGESTIONS_SCAN, entrySuggestionListSchema, entrySuggestionQuerySchema } from '@contract/entry-suggestion'
import type { AppDeps } from '../deps'
import { bearerSecurity, createRouter, errorResponses, jsonContent } from '../http/openapi'
import { caseInsensitiveQuery } from '../http/validation'

// The quick add's description suggestions (docs/product-rules.md#entries), scoped to the token's user.
// Mounted before the entry routes, so no `/v1/api/lancamento/{id}` pattern can take its path.

export function entrySuggestionRoutes(deps: AppDeps) {
  const router = createRouter({ requiredCode: 'fill_required_fields' })
  const suggestions = deps.services.entrySuggestions
  const middleware: [AppDeps['requireUser']] = [deps.requireUser]

  const list = createRoute({
    tags: ['Financial entries'],
    security: bearerSecurity,
    middleware,
    method: 'get',
    path: '/v1/api/lancamento/sugestoes',
    summary: 'Descriptions of past entries, for a quick add',
    description:
      `Up to ${ENTRY_SUGGESTIONS_MAX} of the user's descriptions among their latest ${ENTRY_SUGGESTIONS_SCAN} entries (installments' and carried balances' left out), ` +
      'one per description ignoring case and accents, each with the type, category, account, card and amount of its latest entry. ' +
      'Those starting with `q` come first, then those with a word starting with it; then the most used and the most recent.',
    request: { query: caseInsensitiveQuery(entrySuggestionQuerySchema) },
    responses: { 200: jsonContent(entrySuggestionListSchema, 'The suggestions, best first'), ...errorResponses(400, 401) },
  })
  router.openapi(list, async (c) => c.json(await suggestions.suggest(c.var.user.id, c.req.valid('query').q), 200))

  return router
}
