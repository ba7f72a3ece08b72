import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { exactJsonBody } from '@server/http/json-body'

// The JSON body middleware (server/src/http/json-body.ts) decodes a body as its chunks arrive and gives way
// (`between`) while they do: waiting for the whole of a 20 MiB body first took its last chunks in one turn of the
// event loop, 20–40 ms that everyone's calls waited.

describe('exactJsonBody', () => {
  it('gives way before the body has finished arriving, and hands the route the whole text', async () => {
    let pauses = 0
    let gaveWay!: () => void
    const firstPause = new Promise<void>((resolve) => (gaveWay = resolve))
    const app = new Hono()
    app.use(
      exactJsonBody(async () => {
        pauses++
        gaveWay()
      }),
    )
    app.post('/echo', async (c) => c.json({ length: (await c.req.text()).length }))
    const piece = new TextEncoder().encode(`"${'a'.repeat(128 * 1024)}",`)
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode('['))
        for (let index = 0; index < 4; index++) controller.enqueue(piece)
        // The last piece comes only once the middleware has given way: read whole first, the body never ends.
        await firstPause
        controller.enqueue(new TextEncoder().encode('1]'))
        controller.close()
      },
    })
    const response = await app.request('/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ length: 1 + 4 * piece.length + 2 })
    expect(pauses).toBeGreaterThan(0)
  }, 5000)
})
