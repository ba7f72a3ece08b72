// The SPA's short-lived read cache (src/api/get-cache.ts) and its use by the API client: a read again within
// FRESH_MS is answered without a request, two at once share one, a write (here or in another tab) and a failed
// read leave nothing behind, a read across a write is not kept, and another user never gets the last one's answer.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { createApiClient } from '@/api/client'
import { createGetCache, FRESH_MS } from '@/api/get-cache'
import { storage } from '@/lib/storage'

/** A BroadcastChannel pair of two tabs, by hand. */
function channels() {
  const listeners: Array<() => void> = []
  const other = { postMessage: vi.fn(), addEventListener: (_: 'message', listener: () => void) => void listeners.push(listener) }
  return { channel: other, fromOtherTab: () => listeners.forEach((listener) => listener()) }
}

describe('createGetCache', () => {
  let time = 0
  const now = () => time

  it('answers again within FRESH_MS, asks again after; two at once share one request', async () => {
    const cache = createGetCache({ now, channel: null })
    const load = vi.fn(async () => ({ n: load.mock.calls.length }))
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)])
    expect(load).toHaveBeenCalledTimes(1)
    expect(b).toBe(a)
    time += FRESH_MS - 1
    await cache.get('k', load)
    expect(load).toHaveBeenCalledTimes(1)
    time += 1
    await cache.get('k', load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('an answer kept longer (the registries) is used past FRESH_MS, until a write', async () => {
    const cache = createGetCache({ now, channel: null })
    const load = vi.fn(async () => 'categories')
    await cache.get('registry', load, Number.POSITIVE_INFINITY)
    time += 10 * FRESH_MS
    await cache.get('registry', load, Number.POSITIVE_INFINITY)
    expect(load).toHaveBeenCalledTimes(1)
    cache.written()
    await cache.get('registry', load, Number.POSITIVE_INFINITY)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('a write here or in another tab forgets every answer; a write here tells the other tabs', async () => {
    const { channel, fromOtherTab } = channels()
    const cache = createGetCache({ now, channel })
    const load = vi.fn(async () => 'answer')
    await cache.get('k', load)
    cache.written()
    expect(channel.postMessage).toHaveBeenCalledTimes(1)
    await cache.get('k', load)
    expect(load).toHaveBeenCalledTimes(2)
    fromOtherTab()
    await cache.get('k', load)
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('a failed read is not kept; a read on its way across a write is not kept either', async () => {
    const cache = createGetCache({ now, channel: null })
    const failing = vi.fn(() => Promise.reject(new Error('offline')))
    await expect(cache.get('k', failing)).rejects.toThrow('offline')
    const ok = vi.fn(async () => 'fresh')
    expect(await cache.get('k', ok)).toBe('fresh')
    expect(ok).toHaveBeenCalledTimes(1)

    let finish: (value: string) => void = () => {}
    const slow = vi.fn(() => (slow.mock.calls.length === 1 ? new Promise<string>((resolve) => (finish = resolve)) : Promise.resolve('after the write')))
    const before = cache.get('slow', slow)
    // A write while the read is on its way, and a read after the write: its own request.
    cache.written()
    expect(await cache.get('slow', slow)).toBe('after the write')
    finish('from before the write')
    expect(await before).toBe('from before the write')
    expect(await cache.get('slow', slow)).toBe('after the write')
    expect(slow).toHaveBeenCalledTimes(2)
  })
})

describe('the API client with the cache', () => {
  afterEach(() => storage.clearSession())
  const schema = z.object({ n: z.number() })

  function server() {
    let reads = 0
    const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if ((init?.method ?? 'GET') === 'GET') reads += 1
      return new Response(JSON.stringify({ n: reads }), { status: 200, headers: { 'content-type': 'application/json' } })
    })
    return { fetch: fetch as unknown as typeof globalThis.fetch, calls: fetch }
  }

  it('reads of the finance API come from the cache until a write; others always go out; per user', async () => {
    const { fetch, calls } = server()
    const client = createApiClient({ baseURL: 'http://api.test', fetch, cache: createGetCache({ channel: null }) })
    storage.saveSession({ accessToken: 'a', refreshToken: 'r', role: 'User', username: 'ana' })
    expect(await client.request('/v1/api/categoria', schema)).toEqual({ n: 1 })
    expect(await client.request('/v1/api/categoria', schema)).toEqual({ n: 1 })
    expect(await client.request('/v1/api/categoria', schema, { query: { tipo: 'Despesa' } })).toEqual({ n: 2 })
    expect(await client.request('/api/auth/v1/me', schema)).toEqual({ n: 3 })
    expect(await client.request('/api/auth/v1/me', schema)).toEqual({ n: 4 })
    await client.send('/v1/api/categoria', { method: 'POST', body: { nomeCategoria: 'Casa' } })
    expect(await client.request('/v1/api/categoria', schema)).toEqual({ n: 5 })
    storage.saveSession({ accessToken: 'b', refreshToken: 'r', role: 'User', username: 'bia' })
    expect(await client.request('/v1/api/categoria', schema)).toEqual({ n: 6 })
    expect(calls).toHaveBeenCalledTimes(7)
  })
})
