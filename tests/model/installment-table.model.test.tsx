// Model-based paths of the installment table machine, replayed against the real installments
// page: filters and 10-row paging of the shared paged table, the add/edit modal (the form machine it
// invokes: the replay fills and submits the real modal and settles its held save, or cancels it), delete
// after a confirmation, the alerts. getShortestPaths (xstate/graph) with the actors' answers as
// xstate.done/error.actor.<id> events (the modal's outcome as xstate.done.actor.installmentForm);
// coveringPaths keeps the fewest that take every transition.
import { afterAll, describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { installmentFormMachine } from '@machines/finance/plans/installment-form.machine'
import type { InstallmentFormOutput } from '@machines/finance/plans/installment-form.machine'
import { NO_CARD, emptyPlanFilters, holderName, installmentTableMachine, planCardName, shownPlans } from '@machines/finance/plans/installment-table.machine'
import type { InstallmentTableContext, InstallmentTableEvent } from '@machines/finance/plans/installment-table.machine'
import type { PlanLists } from '@machines/finance/plans/installment-table.actors'
import { ApiError } from '@/api/errors'
import type { InstallmentPlanInput } from '@/api/installments'
import type { InstallmentPlan, MonthlyInstallment } from '@contract/installment'
import InstallmentsView from '@/views/finance/plans/installments-view'
import { renderApp, settle } from '../views/support'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { coveringPaths, heldActor, type ActorAnswer, type ActorDone } from './held-actors'
import { replay, liveSnapshot, listPageChecks, pressEscape, pathTitle } from './harness'
import { plan } from '../fixtures/installments'
import { bankCard } from '../fixtures/bank-cards'
import { expectAlertShown } from '../support/screen-text'

const holders = [
  { id: 1, nomePessoa: 'Maria' },
  { id: 2, nomePessoa: 'João' },
]
const cards = [bankCard({ id: 5, nomeUsuario: 'Maria', nomeBanco: 'Nubank' })]
/** 12 plans (a second page of 2): one on a card, one whose person is gone ('-'). */
const plans = [plan(1, { descricao: 'Sofá', pessoaContaId: 2, cartaoId: 5, situacao: 'Pendente' }), ...Array.from({ length: 10 }, (_, i) => plan(i + 2)), plan(12, { pessoaContaId: 9 })]
const full: PlanLists = { plans, holders, cards, categories: [] }
/** A failed load: no plans, and the registries unknown. */
const none: PlanLists = { plans: [], holders: null, cards: null, categories: [] }

type Context = InstallmentTableContext
type ModelEvent =
  | InstallmentTableEvent
  | ActorAnswer<{ fetchAll: PlanLists; deletePlan: undefined }>
  | ActorDone<{ installmentForm: InstallmentFormOutput }>

const project = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as Context
  return [
    context.plans.length,
    context.holders === null,
    context.table,
    context.formPlan?.id ?? null,
    context.pendingDelete?.id ?? null,
    context.alert?.message.id ?? null,
  ]
}

const same = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b)

/** Events offered in phases: a clean list starts every flow, a flow under way continues. */
function eventsFor(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const context = snapshot.context as Context
  const events: ModelEvent[] = []
  const { filters, applied, visible } = context.table
  const typed = !same(filters, applied)
  const filtered = !same(applied, emptyPlanFilters)
  const first = shownPlans(context)[0]
  switch (snapshot.value) {
    case 'loading':
      events.push({ type: 'xstate.done.actor.fetchAll', output: full })
      if (context.plans.length === 0 && context.alert === null) {
        events.push({ type: 'xstate.done.actor.fetchAll', output: none }, { type: 'xstate.error.actor.fetchAll', error: new Error('unexpected') })
      }
      if (context.plans.length === 0 && !typed && !filtered && context.alert === null) events.push({ type: 'filters.change', field: 'description', value: 'sofa' })
      // A reload keeps the rows on screen: the filters and paging still work, the alert can be dismissed.
      if (context.plans.length > 0) {
        if (context.alert) events.push({ type: 'alert.dismiss' })
        if (!typed && !filtered) events.push({ type: 'filters.change', field: 'card', value: NO_CARD })
        if (typed) events.push({ type: 'filters.apply' })
        if (typed || filtered) events.push({ type: 'filters.clear' })
        events.push({ type: 'table.more' }, { type: 'table.less' })
      }
      break
    case 'browsing':
      if (context.alert) {
        events.push({ type: 'alert.dismiss' })
        if (first) events.push({ type: 'plan.edit', id: first.id })
      } else if (typed) {
        events.push({ type: 'filters.apply' }, { type: 'filters.clear' })
      } else if (filtered) {
        events.push({ type: 'filters.clear' })
        if (first) events.push({ type: 'plan.delete', id: first.id })
      } else if (visible > 10) {
        events.push({ type: 'table.less' }, { type: 'plan.add' })
      } else {
        events.push({ type: 'filters.change', field: 'description', value: 'sofa' })
        events.push({ type: 'table.more' }, { type: 'plan.add' })
        if (first) events.push({ type: 'plan.edit', id: first.id }, { type: 'plan.delete', id: first.id })
      }
      break
    case 'form':
      // A new plan needs a person/account: without any (a failed lookup) the modal can only be closed.
      if (context.formPlan || (context.holders ?? []).length > 0) {
        events.push({ type: 'xstate.done.actor.installmentForm', output: { outcome: 'saved', plan: context.formPlan ?? plan(13) } })
      }
      events.push({ type: 'xstate.done.actor.installmentForm', output: { outcome: 'closed' } })
      break
    case 'confirming':
      events.push({ type: 'delete.confirm' }, { type: 'delete.cancel' })
      break
    case 'deleting':
      events.push({ type: 'xstate.done.actor.deletePlan', output: undefined }, { type: 'xstate.error.actor.deletePlan', error: new ApiError({ status: 500, code: 'internal_error', message: 'x' }) })
      break
  }
  return events.filter((event) => snapshot.can(event))
}

