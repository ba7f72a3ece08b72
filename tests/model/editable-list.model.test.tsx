// Model-based paths of the editable-list machine, replayed against each of the three real registry views
// (categories, bank cards, account holders): one machine, one list component, three configurations.
import { afterAll, describe, expect, it } from 'vitest'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { createTestModel } from '@xstate/graph'
import type { ReactElement } from 'react'
import type { EditableListContext, EditableListEvent, EditableListMachine, ListRow } from '@machines/editable-list.machine'
import { accountHolderListMachine, bankCardListMachine, categoryListMachine, sortCategories } from '@machines/registries'
import type { Category } from '@/api/schemas/category'
import AccountHoldersView from '@/views/finance/account-holders-view'
import BankCardsView from '@/views/finance/bank-cards-view'
import CategoriesView from '@/views/finance/categories-view'
import { renderApp } from '../views/support'
import { withActorCheck } from './harness'
import { reportCoverage, serializeByTransition } from './coverage'

interface TextField {
  name: string
  label: string
  /** A valid value to type into the empty field. */
  sample: string
}

interface Registry {
  name: string
  path: string
  machine: EditableListMachine
  view: (logic: EditableListMachine) => ReactElement
  rows: (ListRow & Record<string, string | number>)[]
  /** The first field: a text box (the inline edit types in it). */
  text: TextField
  /** The other fields and the value a valid create form needs in each. */
  others: { name: string; label: string; value: string; radio?: boolean }[]
  rowName: (row: ListRow) => string
  addLabel: string
  loading: string
  empty: string
  noMatch?: string
  fetchFailed: string
  deleteQuestion: string
  searchable: boolean
  sortable: boolean
  incomplete: string
}

const noEffects = { fetchList: () => {}, createRow: () => {}, updateRow: () => {}, deleteRow: () => {} }
const asList = (machine: unknown) => machine as EditableListMachine

const registries: Registry[] = [
  {
    name: 'categories',
    path: '/financas/cadastrar-categoria',
    machine: asList(categoryListMachine),
    view: (logic) => <CategoriesView logic={logic as never} />,
    rows: [
      { id: 1, nomeCategoria: 'Mercado', tipoCategoria: 'Despesa' },
      { id: 2, nomeCategoria: 'Salário', tipoCategoria: 'Receita' },
    ],
    text: { name: 'nomeCategoria', label: 'Category name', sample: 'Lazer' },
    others: [{ name: 'tipoCategoria', label: 'Expense', value: 'Despesa', radio: true }],
    rowName: (row) => (row as Category).nomeCategoria,
    addLabel: 'Register category',
    loading: 'Loading categories…',
    empty: 'No categories yet. Register the first one above.',
    fetchFailed: 'Error fetching categories.',
    deleteQuestion: 'Do you really want to delete this category?',
    searchable: false,
    sortable: true,
    incomplete: 'Fill in all required fields.',
  },
  {
    name: 'bank cards',
    path: '/financas/cadastrar-cartao',
    machine: asList(bankCardListMachine),
    view: (logic) => <BankCardsView logic={logic as never} />,
    rows: [
      { id: 1, nomeUsuario: 'João Silva', nomeBanco: 'Itaú' },
      { id: 2, nomeUsuario: 'Ana', nomeBanco: 'Nubank' },
    ],
    text: { name: 'nomeUsuario', label: 'Account holder', sample: 'Maria' },
    others: [{ name: 'nomeBanco', label: 'Bank name', value: 'Inter' }],
    rowName: (row) => {
      const card = row as ListRow & { nomeUsuario: string; nomeBanco: string }
      return `${card.nomeUsuario} · ${card.nomeBanco}`
    },
    addLabel: 'Register card',
    loading: 'Loading cards…',
    empty: 'No cards yet. Register the first one above.',
    noMatch: 'No card of a holder with that name.',
    fetchFailed: 'Error fetching cards.',
    deleteQuestion: 'Do you really want to delete this card?',
    searchable: true,
    sortable: false,
    incomplete: 'Fill in all required fields.',
  },
  {
    name: 'account holders',
    path: '/financas/pessoa-conta',
    machine: asList(accountHolderListMachine),
    view: (logic) => <AccountHoldersView logic={logic as never} />,
    rows: [
      { id: 1, nomePessoa: 'Maria Souza' },
      { id: 2, nomePessoa: 'Álvaro' },
    ],
    text: { name: 'nomePessoa', label: 'Person name', sample: 'José' },
    others: [],
    rowName: (row) => (row as ListRow & { nomePessoa: string }).nomePessoa,
    addLabel: 'Register account holder',
    loading: 'Loading account holders…',
    empty: 'No account holders yet. Register the first one above.',
    noMatch: 'No account holder with that name.',
    fetchFailed: 'Error fetching accounts.',
    deleteQuestion: 'Do you really want to delete this account holder?',
    searchable: true,
    sortable: false,
    incomplete: "Fill in the person's name.",
  },
]

