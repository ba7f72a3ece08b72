// One editable list for the three finance registries (categories, bank cards, account holders): load,
// search, create with validation, one row in inline edit at a time, delete after a confirmation, alerts.
// SPEC §2 Categories/Cards/Account holder pages, §5 Category/Bank card/Account holder/Search boxes, §8.
import { and, assertEvent, assign, not, setup, stateIn } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import type { ApiFailure } from '@/api/errors'
import { changeField, formState, hasErrors, validateForm, withServerErrors } from './form-core'
import type { FormState, FormValidator } from './form-core'

/** A row of a registry: every registry row has a numeric id; the rest is the registry's own. */
export interface ListRow {
  id: number
}

export type ListValues = Record<string, string>

/** The texts a registry shows (SPEC §8), as Lingui descriptors. */
export interface ListMessages {
  fetchFailed: MessageDescriptor
  createFailed: MessageDescriptor
  updateFailed: MessageDescriptor
  deleteFailed: MessageDescriptor
  created: MessageDescriptor
  updated: MessageDescriptor
  deleted: MessageDescriptor
  /** Shown above the form when a submit is blocked by a missing field (SPEC §5). */
  incomplete: MessageDescriptor
}

/** What makes one registry: its machine id, empty form, row → form values, validation and texts. */
export interface EditableListConfig<R extends ListRow, V extends ListValues> {
  id: string
  emptyValues: V
  toValues: (row: R) => V
  validate: FormValidator<V>
  messages: ListMessages
  /** The registry has a search call (bank cards by holder, holders by name): the machine takes search events. */
  searchable?: boolean
  /** The list offers order modes (categories): the machine takes sort.change. */
  sortable?: boolean
}

export interface ListAlert {
  tone: 'success' | 'danger'
  message: MessageDescriptor
  /** The API's own translated explanation of a refusal (a duplicate, a row in use), shown after the message. */
  detail: string | null
}

/** Where the view puts focus after a change: the row's Edit button, or the list itself. */
export type ListFocus = { kind: 'row'; id: number } | { kind: 'list' } | null

export interface EditableListContext<R extends ListRow = ListRow, V extends ListValues = ListValues> {
  rows: R[]
  /** The search box as typed, and the search the rows answer ('' = the full list). */
  query: string
  searchedQuery: string
  /** The list's order (a registry may offer modes, e.g. categories: default / income first / expense first). */
  sort: string
  create: FormState<V>
  /** The one row in inline edit (SPEC §2), with its own form. */
  editing: { id: number; form: FormState<V> } | null
  pendingDelete: R | null
  alert: ListAlert | null
  focus: ListFocus
}

export type EditableListEvent<R extends ListRow = ListRow> =
  | { type: 'create.change'; field: string; value: string }
  | { type: 'create.submit' }
  | { type: 'row.edit'; id: number }
  | { type: 'edit.change'; field: string; value: string }
  | { type: 'edit.save' }
  | { type: 'edit.cancel' }
  | { type: 'row.delete'; id: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'search.change'; query: string }
  | { type: 'search.submit' }
  | { type: 'sort.change'; sort: string }
  | { type: 'alert.dismiss' }
  | { type: 'list.retry' }
  | { type: 'list.loaded'; rows: R[] }
  | { type: 'list.failed'; error: ApiFailure }
  | { type: 'row.created'; row: R }
  | { type: 'row.createFailed'; error: ApiFailure }
  | { type: 'row.updated'; row: R }
  | { type: 'row.updateFailed'; error: ApiFailure }
  | { type: 'row.deleted' }
  | { type: 'row.deleteFailed'; error: ApiFailure }

/** The API's message is worth showing when it explains a refusal the user can act on. */
const detailOf = (error: ApiFailure): string | null => (error.status === 409 && error.message ? error.message : null)

/**
 * The editable-list machine of one registry. Effects (editable-list.actors.ts): `fetchList` loads the
 * full list or the search `context.searchedQuery`; `createRow`, `updateRow`, `deleteRow` send the
 * create form, the edited row and `context.pendingDelete`.
 */
