import { isIP } from 'node:net'
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

/** The eight 16-bit groups of an address `isIP` calls IPv6 (zone already removed). */
function ipv6Groups(address: string): number[] {
  // A dotted IPv4 tail (::ffff:1.2.3.4) is the last two groups.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address)
  const text = tail
    ? `${address.slice(0, tail.index)}${((Number(tail[1]) << 8) | Number(tail[2])).toString(16)}:${((Number(tail[3]) << 8) | Number(tail[4])).toString(16)}`
    : address
  const [head = '', rest] = text.split('::')
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)))
  const left = groups(head)
  const right = rest === undefined ? [] : groups(rest)
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right]
}

/**
 * The rate-limit key of a client address (docs/product-rules.md#limits): what one client cannot vary. A port
 * goes (`1.2.3.4:1000`, `[2001:db8::1]:443`, as some proxies write X-Forwarded-For), and a zone (`fe80::1%eth0`);
 * an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, the socket peer of an IPv4 client on a dual-stack server) is
 * its IPv4 address; any other IPv6 address keys on its /64 (`2001:db8:0:1::/64`), the block one subscriber is
 * given, so that rotating addresses within it changes nothing, and however it is written (case, leading zeros,
 * `::`). Anything that is no address is kept as it is (trimmed).
 */
export function clientKey(address: string): string {
  let text = address.trim()
  const bracketed = /^\[([^\]]*)\](?::\d*)?$/.exec(text)
  if (bracketed) text = bracketed[1]!
  else {
    const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d*$/.exec(text)
    if (withPort) text = withPort[1]!
  }
  const kind = isIP(text)
  if (kind === 4) return text
  if (kind !== 6) return address.trim()
  const groups = ipv6Groups(text.replace(/%.*$/, ''))
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

/**
 * The client address used as rate-limit key (docs/product-rules.md#limits): the socket's peer, or with `trustProxy`
 * proxies in front, the X-Forwarded-For entry the outermost of them wrote (never one the client can
 * choose, as long as each proxy appends to the header, as nginx's $proxy_add_x_forwarded_for and
 * cloud load balancers do). Without the header, the socket's peer. Either as `clientKey` keys it.
 */
export function clientIpResolver({ trustProxy }: { trustProxy: number }): ClientIp {
  return (c) => {
    const forwarded = forwardedClient(c.req.header('x-forwarded-for'), trustProxy)
    if (forwarded) return clientKey(forwarded)
    try {
      const peer = getConnInfo(c).remote.address
      return peer === undefined ? 'unknown' : clientKey(peer)
    } catch {
      return 'unknown' // no socket: in-process requests (app.request)
    }
  }
}
