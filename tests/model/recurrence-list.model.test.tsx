// Model-based paths of the recurrence list machine (docs/product-rules.md#recurring-entries), replayed
// against the real recurring entries page: the load, its failure and retry, the add/edit modal (the form
// machine it invokes: the replay fills and submits the real modal and settles its held save, cancels it, or
// breaks it), the removal choice (end at a day, delete the series, cancel) and its refusal, the alerts.
// getShortestPaths (xstate/graph) with the actors' answers as xstate.done/error.actor.<id> events;
// coveringPaths keeps the fewest that take every transition.
import { afterAll, describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { recurrenceFormMachine } from '@machines/finance/planning/recurrence-form.machine'
import type { RecurrenceFormOutput } from '@machines/finance/planning/recurrence-form.machine'
import type { RecurrenceSave } from '@machines/finance/planning/recurrence-form.actors'
import { recurrenceListMachine } from '@machines/finance/planning/recurrence-list.machine'
import type { RecurrenceListContext, RecurrenceListEvent } from '@machines/finance/planning/recurrence-list.machine'
import type { LoadedRecurrences } from '@machines/finance/planning/recurrence-list.actors'
import { ApiError } from '@/api/errors'
import type { Category } from '@contract/category'
import type { Recurrence } from '@contract/recurrence'
import RecurrencesView from '@/views/finance/planning/recurrences-view'
import { renderApp, settle } from '../views/support'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { coveringPaths, heldActor, type ActorAnswer } from './held-actors'
import { replay, liveSnapshot, listPageChecks, pressEscape, showingAlert, pathTitle } from './harness'
import { account } from '../fixtures/bank-accounts'
import { recurrence } from '../fixtures/recurrences'
import { plain } from '../support/screen-text'

const TODAY = '2026-11-20'
const rent = recurrence(1, { contaBancariaId: 1 })
const gym = recurrence(2, { descricao: 'Academia', valor: 99.9, frequencia: 'Semanal', ativa: false })
const sample: LoadedRecurrences = { recurrences: [rent, gym], accounts: [account(1, { nome: 'Nubank' })], cards: [] }
const empty: LoadedRecurrences = { recurrences: [], accounts: [], cards: [] }
const failure = new ApiError({ status: 503, code: 'unavailable', message: 'x' })
const refused = new ApiError({ status: 404, code: 'not_found', message: 'Recorrência não encontrada.' })
const categories: Category[] = [{ id: 1, nomeCategoria: 'Moradia', tipoCategoria: 'Despesa' }]

type Context = RecurrenceListContext
type ModelEvent =
  | RecurrenceListEvent
  | ActorAnswer<{ fetchRecurrences: LoadedRecurrences; recurrenceForm: RecurrenceFormOutput; deleteRecurrence: undefined }>

const project = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as Context
  return [context.recurrences.length, context.formRecurrence?.id ?? null, context.pending && [context.pending.recurrence.id, context.pending.endDay, context.pending.ending], context.alert?.message.id ?? null, context.alert?.detail ?? null]
}

