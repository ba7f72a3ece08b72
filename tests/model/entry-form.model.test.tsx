// Model-based paths of the entry form machine, replayed against the real add/edit modal (tests/README.md).
// Two models: a new entry (filled field by field) and an entry in edit; coverage is counted over both.
import { afterAll, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { createTestModel } from '@xstate/graph'
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate'
import { categoriesOfType, entryFormMachine, statusOptionsFor } from '@machines/entry-form.machine'
import type { EntryFormContext, EntryFormEvent, EntryFormField } from '@machines/entry-form.machine'
import type { Entry } from '@/api/schemas/entry'
import { EntryFormModal } from '@/views/finance/entry-modals'
import { categories, monthEntries } from '../fixtures/entries'
import { renderApp } from '../views/support'
import { withActorCheck } from './harness'
import { reportCoverage, serializeByTransition } from './coverage'
import { displayAmount } from '@/components/amount-input/amount-input'

const TODAY = '2026-11-20'
/** A new entry is filled in this order, one field per step. */
const fill: [EntryFormField, string][] = [
  ['descricao', 'Luz'],
  ['valor', '12,50'],
  ['tipoLancamento', 'Despesa'],
  ['situacao', 'A Pagar'],
  ['categoriaId', '2'],
]

const project = (context: EntryFormContext) => [context.form.values, context.form.errors, context.categories.length, context.error?.id ?? null]

function eventsFor(snapshot: AnyMachineSnapshot): EntryFormEvent[] {
  const context = snapshot.context as EntryFormContext
  const events: EntryFormEvent[] = []
  if (snapshot.matches('loading')) {
    events.push({ type: 'categories.loaded', categories }, { type: 'categories.failed', error: { status: 500, code: 'internal_error' } })
  }
  if (snapshot.matches('loading') || snapshot.matches('editing')) {
    const next = fill.find(([field]) => context.form.values[field] === '')
    // The category select has options only once the categories loaded.
    if (next && (next[0] !== 'categoriaId' || context.categories.length > 0)) events.push({ type: 'field.change', field: next[0], value: next[1] })
  }
  if (snapshot.matches('saving')) {
    events.push({ type: 'entry.saved', entry: monthEntries[2]! }, { type: 'entry.saveFailed', error: { status: 400, code: 'validation_failed', fieldErrors: { descricao: 'too_long' } } })
  }
  return events
}

const modelFor = (entry: Entry | null) =>
  createTestModel(entryFormMachine, {
    input: { entry, today: TODAY },
    events: (snapshot: AnyMachineSnapshot) => eventsFor(snapshot),
    serializeState: serializeByTransition(entryFormMachine, (s) => project(s.context as EntryFormContext)),
  } as Parameters<typeof createTestModel<typeof entryFormMachine>>[1])

const models = [
  { name: 'new entry', entry: null, paths: modelFor(null).getShortestPaths() },
  { name: 'entry in edit', entry: monthEntries[2]!, paths: modelFor(monthEntries[2]!).getShortestPaths() },
]

const logic = entryFormMachine.provide({ actions: { fetchCategories: () => {}, saveEntry: () => {} } })

const labels: Record<EntryFormField, string> = {
  dataLancamento: 'Date',
  descricao: 'Description',
  valor: 'Amount (R$)',
  tipoLancamento: 'Type',
  situacao: 'Status',
  categoriaId: 'Category',
}
const messages: Record<string, string> = {
  'Fill in all required fields.': 'Fill in all required fields.',
  'Check the marked fields.': 'Check the marked fields.',
  'Error processing operation.': 'Error processing operation.',
}

function describePath(path: { state: AnyMachineSnapshot; steps: ReadonlyArray<{ event: { type: string } }> }): string {
  const events = path.steps.map((s) => s.event as EntryFormEvent).filter((event) => !event.type.startsWith('xstate.'))
  const step = (event: EntryFormEvent) => (event.type === 'field.change' && event.field !== undefined ? `field.change(${event.field})` : event.type)
  return `reaches ${JSON.stringify(path.state.value)}: ${events.map(step).join(' → ') || '(start)'}`
}

describe('entry form machine × entry modal', () => {
  afterAll(() => {
    const coverage = reportCoverage(entryFormMachine, models.flatMap((model) => model.paths))
    expect(coverage.states.covered).toBe(coverage.states.total)
    expect(coverage.transitions.covered).toBe(coverage.transitions.total)
  })

  for (const { name, entry, paths } of models) {
    describe(name, () => {
      for (const path of paths) {
        it(describePath(path), async () => {
          const onSaved = vi.fn()
          const onClosed = vi.fn()
          const app = await renderApp({}, <EntryFormModal logic={logic} entry={entry} today={TODAY} onSaved={onSaved} onClosed={onClosed} />)
          // Keep the actor once it is done (saved or closed) to compare its final state.
          let current: AnyActorRef | undefined
          const actor = () => {
            try {
              current = app.actors.byId('entryForm')
            } catch (error) {
              if (!current) throw error
            }
            return current
          }
          const dialog = () => screen.getByRole('dialog', { name: entry ? 'Edit entry' : 'New entry' })
          const control = (field: EntryFormField) => within(dialog()).getByLabelText(labels[field]) as HTMLInputElement | HTMLSelectElement
          const live = (state: AnyMachineSnapshot) => {
            const context = actor().getSnapshot().context as EntryFormContext
            expect(project(context)).toEqual(project(state.context as EntryFormContext))
            return context
          }
          /** Every input shows its value and its mark; the status and category options follow the type. */
          const form = (context: EntryFormContext) => {
            for (const field of Object.keys(labels) as EntryFormField[]) {
              // Amounts show with the page's separator (issue 10 §14); the machine keeps '80,10'.
              expect(control(field)).toHaveValue(field === 'valor' ? displayAmount(context.form.values[field], 'en') : context.form.values[field])
              expect(control(field).getAttribute('aria-invalid')).toBe(context.form.errors[field] ? 'true' : null)
            }
            const options = (field: EntryFormField) => [...(control(field) as HTMLSelectElement).options].slice(1).map((option) => option.value)
            expect(options('situacao')).toEqual([...statusOptionsFor(context.form.values.tipoLancamento)])
            expect(options('categoriaId')).toEqual(categoriesOfType(context.categories, context.form.values.tipoLancamento).map((c) => String(c.id)))
            const alert = within(dialog()).queryByRole('alert')
            if (context.error) expect(alert).toHaveTextContent(messages[context.error.message!]!)
            else expect(alert).toBeNull()
          }

          await path.test({
            states: withActorCheck(actor, {
              loading: (state) => {
                form(live(state))
                expect((control('categoriaId') as HTMLSelectElement).options[0]).toHaveTextContent('Loading categories…')
                expect(onSaved).not.toHaveBeenCalled()
              },
              editing: (state) => {
                form(live(state))
                expect(within(dialog()).getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-disabled')
              },
              saving: (state) => {
                form(live(state))
                expect(within(dialog()).getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true')
                expect(control('descricao')).toHaveAttribute('readonly')
                expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled()
              },
              saved: () => {
                expect(onSaved).toHaveBeenCalledTimes(1)
                expect(onClosed).not.toHaveBeenCalled()
              },
              closed: () => {
                expect(onClosed).toHaveBeenCalledTimes(1)
                expect(onSaved).not.toHaveBeenCalled()
              },
            }),
            events: {
              'field.change': async ({ event }) => {
                const { field, value } = event as Extract<EntryFormEvent, { type: 'field.change' }>
                if (field === undefined) return // bare: refused by the machine
                fireEvent.change(control(field), { target: { value } })
              },
              'form.submit': async () => {
                fireEvent.click(within(dialog()).getByRole('button', { name: /^(Save|Saving…)$/ }))
              },
              'form.cancel': async () => {
                fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }))
              },
              'categories.loaded': ({ event }) => app.send(actor(), event),
              'categories.failed': ({ event }) => app.send(actor(), event),
              'entry.saved': ({ event }) => app.send(actor(), event),
              'entry.saveFailed': ({ event }) => app.send(actor(), event),
            },
          })
        })
      }
    })
  }
})
