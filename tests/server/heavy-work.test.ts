import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createHeavyWork, GIVE_WAY_MAX_MS } from '@server/http/heavy-work'

// Heavy work gives way to the calls in flight (docs/architecture.md#heavy-work): between two of its pieces it waits
// until no other call is in flight, or GIVE_WAY_MAX_MS at most; the heavy calls themselves are not counted.

function appWith(heavyPaths: string[], options: { perUser?: boolean; onBusy?: (busy: boolean) => void } = {}) {
  const heavy = createHeavyWork({ heavyPaths, perUser: options.perUser ?? false, onBusy: options.onBusy })
  const app = new Hono()
  app.use(heavy.track)
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  app.get('/slow', async (c) => {
    await released
    return c.text('ok')
  })
  app.get('/heavy', async (c) => {
    await released
    return c.text('heavy')
  })
  return { heavy, app, release }
}

/** Which comes first: the way given, or half of GIVE_WAY_MAX_MS (a timer set after it). */
const first = (giving: Promise<void>) =>
  Promise.race([giving.then(() => 'gave way'), new Promise((resolve) => setTimeout(() => resolve('waited'), GIVE_WAY_MAX_MS / 2))])

/**
 * `asked` (a giveWay already asked for) waits while `call` runs: still waiting a fifth of GIVE_WAY_MAX_MS on, done
 * once the call is released and answered.
 */
async function expectWaitsForCall(asked: Promise<void>, call: Promise<Response> | Response, release: () => void) {
  let gaveWay = false
  const waiting = asked.then(() => (gaveWay = true))
  await new Promise((resolve) => setTimeout(resolve, GIVE_WAY_MAX_MS / 5))
  expect(gaveWay).toBe(false)
  release()
  await call
  await waiting
  expect(gaveWay).toBe(true)
}

describe('giveWay', () => {
  it('goes on at once when no call is in flight', async () => {
    const { heavy } = appWith([])
    expect(await first(heavy.giveWay())).toBe('gave way')
  })

  it('waits for the call in flight to end', async () => {
    const { heavy, app, release } = appWith([])
    const call = app.request('/slow')
    await expectWaitsForCall(heavy.giveWay(), call, release)
  })

  it('waits for a call that comes after it was asked but before the next piece starts', async () => {
    // The next piece starts on the event loop's next turn: a call whose request is read in the meantime goes first.
    const { heavy, app, release } = appWith([])
    const asked = heavy.giveWay()
    const call = app.request('/slow')
    await expectWaitsForCall(asked, call, release)
  })

  it('waits GIVE_WAY_MAX_MS at most, so heavy work moves on a busy server', async () => {
    const { heavy, app, release } = appWith([])
    const call = app.request('/slow')
    const started = performance.now()
    await heavy.giveWay()
    const waited = performance.now() - started
    expect(waited).toBeGreaterThanOrEqual(GIVE_WAY_MAX_MS - 5)
    release()
    await call
  })

  it('does not count the heavy calls themselves', async () => {
    const { heavy, app, release } = appWith(['/heavy'])
    const call = app.request('/heavy')
    expect(await first(heavy.giveWay())).toBe('gave way')
    release()
    await call
  })
})

describe('busy', () => {
  it("is true while a user's import or export runs alone, and false before and after", async () => {
    const heavy = createHeavyWork({ heavyPaths: [], perUser: true })
    expect(heavy.busy()).toBe(false)
    let finish!: () => void
    const work = heavy.alone(7, 'import', () => new Promise<void>((resolve) => (finish = resolve)))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(heavy.busy()).toBe(true)
    finish()
    await work
    expect(heavy.busy()).toBe(false)
    await expect(heavy.alone(7, 'export', () => Promise.reject(new Error('failed')))).rejects.toThrow('failed')
    expect(heavy.busy()).toBe(false)
  })

  it('is true from the moment a heavy call comes in (its body is read and checked before its work starts), not for other calls', async () => {
    const { heavy, app, release } = appWith(['/heavy'])
    const other = app.request('/slow')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(heavy.busy()).toBe(false)
    const call = app.request('/heavy')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(heavy.busy()).toBe(true)
    release()
    await Promise.all([call, other])
    expect(heavy.busy()).toBe(false)
  })
})

describe('onBusy', () => {
  it('hears heavy work start once and end once, however many pieces of it overlap: a heavy call, an import, a backup', async () => {
    const heard: boolean[] = []
    const { heavy, app, release } = appWith(['/heavy'], { perUser: true, onBusy: (busy) => heard.push(busy) })
    app.get('/light', (c) => c.text('light'))

    expect((await app.request('/light')).status).toBe(200)
    expect(heard).toEqual([])
    const call = app.request('/heavy')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(heard).toEqual([true])
    let finishImport!: () => void
    const importing = heavy.alone(7, 'import', () => new Promise<void>((resolve) => (finishImport = resolve)))
    let finishBackup!: () => void
    const backingUp = heavy.during(() => new Promise<string>((resolve) => (finishBackup = () => resolve('written'))))
    await new Promise((resolve) => setTimeout(resolve, 0))
    release()
    await call
    finishImport()
    await importing
    expect(heard).toEqual([true])
    finishBackup()
    expect(await backingUp).toBe('written')
    expect(heard).toEqual([true, false])
    expect(heavy.busy()).toBe(false)

    await expect(heavy.during(() => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full')
    expect(heard).toEqual([true, false, true, false])
  })
})
