// Model-based paths of the installment table machine, replayed against the real installments page
// (tests/README.md): filters and 10-row paging of the shared paged table, the add/edit modal (its own form
// machine: the replay fills and submits it, or cancels it), delete after a confirmation, the alerts.
import { afterAll, describe, expect, it } from 'vitest'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { createTestModel } from '@xstate/graph'
import { installmentFormMachine } from '@machines/installment-form.machine'
import { NO_CARD, cardLabel, emptyPlanFilters, holderName, installmentTableMachine, shownPlans } from '@machines/installment-table.machine'
import type { InstallmentTableContext, InstallmentTableEvent } from '@machines/installment-table.machine'
import type { InstallmentPlan } from '@/api/schemas/installment'
import InstallmentsView from '@/views/finance/installments-view'
import { renderApp } from '../views/support'
import { withActorCheck } from './harness'
import { reportCoverage, serializeByTransition } from './coverage'

const holders = [
  { id: 1, nomePessoa: 'Maria' },
  { id: 2, nomePessoa: 'João' },
]
const cards = [{ id: 5, nomeUsuario: 'Maria', nomeBanco: 'Nubank' }]
const plan = (id: number, overrides: Partial<InstallmentPlan> = {}): InstallmentPlan => ({
  id,
  descricao: `Compra ${id}`,
  valorTotal: 100,
  numeroParcelas: 2,
  dataPrimeiraParcela: '2026-11-05T03:00:00.000Z',
  intervaloParcelas: 30,
  pessoaContaId: 1,
  cartaoId: null,
  situacao: 'Ativo',
  ...overrides,
})
/** 12 plans (a second page of 2): one on a card, one whose person is gone ('-'). */
const plans = [plan(1, { descricao: 'Sofá', pessoaContaId: 2, cartaoId: 5, situacao: 'Pendente' }), ...Array.from({ length: 10 }, (_, i) => plan(i + 2)), plan(12, { pessoaContaId: 9 })]
const full: InstallmentTableEvent = { type: 'list.loaded', plans, holders, cards }
/** A failed load: no plans, and the registries unknown. */
const none: InstallmentTableEvent = { type: 'list.loaded', plans: [], holders: null, cards: null }

type Context = InstallmentTableContext

const project = (context: Context) => [
  context.plans.length,
  context.holders === null,
  context.table,
  context.formPlan?.id ?? null,
  context.pendingDelete?.id ?? null,
  context.alert?.message.id ?? null,
]

const same = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b)

/** Events offered in phases (tests/README.md "State space"): a clean list starts every flow, a flow under way continues. */
function eventsFor({ context, value }: { context: Context; value: unknown }): InstallmentTableEvent[] {
  const events: InstallmentTableEvent[] = []
  const { filters, applied, visible } = context.table
  const typed = !same(filters, applied)
  const filtered = !same(applied, emptyPlanFilters)
  const clean = !typed && !filtered && visible === 10 && context.alert === null
  const first = shownPlans(context)[0]
  switch (value) {
    case 'loading':
      events.push(full)
      if (context.plans.length === 0 && context.alert === null) events.push(none)
      if (context.plans.length === 0 && clean) events.push({ type: 'filters.change', field: 'description', value: 'sofa' })
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
      if (context.formPlan || (context.holders ?? []).length > 0) events.push({ type: 'form.saved', plan: context.formPlan ?? plan(13) })
      events.push({ type: 'form.closed' })
      break
    case 'confirming':
      events.push({ type: 'delete.confirm' }, { type: 'delete.cancel' })
      break
    case 'deleting':
      events.push({ type: 'plan.deleted' }, { type: 'plan.deleteFailed', error: { status: 500, code: 'internal_error' } })
      break
  }
  return events
}

const model = createTestModel(installmentTableMachine, {
  events: (state) => eventsFor(state as never).filter((event) => state.can(event as never)),
  serializeState: serializeByTransition(installmentTableMachine, (s) => project(s.context as Context), { collapseNoOps: true }),
} as Parameters<typeof createTestModel<typeof installmentTableMachine>>[1])
const paths = model.getShortestPaths()

