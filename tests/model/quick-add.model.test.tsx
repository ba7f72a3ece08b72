// Model-based paths of the quick add machine, replayed against the real quick add (the "+", its dialog and the
// confirmation): the paths come from the machine with getShortestPaths (xstate/graph), its actors' answers named
// xstate.done/error.actor.loadOptions, .fetchSuggestions and .saveEntry, its delays (the pause before the
// suggestions, the confirmation's time) as their xstate.after events, run under fake timers. The replay clicks
// the "+", types into the real inputs, presses the arrows and Escape in the description, taps a suggestion.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, within } from '@testing-library/react'
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { CONFIRMATION_MS, entryValuesOf, quickAddMachine, SUGGEST_DELAY_MS } from '@machines/finance/entries/quick-add.machine'
import type { QuickAddContext, QuickAddEvent } from '@machines/finance/entries/quick-add.machine'
import { entryRequest } from '@machines/finance/entries/entry-form.machine'
import type { QuickAddOptions } from '@machines/finance/entries/quick-add.actors'
import { ApiError } from '@/api/errors'
import type { EntryCreateInput } from '@/api/entries'
import type { Entry } from '@contract/entry'
import type { EntrySuggestion } from '@contract/entry-suggestion'
import { displayAmount } from '@/components/amount-input/amount-input'
import { saoPauloDay } from '@/lib/month'
import QuickAdd from '@/views/finance/entries/quick-add'
import { farmacia, quickAddOptions, quickSaved } from '../fixtures/quick-add'
import { renderApp } from '../views/support'
import { reportCoverage, serializeByTransition } from './coverage'
import { actorOfEvent, coveringPaths, heldActor } from './held-actors'
import { replay, stateKey } from './harness'

const TODAY = '2026-12-02'
const suggestDelay: string = quickAddMachine.getStateNodeById('quickAdd.open.editing.waiting').after[0]!.eventType
const confirmationDelay: string = quickAddMachine.getStateNodeById('quickAdd.saved').after[0]!.eventType

type ModelEvent = QuickAddEvent | { type: string; output?: unknown; error?: unknown }

const project = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as QuickAddContext
  const { valor, descricao, categoriaId, origem } = context.form.values
  return [valor, descricao, categoriaId, origem, context.form.errors, context.suggestions.length, context.highlighted, context.error?.id ?? null, context.options.categories.length]
}

function eventsFor(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const context = snapshot.context as QuickAddContext
  const { valor, descricao, categoriaId } = context.form.values
  const events: ModelEvent[] = [
    { type: 'quickAdd.open', today: TODAY },
    { type: 'quickAdd.close' },
    { type: 'xstate.done.actor.loadOptions', output: quickAddOptions },
    { type: 'xstate.error.actor.loadOptions', error: new ApiError({ status: 500, code: 'internal_error', message: 'x' }) },
    { type: suggestDelay },
    { type: 'xstate.done.actor.fetchSuggestions', output: [farmacia] },
    { type: 'xstate.error.actor.fetchSuggestions', error: new ApiError({ status: 500, code: 'internal_error', message: 'x' }) },
    { type: 'suggestion.move', by: 1 },
    { type: 'suggestion.pick', index: 0 },
    { type: 'suggestion.dismiss' },
    { type: 'form.submit' },
    { type: 'xstate.done.actor.saveEntry', output: quickSaved },
    { type: 'xstate.error.actor.saveEntry', error: new ApiError({ status: 429, code: 'too_many_writes', message: 'x' }) },
    { type: confirmationDelay },
    { type: 'confirmation.dismiss' },
  ]
  // Typing: the amount, three letters of the description (then blanked once), a category.
  if (valor === '') events.push({ type: 'field.change', field: 'valor', value: '42,90' })
  if (descricao === '') events.push({ type: 'field.change', field: 'descricao', value: 'far' })
  if (descricao === 'far') events.push({ type: 'field.change', field: 'descricao', value: '' })
  if (categoriaId === '' && context.options.categories.length > 0) events.push({ type: 'field.change', field: 'categoriaId', value: '4' })
  return events.filter((event) => snapshot.can(event as QuickAddEvent))
}

