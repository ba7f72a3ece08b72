// Model-based paths of the editable-list machine, replayed against each of the three real registry views
// (categories, bank cards, account holders): one machine, one list component, three configurations.
// The paths come from the machine with getShortestPaths (xstate/graph), its invoked actors'
// answers named as events (xstate.done.actor.<id> / xstate.error.actor.<id>); coveringPaths keeps the
// fewest that still take every transition. The replay types and clicks in the real page and settles the
// held actors' promises when the path says so; every state asserts what the page shows.
import { afterAll, describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { fromPromise } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'
import type { ReactElement } from 'react'
import type { EditableListContext, EditableListEvent, EditableListMachine, ListRow, ListValues } from '@machines/editable-list.machine'
import { accountHolderListMachine, bankCardListMachine, categoryListMachine, sortCategories } from '@machines/finance/registries/registries'
import { ApiError } from '@/api/errors'
import type { AccountHolder } from '@contract/account-holder'
import type { BankAccount } from '@contract/bank-account'
import { cardPaymentAccountsMachine } from '@machines/finance/cards/card-payment-accounts.machine'
import type { BankCard } from '@contract/bank-card'
import type { Category } from '@contract/category'
import AccountHoldersView from '@/views/finance/registries/account-holders-view'
import BankCardsView from '@/views/finance/cards/bank-cards-view'
import CategoriesView from '@/views/finance/registries/categories-view'
import { bankCard } from '../fixtures/bank-cards'
import { renderApp, settle } from '../views/support'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { actorOfEvent, coveringPaths, heldActor } from './held-actors'
import { replay, stateKey, liveSnapshot, pressEscape } from './harness'
import { expectAlertShown } from '../support/screen-text'

// The cards page's payment-account select loads the user's accounts beside the list (none here).
const noAccounts = cardPaymentAccountsMachine.provide({ actors: { loadAccounts: fromPromise<BankAccount[]>(async () => []) } })

type ActorId = 'fetchList' | 'createRow' | 'updateRow' | 'deleteRow'
type HeldActors = Record<ActorId, { settle: (event: EventObject & { output?: unknown; error?: unknown }) => void }>

/** The machine with its four actors held: each run waits until the replay settles it. */
function heldList<R extends ListRow, V extends ListValues>(machine: EditableListMachine<R, V>) {
  const actors = {
    fetchList: heldActor<R[], { query: string }>(),
    createRow: heldActor<R, { values: V }>(),
    updateRow: heldActor<R, { id: number; values: V }>(),
    deleteRow: heldActor<void, { id: number }>(),
  }
  const logic = machine.provide({
    actors: { fetchList: actors.fetchList.logic, createRow: actors.createRow.logic, updateRow: actors.updateRow.logic, deleteRow: actors.deleteRow.logic },
  })
  return { logic, actors }
}

interface Registry {
  name: string
  path: string
  machine: AnyStateMachine
  /** The real view over the machine with held actors. */
  start: () => { page: ReactElement; actors: HeldActors }
  rows: Array<ListRow & Record<string, unknown>>
  /** The first field: a text box (the inline edit types in it), and a valid value for it. */
  text: { name: string; label: string; sample: string }
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
}

const categoryRows: Category[] = [
  { id: 1, nomeCategoria: 'Mercado', tipoCategoria: 'Despesa' },
  { id: 2, nomeCategoria: 'Salário', tipoCategoria: 'Receita' },
]
const cardRows: BankCard[] = [
  bankCard({ id: 1, nomeUsuario: 'João Silva', nomeBanco: 'Itaú' }),
  bankCard({ id: 2, nomeUsuario: 'Ana', nomeBanco: 'Nubank' }),
]
const holderRows: AccountHolder[] = [
  { id: 1, nomePessoa: 'Maria Souza' },
  { id: 2, nomePessoa: 'Álvaro' },
]
const field = (row: ListRow, name: string) => String((row as ListRow & Record<string, unknown>)[name])

const registries: Registry[] = [
  {
    name: 'categories',
    path: '/financas/cadastrar-categoria',
    machine: categoryListMachine,
    start: () => {
      const { logic, actors } = heldList(categoryListMachine)
      return { page: <CategoriesView logic={logic} />, actors }
    },
    rows: categoryRows,
    text: { name: 'nomeCategoria', label: 'Category name', sample: 'Lazer' },
    others: [{ name: 'tipoCategoria', label: 'Expense', value: 'Despesa', radio: true }],
    rowName: (row) => field(row, 'nomeCategoria'),
    addLabel: 'Register category',
    loading: 'Loading categories…',
    empty: 'No categories yet. Register the first one above.',
    fetchFailed: 'Error fetching categories.',
    deleteQuestion: 'Do you really want to delete this category?',
    searchable: false,
    sortable: true,
  },
  {
    name: 'bank cards',
    path: '/financas/cadastrar-cartao',
    machine: bankCardListMachine,
    start: () => {
      const { logic, actors } = heldList(bankCardListMachine)
      return { page: <BankCardsView logic={logic} accountsLogic={noAccounts} />, actors }
    },
    rows: cardRows,
    text: { name: 'nomeUsuario', label: 'Account holder', sample: 'Maria' },
    others: [{ name: 'nomeBanco', label: 'Bank name', value: 'Inter' }],
    rowName: (row) => `${field(row, 'nomeUsuario')} · ${field(row, 'nomeBanco')}`,
    addLabel: 'Register card',
    loading: 'Loading cards…',
    empty: 'No cards yet. Register the first one above.',
    noMatch: 'No card of a holder with that name.',
    fetchFailed: 'Error fetching cards.',
    deleteQuestion: 'Do you really want to delete this card?',
    searchable: true,
    sortable: false,
  },
  {
    name: 'account holders',
    path: '/financas/pessoa-conta',
    machine: accountHolderListMachine,
    start: () => {
      const { logic, actors } = heldList(accountHolderListMachine)
      return { page: <AccountHoldersView logic={logic} />, actors }
    },
    rows: holderRows,
    text: { name: 'nomePessoa', label: 'Person name', sample: 'José' },
    others: [],
    rowName: (row) => field(row, 'nomePessoa'),
    addLabel: 'Register account holder',
    loading: 'Loading account holders…',
    empty: 'No account holders yet. Register the first one above.',
    noMatch: 'No account holder with that name.',
    fetchFailed: 'Error fetching account holders.',
    deleteQuestion: 'Do you really want to delete this account holder?',
    searchable: true,
    sortable: false,
  },
]

type Context = EditableListContext
/** The user's events and the actors' answers. */
type ModelEvent = EditableListEvent | { type: `xstate.done.actor.${ActorId}`; output: unknown } | { type: `xstate.error.actor.${ActorId}`; error: unknown }

/**
 * What names a model state besides its value: what the guards read (rows shown, a query typed or
 * searched, a form complete or marked, an alert), coarse on purpose so that the graph stays small.
 */
const project = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as Context
  return [
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
}

const apiError = (status: number, code: string, message: string, fieldErrors?: Record<string, string>) => new ApiError({ status, code, message, fieldErrors })
const serverError = apiError(500, 'internal_error', 'boom')
const notFound = apiError(404, 'not_found', 'Not found')
const conflict = apiError(409, 'conflict', 'Already exists.')

/**
 * The events a user and the actors may produce there, offered in phases so that the graph stays small:
 * from a clean list (empty form, no search, no alert, no row in edit) every action starts; once a create,
 * an edit or a search is under way only that flow continues (plus the few cross-events the machine
 * handles there, offered from an untouched state). Every transition is still taken (asserted below).
 */
function eventsFor(registry: Registry) {
  return (snapshot: AnyMachineSnapshot): ModelEvent[] => {
    const context = snapshot.context as Context
    const events: ModelEvent[] = []
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
    switch (JSON.stringify(snapshot.value)) {
      case '"loading"':
        // Every answer on the first load; a search may also find nothing (404); later reloads succeed or fail.
        events.push({ type: 'xstate.done.actor.fetchList', output: context.searchedQuery ? registry.rows.slice(0, 1) : registry.rows })
        events.push({ type: 'xstate.error.actor.fetchList', error: serverError })
        if (context.searchedQuery) events.push({ type: 'xstate.error.actor.fetchList', error: notFound })
        if (context.rows.length === 0 && clean) {
          events.push({ type: 'xstate.error.actor.fetchList', error: notFound })
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
        } else if (clean) {
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
        events.push({ type: 'xstate.done.actor.updateRow', output: registry.rows[0] })
        events.push({ type: 'xstate.error.actor.updateRow', error: apiError(400, 'validation_failed', 'Invalid', { [registry.text.name]: 'too_long' }) })
        if (searchable && context.query === '') events.push({ type: 'search.change', query: 'jo' })
        break
      case '"creating"':
        events.push({ type: 'xstate.done.actor.createRow', output: { ...registry.rows[0]!, id: 9 } })
        events.push({ type: 'xstate.error.actor.createRow', error: conflict })
        if (searchable && context.query === '') events.push({ type: 'search.change', query: 'jo' })
        break
      case '"confirming"':
        events.push({ type: 'delete.confirm' }, { type: 'delete.cancel' })
        break
      case '"deleting"':
        events.push({ type: 'xstate.done.actor.deleteRow', output: undefined }, { type: 'xstate.error.actor.deleteRow', error: apiError(409, 'in_use', 'In use.') })
        break
    }
    return events.filter((event) => snapshot.can(event))
  }
}

const createSection = () => screen.getByRole('region', { name: /^New / })
const listSection = () => screen.getByRole('region', { name: /^Your / })
const dialog = () => screen.queryByRole('alertdialog')
const editingRow = () => screen.getByRole('row', { name: /^Editing / })

const describeEvent = (event: EventObject): string => {
  const { type, ...payload } = event as EventObject & Record<string, unknown>
  if (type.startsWith('xstate.error.')) return `${type}(${(payload.error as ApiError).status})`
  if (type.startsWith('xstate.done.')) return Array.isArray(payload.output) ? `${type}(${payload.output.length} rows)` : type
  const values = Object.values(payload)
  return values.length ? `${type}(${values.map(String).join('=')})` : type
}

for (const registry of registries) {
  const machine = registry.machine
  const allPaths = getShortestPaths(machine, {
    events: eventsFor(registry),
    serializeState: serializeByTransition(machine, project),
  })
  const paths = coveringPaths(machine, allPaths)

  describe(`editable-list machine × ${registry.name} view`, () => {
    afterAll(() => expectFullCoverage(machine, paths))

    for (const path of paths) {
      const name = path.steps.map((step) => describeEvent(step.event)).filter((type) => type !== 'xstate.init').join(' → ')
      it(name, async () => {
        const { page, actors } = registry.start()
        const app = await renderApp({ path: registry.path }, page)
        const actor = () => app.actors.byId(machine.id)
        const live = (model: Context) => liveSnapshot(actor, project, model).context as Context
        /** The rows on screen are the context's rows, in the list's order. */
        const rowsMatch = (context: Context) => {
          const ordered = registry.sortable ? sortCategories(context.rows as Category[], context.sort) : context.rows
          const shown = within(listSection()).queryAllByRole('row').slice(1)
          expect(shown).toHaveLength(ordered.length)
          ordered.forEach((row, index) => {
            if (context.editing?.id === row.id) expect(shown[index]).toHaveAccessibleName(`Editing ${registry.rowName(row)}`)
            else expect(within(shown[index]!).getByRole('button', { name: `Edit ${registry.rowName(row)}` })).toBeInTheDocument()
          })
        }
        const alertShows = (context: Context) => expectAlertShown(context.alert)
        const createShows = (context: Context) => {
          const box = within(createSection()).getByLabelText(registry.text.label) as HTMLInputElement
          expect(box.value).toBe(context.create.values[registry.text.name])
          expect(box.getAttribute('aria-invalid')).toBe(context.create.errors[registry.text.name] ? 'true' : null)
        }
        const idleList = (model: Context) => {
          const context = live(model)
          rowsMatch(context)
          alertShows(context)
          createShows(context)
          expect(dialog()).toBeNull()
          if (context.rows.length === 0) expect(listSection()).toHaveTextContent(context.searchedQuery && registry.noMatch ? registry.noMatch : registry.empty)
        }
        const checks: Record<string, (model: Context) => void> = {
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
          '{"loaded":"idle"}': idleList,
          '{"loaded":"editing"}': (model) => {
            const context = live(model)
            idleList(model)
            const box = within(editingRow()).getByLabelText(registry.text.label) as HTMLInputElement
            expect(box.value).toBe(context.editing!.form.values[registry.text.name])
            expect(box.getAttribute('aria-invalid')).toBe(context.editing!.form.errors[registry.text.name] ? 'true' : null)
          },
          '{"loaded":"saving"}': (model) => {
            rowsMatch(live(model))
            expect(within(editingRow()).getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true')
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
        }
        const rowNamed = (id: number) => registry.rowName((actor().getSnapshot().context as Context).rows.find((candidate) => candidate.id === id)!)
        const perform = async (event: ModelEvent) => {
          const id = actorOfEvent(event.type) as ActorId | undefined
          if (id) return settle(() => actors[id].settle(event))
          switch (event.type) {
            case 'create.change': {
              const other = registry.others.find((candidate) => candidate.name === event.field)
              if (other?.radio) fireEvent.click(within(createSection()).getByLabelText(other.label))
              else fireEvent.change(within(createSection()).getByLabelText(other?.label ?? registry.text.label), { target: { value: event.value } })
              return
            }
            case 'create.submit':
              return fireEvent.click(within(createSection()).getByRole('button', { name: registry.addLabel }))
            case 'row.edit':
              return fireEvent.click(screen.getByRole('button', { name: `Edit ${rowNamed(event.id)}` }))
            case 'row.delete':
              return fireEvent.click(screen.getByRole('button', { name: `Delete ${rowNamed(event.id)}` }))
            case 'edit.change':
              return fireEvent.change(within(editingRow()).getByLabelText(registry.text.label), { target: { value: event.value } })
            // Enter saves and Escape cancels the inline edit (keyboard).
            case 'edit.save':
              return fireEvent.keyDown(within(editingRow()).getByLabelText(registry.text.label), { key: 'Enter' })
            case 'edit.cancel':
              return fireEvent.keyDown(within(editingRow()).getByLabelText(registry.text.label), { key: 'Escape' })
            case 'delete.confirm':
              return fireEvent.click(within(dialog()!).getByRole('button', { name: 'Delete' }))
            case 'delete.cancel':
              return pressEscape()
            case 'search.change':
              return fireEvent.change(screen.getByRole('searchbox'), { target: { value: event.query } })
            case 'search.submit':
              return fireEvent.click(screen.getByRole('button', { name: 'Search' }))
            case 'sort.change':
              return fireEvent.change(screen.getByLabelText('Order'), { target: { value: event.sort } })
            case 'alert.dismiss':
              return fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
            case 'list.retry':
              return fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
          }
        }
        await replay(path, actor, perform, (state) => checks[stateKey(state.value)]!(state.context as Context))
      })
    }
  })
}
