import { z } from '@hono/zod-openapi'

// Path parameters shared by the route modules.

/** A positive whole number in a path segment, up to `max`; anything else is 'invalid_value'. */
export const pathInteger = (name: string, max: number, example: number) =>
  z.coerce
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(1, { error: 'invalid_value' })
    .max(max, { error: 'invalid_value' })
    .openapi({ param: { name, in: 'path' }, example })