/** Events offered in phases: a clean list starts every flow, a flow under way continues. */
function eventsFor(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const context = snapshot.context as Context
  const events: ModelEvent[] = []
  switch (snapshot.value) {
    case 'loading':
      events.push({ type: 'xstate.done.actor.fetchRecurrences', output: sample })
      if (context.recurrences.length === 0 && context.alert === null) events.push({ type: 'xstate.done.actor.fetchRecurrences', output: empty }, { type: 'xstate.error.actor.fetchRecurrences', error: failure })
      if (context.alert) events.push({ type: 'alert.dismiss' })
      break
    case 'failure':
      events.push({ type: 'list.retry' })
      break
    case 'browsing':
      if (context.alert) {
        events.push({ type: 'alert.dismiss' })
      } else {
        events.push({ type: 'recurrence.add' })
        if (context.recurrences[0]) events.push({ type: 'recurrence.edit', id: rent.id }, { type: 'recurrence.delete', id: rent.id })
      }
      break
    case 'form':
      events.push({ type: 'xstate.done.actor.recurrenceForm', output: { outcome: 'saved', recurrence: context.formRecurrence ?? gym } })
      events.push({ type: 'xstate.done.actor.recurrenceForm', output: { outcome: 'closed' } })
      if (context.formRecurrence === null) events.push({ type: 'xstate.error.actor.recurrenceForm', error: failure })
      break
    case 'confirming':
      if (context.pending!.endDay === TODAY) events.push({ type: 'remove.endDay', value: '' })
      if (context.pending!.endDay === '') events.push({ type: 'remove.endDay', value: '2027-01-01' })
      events.push({ type: 'remove.end' }, { type: 'remove.all' }, { type: 'remove.cancel' })
      break
    case 'deleting':
      events.push({ type: 'xstate.done.actor.deleteRecurrence', output: undefined }, { type: 'xstate.error.actor.deleteRecurrence', error: refused })
      break
  }
  return events.filter((event) => snapshot.can(event))
}

const graphed: AnyStateMachine = recurrenceListMachine
const paths = coveringPaths(
  graphed,
  getShortestPaths(graphed, { input: { today: TODAY }, events: eventsFor, serializeState: serializeByTransition(graphed, project) }),
)

const describePath = (events: readonly EventObject[]) =>
  pathTitle<ModelEvent>(events, (event) => {
    if (event.type === 'xstate.done.actor.fetchRecurrences') return `fetchRecurrences(${event.output.recurrences.length})`
    if (event.type === 'xstate.done.actor.recurrenceForm') return `recurrenceForm(${event.output.outcome})`
    if (event.type === 'remove.endDay') return `remove.endDay(${event.value})`
    if ('id' in event && typeof event.id === 'number') return `${event.type}(${event.id})`
  })

const listSection = () => screen.getByRole('region', { name: 'Your recurring entries' })

