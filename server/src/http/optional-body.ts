import type { Context } from 'hono'
import { ApiError, badRequest } from './errors'

/**
 * The keys of a request whose body may be left out: `whenEmpty()` when the body is empty (whatever its Content-Type),
 * else its JSON (415 for another media type, 400 `malformed_body` for text that is not JSON). Sign-up (the original
 * client's form sends its keys in the query) and the demo (an empty body) take their bodies this way.
 */
export async function optionalJsonBody(c: Context, whenEmpty: () => unknown): Promise<unknown> {
  const text = await c.req.text()
  if (text.trim() === '') return whenEmpty()
  const mediaType = c.req.header('content-type')?.split(';')[0]?.trim() ?? ''
  if (!/^application\/([\w.-]+\+)?json$/i.test(mediaType)) throw new ApiError(415, 'unsupported_media_type')
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw badRequest('malformed_body')
  }
}