const logic = installmentTableMachine.provide({ actions: { fetchAll: () => {}, deletePlan: () => {} } })
const formLogic = installmentFormMachine.provide({ actions: { savePlan: () => {} } })

/** A short name for a path: its events, with the sample a loaded list was. */
function describePath(events: InstallmentTableEvent[]): string {
  return events
    .filter((event) => !event.type.startsWith('xstate.'))
    .map((event) => {
      if (event.type === 'list.loaded') return `list.loaded(${event.plans.length} plans${event.holders ? '' : ', no names'})`
      if (event.type === 'filters.change') return `filters.change(${event.field}=${event.value})`
      if (event.type === 'plan.edit' || event.type === 'plan.delete') return `${event.type}(${event.id})`
      return event.type
    })
    .join(' → ') || 'initial state'
}

const listSection = () => screen.getByRole('region', { name: 'Your plans' })
const filterForm = () => screen.getByRole('search', { name: 'Filter plans' })

describe('installment table machine × installments view', () => {
  afterAll(() => {
    const coverage = reportCoverage(installmentTableMachine, paths)
    expect(coverage.states.covered).toBe(coverage.states.total)
    expect(coverage.transitions.covered).toBe(coverage.transitions.total)
  })

  for (const path of paths) {
    it(describePath(path.steps.map((step) => step.event as InstallmentTableEvent)), async () => {
      const app = await renderApp({ path: '/financas/parcelamento' }, <InstallmentsView logic={logic} formLogic={formLogic} />)
      const actor = () => app.actors.byId('installmentTable')
      const live = (state: { context: Context }) => {
        const { context } = actor().getSnapshot() as { context: Context }
        expect(project(context)).toEqual(project(state.context))
        return context
      }
      const rowsMatch = (context: Context) => {
        const shown = shownPlans(context)
        const rows = within(listSection()).queryAllByRole('row').slice(1)
        expect(rows).toHaveLength(shown.length)
        shown.forEach((plan, index) => {
          const row = rows[index]!
          expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(plan.descricao)
          expect(row).toHaveTextContent(holderName(context.holders, plan.pessoaContaId))
          expect(within(row).getAllByRole('cell')[6]).toHaveTextContent(cardLabel(context.cards, plan.cartaoId))
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
        if (!context.alert) {
          expect(screen.queryByRole('alert')).toBeNull()
          expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull()
          return
        }
        const role = context.alert.tone === 'danger' ? 'alert' : 'status'
        expect(screen.getAllByRole(role).some((el) => el.textContent?.includes(context.alert!.message.message!))).toBe(true)
      }
      const page = (model: { context: Context }) => {
        const context = live(model)
        filtersShow(context)
        alertShows(context)
        return context
      }

      await path.test({
        states: withActorCheck(actor, {
          loading: (model) => {
            const context = page(model)
            expect(listSection()).toHaveAttribute('aria-busy', 'true')
            if (context.plans.length === 0) expect(within(listSection()).getByRole('status')).toHaveTextContent('Loading installment plans…')
            else rowsMatch(context)
          },
          browsing: (model) => {
            const context = page(model)
            expect(listSection()).toHaveAttribute('aria-busy', 'false')
            expect(screen.queryByRole('dialog')).toBeNull()
            expect(screen.queryByRole('alertdialog')).toBeNull()
            rowsMatch(context)
            if (shownPlans(context).length === 0) {
              expect(listSection()).toHaveTextContent(context.plans.length === 0 ? 'No installment plans yet. Add the first one.' : 'No plan matches the filters.')
            }
          },
          form: (model) => {
            const context = page(model)
            const dialog = screen.getByRole('dialog', { name: context.formPlan ? 'Edit installment plan' : 'New installment plan' })
            expect(within(dialog).getByLabelText('Description')).toHaveValue(context.formPlan?.descricao ?? '')
            expect(within(dialog).getByLabelText('Interval')).toHaveValue(String(context.formPlan?.intervaloParcelas ?? 30))
            expect(within(dialog).getByLabelText('Status')).toHaveValue(context.formPlan?.situacao ?? 'Ativo')
            expect(within(dialog).getByRole('link', { name: 'Register a person/account' })).toHaveAttribute('href', '/financas/pessoa-conta')
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
            page(model)
            expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Deleting…' })).toBeDisabled()
          },
        }),
        events: {
          'list.loaded': ({ event }) => app.send(actor(), event),
          'plan.deleted': ({ event }) => app.send(actor(), event),
          'plan.deleteFailed': ({ event }) => app.send(actor(), event),
          'filters.change': async ({ event }) => {
            const { field, value } = event as Extract<InstallmentTableEvent, { type: 'filters.change' }>
            if (field === undefined) return // a bare event: the machine takes no transition
            fireEvent.change(within(filterForm()).getByLabelText(field === 'card' ? 'Card' : 'Description'), { target: { value } })
          },
          'filters.apply': async () => {
            fireEvent.click(within(filterForm()).getByRole('button', { name: 'Apply' }))
          },
          'filters.clear': async () => {
            fireEvent.click(within(filterForm()).getByRole('button', { name: 'Clear' }))
          },
          'table.more': async () => {
            const button = screen.queryByRole('button', { name: 'See more' })
            if (actor().getSnapshot().can({ type: 'table.more' })) fireEvent.click(button!)
            else expect(button).toBeNull()
          },
          'table.less': async () => {
            const button = screen.queryByRole('button', { name: 'See less' })
            if (actor().getSnapshot().can({ type: 'table.less' })) fireEvent.click(button!)
            else expect(button).toBeNull()
          },
          'alert.dismiss': async () => {
            const button = screen.queryByRole('button', { name: 'Dismiss' })
            if ((actor().getSnapshot().context as Context).alert === null) expect(button).toBeNull()
            else fireEvent.click(button!)
          },
          'plan.add': async () => {
            fireEvent.click(screen.getByRole('button', { name: 'Add plan' }))
          },
          'plan.edit': async ({ event }) => {
            const { id } = event as Extract<InstallmentTableEvent, { type: 'plan.edit' }>
            if (id === undefined) return
            const plan = plans.find((candidate) => candidate.id === id)!
            fireEvent.click(screen.getByRole('button', { name: `Edit ${plan.descricao}` }))
          },
          'plan.delete': async ({ event }) => {
            const { id } = event as Extract<InstallmentTableEvent, { type: 'plan.delete' }>
            if (id === undefined) return
            const plan = plans.find((candidate) => candidate.id === id)!
            fireEvent.click(screen.getByRole('button', { name: `Delete ${plan.descricao}` }))
          },
          // The modal's own machine saves: fill a new plan, submit, and answer its save as the API would.
          'form.saved': async ({ event }) => {
            if (!(event as unknown as { plan?: InstallmentPlan }).plan) return // a bare event: the machine takes no transition
            const dialog = screen.getByRole('dialog')
            const editing = (actor().getSnapshot().context as Context).formPlan
            if (!editing) {
              fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Geladeira' } })
              fireEvent.change(within(dialog).getByLabelText('Total value (R$)'), { target: { value: '833,30' } })
              fireEvent.change(within(dialog).getByLabelText('Number of installments'), { target: { value: '10' } })
              fireEvent.change(within(dialog).getByLabelText('Person/account'), { target: { value: '2' } })
            }
            fireEvent.click(within(dialog).getByRole('button', { name: editing ? 'Save changes' : 'Create plan' }))
            const form = app.actors.byId('installmentForm')
            expect(form.getSnapshot().value).toBe('saving')
            await app.send(form, { type: 'plan.saved', plan: (event as unknown as { plan: InstallmentPlan }).plan })
            expect(actor().getSnapshot().context.alert).not.toBeNull()
          },
          'form.closed': async () => {
            fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }))
          },
          'delete.confirm': async () => {
            fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
          },
          'delete.cancel': async () => {
            act(() => {
              fireEvent.keyDown(document, { key: 'Escape' })
            })
          },
        },
      })
    })
  }
})