type Context = EditableListContext

/**
 * What names a model state besides its value. Coarse on purpose (tests/README.md "State space"): each
 * path is a real event sequence replayed from the start, so the screen is always compared with the live
 * actor; the projection only decides which states count as new. It keeps what the guards read (rows
 * shown, a query typed or searched, a form complete or marked, an alert) so every transition stays reachable.
 */
const project = (context: Context) => [
  context.rows.length,
  context.query !== '',
  context.searchedQuery !== '',
  context.sort,
  Object.values(context.create.values).filter(Boolean).length,
  Object.keys(context.create.errors).length > 0,
  context.editing && [context.editing.form.values[Object.keys(context.editing.form.values)[0]!] !== '', Object.keys(context.editing.form.errors).length > 0],
  context.pendingDelete !== null,
  context.alert?.tone ?? null,
]

const failure = (status: number, extra: object = {}) => ({ status, code: status === 404 ? 'not_found' : 'internal_error', ...extra })
const conflict = { status: 409, code: 'conflict', message: 'Already exists.' }

/**
 * The events a user and the effects may produce there. Offered in phases so that the model stays small:
 * from a clean list (empty form, no search, no alert, no row in edit) every action starts; once a create,
 * an edit or a search is under way only that flow continues (plus the few cross-events the machine
 * handles there, offered once from an untouched state). Every transition is still taken (asserted below).
 */
