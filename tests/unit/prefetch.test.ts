// Pages fetched ahead for a signed-in user (src/app/prefetch.ts): idle time fetches the pages the role may open,
// finance first, one at a time; a link pointed at, touched or focused fetches its page at once; nothing for pages
// the role may not open; stopping ends both.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pagesAhead, startPrefetching } from '@/app/prefetch'
import type { AppRoute } from '@/app/routes'

const route = (pattern: string, access: AppRoute['access']) => {
  const preload = vi.fn(() => Promise.resolve())
  const page = Object.assign(() => null, { preload }) as unknown as AppRoute['page']
  return { route: { pattern, access, title: { id: pattern }, page } as AppRoute, preload }
}

const home = route('/', 'public')
const books = route('/livros', 'user')
const panel = route('/financas', 'user')
const entries = route('/financas/lancamento-financeiro', 'user')
const messages = route('/listar-contatos', 'admin')
const table = [home, books, panel, entries, messages].map((each) => each.route)
const routeOf = (path: string) => table.find((candidate) => candidate.pattern === path)

/** An idle clock the test runs by hand. */
function manualIdle() {
  const callbacks: Array<() => void> = []
  return {
    idle: { requestIdleCallback: (callback: () => void) => callbacks.push(callback), cancelIdleCallback: vi.fn() },
    async runOne() {
      callbacks.shift()?.()
      await Promise.resolve()
      await Promise.resolve()
    },
    get pending() {
      return callbacks.length
    },
  }
}

afterEach(() => {
  vi.clearAllMocks()
  document.body.innerHTML = ''
})

describe('pagesAhead', () => {
  it('the guarded pages of the role, finance first', () => {
    expect(pagesAhead(table, 'User').map((each) => each.pattern)).toEqual(['/financas', '/financas/lancamento-financeiro', '/livros'])
    expect(pagesAhead(table, 'Admin').map((each) => each.pattern)).toEqual(['/financas', '/financas/lancamento-financeiro', '/livros', '/listar-contatos'])
  })
})

describe('startPrefetching', () => {
  it('fetches one page per idle period, finance first, each once', async () => {
    const clock = manualIdle()
    const stop = startPrefetching({ routes: table, role: 'User', routeOf, idle: clock.idle })
    await clock.runOne()
    expect(panel.preload).toHaveBeenCalledTimes(1)
    expect(entries.preload).not.toHaveBeenCalled()
    await clock.runOne()
    await clock.runOne()
    expect([panel, entries, books].map((each) => each.preload.mock.calls.length)).toEqual([1, 1, 1])
    expect(messages.preload).not.toHaveBeenCalled()
    expect(clock.pending).toBe(0)
    stop()
  })

  it('a link pointed at or focused fetches its page at once; not a page the role may not open', () => {
    const stop = startPrefetching({ routes: table, role: 'User', routeOf, idle: {} })
    document.body.innerHTML = '<a href="/financas/lancamento-financeiro"><span>Entries</span></a><a href="/listar-contatos">Messages</a>'
    const [toEntries, toMessages] = [...document.querySelectorAll('a')]
    toEntries!.querySelector('span')!.dispatchEvent(new Event('pointerover', { bubbles: true }))
    toMessages!.dispatchEvent(new Event('focusin', { bubbles: true }))
    expect(entries.preload).toHaveBeenCalledTimes(1)
    expect(messages.preload).not.toHaveBeenCalled()
    toEntries!.dispatchEvent(new Event('focusin', { bubbles: true }))
    expect(entries.preload).toHaveBeenCalledTimes(1)
    stop()
    document.body.innerHTML = '<a href="/livros">Books</a>'
    document.querySelector('a')!.dispatchEvent(new Event('touchstart', { bubbles: true }))
    expect(books.preload).not.toHaveBeenCalled()
  })

  it('stopping cancels the idle fetch', () => {
    const clock = manualIdle()
    const stop = startPrefetching({ routes: table, role: 'User', routeOf, idle: clock.idle })
    stop()
    expect(clock.idle.cancelIdleCallback).toHaveBeenCalled()
  })
})
