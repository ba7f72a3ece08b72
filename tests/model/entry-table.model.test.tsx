// Model-based paths of the entry table machine, replayed against the real entries page (tests/README.md):
// clicks and typing on the page, effect answers dispatched to the page's actor, the modals' outcomes too.
import { afterAll, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { createTestModel } from '@xstate/graph'
import type { AnyMachineSnapshot } from 'xstate'
import { emptyEntryFilters, entryTableMachine, entryTotals, filteredEntries, shownEntries } from '@machines/entry-table.machine'
import type { EntryTableContext, EntryTableEvent } from '@machines/entry-table.machine'
import { entryFormMachine } from '@machines/entry-form.machine'
import { markAsPaidMachine } from '@machines/mark-as-paid.machine'
import { pagedTable } from '@machines/paged-table'
import { centsToAmount } from '@/api/schemas/money'
import { formatCurrency, formatMonth } from '@/i18n/format'
import { isWholeMonth } from '@/lib/month'
import EntriesView from '@/views/finance/entries-view'
import { categories, monthEntries } from '../fixtures/entries'
import { renderApp } from '../views/support'
import { withActorCheck } from './harness'
import { reportCoverage, serializeByTransition } from './coverage'

const HOME_MONTH = '2026-11'
const clock = () => new Date('2026-11-20T17:30:00.000Z')
const defaultTable = pagedTable(emptyEntryFilters(HOME_MONTH))
const customPeriodEntries = monthEntries.slice(9)

/** Everything the guards and the page depend on (tests/README.md "State space"). */
const project = (context: EntryTableContext) => [
  context.month,
  context.period,
  context.entries.map((entry) => entry.id),
  context.categories.length,
  context.table,
  context.modal && [context.modal.kind, 'entry' in context.modal ? context.modal.entry.id : null],
  context.pendingDelete?.id ?? null,
  context.alert && [context.alert.tone, context.alert.message.id],
]

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7))
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const clientFilters = (filters: EntryTableContext['table']['applied']) => [filters.descricao, filters.tipo, filters.situacao, filters.categoriaId]

/**
 * How far a context is from the page as it first loads (the current month, its 12 entries, no filter,
 * 10 rows, no alert). The model walks every transition from there and from one step away; states two
 * steps away end their path (their own transitions are all taken nearer home).
 */
function distance(snapshot: AnyMachineSnapshot): number {
  const context = snapshot.context as EntryTableContext
  let steps = Math.abs(monthIndex(context.month) - monthIndex(HOME_MONTH))
  if (!isWholeMonth(context.period.from, context.period.to)) steps += 1
  if (!same(context.table.filters, context.table.applied)) steps += 1
  if (!same(clientFilters(context.table.applied), clientFilters(defaultTable.applied))) steps += 1
  if (context.table.visible !== 10) steps += 1
  if (context.alert) steps += 1
  if (snapshot.matches('ready') && context.month === HOME_MONTH && isWholeMonth(context.period.from, context.period.to) && context.entries.length !== monthEntries.length) steps += 1
  return steps
}

/** The effects' answers and the user's choices with a value, offered near home only. */
function eventsFor(snapshot: AnyMachineSnapshot): EntryTableEvent[] {
  const context = snapshot.context as EntryTableContext
  const home = distance(snapshot) === 0
  const events: EntryTableEvent[] = []
  if (snapshot.matches('loading')) {
    const entries = !isWholeMonth(context.period.from, context.period.to) ? customPeriodEntries : context.month === HOME_MONTH ? monthEntries : []
    events.push({ type: 'entries.loaded', entries, categories }, { type: 'entries.failed', error: { status: 500, code: 'internal_error' } })
    if (home && context.table.filters.descricao === '') events.push({ type: 'filters.change', field: 'descricao', value: 'mercado' })
  }
  if (snapshot.matches({ ready: 'browsing' }) && home) {
    events.push(
      { type: 'filters.change', field: 'descricao', value: 'mercado' },
      { type: 'filters.change', field: 'dataInicio', value: '2026-11-10' },
      { type: 'filters.change', field: 'dataInicio', value: '2026-12-15' },
      { type: 'filters.change', field: 'dataInicio', value: '1899-12-31' },
      { type: 'filters.change', field: 'dataInicio', value: '2025-11-29' },
      { type: 'entry.edit', id: 3 },
      { type: 'entry.pay', id: 3 },
      { type: 'entry.delete', id: 2 },
    )
  }
  if (snapshot.matches({ ready: 'deleting' })) events.push({ type: 'entry.deleteFailed', error: { status: 500, code: 'internal_error' } })
  return events
}

const model = createTestModel(entryTableMachine, {
  input: { month: HOME_MONTH },
  events: (snapshot: AnyMachineSnapshot) => eventsFor(snapshot),
  // Paths end two steps from home, and in a modal one step from home.
  stopWhen: (snapshot: AnyMachineSnapshot) => distance(snapshot) > (snapshot.matches({ ready: 'browsing' }) || snapshot.matches('loading') ? 1 : 0),
  serializeState: serializeByTransition(entryTableMachine, (s) => project(s.context as EntryTableContext)),
} as Parameters<typeof createTestModel<typeof entryTableMachine>>[1])
const paths = model.getShortestPaths()