function eventsFor(registry: Registry) {
  return ({ context, value }: { context: Context; value: unknown }): EditableListEvent[] => {
    const events: EditableListEvent[] = []
    const state = JSON.stringify(value)
    const createEmpty = Object.values(context.create.values).every((v) => v === '') && Object.keys(context.create.errors).length === 0
    const noSearch = context.query === '' && context.searchedQuery === ''
    const clean = createEmpty && noSearch && context.editing === null && context.alert === null
    const text = context.create.values[registry.text.name]
    const fillCreate = (): void => {
      events.push({ type: 'create.change', field: registry.text.name, value: text ? '' : registry.text.sample })
      for (const other of registry.others) {
        if (context.create.values[other.name] !== other.value) events.push({ type: 'create.change', field: other.name, value: other.value })
      }
    }
    const searchable = registry.searchable
    const hub = clean && context.sort === 'default'
    switch (state) {
      case '"loading"':
        // Every answer on the first load; a search may also find nothing (404); later reloads succeed or fail.
        events.push({ type: 'list.loaded', rows: context.searchedQuery ? registry.rows.slice(0, 1) : registry.rows })
        events.push({ type: 'list.failed', error: failure(500) })
        if (context.searchedQuery) events.push({ type: 'list.failed', error: failure(404) })
        if (context.rows.length === 0 && clean) {
          events.push({ type: 'list.loaded', rows: [] }, { type: 'list.failed', error: failure(404) })
          events.push({ type: 'create.change', field: registry.text.name, value: registry.text.sample })
          if (searchable) events.push({ type: 'search.change', query: 'jo' })
        }
        break
      case '"failure"':
        events.push({ type: 'list.retry' })
        if (createEmpty && context.query === '') events.push({ type: 'create.change', field: registry.text.name, value: registry.text.sample })
        if (searchable && createEmpty) events.push({ type: 'search.change', query: context.query ? '' : 'jo' }, { type: 'search.submit' })
        break
      case '{"loaded":"idle"}': {
        const first = context.rows[0]
        if (context.alert) events.push({ type: 'alert.dismiss' })
        else if (context.sort !== 'default') events.push({ type: 'sort.change', sort: 'default' })
        else if (!createEmpty) {
          fillCreate()
          events.push({ type: 'create.submit' })
        } else if (context.query !== '' && context.query.trim() !== context.searchedQuery) {
          events.push({ type: 'search.submit' }, { type: 'search.change', query: '' })
        } else if (context.searchedQuery !== '') {
          if (first) events.push({ type: 'row.edit', id: first.id })
          events.push({ type: 'search.change', query: '' })
        } else if (hub) {
          fillCreate()
          events.push({ type: 'create.submit' })
          if (registry.sortable) events.push({ type: 'sort.change', sort: 'incomeFirst' })
          if (first) events.push({ type: 'row.edit', id: first.id }, { type: 'row.delete', id: first.id })
          if (searchable) events.push({ type: 'search.change', query: 'jo' }, { type: 'search.submit' })
        }
        break
      }
      case '{"loaded":"editing"}': {
        const editing = context.editing!
        const untouched = Object.keys(editing.form.errors).length === 0 && editing.form.values[registry.text.name] !== ''
        const [first, second] = context.rows
        if (context.alert) {
          events.push({ type: 'alert.dismiss' })
        } else if (!createEmpty) {
          fillCreate()
          events.push({ type: 'create.submit' })
        } else if (context.query !== '' && context.searchedQuery === '') {
          events.push({ type: 'search.submit' })
        } else if (context.searchedQuery !== '') {
          events.push({ type: 'search.change', query: '' })
        } else if (!untouched) {
          events.push({ type: 'edit.change', field: registry.text.name, value: 'Novo nome' }, { type: 'edit.save' }, { type: 'edit.cancel' })
        } else {
          events.push({ type: 'edit.change', field: registry.text.name, value: '' }, { type: 'edit.save' }, { type: 'edit.cancel' })
          if (second && editing.id === first?.id) events.push({ type: 'row.edit', id: second.id })
          const other = context.rows.find((row) => row.id !== editing.id)
          if (other) events.push({ type: 'row.delete', id: other.id })
          events.push({ type: 'create.change', field: registry.text.name, value: registry.text.sample }, { type: 'create.submit' })
          if (searchable) events.push({ type: 'search.change', query: 'jo' }, { type: 'search.submit' })
        }
        break
      }
      case '{"loaded":"saving"}':
        events.push({ type: 'row.updated', row: registry.rows[0]! })
        events.push({ type: 'row.updateFailed', error: failure(400, { fieldErrors: { [registry.text.name]: 'too_long' } }) })
        if (searchable && context.query === '') events.push({ type: 'search.change', query: 'jo' })
        break
      case '"creating"':
        events.push({ type: 'row.created', row: { ...registry.rows[0]!, id: 9 } })
        events.push({ type: 'row.createFailed', error: conflict })
        if (searchable && context.query === '') events.push({ type: 'search.change', query: 'jo' })
        break
      case '"confirming"':
        events.push({ type: 'delete.confirm' }, { type: 'delete.cancel' })
        break
      case '"deleting"':
        events.push({ type: 'row.deleted' }, { type: 'row.deleteFailed', error: { ...conflict, message: 'In use.' } })
        break
    }
    return events
  }
}

const createSection = () => screen.getByRole('region', { name: /^New / })
const listSection = () => screen.getByRole('region', { name: /^Your / })
const dialog = () => screen.queryByRole('alertdialog')