describe('recurrence list machine × recurring entries view', () => {
  afterAll(() => expectFullCoverage(recurrenceListMachine, paths))

  for (const path of paths) {
    it(describePath(path.steps.map((step) => step.event)), async () => {
      const held = {
        fetchRecurrences: heldActor<LoadedRecurrences>(),
        deleteRecurrence: heldActor<void, { id: number; aPartirDe: string | null }>(),
        loadCategories: heldActor<Category[]>(),
        saveRecurrence: heldActor<Recurrence, RecurrenceSave>(),
      }
      // The modal breaks (its categories' answer throws) when the path says its machine fails.
      let breakForm = false
      const logic = recurrenceListMachine.provide({
        actors: {
          fetchRecurrences: held.fetchRecurrences.logic,
          deleteRecurrence: held.deleteRecurrence.logic,
          recurrenceForm: recurrenceFormMachine.provide({
            actors: { loadCategories: held.loadCategories.logic, saveRecurrence: held.saveRecurrence.logic },
            actions: {
              clearCategories: () => {
                if (breakForm) throw new Error('broken modal')
              },
            },
          }),
        },
      })
      const app = await renderApp({ path: '/financas/recorrencias' }, <RecurrencesView logic={logic} today={TODAY} />)
      const actor = () => app.actors.byId('recurrenceList')
      const live = (model: Context) => liveSnapshot(actor, project, model).context as Context
      const rowsMatch = (context: Context) => {
        const rows = within(listSection()).queryAllByRole('row').slice(1)
        expect(rows.map((row) => plain(within(row).getAllByRole('cell')[0]!.textContent))).toEqual(context.recurrences.map((row) => (row.ativa ? row.descricao : `${row.descricao} Paused`)))
      }
      const page = showingAlert(live)
      const checks: Record<string, (model: Context) => void> = {
        ...listPageChecks(page, {
          section: listSection,
          rows: rowsMatch,
          known: (context) => context.recurrences.length > 0,
          emptyLine: (context) => (context.recurrences.length === 0 ? 'No recurring entries yet.' : null),
          loading: 'Loading recurring entries…',
          failed: 'Could not load the recurring entries.',
        }),
        form: (model) => {
          const context = page(model)
          const dialog = screen.getByRole('dialog', { name: context.formRecurrence ? 'Edit recurring entry' : 'New recurring entry' })
          expect(within(dialog).getByLabelText('Description')).toHaveValue(context.formRecurrence?.descricao ?? '')
          expect(within(dialog).queryByLabelText('Apply from') !== null).toBe(context.formRecurrence !== null)
        },
        confirming: (model) => {
          const context = page(model)
          const dialog = screen.getByRole('alertdialog', { name: 'Remove recurring entry?' })
          expect(dialog).toHaveTextContent(context.pending!.recurrence.descricao)
          expect(within(dialog).getByLabelText('End from')).toHaveValue(context.pending!.endDay)
          const end = within(dialog).getByRole('button', { name: 'End from this day' })
          if (context.pending!.endDay === '') expect(end).toHaveAttribute('aria-disabled', 'true')
          else expect(end).not.toHaveAttribute('aria-disabled')
        },
        deleting: (model) => {
          const context = page(model)
          expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Deleting…' })).toBeDisabled()
          expect(held.deleteRecurrence.runs.at(-1)!.input).toEqual({ id: context.pending!.recurrence.id, aPartirDe: context.pending!.ending ? context.pending!.endDay : null })
        },
      }
      const perform = async (event: ModelEvent) => {
        switch (event.type) {
          case 'xstate.done.actor.fetchRecurrences':
          case 'xstate.error.actor.fetchRecurrences':
            return settle(() => held.fetchRecurrences.settle(event))
          case 'xstate.done.actor.deleteRecurrence':
          case 'xstate.error.actor.deleteRecurrence':
            return settle(() => held.deleteRecurrence.settle(event))
          case 'xstate.error.actor.recurrenceForm':
            breakForm = true
            return settle(() => held.loadCategories.settle({ type: 'error', error: failure }))
          // The modal's own machine ends it: Cancel, or fill a new series, submit, and answer its save as the API would.
          case 'xstate.done.actor.recurrenceForm': {
            await settle(() => held.loadCategories.settle({ type: 'done', output: categories }))
            const dialog = screen.getByRole('dialog')
            const outcome = event.output
            if (outcome.outcome === 'closed') return fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
            const editing = (actor().getSnapshot().context as Context).formRecurrence
            if (!editing) {
              fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Academia' } })
              fireEvent.change(within(dialog).getByLabelText('Amount (R$)'), { target: { value: '99.90' } })
              fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'Despesa' } })
            }
            await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: editing ? 'Save changes' : 'Create recurring entry' })))
            expect(held.saveRecurrence.runs.at(-1)!.input.id).toBe(editing?.id ?? null)
            if (!editing) expect(held.saveRecurrence.runs.at(-1)!.input.body.valor).toBe(99.9)
            return settle(() => held.saveRecurrence.settle({ type: 'done', output: outcome.recurrence }))
          }
          case 'list.retry':
            return fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
          case 'alert.dismiss':
            return fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
          case 'recurrence.add':
            return fireEvent.click(screen.getByRole('button', { name: 'Add recurring entry' }))
          case 'recurrence.edit':
            return fireEvent.click(screen.getByRole('button', { name: 'Edit Aluguel' }))
          case 'recurrence.delete':
            return fireEvent.click(screen.getByRole('button', { name: 'Delete Aluguel' }))
          case 'remove.endDay':
            return fireEvent.change(within(screen.getByRole('alertdialog')).getByLabelText('End from'), { target: { value: event.value } })
          case 'remove.end':
            return fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'End from this day' }))
          case 'remove.all':
            return fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete the series' }))
          case 'remove.cancel':
            return pressEscape()
        }
      }
      await replay(path, actor, perform, (state) => checks[state.value as string]!(state.context as Context))
    })
  }
})
