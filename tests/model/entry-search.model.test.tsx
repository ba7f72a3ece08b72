// Model-based paths of the entries search box, replayed against the real search box: the paths come from the machine
// with getShortestPaths (xstate/graph), its actor's answers named xstate.done/error.actor.searchEntries and
// .searchMore, the pause after typing as its xstate.after event, run under fake timers. The replay types into the
// real box, presses Enter, the arrows and Escape, clicks a result, "More results" and "Try again".
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, within } from '@testing-library/react'
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { entrySearchMachine, SEARCH_DELAY_MS } from '@machines/finance/entries/entry-search.machine'
import type { EntrySearchContext, EntrySearchEvent } from '@machines/finance/entries/entry-search.machine'
import type { SearchInput, SearchPage } from '@machines/finance/entries/entry-search.actors'
import { ApiError } from '@/api/errors'
import { EntrySearch } from '@/views/finance/entries/entry-search'
import { categories, entry } from '../fixtures/entries'
import { renderApp } from '../views/support'
import { reportCoverage, serializeByTransition } from './coverage'
import { coveringPaths, heldActor } from './held-actors'
import { replay, stateKey } from './harness'

const typingPause: string = entrySearchMachine.getStateNodeById('entrySearch.typing').after[0]!.eventType

const drogasil = (id: number, day: string) => entry(id, { descricao: `Drogasil ${id}`, dataLancamento: `${day}T15:00:00.000Z`, valor: 25.9 })
const firstPage: SearchPage = { pagina: 1, tamanhoPagina: 20, temMais: true, lancamentos: [drogasil(31, '2026-03-14'), drogasil(12, '2025-12-02')] }
const secondPage: SearchPage = { pagina: 2, tamanhoPagina: 20, temMais: false, lancamentos: [drogasil(5, '2025-01-20')] }
const nothing: SearchPage = { pagina: 1, tamanhoPagina: 20, temMais: false, lancamentos: [] }
const failure = new ApiError({ status: 500, code: 'internal_error', message: 'x' })

type ModelEvent = EntrySearchEvent | { type: string; output?: unknown; error?: unknown }

const project = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as EntrySearchContext
  return [context.text, context.results.map((row) => row.id), context.hasMore, context.highlighted, context.error?.id ?? null]
}

function eventsFor(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const context = snapshot.context as EntrySearchContext
  const events: ModelEvent[] = [
    { type: 'search.change', text: context.text === 'drogasil' ? 'a' : 'drogasil' },
    { type: 'search.enter' },
    { type: 'search.close' },
    { type: 'search.more' },
    { type: 'search.retry' },
    { type: 'results.next' },
    { type: 'results.previous' },
    { type: typingPause },
    { type: 'xstate.done.actor.searchEntries', output: firstPage },
    { type: 'xstate.done.actor.searchEntries', output: nothing },
    { type: 'xstate.error.actor.searchEntries', error: failure },
    { type: 'xstate.done.actor.searchMore', output: secondPage },
    { type: 'xstate.error.actor.searchMore', error: failure },
  ]
  if (context.results.length > 0) events.push({ type: 'results.choose', id: context.results[0]!.id })
  return events.filter((event) => snapshot.can(event as EntrySearchEvent))
}

const model: AnyStateMachine = entrySearchMachine
const paths = coveringPaths(
  model,
  getShortestPaths(model, {
    events: (snapshot) => eventsFor(snapshot) as EntrySearchEvent[],
    serializeState: serializeByTransition(model, project),
  }),
)

const describePath = (path: (typeof paths)[number]) =>
  path.steps
    .slice(1)
    .map((step) => {
      const event = step.event as ModelEvent & { text?: string; output?: SearchPage }
      if (event.type === 'search.change') return `change(${event.text})`
      if (event.output) return `${event.type.replace('xstate.done.actor.', 'done.')}(${event.output.lancamentos.length})`
      return event.type.replace(/^xstate\.after\..*$/, 'pause').replace('xstate.error.actor.', 'error.')
    })
    .join(' → ')

/** Promises and zero-delay timers run under fake timers, inside act. */
const flush = () =>
  act(async () => {
    for (let i = 0; i < 3; i++) await vi.advanceTimersByTimeAsync(0)
  })

afterEach(() => vi.useRealTimers())