export function createEditableListMachine<R extends ListRow, V extends ListValues>(config: EditableListConfig<R, V>) {
  type Context = EditableListContext<R, V>
  type Event = EditableListEvent<R>
  const { messages, validate } = config
  const failed = (message: MessageDescriptor) => ({ type: 'setAlert' as const, params: { tone: 'danger' as const, message } })
  const succeeded = (message: MessageDescriptor) => ({ type: 'setAlert' as const, params: { tone: 'success' as const, message } })

  /** Search events where the list can start a new search (only for a searchable registry). */
  function searchOn(loading: string) {
    if (!config.searchable) return {}
    return {
      'search.change': [
        { guard: 'clearsSearch', target: loading, actions: 'assignQuery' },
        { guard: 'isSearchEvent', actions: 'assignQuery' },
      ],
      'search.submit': { target: loading, actions: 'clearAlert' },
    } as const
  }
  /** Where a search cannot start, the box still takes what is typed. */
  const typing = config.searchable ? ({ 'search.change': { guard: 'isSearchEvent', actions: 'assignQuery' } } as const) : {}

  // What an idle list or a row in edit accepts besides the edit itself (targets are siblings of `loaded`).
  const listActions = {
    'create.change': { guard: 'isFieldEvent', actions: 'changeCreate' },
    'create.submit': [
      { guard: 'createInvalid', actions: ['validateCreate', failed(messages.incomplete)] },
      { target: '#' + config.id + '.creating', actions: ['validateCreate', 'clearAlert'] },
    ],
    ...searchOn('#' + config.id + '.loading'),
    'row.delete': { guard: 'isDeletableRow', target: '#' + config.id + '.confirming', actions: ['clearAlert', 'assignPendingDelete'] },
  } as const

  return setup({
    types: {
      context: {} as Context,
      events: {} as Event,
      tags: {} as 'busy',
    },
    actions: {
      fetchList: () => {},
      createRow: () => {},
      updateRow: () => {},
      deleteRow: () => {},
      markSearched: assign(({ context }) => ({ searchedQuery: context.query.trim() })),
      assignRows: assign(({ event }) => {
        assertEvent(event, 'list.loaded')
        return { rows: event.rows }
      }),
      clearRows: assign({ rows: [] as R[] }),
      assignQuery: assign(({ event }) => {
        assertEvent(event, 'search.change')
        return { query: event.query }
      }),
      assignSort: assign(({ event }) => {
        assertEvent(event, 'sort.change')
        return { sort: event.sort }
      }),
      changeCreate: assign(({ context, event }) => {
        assertEvent(event, 'create.change')
        if (!(event.field in context.create.values)) return {}
        return { create: changeField(context.create, validate, event.field, event.value) }
      }),
      validateCreate: assign(({ context }) => ({ create: validateForm(context.create, validate) })),
      resetCreate: assign({ create: formState(config.emptyValues) }),
      createRejected: assign(({ context, event }) => {
        assertEvent(event, 'row.createFailed')
        return { create: withServerErrors(context.create, event.error) }
      }),
      startEdit: assign(({ context, event }) => {
        assertEvent(event, 'row.edit')
        const row = context.rows.find((candidate) => candidate.id === event.id)
        return row ? { editing: { id: row.id, form: formState(config.toValues(row)) }, focus: null } : {}
      }),
      changeEdit: assign(({ context, event }) => {
        assertEvent(event, 'edit.change')
        if (!context.editing || !(event.field in context.editing.form.values)) return {}
        return { editing: { ...context.editing, form: changeField(context.editing.form, validate, event.field, event.value) } }
      }),
      validateEdit: assign(({ context }) => (context.editing ? { editing: { ...context.editing, form: validateForm(context.editing.form, validate) } } : {})),
      editRejected: assign(({ context, event }) => {
        assertEvent(event, 'row.updateFailed')
        return context.editing ? { editing: { ...context.editing, form: withServerErrors(context.editing.form, event.error) } } : {}
      }),
      /** Leaving the edit: focus goes back to the row's Edit button. */
      endEdit: assign(({ context }) => ({ editing: null, focus: context.editing ? { kind: 'row' as const, id: context.editing.id } : null })),
      assignPendingDelete: assign(({ context, event }) => {
        assertEvent(event, 'row.delete')
        return { pendingDelete: context.rows.find((row) => row.id === event.id) ?? null, editing: null }
      }),
      clearPendingDelete: assign({ pendingDelete: null }),
      dropEdit: assign({ editing: null }),
      focusList: assign({ focus: { kind: 'list' } as ListFocus }),
      setAlert: assign((_, params: { tone: ListAlert['tone']; message: MessageDescriptor }) => ({
        alert: { tone: params.tone, message: params.message, detail: null },
      })),
      /** A refusal: the registry's message plus the API's reason when it has one (a duplicate, a row in use). */
      setFailure: assign(({ event }, params: { message: MessageDescriptor }) => ({
        alert: { tone: 'danger' as const, message: params.message, detail: 'error' in event ? detailOf(event.error) : null },
      })),
      clearAlert: assign({ alert: null }),
    },
    guards: {
      isNotFound: ({ event }) => event.type === 'list.failed' && event.error.status === 404,
      /** Only a row on screen can be edited or deleted. */
      isShownRow: ({ context, event }) => (event.type === 'row.edit' || event.type === 'row.delete') && context.rows.some((row) => row.id === event.id),
      /** The row in edit offers Save and Cancel only: another row can be deleted (the edit is dropped). */
      isDeletableRow: ({ context, event }) =>
        event.type === 'row.delete' && event.id !== context.editing?.id && context.rows.some((row) => row.id === event.id),
      isOtherShownRow: ({ context, event }) =>
        event.type === 'row.edit' && event.id !== context.editing?.id && context.rows.some((row) => row.id === event.id),
      createInvalid: ({ context }) => hasErrors(validate(context.create.values)),
      editInvalid: ({ context }) => !context.editing || hasErrors(validate(context.editing.form.values)),
      /** SPEC §5: emptying the search box of a searched list reloads the full list. */
      // Events that carry what was typed: a bare event (no payload) changes nothing.
      isFieldEvent: ({ event }) =>
        (event.type === 'create.change' || event.type === 'edit.change') && typeof event.field === 'string' && typeof event.value === 'string',
      isSearchEvent: ({ event }) => event.type === 'search.change' && typeof event.query === 'string',
      isSortEvent: ({ event }) => event.type === 'sort.change' && typeof event.sort === 'string',
      hasAlert: ({ context }) => context.alert !== null,
      clearsSearch: ({ context, event }) =>
        event.type === 'search.change' && typeof event.query === 'string' && event.query.trim() === '' && context.searchedQuery !== '',
    },
  }).createMachine({
    id: config.id,
    context: {
      rows: [],
      query: '',
      searchedQuery: '',
      sort: 'default',
      create: formState(config.emptyValues),
      editing: null,
      pendingDelete: null,
      alert: null,
      focus: null,
    },
    on: {
      ...(config.sortable ? { 'sort.change': { guard: 'isSortEvent', actions: 'assignSort' } } : {}),
      // A failed load keeps its alert (and its Try again) until the list loads.
      'alert.dismiss': { guard: and(['hasAlert', not(stateIn('#' + config.id + '.failure'))]), actions: 'clearAlert' },
    },
    initial: 'loading',
    states: {
      loading: {
        tags: 'busy',
        // A reload (after a create, a search) ends any edit that was open: the rows are replaced.
        entry: ['markSearched', 'dropEdit', 'fetchList'],
        on: {
          'list.loaded': { target: 'loaded', actions: 'assignRows' },
          // SPEC §8: a 404 on a list or a search is an empty list, with no error.
          'list.failed': [
            { guard: 'isNotFound', target: 'loaded', actions: 'clearRows' },
            { target: 'failure', actions: ['clearRows', failed(messages.fetchFailed)] },
          ],
          'create.change': { guard: 'isFieldEvent', actions: 'changeCreate' },
          ...typing,
        },
      },
      failure: {
        on: {
          'list.retry': { target: 'loading', actions: 'clearAlert' },
          'create.change': { guard: 'isFieldEvent', actions: 'changeCreate' },
          ...searchOn('#' + config.id + '.loading'),
        },
      },
      loaded: {
        initial: 'idle',
        states: {
          idle: {
            on: {
              ...listActions,
              'row.edit': { guard: 'isShownRow', target: 'editing', actions: ['clearAlert', 'startEdit'] },
            },
          },
          editing: {
            on: {
              ...listActions,
              'edit.change': { guard: 'isFieldEvent', actions: 'changeEdit' },
              'edit.save': [
                { guard: 'editInvalid', actions: ['validateEdit', failed(messages.incomplete)] },
                { target: 'saving', actions: ['validateEdit', 'clearAlert'] },
              ],
              'edit.cancel': { target: 'idle', actions: 'endEdit' },
              // One row in edit at a time: editing another row cancels this one (its changes are dropped).
              'row.edit': { guard: 'isOtherShownRow', target: 'editing', reenter: true, actions: ['clearAlert', 'startEdit'] },
            },
          },
          saving: {
            tags: 'busy',
            entry: 'updateRow',
            on: {
              ...typing,
              'row.updated': { target: '#' + config.id + '.loading', actions: ['endEdit', succeeded(messages.updated)] },
              'row.updateFailed': { target: 'editing', actions: ['editRejected', { type: 'setFailure', params: { message: messages.updateFailed } }] },
            },
          },
        },
      },
      creating: {
        tags: 'busy',
        entry: ['dropEdit', 'createRow'],
        on: {
          'row.created': { target: 'loading', actions: ['resetCreate', succeeded(messages.created)] },
          'row.createFailed': { target: 'loaded', actions: ['createRejected', { type: 'setFailure', params: { message: messages.createFailed } }] },
          ...typing,
        },
      },
      confirming: {
        on: {
          'delete.confirm': 'deleting',
          'delete.cancel': { target: 'loaded', actions: 'clearPendingDelete' },
        },
      },
      deleting: {
        tags: 'busy',
        entry: 'deleteRow',
        on: {
          'row.deleted': { target: 'loading', actions: ['clearPendingDelete', 'focusList', succeeded(messages.deleted)] },
          'row.deleteFailed': { target: 'loaded', actions: ['clearPendingDelete', { type: 'setFailure', params: { message: messages.deleteFailed } }] },
        },
      },
    },
  })
}

export type EditableListMachine = ReturnType<typeof createEditableListMachine<ListRow, ListValues>>
