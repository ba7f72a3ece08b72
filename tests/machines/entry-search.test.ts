// The entries search box machine: the pause after typing, Enter at once, too short, results and their pages, the
// arrows and Enter, a click, Escape, nothing found, a failure and its retry, a next page that fails.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { entrySearchMachine, monthOfEntry, SEARCH_DELAY_MS, tooShort } from '@machines/finance/entries/entry-search.machine'
import type { SearchInput, SearchPage } from '@machines/finance/entries/entry-search.actors'
import { ApiError } from '@/api/errors'
import { entry } from '../fixtures/entries'
import { heldActor } from '../model/held-actors'

const page = (pagina: number, ids: number[], temMais = false): SearchPage => ({
  pagina,
  tamanhoPagina: 20,
  temMais,
  lancamentos: ids.map((id) => entry(id, { descricao: `Drogasil ${id}` })),
})

function start() {
  const search = heldActor<SearchPage, SearchInput>()
  const actor = createActor(entrySearchMachine.provide({ actors: { searchEntries: search.logic } })).start()
  const opened = vi.fn()
  actor.on('search.open', opened)
  return { actor, search, opened, snap: () => actor.getSnapshot() }
}

const flush = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('entry search machine', () => {
  it('searches after a pause in typing; each keystroke starts the pause again', async () => {
    const { actor, search, snap } = start()
    actor.send({ type: 'search.change', text: 'dr' })
    expect(snap().value).toBe('typing')
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS - 50)
    actor.send({ type: 'search.change', text: 'drog' })
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS - 50)
    expect(search.runs).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(50)
    expect(snap().value).toBe('searching')
    expect(search.runs.map((run) => run.input)).toEqual([{ q: 'drog', pagina: 1 }])
    search.runs[0]!.resolve(page(1, [3, 2]))
    await flush()
    expect(snap().value).toEqual({ results: 'browsing' })
    expect(snap().context).toMatchObject({ query: 'drog', page: 1, hasMore: false, highlighted: 0 })
    expect(snap().context.results.map((row) => row.id)).toEqual([3, 2])
  })

  it('Enter searches at once; text under 2 characters never searches', async () => {
    const { actor, search, snap } = start()
    actor.send({ type: 'search.change', text: ' a ' })
    expect(snap().value).toBe('idle')
    expect(tooShort(snap().context.text)).toBe(true)
    actor.send({ type: 'search.enter' })
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS * 2)
    expect(search.runs).toHaveLength(0)
    actor.send({ type: 'search.change', text: '  drogasil   av ' })
    actor.send({ type: 'search.enter' })
    expect(snap().value).toBe('searching')
    expect(search.runs[0]!.input).toEqual({ q: 'drogasil av', pagina: 1 })
    // Cleared while searching: back to idle, the answer never lands.
    actor.send({ type: 'search.change', text: '' })
    expect(snap().value).toBe('idle')
    search.runs[0]!.resolve(page(1, [1]))
    await flush()
    expect(snap().value).toBe('idle')
    expect(snap().context.results).toEqual([])
  })

  it('the arrows move through the results (wrapping), Enter opens the highlighted entry’s month and closes', async () => {
    const { actor, search, opened, snap } = start()
    actor.send({ type: 'search.change', text: 'drogasil' })
    actor.send({ type: 'search.enter' })
    search.runs[0]!.resolve(page(1, [3, 2, 1]))
    await flush()
    // The newest is pointed at first.
    expect(snap().context.highlighted).toBe(0)
    actor.send({ type: 'results.previous' })
    expect(snap().context.highlighted).toBe(2)
    actor.send({ type: 'results.next' })
    expect(snap().context.highlighted).toBe(0)
    actor.send({ type: 'results.next' })
    expect(snap().context.highlighted).toBe(1)
    actor.send({ type: 'search.enter' })
    expect(opened).toHaveBeenCalledWith(expect.objectContaining({ type: 'search.open', month: '2026-11', entry: expect.objectContaining({ id: 2 }) }))
    expect(snap().value).toBe('idle')
    expect(snap().context.results).toEqual([])
    expect(snap().context.text).toBe('drogasil')
  })

  it('a click chooses a shown result only; more keeps the pointed result', async () => {
    const { actor, search, opened, snap } = start()
    actor.send({ type: 'search.change', text: 'drogasil' })
    actor.send({ type: 'search.enter' })
    search.runs[0]!.resolve(page(1, [3], true))
    await flush()
    actor.send({ type: 'search.more' })
    search.runs[1]!.resolve(page(2, [2]))
    await flush()
    expect(snap().context.highlighted).toBe(0)
    actor.send({ type: 'results.choose', id: 99 })
    expect(opened).not.toHaveBeenCalled()
    actor.send({ type: 'results.choose', id: 3 })
    expect(opened).toHaveBeenCalledTimes(1)
    expect(opened.mock.calls[0]![0].entry.id).toBe(3)
  })

  it('more loads the next page and appends; a failed next page keeps the results and says so', async () => {
    const { actor, search, snap } = start()
    actor.send({ type: 'search.change', text: 'drogasil' })
    actor.send({ type: 'search.enter' })
    search.runs[0]!.resolve(page(1, [40, 39], true))
    await flush()
    actor.send({ type: 'search.more' })
    expect(snap().value).toEqual({ results: 'loadingMore' })
    expect(search.runs[1]!.input).toEqual({ q: 'drogasil', pagina: 2 })
    search.runs[1]!.resolve(page(2, [38], true))
    await flush()
    expect(snap().context.results.map((row) => row.id)).toEqual([40, 39, 38])
    expect(snap().context).toMatchObject({ page: 2, hasMore: true })
    actor.send({ type: 'search.more' })
    search.runs[2]!.reject(new ApiError({ status: 500, code: 'internal_error', message: 'x' }))
    await flush()
    expect(snap().value).toEqual({ results: 'browsing' })
    expect(snap().context.error?.message).toBe('Could not load more results. Try again.')
    expect(snap().context.results).toHaveLength(3)
    actor.send({ type: 'search.more' })
    search.runs[3]!.resolve(page(3, [37]))
    await flush()
    expect(snap().context).toMatchObject({ page: 3, hasMore: false, error: null })
    expect(snap().can({ type: 'search.more' })).toBe(false)
  })

  it('nothing found, a failure and its retry, Escape closing each', async () => {
    const { actor, search, snap } = start()
    actor.send({ type: 'search.change', text: 'xablau' })
    actor.send({ type: 'search.enter' })
    search.runs[0]!.resolve(page(1, []))
    await flush()
    expect(snap().value).toBe('empty')
    expect(snap().context.query).toBe('xablau')
    actor.send({ type: 'search.close' })
    expect(snap().value).toBe('idle')
    actor.send({ type: 'search.enter' })
    search.runs[1]!.reject(new ApiError({ status: 500, code: 'internal_error', message: 'x' }))
    await flush()
    expect(snap().value).toBe('failed')
    expect(snap().context.error?.message).toBe('Could not search. Try again.')
    actor.send({ type: 'search.retry' })
    expect(snap().value).toBe('searching')
    expect(search.runs).toHaveLength(3)
    actor.send({ type: 'search.close' })
    expect(snap().value).toBe('idle')
  })

  it('a result opens the month of its São Paulo day', () => {
    expect(monthOfEntry({ dataLancamento: '2026-04-01T02:30:00.000Z' })).toBe('2026-03')
    expect(monthOfEntry({ dataLancamento: '2026-04-01T03:00:00.000Z' })).toBe('2026-04')
  })
})