for (const registry of registries) {
  const machine = registry.machine
  const model = createTestModel(machine, {
    events: (state) => eventsFor(registry)(state as never).filter((event) => state.can(event as never)),
    serializeState: serializeByTransition(machine, (s) => project(s.context as Context), { collapseNoOps: true }),
  } as Parameters<typeof createTestModel<typeof machine>>[1])
  const paths = model.getShortestPaths()
  const logic = machine.provide({ actions: noEffects })

  describe(`editable-list machine × ${registry.name} view`, () => {
    afterAll(() => {
      const coverage = reportCoverage(machine, paths)
      expect(coverage.states.covered).toBe(coverage.states.total)
      expect(coverage.transitions.covered).toBe(coverage.transitions.total)
    })

    for (const path of paths) {
      it(path.description, async () => {
        const app = await renderApp({ path: registry.path }, registry.view(logic))
        const actor = () => app.actors.byId(machine.id)
        const live = (state: { context: Context }) => {
          const { context } = actor().getSnapshot() as { context: Context }
          expect(project(context)).toEqual(project(state.context))
          return context
        }
        /** The rows on screen are the context's rows, in the list's order. */
        const rowsMatch = (context: Context) => {
          const ordered = registry.sortable ? sortCategories(context.rows as never, context.sort) : context.rows
          const shown = within(listSection()).queryAllByRole('row').slice(1)
          expect(shown).toHaveLength(ordered.length)
          ordered.forEach((row, index) => {
            if (context.editing?.id === row.id) expect(shown[index]).toHaveAccessibleName(`Editing ${registry.rowName(row)}`)
            else expect(within(shown[index]!).getByRole('button', { name: `Edit ${registry.rowName(row)}` })).toBeInTheDocument()
          })
        }
        const alertShows = (context: Context) => {
          if (!context.alert) {
            expect(screen.queryByRole('alert')).toBeNull()
            return
          }
          const shown = context.alert.tone === 'danger' ? screen.getByRole('alert') : screen.getAllByRole('status').find((el) => el.textContent?.includes(context.alert!.message.message!))
          expect(shown).toBeTruthy()
          expect(shown!.textContent).toContain(context.alert.message.message)
          if (context.alert.detail) expect(shown!.textContent).toContain(context.alert.detail)
        }
        const createShows = (context: Context) => {
          const box = within(createSection()).getByLabelText(registry.text.label) as HTMLInputElement
          expect(box.value).toBe(context.create.values[registry.text.name])
          expect(box.getAttribute('aria-invalid')).toBe(context.create.errors[registry.text.name] ? 'true' : null)
        }
        const idleList = (model: { context: Context }) => {
          const context = live(model)
          rowsMatch(context)
          alertShows(context)
          createShows(context)
          expect(dialog()).toBeNull()
          if (context.rows.length === 0) expect(listSection()).toHaveTextContent(context.searchedQuery && registry.noMatch ? registry.noMatch : registry.empty)
        }

        await path.test({
          states: withActorCheck(actor, {
            loading: (model) => {
              const context = live(model)
              expect(listSection()).toHaveAttribute('aria-busy', 'true')
              if (context.rows.length === 0) expect(within(listSection()).getByRole('status')).toHaveTextContent(registry.loading)
              else rowsMatch(context)
            },
            failure: (model) => {
              const context = live(model)
              expect(screen.getByRole('alert')).toHaveTextContent(registry.fetchFailed)
              expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
              expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull()
              expect(context.rows).toEqual([])
            },
            'loaded.idle': idleList,
            'loaded.editing': (model) => {
              idleList(model)
              const context = live(model)
              const row = screen.getByRole('row', { name: /^Editing / })
              const box = within(row).getByLabelText(registry.text.label) as HTMLInputElement
              expect(box.value).toBe(context.editing!.form.values[registry.text.name])
              expect(box.getAttribute('aria-invalid')).toBe(context.editing!.form.errors[registry.text.name] ? 'true' : null)
            },
            'loaded.saving': (model) => {
              rowsMatch(live(model))
              expect(within(screen.getByRole('row', { name: /^Editing / })).getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true')
            },
            creating: (model) => {
              createShows(live(model))
              expect(within(createSection()).getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true')
            },
            confirming: (model) => {
              const context = live(model)
              const open = dialog()!
              expect(open).toHaveTextContent(registry.deleteQuestion)
              expect(open).toHaveTextContent(registry.rowName(context.pendingDelete!))
              expect(within(open).getByRole('button', { name: 'Cancel' })).toHaveFocus()
            },
            deleting: () => {
              expect(within(dialog()!).getByRole('button', { name: 'Deleting…' })).toBeDisabled()
            },
          }),
          events: {
            'create.change': async ({ event }) => {
              const { field, value } = event as Extract<EditableListEvent, { type: 'create.change' }>
              if (field === undefined) return // a bare event: the machine takes no transition
              const other = registry.others.find((candidate) => candidate.name === field)
              if (other?.radio) fireEvent.click(within(createSection()).getByLabelText(other.label))
              else fireEvent.change(within(createSection()).getByLabelText(other?.label ?? registry.text.label), { target: { value } })
            },
            'create.submit': async () => {
              fireEvent.click(within(createSection()).getByRole('button', { name: registry.addLabel }))
            },
            'row.edit': async ({ event }) => {
              const { id } = event as Extract<EditableListEvent, { type: 'row.edit' }>
              if (id === undefined) return
              const row = (actor().getSnapshot().context as Context).rows.find((candidate) => candidate.id === id)!
              fireEvent.click(screen.getByRole('button', { name: `Edit ${registry.rowName(row)}` }))
            },
            'row.delete': async ({ event }) => {
              const { id } = event as Extract<EditableListEvent, { type: 'row.delete' }>
              if (id === undefined) return
              const row = (actor().getSnapshot().context as Context).rows.find((candidate) => candidate.id === id)!
              fireEvent.click(screen.getByRole('button', { name: `Delete ${registry.rowName(row)}` }))
            },
            'edit.change': async ({ event }) => {
              const { value } = event as Extract<EditableListEvent, { type: 'edit.change' }>
              if (value === undefined) return
              fireEvent.change(within(screen.getByRole('row', { name: /^Editing / })).getByLabelText(registry.text.label), { target: { value } })
            },
            // Enter saves and Escape cancels the inline edit (keyboard).
            'edit.save': async () => {
              fireEvent.keyDown(within(screen.getByRole('row', { name: /^Editing / })).getByLabelText(registry.text.label), { key: 'Enter' })
            },
            'edit.cancel': async () => {
              fireEvent.keyDown(within(screen.getByRole('row', { name: /^Editing / })).getByLabelText(registry.text.label), { key: 'Escape' })
            },
            'delete.confirm': async () => {
              fireEvent.click(within(dialog()!).getByRole('button', { name: 'Delete' }))
            },
            'delete.cancel': async () => {
              act(() => {
                fireEvent.keyDown(document, { key: 'Escape' })
              })
            },
            'search.change': async ({ event }) => {
              const { query } = event as Extract<EditableListEvent, { type: 'search.change' }>
              if (query === undefined) return
              fireEvent.change(screen.getByRole('searchbox'), { target: { value: query } })
            },
            'search.submit': async () => {
              fireEvent.click(screen.getByRole('button', { name: 'Search' }))
            },
            'sort.change': async ({ event }) => {
              const { sort } = event as Extract<EditableListEvent, { type: 'sort.change' }>
              if (sort === undefined) return
              fireEvent.change(screen.getByLabelText('Order'), { target: { value: sort } })
            },
            'alert.dismiss': async () => {
              // Offered (bare) where there is nothing to dismiss: the screen has no Dismiss button then.
              const button = screen.queryByRole('button', { name: 'Dismiss' })
              if ((actor().getSnapshot().context as Context).alert === null || !button) expect(button).toBeNull()
              else fireEvent.click(button)
            },
            'list.retry': async () => {
              fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
            },
            'list.loaded': ({ event }) => app.send(actor(), event),
            'list.failed': ({ event }) => app.send(actor(), event),
            'row.created': ({ event }) => app.send(actor(), event),
            'row.createFailed': ({ event }) => app.send(actor(), event),
            'row.updated': ({ event }) => app.send(actor(), event),
            'row.updateFailed': ({ event }) => app.send(actor(), event),
            'row.deleted': ({ event }) => app.send(actor(), event),
            'row.deleteFailed': ({ event }) => app.send(actor(), event),
          },
        })
      })
    }
  })
}