/** A short test name: the target state and the steps (event types with their key values). */
function describePath(path: (typeof paths)[number]): string {
  const step = (event: EntryTableEvent) => {
    if (event.type === 'filters.change' && event.field !== undefined) return `filters.change(${event.field}=${event.value})`
    if ('id' in event && event.id !== undefined) return `${event.type}(${event.id})`
    if (event.type === 'entries.loaded' && Array.isArray(event.entries)) return `entries.loaded(${event.entries.length})`
    return event.type
  }
  const events = path.steps.map((s) => s.event as EntryTableEvent).filter((event) => !event.type.startsWith('xstate.'))
  return `reaches ${JSON.stringify(path.state.value)}: ${events.map(step).join(' → ') || '(start)'}`
}

const exportCsv = vi.fn()
const logic = entryTableMachine.provide({ actions: { fetchEntries: () => {}, deleteEntry: () => {}, exportCsv } })
const formLogic = entryFormMachine.provide({ actions: { fetchCategories: () => {}, saveEntry: () => {} } })
const payLogic = markAsPaidMachine.provide({ actions: { payEntry: () => {} } })

const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ')
const money = (cents: number) => plain(formatCurrency(centsToAmount(cents), 'en'))
const labels: Record<string, string> = { descricao: 'Description', dataInicio: 'Date from', dataFim: 'Date to' }

