import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

export type ClientIp = (c: Context) => string

/**
 * The client address used as rate-limit key: the socket's peer, or with `trustProxy` the first
 * X-Forwarded-For entry (only safe behind a proxy that overwrites that header).
 */
export function clientIpResolver({ trustProxy }: { trustProxy: boolean }): ClientIp {
  return (c) => {
    if (trustProxy) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
      if (forwarded) return forwarded
    }
    try {
      return getConnInfo(c).remote.address ?? 'unknown'
    } catch {
      return 'unknown' // no socket: in-process requests (app.request)
    }
  }
}
