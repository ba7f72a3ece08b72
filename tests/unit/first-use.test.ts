import { describe, expect, it } from 'vitest'
import { FIRST_USE_EVENTS, firstUse } from '@/app/first-use'
import { routes, untilUsedPaths } from '@/app/routes'
import { paths } from '@/lib/paths'

// A signed-out visitor of the home page loads the app on their first sign of use (src/app/first-use.ts).

/** Whether `promise` has settled after the pending microtasks and a macrotask. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((resolve) => setTimeout(resolve, 0))
  return done
}

describe('firstUse', () => {
  it.each([...FIRST_USE_EVENTS, 'storage'])('resolves on the first %s', async (type) => {
    const target = new EventTarget() as unknown as Window
    const used = firstUse(target)
    expect(await settled(used)).toBe(false)
    target.dispatchEvent(new Event(type))
    expect(await settled(used)).toBe(true)
  })

  it('waits through events that are not a use (a scroll, a resize, a load)', async () => {
    const target = new EventTarget() as unknown as Window
    const used = firstUse(target)
    for (const type of ['scroll', 'resize', 'load', 'visibilitychange']) target.dispatchEvent(new Event(type))
    expect(await settled(used)).toBe(false)
  })

  it('resolves at once when index.html saw a use before the app script ran', async () => {
    const target = Object.assign(new EventTarget(), { appUsed: true }) as unknown as Window
    expect(await settled(firstUse(target))).toBe(true)
  })

  it("index.html's inline script notes the same events", async () => {
    const { readFileSync } = await import('node:fs')
    const html = readFileSync('index.html', 'utf8')
    expect(html).toContain(`[${FIRST_USE_EVENTS.map((type) => `'${type}'`).join(',')}].forEach(`)
  })
})

describe('the pages that load the app on first use', () => {
  it('are the home page and the acknowledgements, public pages with no form and no animation', () => {
    expect(untilUsedPaths).toEqual([paths.home, paths.agradecimentos])
    for (const path of untilUsedPaths) expect(routes.find((route) => route.pattern === path)?.access).toBe('public')
  })
})
