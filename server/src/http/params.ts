import { z } from '@hono/zod-openapi'

// Path parameters shared by the route modules.

/** A path id as written canonically: decimal digits without sign, leading zero, point or exponent. */
const CANONICAL_POSITIVE_INTEGER = /^[1-9][0-9]*$/

/**
 * A positive whole number in a path segment, up to `max`, written canonically (`12`, not `012`,
 * `+12`, `12.0`, `0x0c` or `1.2e1`, which Number() would all accept); anything else is 'invalid_value'.
 */
export const pathInteger = (name: string, max: number, example: number) =>
  z
    .preprocess(
      (value) => (typeof value === 'string' && CANONICAL_POSITIVE_INTEGER.test(value) ? Number(value) : value),
      z
        .number({ error: 'invalid_value' })
        .int({ error: 'invalid_value' })
        .min(1, { error: 'invalid_value' })
        .max(max, { error: 'invalid_value' }),
    )
    .openapi({ param: { name, in: 'path' }, example })
