import { createRoute, z } from '@hono/zod-openapi'
import {
  BOOK_PAGE_SIZE_MAX,
  bookCreateSchema,
  bookListSchema,
  bookSchema,
  bookUpdateSchema,
  MAX_SERIAL_ID,
} from '@contract/book'
import type { AppDeps } from '../deps'
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonContent } from '../http/openapi'
import { pathInteger } from '../http/params'
import { caseInsensitive } from '../http/validation'

// Book endpoints (docs/product-rules.md#books): paged list, read, create, update, delete, all behind
// requireUser and scoped to the token's user.

const bookCreateBody = caseInsensitive(bookCreateSchema)
const bookUpdateBody = caseInsensitive(bookUpdateSchema)

const pageParams = z.object({
  size: pathInteger('size', BOOK_PAGE_SIZE_MAX, 4),
  page: pathInteger('page', MAX_SERIAL_ID, 1),
})
// The original API names the segment {id} on GET and {code} on DELETE; OpenAPI 3.1 forbids one template with
// two names, so the document calls both {code}, the book's key. The URLs are the same.
const codeParams = z.object({ code: pathInteger('code', MAX_SERIAL_ID, 1).openapi({ description: "The book's `code`" }) })

export function bookRoutes(deps: AppDeps) {
  const router = createRouter()
  const books = deps.services.books
  // Every book route: listed under Books, needs a bearer token, runs as the token's user.
  const middleware: [AppDeps['requireUser']] = [deps.requireUser]
  const signedIn = { tags: ['Books'], security: bearerSecurity, middleware }

  const list = createRoute({
    ...signedIn,
    method: 'get',
    path: '/v1/api/livro/desc/{size}/{page}',
    summary: "A page of the user's books, newest first",
    description: 'Pages start at 1 and hold 1 to 50 books (the SPA asks for 4). Page 1 of no books is `[]`; a page past the end answers 404.',
    request: { params: pageParams },
    responses: {
      200: jsonContent(bookListSchema, 'The books of that page, by code descending'),
      ...errorResponses(400, 401, 404),
    },
  })
  router.openapi(list, async (c) => {
    const { size, page } = c.req.valid('param')
    return c.json(await books.page(c.var.user.id, size, page), 200)
  })

  const get = createRoute({
    ...signedIn,
    method: 'get',
    path: '/v1/api/livro/{code}',
    summary: 'One book',
    request: { params: codeParams },
    responses: {
      200: jsonContent(bookSchema, 'The book'),
      ...errorResponses(400, 401, 404),
    },
  })
  router.openapi(get, async (c) => c.json(await books.get(c.var.user.id, c.req.valid('param').code), 200))

  const create = createRoute({
    ...signedIn,
    method: 'post',
    path: '/v1/api/livro',
    summary: 'Register a book',
    description:
      'Keys are matched ignoring case. `titulo`, `Escritor`, `preco` and `dataLancamento` are required; `preco` > 0 with at most 2 decimals; `ativo` defaults to true.',
    request: { body: jsonBody(bookCreateBody) },
    responses: {
      201: jsonContent(bookSchema, 'The new book'),
      ...errorResponses(400, 401, 413, 415),
    },
  })
  router.openapi(create, async (c) => c.json(await books.create(c.var.user.id, c.req.valid('json')), 201))

  const update = createRoute({
    ...signedIn,
    method: 'put',
    path: '/v1/api/livro',
    summary: 'Update a book',
    description: 'The create body plus `code`. Keys are matched ignoring case.',
    request: { body: jsonBody(bookUpdateBody) },
    responses: {
      200: jsonContent(bookSchema, 'The updated book'),
      ...errorResponses(400, 401, 404, 413, 415),
    },
  })
  router.openapi(update, async (c) => c.json(await books.update(c.var.user.id, c.req.valid('json')), 200))

  const remove = createRoute({
    ...signedIn,
    method: 'delete',
    path: '/v1/api/livro/{code}',
    summary: 'Delete a book',
    request: { params: codeParams },
    responses: {
      204: { description: 'Deleted' },
      ...errorResponses(400, 401, 404),
    },
  })
  router.openapi(remove, async (c) => {
    await books.remove(c.var.user.id, c.req.valid('param').code)
    return c.body(null, 204)
  })

  return router
}
