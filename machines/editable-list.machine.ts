// One editable list for the three finance registries (categories, bank cards, account holders): load,
// search, create with validation, one row in inline edit at a time, delete after a confirmation, alerts.
// Their rules: docs/product-rules.md#registries-categories-bank-cards-account-holders.
import { and, assign, not, setup, stateIn } from 'xstate'
import type { PromiseActorLogic } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import { toApiFailure } from '@/api/errors'
import type { ApiFailure } from '@/api/errors'
import { blockedSubmitMessage, changeField, formState, hasErrors, validateForm, withServerErrors } from './form-core'
import type { FormState, FormValidator } from './form-core'
import type { Alert } from './alert'
import { whenOffline } from './network-messages'

/** A row of a registry: every registry row has a numeric id; the rest is the registry's own. */
export interface ListRow {
  id: number
}

export type ListValues = Record<string, string>

/** A registry's form values: text for some of its row's fields, so every field name is a key of the row. */
export type RowValues<R extends ListRow, K extends keyof R & string> = { [P in K]: string }

/**
 * The calls of one registry (registries.actors.ts): the full list or a search (`query` '' = the full
 * list), create, update, delete. Each rejects with the API's error.
 */
// A type, not an interface: setup({ actors }) takes a record of actor logic.
export type EditableListActors<R extends ListRow, V extends ListValues> = {
  fetchList: PromiseActorLogic<R[], { query: string }>
  createRow: PromiseActorLogic<R, { values: V }>
  updateRow: PromiseActorLogic<R, { id: number; values: V }>
  deleteRow: PromiseActorLogic<void, { id: number }>
}

/** The texts a registry shows, as Lingui descriptors. */
export interface ListMessages {
  fetchFailed: MessageDescriptor
  createFailed: MessageDescriptor
  updateFailed: MessageDescriptor
  deleteFailed: MessageDescriptor
  created: MessageDescriptor
  updated: MessageDescriptor
  deleted: MessageDescriptor
  /** Shown above the form when a submit is blocked by a missing field. */
  incomplete: MessageDescriptor
  /** Shown when a submit is blocked by wrong values and nothing is missing (registries with optional fields); else `incomplete`. */
  invalid?: MessageDescriptor
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
  /** The registry's calls, invoked by name: tests swap them with `machine.provide({ actors })`. */
  actors: EditableListActors<R, V>
  /** What a field keeps of a typed value (an amount input keeps digits and separators); default: as typed. */
  normalize?: (field: keyof V & string, value: string) => string
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
  /** The one row in inline edit, with its own form. */
  editing: { id: number; form: FormState<V> } | null
  pendingDelete: R | null
  alert: Alert | null
  focus: ListFocus
}

export type EditableListEvent<V extends ListValues = ListValues> =
  | { type: 'create.change'; field: keyof V & string; value: string }
  | { type: 'create.submit' }
  | { type: 'row.edit'; id: number }
  | { type: 'edit.change'; field: keyof V & string; value: string }
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

/** The API's message is worth showing when it explains a refusal the user can act on. */
const detailOf = (error: ApiFailure): string | null => (error.status === 409 && error.message ? error.message : null)

/**
 * The editable-list machine of one registry. Its actors (`config.actors`, registries.actors.ts):
 * `fetchList` loads the full list or the search `context.searchedQuery`; `createRow`, `updateRow`,
 * `deleteRow` send the create form, the edited row and `context.pendingDelete`.
 */
