import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

export type ClientIp = (c: Context) => string

/**
 * The address `trustedProxies` appending proxies saw the client at, from an X-Forwarded-For value:
 * each proxy appends the address it received the request from, so the entries a client may have
 * forged are on the left and the last `trustedProxies` ones were written by the proxies. The one
 * the outermost trusted proxy wrote is `trustedProxies` from the right. With fewer entries than
 * that (the request came in through fewer proxies), every entry was written by a trusted proxy and
 * the leftmost is the farthest one seen. Undefined when there is no entry.
 */
export function forwardedClient(header: string | undefined, trustedProxies: number): string | undefined {
  if (!header || trustedProxies < 1) return undefined
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  if (entries.length === 0) return undefined
  return entries[Math.max(0, entries.length - trustedProxies)]
}

/**
 * The client address used as rate-limit key (docs/product-rules.md#limits): the socket's peer, or with `trustProxy`
 * proxies in front, the X-Forwarded-For entry the outermost of them wrote (never one the client can
 * choose, as long as each proxy appends to the header, as nginx's $proxy_add_x_forwarded_for and
 * cloud load balancers do). Without the header, the socket's peer.
 */
export function clientIpResolver({ trustProxy }: { trustProxy: number }): ClientIp {
  return (c) => {
    const forwarded = forwardedClient(c.req.header('x-forwarded-for'), trustProxy)
    if (forwarded) return forwarded
    try {
      return getConnInfo(c).remote.address ?? 'unknown'
    } catch {
      return 'unknown' // no socket: in-process requests (app.request)
    }
  }
}
