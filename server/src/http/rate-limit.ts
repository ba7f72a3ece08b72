import type { Context, MiddlewareHandler } from 'hono'
import { systemClock, type Clock } from '../app-env'
import { tooManyRequests } from './errors'

// In-memory fixed-window counters (DESIGN §3 rate limits). Counters live in this process only,
// which is fine for one API process; with several behind a balancer they would move to PostgreSQL.

export interface WindowOptions {
  windowMs: number
  max: number
  clock?: Clock
}

/** Counts hits per key in fixed windows of `windowMs`. */
export class WindowCounter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>()
  private readonly clock: Clock

  constructor(private readonly options: WindowOptions) {
    this.clock = options.clock ?? systemClock
  }

  /** Seconds until `key` may try again, or 0 while it is under the limit. */
  retryAfter(key: string): number {
    const window = this.current(key)
    return window && window.count >= this.options.max ? (window.resetAt - this.clock.now()) / 1000 : 0
  }

  /** Records one hit for `key`. */
  hit(key: string): void {
    const now = this.clock.now()
    const window = this.current(key)
    if (window) window.count += 1
    else {
      this.sweep(now)
      this.windows.set(key, { count: 1, resetAt: now + this.options.windowMs })
    }
  }

  reset(key: string): void {
    this.windows.delete(key)
  }

  private current(key: string) {
    const window = this.windows.get(key)
    if (window && window.resetAt <= this.clock.now()) {
      this.windows.delete(key)
      return undefined
    }
    return window
  }

  /** Drops finished windows once the map grows, so idle keys do not pile up. */
  private sweep(now: number) {
    if (this.windows.size < 10_000) return
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key)
  }
}

/**
 * Middleware allowing `max` requests per `windowMs` for each `key(c)` (e.g. the client address),
 * then 429 with Retry-After and the translated 'Too many attempts' message.
 */
export function rateLimit(options: WindowOptions & { key: (c: Context) => string }): MiddlewareHandler {
  const counter = new WindowCounter(options)
  return async (c, next) => {
    const key = options.key(c)
    const wait = counter.retryAfter(key)
    if (wait > 0) throw tooManyRequests(wait)
    counter.hit(key)
    await next()
  }
}
