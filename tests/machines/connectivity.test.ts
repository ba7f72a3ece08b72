// Connectivity machine: the browser's online/offline signal (the real watcher over window events) and the
// service worker's registration (held here); the layout's banner follows it (tests/views/offline-banner.test.tsx).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { connectivityMachine } from '@machines/connectivity.machine'

vi.mock('@/lib/offline', () => ({ registerServiceWorker: vi.fn(() => Promise.resolve(true)) }))
const offline = await import('@/lib/offline')

function start() {
  const registrations: number[] = []
  const machine = connectivityMachine.provide({
    actors: {
      registerServiceWorker: fromPromise(async () => {
        registrations.push(1)
        return true
      }),
    },
  })
  const actor = createActor(machine).start()
  return { actor, registrations }
}

describe('connectivity machine', () => {
  afterEach(() => vi.restoreAllMocks())

  it('starts online, registers the service worker once, and follows the browser’s offline and online events', () => {
    const { actor, registrations } = start()
    expect(actor.getSnapshot().value).toBe('online')
    expect(registrations).toHaveLength(1)
    window.dispatchEvent(new Event('offline'))
    expect(actor.getSnapshot().value).toBe('offline')
    expect(actor.getSnapshot().hasTag('offline')).toBe(true)
    window.dispatchEvent(new Event('offline'))
    expect(actor.getSnapshot().value).toBe('offline')
    window.dispatchEvent(new Event('online'))
    expect(actor.getSnapshot().value).toBe('online')
    expect(registrations).toHaveLength(1)
    actor.stop()
    // Stopped, it listens no more.
    window.dispatchEvent(new Event('offline'))
    expect(actor.getSnapshot().value).toBe('online')
  })

  it('is offline at once when the browser already is', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('offline')
  })

  it('a failed registration changes nothing (the app works without a service worker)', async () => {
    vi.mocked(offline.registerServiceWorker).mockRejectedValueOnce(new Error('no service worker'))
    const actor = createActor(connectivityMachine).start()
    await vi.waitFor(() => expect(offline.registerServiceWorker).toHaveBeenCalledTimes(1))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().value).toBe('online')
    expect(actor.getSnapshot().status).toBe('active')
  })
})