describe('entry search machine × entry search box', () => {
  afterAll(() => {
    const coverage = reportCoverage(entrySearchMachine, paths)
    expect(coverage.states.covered).toBe(coverage.states.total)
    expect(coverage.transitions.covered).toBe(coverage.transitions.total)
  })

  for (const path of paths) {
    it(describePath(path), async () => {
      const search = heldActor<SearchPage, SearchInput>()
      const logic = entrySearchMachine.provide({ actors: { searchEntries: search.logic } })
      const accounts = [{ id: 7, nome: 'Itaú', tipo: 'Corrente' as const, saldoInicial: 0, dataSaldoInicial: '2025-01-01T03:00:00.000-03:00', arquivada: false }]
      const app = await renderApp(
        { path: '/financas/lancamento-financeiro?mes=2026-11' },
        <EntrySearch logic={logic} categories={categories} accounts={accounts as never} cards={[]} />,
      )
      vi.useFakeTimers()
      const actor = () => app.actors.byId('entrySearch')
      const box = () => screen.getByRole('combobox', { name: 'Search every month' })
      const status = () => document.getElementById('entry-search-status')!
      const options = () => within(screen.getByRole('listbox', { name: 'Entries found' })).getAllByRole('option')

      const closed = (state: AnyMachineSnapshot) => {
        const context = state.context as EntrySearchContext
        expect(box()).toHaveValue(context.text)
        expect(box()).toHaveAttribute('aria-expanded', 'false')
        expect(screen.queryByRole('listbox')).toBeNull()
        expect(screen.queryByRole('button', { name: 'More results' })).toBeNull()
      }
      const listed = (state: AnyMachineSnapshot) => {
        const context = state.context as EntrySearchContext
        expect(box()).toHaveValue(context.text)
        expect(box()).toHaveAttribute('aria-expanded', 'true')
        const shown = options()
        expect(shown).toHaveLength(context.results.length)
        // Date, description, category, account or card, amount.
        expect(shown[0]).toHaveTextContent('Drogasil 31')
        expect(shown[0]).toHaveTextContent('Mar 14, 2026')
        expect(shown[0]).toHaveTextContent('Mercado')
        expect(shown[0]).toHaveTextContent('-R$ 25.90')
        shown.forEach((option, index) => expect(option).toHaveAttribute('aria-selected', String(index === context.highlighted)))
        if (context.highlighted >= 0) expect(box()).toHaveAttribute('aria-activedescendant', shown[context.highlighted]!.id)
        else expect(box()).not.toHaveAttribute('aria-activedescendant')
      }
      const checks: Record<string, (state: AnyMachineSnapshot) => void> = {
        idle: (state) => {
          closed(state)
          const text = (state.context as EntrySearchContext).text
          if (text === 'a') expect(status()).toHaveTextContent('Type at least 2 letters.')
          else expect(status()).toBeEmptyDOMElement()
        },
        typing: (state) => {
          closed(state)
          expect(status()).toHaveTextContent('Searching…')
        },
        searching: (state) => {
          closed(state)
          expect(status()).toHaveTextContent('Searching…')
          expect(search.runs.at(-1)!.input).toEqual({ q: 'drogasil', pagina: 1 })
        },
        [stateKey({ results: 'browsing' })]: (state) => {
          listed(state)
          const context = state.context as EntrySearchContext
          if (context.error) expect(status()).toHaveTextContent('Could not load more results. Try again.')
          else expect(status()).toHaveTextContent(`${context.hasMore ? 'First ' : ''}${context.results.length} entries found, newest first.`)
          const more = screen.queryByRole('button', { name: 'More results' })
          if (context.hasMore) expect(more).toBeEnabled()
          else expect(more).toBeNull()
        },
        [stateKey({ results: 'loadingMore' })]: (state) => {
          listed(state)
          expect(screen.getByRole('button', { name: 'Loading…' })).toBeDisabled()
          expect(search.runs.at(-1)!.input).toEqual({ q: 'drogasil', pagina: 2 })
        },
        empty: (state) => {
          closed(state)
          expect(status()).toHaveTextContent('No entry found for “drogasil”.')
        },
        failed: (state) => {
          closed(state)
          expect(status()).toHaveTextContent('Could not search. Try again.')
          expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
        },
      }

      const perform = async (event: ModelEvent) => {
        switch (event.type) {
          case 'search.change':
            return act(() => void fireEvent.change(box(), { target: { value: (event as { text: string }).text } }))
          case 'search.enter':
            return act(() => void fireEvent.keyDown(box(), { key: 'Enter' }))
          case 'search.close':
            return act(() => void fireEvent.keyDown(box(), { key: 'Escape' }))
          case 'results.next':
            return act(() => void fireEvent.keyDown(box(), { key: 'ArrowDown' }))
          case 'results.previous':
            return act(() => void fireEvent.keyDown(box(), { key: 'ArrowUp' }))
          case 'search.more':
            return act(() => void fireEvent.click(screen.getByRole('button', { name: 'More results' })))
          case 'search.retry':
            return act(() => void fireEvent.click(screen.getByRole('button', { name: 'Try again' })))
          case 'results.choose': {
            const id = (event as { id: number }).id
            act(() => void fireEvent.click(options().find((option) => option.id === `entry-search-option-${id}`)!))
            // The entry's month opens with the entry pointed at and its description filtered.
            expect(app.path()).toBe(`/financas/lancamento-financeiro?mes=2026-03&lancamento=${id}&busca=Drogasil%20${id}`)
            return
          }
          default: {
            if (event.type === typingPause) {
              act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 1))
              expect(actor().getSnapshot().value).toBe('typing')
              act(() => vi.advanceTimersByTime(1))
              return flush()
            }
            search.settle(event)
            return flush()
          }
        }
      }
      await replay(path, actor, perform, (state) => checks[stateKey(state.value)]!(state))
    })
  }
})