export function createEditableListMachine<R extends ListRow, V extends ListValues>(config: EditableListConfig<R, V>) {
  type Context = EditableListContext<R, V>
  type Event = EditableListEvent<V>
  const { messages, validate } = config
  const normalize = config.normalize ?? ((_field: keyof V & string, value: string) => value)
  /** A blocked submit's alert: a missing field asks to fill the required ones, other wrong values to check the marks. */
  const blockedMessage = (values: V) =>
    blockedSubmitMessage(validate(values), { missing: messages.incomplete, invalid: messages.invalid ?? messages.incomplete }) ?? messages.incomplete
  const failed = (message: MessageDescriptor) => ({ type: 'setAlert' as const, params: { tone: 'danger' as const, message } })
  const succeeded = (message: MessageDescriptor) => ({ type: 'setAlert' as const, params: { tone: 'success' as const, message } })
  /** A refused call: the registry's message plus the API's reason when it has one. */
  const refused = (message: MessageDescriptor) => ({ type: 'setFailure' as const, params: ({ event }: { event: { error: unknown } }) => ({ message, failure: toApiFailure(event.error) }) })
  const rowId = ({ event }: { event: { id: number } }) => ({ id: event.id })
  const changed = ({ event }: { event: { field: keyof V & string; value: string } }) => ({ field: event.field, value: event.value })
  const typed = ({ event }: { event: { query: string } }) => ({ query: event.query })

  /** Search events where the list can start a new search (only for a searchable registry). */
  function searchOn(loading: string) {
    if (!config.searchable) return {}
    return {
      'search.change': [
        { guard: { type: 'clearsSearch', params: typed }, target: loading, actions: { type: 'assignQuery', params: typed } },
        { actions: { type: 'assignQuery', params: typed } },
      ],
      'search.submit': { target: loading, actions: 'clearAlert' },
    } as const
  }
  /** Where a search cannot start, the box still takes what is typed. */
  const typing = config.searchable ? ({ 'search.change': { actions: { type: 'assignQuery', params: typed } } } as const) : {}
  const createChange = { 'create.change': { actions: { type: 'changeCreate', params: changed } } } as const

  // What an idle list or a row in edit accepts besides the edit itself (targets are siblings of `loaded`).
  const listActions = {
    ...createChange,
    'create.submit': [
      { guard: 'createInvalid', actions: ['validateCreate', 'createBlocked'] },
      { target: '#' + config.id + '.creating', actions: ['validateCreate', 'clearAlert'] },
    ],
    ...searchOn('#' + config.id + '.loading'),
    'row.delete': {
      guard: { type: 'isDeletableRow', params: rowId },
      target: '#' + config.id + '.confirming',
      actions: ['clearAlert', { type: 'assignPendingDelete', params: rowId }],
    },
  } as const

  return setup({
    types: {
      context: {} as Context,
      events: {} as Event,
      tags: {} as 'busy',
    },
    actors: config.actors,
    actions: {
      markSearched: assign(({ context }) => ({ searchedQuery: context.query.trim() })),
      assignRows: assign((_, rows: R[]) => ({ rows })),
      clearRows: assign({ rows: [] as R[] }),
      assignQuery: assign((_, { query }: { query: string }) => ({ query })),
      assignSort: assign((_, { sort }: { sort: string }) => ({ sort })),
      changeCreate: assign(({ context }, { field, value }: { field: keyof V & string; value: string }) => ({
        create: changeField(context.create, validate, field, normalize(field, value)),
      })),
      validateCreate: assign(({ context }) => ({ create: validateForm(context.create, validate) })),
      resetCreate: assign({ create: formState(config.emptyValues) }),
      createRejected: assign(({ context }, { failure }: { failure: ApiFailure }) => ({ create: withServerErrors(context.create, failure) })),
      startEdit: assign(({ context }, { id }: { id: number }) => {
        const row = context.rows.find((candidate) => candidate.id === id)
        return row ? { editing: { id: row.id, form: formState(config.toValues(row)) }, focus: null } : {}
      }),
      changeEdit: assign(({ context }, { field, value }: { field: keyof V & string; value: string }) =>
        context.editing ? { editing: { ...context.editing, form: changeField(context.editing.form, validate, field, normalize(field, value)) } } : {},
      ),
      validateEdit: assign(({ context }) => (context.editing ? { editing: { ...context.editing, form: validateForm(context.editing.form, validate) } } : {})),
      editRejected: assign(({ context }, { failure }: { failure: ApiFailure }) =>
        context.editing ? { editing: { ...context.editing, form: withServerErrors(context.editing.form, failure) } } : {},
      ),
      /** Leaving the edit: focus goes back to the row's Edit button. */
      endEdit: assign(({ context }) => ({ editing: null, focus: context.editing ? { kind: 'row' as const, id: context.editing.id } : null })),
      assignPendingDelete: assign(({ context }, { id }: { id: number }) => ({ pendingDelete: context.rows.find((row) => row.id === id) ?? null, editing: null })),
      clearPendingDelete: assign({ pendingDelete: null }),
      dropEdit: assign({ editing: null }),
      focusList: assign({ focus: { kind: 'list' } as ListFocus }),
      setAlert: assign((_, params: { tone: Alert['tone']; message: MessageDescriptor }) => ({
        alert: { tone: params.tone, message: params.message, detail: null },
      })),
      /** A refusal: the registry's message plus the API's reason when it has one (a duplicate, a row in use). */
      setFailure: assign((_, params: { message: MessageDescriptor; failure: ApiFailure }) => ({
        alert: { tone: 'danger' as const, message: whenOffline(params.failure, params.message), detail: detailOf(params.failure) },
      })),
      clearAlert: assign({ alert: null }),
      createBlocked: assign(({ context }) => ({ alert: { tone: 'danger' as const, message: blockedMessage(context.create.values), detail: null } })),
      editBlocked: assign(({ context }) =>
        context.editing ? { alert: { tone: 'danger' as const, message: blockedMessage(context.editing.form.values), detail: null } } : {},
      ),
    },
    guards: {
      /** A 404 on a list or a search is an empty list. */
      isNotFound: (_, { error }: { error: unknown }) => toApiFailure(error).status === 404,
      /** Only a row on screen can be edited or deleted. */
      isShownRow: ({ context }, { id }: { id: number }) => context.rows.some((row) => row.id === id),
      /** The row in edit offers Save and Cancel only: another row can be deleted (the edit is dropped). */
      isDeletableRow: ({ context }, { id }: { id: number }) => id !== context.editing?.id && context.rows.some((row) => row.id === id),
      isOtherShownRow: ({ context }, { id }: { id: number }) => id !== context.editing?.id && context.rows.some((row) => row.id === id),
      createInvalid: ({ context }) => hasErrors(validate(context.create.values)),
      editInvalid: ({ context }) => !context.editing || hasErrors(validate(context.editing.form.values)),
      hasAlert: ({ context }) => context.alert !== null,
      /** Emptying the search box of a searched list reloads the full list. */
      clearsSearch: ({ context }, { query }: { query: string }) => query.trim() === '' && context.searchedQuery !== '',
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
      ...(config.sortable ? { 'sort.change': { actions: { type: 'assignSort', params: ({ event }: { event: { sort: string } }) => ({ sort: event.sort }) } } } : {}),
      // A failed load keeps its alert (and its Try again) until the list loads.
      'alert.dismiss': { guard: and(['hasAlert', not(stateIn('#' + config.id + '.failure'))]), actions: 'clearAlert' },
    },
    initial: 'loading',
    states: {
      loading: {
        tags: 'busy',
        // A reload (after a create, a search) ends any edit that was open: the rows are replaced.
        entry: ['markSearched', 'dropEdit'],
        invoke: {
          id: 'fetchList',
          src: 'fetchList',
          input: ({ context }) => ({ query: context.searchedQuery }),
          onDone: { target: 'loaded', actions: { type: 'assignRows', params: ({ event }) => event.output } },
          // A 404 on a list or a search is an empty list, with no error.
          onError: [
            { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'loaded', actions: 'clearRows' },
            { target: 'failure', actions: ['clearRows', failed(messages.fetchFailed)] },
          ],
        },
        on: {
          ...createChange,
          ...typing,
        },
      },
      failure: {
        on: {
          'list.retry': { target: 'loading', actions: 'clearAlert' },
          ...createChange,
          ...searchOn('#' + config.id + '.loading'),
        },
      },
      loaded: {
        initial: 'idle',
        states: {
          idle: {
            on: {
              ...listActions,
              'row.edit': { guard: { type: 'isShownRow', params: rowId }, target: 'editing', actions: ['clearAlert', { type: 'startEdit', params: rowId }] },
            },
          },
          editing: {
            on: {
              ...listActions,
              'edit.change': { actions: { type: 'changeEdit', params: changed } },
              'edit.save': [
                { guard: 'editInvalid', actions: ['validateEdit', 'editBlocked'] },
                { target: 'saving', actions: ['validateEdit', 'clearAlert'] },
              ],
              'edit.cancel': { target: 'idle', actions: 'endEdit' },
              // One row in edit at a time: editing another row cancels this one (its changes are dropped).
              'row.edit': {
                guard: { type: 'isOtherShownRow', params: rowId },
                target: 'editing',
                reenter: true,
                actions: ['clearAlert', { type: 'startEdit', params: rowId }],
              },
            },
          },
          saving: {
            tags: 'busy',
            invoke: {
              id: 'updateRow',
              src: 'updateRow',
              // Only a row in edit is saved (editing → saving).
              input: ({ context }) => ({ id: context.editing!.id, values: context.editing!.form.values }),
              onDone: { target: '#' + config.id + '.loading', actions: ['endEdit', succeeded(messages.updated)] },
              onError: {
                target: 'editing',
                actions: [{ type: 'editRejected', params: ({ event }) => ({ failure: toApiFailure(event.error) }) }, refused(messages.updateFailed)],
              },
            },
            on: { ...typing },
          },
        },
      },
      creating: {
        tags: 'busy',
        entry: 'dropEdit',
        invoke: {
          id: 'createRow',
          src: 'createRow',
          input: ({ context }) => ({ values: context.create.values }),
          onDone: { target: 'loading', actions: ['resetCreate', succeeded(messages.created)] },
          onError: {
            target: 'loaded',
            actions: [{ type: 'createRejected', params: ({ event }) => ({ failure: toApiFailure(event.error) }) }, refused(messages.createFailed)],
          },
        },
        on: { ...typing },
      },
      confirming: {
        on: {
          'delete.confirm': 'deleting',
          'delete.cancel': { target: 'loaded', actions: 'clearPendingDelete' },
        },
      },
      deleting: {
        tags: 'busy',
        invoke: {
          id: 'deleteRow',
          src: 'deleteRow',
          // Only a row asked about is deleted (confirming → deleting).
          input: ({ context }) => ({ id: context.pendingDelete!.id }),
          onDone: { target: 'loading', actions: ['clearPendingDelete', 'focusList', succeeded(messages.deleted)] },
          onError: { target: 'loaded', actions: ['clearPendingDelete', refused(messages.deleteFailed)] },
        },
      },
    },
  })
}

export type EditableListMachine<R extends ListRow = ListRow, V extends ListValues = ListValues> = ReturnType<typeof createEditableListMachine<R, V>>