/** The machine as the graph sees it: its events include the actors' answers. */
const graphed: AnyStateMachine = installmentTableMachine
const paths = coveringPaths(graphed, getShortestPaths(graphed, { events: eventsFor, serializeState: serializeByTransition(graphed, project) }))

/** A short name for a path: its events, with the sample a loaded list was. */
const describePath = (events: readonly EventObject[]) =>
  pathTitle<ModelEvent>(events, (event) => {
    if (event.type === 'xstate.done.actor.fetchAll') return `fetchAll(${event.output.plans.length} plans${event.output.holders ? '' : ', no names'})`
    if (event.type === 'xstate.done.actor.installmentForm') return `installmentForm(${event.output.outcome})`
    if (event.type === 'filters.change') return `filters.change(${event.field}=${event.value})`
    if (event.type === 'plan.edit' || event.type === 'plan.delete') return `${event.type}(${event.id})`
  })

const listSection = () => screen.getByRole('region', { name: 'Your plans' })
const filterForm = () => screen.getByRole('search', { name: 'Filter plans' })

describe('installment table machine × installments view', () => {
  afterAll(() => expectFullCoverage(installmentTableMachine, paths))

  for (const path of paths) {
    it(describePath(path.steps.map((step) => step.event)), async () => {
      const held = {
        fetchAll: heldActor<PlanLists>(),
        deletePlan: heldActor<void, { id: number }>(),
        savePlan: heldActor<InstallmentPlan, { planId: number | null; plan: InstallmentPlanInput }>(),
        loadInstallments: heldActor<MonthlyInstallment[], { planId: number }>(),
      }
      const logic = installmentTableMachine.provide({
        actors: {
          fetchAll: held.fetchAll.logic,
          deletePlan: held.deletePlan.logic,
          installmentForm: installmentFormMachine.provide({ actors: { savePlan: held.savePlan.logic, loadInstallments: held.loadInstallments.logic } }),
        },
      })
      const app = await renderApp({ path: '/financas/parcelamento' }, <InstallmentsView logic={logic} />)
      const actor = () => app.actors.byId('installmentTable')
      const live = (model: Context) => liveSnapshot(actor, project, model).context as Context
      const rowsMatch = (context: Context) => {
        const shown = shownPlans(context)
        const rows = within(listSection()).queryAllByRole('row').slice(1)
        expect(rows).toHaveLength(shown.length)
        shown.forEach((plan, index) => {
          const row = rows[index]!
          expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(plan.descricao)
          expect(row).toHaveTextContent(holderName(context.holders, plan.pessoaContaId))
          expect(within(row).getAllByRole('cell')[6]).toHaveTextContent(planCardName(context.cards, plan.cartaoId))
          expect(within(row).getByRole('link', { name: `View the installments of ${plan.descricao}` })).toHaveAttribute('href', `/financas/parcelamento-mensais/${plan.id}`)
        })
        const snapshot = actor().getSnapshot()
        expect(screen.queryByRole('button', { name: 'See more' }) !== null).toBe(snapshot.can({ type: 'table.more' }))
        expect(screen.queryByRole('button', { name: 'See less' }) !== null).toBe(snapshot.can({ type: 'table.less' }))
      }
      const filtersShow = (context: Context) => {
        expect(within(filterForm()).getByLabelText('Description')).toHaveValue(context.table.filters.description)
        expect(within(filterForm()).getByLabelText('Card')).toHaveValue(context.table.filters.card)
      }
      const alertShows = (context: Context) => {
        expectAlertShown(context.alert)
        if (!context.alert) expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull()
      }
      const page = (model: Context) => {
        const context = live(model)
        filtersShow(context)
        alertShows(context)
        return context
      }
      const { loading, browsing } = listPageChecks(page, {
        section: listSection,
        rows: rowsMatch,
        known: (context) => context.plans.length > 0,
        emptyLine: (context) => (shownPlans(context).length > 0 ? null : context.plans.length === 0 ? 'No installment plans yet. Add the first one.' : 'No plan matches the filters.'),
        loading: 'Loading installment plans…',
      })
      const checks: Record<string, (model: Context) => void> = {
        loading,
        browsing,
        form: (model) => {
          const context = page(model)
          const dialog = screen.getByRole('dialog', { name: context.formPlan ? 'Edit installment plan' : 'New installment plan' })
          expect(within(dialog).getByLabelText('Description')).toHaveValue(context.formPlan?.descricao ?? '')
          expect(within(dialog).getByLabelText('Interval')).toHaveValue(String(context.formPlan?.intervaloParcelas ?? 30))
          expect(within(dialog).getByLabelText('Status')).toHaveValue(context.formPlan?.situacao ?? 'Ativo')
          expect(within(dialog).getByRole('button', { name: '+ New account holder' })).toBeEnabled()
          expect(within(dialog).getByRole('link', { name: 'Register a card' })).toHaveAttribute('href', '/financas/cadastrar-cartao')
        },
        confirming: (model) => {
          const context = page(model)
          const dialog = screen.getByRole('alertdialog', { name: 'Delete installment plan?' })
          expect(dialog).toHaveTextContent('Do you really want to delete this installment plan?')
          expect(dialog).toHaveTextContent(context.pendingDelete!.descricao)
          expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
        },
        deleting: (model) => {
          const context = page(model)
          expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Deleting…' })).toBeDisabled()
          expect(held.deletePlan.runs.at(-1)!.input).toEqual({ id: context.pendingDelete!.id })
        },
      }
      const planNamed = (id: number) => plans.find((candidate) => candidate.id === id)!.descricao
      const perform = async (event: ModelEvent) => {
        switch (event.type) {
          case 'xstate.done.actor.fetchAll':
          case 'xstate.error.actor.fetchAll':
            return settle(() => held.fetchAll.settle(event))
          case 'xstate.done.actor.deletePlan':
          case 'xstate.error.actor.deletePlan':
            return settle(() => held.deletePlan.settle(event))
          // The modal's own machine ends it: Cancel, or fill a new plan, submit, and answer its save as the API would.
          case 'xstate.done.actor.installmentForm': {
            const dialog = screen.getByRole('dialog')
            const outcome = event.output
            if (outcome.outcome === 'closed') return fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
            const editing = (actor().getSnapshot().context as Context).formPlan
            // An edit reads the plan's installments first (none paid here).
            if (editing) await settle(() => held.loadInstallments.settle({ type: 'xstate.done.actor.loadInstallments', output: [] }))
            if (!editing) {
              fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Geladeira' } })
              fireEvent.change(within(dialog).getByLabelText('Total value (R$)'), { target: { value: '833,30' } })
              fireEvent.change(within(dialog).getByLabelText('Number of installments'), { target: { value: '10' } })
              fireEvent.change(within(dialog).getByLabelText('Account holder'), { target: { value: '2' } })
            }
            fireEvent.click(within(dialog).getByRole('button', { name: editing ? 'Save changes' : 'Create plan' }))
            expect(held.savePlan.runs.at(-1)!.input.planId).toBe(editing?.id ?? null)
            return settle(() => held.savePlan.settle({ type: 'xstate.done.actor.savePlan', output: outcome.plan }))
          }
          case 'filters.change':
            return fireEvent.change(within(filterForm()).getByLabelText(event.field === 'card' ? 'Card' : 'Description'), { target: { value: event.value } })
          case 'filters.apply':
            return fireEvent.click(within(filterForm()).getByRole('button', { name: 'Apply' }))
          case 'filters.clear':
            return fireEvent.click(within(filterForm()).getByRole('button', { name: 'Clear' }))
          case 'table.more':
            return fireEvent.click(screen.getByRole('button', { name: 'See more' }))
          case 'table.less':
            return fireEvent.click(screen.getByRole('button', { name: 'See less' }))
          case 'alert.dismiss':
            return fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
          case 'plan.add':
            return fireEvent.click(screen.getByRole('button', { name: 'Add plan' }))
          case 'plan.edit':
            return fireEvent.click(screen.getByRole('button', { name: `Edit ${planNamed(event.id)}` }))
          case 'plan.delete':
            return fireEvent.click(screen.getByRole('button', { name: `Delete ${planNamed(event.id)}` }))
          case 'delete.confirm':
            return fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
          case 'delete.cancel':
            return pressEscape()
        }
      }
      await replay(path, actor, perform, (state) => checks[state.value as string]!(state.context as Context))
    })
  }
})