// Typed as any machine: its paths also carry the delayed events and the actors' answers.
const model: AnyStateMachine = quickAddMachine
const paths = coveringPaths(
  model,
  getShortestPaths(model, {
    input: { memory: { tipoLancamento: null, origem: null } },
    events: (snapshot) => eventsFor(snapshot) as QuickAddEvent[],
    serializeState: serializeByTransition(model, project),
  }),
)

function describePath(path: (typeof paths)[number]): string {
  return path.steps
    .slice(1)
    .map((step) => {
      const event = step.event as ModelEvent & { field?: string }
      return event.type === 'field.change' ? `field.change(${event.field})` : event.type.replace(/\.quickAdd\..*$/, '')
    })
    .join(' → ')
}

/** Promises and zero-delay timers run under fake timers, inside act. */
const flush = () =>
  act(async () => {
    for (let i = 0; i < 3; i++) await vi.advanceTimersByTimeAsync(0)
  })

afterEach(() => vi.useRealTimers())

describe('quick add machine × quick add view', () => {
  afterAll(() => {
    const coverage = reportCoverage(quickAddMachine, paths)
    expect(coverage.states.covered).toBe(coverage.states.total)
    expect(coverage.transitions.covered).toBe(coverage.transitions.total)
  })

  for (const [pathIndex, path] of paths.entries()) {
    it(describePath(path), async () => {
      const held = {
        loadOptions: heldActor<QuickAddOptions>(),
        fetchSuggestions: heldActor<EntrySuggestion[], { q: string }>(),
        saveEntry: heldActor<Entry, { entry: EntryCreateInput }>(),
      }
      const logic = quickAddMachine.provide({ actors: { loadOptions: held.loadOptions.logic, fetchSuggestions: held.fetchSuggestions.logic, saveEntry: held.saveEntry.logic } })
      const app = await renderApp({ path: '/financas' }, <QuickAdd logic={logic} />)
      vi.useFakeTimers()
      const actor = () => app.actors.byId('quickAdd')
      const dialog = () => screen.getByRole('dialog')
      const combobox = () => within(dialog()).getByRole('combobox', { name: 'Description' })
      let closes = 0
      /** The suggestions' options (the selects' options are options too). */
      const suggestionOptions = () => within(within(dialog()).getByRole('listbox', { hidden: true })).queryAllByRole('option', { hidden: true })

      const shown = (state: AnyMachineSnapshot) => {
        const context = state.context as QuickAddContext
        expect(project(actor().getSnapshot())).toEqual(project(state))
        expect(dialog()).toHaveAccessibleName(context.form.values.tipoLancamento === 'Despesa' ? 'Quick expense' : 'Quick income')
        const amount = within(dialog()).getByLabelText('Amount (R$)')
        expect(amount).toHaveValue(displayAmount(context.form.values.valor, 'en'))
        expect(combobox()).toHaveValue(context.form.values.descricao)
        // The "+" dates it today (São Paulo), whatever day the path says.
        expect(within(dialog()).getByLabelText('Date')).toHaveValue(saoPauloDay(new Date()))
        expect(within(dialog()).getByRole('radio', { name: 'Expense' })).toBeChecked()
        expect(within(dialog()).getByLabelText('Category')).toHaveValue(context.form.values.categoriaId)
        for (const [field, label] of [['valor', 'Amount (R$)'], ['descricao', 'Description'], ['categoriaId', 'Category']] as const) {
          expect(within(dialog()).getByLabelText(label).getAttribute('aria-invalid')).toBe(context.form.errors[field] ? 'true' : null)
        }
        // The suggestions: one option each, the highlighted one selected and named by the combobox.
        const options = suggestionOptions()
        expect(options.map((option) => option.textContent)).toEqual(context.suggestions.map((s) => expect.stringContaining(s.descricao) as unknown as string))
        expect(combobox()).toHaveAttribute('aria-expanded', String(context.suggestions.length > 0))
        if (context.highlighted >= 0) expect(combobox()).toHaveAttribute('aria-activedescendant', options[context.highlighted]!.id)
        else expect(combobox()).not.toHaveAttribute('aria-activedescendant')
        const alert = within(dialog()).queryByRole('alert')
        if (context.error) expect(alert).toHaveTextContent(context.error.message!)
        else expect(alert).toBeNull()
      }
      const editing = (state: AnyMachineSnapshot) => {
        shown(state)
        expect(within(dialog()).getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-disabled')
      }
      const checks: Record<string, (state: AnyMachineSnapshot) => void> = {
        closed: () => {
          expect(screen.queryByRole('dialog')).toBeNull()
          expect(screen.getByRole('button', { name: 'Quick add' })).toHaveAttribute('aria-keyshortcuts', 'n')
          expect(screen.getByTestId('quick-add-confirmation')).toBeEmptyDOMElement()
        },
        [stateKey({ open: 'loading' })]: (state) => {
          shown(state)
          expect(within(dialog()).getByLabelText('Category')).toHaveTextContent('Loading categories…')
          // Amount first and focused.
          if (held.loadOptions.runs.length === 1 && (state.context as QuickAddContext).form.values.valor === '') expect(document.activeElement).toBe(within(dialog()).getByLabelText('Amount (R$)'))
        },
        [stateKey({ open: { editing: 'idle' } })]: editing,
        [stateKey({ open: { editing: 'waiting' } })]: editing,
        [stateKey({ open: { editing: 'suggesting' } })]: (state) => {
          editing(state)
          expect(held.fetchSuggestions.runs.at(-1)!.input).toEqual({ q: (state.context as QuickAddContext).form.values.descricao.trim() })
        },
        [stateKey({ open: 'saving' })]: (state) => {
          shown(state)
          expect(within(dialog()).getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true')
          const live = actor().getSnapshot().context as QuickAddContext
          expect(held.saveEntry.runs.at(-1)!.input).toEqual({ entry: entryRequest(entryValuesOf(live.form.values)) })
          expect(held.saveEntry.runs.at(-1)!.input.entry).toMatchObject({ descricao: (state.context as QuickAddContext).form.values.descricao, tipoLancamento: 'Despesa' })
        },
        saved: () => {
          expect(screen.queryByRole('dialog')).toBeNull()
          expect(screen.getByTestId('quick-add-confirmation')).toHaveTextContent('Expense added: Farmácia São João, R$ 42.90')
        },
      }

      const perform = async (event: ModelEvent) => {
        switch (event.type) {
          case 'quickAdd.open':
            return act(() => void fireEvent.click(screen.getByRole('button', { name: 'Quick add' })))
          case 'quickAdd.close':
            // Cancel and Escape take turns.
            if ((pathIndex + closes++) % 2 === 0) return act(() => void fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' })))
            return act(() => void fireEvent.keyDown(within(dialog()).getByLabelText('Amount (R$)'), { key: 'Escape' }))
          case 'field.change': {
            const { field, value } = event as Extract<QuickAddEvent, { type: 'field.change' }>
            if (field === 'valor') return act(() => void fireEvent.change(within(dialog()).getByLabelText('Amount (R$)'), { target: { value: displayAmount(value, 'en') } }))
            if (field === 'descricao') return act(() => void fireEvent.change(combobox(), { target: { value } }))
            return act(() => void fireEvent.change(within(dialog()).getByLabelText('Category'), { target: { value } }))
          }
          case 'suggestion.move':
            return act(() => void fireEvent.keyDown(combobox(), { key: 'ArrowDown' }))
          case 'suggestion.pick':
            return act(() => void fireEvent.click(suggestionOptions()[(event as { index: number }).index]!))
          case 'suggestion.dismiss':
            return act(() => void fireEvent.keyDown(combobox(), { key: 'Escape' }))
          case 'form.submit':
            return act(() => void fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' })))
          case 'confirmation.dismiss':
            return act(() => void fireEvent.click(screen.getByRole('button', { name: 'Dismiss' })))
          default: {
            if (event.type === suggestDelay || event.type === confirmationDelay) {
              const ms = event.type === suggestDelay ? SUGGEST_DELAY_MS : CONFIRMATION_MS
              const before = actor().getSnapshot().value
              act(() => vi.advanceTimersByTime(ms - 1))
              expect(actor().getSnapshot().value).toEqual(before)
              act(() => vi.advanceTimersByTime(1))
              return flush()
            }
            held[actorOfEvent(event.type) as keyof typeof held].settle(event)
            return flush()
          }
        }
      }
      await replay(path, actor, perform, (state) => checks[stateKey(state.value)]!(state))
    })
  }
})