describe('entry table machine × entries page', () => {
  afterAll(() => {
    const coverage = reportCoverage(entryTableMachine, paths)
    expect(coverage.states.covered).toBe(coverage.states.total)
    expect(coverage.transitions.covered).toBe(coverage.transitions.total)
  })

  for (const path of paths) {
    it(describePath(path), async () => {
      exportCsv.mockClear()
      const app = await renderApp({ path: '/financas/lancamento-financeiro' }, <EntriesView logic={logic} formLogic={formLogic} payLogic={payLogic} clock={clock} />)
      const actor = () => app.actors.byId('entryTable')
      const live = (state: { context: unknown }) => {
        const context = actor().getSnapshot().context as EntryTableContext
        expect(project(context)).toEqual(project(state.context as EntryTableContext))
        return context
      }
      const search = () => screen.getByRole('search')
      /** What every state shows: the month, the totals of the loaded entries, the filter inputs, the alert. */
      const page = (context: EntryTableContext) => {
        expect(screen.getByRole('heading', { level: 2, name: new RegExp(`^${formatMonth(context.month, 'en')}`) })).toBeInTheDocument()
        const totals = entryTotals(context.entries)
        const cards = within(screen.getByRole('list', { name: 'Totals of the period' })).getAllByRole('listitem').map((item) => plain(item.textContent))
        expect(cards).toEqual([`Income${money(totals.income)}`, `Expenses${money(totals.expenses)}`, `Balance${money(totals.balance)}`, `To pay${money(totals.toPay)}`, `To receive${money(totals.toReceive)}`])
        for (const [field, label] of Object.entries(labels)) {
          expect(within(search()).getByLabelText(label)).toHaveValue(context.table.filters[field as keyof typeof context.table.filters])
        }
        const shown = screen.queryByRole('alert') ?? screen.queryAllByRole('status').find((element) => element.textContent?.includes('Operation'))
        if (context.alert) expect(shown).toHaveTextContent(context.alert.message.message!)
        else expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull()
      }
      const table = (context: EntryTableContext) => {
        const shown = shownEntries(context)
        if (shown.length === 0) {
          expect(screen.queryByRole('table')).toBeNull()
          expect(screen.getByText('No entries found.')).toBeInTheDocument()
        } else {
          const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1)
          expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(shown.map((entry) => entry.descricao))
        }
        const total = filteredEntries(context).length
        if (total > 10) expect(screen.getByText(`Showing ${shown.length} of ${total}`)).toBeInTheDocument()
        expect(screen.queryByRole('button', { name: 'See more' }) !== null).toBe(shown.length < total)
        expect(screen.queryByRole('button', { name: 'See less' }) !== null).toBe(context.table.visible > 10 && total > 0)
      }
      const dialog = (name: string) => screen.getByRole('dialog', { name })

      await path.test({
        states: withActorCheck(actor, {
          loading: (state) => {
            const context = live(state)
            page(context)
            expect(screen.getAllByRole('status').some((element) => element.textContent === 'Loading entries…')).toBe(true)
            expect(screen.queryByRole('table')).toBeNull()
            expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled()
          },
          'ready.browsing': (state) => {
            const context = live(state)
            page(context)
            table(context)
            expect(screen.queryByRole('dialog')).toBeNull()
            expect(screen.queryByRole('alertdialog')).toBeNull()
            expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveProperty('disabled', filteredEntries(context).length === 0)
          },
          'ready.form': (state) => {
            const context = live(state)
            const modal = context.modal!
            if (modal.kind === 'edit') expect(within(dialog('Edit entry')).getByLabelText('Description')).toHaveValue(modal.entry.descricao)
            else expect(within(dialog('New entry')).getByLabelText('Description')).toHaveValue('')
          },
          'ready.paying': (state) => {
            const context = live(state)
            const modal = context.modal as { entry: { descricao: string } }
            expect(dialog('Mark as paid')).toHaveTextContent(modal.entry.descricao)
            expect(within(dialog('Mark as paid')).getByLabelText('Amount paid (R$)')).toHaveValue('80.10')
          },
          'ready.confirming': (state) => {
            const context = live(state)
            const open = screen.getByRole('alertdialog')
            expect(open).toHaveTextContent('Do you really want to delete this entry?')
            expect(open).toHaveTextContent(context.pendingDelete!.descricao)
            expect(within(open).getByRole('button', { name: 'Cancel' })).toHaveFocus()
          },
          'ready.deleting': (state) => {
            live(state)
            expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Deleting…' })).toBeDisabled()
          },
        }),
        events: {
          'filters.change': async ({ event }) => {
            const { field, value } = event as Extract<EntryTableEvent, { type: 'filters.change' }>
            if (field === undefined) return // bare: the machine takes no transition
            fireEvent.change(within(search()).getByLabelText(labels[field]!), { target: { value } })
          },
          'filters.apply': async () => {
            fireEvent.click(within(search()).getByRole('button', { name: 'Apply' }))
          },
          'filters.clear': async () => {
            fireEvent.click(within(search()).getByRole('button', { name: 'Clear' }))
          },
          'table.more': async ({ event }) => {
            const button = screen.queryByRole('button', { name: 'See more' })
            if (!actor().getSnapshot().can(event)) expect(button).toBeNull()
            else fireEvent.click(button!)
          },
          'table.less': async ({ event }) => {
            const button = screen.queryByRole('button', { name: 'See less' })
            if (!actor().getSnapshot().can(event)) expect(button).toBeNull()
            else fireEvent.click(button!)
          },
          'month.previous': async () => {
            fireEvent.click(screen.getByRole('button', { name: /Previous month/ }))
          },
          'month.next': async () => {
            fireEvent.click(screen.getByRole('button', { name: /Next month/ }))
          },
          'entry.add': async () => {
            fireEvent.click(screen.getByRole('button', { name: 'New entry' }))
          },
          'entry.edit': async ({ event }) => {
            const { id } = event as Extract<EntryTableEvent, { type: 'entry.edit' }>
            if (id === undefined) return
            const entry = monthEntries.find((candidate) => candidate.id === id)!
            fireEvent.click(screen.getByRole('button', { name: `Edit ${entry.descricao}` }))
          },
          'entry.pay': async ({ event }) => {
            const { id } = event as Extract<EntryTableEvent, { type: 'entry.pay' }>
            if (id === undefined) return
            const entry = monthEntries.find((candidate) => candidate.id === id)!
            fireEvent.click(screen.getByRole('button', { name: `Mark ${entry.descricao} as paid` }))
          },
          'entry.delete': async ({ event }) => {
            const { id } = event as Extract<EntryTableEvent, { type: 'entry.delete' }>
            if (id === undefined) return
            const entry = monthEntries.find((candidate) => candidate.id === id)!
            fireEvent.click(screen.getByRole('button', { name: `Delete ${entry.descricao}` }))
          },
          'export.csv': async ({ event }) => {
            const button = screen.getByRole('button', { name: 'Export CSV' })
            if (!actor().getSnapshot().can(event)) {
              expect(button).toBeDisabled()
              return
            }
            fireEvent.click(button)
            expect(exportCsv).toHaveBeenCalledTimes(1)
            exportCsv.mockClear()
          },
          'alert.dismiss': async () => {
            const button = screen.queryByRole('button', { name: 'Dismiss' })
            if ((actor().getSnapshot().context as EntryTableContext).alert === null) expect(button).toBeNull()
            else fireEvent.click(button!)
          },
          // The modals: closing is a click on their Cancel (their own machine reports it); saving and paying
          // are their machines' reports, dispatched as they would arrive.
          'form.closed': async () => {
            fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }))
          },
          'payment.closed': async () => {
            fireEvent.click(within(dialog('Mark as paid')).getByRole('button', { name: 'Cancel' }))
          },
          'form.saved': ({ event }) => app.send(actor(), event),
          'payment.done': ({ event }) => app.send(actor(), event),
          'delete.confirm': async () => {
            fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
          },
          'delete.cancel': async () => {
            act(() => {
              fireEvent.keyDown(document, { key: 'Escape' })
            })
          },
          'entries.loaded': ({ event }) => app.send(actor(), event),
          'entries.failed': ({ event }) => app.send(actor(), event),
          'entry.deleted': ({ event }) => app.send(actor(), event),
          'entry.deleteFailed': ({ event }) => app.send(actor(), event),
        },
      })
    })
  }
})
